import { beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type BootRecord, installBootStandIn } from "../helpers/boot-stand-in.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
let record: BootRecord;

beforeAll(async () => {
  record = installBootStandIn();
  vi.spyOn(console, "log").mockImplementation(() => {});
  await import("../../src/index.ts");
  for (const init of record.hooks.get("init") ?? []) init();
});

describe("the system's init hook", () => {
  it("registers exactly one init hook and nothing at setup", () => {
    expect(record.hooks.get("init")).toHaveLength(1);
    expect(record.hooks.has("setup")).toBe(false);
  });

  it("installs the data model of every subtype the manifest declares", async () => {
    const manifest = (await import("../../system.json", { with: { type: "json" } })).default as {
      documentTypes: Record<"Actor" | "Item", Record<string, unknown>>;
    };
    const { CharacterData } = await import("../../src/data/character.ts");
    const { SkillData } = await import("../../src/data/skill.ts");
    const { TemplateData } = await import("../../src/data/template.ts");
    expect(record.config.Actor.dataModels).toEqual({ character: CharacterData });
    expect(record.config.Item.dataModels).toEqual({ skill: SkillData, template: TemplateData });
    expect(Object.keys(record.config.Actor.dataModels).sort()).toEqual(Object.keys(manifest.documentTypes.Actor).sort());
    expect(Object.keys(record.config.Item.dataModels).sort()).toEqual(Object.keys(manifest.documentTypes.Item).sort());
  });

  it("installs the system's Actor and Item classes", async () => {
    const { SWD6Actor } = await import("../../src/documents/actor.ts");
    const { SWD6Item } = await import("../../src/documents/item.ts");
    expect(record.config.Actor.documentClass).toBe(SWD6Actor);
    expect(record.config.Item.documentClass).toBe(SWD6Item);
  });

  it("registers the wild die as `dw` and the D6 roll class", async () => {
    const { WildDie } = await import("../../src/dice/wild-die.ts");
    const { D6Roll } = await import("../../src/dice/d6-roll.ts");
    expect(record.config.Dice.terms.w).toBe(WildDie);
    expect(record.config.Dice.rolls).toContain(D6Roll);
  });

  it("makes the system's sheets the defaults for character, skill and template", () => {
    const byType = Object.fromEntries(record.sheets.map((s) => [(s.options.types as string[]).join(), s]));
    expect(Object.keys(byType).sort()).toEqual(["character", "skill", "template"]);
    for (const sheet of record.sheets) {
      expect(sheet.scope).toBe("swd6rpg");
      expect(sheet.options.makeDefault).toBe(true);
    }
    expect(byType.character.documentClass).toBe(globalThis.Actor);
    expect(byType.skill.documentClass).toBe(globalThis.Item);
  });

  it("registers the world settings", () => {
    expect([...record.settings.keys()].sort()).toEqual(["damageModel", "mishap", "wildDie"]);
    expect([...record.settings.values()].every((s) => s.scope === "world")).toBe(true);
  });

  it("registers the Handlebars helpers and preloads partials that exist", () => {
    expect([...record.helpers.keys()].sort()).toEqual(["swd6DieCode", "swd6Modifier"]);
    expect(record.templates.length).toBeGreaterThan(0);
    for (const path of record.templates) {
      expect(path.startsWith("systems/swd6rpg/")).toBe(true);
      expect(existsSync(join(ROOT, path.replace("systems/swd6rpg/", ""))), path).toBe(true);
    }
  });

  it("listens to rendered chat messages and waits for Dice So Nice", () => {
    expect(record.hooks.get("renderChatMessageHTML")).toHaveLength(1);
    expect(record.hooks.get("diceSoNiceReady")).toHaveLength(1);
  });
});
