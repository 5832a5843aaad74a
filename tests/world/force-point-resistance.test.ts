/**
 * A Force point spent this round doubles the Strength a target resists damage with (Reglas: "todos
 * los códigos … se doblan"), on the attack card in the world: Garro's resistance roll is his Strength
 * twice with his armor once, the gamemaster accepts it; without the point, the plain code.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, hitGarro, toResisted } from "./attack-scenario.ts";
import { addDieCodes, formatDieCode, parseDieCode } from "../../src/rules/index.ts";

type ForcePointSpend = typeof import("../../src/applications/force-point-spend.ts");

/** The resistance roll's code on the card, as the gamemaster stored it. */
function resistanceCode(message: { rolls: unknown[] }): string {
  const last = message.rolls.at(-1) as { d6: { code: { dice: number; pips: number }; label: string } };
  return formatDieCode(last.d6.code);
}

describe("a Force point on the card's resistance roll", () => {
  it.each([true, false])("Garro resists with his Strength doubled only while his Force point is active (%s)", async (spent) => {
    const scenario = await attackWorld({ seed: 7 });
    const { world, actors } = scenario;
    const garro = world.client("Garro");
    if (spent) {
      // As the roll dialog asks for it: the gamemaster takes the point and records the round.
      const answer = await garro.run(() =>
        garro.module<ForcePointSpend>("applications/force-point-spend.ts").requestForcePoint(game.actors.get(actors.garro) as never),
      );
      expect(answer).toEqual({ ok: true });
      await world.settle();
    }
    const messageId = await hitGarro(scenario);
    await toResisted(world, messageId);
    const message = world.client("GM").messages.get(messageId)!;
    const target = (message.system as unknown as { state: { targets: { codes: { resistance: string; forcePointResistance?: string }; stage: string }[] } })
      .state.targets[0]!;
    expect(target.stage).toBe("resisted");
    const strength = parseDieCode((world.client("GM").actors.get(actors.garro)!.system as { attributes: { str: string } }).attributes.str);
    expect(target.codes.forcePointResistance).toBe(formatDieCode(addDieCodes(parseDieCode(target.codes.resistance), strength)));
    expect(resistanceCode(message)).toBe(spent ? target.codes.forcePointResistance : target.codes.resistance);
  });
});
