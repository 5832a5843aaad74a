import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  LIGHTSABER_DIFFICULTY,
  RuleArgumentError,
  deflectBolt,
  deflectionActions,
  lightsaberDamage,
  meetsDifficulty,
  multipleActionPenalty,
  parseDieCode,
  parrySkills,
  rangeBand,
  rangedDifficulty,
  redirectBolt,
  rollCode,
} from "../../../src/rules/index.ts";
import { expectOnlyDocumentedErrors } from "../../helpers/errors.ts";

const code = parseDieCode;
const BLASTER_RIFLE = { ranges: "3-30/100/300", damage: code("5D") };

describe("attacking with a lightsaber", () => {
  it("Grundregeln: lightsaber skill against difficulty 20", () => {
    expect(LIGHTSABER_DIFFICULTY).toBe(20);
  });

  it("Reglas: Control 3D+1 makes the lightsaber's 5D an 8D+1", () => {
    expect(lightsaberDamage(code("3D+1"))).toEqual(code("8D+1"));
  });

  it("Grundregeln: without Control the damage is 5D; weapons.json's short lightsaber 4D", () => {
    expect(lightsaberDamage(null)).toEqual(code("5D"));
    expect(lightsaberDamage(code("2D"), code("4D"))).toEqual(code("6D"));
  });
});

describe("parrySkills (Grundregeln and Reglas)", () => {
  it.each([
    ["ordinary", true, true, []],
    ["ordinary", true, false, []],
    ["lightsaber-resistant", true, true, ["melee-parry"]],
    ["lightsaber", true, true, ["melee-parry", "sense"]],
    ["lightsaber", true, false, ["melee-parry"]],
    ["lightsaber", false, true, ["melee-parry", "sense"]],
    ["ordinary", false, true, ["melee-parry"]],
    ["lightsaber-resistant", false, false, ["melee-parry"]],
  ] as const)("parrying with a %s weapon (attacker's lightsaber %s, Sense %s): %j", (weapon, saber, sense, skills) => {
    expect(parrySkills(weapon, saber, sense)).toEqual(skills);
  });
});

describe("Grundregeln: Bossk and IG-88 fire blaster rifles at Luke from 50 m", () => {
  it("deflecting and redirecting both shots is 4 actions: -3D on everything", () => {
    const actions = deflectionActions(2, true);
    expect(actions).toBe(4);
    expect(multipleActionPenalty(Array.from({ length: actions }, () => "reaction" as const))).toBe(3);
  });

  it("Bossk's 24 would hit at medium range (15); Luke's Sense 15 raises it to 30: deflected", () => {
    const medium = rangedDifficulty(rangeBand(50, BLASTER_RIFLE.ranges));
    expect(medium).toBe(15);
    expect(meetsDifficulty(24, medium)).toBe(true);
    expect(deflectBolt(24, medium, 15, "add")).toEqual({ difficulty: 30, deflected: true });
  });

  it("a deflection adds under R&E's replace mode too (Grundregeln and Reglas add it; no seed lets it replace): a weak Sense 1 makes 8 a 9, never a 1", () => {
    expect(deflectBolt(24, medium15(), 15, "replace")).toEqual({ difficulty: 30, deflected: true });
    expect(deflectBolt(5, 8, 1, "replace")).toEqual({ difficulty: 9, deflected: true });
    expect(deflectBolt(9, 8, 1, "replace")).toEqual({ difficulty: 9, deflected: false });
  });

  it("Luke redirects it at Bossk: difficulty 15 from the rifle's table at 50 m, his 22 hits for the rifle's 5D", () => {
    expect(redirectBolt({ senseRoll: 22, distanceMeters: 50, ...BLASTER_RIFLE })).toEqual({
      difficulty: 15,
      hit: true,
      damage: code("5D"),
    });
  });

  it("IG-88's 32 beats Luke's 15 + 15 = 30: Luke is hit and his fourth action (the redirect) lapses", () => {
    const deflection = deflectBolt(32, 15, 15, "add");
    expect(deflection).toEqual({ difficulty: 30, deflected: false });
  });
});

describe("Grundregeln: Bulack parries a battle droid's shot with his lightsaber", () => {
  it("the deflection is a reaction: -1D on the lightsaber attack and on the Sense roll", () => {
    const penalty = multipleActionPenalty(["action", "reaction"]);
    expect(penalty).toBe(1);
    expect(rollCode(code("3D"), { multipleActionPenalty: penalty })).toEqual(code("2D"));
  });
});

describe("redirectBolt", () => {
  it("a miss, cover and R&E numbers", () => {
    expect(redirectBolt({ senseRoll: 14, distanceMeters: 50, ...BLASTER_RIFLE }).hit).toBe(false);
    expect(redirectBolt({ senseRoll: 20, distanceMeters: 10, ...BLASTER_RIFLE, difficulty: { cover: true } })).toMatchObject({
      difficulty: 15,
      hit: true,
    });
    expect(redirectBolt({ senseRoll: 13, distanceMeters: 50, ...BLASTER_RIFLE, difficulty: { edition: "revised" } })).toMatchObject({
      difficulty: 13,
      hit: true,
    });
  });

  it("cannot reach a target beyond the weapon's long range", () => {
    expect(() => redirectBolt({ senseRoll: 30, distanceMeters: 301, ...BLASTER_RIFLE })).toThrow(RuleArgumentError);
  });
});

describe("argument checks and properties", () => {
  it.each([
    [() => deflectionActions(-1, true), "bolts"],
    [() => deflectionActions(1, "yes" as never), "redirect"],
    [() => deflectBolt(24.5, 15, 15, "add"), "attackRoll"],
    [() => deflectBolt(24, -1, 15, "add"), "baseDifficulty"],
    [() => deflectBolt(24, 15, 15, "double" as never), "mode"],
    [() => parrySkills("fist" as never, true, true), "weapon"],
    [() => parrySkills("lightsaber", 1 as never, true), "attackerUsesLightsaber"],
    [() => redirectBolt({ senseRoll: Number.NaN, distanceMeters: 5, ...BLASTER_RIFLE }), "shot.senseRoll"],
  ])("rejects bad input naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    expect(call).toThrow(argument);
  });

  it("1st edition: a bolt is deflected exactly when the attack falls below difficulty + Sense", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 60 }), (attack, base, sense) => {
        expect(deflectBolt(attack, base, sense, "add").deflected).toBe(attack < base + sense);
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError or DieCodeError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        expectOnlyDocumentedErrors(
          () => redirectBolt(a as never),
          () => redirectBolt({ senseRoll: 20, distanceMeters: a, ranges: b, damage: c } as never),
          () => deflectBolt(a as number, b as number, c as number, "add"),
          () => parrySkills(a as never, b as never, c as never),
          () => lightsaberDamage(a as never),
        );
      }),
    );
  });
});

/** Medium range of the blaster rifle (Grundregeln's table): difficulty 15. */
function medium15(): number {
  return rangedDifficulty(rangeBand(50, BLASTER_RIFLE.ranges));
}
