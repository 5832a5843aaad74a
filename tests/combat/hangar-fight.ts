/**
 * A fight in a hangar as the tracker reads it: Anla and Bulack (characters made from the templates
 * compendium's Brash Pilot and Failed Jedi; Anla's player owns Anla) against two stormtroopers (two
 * unlinked tokens of one NPC actor, made from the compendium's CompForce Assault Trooper, Imperial
 * infantry) and an Imperial officer (the Imperial Morale Officer template) whom the gamemaster keeps
 * hidden until he steps out. Round data comes from the round's own commands.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DeclaredAction } from "../../src/rules/index.ts";
import { startRound } from "../../src/combat/flow/round-flow.ts";
import type { RoundMember, RoundRules, RoundState } from "../../src/combat/flow/round-state.ts";
import type { TrackerCombat, TrackerCombatant, TrackerViewer } from "../../src/combat/tracker/tracker-context.ts";
import { type Character, characterFrom } from "../applications/sheet-data.ts";
import { type Lang, loadLang } from "../helpers/render.ts";
import { translatedCharacter, translatedName } from "../helpers/babele.ts";
import { typed } from "../helpers/phrasebook.ts";
import { rulesWith, run } from "./flow/round-fixtures.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The sheets behind the combatants, by combatant id (both stormtroopers share one actor). */
const SHEETS: Record<string, Character> = {
  anla: characterFrom("Brash Pilot", { bonuses: { blaster: "2D+2" } }),
  bulack: characterFrom("Failed Jedi", { bonuses: { lightsaber: "1D+1" } }),
  trooper1: characterFrom("CompForce Assault Trooper"),
  trooper2: characterFrom("CompForce Assault Trooper"),
  officer: characterFrom("Imperial Morale Officer"),
};

/** Token names, as the gamemaster named the tokens (the stormtroopers after the NPC, in his language). */
function names(lang: Lang): Record<string, string> {
  const trooper = translatedName("Stormtrooper", lang, ["npcs"]);
  return { anla: "Anla", bulack: "Bulack", trooper1: `${trooper} TK-421`, trooper2: `${trooper} TK-422`, officer: "Lieutenant Veers" };
}

/** Every combatant id, in the tracker's order. */
export const HANGAR_IDS = ["anla", "bulack", "trooper1", "trooper2", "officer"] as const;

/** The one the gamemaster hides. */
export const HIDDEN_ID = "officer";

/** The round's members: heroes friendly, Imperials hostile. */
export const HANGAR_MEMBERS: RoundMember[] = HANGAR_IDS.map((id) => ({ id, side: id === "anla" || id === "bulack" ? "friendly" : "hostile", wound: "none" }));

/** The world settings of the fight: R&E's, with side initiative when asked. */
export function hangarRules(overrides: Partial<RoundRules> = {}): RoundRules {
  return rulesWith({ damageModel: "difference", reactionMode: "add", ...overrides });
}

/** A gamemaster, and Anla's player. */
export const GM_VIEWER: TrackerViewer = { isGM: true, canPing: true };
export const PLAYER_VIEWER: TrackerViewer = { isGM: false, canPing: true };

/** The portrait a character gets from the system (assets/portrait.svg), or a stormtrooper's helmet. */
function portrait(id: string): string {
  if (!id.startsWith("trooper")) return "data:image/svg+xml;base64," + readFileSync(`${ROOT}assets/portrait.svg`).toString("base64");
  const helmet =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="#2f3745"/>' +
    '<path d="M8 30 L8 16 Q8 5 18 5 Q28 5 28 16 L28 30 L22 26 L14 26 Z" fill="#e8e8e8"/>' +
    '<path d="M11 15 h6 v4 h-6z M19 15 h6 v4 h-6z" fill="#111"/><path d="M15 22 h6 v3 h-6z" fill="#555"/></svg>';
  return "data:image/svg+xml;base64," + Buffer.from(helmet).toString("base64");
}

/** A skill's roll reference in a combatant's sheet, by skill key. */
export function skillRef(id: string, key: string): string {
  const index = SHEETS[id].skills.findIndex((s) => s.system.key === key);
  if (index < 0) throw new Error(`${id} has no ${key}`);
  return `skill:${SHEETS[id].skills[index].id}`;
}

/**
 * The combatants as the tracker reads them.
 * @param owner the combatants the viewer owns
 * @param hidden the combatants the gamemaster hid
 */
export function hangarCombatants(owner: string[] = ["anla"], hidden: string[] = [HIDDEN_ID], lang: Lang = "en"): TrackerCombatant[] {
  const strings = loadLang(lang);
  return HANGAR_IDS.map((id) => ({
    id,
    name: names(lang)[id],
    img: portrait(id),
    owner: owner.includes(id),
    names: {
      ...Object.fromEntries(translatedCharacter(SHEETS[id], lang).skills.map((s) => [`skill:${s.id}`, s.name])),
      "attribute:dex": strings["SWD6.Attribute.dex.name"],
    },
    forcePoint: false,
    hidden: hidden.includes(id),
    defeated: false,
    npc: id !== "anla" && id !== "bulack",
    onScene: true,
    // The tracker's settings track character points: the heroes have some, the NPCs none.
    resource: id === "anla" ? 5 : id === "bulack" ? 2 : 0,
  }));
}

/**
 * The combat as the tracker reads it.
 * @param roundState the round, or null before the fight starts
 */
export function hangarCombat(roundState: RoundState | null, combatants: TrackerCombatant[] = hangarCombatants()): TrackerCombat {
  return { round: roundState?.round ?? 0, mode: "segments", roundState, battleState: null, canRewind: false, combatants };
}

/** Everyone's declarations for round 1, their notes typed in the table's language. */
export function hangarDeclarations(lang: Lang = "en"): Record<string, DeclaredAction[]> {
  const shoot = (name: string) => typed("shoot {name}", lang, { name });
  return {
    anla: [
      { kind: "action", skill: skillRef("anla", "blaster"), label: shoot("TK-421") },
      { kind: "action", skill: skillRef("anla", "blaster"), label: shoot("TK-422") },
    ],
    bulack: [
      { kind: "walk", skill: "attribute:dex", label: typed("to the crates", lang) },
      { kind: "action", skill: skillRef("bulack", "lightsaber"), label: typed("deflect", lang) },
    ],
    trooper1: [{ kind: "action", skill: skillRef("trooper1", "blaster"), label: shoot("Anla") }],
    trooper2: [{ kind: "action", skill: skillRef("trooper2", "blaster"), label: shoot("Bulack") }],
    officer: [{ kind: "action", skill: skillRef("officer", "command"), label: typed("call the reinforcements", lang) }],
  };
}

/** Round 1's declaration phase, with `declared` having declared. */
export function hangarDeclaring(rules: RoundRules, declared: readonly string[] = HANGAR_IDS, lang: Lang = "en"): RoundState {
  const plans = hangarDeclarations(lang);
  return declared.reduce((state, id) => run(state, { type: "declare", combatant: id, actions: plans[id] }, rules), startRound(HANGAR_MEMBERS, rules));
}

/** Round 1's first segment, everyone declared; `rolled` rolled their actions. */
export function hangarSegment(rules: RoundRules, rolled: Record<string, number> = {}, lang: Lang = "en"): RoundState {
  let state = run(hangarDeclaring(rules, HANGAR_IDS, lang), { type: "start", force: false }, rules);
  for (const [combatant, total] of Object.entries(rolled)) state = run(state, { type: "roll", combatant, total, tieCode: null }, rules);
  return state;
}
