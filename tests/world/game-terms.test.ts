/**
 * `CONFIG.SWD6` as a module plays with it: a module's script adds a weapon property at `init` (after
 * the system's) and a skill at `setup`; the weapon sheet offers the property and stores it, the
 * skill sheet offers the skill's key, and the API rolls the skill at its attribute's code under the
 * module's label, for a character who has not written it down.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { seedCharacter } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import type { Client, WorldModule } from "./client.ts";
import type { SWD6Api } from "../../src/api/index.ts";
import type { GameTerms } from "../../src/game-terms.ts";
import { parseDieCode } from "../../src/rules/dice/die-code.ts";

function api(client: Client): SWD6Api {
  return (client.globals.game as unknown as { swd6rpg: SWD6Api }).swd6rpg;
}

/** The module: its script notes what it finds of the system's terms at init and adds its own; its language's keys. */
function holonetModule(seen: { initSkills: number; initProperties: string[] }): WorldModule {
  const translations = { "HOLONET.ionized": "Ionized", "HOLONET.ionizedHint": "Overloads a droid's circuits", "HOLONET.lore": "Holonet Lore" };
  const script = () => {
    Hooks.once("init", () => {
      const terms: GameTerms = CONFIG.SWD6;
      seen.initSkills = Object.keys(terms.skills).length;
      seen.initProperties = Object.keys(terms.weaponProperties);
      terms.weaponProperties.ionized = { label: "HOLONET.ionized", hint: "HOLONET.ionizedHint" };
    });
    Hooks.once("setup", () => {
      CONFIG.SWD6.skills["holonet-lore"] = { label: "HOLONET.lore", attribute: "kno" };
    });
  };
  return { script, translations };
}

async function moduleWorld() {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const seen = { initSkills: 0, initProperties: [] as string[] };
  world.modules.push(holonetModule(seen));
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]] });
  (world.server.store.get("User")!.get(world.id("Kell")) as Record<string, unknown>).character = kell;
  await world.connectAll();
  return { world, kell, seen, client: world.client("Kell") };
}

describe("a module's game terms", () => {
  it("finds the system's terms at init, and its weapon property is offered on the weapon sheet and stored", async () => {
    const { world, kell, seen, client } = await moduleWorld();
    expect(seen.initSkills).toBeGreaterThan(90);
    expect(seen.initProperties).toEqual(["stun", "lightsaber", "tractorBeam"]);
    const gmWeapon = () =>
      world
        .client("GM")
        .actors.get(kell)!
        .items.find((i) => i.name === "Blaster Pistol")!;
    const sheet = await openSheet(client, "weapon", () => game.actors.get(kell)!.items.get(gmWeapon().id));
    const box = sheet.element.querySelector<HTMLInputElement>('input[name="properties.ionized"]')!;
    expect(box).not.toBeNull();
    expect(box.checked).toBe(false);
    const label = box.closest<HTMLElement>("label")!;
    expect(label.textContent).toContain("Ionized");
    expect(label.dataset.tooltip).toBe("Overloads a droid's circuits");
    expect(sheet.element.querySelector('input[name="system.stun"]')).not.toBeNull();
    client.run(() => {
      box.checked = true;
      box.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
    });
    await world.settle();
    const system = gmWeapon().system as { properties: string[]; stun: boolean };
    expect(system.properties).toEqual(["ionized"]);
    expect(system.stun).toBe(true);
    const reopened = await openSheet(client, "weapon", () => game.actors.get(kell)!.items.get(gmWeapon().id));
    expect(reopened.element.querySelector<HTMLInputElement>('input[name="properties.ionized"]')!.checked).toBe(true);
  });

  it("its skill is offered on the skill sheet and rolled at its attribute's code under its label", async () => {
    const { world, kell, client } = await moduleWorld();
    const skill = () =>
      world
        .client("GM")
        .actors.get(kell)!
        .items.find((i) => i.type === "skill")!;
    const sheet = await openSheet(client, "skill", () => game.actors.get(kell)!.items.get(skill().id));
    const offered = [...sheet.element.querySelectorAll<HTMLOptionElement>("datalist option")].map((o) => [o.value, o.textContent]);
    expect(offered).toContainEqual(["holonet-lore", "Holonet Lore"]);
    expect(offered).toContainEqual(["blaster", "Blaster"]);

    const before = world.server.store.get("ChatMessage")!.size;
    const roll = await client.run(() => api(client).rollSkill("holonet-lore", { configure: false }));
    await world.settle();
    expect(roll).not.toBeNull();
    expect(world.server.store.get("ChatMessage")!.size).toBe(before + 1);
    const posted = world.client("GM").messages.contents.at(-1)!.rolls[0] as unknown as { d6: { label: string; base: unknown } };
    const knowledge = (world.client("GM").actors.get(kell)!.system as { attributes: { kno: string } }).attributes.kno;
    expect(posted.d6.label).toBe("Holonet Lore");
    expect(posted.d6.base).toEqual(parseDieCode(knowledge));
  });
});
