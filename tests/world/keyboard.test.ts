/**
 * The system's windows used by keyboard alone, in the world: a window's tab stops counted in DOM
 * order as a browser walks them (focusable by default or with a tabindex of 0 or more, not disabled,
 * not hidden, not in a tab that is not shown), keys dispatched as a browser sends them. The character
 * sheet reaches its first roll within ten stops, each list of rows being one stop walked with the
 * arrows; the tracker's rows are stops that Enter activates; the roll, attack and declaration dialogs
 * open with their first field focused and Enter confirms them; the creation wizard's order is its
 * layout's.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import type { Client } from "./client.ts";
import { openSheet } from "./sheets.ts";
import { attackWorld, beginFight, EVERYONE, targetToken } from "./attack-scenario.ts";
import { pressTrackerButton } from "./tracker-buttons.ts";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex], [contenteditable='true']";

/** The elements Tab stops at inside `root`, in the order a browser takes them (no positive tabindex is used). */
function tabStops(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if ((element as HTMLButtonElement).disabled || (element as HTMLInputElement).type === "hidden") return false;
    const tabindex = element.getAttribute("tabindex");
    if (tabindex !== null && Number(tabindex) < 0) return false;
    // Hidden: by the attribute, inert, or in a tab that is not shown (core's `.tab:not(.active)`).
    return !element.closest("[hidden], [inert], .tab:not(.active)");
  });
}

/** A key pressed on the focused element (or `target`), as the browser sends it; true when the page took it. */
function press(client: Client, key: string, target?: Element | null): boolean {
  return client.run(() => {
    const element: Element = target ?? (client.window.document.activeElement as unknown as Element);
    const event = new client.window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }) as unknown as Event;
    element.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/** The element that has the focus on `client`'s page. */
const focused = (client: Client) => client.window.document.activeElement as unknown as HTMLElement | null;

/** Lets the windows' pending frames (a focus placed after the first render) run. */
async function frames(world: World): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await world.settle();
}

async function kellsSheet() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
  await world.connectAll();
  const client = world.client("Kell");
  const sheet = await openSheet(client, "character", () => game.actors.get(kell));
  return { world, client, sheet, kell };
}

describe("the character sheet by keyboard", () => {
  it("reaches its first roll within ten stops of its first control, each list of rows one stop", async () => {
    const { sheet } = await kellsSheet();
    const stops = tabStops(sheet.element);
    const firstRoll = stops.findIndex((element) => element.matches("[data-roll-control]"));
    expect(firstRoll).toBeGreaterThan(0);
    expect(firstRoll).toBeLessThanOrEqual(10);
    // One stop per list: no skill row's edit, delete or bonus control, no second wound level or tab.
    expect(stops.filter((element) => element.closest(".swd6-skill"))).toEqual([]);
    expect(stops.filter((element) => element.matches('[data-action="setWoundLevel"]'))).toHaveLength(1);
    expect(stops.filter((element) => element.matches('[data-action="tab"]'))).toHaveLength(1);
    expect(stops.length).toBeLessThan(40);
  });

  it("walks an attribute's rows with the arrows and reaches a row's controls by their keys", async () => {
    const { client, sheet } = await kellsSheet();
    const dexterity = sheet.element.querySelector<HTMLElement>('[data-attribute="dex"]')!;
    const rolls = [...dexterity.querySelectorAll<HTMLElement>("[data-roving-item]")];
    expect(rolls[0]!.matches('[data-action="rollAttribute"]')).toBe(true);
    client.run(() => rolls[0]!.focus());
    expect(press(client, "ArrowDown")).toBe(true);
    expect(focused(client)).toBe(rolls[1]);
    expect(rolls[1]!.matches('[data-action="rollSkill"]')).toBe(true);
    // The focused row is the list's stop when Tab comes back to it.
    expect(tabStops(dexterity)).toContain(rolls[1]);
    expect(tabStops(dexterity)).not.toContain(rolls[0]);
    press(client, "End");
    expect(focused(client)).toBe(rolls.at(-1));
    press(client, "Home");
    expect(focused(client)).toBe(rolls[0]);
    // "e" on the attribute edits its code; "b" on a skill row goes to its bonus, whose arrows go on along the list.
    press(client, "e");
    expect(focused(client)?.getAttribute("name")).toBe("system.attributes.dex");
    client.run(() => rolls[1]!.focus());
    press(client, "b");
    expect(focused(client)?.matches("[data-skill-bonus]")).toBe(true);
    press(client, "ArrowDown");
    expect(focused(client)).toBe(rolls[2]);
    // Each row's tooltip names its keys.
    expect(rolls[1]!.dataset.tooltip).toContain("Del");
    expect(rolls[1]!.getAttribute("aria-keyshortcuts")).toBe("B E Delete");
  });
});

describe("the combat tracker by keyboard", () => {
  it("makes each combatant's row a stop that Enter activates as a click does", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 4 });
    const gm = world.client("GM");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    gm.viewScene(sceneId);
    const tracker = await gm.run(async () => {
      const Tracker = (CONFIG.ui as unknown as { combat: new () => { element: HTMLElement; render(): Promise<unknown> } }).combat;
      const app = new Tracker();
      await app.render();
      return app;
    });
    const row = tracker.element.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${ids[tokens.tk421]}"]`)!;
    expect(tabStops(tracker.element)).toContain(row);
    gm.run(() => row.focus());
    expect(press(gm, "Enter")).toBe(true);
    await world.settle();
    const canvas = gm.globals.canvas as unknown as { tokens: { controlled: { id: string }[] }; pans: unknown[] };
    expect(canvas.tokens.controlled.map((t) => t.id)).toEqual([tokens.tk421]);
    expect(canvas.pans).toHaveLength(1);
    // A key on a button of the row stays the button's.
    const hide = row.querySelector<HTMLElement>('[data-action="toggleHidden"]')!;
    expect(press(gm, "Enter", hide)).toBe(false);
  });
});

describe("the dialogs by keyboard", () => {
  /** The window of `selector` open on `client`'s page. */
  const windowOf = (client: Client, selector: string) => client.window.document.querySelector(selector) as unknown as HTMLElement | null;

  it("the roll dialog opens on its difficulty, and Enter rolls", async () => {
    const { world, client, sheet } = await kellsSheet();
    const before = world.server.store.get("ChatMessage")!.size;
    client.run(() => sheet.element.querySelector<HTMLElement>('[data-action="rollSkill"]')!.click());
    await frames(world);
    const dialog = windowOf(client, ".swd6-roll-window")!;
    expect(focused(client)).toBe(dialog.querySelector('input[name="difficulty"]'));
    expect(press(client, "Enter")).toBe(true);
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
    expect(windowOf(client, ".swd6-roll-window")).toBeNull();
  });

  it("the attack dialog opens on its first field, and Enter attacks", async () => {
    const { world, actors, sceneId, tokens } = await attackWorld({ seed: 7, connect: EVERYONE });
    const kell = world.client("Kell");
    targetToken(kell, sceneId, tokens.garroToken);
    const sheet = await openSheet(kell, "character", () => game.actors.get(actors.kell));
    const before = world.server.store.get("ChatMessage")!.size;
    const attack = [...sheet.element.querySelectorAll<HTMLElement>('[data-action="attack"]')].find((b) => b.textContent?.includes("Blaster Pistol"))!;
    kell.run(() => attack.click());
    await frames(world);
    const dialog = windowOf(kell, ".swd6-roll-window")!;
    const first = tabStops(dialog).find((element) => element.matches("input, select, textarea"));
    expect(focused(kell)).toBe(first);
    // The distance the tokens did not give is typed, then Enter attacks.
    kell.run(() => {
      const field = focused(kell) as HTMLInputElement;
      if (field.value === "") field.value = "15";
      field.dispatchEvent(new kell.window.Event("input", { bubbles: true }) as unknown as Event);
    });
    await frames(world);
    expect(press(kell, "Enter")).toBe(true);
    await world.settle();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
  });

  it("a form dialog (the healing dialog) opens on its first field", async () => {
    const { world, client, sheet, kell } = await kellsSheet();
    await world.client("GM").run(() => game.actors.get(kell)!.update({ "system.woundLevel": "wounded" } as never));
    await world.settle();
    // The scripted user closes it; the dialog stays on the page for the test to read.
    client.dialogAnswers.push({ press: "cancel" });
    client.run(() => sheet.element.querySelector<HTMLElement>('[data-action="heal"]')!.click());
    await frames(world);
    const dialog = [...client.window.document.querySelectorAll(".dialog form")].at(-1) as unknown as HTMLElement;
    expect(dialog).toBeTruthy();
    const first = tabStops(dialog).find((element) => element.matches("input, select, textarea"));
    expect(first).toBeTruthy();
    expect(focused(client)).toBe(first);
  });

  it("the declaration dialog opens on its first field, and Enter declares", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 4 });
    const kell = world.client("Kell");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    await pressTrackerButton(kell, "declare", ids[tokens.kellToken]);
    await frames(world);
    const dialog = windowOf(kell, ".swd6-declaration")!;
    expect(focused(kell)).toBe(tabStops(dialog)[0]);
    expect(focused(kell)?.getAttribute("name")).toBe("actions.0.kind");
    expect(press(kell, "Enter")).toBe(true);
    await world.settle();
    const state = world.client("GM").combats.contents[0] as unknown as { roundState: { combatants: { declared: boolean; declaration: { id: string } }[] } };
    expect(state.roundState.combatants.find((c) => c.declaration.id === ids[tokens.kellToken])?.declared).toBe(true);
    expect(windowOf(kell, ".swd6-declaration")).toBeNull();
  });
});
