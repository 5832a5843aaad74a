/**
 * Rolls made on a client with the system's real D6 roll class (its module as that client loaded
 * it) and the world's dice, as a dialog would make them.
 */
import type { Client } from "./client.ts";

type Dice = typeof import("../../src/dice/d6-roll.ts");

/**
 * Rolls `code` on `client` with the wild die, no difficulty, planned from `base` (the code itself
 * unless given: no modifier).
 * @returns the roll's JSON data, as a client sends it with a request
 */
export function rollOn(
  client: Client,
  code: { dice: number; pips: number },
  label = "Strength",
  options: { base?: { dice: number; pips: number }; wildDie?: boolean } = {},
): Promise<object> {
  return client.run(async () => {
    const base = options.base ?? code;
    const roll = client.module<Dice>("dice/d6-roll.ts").D6Roll.fromOptions({
      label,
      actorName: null,
      base,
      code,
      modifiers: base === code ? [] : [{ source: "other", amount: { dice: code.dice - base.dice, pips: code.pips - base.pips } }],
      wildDie: options.wildDie ?? true,
      mishap: "count",
      difficulty: null,
      difficultyLevel: null,
      probability: null,
      automatic: null,
    });
    await roll.evaluate();
    return roll.toJSON() as object;
  });
}
