import { beforeEach, describe, expect, it } from "vitest";
import { onHotbarDrop } from "../../src/api/hotbar.ts";

/** The few Foundry globals a hotbar drop touches, recording the macros made and the slots assigned. */
interface Recorded {
  created: Record<string, unknown>[];
  assigned: { name: string; slot: unknown }[];
}

function installStandIn(items: Record<string, object>, existing: { name: string; command: string; isOwner: boolean }[] = []): Recorded {
  const recorded: Recorded = { created: [], assigned: [] };
  Object.assign(globalThis, {
    foundry: { utils: { fromUuidSync: (uuid: string) => items[uuid] ?? null } },
    game: {
      i18n: { localize: (key: string) => ({ "SWD6.Attribute.mec.name": "Mechanical" })[key] ?? key },
      macros: existing,
      user: { assignHotbarMacro: async (macro: { name: string }, slot: unknown) => void recorded.assigned.push({ name: macro.name, slot }) },
    },
    Macro: { implementation: { create: async (data: Record<string, unknown>) => (recorded.created.push(data), data) } },
  });
  return recorded;
}

/** Lets the macro's creation, started by the hook, finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("dropping on the hotbar", () => {
  let recorded: Recorded;
  beforeEach(() => {
    recorded = installStandIn({
      "Actor.kell.Item.blaster": { type: "skill", name: "Blaster", img: "b.svg", system: { key: "blaster" } },
      "Actor.kell.Item.pistol": { type: "weapon", name: "Heavy Blaster Pistol", img: "p.svg" },
      "Actor.kell.Item.vest": { type: "armor", name: "Blast Vest", img: "v.svg" },
    });
  });

  it("makes a macro of a skill, stops Foundry's own handling and puts it in the slot", async () => {
    expect(onHotbarDrop({}, { type: "Item", uuid: "Actor.kell.Item.blaster" }, 3)).toBe(false);
    await settle();
    expect(recorded.created).toEqual([
      { name: "Blaster", type: "script", img: "b.svg", command: 'game.swd6rpg.rollSkill("blaster");', flags: { swd6rpg: { hotbar: true } } },
    ]);
    expect(recorded.assigned).toEqual([{ name: "Blaster", slot: 3 }]);
  });

  it("makes a macro of a weapon and of an attribute dragged from the sheet", async () => {
    expect(onHotbarDrop({}, { type: "Item", uuid: "Actor.kell.Item.pistol" }, 1)).toBe(false);
    expect(onHotbarDrop({}, { type: "swd6rpg.Attribute", actorUuid: "Actor.kell", attribute: "mec" }, 2)).toBe(false);
    await settle();
    expect(recorded.created.map((macro) => [macro.name, macro.command])).toEqual([
      ["Heavy Blaster Pistol", 'game.swd6rpg.attack("Heavy Blaster Pistol");'],
      ["Mechanical", 'game.swd6rpg.rollAttribute("mec");'],
    ]);
  });

  it("leaves other drops to Foundry", async () => {
    expect(onHotbarDrop({}, { type: "Item", uuid: "Actor.kell.Item.vest" }, 1)).toBeUndefined();
    expect(onHotbarDrop({}, { type: "Item", uuid: "Actor.kell.Item.gone" }, 1)).toBeUndefined();
    expect(onHotbarDrop({}, { type: "Macro", uuid: "Macro.x" }, 1)).toBeUndefined();
    expect(onHotbarDrop({}, { type: "swd6rpg.Attribute", actorUuid: "Actor.kell", attribute: "luck" }, 1)).toBeUndefined();
    expect(onHotbarDrop({}, null, 1)).toBeUndefined();
    await settle();
    expect(recorded.created).toEqual([]);
  });

  it("reuses the user's identical macro instead of making another", async () => {
    recorded = installStandIn({ "Item.blaster": { type: "skill", name: "Blaster", system: { key: "blaster" } } }, [
      { name: "Blaster", command: 'game.swd6rpg.rollSkill("blaster");', isOwner: true },
    ]);
    expect(onHotbarDrop({}, { type: "Item", uuid: "Item.blaster" }, 5)).toBe(false);
    await settle();
    expect(recorded.created).toEqual([]);
    expect(recorded.assigned).toEqual([{ name: "Blaster", slot: 5 }]);
  });
});
