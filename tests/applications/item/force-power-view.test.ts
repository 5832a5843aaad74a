import { describe, expect, it } from "vitest";
import { linesList } from "../../../src/applications/sheet-context.ts";
import { forcePowerOptions, forcePowerView, newDifficultyRow, type ForcePowerSystemData } from "../../../src/applications/item/force-power-view.ts";
import { packEntry } from "../../helpers/packs.ts";

const power = (name: string) => packEntry<ForcePowerSystemData>("force-powers", name).system;

describe("the Force power sheet's view", () => {
  it("lays out a card per Force skill, control, sense, alter, with its stored difficulty", () => {
    const view = forcePowerView(power("Lightsaber Combat"));
    expect(view.cards.map((card) => [card.skill, card.label, card.used, card.level])).toEqual([
      ["control", "SWD6.SkillName.control", true, "moderate"],
      ["sense", "SWD6.SkillName.sense", true, "easy"],
      ["alter", "SWD6.SkillName.alter", false, ""],
    ]);
  });

  it("shows what using the power costs, from the rules engine: two skills are two actions, -1D", () => {
    expect(forcePowerView(power("Lightsaber Combat")).use).toEqual({
      skills: ["SWD6.SkillName.control", "SWD6.SkillName.sense"],
      actions: 2,
      penalty: 1,
      penaltyCode: { dice: -1, pips: 0 },
    });
    expect(forcePowerView(power("Telekinesis")).use).toMatchObject({ actions: 1, penalty: 0 });
    expect(forcePowerView(power("Force Harmony")).use).toMatchObject({ actions: 3, penalty: 2 });
    expect(forcePowerView(power("Force Scream")).use).toMatchObject({ skills: [], actions: 0, penalty: 0 });
  });

  it("gives the kept-up badge of a power that may or must be kept up, none otherwise", () => {
    expect(forcePowerView(power("Lightsaber Combat")).keptUpBadge).toBe("SWD6.ForcePower.keepUp.may");
    expect(forcePowerView(power("Doppelganger")).keptUpBadge).toBe("SWD6.ForcePower.keepUp.must");
    expect(forcePowerView(power("Force Jump")).keptUpBadge).toBeNull();
  });

  it("edits the required powers one a line", () => {
    expect(forcePowerView(power("Force Jump")).requiredPowersText).toBe("Enhance Attribute\nTelekinesis");
    expect(linesList("  Control Pain \r\n\n Life Sense\n")).toEqual(["Control Pain", "Life Sense"]);
    expect(linesList("")).toEqual([]);
  });

  it("offers every difficulty level, after a none-printed choice, and the three keep-up modes", () => {
    const options = forcePowerOptions();
    expect(options.levels[0]).toEqual({ value: "", label: "SWD6.ForcePower.noLevel" });
    expect(options.levels.slice(1)).toEqual(options.circumstanceLevels);
    expect(options.circumstanceLevels.map((o) => o.value)).toEqual(["very-easy", "easy", "moderate", "difficult", "very-difficult", "heroic"]);
    expect(options.keptUp.map((o) => o.label)).toEqual(["SWD6.ForcePower.keepUp.no", "SWD6.ForcePower.keepUp.may", "SWD6.ForcePower.keepUp.must"]);
  });

  it("adds rows that the data model accepts", () => {
    expect(newDifficultyRow("levels", "New")).toEqual({ level: "moderate", when: "New" });
    expect(newDifficultyRow("modifiers", "New")).toEqual({ value: 5, when: "New", each: false });
  });
});
