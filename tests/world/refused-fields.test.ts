/**
 * A value the data model would refuse, typed into a real sheet by a German (or Spanish) player: the
 * field is refused alone, before any write, with a message in his language that names the field by
 * its label and says what it takes (never Foundry's English "system.forcePoints: must be at least
 * 0"); the field shows its stored value again, the rest of the edit is saved, and the next edit
 * works. A whole-number field is never rounded (2.5 is refused, not stored as 3), and a stat's die
 * code is never rewritten from a modifier ("+2" is refused, not stored as 0D+2).
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import type { Client } from "./client.ts";

/** Types into a field without a change event (as a user moving on to the next field). */
function fill(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
  });
}

/** Types into a field and lets the form see the change. */
function type(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
    input.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
  });
}

async function germanWorld(lang: "de" | "es" = "de", type: "character" | "npc" = "character") {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Vesh", role: "PLAYER", lang },
  ]);
  const id = seedCharacter(world, "Brash Pilot", { owner: "Vesh", name: "Vesh Olan", type, ...(type === "npc" ? { groupSize: 4 } : {}) });
  await world.connectAll();
  const client = world.client("Vesh");
  const stored = () => world.client("GM").actors.get(id)!;
  const system = () => stored().system as unknown as Record<string, unknown> & { attributes: Record<string, string> };
  const sheet = await openSheet(client, type, () => game.actors.get(id));
  const field = (name: string) => sheet.element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { world, client, stored, system, field };
}

/** The errors shown to a client since `from`. */
function errorsSince(client: Client, from: number): string[] {
  return client.notifications.shown.slice(from).flatMap((n) => (n.type === "error" ? [n.message] : []));
}

describe("a value the data model refuses, typed into a German player's sheet", () => {
  it("Force points -1: refused alone in German naming Machtpunkte, the name typed with it saved, the next edit works", async () => {
    const { world, client, stored, system, field } = await germanWorld();
    const points = system().forcePoints as number;
    const from = client.notifications.shown.length;
    fill(client, field("name"), "Vesh der Kühne");
    type(client, field("system.forcePoints"), "-1");
    await world.settle();
    expect(stored().name).toBe("Vesh der Kühne");
    expect(system().forcePoints).toBe(points);
    expect(field("system.forcePoints").value).toBe(String(points));
    const errors = errorsSince(client, from);
    expect(errors).toEqual([client.i18n.format("SWD6.Common.Refused.min", { field: "Machtpunkte", value: "-1", min: "0", kept: String(points) })]);
    expect(errors[0]).toContain("Machtpunkte: mindestens 0");
    expect(errors.join(" ")).not.toMatch(/system\.|must be/);

    type(client, field("system.forcePoints"), "3");
    await world.settle();
    expect(system().forcePoints).toBe(3);
    expect(errorsSince(client, from)).toHaveLength(1);
  });

  it("character points 2.5: refused as no whole number, never rounded to 3", async () => {
    const { world, client, system, field } = await germanWorld();
    type(client, field("system.characterPoints"), "4");
    await world.settle();
    const from = client.notifications.shown.length;
    type(client, field("system.characterPoints"), "2.5");
    await world.settle();
    expect(system().characterPoints).toBe(4);
    expect(field("system.characterPoints").value).toBe("4");
    expect(errorsSince(client, from)).toEqual([client.i18n.format("SWD6.Common.Refused.integer", { field: "Charakterpunkte", value: "2.5", kept: "4" })]);
    expect(errorsSince(client, from)[0]).toContain("Charakterpunkte: nur ganze Zahlen");
  });

  it("a cleared Move: refused naming Bewegung, the stored Move shown again", async () => {
    const { world, client, system, field } = await germanWorld();
    const move = system().move as number;
    const from = client.notifications.shown.length;
    type(client, field("system.move"), "");
    await world.settle();
    expect(system().move).toBe(move);
    expect(field("system.move").value).toBe(String(move));
    expect(errorsSince(client, from)).toEqual([client.i18n.format("SWD6.Common.Refused.number", { field: "Bewegung", kept: String(move) })]);
  });

  it("a Dexterity of +2: refused as a modifier, never stored as 0D+2; 3D+2 is taken", async () => {
    const { world, client, system, field } = await germanWorld();
    const dex = system().attributes.dex;
    const from = client.notifications.shown.length;
    for (const typed of ["+2", "+1D"]) {
      type(client, field("system.attributes.dex"), typed);
      await world.settle();
      expect(system().attributes.dex).toBe(dex);
      expect(field("system.attributes.dex").value).toBe(dex);
    }
    const errors = errorsSince(client, from);
    expect(errors).toEqual(["+2", "+1D"].map((value) => client.i18n.format("SWD6.Common.dieCodeModifier", { value })));
    expect(errors[0]).toContain("„+2“ ist ein Modifikator");
    type(client, field("system.attributes.dex"), "3d+2");
    await world.settle();
    expect(system().attributes.dex).toBe("3D+2");
    expect(errorsSince(client, from)).toHaveLength(2);
  });
});

describe("an NPC's group size, typed into a German gamemaster's sheet", () => {
  it("2.5 and 101 are refused with German messages naming Gruppengröße; 5 is taken", async () => {
    const world = new World([{ name: "GM", role: "GAMEMASTER", lang: "de" }]);
    const id = seedCharacter(world, "Brash Pilot", { name: "Sturmtruppen", type: "npc", groupSize: 4 });
    await world.connectAll();
    const gm = world.client("GM");
    const size = () => (gm.actors.get(id)!.system as { groupSize: number }).groupSize;
    const sheet = await openSheet(gm, "npc", () => game.actors.get(id));
    const field = () => sheet.element.querySelector<HTMLInputElement>('input[name="system.groupSize"]')!;
    const label = gm.i18n.localize("SWD6.Npc.groupSize");
    const from = gm.notifications.shown.length;
    type(gm, field(), "2.5");
    await world.settle();
    expect(size()).toBe(4);
    expect(field().value).toBe("4");
    type(gm, field(), "101");
    await world.settle();
    expect(size()).toBe(4);
    expect(errorsSince(gm, from)).toEqual([
      gm.i18n.format("SWD6.Common.Refused.integer", { field: label, value: "2.5", kept: "4" }),
      gm.i18n.format("SWD6.Common.Refused.max", { field: label, value: "101", max: "100", kept: "4" }),
    ]);
    expect(errorsSince(gm, from)[1]).toContain(`${label}: höchstens 100`);
    type(gm, field(), "5");
    await world.settle();
    expect(size()).toBe(5);
    expect(errorsSince(gm, from)).toHaveLength(2);
  });
});

describe("a value the data model refuses, typed into a Spanish player's sheet", () => {
  it("Dark Side points -2: refused in Spanish naming the field, nothing of Foundry's English", async () => {
    const { world, client, system, field } = await germanWorld("es");
    const from = client.notifications.shown.length;
    type(client, field("system.darkSidePoints"), "-2");
    await world.settle();
    expect(system().darkSidePoints).toBe(0);
    const label = client.i18n.localize("SWD6.Character.darkSidePoints");
    expect(errorsSince(client, from)).toEqual([client.i18n.format("SWD6.Common.Refused.min", { field: label, value: "-2", min: "0", kept: "0" })]);
    expect(errorsSince(client, from)[0]).toContain(`${label}: como mínimo 0`);
  });
});
