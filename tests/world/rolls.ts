/**
 * Rolls made on a client with the system's real D6 roll class (its module as that client loaded
 * it) and the world's dice, as a dialog would make them.
 */
import type { Client } from "./client.ts";

type Dice = typeof import("../../src/dice/d6-roll.ts");

/**
 * Rolls `code` on `client` with the wild die, no modifier and no difficulty.
 * @returns the roll's JSON data, as a client sends it with a request
 */
export function rollOn(client: Client, code: { dice: number; pips: number }, label = "Strength"): Promise<object> {
  return client.run(async () => {
    const roll = client.module<Dice>("dice/d6-roll.ts").D6Roll.fromOptions({
      label,
      actorName: null,
      base: code,
      code,
      modifiers: [],
      wildDie: true,
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
