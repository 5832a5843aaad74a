/**
 * A character token's wound bar, edited by its owner as core's token HUD does
 * (`Actor#modifyTokenAttribute`, A13: a value entered, or a change with `isDelta`), under both
 * presets: it takes a wound level by its rank (0 unhurt, 1 stunned, 2 wounded … 6 killed) or a change of it, through the
 * world's damage chart (R&E Rules: wounded, wounded twice, incapacitated …; Grundregeln and Reglas:
 * no "wounded twice", a second wound incapacitates). Core's `Hooks.call` reads its listeners through
 * `this` (the world's `Hooks` does too), so the edit must call it on `Hooks` itself; a listener of
 * `modifyTokenAttribute` sees the change and may cancel it.
 */
import { describe, expect, it } from "vitest";
import { attackWorld } from "./attack-scenario.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type BarActor = { modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown> };

const CASES = [
  // preset, the level after "+1" from wounded: R&E wounded twice, the 1st edition incapacitated.
  ["revised", "wounded-twice"],
  ["first-edition", "incapacitated"],
] as const;

describe.each(CASES)("the wound bar of Kell's token (%s)", (preset, afterSecondWound) => {
  it("a value typed sets the level of that rank, a change moves it, and a listener may cancel it; nothing throws", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ seed: 4 });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
    await world.settle();
    const wound = () => (gm.actors.get(actors.kell)!.system as { woundLevel: string }).woundLevel;
    const edit = (value: number, isDelta: boolean) =>
      kell.run(() =>
        (game.scenes.get(sceneId)!.tokens.get(tokens.kellToken)!.actor as unknown as BarActor).modifyTokenAttribute("wounds", value, isDelta, true),
      );

    await edit(2, false);
    await world.settle();
    expect(wound()).toBe("wounded");
    await edit(1, true);
    await world.settle();
    expect(wound()).toBe(afterSecondWound);

    const seen: unknown[] = [];
    kell.run(() => Hooks.on("modifyTokenAttribute", (change: unknown) => (seen.push(change), false)));
    await edit(0, false);
    await world.settle();
    expect(seen).toEqual([{ attribute: "wounds", value: 0, isDelta: false, isBar: true }]);
    expect(wound()).toBe(afterSecondWound);
    expect(kell.hooks.errors).toEqual([]);
  });
});
