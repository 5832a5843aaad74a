import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type ArmorStats,
  DAMAGE_KINDS,
  isDamageKind,
  DieCodeError,
  RuleArgumentError,
  armorDexterityPenalty,
  parseArmorStats,
  parseDieCode,
  resistanceCode,
  rollCode,
  wornArmor,
} from "../../../src/rules/index.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const code = parseDieCode;
/** Armor with one code, as the seeds write it: the bonus against everything, no printed penalty. */
const seedArmor = (text: string): ArmorStats => ({ physical: code(text), energy: code(text), dexterityPenalty: null });
/** armor.json: "Stormtrooper Armor" +2D physical, +1D energy, -1D Dexterity. */
const stormtrooperArmor = parseArmorStats({ physical: "+2D", energy: "+1D", dexterityPenalty: "-1D" });

describe("resistanceCode", () => {
  it("Reglas: Strength 2D+1 in stormtrooper armor rolls 3D+1 against blaster fire", () => {
    expect(resistanceCode(code("2D+1"), stormtrooperArmor, "energy")).toEqual(code("3D+1"));
    expect(resistanceCode(code("2D+1"), seedArmor("+1D"), "energy")).toEqual(code("3D+1"));
  });

  it("armor.json: the same armor gives its physical bonus against a blow", () => {
    expect(resistanceCode(code("2D+1"), stormtrooperArmor, "physical")).toEqual(code("4D+1"));
  });

  it("Grundregeln: Anla's bounty hunter armor adds 1D to her Strength", () => {
    expect(resistanceCode(code("3D"), seedArmor("+1D"), "physical")).toEqual(code("4D"));
  });

  it("Grundregeln: light armor adds only +1, never converting pips into dice", () => {
    expect(resistanceCode(code("2D+2"), seedArmor("+1"), "physical")).toEqual(code("2D+3"));
  });

  it("no armor leaves Strength as it is", () => {
    expect(resistanceCode(code("3D+2"), null, "energy")).toEqual(code("3D+2"));
  });
});

describe("armorDexterityPenalty", () => {
  it("Reglas (rule as written): armor code +1D takes Dexterity 3D to 2D, not the example's 2D+2", () => {
    const dexterity = rollCode(code("3D"), { armorPenalty: armorDexterityPenalty(seedArmor("+1D")) });
    expect(dexterity).toEqual(code("2D"));
    expect(dexterity).not.toEqual(code("2D+2"));
  });

  it("Grundregeln: +1 armor costs -1, so Dexterity 3D rolls 3D-1", () => {
    expect(rollCode(code("3D"), { armorPenalty: armorDexterityPenalty(seedArmor("+1")) })).toEqual(code("3D-1"));
  });

  it.each([
    // name, physical, energy, printed penalty, penalty
    ["Stormtrooper Armor", "+2D", "+1D", "-1D", "1D"],
    ["Space Suit", "0", "0", "-2D", "2D"],
    ["Protective Vest", "+1D+2", "+2", "0", "0D"],
    ["Battle Armor, Heavy", "+2D", "+2D", "-2D", "2D"],
    ["Bounty Hunter Armor (penalty not printed: the larger bonus)", "+2D", "+1D", null, "2D"],
    ["Blast Vest (penalty not printed: 1D beats +1)", "+1D", "+1", null, "1D"],
    ["Flight Suit, Padded (penalty not printed)", "+1", "0", null, "0D+1"],
    ["Corellian Powersuit (penalty not printed: 1D+2 beats 1D)", "+1D+2", "+1D", null, "1D+2"],
  ])("armor.json %s: Dexterity penalty %s", (_name, physical, energy, printed, penalty) => {
    const armor = parseArmorStats({ physical, energy, dexterityPenalty: printed });
    expect(armorDexterityPenalty(armor)).toEqual(code(penalty));
  });

  it("no armor costs nothing", () => {
    expect(armorDexterityPenalty(null)).toEqual({ dice: 0, pips: 0 });
  });
});

describe("parseArmorStats", () => {
  it("reads bonuses and penalty as amounts; the penalty's sign is optional", () => {
    expect(parseArmorStats({ physical: "+1D+2", energy: "0", dexterityPenalty: "1D" })).toEqual({
      physical: { dice: 1, pips: 2 },
      energy: { dice: 0, pips: 0 },
      dexterityPenalty: { dice: 1, pips: 0 },
    });
  });

  it.each([
    [{ physical: "-1D", energy: "+1D", dexterityPenalty: null }, RuleArgumentError],
    [{ physical: "+1D", energy: "+1D", dexterityPenalty: "-1D+1" }, RuleArgumentError],
    [{ physical: "lots", energy: "+1D", dexterityPenalty: null }, DieCodeError],
    [{ physical: "+1D", energy: "", dexterityPenalty: null }, DieCodeError],
    [null, RuleArgumentError],
  ])("rejects %j", (printed, error) => {
    expect(() => parseArmorStats(printed as never)).toThrow(error);
  });
});

describe("argument checks and properties", () => {
  it("rejects an unknown damage kind and negative armor values", () => {
    expect(() => resistanceCode(code("3D"), stormtrooperArmor, "sonic" as never)).toThrow(RuleArgumentError);
    const negative = { physical: code("-1D"), energy: code("+1D"), dexterityPenalty: null };
    expect(() => resistanceCode(code("3D"), negative, "physical")).toThrow(RuleArgumentError);
    expect(() => armorDexterityPenalty({ ...stormtrooperArmor, dexterityPenalty: code("-1") })).toThrow(RuleArgumentError);
    expect(() => armorDexterityPenalty({ ...stormtrooperArmor, energy: { dice: 1.5, pips: 0 } })).toThrow(DieCodeError);
  });

  const amount = fc.record({ dice: fc.integer({ min: 0, max: 4 }), pips: fc.integer({ min: 0, max: 2 }) });
  const armor = fc.record({ physical: amount, energy: amount, dexterityPenalty: fc.option(amount, { nil: null }) });

  it("armor never lowers Strength, and a penalty not printed equals one of the bonuses", () => {
    fc.assert(
      fc.property(amount, armor, fc.constantFrom("physical", "energy") as fc.Arbitrary<"physical" | "energy">, (strength, worn, kind) => {
        const resist = resistanceCode(strength, worn, kind);
        expect(resist.dice).toBeGreaterThanOrEqual(strength.dice);
        expect(resist.pips).toBeGreaterThanOrEqual(strength.pips);
        const penalty = armorDexterityPenalty(worn);
        if (worn.dexterityPenalty === null) expect([worn.physical, worn.energy]).toContainEqual(penalty);
        else expect(penalty).toEqual(worn.dexterityPenalty);
      }),
    );
  });

  it("random input throws nothing but DieCodeError or RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyDocumentedErrors(
          () => parseArmorStats({ physical: a, energy: b, dexterityPenalty: c } as never),
          () => armorDexterityPenalty(a as never),
          () => resistanceCode(code("3D"), a as never, b as never),
        );
      }),
    );
  });
});

describe("wornArmor: what a character wears counts once", () => {
  const vest = parseArmorStats({ physical: "+1D", energy: "+1", dexterityPenalty: null });
  const helmet = parseArmorStats({ physical: "+1", energy: "+1D", dexterityPenalty: "0" });
  const trooper = parseArmorStats({ physical: "+2D", energy: "+1D", dexterityPenalty: "-1D" });

  it("is null when nothing is worn", () => {
    expect(wornArmor([])).toBeNull();
  });

  it("is the piece itself, its penalty made explicit, when one piece is worn (seeds: the same amount as the bonus)", () => {
    expect(wornArmor([vest])).toEqual({ physical: { dice: 1, pips: 0 }, energy: { dice: 0, pips: 1 }, dexterityPenalty: { dice: 1, pips: 0 } });
  });

  it("takes the best bonus against each kind and the heaviest penalty", () => {
    expect(wornArmor([vest, helmet])).toEqual({
      physical: { dice: 1, pips: 0 },
      energy: { dice: 1, pips: 0 },
      dexterityPenalty: { dice: 1, pips: 0 },
    });
    expect(wornArmor([helmet, trooper])).toEqual({
      physical: { dice: 2, pips: 0 },
      energy: { dice: 1, pips: 0 },
      dexterityPenalty: { dice: 1, pips: 0 },
    });
  });

  it("refuses what is not a list of armor", () => {
    expect(() => wornArmor(null as never)).toThrow(RuleArgumentError);
    expect(() => wornArmor([{ physical: { dice: -1, pips: 0 }, energy: { dice: 0, pips: 0 }, dexterityPenalty: null }])).toThrow(RuleArgumentError);
  });
});

describe("isDamageKind", () => {
  it("knows physical and energy damage and nothing else", () => {
    for (const kind of DAMAGE_KINDS) expect(isDamageKind(kind)).toBe(true);
    for (const other of ["Energy", "stun", "", undefined]) expect(isDamageKind(other)).toBe(false);
  });
});
