/**
 * Item sheets in the world: a character's weapon and skill edited on their own sheets by the
 * owner, through the real sheet classes. A damage the rules cannot read, or a specialization's code
 * below zero in a list row, is refused with the old value kept; a valid edit is written. A German
 * player's refused damage or ranges come back in German and never hold back the name typed with them.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import type { Client } from "./client.ts";

function type(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
    input.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
  });
}

async function itemWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]] });
  await world.connectAll();
  return { world, kell };
}

describe("item sheets in the world", () => {
  it("a weapon's damage: written when the rules read it, refused with the old value kept when they cannot", async () => {
    const { world, kell } = await itemWorld();
    const client = world.client("Kell");
    const item = () =>
      world
        .client("GM")
        .actors.get(kell)!
        .items.find((i) => i.name === "Blaster Pistol")!;
    const sheet = await openSheet(client, "weapon", () => game.actors.get(kell)!.items.get(item().id));
    const damage = () => sheet.element.querySelector<HTMLInputElement>('input[name="system.damage"]')!;
    type(client, damage(), "5D");
    await world.settle();
    expect((item().system as { damage: string }).damage).toBe("5D");
    type(client, damage(), "lots of damage");
    await world.settle();
    expect((item().system as { damage: string }).damage).toBe("5D");
    expect(client.notifications.shown.at(-1)?.type).toBe("error");
  });

  it("a skill's specialization row: a code below zero is refused, the row keeps its stored code", async () => {
    const { world, kell } = await itemWorld();
    const client = world.client("Kell");
    const gmItem = () =>
      world
        .client("GM")
        .actors.get(kell)!
        .items.find((i) => i.name === "Blaster")!;
    await client.run(() =>
      game.actors
        .get(kell)!
        .items.get(gmItem().id)!
        .update({ "system.specializations": [{ name: "Blaster Pistol", bonus: "1D" }] } as never),
    );
    await world.settle();
    const sheet = await openSheet(client, "skill", () => game.actors.get(kell)!.items.get(gmItem().id));
    const bonus = sheet.element.querySelector<HTMLInputElement>('input[name="system.specializations.0.bonus"]')!;
    type(client, bonus, "-1D");
    await world.settle();
    expect((gmItem().system as { specializations: { bonus: string }[] }).specializations[0].bonus).toBe("1D");
    expect(client.notifications.shown.at(-1)).toMatchObject({ type: "error" });
    type(client, sheet.element.querySelector<HTMLInputElement>('input[name="system.specializations.0.bonus"]')!, "2d");
    await world.settle();
    expect((gmItem().system as { specializations: { bonus: string }[] }).specializations[0].bonus).toBe("2D");
  });
});

describe("the template and Force power sheets in the world", () => {
  it("the gamemaster adds and removes a template's skills and Force skills", async () => {
    const world = new World([{ name: "GM", role: "GAMEMASTER" }]);
    await world.connectAll();
    const gm = world.client("GM");
    const id = await gm.run(async () => {
      const pack = game.packs.get("swd6rpg.templates") as unknown as { getDocuments(): Promise<{ name: string; toObject(): object }[]> };
      const source = (await pack.getDocuments()).find((t) => t.name === "Brash Pilot")!.toObject() as Record<string, unknown>;
      const created = await Item.implementation.create({ ...source, _id: undefined } as never);
      return (created as unknown as { id: string }).id;
    });
    await world.settle();
    const template = () => gm.items.get(id)!.system as { skills: unknown[]; forceSkills: unknown[] };
    const sheet = await openSheet(gm, "template", () => game.items.get(id));
    const skills = template().skills.length;
    gm.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="addTemplateSkill"][data-attribute="dex"]')!.click());
    await world.settle();
    expect(template().skills).toHaveLength(skills + 1);
    gm.run(() => sheet.element.querySelector<HTMLButtonElement>(`[data-action="removeTemplateSkill"][data-index="${skills}"]`)!.click());
    await world.settle();
    expect(template().skills).toHaveLength(skills);
    gm.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="addForceSkill"]')!.click());
    await world.settle();
    expect(template().forceSkills).toHaveLength(1);
    gm.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="removeForceSkill"][data-index="0"]')!.click());
    await world.settle();
    expect(template().forceSkills).toHaveLength(0);
  });

  it("a Force power's difficulty rows are added and removed by its owner", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Vesh", role: "PLAYER" },
    ]);
    const vesh = seedCharacter(world, "Failed Jedi", { owner: "Vesh", name: "Vesh", powers: ["Rage"] });
    await world.connectAll();
    const client = world.client("Vesh");
    const power = () =>
      world
        .client("GM")
        .actors.get(vesh)!
        .items.find((i) => i.type === "force-power")!;
    const levels = () => (power().system as { difficulty: { control: { levels: unknown[] } } }).difficulty.control.levels.length;
    const sheet = await openSheet(client, "force-power", () => game.actors.get(vesh)!.items.get(power().id));
    const before = levels();
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="addDifficultyRow"][data-skill="control"][data-list="levels"]')!.click());
    await world.settle();
    expect(levels()).toBe(before + 1);
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="removeDifficultyRow"][data-skill="control"][data-list="levels"]')!.click());
    await world.settle();
    expect(levels()).toBe(before);
  });
});

describe("the weapon sheet's printed fields in a German client", () => {
  it("an unreadable damage is refused in German while the name typed with it is saved, and the next edit works", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Vesh", role: "PLAYER", lang: "de" },
    ]);
    const vesh = seedCharacter(world, "Brash Pilot", { owner: "Vesh", name: "Vesh Olan", gear: [["weapons", "Blaster Pistol"]] });
    await world.connectAll();
    const client = world.client("Vesh");
    const item = () =>
      world
        .client("GM")
        .actors.get(vesh)!
        .items.find((i) => (i.system as { damage?: string }).damage !== undefined)!;
    const system = () => item().system as { damage: string; ranges: string };
    const printed = { damage: system().damage, ranges: system().ranges };
    const sheet = await openSheet(client, "weapon", () => game.actors.get(vesh)!.items.get(item().id));
    const field = (name: string) => sheet.element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const errorsBefore = client.notifications.shown.filter((n) => n.type === "error").length;

    client.run(() => {
      field("name").value = "Vesh's Blaster";
    });
    type(client, field("system.damage"), "-1D");
    await world.settle();
    expect(item().name).toBe("Vesh's Blaster");
    expect(system().damage).toBe(printed.damage);
    const refusal = client.notifications.shown.at(-1)!;
    expect(refusal.type).toBe("error");
    expect(refusal.message).toContain("„-1D“");
    expect(refusal.message).toContain("behält ihren Schaden");
    expect(field("system.damage").value).toBe(printed.damage);

    type(client, field("system.ranges"), "far away");
    await world.settle();
    expect(system().ranges).toBe(printed.ranges);
    expect(client.notifications.shown.at(-1)!.message).toContain("behält ihre Reichweiten");

    const errorsAfterRefusals = client.notifications.shown.filter((n) => n.type === "error").length;
    type(client, field("system.damage"), "4D+2");
    type(client, field("system.ranges"), "3-10/25/100");
    await world.settle();
    expect(system()).toMatchObject({ damage: "4D+2", ranges: "3-10/25/100" });
    expect(client.notifications.shown.filter((n) => n.type === "error").length).toBe(errorsAfterRefusals);
    expect(errorsAfterRefusals - errorsBefore).toBe(2);
  });
});
