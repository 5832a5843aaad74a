/**
 * The R&E preset plays side initiative (R&E Rules, Initiative: "The character with the highest
 * Perception on each side rolls that attribute. The character who gets the highest roll gets to
 * decide whether his side acts first or last in that round"); the 1st-edition preset orders each
 * segment by the action rolls (Grundregeln, Reglas) and has no side roll. Played through the
 * gamemaster's tracker action *Roll sides*, which rolls each side's best Perception.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, roundCommand, shotAt } from "./attack-scenario.ts";
import type { Client } from "./client.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Sides = { rolls: { side: string; total: number }[]; winner: string | null; choice: string | null } | null;

/** The gamemaster presses one of the tracker's actions. */
async function trackerAction(gm: Client, action: string): Promise<void> {
  await gm.run(async () => {
    const Tracker = (
      CONFIG.ui as unknown as { combat: new () => { options: { actions: Record<string, (event: Event, target: HTMLElement) => Promise<void>> } } }
    ).combat;
    const tracker = new Tracker();
    await tracker.options.actions[action]!.call(
      tracker,
      new gm.window.Event("click") as unknown as Event,
      gm.window.document.createElement("button") as unknown as HTMLElement,
    );
  });
}

async function declaredFight(preset: "revised" | "first-edition") {
  const scenario = await attackWorld({ seed: 3 });
  const { world, sceneId, tokens } = scenario;
  const gm = world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await world.settle();
  const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
  await roundCommand(world, world.client("Kell"), { type: "declare", combatant: ids[tokens.kellToken], actions: [shotAt("at TK-421")] });
  await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [shotAt("at Kell")] });
  const sides = () => gm.run(() => (game.combat as unknown as { roundState: { sides: Sides } }).roundState.sides);
  return { world, gm, sides };
}

describe("initiative under each preset", () => {
  it("revised: the segments wait for the sides' Perception rolls; the tracker rolls them, the winner chooses, and the round starts", async () => {
    const { world, gm, sides } = await declaredFight("revised");
    expect(await roundCommand(world, gm, { type: "start", force: false })).toBe(false);
    await trackerAction(gm, "rollSides");
    await world.settle();
    let state = sides();
    // A tie is rolled again (R&E Rules: "Re-roll in the event of a tie").
    for (let again = 0; again < 5 && !state?.winner; again++) {
      await trackerAction(gm, "rollSides");
      await world.settle();
      state = sides();
    }
    expect(state?.winner).toBeTruthy();
    expect(state!.rolls).toHaveLength(2);
    expect(await roundCommand(world, gm, { type: "side-choice", choice: "last" })).toBe(true);
    expect(await roundCommand(world, gm, { type: "start", force: false })).toBe(true);
  });

  it("first-edition: no side roll; the round starts once everyone has declared", async () => {
    const { world, gm, sides } = await declaredFight("first-edition");
    expect(sides()).toBeNull();
    expect(await roundCommand(world, gm, { type: "start", force: false })).toBe(true);
  });
});
