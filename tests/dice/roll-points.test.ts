import { describe, expect, it } from "vitest";
import { rollCardContext } from "../../src/dice/roll-card.ts";
import {
  type RollPoints,
  characterPointRollOf,
  characterPointsLeftOnRoll,
  characterPointsTotal,
  spendCharacterPoint,
  withCharacterPoints,
} from "../../src/dice/roll-points.ts";
import { forcePointActive, forcePointMoment } from "../../src/dice/force-point-round.ts";
import { rollCharacterPointDice } from "../../src/rules/index.ts";
import { blasterShot } from "../helpers/blaster-shot.ts";
import { renderTemplate, toDom } from "../helpers/render.ts";

const fresh = (overrides: Partial<RollPoints> = {}): RollPoints => ({ roll: "skill", forcePoint: false, characterPoints: [], ...overrides });

/** A fixed random source giving the faces in order (face f from (f - 0.5) / 6). */
function faces(...list: number[]): () => number {
  let i = 0;
  return () => (list[i++] - 0.5) / 6;
}

describe("character points on a roll", () => {
  it("allows 2 on a skill or attribute roll, 5 on resisting damage, none after a Force point or without a character", () => {
    expect(characterPointsLeftOnRoll(fresh())).toBe(2);
    expect(characterPointsLeftOnRoll(fresh({ roll: characterPointRollOf("resistance") }))).toBe(5);
    expect(characterPointsLeftOnRoll(fresh({ roll: "initiative" }))).toBe(0);
    expect(characterPointsLeftOnRoll(fresh({ forcePoint: true }))).toBe(0);
    expect(characterPointsLeftOnRoll(fresh({ roll: null }))).toBe(0);
    expect(characterPointsLeftOnRoll(undefined)).toBe(0);
    expect(characterPointsLeftOnRoll(fresh({ characterPoints: [[3]] }))).toBe(1);
  });

  it("adds a chain, takes a point off the sheet, and refuses a third point on a skill roll", () => {
    const first = spendCharacterPoint(fresh(), { spent: 0, characterPointsLeft: 5, chain: [6, 2] });
    expect(first).toEqual({ ok: true, points: fresh({ characterPoints: [[6, 2]] }), characterPointsLeft: 4 });
    if (!first.ok) throw new Error("unreachable");
    const second = spendCharacterPoint(first.points, { spent: 1, characterPointsLeft: 4, chain: [1] });
    expect(second.ok && second.points.characterPoints).toEqual([[6, 2], [1]]);
    if (!second.ok) throw new Error("unreachable");
    expect(characterPointsTotal(second.points)).toBe(6 + 2 + 1);
    expect(spendCharacterPoint(second.points, { spent: 2, characterPointsLeft: 3, chain: [4] })).toEqual({ ok: false, reason: "limit" });
  });

  it("refuses a repeated request, a character without points, and a roll without points", () => {
    const once = fresh({ characterPoints: [[4]] });
    expect(spendCharacterPoint(once, { spent: 0, characterPointsLeft: 5, chain: [3] })).toEqual({ ok: false, reason: "stale" });
    expect(spendCharacterPoint(fresh(), { spent: 0, characterPointsLeft: 0, chain: [3] })).toEqual({ ok: false, reason: "noPoints" });
    expect(spendCharacterPoint(fresh({ roll: null }), { spent: 0, characterPointsLeft: 5, chain: [3] })).toEqual({ ok: false, reason: "noRoll" });
    expect(spendCharacterPoint(fresh({ forcePoint: true }), { spent: 0, characterPointsLeft: 5, chain: [3] })).toEqual({ ok: false, reason: "limit" });
  });

  it("adds the dice to a scored roll's total without treating a 1 as a mishap", () => {
    const { result } = blasterShot({ dice: [4, 2], wild: [3] });
    const added = withCharacterPoints(result, fresh({ characterPoints: [[1]] }));
    expect(added.total).toBe(result.total + 1);
    expect(added.mishap).toBe(false);
    expect(added.removed).toEqual(result.removed);
  });

  it("turns a failed Blaster shot into a success on the same card with one character point rolled 5 (R&E)", async () => {
    // 3D+2 against Moderate 15: 4 + 2 + wild 3 + 2 = 11, a failure by 4.
    const shot = blasterShot({ dice: [4, 2], wild: [3] });
    const before = rollCardContext({ options: { ...shot.options, points: fresh() }, result: shot.result, isPrivate: false });
    expect(before.total).toBe(11);
    expect(before.outcome?.success).toBe(false);
    expect(before.points?.left).toBe(2);

    const chain = rollCharacterPointDice(1, { random: faces(5) }).dice[0];
    const spent = spendCharacterPoint(shot.options.points ?? fresh(), { spent: 0, characterPointsLeft: 5, chain });
    if (!spent.ok) throw new Error("refused");
    const after = rollCardContext({ options: { ...shot.options, points: spent.points }, result: shot.result, isPrivate: false });
    expect(after.total).toBe(16);
    expect(after.outcome).toMatchObject({ success: true, margin: 1 });
    expect(after.points?.characterPoints.map((c) => c.map((d) => d.face))).toEqual([[5]]);
    expect(after.points?.left).toBe(1);

    const dom = toDom(await renderTemplate("templates/chat/roll-card.hbs", after));
    expect(dom.querySelector(".card-total")?.textContent).toBe("16");
    expect(dom.querySelectorAll("[data-character-point-dice] .d6-face")).toHaveLength(1);
    expect(dom.querySelector("[data-character-point-offer] button")?.textContent).toContain("Spend a character point");
  });

  it("re-rolls a character point die while it shows 6", () => {
    const chain = rollCharacterPointDice(1, { random: faces(6, 6, 2) }).dice[0];
    expect(chain).toEqual([6, 6, 2]);
    const context = rollCardContext({ ...blasterShot({ dice: [1, 1], wild: [2] }), isPrivate: false });
    const withDie = rollCardContext({
      options: { ...blasterShot({ dice: [1, 1], wild: [2] }).options, points: fresh({ characterPoints: [chain] }) },
      result: blasterShot({ dice: [1, 1], wild: [2] }).result,
      isPrivate: false,
    });
    expect(withDie.total).toBe(context.total + 14);
    expect(withDie.points?.characterPoints[0].map((d) => d.exploded)).toEqual([true, true, false]);
  });

  it("offers no button once the limit is reached, and shows the Force point", async () => {
    const shot = blasterShot({ dice: [4, 2], wild: [3] });
    const context = rollCardContext({ options: { ...shot.options, points: fresh({ forcePoint: true }) }, result: shot.result, isPrivate: false });
    const dom = toDom(await renderTemplate("templates/chat/roll-card.hbs", context, "de"));
    expect(dom.querySelector("[data-character-point-offer]")).toBeNull();
    expect(dom.querySelector("[data-force-point]")?.textContent).toContain("Machtpunkt");
  });
});

describe("the Force point's round", () => {
  it("is the combat round while a combat runs, else the world time", () => {
    expect(forcePointMoment({ combat: { id: "c1", round: 3 }, worldTime: 50 })).toBe("combat:c1:3");
    expect(forcePointMoment({ combat: { id: "c1", round: 0 }, worldTime: 50 })).toBe("time:50");
    expect(forcePointMoment({ combat: null, worldTime: 120 })).toBe("time:120");
  });

  it("doubles only in the round it was spent", () => {
    expect(forcePointActive("combat:c1:3", "combat:c1:3")).toBe(true);
    expect(forcePointActive("combat:c1:3", "combat:c1:4")).toBe(false);
    expect(forcePointActive(undefined, "time:0")).toBe(false);
  });
});
