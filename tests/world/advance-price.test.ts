/**
 * Advancement keeps its price, through the character sheet in the world under both presets (R&E
 * Rules, Character Points: a skill costs "the number before the D" to raise one pip; Blaster 4D+2 costs 4
 * and becomes 5D, three pips making a die, Grundregeln): the log says what was paid for, and the
 * code the character paid for is the code the sheet shows and a roll rolls.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import { formatDieCode } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;

describe.each(["first-edition", "revised"] as const)("raising Blaster 4D+2 from the sheet (%s)", (preset) => {
  it("costs 4 character points, logs 4D+2 → 5D, and the sheet and the roll show 5D", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", characterPoints: 20 });
    await world.connectAll();
    const gm = world.client("GM");
    await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
    const actor = () => gm.actors.get(kell)! as unknown as SWD6Actor;
    const blaster = () => actor().items.find((item) => item.type === "skill" && (item.system as { key?: string }).key === "blaster")!;
    // Dexterity 3D and 1D+2 added: Blaster 4D+2.
    await gm.run(() => (blaster() as unknown as { update(changes: object): Promise<unknown> }).update({ "system.bonus": "1D+2" }));
    await world.settle();
    const code = () => gm.run(() => formatDieCode(actor().skillRollRequest(blaster().id as string).code));
    expect(code()).toBe("4D+2");

    const client = world.client("Kell");
    const sheet = await openSheet(client, "character", () => game.actors.get(kell));
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="toggleAdvance"]')!.click());
    await world.settle();
    const button = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="advance"][data-advance-key]')].find((b) =>
      b.closest("[data-item-id]")?.textContent?.includes("Blaster"),
    )!;
    client.dialogAnswers.push(true);
    client.run(() => button.click());
    await world.settle();

    const log = (actor().system as unknown as { advances: { from: string; to: string; cost: number }[]; characterPoints: number }).advances;
    expect(log).toEqual([expect.objectContaining({ from: "4D+2", to: "5D", cost: 4 })]);
    expect((actor().system as unknown as { characterPoints: number }).characterPoints).toBe(16);
    expect(code()).toBe("5D");
    const row = sheet.element.querySelector(`[data-item-id="${blaster().id}"]`);
    expect(row?.textContent).toContain("5D");
    expect(row?.textContent).not.toContain("4D+3");
  });
});
