import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type AttackInput,
  DAMAGE_MODELS,
  DieCodeError,
  REACTION_MODES,
  WOUND_LEVELS,
  formatDieCode,
  parseDieCode,
  planAttack,
  planLightsaberAttack,
  resolveAttack,
  rollDieCode,
  woundSeverity,
} from "../../src/rules/index.ts";
import { fixedFaces } from "../helpers/dice.ts";
import { expectArgumentError } from "../helpers/errors.ts";

const code = parseDieCode;
const text = formatDieCode;

/** A character with a blaster rifle (weapons.json: 5D, 3-30/100/300) shooting another character. */
function rifleShot(changes: Partial<AttackInput> = {}): AttackInput {
  return {
    skill: code("5D"),
    strength: code("3D"),
    penalty: 0,
    weapon: { damage: "5D", damageKind: "energy", scale: "character", ranges: "3-30/100/300" },
    target: { scale: "character", resistance: code("3D"), armor: null },
    distance: 50,
    ...changes,
  };
}

describe("planAttack with the seeds' examples", () => {
  it("Bossk's blaster rifle at Luke from 50 m: medium range, difficulty 15, 5D damage (Grundregeln)", () => {
    const plan = planAttack(rifleShot());
    expect(plan.band).toBe("medium");
    expect(plan.difficulty).toBe(15);
    expect(text(plan.damage)).toBe("5D");
    expect(text(plan.attack)).toBe("5D");
    expect(plan.dodge).toBe(0);
  });

  it("cover adds 5 to a ranged difficulty (Grundregeln and Reglas)", () => {
    expect(planAttack(rifleShot({ cover: true })).difficulty).toBe(20);
  });

  it("every band of a blaster pistol (3-10/30/120): 5, 10, 15, 20, then out of range", () => {
    const pistol = { damage: "4D", damageKind: "energy" as const, scale: "character" as const, ranges: "3-10/30/120" };
    const at = (distance: number) => planAttack(rifleShot({ weapon: pistol, distance }));
    expect([1, 10, 20, 120].map((d) => at(d).difficulty)).toEqual([5, 10, 15, 20]);
    expect(at(121)).toMatchObject({ band: "out-of-range", difficulty: null });
  });

  it("the R&E edition takes the middle of each level's range", () => {
    expect(planAttack(rifleShot({ edition: "revised" })).difficulty).toBe(13);
  });

  it("the sand person's club: difficulty 5, Strength plus the club's dice (Grundregeln and Reglas)", () => {
    const club = { damage: "STR+1D", damageKind: "physical" as const, scale: "character" as const, difficulty: "Very Easy" };
    const plan = planAttack({ ...rifleShot({ weapon: club, skill: code("4D+1"), strength: code("3D+1") }), distance: undefined });
    expect(plan).toMatchObject({ band: null, difficulty: 5 });
    expect(text(plan.attack)).toBe("4D+1");
    expect(text(plan.damage)).toBe("4D+1");
  });

  it("a vibro-axe's damage stops at its printed maximum", () => {
    const axe = { damage: "STR+2D (max 6D)", damageKind: "physical" as const, scale: "character" as const, difficulty: "Moderate" };
    expect(text(planAttack(rifleShot({ weapon: axe, strength: code("5D") })).damage)).toBe("6D");
    expect(text(planAttack(rifleShot({ weapon: axe, strength: code("3D+2") })).damage)).toBe("5D+2");
  });

  it("Sandor's two actions cost him 1D to hit (R&E Rules)", () => {
    expect(text(planAttack(rifleShot({ skill: code("5D+1"), penalty: 1 })).attack)).toBe("4D+1");
    expect(text(planAttack(rifleShot({ skill: code("1D+2"), penalty: 3 })).attack)).toBe("0D+2");
  });

  it("armor adds its bonus for the weapon's damage kind (Reglas: Strength 2D+1 in stormtrooper armor is 3D+1 against blasters)", () => {
    const armor = { physical: code("2D"), energy: code("1D"), dexterityPenalty: null };
    const target = { scale: "character" as const, resistance: code("2D+1"), armor };
    expect(text(planAttack(rifleShot({ target })).resistance)).toBe("3D+1");
    const club = { damage: "STR+1D", damageKind: "physical" as const, scale: "character" as const, difficulty: "Very Easy" };
    expect(text(planAttack(rifleShot({ target, weapon: club })).resistance)).toBe("4D+1");
  });

  it("the landspeeder's cannon at the AT-AT: +2D fire control, +2D scale to hit, 3D+2 damage, 8D to resist (R&E Rules)", () => {
    const plan = planAttack({
      skill: code("4D"),
      strength: code("2D"),
      penalty: 0,
      weapon: { damage: "3D+2", damageKind: "energy", scale: "speeder", ranges: "50-300/500/1000", fireControl: code("2D") },
      target: { scale: "walker", resistance: code("6D"), armor: null },
      distance: 200,
    });
    expect(text(plan.attack)).toBe("8D");
    expect(text(plan.damage)).toBe("3D+2");
    expect(text(plan.resistance)).toBe("8D");
    expect(plan.dodge).toBe(0);
  });

  it("the AT-AT firing back: fire control as usual, +2D damage, the landspeeder dodges with +2D and resists with its body strength (R&E Rules)", () => {
    const plan = planAttack({
      skill: code("4D"),
      strength: code("6D"),
      penalty: 0,
      weapon: { damage: "6D", damageKind: "energy", scale: "walker", ranges: "50-500/1500/3000", fireControl: code("2D") },
      target: { scale: "speeder", resistance: code("2D"), armor: null },
      distance: 300,
    });
    expect(text(plan.attack)).toBe("6D");
    expect(plan.dodge).toBe(2);
    expect(text(plan.damage)).toBe("8D");
    expect(text(plan.resistance)).toBe("2D");
  });
});

describe("planLightsaberAttack (Grundregeln and Reglas)", () => {
  /** A Jedi's lightsaber (weapons.json: 5D, difficult) against a stormtrooper. */
  const saber = (changes: Partial<AttackInput> = {}): AttackInput =>
    rifleShot({
      skill: code("4D+1"),
      weapon: { damage: "5D", damageKind: "energy", scale: "character", difficulty: "Difficult" },
      distance: undefined,
      ...changes,
    });

  it("adds the wielder's Control to the blade's damage: Control 3D+1 rolls 8D+1 (Reglas)", () => {
    const plan = planLightsaberAttack(saber(), code("3D+1"));
    expect(text(plan.damage)).toBe("8D+1");
    expect(plan).toMatchObject({ ...planAttack(saber()), damage: plan.damage });
  });

  it("rolls the blade alone for a wielder without Control", () => {
    expect(text(planLightsaberAttack(saber(), null).damage)).toBe("5D");
  });

  it("on another scale, differs from planAttack's damage by Control alone", () => {
    const plan = planLightsaberAttack(saber({ target: { scale: "speeder", resistance: code("2D"), armor: null } }), code("2D"));
    expect(plan.damage.dice - planAttack(saber({ target: { scale: "speeder", resistance: code("2D"), armor: null } })).damage.dice).toBe(2);
  });

  it("refuses a malformed Control code", () => {
    expect(() => planLightsaberAttack(saber(), { dice: 1.5, pips: 0 })).toThrow(DieCodeError);
  });
});

describe("planAttack refuses what it cannot plan, naming the argument", () => {
  const melee = { damage: "STR+1D", damageKind: "physical" as const, scale: "character" as const, difficulty: "Easy" };
  it.each([
    ["penalty", rifleShot({ penalty: -1 })],
    ["penalty", rifleShot({ penalty: 1.5 })],
    ["distance", rifleShot({ distance: undefined })],
    ["distance", rifleShot({ distance: -3 })],
    ["weapon.scale", rifleShot({ weapon: { ...rifleShot().weapon, scale: "huge" as never } })],
    ["target.scale", rifleShot({ target: { scale: "tiny" as never, resistance: code("2D"), armor: null } })],
    ["weapon.damageKind", rifleShot({ weapon: { ...rifleShot().weapon, damageKind: "sonic" as never } })],
    ["weapon", rifleShot({ weapon: { damage: "4D", damageKind: "energy", scale: "character" } })],
    ["ranges", rifleShot({ weapon: { ...rifleShot().weapon, ranges: "far" } })],
    ["printed", rifleShot({ weapon: { ...melee, difficulty: "Tricky" } })],
    ["cover", rifleShot({ cover: "yes" as never })],
    ["edition", rifleShot({ edition: "third" as never })],
    ["target", rifleShot({ target: null as never })],
  ])("%s", (argument, input) => {
    expectArgumentError(() => planAttack(input), argument);
  });

  it("unreadable damage and malformed codes are DieCodeErrors", () => {
    expect(() => planAttack(rifleShot({ weapon: { ...rifleShot().weapon, damage: "By grenade type" } }))).toThrow(DieCodeError);
    expect(() => planAttack(rifleShot({ skill: { dice: 1.5, pips: 0 } }))).toThrow(DieCodeError);
    expect(() => planAttack(rifleShot({ strength: null as never }))).toThrow(DieCodeError);
    expect(() => planAttack(rifleShot({ weapon: { ...rifleShot().weapon, fireControl: { dice: "2" } as never } }))).toThrow(DieCodeError);
    expect(() => planAttack(rifleShot({ target: { scale: "character", resistance: { dice: 2 } as never, armor: null } }))).toThrow(DieCodeError);
  });
});

describe("resolveAttack with the seeds' examples", () => {
  it("the sand person's 13 against the club's 5 plus the parry's 8: 13, a hit (Grundregeln, reactions add)", () => {
    const sandPerson = rollDieCode(code("4D+1"), { wildDie: false, random: fixedFaces(4, 4, 2, 2) }).total;
    const parry = rollDieCode(code("3D"), { wildDie: false, random: fixedFaces(3, 3, 2) }).total;
    expect([sandPerson, parry]).toEqual([13, 8]);
    expect(resolveAttack({ attack: sandPerson, difficulty: 5, reaction: parry, reactionMode: "add", model: "ratio", wound: "none" })).toEqual({
      difficulty: 13,
      hit: true,
      inflicted: null,
      wound: "none",
    });
  });

  it("Luke deflects Bossk's 24 with Sense 15 (difficulty 30), not IG-88's 32 (Grundregeln)", () => {
    const bossk = resolveAttack({ attack: 24, difficulty: 15, reaction: 15, reactionMode: "add", model: "ratio", wound: "none" });
    expect(bossk).toMatchObject({ difficulty: 30, hit: false });
    const ig88 = resolveAttack({ attack: 32, difficulty: 15, reaction: 15, reactionMode: "add", model: "ratio", wound: "none" });
    expect(ig88).toMatchObject({ difficulty: 30, hit: true });
  });

  it("Cantrell's 22 beats Sandor's dodge 21, which replaced the 15; damage 18 against Strength 14 wounds him (R&E Rules)", () => {
    expect(
      resolveAttack({ attack: 22, difficulty: 15, reaction: 21, reactionMode: "replace", damage: 18, resistance: 14, model: "difference", wound: "none" }),
    ).toEqual({ difficulty: 21, hit: true, inflicted: "wounded", wound: "wounded" });
  });

  it("Mahon's 20 against Strength 14 wounds Sandor again: wounded twice (R&E Rules)", () => {
    expect(resolveAttack({ attack: 22, difficulty: 21, reactionMode: "replace", damage: 20, resistance: 14, model: "difference", wound: "wounded" })).toEqual({
      difficulty: 21,
      hit: true,
      inflicted: "wounded",
      wound: "wounded-twice",
    });
  });

  it("a lower dodge still replaces the difficulty under R&E, and adds under the 1st edition", () => {
    expect(resolveAttack({ attack: 12, difficulty: 15, reaction: 10, reactionMode: "replace", model: "difference", wound: "none" }).hit).toBe(true);
    expect(resolveAttack({ attack: 12, difficulty: 15, reaction: 10, reactionMode: "add", model: "ratio", wound: "none" }).hit).toBe(false);
  });

  it("a tie hits; a miss inflicts nothing whatever the damage", () => {
    expect(resolveAttack({ attack: 15, difficulty: 15, reactionMode: "add", model: "ratio", wound: "none" }).hit).toBe(true);
    expect(resolveAttack({ attack: 14, difficulty: 15, reactionMode: "add", damage: 40, resistance: 2, model: "ratio", wound: "wounded" })).toEqual({
      difficulty: 15,
      hit: false,
      inflicted: null,
      wound: "wounded",
    });
  });

  it("the 1st-edition chart: damage at least twice the resistance incapacitates (Grundregeln and Reglas)", () => {
    expect(resolveAttack({ attack: 20, difficulty: 10, reactionMode: "add", damage: 28, resistance: 14, model: "ratio", wound: "none" })).toMatchObject({
      inflicted: "incapacitated",
      wound: "incapacitated",
    });
  });
});

describe("resolveAttack refuses bad totals, naming them", () => {
  const base = { attack: 10, difficulty: 10, reactionMode: "add" as const, model: "difference" as const, wound: "none" as const };
  it.each([
    ["attack", { ...base, attack: 10.5 }],
    ["difficulty", { ...base, difficulty: -1 }],
    ["reaction", { ...base, reaction: Number.NaN }],
    ["reactionMode", { ...base, reactionMode: "stack" as never }],
    ["model", { ...base, model: "hp" as never }],
    ["wound", { ...base, wound: "bruised" as never }],
    ["resistance", { ...base, damage: 12 }],
    ["damage", { ...base, resistance: 12 }],
    ["damage", { ...base, damage: 1.5, resistance: 3 }],
  ])("%s", (argument, input) => {
    expectArgumentError(() => resolveAttack(input), argument);
  });
});

describe("resolveAttack's properties", () => {
  const totals = fc.integer({ min: -5, max: 60 });
  it("a miss never changes the wound; a hit never lowers it", () => {
    fc.assert(
      fc.property(
        totals,
        fc.integer({ min: 0, max: 40 }),
        fc.option(totals, { nil: undefined }),
        fc.constantFrom(...REACTION_MODES),
        totals,
        totals,
        fc.constantFrom(...DAMAGE_MODELS),
        fc.constantFrom(...WOUND_LEVELS),
        (attack, difficulty, reaction, reactionMode, damage, resistance, model, wound) => {
          const outcome = resolveAttack({ attack, difficulty, reaction, reactionMode, damage, resistance, model, wound });
          expect(outcome.hit).toBe(attack >= outcome.difficulty);
          if (!outcome.hit) expect(outcome).toMatchObject({ inflicted: null, wound });
          else expect(woundSeverity(outcome.wound)).toBeGreaterThanOrEqual(woundSeverity(wound));
        },
      ),
    );
  });
});
