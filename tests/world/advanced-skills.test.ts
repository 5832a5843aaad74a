/**
 * Advanced skills at the table, through the character sheet in the world under both presets. The
 * reference data marks (A) Medicine an advanced skill of Technical built on First Aid 5D
 * (reference-data/attributes-skills.json), and the R&E Rules Upgrade prices an advanced skill at
 * twice the number before the D (reference-data/tables.json `advancement`); none of the five rule
 * documents speaks of advanced skills, so docs/rules.md ("Advanced skills") reads them from those two.
 * (A) Medicine is learned at 1D of its own (not over Technical) for 2 character points, only with
 * First Aid 5D; it is raised for twice its own dice; it rolls its own code, and its dice add to First
 * Aid's roll.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import type { Client } from "./client.ts";
import { packEntry } from "../helpers/packs.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Person = { characterPoints: number; advances: { kind: string; from: string; to: string; cost: number }[] };

/** Kell with Technical 3D, First Aid 4D+2 and Medicine not yet learned (0D), as dropped from the Skills compendium. */
async function medicWorld(preset: "first-edition" | "revised") {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", characterPoints: 10 });
  await world.connectAll();
  const gm = world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  const client = world.client("Kell");
  // What a drop from the compendium creates: an embedded copy of the entry, by its owner.
  const fromPack = (name: string, bonus: string) => {
    const entry = packEntry<Record<string, unknown>>("skills", name);
    return { name: entry.name, type: "skill", system: { ...entry.system, bonus } };
  };
  await client.run(() => game.actors.get(kell)!.createEmbeddedDocuments("Item", [fromPack("First Aid", "1D+2"), fromPack("Medicine", "0D")] as never));
  await world.settle();
  const actor = () => gm.actors.get(kell)!;
  const skill = (key: string) => actor().items.find((item) => item.type === "skill" && (item.system as { key?: string }).key === key)!;
  const person = () => actor().system as unknown as Person;
  const sheet = await openSheet(client, "character", () => game.actors.get(kell));
  client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="toggleAdvance"]')!.click());
  await world.settle();
  return { world, gm, client, kell, sheet, skill, person };
}

/** Clicks a skill's advance button in Advance mode, confirming the cost when asked. */
async function advance(world: World, client: Client, sheet: { element: HTMLElement }, itemId: string): Promise<void> {
  const button = sheet.element.querySelector<HTMLElement>(`[data-action="advance"][data-advance-key="skill:${itemId}"]`);
  if (!button) throw new Error(`no advance button for ${itemId}`);
  client.dialogAnswers.push(true);
  client.run(() => button.click());
  await world.settle();
  client.dialogAnswers.length = 0;
}

/** Rolls a skill from its row on the sheet, with no difficulty; the code the roll used. */
async function rollFromSheet(world: World, client: Client, sheet: { element: HTMLElement }, itemId: string): Promise<unknown> {
  client.dialogAnswers.push({ fields: { difficulty: "" } });
  client.run(() => sheet.element.querySelector<HTMLElement>(`[data-item-id="${itemId}"] [data-action="rollSkill"]`)!.click());
  await world.settle();
  return (world.client("GM").messages.contents.at(-1)!.rolls[0] as { d6: { base: unknown } }).d6.base;
}

const rowText = (sheet: { element: HTMLElement }, itemId: string) => sheet.element.querySelector(`[data-item-id="${itemId}"]`)?.textContent ?? "";

describe.each(["first-edition", "revised"] as const)("(A) Medicine on the character sheet (%s)", (preset) => {
  it("is learned only with First Aid 5D, at 1D of its own for 2 character points, and is raised for twice its own dice", async () => {
    const { world, gm, client, kell, sheet, skill, person } = await medicWorld(preset);
    const medicine = skill("medicine").id as string;
    const firstAid = skill("first-aid").id as string;

    // First Aid 4D+2: Medicine cannot be learned yet; the click says why and spends nothing.
    await advance(world, client, sheet, medicine);
    expect(client.notifications.shown.at(-1)).toMatchObject({ type: "error", message: expect.stringContaining("First Aid 5D") });
    expect((skill("medicine").system as { bonus: string }).bonus).toBe("0D");
    expect(person().characterPoints).toBe(10);

    // First Aid 4D+2 → 5D for 4; then Medicine 0D → 1D for 2, an advanced skill's own 1D.
    await advance(world, client, sheet, firstAid);
    await advance(world, client, sheet, medicine);
    expect(person().advances).toEqual([
      expect.objectContaining({ kind: "skill", from: "4D+2", to: "5D", cost: 4 }),
      expect.objectContaining({ kind: "advanced-skill", from: "0D", to: "1D", cost: 2 }),
    ]);
    expect(person().characterPoints).toBe(4);
    expect((skill("medicine").system as { bonus: string }).bonus).toBe("1D");

    // The next adventure: Medicine 1D → 1D+1 costs 2 (twice the 1 before its D), not Technical 4D's 8.
    await gm.run(() => gm.actors.get(kell)!.update({ "system.adventure": 1 }));
    await world.settle();
    const button = sheet.element.querySelector<HTMLElement>(`[data-action="advance"][data-advance-key="skill:${medicine}"]`)!;
    expect(button.dataset.tooltip).toMatch(/1D\D+1D\+1/);
    await advance(world, client, sheet, medicine);
    expect(person().advances.at(-1)).toMatchObject({ kind: "advanced-skill", from: "1D", to: "1D+1", cost: 2 });
    expect(person().characterPoints).toBe(2);
  });

  it(`offers the attributes in Advance mode ${preset === "revised" ? "(R&E: with the gamemaster)" : 'not at all (Reglas: "No puedes mejorar tus atributos durante el juego")'}, and the skills under both`, async () => {
    const { sheet, skill } = await medicWorld(preset);
    const attributes = sheet.element.querySelectorAll('[data-action="advance"][data-advance-key^="attribute:"]');
    expect(attributes).toHaveLength(preset === "revised" ? 6 : 0);
    expect(sheet.element.querySelector(`[data-action="advance"][data-advance-key="skill:${skill("first-aid").id}"]`)).not.toBeNull();
    // Where they cannot be raised, the attributes are still shown and rolled as ever.
    expect(sheet.element.querySelectorAll('[data-action="rollAttribute"]')).toHaveLength(6);
  });

  it("rolls its own code, and its dice add to First Aid's roll, on the sheet and in the roll", async () => {
    const { world, client, sheet, skill } = await medicWorld(preset);
    const medicine = skill("medicine").id as string;
    const firstAid = skill("first-aid").id as string;
    await advance(world, client, sheet, firstAid);
    await advance(world, client, sheet, medicine);
    client.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="toggleAdvance"]')!.click());
    await world.settle();

    // Medicine 1D on Technical 3D shows and rolls 1D; First Aid 5D with it shows and rolls 6D.
    expect(rowText(sheet, medicine)).toContain("1D");
    expect(rowText(sheet, medicine)).not.toContain("4D");
    expect(rowText(sheet, firstAid)).toContain("6D");
    expect(await rollFromSheet(world, client, sheet, medicine)).toEqual({ dice: 1, pips: 0 });
    expect(await rollFromSheet(world, client, sheet, firstAid)).toEqual({ dice: 6, pips: 0 });
  });
});
