/**
 * What the API, the macros and the links do in Foundry: roll a code, a skill, an attribute or a
 * check for the speaking actor through the roll dialog, open the attack dialog with a weapon, use a
 * Force power. Bad input (an unknown code, skill or weapon; no actor) is said in a localized
 * warning and nothing is rolled.
 */
import { useForcePowerItem } from "../applications/force-powers/force-power-actions.ts";
import { attributeLabel } from "../constants.ts";
import { openAttackDialog } from "../applications/on-demand/windows.ts";
import type { D6Roll } from "../dice/d6-roll.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import type { SWD6Actor } from "../documents/actor.ts";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../rules/dice/difficulty.ts";
import { checkRollable, formatDieCode, parseDieCode } from "../rules/dice/die-code.ts";
import { openRollDialogWithDifficulty } from "./dialog-difficulty.ts";
import { type LinkDifficulty, difficultyNames, parseLinkDifficulty } from "./enrichers/roll-link.ts";
import { type NamedSkill, findAttribute, findSkill } from "./lookup.ts";
import { speakingActor } from "./speaker.ts";
import { itemsOfType } from "../data/document-data.ts";
import { skillIndex } from "../data/compendium.ts";
import { gameTerms, termLabel } from "../game-terms.ts";
import { skillNameKey } from "../labels.ts";

/** The options every roll of the API takes. */
export interface ApiRollOptions {
  /** Who rolls; default the speaking actor (the selected token, else the user's character). */
  actor?: SWD6Actor | null;
  /** The difficulty the dialog starts with: a number (15) or a level (`"moderate"`, `"Mittel"`). */
  difficulty?: number | string | null;
  /** What the chat card calls the roll; default the code, skill or attribute. */
  label?: string;
  /**
   * false: roll at once, without the dialog (the difficulty given, no modifier, the world's wild die,
   * the user's roll mode), as a macro or a HUD rolls in one click; true: always open the dialog.
   * Absent: the dialog opens unless Shift is held.
   */
  configure?: boolean;
}

function warn(key: string, data: Record<string, string> = {}): null {
  ui.notifications?.warn(game.i18n.format(key, data));
  return null;
}

/** The names of the difficulty levels in the user's language, and their keys. */
export function userDifficultyNames(): Map<string, DifficultyLevel> {
  const localized = Object.fromEntries(DIFFICULTY_LEVELS.map((level) => [level, game.i18n.localize(termLabel("difficultyLevels", level))]));
  return difficultyNames([localized]);
}

/**
 * Reads an API difficulty option.
 * @returns the difficulty, null for none, or undefined (after a warning) when it cannot be read
 */
function readDifficulty(value: ApiRollOptions["difficulty"]): LinkDifficulty | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  const difficulty = parseLinkDifficulty(String(value), userDifficultyNames());
  if (!difficulty) {
    warn("SWD6.Links.invalid.difficulty", { detail: String(value) });
    return undefined;
  }
  return difficulty;
}

/** The actor to roll for: the one given, else the speaking actor; warns when there is none. */
function rollerFor(options: ApiRollOptions, what: string): SWD6Actor | null {
  const actor = options.actor === undefined ? speakingActor() : options.actor;
  return actor ?? warn("SWD6.Api.noActor", { target: what });
}

/**
 * Rolls a die code through the roll dialog, for no one in particular (no wound applies).
 * @param code a die code with its dice written: `"4D+2"`
 * @param options the difficulty and the label; `actor` is ignored
 * @returns the posted roll, or null when the code is unreadable or the dialog was closed
 */
export async function rollCode(code: string, options: Omit<ApiRollOptions, "actor"> = {}): Promise<D6Roll | null> {
  let parsed;
  try {
    if (!/^\s*\d/.test(String(code))) throw new Error("no dice");
    parsed = parseDieCode(String(code));
    checkRollable(parsed);
  } catch {
    return warn("SWD6.Links.invalid.code", { detail: String(code) });
  }
  const difficulty = readDifficulty(options.difficulty);
  if (difficulty === undefined) return null;
  const request: RollRequest = { actor: null, label: options.label ?? formatDieCode(parsed), code: parsed, attribute: null, kind: "free" };
  return openRollDialogWithDifficulty(request, difficulty, options.configure);
}

/** An actor's skill Items as a lookup sees them. */
function actorSkills(actor: SWD6Actor): (NamedSkill & { id: string })[] {
  return itemsOfType(actor.items, "skill").map((item) => ({ id: item.id, name: item.name, key: item.system.key }));
}

/**
 * The skill a character has not written down, from the skills compendium or `CONFIG.SWD6.skills`: it rolls at its
 * attribute's code (Grundregeln: skills start at their attribute's code). A Force skill is never
 * rolled this way: its code is only what was added to it.
 */
async function unwrittenSkillRequest(actor: SWD6Actor, query: string): Promise<RollRequest | null> {
  const index = (await skillIndex()) ?? [];
  // The compendium's skills first (their names as Babele translated them), then those of CONFIG.SWD6 (a module's).
  const registered = Object.entries(gameTerms().skills).map(([key, term]) => ({
    name: game.i18n.localize(term.label),
    key,
    attribute: term.attribute as string,
  }));
  const skills = [...index.map((entry) => ({ name: entry.name, key: entry.key, attribute: entry.attribute ?? "" })), ...registered];
  const skill = findSkill(skills, query, game.i18n);
  const attribute = findAttribute(skill?.attribute ?? "", game.i18n);
  if (!skill || !attribute) return null;
  const nameKey = skillNameKey(skill.key);
  return {
    ...actor.attributeRollRequest(attribute),
    label: game.i18n.has(nameKey) ? game.i18n.localize(nameKey) : skill.name,
    kind: "skill",
  };
}

/**
 * The request for a skill (by key or name) or an attribute (by key, name or abbreviation) of an
 * actor: the actor's own skill Item first, then an attribute, then a skill of the compendium the
 * character has not written down (at its attribute's code).
 * @returns the request, or null when the actor has nothing of that name
 */
export async function checkRequest(actor: SWD6Actor, target: string): Promise<RollRequest | null> {
  const skill = findSkill(actorSkills(actor), target, game.i18n);
  if (skill) return actor.skillRollRequest(skill.id);
  const attribute = findAttribute(target, game.i18n);
  if (attribute) return actor.attributeRollRequest(attribute);
  return unwrittenSkillRequest(actor, target);
}

/**
 * Rolls a skill or attribute of the speaking actor (or `options.actor`) through the roll dialog.
 * @param target a skill's key or name, or an attribute's key, name or abbreviation
 * @returns the posted roll, or null (after a warning) when there is no actor or no such skill or
 *   attribute, or when the dialog was closed
 */
export async function rollCheck(target: string, options: ApiRollOptions = {}): Promise<D6Roll | null> {
  const actor = rollerFor(options, String(target));
  if (!actor) return null;
  const difficulty = readDifficulty(options.difficulty);
  if (difficulty === undefined) return null;
  const request = await checkRequest(actor, String(target));
  if (!request) return warn("SWD6.Api.unknownTarget", { actor: actor.name, target: String(target) });
  return openRollDialogWithDifficulty(options.label ? { ...request, label: options.label } : request, difficulty, options.configure);
}

/**
 * Rolls a skill of the speaking actor (or `options.actor`), by key or name, through the roll dialog.
 * Same as {@link rollCheck}, kept as the name macros call.
 */
export async function rollSkill(name: string, options: ApiRollOptions = {}): Promise<D6Roll | null> {
  return rollCheck(name, options);
}

/**
 * Rolls an attribute of the speaking actor (or `options.actor`) through the roll dialog.
 * @param attribute the attribute's key (`"dex"`), name or abbreviation
 * @returns the posted roll, or null (after a warning) when there is no actor or no such attribute
 */
export async function rollAttribute(attribute: string, options: ApiRollOptions = {}): Promise<D6Roll | null> {
  const actor = rollerFor(options, String(attribute));
  if (!actor) return null;
  const key = findAttribute(String(attribute), game.i18n);
  if (!key) return warn("SWD6.Api.unknownTarget", { actor: actor.name, target: String(attribute) });
  const difficulty = readDifficulty(options.difficulty);
  if (difficulty === undefined) return null;
  const request = actor.attributeRollRequest(key);
  return openRollDialogWithDifficulty({ ...request, label: options.label ?? game.i18n.localize(attributeLabel(key)) }, difficulty, options.configure);
}

/** An Item of the actor of one type, by name (as written or in any case). */
function ownedItem(actor: SWD6Actor, type: string, name: string): Item.Implementation | null {
  const items = actor.items.filter((item) => item.type === type);
  const wanted = String(name).trim().toLowerCase();
  return items.find((item) => item.name === name) ?? items.find((item) => item.name.trim().toLowerCase() === wanted) ?? null;
}

/**
 * Opens the attack dialog for a weapon of the speaking actor (or `options.actor`), against the
 * user's targeted tokens; with `configure: false` the attack is rolled at once as the dialog opens
 * (short range, no modifier), and posted.
 * @param weapon the weapon Item's name, or the Item itself
 * @returns the attack roll once posted; null when there is no such weapon, the dialog was closed, a
 *   listener cancelled the roll or the gamemaster refused the card
 */
export async function attack(weapon: string | Item.Implementation, options: Pick<ApiRollOptions, "actor" | "configure"> = {}): Promise<D6Roll | null> {
  const name = typeof weapon === "string" ? weapon : weapon.name;
  const actor = rollerFor(options, name);
  if (!actor) return null;
  const item = typeof weapon === "string" ? ownedItem(actor, "weapon", weapon) : weapon.type === "weapon" && Object.is(weapon.parent, actor) ? weapon : null;
  if (!item) return warn("SWD6.Api.noWeapon", { actor: actor.name, target: name });
  return openAttackDialog(actor, item, options.configure === undefined ? {} : { configure: options.configure });
}

/**
 * Uses a Force power of the speaking actor (or `options.actor`), by name: its dialog asks the
 * difficulties, then its rolls go to the gamemaster, who posts the power's card. With
 * `configure: false` the power is used at once with the difficulties its dialog starts with (a
 * power whose difficulty the gamemaster must set is refused with a warning).
 * @param power the power Item's name
 */
export async function useForcePower(power: string, options: Pick<ApiRollOptions, "actor" | "configure"> = {}): Promise<void> {
  const actor = rollerFor(options, String(power));
  if (!actor) return;
  const item = ownedItem(actor, "force-power", String(power));
  if (!item) {
    warn("SWD6.Api.unknownTarget", { actor: actor.name, target: String(power) });
    return;
  }
  await useForcePowerItem(actor, item, options.configure);
}
