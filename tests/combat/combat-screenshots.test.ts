/**
 * The combat tracker and the declaration dialog rendered from their templates with characters made
 * from the templates compendium, checked in the DOM and screenshot in Chromium.
 */
import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../src/rules/index.ts";
import { startRound, woundChanged } from "../../src/combat/flow/round-flow.ts";
import type { RoundRules, RoundState } from "../../src/combat/flow/round-state.ts";
import { type MemberInfo, roundView } from "../../src/combat/flow/round-view.ts";
import { type RollOption, declarationFormView } from "../../src/combat/flow/declaration-form.ts";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../helpers/browser.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../helpers/render.ts";
import { type Character, characterFrom } from "../applications/sheet-data.ts";
import { CORRIDOR, rulesWith, run } from "./flow/round-fixtures.ts";

/** Font Awesome, which Foundry loads, stood in for by plain glyphs. */
const ICON_CSS = `
  .fa-solid { font-style: normal; font-family: "DejaVu Sans", sans-serif; }
  .fa-dice-d6::before { content: "⚄"; } .fa-dice::before { content: "⚄⚂"; } .fa-ban::before { content: "⊘"; }
  .fa-shield-halved::before { content: "◈"; } .fa-check::before { content: "✓"; } .fa-hourglass-half::before { content: "…"; }
  .fa-list-ol::before { content: "☰"; } .fa-bolt::before { content: "ϟ"; } .fa-rotate-left::before { content: "↺"; }
  .fa-arrow-right::before { content: "→"; } .fa-play::before { content: "▶"; } .fa-forward-fast::before { content: "⏭"; }
  .fa-trash::before { content: "✕"; } .fa-plus::before { content: "+"; } .fa-repeat::before { content: "⟳"; }
  .fa-trophy::before { content: "★"; }
  .sidebar { width: 300px; margin: 0 auto; border: 1px solid #000; box-shadow: 0 0 24px rgba(0,0,0,.8); }
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

function members(lang: Lang): MemberInfo[] {
  const strings = loadLang(lang);
  return CORRIDOR.map(({ id }) => ({
    id,
    name: NAMES[id],
    img: "data:image/svg+xml;base64," + Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="#2f3745"/><text x="18" y="24" font-size="16" text-anchor="middle" fill="#f2a33a" font-family="sans-serif">${NAMES[id][0]}</text></svg>`).toString("base64"),
    owner: id === "anla",
    // Anla spent a Force point this round.
    forcePoint: id === "anla",
    names: {
      ...Object.fromEntries(CAST[id].skills.map((s) => [`skill:${s.id}`, s.name])),
      "attribute:dex": strings["SWD6.Attribute.dex.name"],
    },
  }));
}

const RULES: RoundRules = rulesWith({ damageModel: "ratio", reactionMode: "add" });

function declarations(): Record<string, DeclaredAction[]> {
  return {
    anla: [1, 2, 3].map((n) => ({ kind: "action", skill: skillRef("anla", "blaster"), label: `shoot Corukk (${n})` })),
    bulack: [{ kind: "walk", skill: "attribute:dex", label: "to the door" }, { kind: "action", skill: skillRef("bulack", "lightsaber"), label: "cut the door control" }],
    corukk: [{ kind: "action", skill: skillRef("corukk", "blaster"), label: "shoot Anla" }],
    darlen: [{ kind: "draw", label: "draw blaster" }, { kind: "action", skill: skillRef("darlen", "blaster"), label: "shoot Bulack" }],
  };
}

/** The declaration phase with three of four declared. */
function declaring(): RoundState {
  const plans = declarations();
  return ["anla", "bulack", "corukk"].reduce((s, id) => run(s, { type: "declare", combatant: id, actions: plans[id] }, RULES), startRound(CORRIDOR, RULES));
}

/** Segment 1 underway: ordered, Darlen's action lapsed, Corukk stunned by Anla's shot. */
function midSegment(): RoundState {
  let state = run(declaring(), { type: "declare", combatant: "darlen", actions: declarations().darlen }, RULES);
  state = run(state, { type: "start", force: false }, RULES);
  for (const [combatant, total] of Object.entries({ anla: 16, bulack: 12, corukk: 8 })) state = run(state, { type: "roll", combatant, total, tieCode: null }, RULES);
  state = run(state, { type: "lapse", combatant: "darlen", lapsed: true }, RULES);
  state = run(state, { type: "next" }, RULES);
  return woundChanged(state, "corukk", "stunned", RULES);
}

async function renderTracker(state: RoundState, lang: Lang = "en"): Promise<string> {
  const swd6 = roundView(state, members(lang), { isGM: true }, RULES);
  const tracker = await renderTemplate("templates/combat/tracker.hbs", { swd6 }, lang);
  const footer = await renderTemplate("templates/combat/footer.hbs", { swd6 }, lang);
  return `<div class="sidebar">${tracker}${footer}</div>`;
}

describe("combat tracker screenshots", () => {
  const browser = useBrowser();

  it("shows the declaration phase: who has declared, their actions and penalties", async () => {
    const html = await renderTracker(declaring());
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-phase-title")?.textContent).toBe("Declaration");
    expect([...dom.querySelectorAll(".swd6-combatant.declared")].length).toBe(3);
    expect(dom.querySelector('[data-combatant-id="anla"] .swd6-penalty')?.textContent).toBe("-2D");
    expect(dom.querySelector('[data-action="forceStart"]')).not.toBeNull();
    const path = await screenshot(browser(), "combat-tracker-declaration", html, { width: 340, height: 700, selector: ".sidebar", pageCss: ICON_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
  });

  it("shows a segment with its order, a lapsed action and a stunned combatant", async () => {
    const html = await renderTracker(midSegment());
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-phase-title")?.textContent).toBe("Segment 1 of 3");
    expect([...dom.querySelectorAll(".swd6-combatant")].map((li) => li.getAttribute("data-combatant-id"))).toEqual(["anla", "bulack", "corukk", "darlen"]);
    expect(dom.querySelector(".swd6-combatant.current")?.getAttribute("data-combatant-id")).toBe("bulack");
    expect(dom.querySelector('[data-combatant-id="darlen"] .swd6-status')?.textContent).toBe("Lapsed");
    expect(dom.querySelector('[data-combatant-id="corukk"] .swd6-status')?.textContent).toBe("Lost");
    expect(dom.querySelector('[data-combatant-id="corukk"] .swd6-wound')?.textContent).toBe("Stunned");
    expect([...dom.querySelectorAll(".swd6-force-point")].map((badge) => badge.closest("[data-combatant-id]")?.getAttribute("data-combatant-id"))).toEqual(["anla"]);
    await screenshot(browser(), "combat-tracker-segment", html, { width: 340, height: 700, selector: ".sidebar", pageCss: ICON_CSS });
  });

  it("shows the segment in Spanish", async () => {
    const html = await renderTracker(midSegment(), "es");
    expect(toDom(html).querySelector(".swd6-phase-title")?.textContent).toBe("Segmento 1 de 3");
    await screenshot(browser(), "combat-tracker-segment-es", html, { width: 340, height: 700, selector: ".sidebar", pageCss: ICON_CSS });
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
    const path = await screenshot(browser(), "declaration-dialog", html, { width: 680, height: 500, selector: ".application", pageCss: WINDOW_FRAME_CSS + ICON_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(620);
  });
});
