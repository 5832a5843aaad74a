/**
 * The wound bar both ways: a wound level as the bar's value, and a value typed into the bar (or a
 * change of it, `+1`, `-2`) as the wound level it stands for. Foundry passes what a user types into
 * a token's bar to `Actor#modifyTokenAttribute(attribute, value, isDelta, isBar)`
 * (foundryvtt.com/api/functions/hookEvents.modifyTokenAttribute.html).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAMAGE_MODELS, WOUND_LEVELS, type WoundLevel } from "../../../src/rules/damage/damage.ts";
import { woundBar, woundLevelFromBar } from "../../../src/data/actor/wound-bar.ts";

describe("a value entered in the wound bar", () => {
  it("sets the wound level of that rank (R&E's seven levels)", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((value) => woundLevelFromBar("none", value, false, "difference"))).toEqual([...WOUND_LEVELS]);
  });

  it("moves the level by a change: +1 from wounded is wounded twice, -2 from incapacitated is wounded", () => {
    expect(woundLevelFromBar("wounded", 1, true, "difference")).toBe("wounded-twice");
    expect(woundLevelFromBar("incapacitated", -2, true, "difference")).toBe("wounded");
  });

  it("stays between unhurt and killed, and rounds to a whole step", () => {
    expect(woundLevelFromBar("stunned", -5, true, "difference")).toBe("none");
    expect(woundLevelFromBar("mortally-wounded", 9, true, "difference")).toBe("killed");
    expect(woundLevelFromBar("none", 12, false, "difference")).toBe("killed");
    expect(woundLevelFromBar("none", 1.6, false, "difference")).toBe("wounded");
  });

  it("skips wounded twice under the 1st edition, which has none: on to incapacitated going up, back to wounded going down", () => {
    expect(woundLevelFromBar("wounded", 1, true, "ratio")).toBe("incapacitated");
    expect(woundLevelFromBar("none", 3, false, "ratio")).toBe("incapacitated");
    expect(woundLevelFromBar("incapacitated", -1, true, "ratio")).toBe("wounded");
    expect(woundLevelFromBar("mortally-wounded", 3, false, "ratio")).toBe("wounded");
  });

  it("is nothing for a value that is not a number, so the level stays", () => {
    expect(woundLevelFromBar("wounded", Number.NaN, false, "difference")).toBeNull();
    expect(woundLevelFromBar("wounded", Number.POSITIVE_INFINITY, true, "difference")).toBeNull();
    expect(woundLevelFromBar("wounded", "3" as never, false, "difference")).toBeNull();
  });

  it("reads back as the bar it was entered as, for every level of the model", () => {
    const level = fc.constantFrom(...WOUND_LEVELS);
    fc.assert(
      fc.property(level, level, fc.constantFrom(...DAMAGE_MODELS), (current: WoundLevel, wanted: WoundLevel, model) => {
        fc.pre(model === "difference" || wanted !== "wounded-twice");
        const set = woundLevelFromBar(current, woundBar(wanted).value, false, model);
        expect(set).toBe(wanted);
        // The same level reached as a change from the current one.
        expect(woundLevelFromBar(current, woundBar(wanted).value - woundBar(current).value, true, model)).toBe(wanted);
      }),
    );
  });
});
