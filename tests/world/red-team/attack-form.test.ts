/**
 * Red team: the attack dialog's fields a player sends with his attack. The gamemaster plans the
 * attack again from them, so what they may say is bounded on his side: a player's free modifier is
 * at most ±3D, and a distance the world can measure between the tokens is the measured one.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, cardState, lastMessage, shoot } from "../attack-scenario.ts";

type AttackPostRequest = import("../../../src/applications/attack/attack-request.ts").AttackPostRequest;
type Presets = typeof import("../../../src/applications/settings/rule-presets-menu.ts");

describe.each(["revised", "first-edition"] as const)("red team: the attack form (%s)", (preset) => {
  async function presetWorld() {
    const scenario = await attackWorld();
    const gm = scenario.world.client("GM");
    await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
    await scenario.world.settle();
    return scenario;
  }

  it("a player's +90D attack, whose code the gamemaster computes from the form, posts no card; +3D does, and the gamemaster's own +90D too", async () => {
    const { world, actors, sceneId, tokens } = await presetWorld();
    const kell = world.client("Kell");
    const gm = world.client("GM");
    const target = [{ sceneId, tokenId: tokens.garroToken, distance: 15 }];
    /** The form's modifier typed from the console, with a roll of the code it makes: the honest code's dice plus the modifier's. */
    const forged = (modifier: string, more: { dice: number; pips: number }) => (sent: AttackPostRequest) => {
      const options = (sent.roll as { options: { code: { dice: number; pips: number } } }).options;
      const code = { dice: options.code.dice + more.dice, pips: options.code.pips + more.pips };
      const roll = kell.module<typeof import("../../../src/dice/d6-roll.ts")>("dice/d6-roll.ts").D6Roll.fromOptions({ ...options, code } as never);
      roll.evaluateSync();
      sent.form.modifier = modifier;
      sent.roll = roll.toJSON();
    };
    const cards = gm.messages.size;
    const huge = await shoot(kell, actors.kell, target, forged("+90D", { dice: 90, pips: 0 }));
    await world.settle();
    expect(huge.answer).toMatchObject({ ok: false, key: "SWD6.Roll.modifierTooLarge" });
    expect(gm.messages.size).toBe(cards);
    const down = await shoot(kell, actors.kell, target, forged("-3D-1", { dice: -3, pips: -1 }));
    expect(down.answer).toMatchObject({ ok: false, key: "SWD6.Roll.modifierTooLarge" });
    const aimed = await shoot(kell, actors.kell, target, () => {}, { modifier: "+3D" });
    await world.settle();
    expect(aimed.answer.ok).toBe(true);
    const own = await shoot(gm, actors.kell, target, () => {}, { modifier: "+90D" });
    await world.settle();
    expect(own.answer.ok).toBe(true);
    expect(gm.messages.size).toBe(cards + 2);
  });

  it("a player types 1 m where the tokens stand 15 m apart: the card's difficulty is the measured distance's", async () => {
    const { world, actors, sceneId, tokens } = await presetWorld();
    const kell = world.client("Kell");
    const { answer, summary } = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }], (sent) => {
      sent.form.targets[0].distance = 1;
    });
    await world.settle();
    expect(answer.ok).toBe(true);
    const measured = summary.targets[0].plan?.difficulty;
    expect(measured).toEqual(expect.any(Number));
    const target = cardState(lastMessage(world.client("GM"))).targets[0] as unknown as { baseDifficulty: number | null };
    expect(target.baseDifficulty).toBe(measured);
  });
});
