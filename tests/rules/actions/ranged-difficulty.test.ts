import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  COVER_MODIFIER,
  RANGE_BANDS,
  RuleArgumentError,
  effectiveDifficulty,
  meetsDifficulty,
  meleeDifficulty,
  parseDieCode,
  parseWeaponRanges,
  rangeBand,
  rangedDifficulty,
  rollDieCode,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

const BLASTER_PISTOL = "3-10/30/120";
const BLASTER_RIFLE = "3-30/100/300";

describe("parseWeaponRanges (weapons.json)", () => {
  it.each([
    [BLASTER_PISTOL, 3, 10, 30, 120],
    ["3-4/8/12", 3, 4, 8, 12],
    ["2-3/5/10", 2, 3, 5, 10],
    ["0-250/350/500", 0, 250, 350, 500],
    ["10/20/40 (energy ball)", 0, 10, 20, 40],
    [" 5 - 50 / 150 / 400 ", 5, 50, 150, 400],
    ["1.5-3/7.5/10", 1.5, 3, 7.5, 10],
  ])("reads %j", (text, pointBlankUpTo, shortUpTo, mediumUpTo, longUpTo) => {
    expect(parseWeaponRanges(text)).toEqual({ pointBlankUpTo, shortUpTo, mediumUpTo, longUpTo });
  });

  it.each(["", "3-10/30", "100-300/1.2/2.5 km", "long", "3-10/30/20", "10-3/30/120", "-3-10/30/120"])("rejects %j", (text) => {
    expect(() => parseWeaponRanges(text)).toThrow(RuleArgumentError);
  });
});

describe("rangeBand", () => {
  it.each([
    [0, "point-blank"],
    [2.9, "point-blank"],
    [3, "short"],
    [10, "short"],
    [10.5, "medium"],
    [20, "medium"],
    [30, "medium"],
    [31, "long"],
    [120, "long"],
    [120.1, "out-of-range"],
  ] as const)("a blaster pistol at %i m is %s", (meters, band) => {
    expect(rangeBand(meters, BLASTER_PISTOL)).toBe(band);
  });

  it("Grundregeln: a blaster rifle at 50 m is medium range", () => {
    expect(rangeBand(50, BLASTER_RIFLE)).toBe("medium");
  });

  it("a weapon printed without a point-blank band has none", () => {
    expect(rangeBand(0, "10/20/40")).toBe("short");
  });

  it("accepts parsed ranges and checks them", () => {
    expect(rangeBand(25, { pointBlankUpTo: 3, shortUpTo: 30, mediumUpTo: 100, longUpTo: 300 })).toBe("short");
    expect(() => rangeBand(25, { pointBlankUpTo: 3, shortUpTo: 300, mediumUpTo: 100, longUpTo: 300 })).toThrow(RuleArgumentError);
  });
});

describe("rangedDifficulty (Grundregeln and Reglas)", () => {
  it.each([
    ["point-blank", 5],
    ["short", 10],
    ["medium", 15],
    ["long", 20],
  ] as const)("%s: %i, %i behind cover", (band, difficulty) => {
    expect(rangedDifficulty(band)).toBe(difficulty);
    expect(rangedDifficulty(band, { cover: true })).toBe(difficulty + COVER_MODIFIER);
  });

  it("Grundregeln: Blaster 4D+1 rolls 6+3+2+2+1 = 14 at a pistol's 20 m, difficulty 15: a miss", () => {
    const difficulty = rangedDifficulty(rangeBand(20, BLASTER_PISTOL));
    expect(difficulty).toBe(15);
    const shot = rollDieCode(parseDieCode("4D+1"), { wildDie: false, random: fixedFaces(6, 3, 2, 2) });
    expect(shot.total).toBe(14);
    expect(meetsDifficulty(shot.total, difficulty)).toBe(false);
  });

  it("R&E: the roll dialog starts in the middle of the band's level", () => {
    expect(RANGE_BANDS.slice(0, 4).map((band) => rangedDifficulty(band, { edition: "revised" }))).toEqual([3, 8, 13, 18]);
  });

  it.each([
    [() => rangedDifficulty("out-of-range"), "band"],
    [() => rangedDifficulty("far" as never), "band"],
    [() => rangedDifficulty("short", { cover: "yes" as never }), "options.cover"],
    [() => rangedDifficulty("short", { edition: "third" as never }), "options.edition"],
    [() => rangeBand(-1, BLASTER_PISTOL), "distanceMeters"],
    [() => rangeBand(Number.NaN, BLASTER_PISTOL), "distanceMeters"],
  ])("rejects bad input naming the argument (%#)", (call, argument) => {
    expect(call).toThrow(RuleArgumentError);
    expect(call).toThrow(argument);
  });
});

describe("meleeDifficulty", () => {
  it("Grundregeln: the sand person's club-like weapon (Very Easy) has difficulty 5; his 13 meets 5 + the parry's 8", () => {
    const difficulty = meleeDifficulty("Very Easy (club)");
    expect(difficulty).toBe(5);
    const attack = rollDieCode(parseDieCode("4D+1"), { wildDie: false, random: fixedFaces(4, 4, 2, 2) }).total;
    const parry = rollDieCode(parseDieCode("3D"), { wildDie: false, random: fixedFaces(3, 3, 2) }).total;
    expect([attack, parry]).toEqual([13, 8]);
    expect(meetsDifficulty(attack, effectiveDifficulty(difficulty, parry, "add"))).toBe(true);
  });

  it.each([
    ["Very Easy", 5],
    ["Easy", 10],
    ["moderate", 15],
    ["Difficult", 20],
  ])("weapons.json %j is %i", (printed, difficulty) => {
    expect(meleeDifficulty(printed)).toBe(difficulty);
  });

  it("R&E starts in the middle of the level", () => {
    expect(meleeDifficulty("Moderate", "revised")).toBe(13);
  });

  it.each(["Hard", "", "5"])("rejects %j", (printed) => {
    expect(() => meleeDifficulty(printed)).toThrow(RuleArgumentError);
  });
});

describe("properties", () => {
  const ranges = fc
    .tuple(fc.nat(10), fc.nat(50), fc.nat(100), fc.nat(300))
    .map(([a, b, c, d]) => ({ pointBlankUpTo: a, shortUpTo: a + b, mediumUpTo: a + b + c, longUpTo: a + b + c + d }));

  it("the band and its difficulty never fall as the target moves away", () => {
    fc.assert(
      fc.property(ranges, fc.double({ min: 0, max: 600, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (r, near, more) => {
        const a = RANGE_BANDS.indexOf(rangeBand(near, r));
        const b = RANGE_BANDS.indexOf(rangeBand(near + more, r));
        expect(b).toBeGreaterThanOrEqual(a);
        if (b < 4) expect(rangedDifficulty(RANGE_BANDS[b])).toBeGreaterThanOrEqual(rangedDifficulty(RANGE_BANDS[a]));
      }),
    );
  });

  it("random input throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => rangeBand(a as number, b as string),
          () => rangedDifficulty(a as never, b as never),
          () => parseWeaponRanges(a as string),
          () => meleeDifficulty(a as string, b as never),
        );
      }),
    );
  });
});
