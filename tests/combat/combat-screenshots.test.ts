/**
 * The combat tracker and the declaration dialog rendered from their templates with characters made
 * from the templates compendium, checked in the DOM and screenshot in Chromium. The tracker is shown
 * inside Foundry's combat sidebar (core's header and footer stood in for by
 * tests/helpers/core-combat-tracker.ts), from the tracker's own context for a gamemaster or a player.
 */
import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../src/rules/index.ts";
import { startRound, woundChanged } from "../../src/combat/flow/round-flow.ts";
import type { RoundRules, RoundState } from "../../src/combat/flow/round-state.ts";
import { type TrackerCombat, type TrackerCombatant, type TrackerViewer, trackerContext } from "../../src/combat/tracker/tracker-context.ts";
import { type RollOption, declarationFormView } from "../../src/combat/flow/declaration-form.ts";
import { WINDOW_FRAME_CSS, chatLogCss, inScreenshotPage, pngSize, screenshot, useBrowser } from "../helpers/browser.ts";
import { CORE_TRACKER_CSS, renderCombatSidebar } from "../helpers/core-combat-tracker.ts";
import { type Lang, loadLang, makeLocalize, renderTemplate, toDom } from "../helpers/render.ts";
import { npcRollLinesView } from "../../src/data/message/npc-roll-lines.ts";
import { type Character, characterFrom } from "../applications/sheet-data.ts";
import { CORRIDOR, rulesWith, run } from "./flow/round-fixtures.ts";
import { GM_VIEWER, HIDDEN_ID, PLAYER_VIEWER, hangarCombat, hangarCombatants, hangarRules, hangarSegment } from "./hangar-fight.ts";
import { translatedCharacter, translatedName } from "../helpers/babele.ts";
import { typed } from "../helpers/phrasebook.ts";

/** Font Awesome, which Foundry loads, stood in for by plain glyphs (the tracker's are core-combat-tracker.ts's). */
const ICON_CSS = `
  .fa-solid { font-style: normal; font-family: "DejaVu Sans", sans-serif; }
  .fa-trash::before { content: "✕"; } .fa-plus::before { content: "+"; } .fa-repeat::before { content: "⟳"; }
`;

/** The corridor's four, made from compendium templates. */
const CAST: Record<string, Character> = {
  anla: characterFrom("Brash Pilot", { bonuses: { blaster: "2D+2" } }),
  bulack: characterFrom("Failed Jedi", { bonuses: { "brawling-parry": "1D" } }),
  corukk: characterFrom("Bounty Hunter"),
  darlen: characterFrom("Pirate"),
};

const NAMES: Record<string, string> = { anla: "Anla", bulack: "Bulack", corukk: "Corukk", darlen: "Darlen" };

/** A skill's roll reference in a character, by skill key. */
function skillRef(id: string, key: string): string {
  const skill = CAST[id].skills.find((s) => s.system.key === key);
  if (!skill) throw new Error(`${id} has no ${key}`);
  return `skill:${skill.id}`;
}

function members(lang: Lang): TrackerCombatant[] {
  const strings = loadLang(lang);
  return CORRIDOR.map(({ id }) => ({
    id,
    name: NAMES[id],
    img:
      "data:image/svg+xml;base64," +
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="#2f3745"/><text x="18" y="24" font-size="16" text-anchor="middle" fill="#f2a33a" font-family="sans-serif">${NAMES[id][0]}</text></svg>`,
      ).toString("base64"),
    owner: id === "anla",
    // Anla spent a Force point this round.
    forcePoint: id === "anla",
    names: {
      ...Object.fromEntries(translatedCharacter(CAST[id], lang).skills.map((s) => [`skill:${s.id}`, s.name])),
      "attribute:dex": strings["SWD6.Attribute.dex.name"],
    },
    hidden: false,
    defeated: false,
    npc: id === "corukk" || id === "darlen",
    onScene: true,
    // The tracker's settings track character points.
    resource: { anla: 5, bulack: 3, corukk: 0, darlen: 1 }[id] ?? null,
  }));
}

const RULES: RoundRules = rulesWith({ damageModel: "ratio", reactionMode: "add" });

/** Everyone's declarations, their notes typed in the table's language. */
function declarations(lang: Lang): Record<string, DeclaredAction[]> {
  const shoot = (name: string) => typed("shoot {name}", lang, { name });
  return {
    anla: [1, 2, 3].map((n) => ({ kind: "action", skill: skillRef("anla", "blaster"), label: shoot(`Corukk (${n})`) })),
    bulack: [
      { kind: "walk", skill: "attribute:dex", label: typed("to the door", lang) },
      { kind: "action", skill: skillRef("bulack", "lightsaber"), label: typed("cut the door control", lang) },
    ],
    corukk: [{ kind: "action", skill: skillRef("corukk", "blaster"), label: shoot("Anla") }],
    darlen: [
      { kind: "draw", label: typed("draw blaster", lang) },
      { kind: "action", skill: skillRef("darlen", "blaster"), label: shoot("Bulack") },
    ],
  };
}

/** The declaration phase with three of four declared. */
function declaring(lang: Lang = "en"): RoundState {
  const plans = declarations(lang);
  return ["anla", "bulack", "corukk"].reduce((s, id) => run(s, { type: "declare", combatant: id, actions: plans[id] }, RULES), startRound(CORRIDOR, RULES));
}

/** Segment 1 underway: ordered, Darlen's action lapsed, Corukk stunned by Anla's shot. */
function midSegment(lang: Lang = "en"): RoundState {
  let state = run(declaring(lang), { type: "declare", combatant: "darlen", actions: declarations(lang).darlen }, RULES);
  state = run(state, { type: "start", force: false }, RULES);
  for (const [combatant, total] of Object.entries({ anla: 16, bulack: 12, corukk: 8 }))
    state = run(state, { type: "roll", combatant, total, tieCode: null }, RULES);
  state = run(state, { type: "lapse", combatant: "darlen", lapsed: true }, RULES);
  state = run(state, { type: "next" }, RULES);
  return woundChanged(state, "corukk", "stunned", RULES);
}

/** The combat sidebar for `viewer` (the gamemaster by default) with the combat as the tracker reads it. */
async function renderSidebar(combat: TrackerCombat, lang: Lang = "en", viewer: TrackerViewer = GM_VIEWER, rules: RoundRules = RULES): Promise<string> {
  const context = trackerContext(combat, viewer, rules, (key) => key);
  return renderCombatSidebar(context, { isGM: viewer.isGM, round: combat.round }, lang);
}

async function renderTracker(state: RoundState, lang: Lang = "en"): Promise<string> {
  return renderSidebar({ round: state.round, mode: "segments", roundState: state, battleState: null, canRewind: false, combatants: members(lang) }, lang);
}

/** Every row's combatant id, in order. */
const rowIds = (dom: Document) => [...dom.querySelectorAll("li.combatant")].map((li) => li.getAttribute("data-combatant-id"));

/** The `data-action` of every one of core's encounter controls left in the sidebar. */
const coreActions = (dom: Document) =>
  [...dom.querySelectorAll(".combat-controls [data-action], .encounter-controls [data-action]")].map((b) => b.getAttribute("data-action"));

describe("combat tracker screenshots", () => {
  const browser = useBrowser();

  it("shows the declaration phase: who has declared, their actions and penalties", async () => {
    const html = await renderTracker(declaring());
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-phase-title")?.textContent).toBe("Declaration");
    expect([...dom.querySelectorAll(".swd6-combatant.declared")].length).toBe(3);
    expect(dom.querySelector('[data-combatant-id="anla"] .swd6-penalty')?.textContent).toBe("Multiple action penalty: -2D");
    expect(dom.querySelector('[data-action="forceStart"]')).not.toBeNull();
    const path = await screenshot(browser(), "combat-tracker-declaration", html, { width: 340, height: 700, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
  });

  it("shows a segment with its order, a lapsed action and a stunned combatant", async () => {
    const html = await renderTracker(midSegment());
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-phase-title")?.textContent).toBe("Segment 1 of 3");
    expect(rowIds(dom)).toEqual(["anla", "bulack", "corukk", "darlen"]);
    // Every roll is in: core's End, Next turn and Next round stay; nothing steps back.
    expect(coreActions(dom)).toEqual(["trackerSettings", "endCombat", "nextTurn", "nextRound"]);
    expect(dom.querySelector(".swd6-combatant.current")?.getAttribute("data-combatant-id")).toBe("bulack");
    expect(dom.querySelector('[data-combatant-id="darlen"] .swd6-status')?.textContent).toBe("Lapsed");
    expect(dom.querySelector('[data-combatant-id="corukk"] .swd6-status')?.textContent).toBe("Lost");
    expect(dom.querySelector('[data-combatant-id="corukk"] .swd6-wound')?.textContent).toBe("Stunned");
    expect([...dom.querySelectorAll(".swd6-force-point")].map((badge) => badge.closest("[data-combatant-id]")?.getAttribute("data-combatant-id"))).toEqual([
      "anla",
    ]);
    await screenshot(browser(), "combat-tracker-segment", html, { width: 340, height: 760, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
    // Each row is a tab stop, and shows the keyboard's focus with the system's ring.
    const ring = await inScreenshotPage(
      browser(),
      () => {
        const row = document.querySelector<HTMLElement>('li.combatant[data-combatant-id="anla"]')!;
        row.focus();
        const style = getComputedStyle(row);
        const seen = `${row.tabIndex} ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        row.blur();
        return seen;
      },
      null,
    );
    expect(ring).toBe("0 solid 2px rgb(242, 163, 58)");
  });

  it.each([
    ["de", "Segment 1 von 3"],
    ["es", "Segmento 1 de 3"],
  ] as const)("shows the declaration phase and the segment in %s", async (lang, title) => {
    const declaration = await renderTracker(declaring(lang), lang);
    expect(toDom(declaration).querySelector('[data-action="forceStart"]')).not.toBeNull();
    await screenshot(browser(), `combat-tracker-declaration-${lang}`, declaration, {
      width: 340,
      height: 700,
      selector: ".sidebar",
      pageCss: CORE_TRACKER_CSS,
    });
    const html = await renderTracker(midSegment(lang), lang);
    expect(toDom(html).querySelector(".swd6-phase-title")?.textContent).toBe(title);
    await screenshot(browser(), `combat-tracker-segment-${lang}`, html, { width: 340, height: 760, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
  });

  it("gives the gamemaster core's Begin Combat before the fight, above Foundry's rows of everyone taking part", async () => {
    const html = await renderSidebar(hangarCombat(null));
    const dom = toDom(html);
    expect(coreActions(dom)).toEqual(["trackerSettings", "startCombat"]);
    expect(dom.querySelector('[data-action="startCombat"]')?.textContent?.trim()).toBe("Begin Combat");
    expect(rowIds(dom)).toEqual(["anla", "bulack", "trooper1", "trooper2", HIDDEN_ID]);
    for (const row of dom.querySelectorAll("li.combatant")) {
      expect(row.querySelector("img.token-image")).not.toBeNull();
      expect(row.querySelector(".token-name .name")?.textContent).not.toBe("");
      expect([...row.querySelectorAll(".combatant-controls [data-action]")].map((b) => b.getAttribute("data-action"))).toEqual([
        "toggleHidden",
        "toggleDefeated",
        "pingCombatant",
      ]);
    }
    expect(dom.querySelector(`li.combatant[data-combatant-id="${HIDDEN_ID}"]`)?.classList.contains("hide")).toBe(true);
    expect(dom.querySelector(`[data-combatant-id="${HIDDEN_ID}"] [data-action="toggleHidden"]`)?.classList.contains("active")).toBe(true);
    expect(dom.querySelector(".swd6-tracker-empty")?.textContent).toBe("The fight has not started yet.");
    expect(dom.querySelectorAll('[data-action="chooseMode"]')).toHaveLength(2);
    const path = await screenshot(browser(), "tracker-before-start", html, { width: 340, height: 560, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
  });

  it.each(["de", "es"] as const)("shows the same in %s", async (lang) => {
    const strings = loadLang(lang);
    const html = await renderSidebar(hangarCombat(null, hangarCombatants(["anla"], [HIDDEN_ID], lang)), lang);
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-tracker-empty")?.textContent).toBe(strings["SWD6.Combat.notStarted"]);
    expect(dom.querySelector('[data-action="toggleHidden"]')?.getAttribute("aria-label")).toBe(strings["SWD6.Combat.Row.toggleHidden"]);
    expect(coreActions(dom)).toContain("startCombat");
    await screenshot(browser(), `tracker-before-start-${lang}`, html, { width: 340, height: 560, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
  });

  it("gives the gamemaster End Combat and the round steps during the round, and no Begin", async () => {
    const dom = toDom(await renderSidebar(hangarCombat(hangarSegment(hangarRules(), { anla: 15, bulack: 9 }))));
    // The stormtroopers and the officer still have to roll: Roll NPCs, but no Next turn yet.
    expect(coreActions(dom)).toEqual(["rollNPC", "trackerSettings", "endCombat", "nextRound"]);
  });

  it.each(["en", "de", "es"] as const)("hides the hidden officer from a player during the round, who has neither Begin nor End (%s)", async (lang) => {
    const rules = hangarRules();
    const state = hangarSegment(rules, { anla: 15, trooper1: 12, officer: 10 }, lang);
    const html = await renderSidebar(hangarCombat(state, hangarCombatants(["anla"], [HIDDEN_ID], lang)), lang, PLAYER_VIEWER, rules);
    const dom = toDom(html);
    expect(rowIds(dom)).not.toContain(HIDDEN_ID);
    expect(rowIds(dom)).toHaveLength(4);
    expect(html).not.toContain("Lieutenant Veers");
    expect(html).not.toContain(typed("call the reinforcements", lang));
    expect(coreActions(dom)).toEqual(["trackerSettings"]);
    expect(dom.querySelector(".swd6-tracker-footer button")).toBeNull();
    expect([...dom.querySelectorAll('[data-combatant-id="anla"] .combatant-controls [data-action]')].map((b) => b.getAttribute("data-action"))).toEqual([
      "pingCombatant",
      "panToCombatant",
    ]);
    // Bulack has still to roll, but his player is someone else: only the gamemaster or he may.
    expect(dom.querySelector('[data-combatant-id="bulack"] [data-action="rollAction"]')).toBeNull();
    await screenshot(browser(), lang === "en" ? "tracker-player-hidden" : `tracker-player-hidden-${lang}`, html, {
      width: 340,
      height: 640,
      selector: ".sidebar",
      pageCss: CORE_TRACKER_CSS,
    });
  });

  it("shows the declaration dialog with each action's segment and the growing penalty", async () => {
    const options: RollOption[] = [
      ...CAST.anla.skills.map((s) => ({ ref: `skill:${s.id}`, name: s.name, group: "skill" as const })),
      { ref: "weapon:blasterpistol01", name: "Blaster Pistol", group: "weapon" },
      { ref: "attribute:dex", name: "Dexterity", group: "attribute" },
    ];
    const actions: DeclaredAction[] = [
      { kind: "draw", label: "draw the blaster" },
      { kind: "action", skill: "weapon:blasterpistol01", label: "shoot the stormtroopers" },
      { kind: "walk", skill: "attribute:dex", label: "to cover" },
      { kind: "action", skill: "weapon:blasterpistol01", label: "shoot again" },
    ];
    const form = declarationFormView(actions, options);
    const body = await renderTemplate("templates/combat/declaration-dialog.hbs", { form, canRepeat: true });
    const dom = toDom(body);
    expect([...dom.querySelectorAll(".swd6-declaration-segment")].map((e) => e.textContent)).toEqual(["No segment", "Segment 1", "Segment 2", "Segment 3"]);
    expect(dom.querySelector(".swd6-declaration-penalty strong")?.textContent).toBe("-2D");
    const html = `<form class="application swd6rpg swd6-declaration" style="width:620px"><header class="window-header"><h1 class="window-title">Declare: Anla</h1></header>${body}</form>`;
    const path = await screenshot(browser(), "declaration-dialog", html, {
      width: 680,
      height: 500,
      selector: ".application",
      pageCss: WINDOW_FRAME_CSS + ICON_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(620);
  });

  // Roll NPCs: one card per segment, each line's roll named in the viewer's language where it can be.
  it.each(["en", "de", "es"] as const)("shows the Roll NPCs card of a segment in %s", async (lang) => {
    const trooper = translatedName("Stormtrooper", lang, ["npcs"]);
    const view = {
      segment: 2,
      lines: [
        { name: `${trooper} TK-421`, label: "Blaster", total: 17 },
        { name: `${trooper} TK-422`, label: "Blaster", total: 9, mishap: "count" as const },
        { name: typed("Imperial Officer", lang), label: "Perception", labelKey: "SWD6.Attribute.per.name", labelData: {}, total: 12 },
      ],
    };
    const strings = loadLang(lang);
    const localize = makeLocalize(lang);
    const i18n = { has: (key: string) => key in strings, format: (key: string, data: Record<string, string>) => localize(key, data) };
    const context = { segment: view.segment, lines: npcRollLinesView(view.lines, i18n) };
    expect(context.lines[2].label).toBe(strings["SWD6.Attribute.per.name"]);
    const card = await renderTemplate("templates/chat/npc-rolls-card.hbs", context, lang);
    // TK-422's wild die came up 1: his line alone says how the mishap counted, in the language.
    const notes = [...toDom(card).querySelectorAll(".swd6-npc-roll")].map((line) => line.querySelector(".swd6-npc-roll-mishap")?.textContent?.trim() ?? null);
    expect(notes).toEqual([null, `${strings["SWD6.Chat.mishap"]} ${strings["SWD6.Chat.mishapResult.count"]}`, null]);
    const html = `<ol id="chat-log"><li class="chat-message message flexcol"><header class="message-header"><span class="message-sender">${typed("GM", lang)}</span></header><div class="message-content">${card}</div></li></ol>`;
    await screenshot(browser(), `npc-rolls-card-${lang}`, html, { width: 360, height: 360, selector: "#chat-log", pageCss: WINDOW_FRAME_CSS + chatLogCss() });
  });

  // The kind's choices run longest in Spanish ("Desenfundar o similar") and German: every choice shown whole.
  it.each([
    ["de", "Ansage: Anla"],
    ["es", "Declaración: Anla"],
  ] as const)("shows the declaration dialog whole in %s, its draw chosen", async (lang, title) => {
    const options: RollOption[] = translatedCharacter(CAST.anla, lang).skills.map((s) => ({ ref: `skill:${s.id}`, name: s.name, group: "skill" as const }));
    const actions: DeclaredAction[] = [
      { kind: "draw", label: "" },
      { kind: "action", skill: options[0].ref, label: "" },
      { kind: "reaction", label: "" },
    ];
    const body = await renderTemplate("templates/combat/declaration-dialog.hbs", { form: declarationFormView(actions, options), canRepeat: true }, lang);
    const html = `<form class="application swd6rpg swd6-declaration" style="width:620px"><header class="window-header"><h1 class="window-title">${title}</h1></header>${body}</form>`;
    await screenshot(browser(), `declaration-dialog-${lang}`, html, {
      width: 680,
      height: 420,
      selector: ".application",
      pageCss: WINDOW_FRAME_CSS + ICON_CSS,
    });
  });
});
