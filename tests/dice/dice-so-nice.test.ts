import { beforeAll, describe, expect, it } from "vitest";
import type * as DiceSoNiceModule from "../../src/dice/dice-so-nice.ts";
import type { D6Roll as D6RollClass } from "../../src/dice/d6-roll.ts";
import { parseDieCode } from "../../src/rules/index.ts";
import { installRollStandIn, nextFaces } from "../helpers/roll-stand-in.ts";
import { loadLang } from "../helpers/render.ts";

let dsn: typeof DiceSoNiceModule;
let D6Roll: typeof D6RollClass;
beforeAll(async () => {
  await installRollStandIn();
  dsn = await import("../../src/dice/dice-so-nice.ts");
  ({ D6Roll } = await import("../../src/dice/d6-roll.ts"));
});

const COLORSETS = { wild: "swd6rpg-wild-gold", characterPoint: "swd6rpg-saber-blue" };

describe("the system's colour sets", () => {
  it("have unique names, colours Dice So Nice reads and names in every language", () => {
    const names = dsn.DICE_COLORSETS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const colorset of dsn.DICE_COLORSETS) {
      for (const colour of [colorset.foreground, colorset.background, colorset.outline, colorset.edge]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      for (const lang of ["en", "de", "es"] as const) expect(loadLang(lang)[colorset.description]).toBeTruthy();
    }
  });

  it("offer the player's own dice and every colour set, and default to a gold wild die and blue character points", () => {
    const choices = dsn.colorsetChoices();
    expect(Object.keys(choices)).toEqual([dsn.PLAYER_DICE, ...dsn.DICE_COLORSETS.map((c) => c.name)]);
    expect(dsn.DICE_SETTINGS.dsnWildDie.default).toBe("swd6rpg-wild-gold");
    expect(dsn.DICE_SETTINGS.dsnCharacterPoint.default).toBe("swd6rpg-saber-blue");
    for (const setting of Object.values(dsn.DICE_SETTINGS)) expect(choices).toHaveProperty(setting.default);
  });

  it("read a stored setting as a colour set, the player's dice for anything unknown", () => {
    expect(dsn.chosenColorset("swd6rpg-saber-red")).toBe("swd6rpg-saber-red");
    expect(dsn.chosenColorset(dsn.PLAYER_DICE)).toBeNull();
    expect(dsn.chosenColorset("fire")).toBeNull();
    expect(dsn.chosenColorset(undefined)).toBeNull();
  });
});

describe("colorDiceTerms", () => {
  it("colours the wild die and character-point dice and leaves the other dice to the player", () => {
    const wild = { denomination: "w", options: {} };
    const plain = { denomination: "d", options: { flavor: "x" } };
    const points = { denomination: "d", options: { [dsn.CHARACTER_POINT_OPTION]: true, appearance: { system: "standard" } } };
    expect(dsn.colorDiceTerms([plain, wild, points], COLORSETS)).toBe(2);
    expect(wild.options).toEqual({ appearance: { colorset: "swd6rpg-wild-gold" } });
    expect(points.options.appearance).toEqual({ system: "standard", colorset: "swd6rpg-saber-blue" });
    expect(plain.options).toEqual({ flavor: "x" });
  });

  it("leaves a die whose setting is the player's own dice as it is", () => {
    const wild = { denomination: "w", options: {} };
    expect(dsn.colorDiceTerms([wild], { wild: null, characterPoint: null })).toBe(0);
    expect(wild.options).toEqual({});
  });

  it("skips malformed terms without throwing", () => {
    expect(dsn.colorDiceTerms([null, {}, { denomination: "w" }] as never, COLORSETS)).toBe(0);
    expect(dsn.colorRoll(null, COLORSETS)).toBe(0);
    expect(dsn.colorRoll({ dice: "nope" }, COLORSETS)).toBe(0);
  });
});

describe("a D6 roll as Dice So Nice receives it", () => {
  it("holds the normal dice, then the wild die with its whole chain, each die once, the wild term coloured", async () => {
    const roll = D6Roll.fromOptions({
      label: "Blaster",
      actorName: "Anla",
      base: parseDieCode("3D+1"),
      code: parseDieCode("3D+1"),
      modifiers: [],
      wildDie: true,
      mishap: "ask",
      difficulty: null,
      difficultyLevel: null,
      probability: null,
      automatic: null,
    });
    nextFaces(4, 2, 6, 6, 3);
    await roll.evaluate();
    expect(dsn.colorRoll(roll as never, COLORSETS)).toBe(1);
    const dice = roll.terms.filter((term) => Array.isArray((term as { results?: unknown }).results)) as unknown as {
      constructor: { DENOMINATION?: string };
      options?: { appearance?: { colorset: string } };
      results: { result: number; exploded?: boolean; hidden?: boolean; discarded?: boolean }[];
    }[];
    expect(dice.map((term) => term.results.map((r) => r.result))).toEqual([
      [4, 2],
      [6, 6, 3],
    ]);
    const [normal, wild] = dice;
    expect(wild.constructor.DENOMINATION).toBe("w");
    expect(wild.options?.appearance).toEqual({ colorset: "swd6rpg-wild-gold" });
    expect(normal.options?.appearance).toBeUndefined();
    // Dice So Nice throws each result once and queues a re-roll behind every exploded result.
    expect(wild.results.map((r) => r.exploded === true)).toEqual([true, true, false]);
    expect(dice.flatMap((term) => term.results).some((r) => r.hidden || r.discarded)).toBe(false);
    expect(roll.total).toBe(4 + 2 + 6 + 6 + 3 + 1);
  });
});
