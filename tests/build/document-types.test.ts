/**
 * The registry of document subtypes (src/data/document-types.ts) is what the manifest declares:
 * `system.json` `documentTypes` lists exactly its subtypes (core's `base` aside), each with the HTML
 * fields of its model.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSystemSchemas } from "../helpers/schema-stand-in.ts";

type Registry = typeof import("../../src/data/document-types.ts");
type SchemaPaths = typeof import("../../src/data/schema-paths.ts");

const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
let registry: Registry;
let paths: SchemaPaths;

beforeAll(async () => {
  await loadSystemSchemas();
  registry = await import("../../src/data/document-types.ts");
  paths = await import("../../src/data/schema-paths.ts");
});

describe("the registry of document subtypes", () => {
  it("is what system.json declares: the same kinds, the same subtypes in the same order, the same HTML fields", () => {
    // On a failure, the expected value is the documentTypes system.json must hold.
    expect(manifest.documentTypes).toEqual(registry.manifestDocumentTypes());
    expect(Object.keys(manifest.documentTypes.Actor!)).toEqual(Object.keys(registry.ACTOR_MODELS));
    expect(Object.keys(manifest.documentTypes.Item!)).toEqual(Object.keys(registry.ITEM_MODELS));
    expect(Object.keys(manifest.documentTypes.ChatMessage!)).toEqual(Object.keys(registry.DOCUMENT_MODELS.ChatMessage));
  });

  it("holds the Combat and Combatant models on core's own type, which the manifest leaves out", () => {
    expect(Object.keys(registry.DOCUMENT_MODELS.Combat)).toEqual([registry.CORE_TYPE]);
    expect(Object.keys(registry.DOCUMENT_MODELS.Combatant)).toEqual([registry.CORE_TYPE]);
    expect(Object.keys(registry.manifestDocumentTypes())).toEqual(["Actor", "Item", "ChatMessage"]);
  });

  it("finds each model's HTML fields in its schema, nested ones by their dotted path", () => {
    const declared = registry.manifestDocumentTypes();
    expect(declared.Actor.character).toEqual({ htmlFields: ["background"] });
    expect(declared.Actor.starship).toEqual({ htmlFields: ["notes"] });
    expect(declared.Item["force-power"]).toEqual({ htmlFields: ["effect"] });
    expect(declared.ChatMessage.attack).toEqual({});
    const { HTMLField, SchemaField, StringField } = foundry.data.fields as unknown as Record<string, new (...args: unknown[]) => object>;
    const schema = { name: new StringField(), story: new SchemaField({ text: new HTMLField(), when: new StringField() }), notes: new HTMLField() };
    expect(paths.htmlFieldPaths(schema)).toEqual(["story.text", "notes"]);
  });

  it("holds models that declare themselves: their subtype's name, an actor's kind, scale and token attributes", () => {
    for (const [kind, models] of [
      ["Actor", registry.ACTOR_MODELS],
      ["Item", registry.ITEM_MODELS],
    ] as const) {
      for (const [type, model] of Object.entries(models)) expect(model.metadata.type, `${kind} ${type}`).toBe(type);
    }
    expect(registry.actorTypes("being")).toEqual(["character", "npc", "creature"]);
    expect(registry.actorTypes("craft")).toEqual(["vehicle", "starship"]);
    expect(registry.actorTypes()).toEqual(Object.keys(registry.ACTOR_MODELS));
    for (const [type, model] of Object.entries(registry.ACTOR_MODELS)) {
      const schema = model.defineSchema() as Record<string, unknown>;
      // A declared scale is a field of the schema, and a scale field is declared.
      expect(model.metadata.scale, type).toBe("scale" in schema);
      // A being is rolled and hurt as people are: attributes and a wound level; a craft has neither.
      expect("attributes" in schema && "woundLevel" in schema, type).toBe(model.metadata.kind === "being");
      for (const path of [...(model.metadata.trackable?.value ?? [])]) expect(schema, `${type} ${path}`).toHaveProperty(path);
    }
    expect(Object.keys(registry.trackableAttributes())).toEqual(["character", "npc", "creature"]);
  });

  it("finds each subtype's die codes in its model's schema, a list's entries by `[]`", () => {
    expect(paths.dieCodePaths(registry.ITEM_MODELS.skill)).toEqual(["bonus", "specializations[].bonus"]);
    expect(paths.dieCodePaths(registry.ITEM_MODELS.weapon)).toEqual(["fireControl", "entangle", "jamming"]);
    expect(paths.dieCodePaths(registry.ACTOR_MODELS.creature)).toEqual([
      ...["dex", "kno", "mec", "per", "str", "tec"].map((key) => `attributes.${key}`),
      "orneriness",
    ]);
    expect(paths.dieCodePaths(registry.ACTOR_MODELS.starship)).toEqual(
      expect.arrayContaining(["crewSkills[].code", "maneuverability", "shields", "hull", "sublightSpeed", "sensors.passive.code", "sensors.focus.code"]),
    );
    expect(paths.dieCodePaths(registry.ITEM_MODELS.equipment)).toEqual([]);
  });
});
