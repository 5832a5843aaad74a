import { beforeAll, describe, expect, it } from "vitest";
import type { D6RollOptions } from "../../src/dice/d6-roll-data.ts";
import type { D6Roll as D6RollClass } from "../../src/dice/d6-roll.ts";
import type { WildDie as WildDieClass } from "../../src/dice/wild-die.ts";
import { MAX_EXPLOSIONS, parseDieCode } from "../../src/rules/index.ts";
import { installRollStandIn, nextFaces } from "../helpers/roll-stand-in.ts";

let D6Roll: typeof D6RollClass;
let WildDie: typeof WildDieClass;
beforeAll(async () => {
  await installRollStandIn();
  ({ D6Roll } = await import("../../src/dice/d6-roll.ts"));
  ({ WildDie } = await import("../../src/dice/wild-die.ts"));
});

/** Evaluates a wild die synchronously (the stand-in's `evaluateSync`, which the v13 types do not list on terms). */
function rollSync(die: WildDieClass): WildDieClass {
  return (die as unknown as { evaluateSync(): WildDieClass }).evaluateSync();
}

/** The options of a roll of `code` with the wild die and the given mishap handling. */
function options(code: string, mishap: D6RollOptions["mishap"]): D6RollOptions {
  const parsed = parseDieCode(code);
  return {
    label: "Blaster",
    actorName: "Anla",
    base: parsed,
    code: parsed,
    modifiers: [],
    wildDie: true,
    mishap,
    difficulty: 15,
    difficultyLevel: null,
    probability: null,
    automatic: null,
  };
}

// 4D+2 rolls 3d6 + 1dw + 2: normal dice 5, 4, 3 and the wild die's 1 are a mishap. Foundry's plain
// sum is 5+4+3+1+2 = 15; "remove-highest" takes out the 1 and the 5 (Raumschlacht, R&E): 9.
const MISHAP_FACES = [5, 4, 3, 1];
const PLAIN_SUM = 15;
const REMOVED = 9;

describe("D6Roll's total is the scored total on every path", () => {
  it("async evaluation", async () => {
    nextFaces(...MISHAP_FACES);
    const roll = D6Roll.fromOptions(options("4D+2", "remove-highest"));
    await roll.evaluate();
    expect(roll.total).toBe(REMOVED);
    expect(roll.scored?.removed).toEqual([1, 5]);
  });

  it("sync evaluation", () => {
    nextFaces(...MISHAP_FACES);
    const roll = D6Roll.fromOptions(options("4D+2", "remove-highest"));
    roll.evaluateSync();
    expect(roll.total).toBe(REMOVED);
  });

  it("what the roll saves is the scored total", async () => {
    nextFaces(...MISHAP_FACES);
    const roll = D6Roll.fromOptions(options("4D+2", "remove-highest"));
    await roll.evaluate();
    expect((roll.toJSON() as { total: number }).total).toBe(REMOVED);
  });

  it("a roll rebuilt from a saved message whose total was Foundry's sum", async () => {
    nextFaces(...MISHAP_FACES);
    const roll = D6Roll.fromOptions(options("4D+2", "remove-highest"));
    await roll.evaluate();
    const saved = { ...(roll.toJSON() as object), total: PLAIN_SUM };
    const rebuilt = D6Roll.fromData(saved as never) as unknown as D6RollClass;
    expect(rebuilt).toBeInstanceOf(D6Roll);
    expect(rebuilt.total).toBe(REMOVED);
  });

  it("withMishap scores the same faces with the gamemaster's choice", async () => {
    nextFaces(...MISHAP_FACES);
    const roll = D6Roll.fromOptions(options("4D+2", "ask"));
    await roll.evaluate();
    expect(roll.total).toBe(PLAIN_SUM);
    expect(roll.mishapPending).toBe(true);
    const settled = roll.withMishap("remove-highest");
    expect(settled.total).toBe(REMOVED);
    expect(settled.mishapPending).toBe(false);
    expect(roll.total).toBe(PLAIN_SUM);
  });

  it("a roll without a mishap totals its faces and pips", () => {
    nextFaces(2, 3, 6, 6, 4);
    const roll = D6Roll.fromOptions(options("3D+1", "remove-highest"));
    roll.evaluateSync();
    expect(roll.total).toBe(2 + 3 + 6 + 6 + 4 + 1);
    expect(roll.faces).toEqual({ dice: [2, 3], wild: [6, 6, 4], pips: 1 });
  });

  it("has no total before it is rolled", () => {
    expect(D6Roll.fromOptions(options("2D", "count")).total).toBeUndefined();
  });
});

describe("WildDie: Foundry's explode modifier builds the chain", () => {
  it("carries the explode modifier, once, with six faces", () => {
    expect(new WildDie().modifiers).toEqual(["x"]);
    expect(new WildDie({ modifiers: ["x"] } as never).modifiers).toEqual(["x"]);
    expect(new WildDie({ faces: 10 } as never).faces).toBe(6);
  });

  it("a 6 adds and rolls again, on the async and the sync path alike (Raumschlacht)", async () => {
    nextFaces(6, 6, 3);
    const asyncDie = (await new WildDie().evaluate()) as WildDieClass;
    nextFaces(6, 6, 3);
    const syncDie = rollSync(new WildDie());
    for (const die of [asyncDie, syncDie]) {
      expect(die.results.map((r: { result: number }) => r.result)).toEqual([6, 6, 3]);
      expect(die.results.map((r: { exploded?: boolean }) => Boolean(r.exploded))).toEqual([true, true, false]);
    }
  });

  it("marks the first roll's 1 as a failure in the tooltip, and no other 1", () => {
    nextFaces(1);
    const mishap = rollSync(new WildDie());
    expect(mishap.isMishap).toBe(true);
    expect(mishap.getResultCSS(mishap.results[0])).toContain("failure");
    nextFaces(6, 1);
    const late = rollSync(new WildDie());
    expect(late.isMishap).toBe(false);
    expect(late.getResultCSS(late.results[1])).not.toContain("failure");
  });

  it("counts at most MAX_EXPLOSIONS re-rolls, as rollDieCode does, and marks the roll capped", () => {
    nextFaces(...Array(MAX_EXPLOSIONS + 20).fill(6), 2);
    const roll = D6Roll.fromOptions(options("1D", "count"));
    roll.evaluateSync();
    expect(roll.scored?.wild).toHaveLength(MAX_EXPLOSIONS + 1);
    expect(roll.scored?.capped).toBe(true);
    expect(roll.total).toBe(6 * (MAX_EXPLOSIONS + 1));
  });
});

describe("D6Roll's label, shown in each viewer's language", () => {
  /** A client's `game.i18n` (Localization#has and #format, foundryvtt.com/api/v13 Localization), over one language's strings. */
  async function withLanguage<T>(lang: "en" | "de", run: () => T): Promise<T> {
    const { makeLocalize, loadLang } = await import("../helpers/render.ts");
    const strings = loadLang(lang);
    const localize = makeLocalize(lang);
    const globals = globalThis as unknown as { game?: unknown };
    const saved = globals.game;
    globals.game = { i18n: { has: (key: string) => key in strings, format: (key: string, data: Record<string, unknown>) => localize(key, data) } };
    try {
      return run();
    } finally {
      globals.game = saved;
    }
  }

  it("reads a label saved with its key in the viewer's language, and a plain label as saved", async () => {
    const keyed = D6Roll.fromOptions({ ...options("3D", "count"), label: "Dexterity", labelKey: "SWD6.Attribute.dex.name", labelData: {} });
    expect(await withLanguage("en", () => keyed.shownLabel)).toBe("Dexterity");
    expect(await withLanguage("de", () => keyed.shownLabel)).toBe("Geschicklichkeit");
    const plain = D6Roll.fromOptions(options("3D", "count"));
    expect(await withLanguage("de", () => plain.shownLabel)).toBe("Blaster");
  });

  it("falls back to the saved label for a key the viewer's language lacks", async () => {
    const roll = D6Roll.fromOptions({ ...options("3D", "count"), label: "Gone", labelKey: "SWD6.No.such.key" });
    expect(await withLanguage("de", () => roll.shownLabel)).toBe("Gone");
  });
});
