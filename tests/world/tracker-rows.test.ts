/**
 * The combat tracker as the gamemaster and a player meet it in the world: the system's tracker class
 * rendered inside core's (tests/world/combat-tracker.ts), its rows answering core's row handling (a
 * click selects and pans to the token, a double click opens the sheet, hovering lights the token),
 * the resource core's tracker settings track shown in each row, core's next-turn the one "next",
 * and Foundry's turn on the combatant acting now on every client, where core's turn marker reads it.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, roundCommand, startSegments } from "./attack-scenario.ts";
import type { Client } from "./client.ts";

interface RenderedTracker {
  element: HTMLElement;
  render(options?: object): Promise<unknown>;
}

interface ViewedCanvas {
  tokens: { controlled: { id: string }[]; hover: { id: string } | null };
  pans: { x: number; y: number }[];
}

/** Renders `client`'s combat tracker (the class the system registered). */
async function renderTracker(client: Client): Promise<RenderedTracker> {
  return client.run(async () => {
    const Tracker = (CONFIG.ui as unknown as { combat: new () => RenderedTracker }).combat;
    const tracker = new Tracker();
    await tracker.render();
    return tracker;
  });
}

const canvasOf = (client: Client) => client.globals.canvas as unknown as ViewedCanvas;

/** The turn Foundry holds on `client` and the combatant it points at. */
function turnOn(client: Client): { turn: number | null; combatant: string | null } {
  const combat = client.combats.contents[0]!;
  return { turn: combat.turn, combatant: combat.combatant?.id ?? null };
}

/** A click as the browser sends it: `detail` counts the clicks of a double click. */
async function click(client: Client, element: Element, detail = 1): Promise<void> {
  await client.run(async () => {
    element.dispatchEvent(new client.window.MouseEvent("click", { bubbles: true, cancelable: true, detail }) as unknown as Event);
  });
}

describe("the tracker behaves like core's", () => {
  it("selects, pans to, opens and lights a combatant from his row, and shows the tracked resource", async () => {
    const { world, sceneId, tokens, actors } = await attackWorld({ seed: 4 });
    const gm = world.client("GM");
    await gm.run(() => game.settings.set("core" as never, "combatTrackerConfig" as never, { resource: "characterPoints", skipDefeated: false } as never));
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    gm.viewScene(sceneId);
    const tracker = await renderTracker(gm);
    const row = (token: string) => tracker.element.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${ids[token]}"]`)!;

    expect([...tracker.element.querySelectorAll("li.combatant")].map((li) => li.getAttribute("data-action"))).toEqual([
      "activateCombatant",
      "activateCombatant",
    ]);
    // Kell's character points are tracked; the stormtrooper's stat block has none of its own to show.
    expect(row(tokens.kellToken).querySelector(".token-resource .resource")?.textContent).toBe("Tracked resource: 5");

    await click(gm, row(tokens.kellToken).querySelector(".name")!);
    await world.settle();
    expect(canvasOf(gm).tokens.controlled.map((t) => t.id)).toEqual([tokens.kellToken]);
    expect(canvasOf(gm).pans).toEqual([{ x: 0, y: 0 }]);

    // A button in a row is its own action: the stormtrooper's hide toggle selects and pans nothing.
    await click(gm, row(tokens.tk421).querySelector('[data-action="toggleHidden"]')!);
    await world.settle();
    expect(canvasOf(gm).tokens.controlled.map((t) => t.id)).toEqual([tokens.kellToken]);
    expect(canvasOf(gm).pans).toHaveLength(1);

    await click(gm, row(tokens.tk421).querySelector(".name")!);
    await world.settle();
    expect(canvasOf(gm).tokens.controlled.map((t) => t.id)).toEqual([tokens.tk421]);
    expect(canvasOf(gm).pans.at(-1)).toEqual({ x: 500, y: 500 });

    // A double click opens Kell's sheet.
    const sheetOpen = () => gm.run(() => (game.actors.get(actors.kell)!.sheet as unknown as { rendered: boolean } | null)?.rendered === true);
    expect(sheetOpen()).toBe(false);
    await click(gm, row(tokens.kellToken).querySelector(".name")!, 2);
    await world.settle();
    expect(sheetOpen()).toBe(true);

    // Hovering a row lights its token, leaving it puts the light out.
    await gm.run(async () => void row(tokens.tk421).dispatchEvent(new gm.window.Event("pointerenter") as unknown as Event));
    expect(canvasOf(gm).tokens.hover?.id).toBe(tokens.tk421);
    await gm.run(async () => void row(tokens.tk421).dispatchEvent(new gm.window.Event("pointerleave") as unknown as Event));
    expect(canvasOf(gm).tokens.hover).toBeNull();
  });

  it("keeps Foundry's turn on the combatant acting now, moved on by core's next turn, the one next control", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 4 });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    // Segments ordered by the action rolls (Grundregeln), so that the higher roll acts first.
    await gm.run(() => game.settings.set("swd6rpg" as never, "initiative" as never, "segments" as never));
    await world.settle();
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    const [kellId, trooperId] = [ids[tokens.kellToken]!, ids[tokens.tk421]!];

    // Declaring: no one acts, so no one holds the turn (core's marker shows on no token).
    expect(turnOn(gm)).toEqual({ turn: null, combatant: null });
    await roundCommand(world, kell, { type: "declare", combatant: kellId, actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }] });
    await roundCommand(world, gm, { type: "declare", combatant: trooperId, actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }] });
    await startSegments(world, gm);
    // Rolls still to come: no one acts yet.
    expect(turnOn(gm).turn).toBeNull();

    // The trooper rolls higher: he acts first, and the turn is his, on every client.
    await roundCommand(world, gm, { type: "roll", combatant: kellId, total: 9, tieCode: null });
    await roundCommand(world, gm, { type: "roll", combatant: trooperId, total: 14, tieCode: null });
    const turns = gm.combats.contents[0]!.turns.map((c) => c.id);
    for (const client of [gm, kell]) expect(turnOn(client)).toEqual({ turn: turns.indexOf(trooperId), combatant: trooperId });

    // The tracker marks that row as acting, and holds core's next turn as its one next control.
    const tracker = await renderTracker(gm);
    expect(tracker.element.querySelector('li.combatant[aria-current="true"]')?.getAttribute("data-combatant-id")).toBe(trooperId);
    expect(tracker.element.querySelectorAll('[data-action="nextTurn"]')).toHaveLength(1);
    expect(tracker.element.querySelector('[data-action="advance"]')).toBeNull();

    await click(gm, tracker.element.querySelector('[data-action="nextTurn"]')!);
    await world.settle();
    for (const client of [gm, kell]) expect(turnOn(client)).toEqual({ turn: turns.indexOf(kellId), combatant: kellId });

    // Kell has acted too: the segment is over, no one holds the turn until the next one's rolls.
    await click(gm, tracker.element.querySelector('[data-action="nextTurn"]')!);
    await world.settle();
    expect(turnOn(kell)).toEqual({ turn: null, combatant: null });
  });
});
