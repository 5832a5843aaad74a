import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BootRecord, installBootStandIn } from "../helpers/boot-stand-in.ts";
import { loadSystem } from "../helpers/system-loader.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
let record: BootRecord;
let modules: Map<string, unknown>;

/** The modules whose classes the boot must register (paths relative to `src/`). */
const BOOT_CHECKED = [
  "data/document-types.ts",
  "data/actor/character.ts",
  "data/item/force-power.ts",
  "data/message/attack-card.ts",
  "data/combat/combat-data.ts",
  "data/combat/combatant-data.ts",
  "documents/chat-message.ts",
  "documents/actor.ts",
  "documents/item.ts",
  "dice/wild-die.ts",
  "dice/d6-roll.ts",
  "combat/combat.ts",
  "combat/combatant.ts",
  "combat/combat-tracker.ts",
];

/** A module of the system as the boot loaded it: the classes it registered are this copy's. */
const system = <T>(path: string): T => modules.get(path) as T;

beforeAll(async () => {
  record = installBootStandIn();
  vi.spyOn(console, "log").mockImplementation(() => {});
  modules = await loadSystem(BOOT_CHECKED);
  for (const init of record.hooks.get("init") ?? []) init();
});

describe("the system's init hook", () => {
  it("registers exactly one init hook and nothing at setup", () => {
    expect(record.hooks.get("init")).toHaveLength(1);
    expect(record.hooks.has("setup")).toBe(false);
  });

  it("installs the data model of every subtype of the registry, which are the subtypes the manifest declares", async () => {
    const manifest = (await import("../../system.json", { with: { type: "json" } })).default as { documentTypes: Record<string, Record<string, unknown>> };
    const { DOCUMENT_MODELS } = system<typeof import("../../src/data/document-types.ts")>("data/document-types.ts");
    const { CharacterData } = system<typeof import("../../src/data/actor/character.ts")>("data/actor/character.ts");
    const { ForcePowerData } = system<typeof import("../../src/data/item/force-power.ts")>("data/item/force-power.ts");
    const { AttackCardData } = system<typeof import("../../src/data/message/attack-card.ts")>("data/message/attack-card.ts");
    const { CombatData } = system<typeof import("../../src/data/combat/combat-data.ts")>("data/combat/combat-data.ts");
    expect(Object.keys(DOCUMENT_MODELS)).toEqual(["Actor", "Item", "ChatMessage", "Combat", "Combatant"]);
    for (const [kind, models] of Object.entries(DOCUMENT_MODELS) as [keyof typeof DOCUMENT_MODELS, object][]) {
      expect(record.config[kind].dataModels, kind).toEqual({ ...models });
    }
    expect(record.config.Actor.dataModels.character).toBe(CharacterData);
    expect(record.config.Item.dataModels["force-power"]).toBe(ForcePowerData);
    expect(record.config.ChatMessage.dataModels.attack).toBe(AttackCardData);
    expect(record.config.Combat.dataModels.base).toBe(CombatData);
    for (const kind of ["Actor", "Item", "ChatMessage"] as const) {
      expect(Object.keys(record.config[kind].dataModels).sort(), kind).toEqual(Object.keys(manifest.documentTypes[kind]!).sort());
    }
    // Combat and Combatant data sit on core's own type, which the manifest does not declare.
    expect(Object.keys(manifest.documentTypes)).toEqual(["Actor", "Item", "ChatMessage"]);
  });

  it("installs the system's ChatMessage class", () => {
    const { SWD6ChatMessage } = system<typeof import("../../src/documents/chat-message.ts")>("documents/chat-message.ts");
    expect(record.config.ChatMessage.documentClass).toBe(SWD6ChatMessage);
  });

  it("installs the system's Actor and Item classes", () => {
    const { SWD6Actor } = system<typeof import("../../src/documents/actor.ts")>("documents/actor.ts");
    const { SWD6Item } = system<typeof import("../../src/documents/item.ts")>("documents/item.ts");
    expect(record.config.Actor.documentClass).toBe(SWD6Actor);
    expect(record.config.Item.documentClass).toBe(SWD6Item);
  });

  it("registers the wild die as `dw` and the D6 roll class", () => {
    const { WildDie } = system<typeof import("../../src/dice/wild-die.ts")>("dice/wild-die.ts");
    const { D6Roll } = system<typeof import("../../src/dice/d6-roll.ts")>("dice/d6-roll.ts");
    expect(record.config.Dice.terms.w).toBe(WildDie);
    expect(record.config.Dice.rolls).toContain(D6Roll);
  });

  it("makes the system's sheets the defaults for every subtype", () => {
    const byType = Object.fromEntries(record.sheets.map((s) => [(s.options.types as string[]).join(), s]));
    const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    const subtypes = [...Object.keys(manifest.documentTypes.Actor!), ...Object.keys(manifest.documentTypes.Item!)].sort();
    expect(subtypes).toEqual(expect.arrayContaining(["npc", "creature", "species", "character", "starship"]));
    expect(Object.keys(byType).sort()).toEqual(subtypes);
    for (const sheet of record.sheets) {
      expect(sheet.scope).toBe("swd6rpg");
      expect(sheet.options.makeDefault).toBe(true);
    }
    expect(byType.character.documentClass).toBe(globalThis.Actor);
    expect(byType.skill.documentClass).toBe(globalThis.Item);
  });

  it("registers the world settings", () => {
    expect([...record.settings.keys()].sort()).toEqual([
      "attributeAdvances",
      "damageModel",
      "declarations",
      "diceRoller",
      "forcePointMoments",
      "forcePointsSpent",
      "initiative",
      "knockOuts",
      "mishap",
      "postedCards",
      "reactionMode",
      "running",
      "segmentTie",
      "startingForcePoints",
      "systemMigrationVersion",
      "wildDie",
    ]);
    expect([...record.settings.values()].every((s) => s.scope === "world")).toBe(true);
    for (const hidden of ["systemMigrationVersion", "postedCards", "forcePointMoments", "forcePointsSpent", "knockOuts"])
      expect(record.settings.get(hidden)?.config).toBe(false);
    expect([...record.menus.keys()]).toEqual(["rulePresets"]);
  });

  it("registers the Handlebars helpers and preloads partials that exist", () => {
    expect([...record.helpers.keys()].sort()).toEqual(["swd6DieCode", "swd6Modifier", "swd6Slashed"]);
    expect(record.templates.length).toBeGreaterThan(0);
    for (const path of record.templates) {
      expect(path.startsWith("systems/swd6rpg/")).toBe(true);
      expect(existsSync(join(ROOT, path.replace("systems/swd6rpg/", ""))), path).toBe(true);
    }
  });

  it("listens to rendered chat messages, token wounds, hotbar drops and link clicks", () => {
    // No listener: every card renders itself in the viewer's language in SWD6ChatMessage#renderHTML, awaited.
    expect(record.hooks.get("renderChatMessageHTML") ?? []).toHaveLength(0);
    // The attack card's total following a mishap.
    expect(record.hooks.get("preUpdateChatMessage")).toHaveLength(1);
    expect(record.hooks.get("hotbarDrop")).toHaveLength(1);
    expect(record.hooks.get("createActiveEffect")).toHaveLength(1);
    // Each roll link listens itself, bound as its content is rendered, in any window.
    expect(record.bodyListeners).toEqual([]);
    const enrichers = record.config.TextEditor.enrichers as { id?: string; onRender?: unknown }[];
    expect(enrichers.map((e) => [e.id, typeof e.onRender])).toEqual([
      ["swd6rpg-code-link", "function"],
      ["swd6rpg-check-link", "function"],
    ]);
  });

  it("answers every request to the gamemaster through the one gateway, and takes sender tokens", () => {
    expect(Object.keys(record.config.queries).sort()).toEqual(["swd6rpg.gateway", "swd6rpg.gatewayToken"]);
    for (const handler of Object.values(record.config.queries)) expect(typeof handler).toBe("function");
  });

  it("puts the wound levels on tokens as status effects", () => {
    expect(record.config.statusEffects.map((effect) => effect.id)).toEqual([
      "wound-stunned",
      "wound-wounded",
      "wound-wounded-twice",
      "wound-incapacitated",
      "wound-mortally-wounded",
      "wound-killed",
    ]);
  });

  it("replaces Foundry's initiative with the system's combat, combatants and tracker", () => {
    const { SWD6Combat } = system<typeof import("../../src/combat/combat.ts")>("combat/combat.ts");
    const { SWD6Combatant } = system<typeof import("../../src/combat/combatant.ts")>("combat/combatant.ts");
    const { SWD6CombatTracker } = system<typeof import("../../src/combat/combat-tracker.ts")>("combat/combat-tracker.ts");
    expect(record.config.Combat.documentClass).toBe(SWD6Combat);
    expect(record.config.Combatant.documentClass).toBe(SWD6Combatant);
    expect(record.config.ui.combat).toBe(SWD6CombatTracker);
    // The round lives in core's own "base" Combat type's system data; a combatant's holds nothing the gamemaster applies.
    const { CombatData } = system<typeof import("../../src/data/combat/combat-data.ts")>("data/combat/combat-data.ts");
    const { CombatantData } = system<typeof import("../../src/data/combat/combatant-data.ts")>("data/combat/combatant-data.ts");
    expect(record.config.Combat.dataModels).toEqual({ base: CombatData });
    expect(record.config.Combatant.dataModels).toEqual({ base: CombatantData });
    // R&E Rules: "A typical round in a scene lasts about five seconds".
    expect(record.config.time.roundTime).toBe(5);
  });
});
