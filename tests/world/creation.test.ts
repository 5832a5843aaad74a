/**
 * The creation wizard in the world: a gamemaster opens a compendium template's sheet, presses
 * Create character, places the skill dice, walks the steps, and the character is created once, at
 * the end, with the dice placed; a player, who may not create actors, is told so.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { openSheet } from "./sheets.ts";
import type { Client } from "./client.ts";

function type(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
    input.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
  });
}

async function templateSheet(client: Client, name: string) {
  const template = await client.run(async () => {
    const pack = game.packs.get("swd6rpg.templates") as unknown as { getDocuments(): Promise<{ name: string }[]> };
    return (await pack.getDocuments()).find((t) => t.name === name)!;
  });
  return openSheet(client, "template", () => template);
}

/** A world of a gamemaster and a player, the gamemaster's wizard opened from the Brash Pilot's sheet. */
async function pilotWizard() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  await world.connectAll();
  const gm = world.client("GM");
  const sheet = await templateSheet(gm, "Brash Pilot");
  gm.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="createCharacter"]')!.click());
  await world.settle();
  const wizard = () => gm.window.document.querySelector(".swd6-creation") as unknown as HTMLElement;
  return { world, gm, wizard };
}

describe("the creation wizard in the world", () => {
  it("creates a Brash Pilot with the dice placed, once, at the end", async () => {
    const { world, gm, wizard } = await pilotWizard();
    expect(wizard()).not.toBeNull();
    const name = wizard().querySelector<HTMLInputElement>('[data-wizard-field="name"]');
    if (name) type(gm, name, "Dash Varro");
    await world.settle();
    const next = () => wizard().querySelector<HTMLButtonElement>('[data-action="next"]');
    gm.run(() => next()!.click());
    await world.settle();
    // The template's species, Human, is in the species compendium: its attributes step comes first
    // and the pilot's attributes (2D to 4D each, 18D) already fit it.
    expect(wizard().querySelector('tr[data-attribute="mec"]')).not.toBeNull();
    gm.run(() => next()!.click());
    await world.settle();
    // The skills step: 2D in three skills and 1D in a fourth make the 7D.
    const dice = [...wizard().querySelectorAll<HTMLInputElement>("input[data-skill-dice]")];
    expect(dice.length).toBeGreaterThan(4);
    for (const [i, value] of ["2D", "2D", "2D", "1D"].entries()) {
      type(gm, wizard().querySelectorAll<HTMLInputElement>("input[data-skill-dice]")[i], value);
      await world.settle();
    }
    expect(world.server.store.get("Actor")!.size).toBe(0);
    for (let step = 0; step < 6 && next(); step++) {
      gm.run(() => next()!.click());
      await world.settle();
    }
    gm.run(() => wizard().querySelector<HTMLButtonElement>('[data-action="finish"]')!.click());
    await world.settle();
    const actors = [...world.server.store.get("Actor")!.values()];
    expect(actors).toHaveLength(1);
    expect(actors[0]).toMatchObject({ type: "character" });
    const bonuses = (actors[0].items as { type: string; system: { bonus: string } }[]).filter((i) => i.type === "skill" && i.system.bonus !== "0D");
    expect(bonuses.length).toBeGreaterThanOrEqual(4);
  });

  it("makes a Brash Pilot a Rodian: the species compendium's ranges bound the attributes, and the character carries the species", async () => {
    const { world, gm, wizard } = await pilotWizard();
    const species = wizard().querySelector<HTMLSelectElement>('select[data-wizard-field="speciesChoice"]')!;
    expect([...species.options].some((option) => option.value === "Rodian")).toBe(true);
    type(gm, species as unknown as HTMLInputElement, "Rodian");
    await world.settle();
    const click = async (selector: string, times = 1) => {
      for (let i = 0; i < times; i++) {
        gm.run(() => wizard().querySelector<HTMLButtonElement>(selector)!.click());
        await world.settle();
      }
    };
    await click('[data-action="next"]');
    // The Rodian's Mechanical reaches 2D+2 and his Technical 2D+1: the pilot's 4D and 3D are too high.
    const row = (key: string) => wizard().querySelector<HTMLElement>(`tr[data-attribute="${key}"]`)!;
    expect(row("mec").classList.contains("out-of-range")).toBe(true);
    await click('[data-action="next"]');
    expect(wizard().querySelector(".swd6-creation-problems")?.textContent).toContain("2D+2");
    await click('[data-action="stepAttribute"][data-attribute="mec"][data-step="-1"]', 4);
    await click('[data-action="stepAttribute"][data-attribute="tec"][data-step="-1"]', 2);
    await click('[data-action="stepAttribute"][data-attribute="dex"][data-step="1"]', 5);
    await click('[data-action="stepAttribute"][data-attribute="str"][data-step="1"]', 1);
    for (let step = 0; step < 7 && wizard().querySelector('[data-action="next"]'); step++) await click('[data-action="next"]');
    await click('[data-action="finish"]');
    const [made] = [...world.server.store.get("Actor")!.values()] as {
      system: { species: string; attributes: Record<string, string> };
      items: { type: string; name: string }[];
    }[];
    expect(made!.system.species).toBe("Rodian");
    expect(made!.system.attributes).toMatchObject({ dex: "4D+2", mec: "2D+2", str: "3D+1", tec: "2D+1" });
    expect(made!.items.filter((item) => item.type === "species").map((item) => item.name)).toEqual(["Rodian"]);
  });

  it("tells a player he may not create characters", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    await world.connectAll();
    const kell = world.client("Kell");
    const sheet = await templateSheet(kell, "Brash Pilot");
    kell.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="createCharacter"]')?.click());
    await world.settle();
    expect(world.server.store.get("Actor")!.size).toBe(0);
    expect(kell.notifications.shown.at(-1)).toEqual({ type: "warn", message: kell.i18n.localize("SWD6.Template.cannotCreate") });
  });
});
