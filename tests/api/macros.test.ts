import { describe, expect, it } from "vitest";
import { ATTRIBUTE_MACRO_IMAGE, macroCommand, macroForAttribute, macroForItem } from "../../src/api/macros.ts";
import { ATTRIBUTE_DRAG_TYPE, isAttributeDragData, sheetDragData } from "../../src/applications/actor/drag-data.ts";
import { loadLang } from "../helpers/render.ts";

describe("macroCommand", () => {
  it("calls the API with the argument quoted as a string", () => {
    expect(macroCommand("rollSkill", "blaster")).toBe('game.swd6rpg.rollSkill("blaster");');
    expect(macroCommand("attack", 'Han\'s "DL-44"\n')).toBe('game.swd6rpg.attack("Han\'s \\"DL-44\\"\\n");');
  });

  it("keeps a hostile name one string argument", () => {
    const name = '"); alert("x';
    const command = macroCommand("useForcePower", name);
    const args: unknown[] = [];
    new Function("game", command)({ swd6rpg: { useForcePower: (...a: unknown[]) => args.push(...a) } });
    expect(args).toEqual([name]);
  });
});

describe("macroForItem", () => {
  it("rolls a skill by its key, a made-up skill by its name", () => {
    expect(macroForItem({ type: "skill", name: "Blaster", img: "blaster.svg", system: { key: "blaster" } })).toEqual({
      name: "Blaster",
      img: "blaster.svg",
      command: 'game.swd6rpg.rollSkill("blaster");',
    });
    expect(macroForItem({ type: "skill", name: "Sabacc", system: { key: "" } })?.command).toBe('game.swd6rpg.rollSkill("Sabacc");');
  });

  it("opens the attack dialog for a weapon and uses a Force power", () => {
    expect(macroForItem({ type: "weapon", name: "Blaster Pistol", img: "w.svg" })?.command).toBe('game.swd6rpg.attack("Blaster Pistol");');
    expect(macroForItem({ type: "force-power", name: "Telekinesis" })).toEqual({
      name: "Telekinesis",
      img: ATTRIBUTE_MACRO_IMAGE,
      command: 'game.swd6rpg.useForcePower("Telekinesis");',
    });
  });

  it("makes no macro of other Items, nameless ones or nothing", () => {
    expect(macroForItem({ type: "armor", name: "Blast Vest" })).toBeNull();
    expect(macroForItem({ type: "template", name: "Smuggler" })).toBeNull();
    expect(macroForItem({ type: "skill", name: " " })).toBeNull();
    expect(macroForItem(null)).toBeNull();
  });
});

describe("attribute drag data", () => {
  const good = { type: ATTRIBUTE_DRAG_TYPE, actorUuid: "Actor.kell0000000001", attribute: "dex" };

  it("is recognised only with the type, an actor uuid and an attribute key", () => {
    expect(ATTRIBUTE_DRAG_TYPE).toBe("swd6rpg.Attribute");
    expect(isAttributeDragData(good)).toBe(true);
    expect(isAttributeDragData({ ...good, attribute: "force" })).toBe(false);
    expect(isAttributeDragData({ ...good, attribute: "luck" })).toBe(false);
    expect(isAttributeDragData({ ...good, actorUuid: "" })).toBe(false);
    expect(isAttributeDragData({ ...good, type: "Item" })).toBe(false);
    expect(isAttributeDragData(null)).toBe(false);
    expect(isAttributeDragData("swd6rpg.Attribute")).toBe(false);
  });

  it("makes a macro named after the attribute in the user's language", () => {
    const strings = loadLang("de");
    expect(macroForAttribute(good as never, (key) => strings[key])).toEqual({
      name: "Geschicklichkeit",
      img: ATTRIBUTE_MACRO_IMAGE,
      command: 'game.swd6rpg.rollAttribute("dex");',
    });
  });
});

describe("sheetDragData: what a drag from the character sheet carries", () => {
  const actor = "Actor.kell0000000001";
  const items = (id: string) => (id === "blaster00000001" ? `${actor}.Item.${id}` : null);

  it("carries an attribute as the system's drag data, ready for the hotbar", () => {
    const data = sheetDragData({ drag: "attribute", attribute: "per" }, actor, items);
    expect(data).toEqual({ type: ATTRIBUTE_DRAG_TYPE, actorUuid: actor, attribute: "per" });
    expect(isAttributeDragData(data)).toBe(true);
  });

  it("carries a row's Item by its uuid", () => {
    expect(sheetDragData({ drag: "item", itemId: "blaster00000001" }, actor, items)).toEqual({ type: "Item", uuid: `${actor}.Item.blaster00000001` });
  });

  it("carries nothing for an unknown attribute, a missing item or an unmarked element", () => {
    expect(sheetDragData({ drag: "attribute", attribute: "luck" }, actor, items)).toBeNull();
    expect(sheetDragData({ drag: "item", itemId: "gone" }, actor, items)).toBeNull();
    expect(sheetDragData({ drag: "item" }, actor, items)).toBeNull();
    expect(sheetDragData({}, actor, items)).toBeNull();
  });
});
