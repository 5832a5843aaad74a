/**
 * The space battle mode of the combat tracker rendered from its template, with an X-wing and two TIE
 * fighters from the starships compendium in the middle of a round, checked in the DOM and screenshot
 * in Chromium (English and German).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { attack, endTurn, rollInitiative, startBattle } from "../../../src/combat/space-battle/battle-flow.ts";
import { shipStatsOf } from "../../../src/combat/space-battle/battle-ships.ts";
import type { SpaceBattleState } from "../../../src/combat/space-battle/battle-state.ts";
import type { ShipInfo } from "../../../src/combat/space-battle/battle-view.ts";
import { type TrackerCombat, trackerContext } from "../../../src/combat/tracker/tracker-context.ts";
import { rulesWith } from "../flow/round-fixtures.ts";
import { screenshot, useBrowser } from "../../helpers/browser.ts";
import { CORE_TRACKER_CSS } from "../../helpers/core-combat-tracker.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../../helpers/render.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { translatedName } from "../../helpers/babele.ts";
import { typed } from "../../helpers/phrasebook.ts";

/** A starship from the compendium's source, as battle values. */
function statsFromPack(file: string) {
  const actor = JSON.parse(readFileSync(`packs/_source/starships/${file}`, "utf8"));
  const weapons = actor.items.filter((i: { type: string }) => i.type === "weapon").map((i: { system: object }) => i.system);
  return { name: actor.name as string, stats: shipStatsOf({ ...actor.system, weapons }) };
}

const XWING = statsFromPack("x-wing_zJKBduXkTRTEC69K.json");
const TIE = statsFromPack("tie-fighter_ORaN9GNFhhemfotY.json");

function icon(letter: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="#2f3745"/><text x="18" y="24" font-size="15" text-anchor="middle" fill="${color}" font-family="sans-serif">${letter}</text></svg>`;
  return "data:image/svg+xml;base64," + Buffer.from(svg).toString("base64");
}

/** The ships' tokens, as the gamemaster named them in the table's language. */
function ships(lang: Lang): ShipInfo[] {
  const tie = translatedName("TIE Fighter", lang, ["starships"]);
  return [
    { id: "xwing", name: `${typed("Red Five", lang)} (X-Wing)`, img: icon("X", "#f2a33a"), owner: true },
    { id: "tie1", name: `${tie} Alpha`, img: icon("T1", "#9fb3c8"), owner: false },
    { id: "tie2", name: `${tie} Beta`, img: icon("T2", "#9fb3c8"), owner: false },
  ];
}

/**
 * Round 1 mid-way: initiative 22 / 17 / 14; the X-wing's 19 hits TIE Alpha, whose hull rolls 11 (8 over:
 * its guns and engines lose 1D each); TIE Alpha's 17 misses the X-wing; TIE Beta's turn.
 */
function midRound(): SpaceBattleState {
  let state = startBattle([
    { id: "xwing", stats: XWING.stats },
    { id: "tie1", stats: TIE.stats },
    { id: "tie2", stats: TIE.stats },
  ]);
  state = rollInitiative(state, "xwing", fixedFaces(5, 5, 4));
  state = rollInitiative(state, "tie1", fixedFaces(3, 4));
  state = rollInitiative(state, "tie2", fixedFaces(2, 2));
  state = attack(state, "xwing", "tie1", 6, fixedFaces(2, 2, 2, 2, 2, 2, 2, 2, 3, 6, 5, 2, 1));
  state = endTurn(state);
  state = attack(state, "tie1", "xwing", 9, fixedFaces(3, 3, 3, 3, 3, 2));
  return endTurn(state);
}

function formatter(lang: Lang) {
  const strings = loadLang(lang);
  return (key: string, data: Record<string, string> = {}) => (strings[key] ?? key).replace(/\{(\w+)\}/g, (_m, name: string) => data[name] ?? "");
}

/** The combat as the tracker reads it: the three ships, in the space battle mode. */
function battleCombat(battleState: SpaceBattleState | null, lang: Lang = "en"): TrackerCombat {
  const combatants = ships(lang).map((ship) => ({ ...ship, names: {}, hidden: false, defeated: false, npc: !ship.owner, onScene: true, resource: null }));
  return { round: battleState?.round ?? 0, mode: "space-battle", roundState: null, battleState, canRewind: false, combatants };
}

async function renderBattle(lang: Lang): Promise<string> {
  const context = trackerContext(battleCombat(midRound(), lang), { isGM: true, canPing: true }, rulesWith(), formatter(lang));
  return `<div class="sidebar">${await renderTemplate("templates/combat/space-battle.hbs", context, lang)}</div>`;
}

describe("space battle tracker screenshots", () => {
  const browser = useBrowser();

  it("shows the ships in initiative order, the damage taken, TIE Beta's turn and the round's log", async () => {
    const html = await renderBattle("en");
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-phase-title")?.textContent).toBe("Space battle · Movement and attacks");
    expect([...dom.querySelectorAll(".swd6-ship")].map((li) => li.getAttribute("data-combatant-id"))).toEqual(["xwing", "tie1", "tie2"]);
    expect(dom.querySelector(".swd6-ship.current")?.getAttribute("data-combatant-id")).toBe("tie2");
    expect([...dom.querySelectorAll('[data-combatant-id="tie1"] .swd6-ship-stat.damaged dt')].map((e) => e.textContent)).toEqual(["Maneuv.", "Guns"]);
    expect(dom.querySelector('[data-combatant-id="tie2"] .swd6-ship-move')?.textContent).toBe("Move up to 14 cm on the table");
    expect([...dom.querySelectorAll('[data-combatant-id="tie2"] select[name=target] option')].map((o) => o.textContent)).toEqual([
      "Red Five (X-Wing)",
      "TIE Fighter Alpha",
    ]);
    const log = [...dom.querySelectorAll(".swd6-battle-log li")].map((li) => li.textContent);
    expect(log[3]).toBe("Red Five (X-Wing) hits TIE Fighter Alpha: 19 against defense 11. -1D to guns, engines.");
    expect(log[4]).toBe("TIE Fighter Alpha fires at Red Five (X-Wing): 17, a miss.");
    expect(dom.querySelector('[data-action="battleEndTurn"]')).not.toBeNull();
    await screenshot(browser(), "space-battle", html, { width: 340, height: 900, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
  });

  it.each([
    ["de", "Raumschlacht · Bewegung und Angriffe"],
    ["es", `${loadLang("es")["SWD6.SpaceBattle.title"]} · ${loadLang("es")["SWD6.SpaceBattle.Phase.attacks"]}`],
  ] as const)("shows the battle in %s", async (lang, title) => {
    const html = await renderBattle(lang);
    const dom = toDom(html);
    expect(dom.querySelector(".swd6-phase-title")?.textContent).toBe(title);
    await screenshot(browser(), `space-battle-${lang}`, html, { width: 340, height: 900, selector: ".sidebar", pageCss: CORE_TRACKER_CSS });
  });

  it("offers the gamemaster the combat mode before the fight", async () => {
    const context = trackerContext(battleCombat(null), { isGM: true, canPing: true }, rulesWith(), formatter("en"));
    for (const template of ["templates/combat/space-battle.hbs", "templates/combat/tracker.hbs"]) {
      const dom = toDom(await renderTemplate(template, context, "en"));
      expect([...dom.querySelectorAll("li.combatant")].map((li) => li.getAttribute("data-combatant-id"))).toEqual(["xwing", "tie1", "tie2"]);
      expect([...dom.querySelectorAll('[data-action="chooseMode"]')].map((b) => b.getAttribute("data-mode"))).toEqual(["segments", "space-battle"]);
      expect(dom.querySelector('[data-action="chooseMode"].active')?.textContent).toBe("Space battle (quick rules)");
    }
  });
});
