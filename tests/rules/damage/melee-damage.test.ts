import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DieCodeError, formatDieCode, parseDieCode, parseWeaponDamage, rollDieCode, weaponDamageCode } from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const code = parseDieCode;

describe("parseWeaponDamage", () => {
  it.each([
    // text, addsStrength, dice, upTo, maximum, blast bands, note
    ["STR+1D", true, "1D", null, null, [], ""],
    ["str+2D", true, "2D", null, null, [], ""],
    ["for+1D", true, "1D", null, null, [], ""],
    ["STR+2", true, "0D+2", null, null, [], ""],
    ["STR+1D+1", true, "1D+1", null, null, [], ""],
    ["STR+1D+1 (max 6D)", true, "1D+1", null, "6D", [], ""],
    ["STR+3D (maximum: 6D)", true, "3D", null, "6D", [], ""],
    ["STR+2D stun", true, "2D", null, null, [], "stun"],
    ["STR +1 to STR+1D (based on type of knife) (maximum: 6D)", true, "0D+1", "1D", "6D", [], "(based on type of knife)"],
    ["STR+2D to STR+3D+1 (depending on model) (maximum: 7D)", true, "2D", "3D+1", "7D", [], "(depending on model)"],
    ["5D", false, "5D", null, null, [], ""],
    ["2D+2", false, "2D+2", null, null, [], ""],
    ["4D+2 ionization damage", false, "4D+2", null, null, [], "ionization damage"],
    ["3D (Stun)", false, "3D", null, null, [], "(Stun)"],
    ["1D (speeder-scale damage)", false, "1D", null, null, [], "(speeder-scale damage)"],
    ["1D+2 (if thrown)", false, "1D+2", null, null, [], "(if thrown)"],
    ["5D/4D/3D/2D", false, "5D", null, null, ["5D", "4D", "3D", "2D"], ""],
    ["5D/4D/3D/2D (speeder-scale damage)", false, "5D", null, null, ["5D", "4D", "3D", "2D"], "(speeder-scale damage)"],
    ["5D+1 (1st round), 4D (each additional round)", false, "5D+1", null, null, [], "(1st round), 4D (each additional round)"],
    ["3D stun or ionization damage (energy ball)", false, "3D", null, null, [], "stun or ionization damage (energy ball)"],
  ] as const)("reads %j", (text, addsStrength, dice, upTo, maximum, bands, note) => {
    expect(parseWeaponDamage(text)).toEqual({
      addsStrength,
      dice: code(dice),
      upTo: upTo === null ? null : code(upTo),
      maximum: maximum === null ? null : code(maximum),
      blastBands: bands.map(code),
      note,
    });
  });

  it.each(["By grenade type", "Entangles with a Strength of 4D", "", "STR", "STR+", "4", "D6", "STR+1Dx"])(
    "rejects %j: no damage code at its start",
    (text) => {
      expect(() => parseWeaponDamage(text)).toThrow(DieCodeError);
    },
  );
});

describe("weaponDamageCode", () => {
  it("Grundregeln: the vibro-axe's str+2D adds 2D to K-4D8's Strength", () => {
    expect(weaponDamageCode("str+2D", code("4D"))).toEqual(code("6D"));
  });

  it("Reglas: a club for+1D rolls its dice and the attacker's Strength and adds both, as one code", () => {
    const damage = weaponDamageCode("for+1D", code("3D"));
    expect(damage).toEqual(code("4D"));
    const strength = rollDieCode(code("3D"), { wildDie: false, random: fixedFaces(5, 2, 4) }).total;
    const club = rollDieCode(code("1D"), { wildDie: false, random: fixedFaces(6) }).total;
    expect(rollDieCode(damage, { wildDie: false, random: fixedFaces(5, 2, 4, 6) }).total).toBe(strength + club);
  });

  it.each([
    ["STR+1D+1 (max 6D)", "4D+2", "5D+3"],
    ["STR+1D+1 (max 6D)", "4D+1", "5D+2"],
    ["STR+1D+1 (max 6D)", "5D", "6D"],
    ["STR+3D (maximum: 6D)", "3D+2", "6D"],
    ["STR+3D (maximum: 6D)", "2D+2", "5D+2"],
    ["STR+2", "3D", "3D+2"],
    ["STR +1 to STR+1D (based on type of knife) (maximum: 6D)", "2D", "2D+1"],
  ])("%s with Strength %s rolls %s", (text, strength, expected) => {
    expect(weaponDamageCode(text, code(strength))).toEqual(code(expected));
  });

  it("a blaster's damage ignores Strength", () => {
    expect(weaponDamageCode("5D", code("4D"))).toEqual(code("5D"));
    expect(weaponDamageCode(parseWeaponDamage("4D+2 ionization damage"), code("2D"))).toEqual(code("4D+2"));
  });

  it("rejects a Strength that cannot be rolled", () => {
    expect(() => weaponDamageCode("STR+1D", { dice: -1, pips: 0 })).toThrow(DieCodeError);
    expect(() => weaponDamageCode("STR+1D", { dice: 2.5, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("properties", () => {
  const dice = fc.integer({ min: 0, max: 20 });
  const pips = fc.integer({ min: 0, max: 2 });

  it("STR+<code> (max <code>) round-trips through the parser, and the damage never exceeds the maximum", () => {
    fc.assert(
      fc.property(dice, pips, dice, pips, dice, (d, p, s, sp, max) => {
        const weapon = { dice: d, pips: p };
        const text = `STR+${formatDieCode(weapon).replace(/^0D\+/, "")} (maximum: ${max}D)`;
        const parsed = parseWeaponDamage(text);
        expect(parsed).toMatchObject({ addsStrength: true, dice: weapon, maximum: { dice: max, pips: 0 } });
        const result = weaponDamageCode(parsed, { dice: s, pips: sp });
        const uncapped = { dice: s + d, pips: sp + p };
        const over = uncapped.dice > max || (uncapped.dice === max && uncapped.pips > 0);
        expect(result).toEqual(over ? { dice: max, pips: 0 } : uncapped);
      }),
    );
  });

  it("random text throws nothing but DieCodeError", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (text) => {
        expectOnlyErrors([DieCodeError], () => {
          const parsed = parseWeaponDamage(text as string);
          expect(typeof parsed.note).toBe("string");
        });
      }),
    );
  });
});
