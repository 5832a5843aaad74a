/**
 * A player's campaign with a Failed Jedi, end to end through the pure steps the sheet, the wizard,
 * the roll card and the healing card run: made from the compendium through the wizard, a failed
 * Lightsaber roll turned into a success by a character point on the same card, a Force point
 * doubling the round, an overnight natural healing roll, and the adventure's character points spent
 * in advance mode. Every number comes from the rules engine; the dice are fixed.
 */
import { describe, expect, it } from "vitest";
import type { SkillReference } from "../../src/documents/creation/character-from-template.ts";
import { initialWizardState, nextStep, placeSkillDice, wizardResult, wizardSetup } from "../../src/applications/creation/wizard-state.ts";
import { spendCharacterPoint, withCharacterPoints } from "../../src/dice/roll-points.ts";
import { forcePointActive, forcePointMoment } from "../../src/dice/force-point-round.ts";
import { applyHealingCard, healingCard } from "../../src/applications/healing/flow/healing-card-flow.ts";
import { advanceTargets } from "../../src/documents/advance-targets.ts";
import {
  STARTING_CHARACTER_POINTS,
  applyAdvance,
  formatDieCode,
  forcePointDieCode,
  meetsDifficulty,
  parseDieCode,
  rollDieCode,
  skillCode,
  startingForcePoints,
} from "../../src/rules/index.ts";
import { fixedFaces } from "../helpers/dice.ts";
import { loadTemplate, packEntries } from "../helpers/packs.ts";
import { gearReferences } from "../applications/sheet-data.ts";

const skills = new Map(packEntries<SkillReference["system"]>("skills").map((s) => [s.system.key, { name: s.name, img: s.img, system: s.system }]));

/** Ilsa Renn, made through the wizard: 2D on Lightsaber, 1D+1 on Dodge, the rest of the 7D on four skills. */
function ilsa() {
  const setup = wizardSetup("Failed Jedi", loadTemplate("Failed Jedi").system as never, skills, gearReferences());
  let state = initialWizardState(setup, "Ilsa Renn");
  state = nextStep(state, setup).state;
  for (const [key, dice] of Object.entries({ lightsaber: "2D", dodge: "1D+1", sneak: "1D", "first-aid": "1D", persuasion: "1D", search: "0D+2" })) {
    const change = placeSkillDice(state, key, dice);
    expect(change.problem, key).toBeNull();
    state = change.state;
  }
  // The rules refuse a third die on one skill, and the wizard keeps the dice placed.
  expect(placeSkillDice(state, "lightsaber", "2D+1").problem?.key).toBeTruthy();
  while (state.step !== "review") state = nextStep(state, setup).state;
  return wizardResult(state, setup);
}

describe("a Failed Jedi's campaign", () => {
  const made = ilsa();
  const dex = parseDieCode(made.system.attributes.dex);
  const lightsaberItem = made.items.find((item) => item.type === "skill" && item.system.key === "lightsaber");
  const lightsaber = skillCode(dex, parseDieCode((lightsaberItem?.system as { bonus: string }).bonus));

  it("is made from the compendium's template with the engine's starting points", () => {
    expect(made.name).toBe("Ilsa Renn");
    expect(made.system.template).toBe("Failed Jedi");
    expect(made.system.characterPoints).toBe(STARTING_CHARACTER_POINTS);
    expect(made.system.forcePoints).toBe(startingForcePoints(made.system.forceSensitive));
    expect(formatDieCode(lightsaber)).toBe(formatDieCode(skillCode(dex, parseDieCode("2D"))));
  });

  it("spends a character point on a failed Lightsaber roll, and the same roll succeeds", () => {
    const difficulty = 20;
    const faces = Array.from({ length: lightsaber.dice }, () => 3);
    const roll = rollDieCode(lightsaber, { wildDie: true, random: fixedFaces(...faces) });
    expect(meetsDifficulty(roll.total, difficulty)).toBe(false);
    const spent = spendCharacterPoint(
      { roll: "skill", forcePoint: false, characterPoints: [] },
      { spent: 0, characterPointsLeft: made.system.characterPoints, chain: [6, 5] },
    );
    if (!spent.ok) throw new Error(spent.reason);
    expect(spent.characterPointsLeft).toBe(made.system.characterPoints - 1);
    const after = withCharacterPoints(roll, spent.points);
    expect(after.total).toBe(roll.total + 11);
    expect(meetsDifficulty(after.total, difficulty)).toBe(meetsDifficulty(roll.total + 11, difficulty));
    expect(meetsDifficulty(after.total, difficulty)).toBe(true);
    // A second click with the same count seen is refused: the point is taken once.
    expect(spendCharacterPoint(spent.points, { spent: 0, characterPointsLeft: spent.characterPointsLeft, chain: [4] })).toEqual({ ok: false, reason: "stale" });
  });

  it("uses a Force point for one round: every roll of that round doubled, none the next", () => {
    const round3 = forcePointMoment({ combat: { id: "combat000000001", round: 3 }, worldTime: 0 });
    const round4 = forcePointMoment({ combat: { id: "combat000000001", round: 4 }, worldTime: 0 });
    expect(forcePointActive(round3, round3)).toBe(true);
    expect(forcePointActive(round3, round4)).toBe(false);
    expect(formatDieCode(forcePointDieCode(lightsaber))).toBe(formatDieCode({ dice: lightsaber.dice * 2, pips: lightsaber.pips * 2 }));
    // No character points on a roll made with a Force point (R&E).
    expect(spendCharacterPoint({ roll: "skill", forcePoint: true, characterPoints: [] }, { spent: 0, characterPointsLeft: 4, chain: [6] })).toEqual({
      ok: false,
      reason: "limit",
    });
  });

  it("heals overnight: wounded, a Strength roll of 8 heals her, and the card applies once", () => {
    const card = healingCard(
      {
        kind: "natural",
        patient: { uuid: "Actor.ilsa", name: "Ilsa Renn", level: "wounded", medpacs: { used: 0, lockedOut: false } },
        healer: { uuid: "Actor.ilsa", name: "Ilsa Renn" },
        roll: 8,
        day: 12,
      },
      { model: "difference", edition: "revised" },
    );
    expect(card).toMatchObject({ before: "wounded", after: "none", applied: false });
    const applied = applyHealingCard(card, { level: "wounded", record: undefined });
    expect(applied.update).toEqual({ "system.woundLevel": "none" });
    expect(() => applyHealingCard(applied.card, { level: "none", record: undefined })).toThrow(/applied/);
  });

  it("spends the adventure's character points in advance mode: Lightsaber one pip, then not again this adventure", () => {
    const attributes = made.system.attributes as Record<"dex" | "kno" | "mec" | "per" | "str" | "tec", string>;
    const owned = made.items.filter((item) => item.type === "skill").map((item, i) => ({ id: `skill${i}`, name: item.name, system: item.system as never }));
    const target = advanceTargets(attributes, owned).find((located) => located.target.label === "Lightsaber")?.target;
    if (!target) throw new Error("no Lightsaber target");
    const state = { characterPoints: 4, adventure: 1, log: [] };
    const bought = applyAdvance(target, state, "2026-11-23");
    // A skill costs the number before the D (R&E Rules Upgrade).
    expect(bought.record).toMatchObject({ from: formatDieCode(lightsaber), cost: lightsaber.dice });
    expect(bought.characterPoints).toBe(4 - lightsaber.dice);
    expect(() =>
      applyAdvance(
        { ...target, current: parseDieCode(bought.record.to) },
        { characterPoints: bought.characterPoints + 10, adventure: 1, log: bought.log },
        "2026-11-24",
      ),
    ).toThrow(/once-per-adventure/);
  });
});
