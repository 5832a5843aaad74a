/**
 * A Star Destroyer's tractor beam on the attack card: the damage step shows the beam's hold (Movement and Damage,
 * `resistTractorBeam`) instead of the starship damage chart, and applying it costs the ship Moves.
 */
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type CardViewer, EVASIVE_ACTION_KEY, attackCardContext } from "../../../src/applications/attack/flow/attack-card-view.ts";
import { reactionChoices } from "../../../src/applications/attack/reaction-choices.ts";
import { isTractorBeam } from "../../../src/applications/attack/flow/attack-dialog-message.ts";
import { createAttackCard } from "../../../src/applications/attack/flow/attack-card-flow.ts";
import type { AttackCardMessage } from "../../../src/applications/attack/flow/attack-card-message.ts";
import { type StarshipDamageSource, craftResistance } from "../../../src/data/actor/craft-damage.ts";
import { formatDieCode, parseDieCode, planAttack } from "../../../src/rules/index.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { renderTemplate, toDom } from "../../helpers/render.ts";
import { pngSize, screenshot, useBrowser, chatLogCss } from "../../helpers/browser.ts";
import { GM, bare, codeRoll, craftCardIn, fixedRoll, play } from "./attack-fixtures.ts";
import { chatMessage } from "../../helpers/chat-log.ts";

const F = "Scene.s.Token.falcon";
const GM_VIEW: CardViewer = { isGM: true, ownsAttacker: false, ownedTargets: [] };

interface PackShip {
  name: string;
  system: StarshipDamageSource & Record<string, unknown> & { scale: string };
  items: { name: string; system: Record<string, string> }[];
}

function ship(name: string): PackShip {
  const dir = "packs/_source/starships";
  for (const file of readdirSync(dir)) {
    const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as PackShip;
    if (data.name === name) return data;
  }
  throw new Error(`no ${name}`);
}

const destroyer = ship("Imperial I Star Destroyer");
const falcon = ship("Millennium Falcon");
const projectors = destroyer.items.find((item) => isTractorBeam(item as never))!;

/** The Star Destroyer's tractor beam locks on the Falcon: a capital-scale beam against a freighter. */
function tractorCard(): AttackCardMessage {
  const plan = planAttack({
    skill: parseDieCode("4D"),
    strength: parseDieCode("0D"),
    penalty: 0,
    weapon: {
      damage: projectors.system.damage,
      damageKind: "energy",
      scale: "capital",
      ranges: projectors.system.spaceRanges,
      fireControl: parseDieCode(projectors.system.fireControl),
    },
    // The hull code alone, as the attack dialog gives a ship caught by a tractor beam (Movement and Damage).
    target: { scale: falcon.system.scale as never, resistance: craftResistance("starship", { ...falcon.system, shields: "0D" }), armor: null },
    distance: 3,
  });
  const state = createAttackCard({
    attacker: "Actor.destroyer",
    attack: 30,
    reactionMode: "replace",
    model: "difference",
    stun: false,
    tractorBeam: isTractorBeam(projectors as never),
    targets: [
      {
        key: F,
        name: "Millennium Falcon",
        actor: "Actor.falcon",
        kind: "starship",
        difficulty: plan.difficulty,
        codes: { damage: formatDieCode(plan.damage), resistance: formatDieCode(plan.resistance), dodge: plan.dodge },
      },
    ],
  });
  return {
    state,
    weapon: {
      uuid: null,
      name: projectors.name,
      img: "icons/svg/target.svg",
      damage: projectors.system.damage,
      damageKind: "energy",
      stun: false,
      lightsaber: false,
    },
    attackerName: destroyer.name,
    attackCode: formatDieCode(plan.attack),
  };
}

describe("a tractor beam on the attack card", () => {
  it("knows a tractor beam by its weapon flag, which the compendium sets on its tractor beams only", () => {
    expect(projectors.name).toBe("Tractor Beam Projectors");
    const flagged = destroyer.items.filter((item) => isTractorBeam(item as never)).map((item) => item.name);
    expect(flagged).toEqual(["Tractor Beam Projectors"]);
    expect(isTractorBeam({ system: { tractorBeam: false } })).toBe(false);
    expect(isTractorBeam({ system: {} })).toBe(false);
  });

  it("reels the Falcon in by 2 units and -2 Moves when the beam rolls 10 over the hull (9-12 row)", async () => {
    const card = tractorCard();
    expect(card.state.tractorBeam).toBe(true);
    // The beam's damage code, rolled with fixed dice; the Falcon's hull roll comes 10 short of it.
    const beam = rollDieCode(parseDieCode(card.state.targets[0].codes.damage), { wildDie: true, random: fixedFaces(...Array(40).fill(4)) }).total;
    const resisted = play(
      card,
      [{ type: "rollDamage", target: F, stage: "attacked", total: beam }, GM],
      [{ type: "resist", target: F, stage: "damaged", total: beam - 10 }, GM],
    );
    const target = resisted.state.targets[0];
    expect(target.craftResult).toBeNull();
    expect(target.tractorResult).toEqual({ brokeFree: false, unitsReeledIn: 2, lostMoves: 2 });

    const view = attackCardContext({ card: resisted, attackRoll: null, viewer: GM_VIEW }).targets[0];
    expect(view.tractor).toMatchObject({ labelKey: "SWD6.AttackCard.tractor.reeledIn", units: 2, moves: 2 });
    const dom = toDom(await renderTemplate("templates/chat/attack-card.hbs", attackCardContext({ card: resisted, attackRoll: null, viewer: GM_VIEW })));
    expect(dom.querySelector("[data-tractor-result]")?.textContent).toContain("Reeled in 2 space units, −2 Moves");
    const de = toDom(await renderTemplate("templates/chat/attack-card.hbs", attackCardContext({ card: resisted, attackRoll: null, viewer: GM_VIEW }), "de"));
    expect(de.querySelector("[data-tractor-result]")?.textContent).toContain("Traktorstrahl");

    const applied = play(resisted, [
      { type: "apply", target: F, stage: "resisted", wound: "healthy", craft: { system: falcon.system, rolls: [] } } as never,
      GM,
    ]);
    expect(applied.state.targets[0].craftApplied).toMatchObject({ effect: "moves", systemRoll: null, after: { lostMoves: 2 } });
  });

  it("offers the Falcon's pilot evasive action, and names the rolled dodge so", () => {
    const card = tractorCard();
    const reactions = { [F]: reactionChoices({ reach: "ranged", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false }) };
    const offered = attackCardContext({ card, attackRoll: null, viewer: GM_VIEW, reactions }).targets[0];
    expect(offered.buttons.reactions.map((choice) => [choice.id, choice.labelKey])).toEqual([["dodge", EVASIVE_ACTION_KEY]]);
    const dodged = play(card, [{ type: "react", target: F, stage: "attacked", kind: "dodge", total: 12 }, GM]);
    expect(attackCardContext({ card: dodged, attackRoll: null, viewer: GM_VIEW }).targets[0].reaction?.labelKey).toBe(EVASIVE_ACTION_KEY);
  });

  it("lets a ship whose hull roll is higher break free, and a 0-3 margin hold it without damage", () => {
    const card = tractorCard();
    const free = play(
      card,
      [{ type: "rollDamage", target: F, stage: "attacked", total: 20 }, GM],
      [{ type: "resist", target: F, stage: "damaged", total: 21 }, GM],
    );
    expect(free.state.targets[0].tractorResult).toEqual({ brokeFree: true, unitsReeledIn: 0, lostMoves: 0 });
    const held = play(
      card,
      [{ type: "rollDamage", target: F, stage: "attacked", total: 20 }, GM],
      [{ type: "resist", target: F, stage: "damaged", total: 18 }, GM],
    );
    expect(held.state.targets[0].tractorResult).toEqual({ brokeFree: false, unitsReeledIn: 0, lostMoves: 0 });
    const applied = play(held, [{ type: "apply", target: F, stage: "resisted", wound: "healthy", craft: { system: falcon.system, rolls: [] } } as never, GM]);
    expect(applied.state.targets[0].craftApplied).toMatchObject({ effect: "none", after: { lostMoves: 0 } });
  });
});

const CHAT_CSS = chatLogCss(320);

describe("tractor beam card screenshot", () => {
  const browser = useBrowser();

  it("the Star Destroyer's tractor beam reels the Falcon in (applied)", async () => {
    const card = tractorCard();
    const beamCode = card.state.targets[0].codes.damage;
    const damage = codeRoll(beamCode, { dice: Array(parseDieCode(beamCode).dice - 1).fill(4), wild: [5] });
    const hullCode = card.state.targets[0].codes.resistance;
    const hull = codeRoll(hullCode, { dice: Array(parseDieCode(hullCode).dice - 1).fill(3), wild: [2] });
    const resisted = play(
      card,
      [{ type: "rollDamage", target: F, stage: "attacked", total: damage.total }, GM],
      [{ type: "resist", target: F, stage: "damaged", total: hull.total }, GM],
    );
    const applied = play(resisted, [
      { type: "apply", target: F, stage: "resisted", wound: "healthy", craft: { system: falcon.system, rolls: [] } } as never,
      GM,
    ]);
    const img = `data:image/svg+xml;base64,${readFileSync(new URL("../../../assets/d6.svg", import.meta.url)).toString("base64")}`;
    for (const lang of ["en", "de", "es"] as const) {
      const named = craftCardIn(applied, destroyer.name, lang);
      const context = attackCardContext({
        card: { ...named, weapon: { ...named.weapon, img } },
        attackRoll: fixedRoll(named.weapon.name, bare(card.attackCode), { dice: Array(parseDieCode(card.attackCode).dice - 1).fill(4), wild: [2] }),
        rolls: { [F]: { damage, resistance: hull } },
        viewer: GM_VIEW,
      });
      const content = await renderTemplate("templates/chat/attack-card.hbs", context, lang);
      expect(toDom(content).querySelector("[data-tractor-result]")).not.toBeNull();
      expect(content).not.toContain("keeps the attack total");
      const html = `<ol id="chat-log">${chatMessage(named.attackerName, content, lang)}</ol>`;
      const name = lang === "en" ? "starship-attack-card-tractor-beam" : `starship-attack-card-tractor-beam-${lang}`;
      const path = await screenshot(browser(), name, html, { width: 380, height: 1100, selector: "#chat-log", pageCss: CHAT_CSS });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(320);
    }
  });
});
