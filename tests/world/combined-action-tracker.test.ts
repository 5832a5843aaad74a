/**
 * Combined actions from the combat tracker (R&E Rules, "Combined Actions": "the characters agree to
 * combine" in the declaration, the leader rolls command and "+1D for every three characters
 * combining" goes to the task), under both presets: in the declaration phase the tracker's
 * "Combined action" button opens the dialog over the characters the user owns, the group is declared
 * through the gamemaster, and the leader's owner then finds a command roll button that rolls once and
 * posts the card. A player who owns a single character is offered neither.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight } from "./attack-scenario.ts";
import type { Client } from "./client.ts";
import { combinedActionBonus, formatModifier } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Cards = typeof import("../../src/data/message/index.ts");
type Member = { declaration: { id: string; actions: { label?: string }[] }; declared: boolean };

/** Renders `client`'s combat tracker (the class the system registered). */
async function renderTracker(client: Client): Promise<HTMLElement> {
  return client.run(async () => {
    const Tracker = (CONFIG.ui as unknown as { combat: new () => { element: HTMLElement; render(): Promise<unknown> } }).combat;
    const tracker = new Tracker();
    await tracker.render();
    return tracker.element;
  });
}

/** The tracker's buttons on `client`, by their text (their accessible name). */
async function trackerButtons(client: Client): Promise<HTMLButtonElement[]> {
  return [...(await renderTracker(client)).querySelectorAll<HTMLButtonElement>("button")];
}

/** Clicks the button whose text is `text` on `client`'s tracker, as a pointer or the keyboard would. */
async function pressNamed(client: Client, text: string): Promise<void> {
  const button = (await trackerButtons(client)).find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`no "${text}" button on ${client.user.name}'s tracker`);
  await client.run(async () => {
    button.dispatchEvent(new client.window.MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }) as unknown as Event);
  });
}

const names = async (client: Client) => (await trackerButtons(client)).map((b) => b.textContent?.trim() ?? "");

describe.each(["first-edition", "revised"] as const)("a combined action from the tracker (%s)", (preset) => {
  it("the gamemaster declares his troopers' combined action in the dialog, and rolls TK-421's command once from the tracker", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 5 });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
    await world.settle();
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421, tokens.tk422]);
    const round = () => (gm.combats.contents[0] as unknown as { roundState: { combatants: Member[] } }).roundState;
    const declare = gm.i18n.localize("SWD6.Combined.declareButton");

    expect(await names(gm)).toContain(declare);
    // Kell owns one character: nothing to combine.
    expect(await names(kell)).not.toContain(kell.i18n.localize("SWD6.Combined.declareButton"));

    gm.dialogAnswers.push({
      fields: { leader: ids[tokens.tk421]!, [`member.${ids[tokens.tk422]}`]: true, label: "Cover the door", skill: "blaster", difficulty: 5 },
    });
    await pressNamed(gm, declare);
    await world.settle();
    const follower = round().combatants.find((c) => c.declaration.id === ids[tokens.tk422])!;
    expect(follower.declared).toBe(true);
    expect(follower.declaration.actions.map((a) => a.label)).toEqual(["Cover the door"]);
    expect(
      round()
        .combatants.find((c) => c.declaration.id === ids[tokens.tk421])!
        .declaration.actions.map((a) => a.label),
    ).toEqual(["command"]);

    // The leader's owner finds the command roll; Kell, who does not own TK-421, does not.
    const command = gm.i18n.format("SWD6.Combined.rollCommand", { label: "Cover the door", name: "TK-421" });
    expect(await names(gm)).toContain(command);
    expect((await names(kell)).some((name) => name.includes("Cover the door"))).toBe(false);
    const before = gm.messages.size;
    await pressNamed(gm, command);
    await world.settle();
    expect(gm.messages.size).toBe(before + 1);
    const view = gm.module<Cards>("data/message/index.ts").cardData(gm.messages.contents.at(-1)!, "combinedAction")!.view as {
      total: number;
      difficulty: number;
      bonus: string;
    };
    expect(view.difficulty).toBe(5);
    expect(view.bonus).toBe(formatModifier(combinedActionBonus(1, view.total, 5)));
    // Rolled once: the button is gone.
    expect(await names(gm)).not.toContain(command);
  });

  it("a player's dialog offers only his own characters, and sets no difficulty", async () => {
    const { world, sceneId, tokens, actors } = await attackWorld({ seed: 5 });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
    await world.settle();
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken, tokens.tk421]);
    // Kell is given Garro's character as well, so he has a group of two to combine.
    await gm.run(async () => {
      await game.actors.get(actors.garro)!.update({ ownership: { default: 0, [world.id("Garro")]: 3, [world.id("Kell")]: 3 } } as never);
    });
    await world.settle();
    const declare = kell.i18n.localize("SWD6.Combined.declareButton");
    kell.dialogAnswers.push({ fields: { leader: ids[tokens.kellToken]!, [`member.${ids[tokens.garroToken]}`]: true, label: "Rush the door" } });
    await pressNamed(kell, declare);
    await world.settle();
    const dialogs = kell.window.document.querySelectorAll(".swd6-combined-body");
    const dialog = dialogs[dialogs.length - 1]!;
    expect([...dialog.querySelectorAll("select[name=leader] option")].map((o) => o.textContent)).toEqual(["Kell Tavari", "Garro"]);
    expect(dialog.querySelector("[name=difficulty]")).toBeNull();
    const round = (gm.combats.contents[0] as unknown as { roundState: { combatants: Member[] } }).roundState;
    expect(round.combatants.find((c) => c.declaration.id === ids[tokens.garroToken])!.declaration.actions.map((a) => a.label)).toEqual(["Rush the door"]);
    expect(await names(kell)).toContain(kell.i18n.format("SWD6.Combined.rollCommand", { label: "Rush the door", name: "Kell Tavari" }));
  });
});
