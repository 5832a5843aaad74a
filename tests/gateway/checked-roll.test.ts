/**
 * The gamemaster's check of a roll a client sends (`takeRoll`): the dice must be those of the code
 * the roll says it rolled, that code one the gamemaster expects (or no higher than the most he allows,
 * planned from the base he computes), its total the score of its own dice, and each roll is taken once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { D6RollOptions } from "../../src/dice/d6-roll-data.ts";
import type { D6Roll as D6RollClass } from "../../src/dice/d6-roll.ts";
import type { takeRoll as takeRollFn } from "../../src/gateway/checked-roll.ts";
import { parseDieCode } from "../../src/rules/index.ts";
import { installRollStandIn, nextFaces, setClassRegistry } from "../helpers/roll-stand-in.ts";

let D6Roll: typeof D6RollClass;
let takeRoll: typeof takeRollFn;
beforeAll(async () => {
  await installRollStandIn();
  ({ D6Roll } = await import("../../src/dice/d6-roll.ts"));
  ({ takeRoll } = await import("../../src/gateway/checked-roll.ts"));
  // Foundry restores a saved roll as the registered class its data names.
  setClassRegistry({ term: () => undefined, termClass: () => undefined, roll: (name) => (name === "D6Roll" ? D6Roll : undefined) });
});

afterAll(() => setClassRegistry(null));

/** The options of a roll of `code` planned from `base`, with the wild die. */
function options(code: string, base = code): D6RollOptions {
  return {
    label: "Blaster",
    actorName: "Kell",
    base: parseDieCode(base),
    code: parseDieCode(code),
    modifiers: [],
    wildDie: true,
    mishap: "count",
    difficulty: null,
    difficultyLevel: null,
    probability: null,
    automatic: null,
  };
}

/** A roll of `code` with the faces given (normal dice first, then the wild die's chain), as JSON data. */
async function rolled(code: string, faces: number[], base = code): Promise<Record<string, unknown>> {
  nextFaces(...faces);
  const roll = D6Roll.fromOptions(options(code, base));
  await roll.evaluate();
  return JSON.parse(JSON.stringify(roll.toJSON())) as Record<string, unknown>;
}

describe("takeRoll", () => {
  it("scores a roll with the gamemaster's mishap handling, not the one its options name: 3D of 4, 6 and a wild 1 counts 11, without the 1 and the 6 it is 4", async () => {
    const counted = await rolled("3D", [4, 6, 1]);
    expect(takeRoll(counted, { codes: [parseDieCode("3D")] })).toMatchObject({ total: 11, result: { mishap: true } });
    const removed = await rolled("3D", [4, 6, 1]);
    // The same faces again, an honest roll of another scope (the same scope would take it for a copy).
    const taken = takeRoll(removed, { codes: [parseDieCode("3D")], mishap: "remove-highest", scope: "another" });
    expect(taken).toMatchObject({ total: 4, result: { total: 4 } });
    expect(taken?.roll.d6.mishap).toBe("remove-highest");
  });

  it("takes a roll of an expected code once, with its own total: 3D of 4, 2 and a wild 5 is 11", async () => {
    const data = await rolled("3D", [4, 2, 5]);
    expect(takeRoll(data, { codes: [parseDieCode("3D")] })?.total).toBe(11);
    expect(takeRoll(data, { codes: [parseDieCode("3D")] })).toBeNull();
  });

  it("refuses a copy of a taken roll under a new id within its scope, and takes it in another scope", async () => {
    const data = await rolled("4D", [5, 5, 6, 2]);
    expect(takeRoll(data, { codes: [parseDieCode("4D")], scope: "attack.post Actor.kell" })?.total).toBe(18);
    const copy = JSON.parse(JSON.stringify(data)) as { options: { rollId: string } };
    copy.options.rollId = "0".repeat(32);
    expect(takeRoll(copy, { codes: [parseDieCode("4D")], scope: "attack.post Actor.kell" })).toBeNull();
    copy.options.rollId = "1".repeat(32);
    expect(takeRoll(copy, { codes: [parseDieCode("4D")], scope: "attack.post Actor.garro" })?.total).toBe(18);
  });

  it("refuses a roll of a code the gamemaster did not compute", async () => {
    expect(takeRoll(await rolled("5D", [1, 2, 3, 4, 5]), { codes: [parseDieCode("3D"), parseDieCode("4D")] })).toBeNull();
  });

  it("refuses a roll whose dice are more than its code says, whatever its total claims", async () => {
    const data = await rolled("3D", [4, 2, 5]);
    const terms = data.terms as { class: string; number: number; results: { result: number; active: boolean }[] }[];
    const dice = terms.find((term) => term.class === "Die")!;
    dice.number += 2;
    dice.results.push({ result: 6, active: true }, { result: 6, active: true });
    expect(takeRoll(data, { codes: [parseDieCode("3D")] })).toBeNull();
  });

  it("refuses a roll with character point dice smuggled into its options", async () => {
    const data = await rolled("3D", [4, 2, 5]);
    (data.options as Record<string, unknown>).points = { roll: "skill", forcePoint: false, characterPoints: [[6, 6, 5]] };
    expect(takeRoll(data, { codes: [parseDieCode("3D")] })).toBeNull();
  });

  it("refuses a roll without its id, and a face that no d6 shows", async () => {
    const noId = await rolled("2D", [3, 4]);
    delete (noId.options as Record<string, unknown>).rollId;
    expect(takeRoll(noId, { codes: [parseDieCode("2D")] })).toBeNull();
    const seven = await rolled("2D", [3, 4]);
    (seven.terms as { results?: { result: number }[] }[]).find((term) => term.results)!.results![0]!.result = 7;
    expect(takeRoll(seven, { codes: [parseDieCode("2D")] })).toBeNull();
  });

  it("takes a roll planned from the expected base up to the most allowed, and no higher", async () => {
    expect(takeRoll(await rolled("3D", [1, 2, 3], "4D"), { base: parseDieCode("4D"), most: parseDieCode("4D") })?.total).toBe(6);
    expect(takeRoll(await rolled("5D", [1, 2, 3, 4, 5], "4D"), { base: parseDieCode("4D"), most: parseDieCode("4D") })).toBeNull();
    expect(takeRoll(await rolled("4D", [1, 2, 3, 4], "3D"), { base: parseDieCode("4D") })).toBeNull();
  });

  it("refuses data that is no evaluated D6 roll", () => {
    expect(takeRoll({ class: "D6Roll", total: 99 }, { codes: [parseDieCode("3D")] })).toBeNull();
    expect(takeRoll(null, { codes: [parseDieCode("3D")] })).toBeNull();
  });
});
