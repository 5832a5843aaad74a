/**
 * The migration steps on fixtures of every shape 0.1.0 stored (a character made from a template
 * with its skills, a skill and two templates of the 0.1.0 packs, taken from git d2e9f2c), compared
 * field by field: only the fields a step means to change differ, nothing is lost.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DocumentSource } from "../../src/migrations/document-source.ts";
import { MIGRATION_STEPS, migrateActorSource, migrateItemSource, pendingSteps } from "../../src/migrations/steps.ts";
import { compareVersions } from "../../src/migrations/version.ts";
import { loadSystemSchemas, type SystemSchemas, type SystemType } from "../helpers/schema-stand-in.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FIXTURES = join(ROOT, "tests/migrations/fixtures/0.1.0");
const fixture = (file: string): DocumentSource => JSON.parse(readFileSync(join(FIXTURES, file), "utf8"));

/** Every leaf of a JSON value by its path ("system.items.0.bonus"). */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(path, value);
    for (const [key, child] of entries) for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  } else out.set(path, value);
  return out;
}

/** The leaves that differ between two sources, as `path: before -> after`; a lost leaf shows as `-> undefined`. */
function differences(before: unknown, after: unknown): string[] {
  const a = leaves(before);
  const b = leaves(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((p) => JSON.stringify(a.get(p)) !== JSON.stringify(b.get(p)))
    .map((p) => `${p}: ${JSON.stringify(a.get(p))} -> ${JSON.stringify(b.get(p))}`);
}

/** Applies a flat update the way Foundry does (dotted keys set, `items` merged by `_id`), to a copy. */
function applyUpdate(source: DocumentSource, update: Record<string, unknown>): DocumentSource {
  const copy = structuredClone(source);
  for (const [key, value] of Object.entries(update)) {
    if (key === "items") {
      for (const change of value as Record<string, unknown>[]) {
        const item = copy.items!.find((i) => i._id === change._id)!;
        const { _id, ...rest } = change;
        Object.assign(item, applyUpdate(item, rest));
      }
      continue;
    }
    const parts = key.split(".");
    let target = copy as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
    target[parts.at(-1)!] = structuredClone(value);
  }
  return copy;
}

// The registry's models say which fields hold die codes; the cases below are built as the file loads.
const schemas: SystemSchemas = await loadSystemSchemas();
const { ACTOR_MODELS } = await import("../../src/data/document-types.ts");
const { subtypeShape: shapes } = await import("../../src/migrations/subtype-shapes.ts");

describe("the step list", () => {
  it("never names a version newer than the system's, so a step cannot run again at every start", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8"));
    for (const step of MIGRATION_STEPS) expect(compareVersions(step.version, manifest.version), step.name).toBeLessThanOrEqual(0);
  });

  it("runs every step in a world never migrated, none in a world already at the newest step's version", () => {
    expect(pendingSteps("")).toEqual(MIGRATION_STEPS);
    const newest = MIGRATION_STEPS.map((s) => s.version)
      .sort(compareVersions)
      .at(-1)!;
    expect(pendingSteps(newest)).toEqual([]);
    expect(pendingSteps("0.0.1").length).toBe(MIGRATION_STEPS.length);
  });
});

describe("a 0.1.0 character with its skills", () => {
  const before = fixture("character-kessa-vorn.json");
  const { update, migrated } = migrateActorSource(before, pendingSteps(""), shapes);

  it("writes the specializations' '+1D' and a skill's '+1D' as the canonical 1D, and nothing else", () => {
    expect(differences(before, migrated)).toEqual([
      'items.0.system.specializations.0.bonus: "+1D" -> "1D"',
      'items.1.system.specializations.0.bonus: "+2D" -> "2D"',
      'items.4.system.bonus: "+1D" -> "1D"',
    ]);
  });

  it("updates only the changed items, by id, with their whole specialization lists", () => {
    expect(update).toEqual({
      items: [
        { _id: "skBlaster0000001", "system.specializations": [{ name: "Blaster Pistol", bonus: "1D" }] },
        {
          _id: "skPilot000000001",
          "system.specializations": [
            { name: "YT-1300", bonus: "2D" },
            { name: "Ghtroc 720", bonus: "1D" },
          ],
        },
        { _id: "skSabacc00000001", "system.bonus": "1D" },
      ],
    });
    expect(applyUpdate(before, update)).toEqual(migrated);
  });

  it("keeps the fields it does not know: the actor's, a skill's and a module's flags", () => {
    expect(migrated.system?.houseRuleNotes).toBe(before.system?.houseRuleNotes);
    expect(migrated.items![3].system?.learnedFrom).toBe("an old hermit");
    expect(migrated.flags).toEqual({ "some-module": { portraitFrame: "gold" } });
    expect(before.items![0].system?.specializations).toEqual([{ name: "Blaster Pistol", bonus: "+1D" }]);
  });

  it("gives data the current schema accepts, the unknown fields aside", () => {
    expect(schemas.validate("character", migrated.system, { completed: true })).toEqual(["system.houseRuleNotes: not in the schema"]);
    for (const item of migrated.items!) {
      expect(
        schemas.validate("skill", item.system).filter((e) => !e.includes("learnedFrom")),
        item.name,
      ).toEqual([]);
    }
  });

  it("changes nothing the second time", () => {
    expect(migrateActorSource(migrated, pendingSteps(""), shapes)).toEqual({ update: {}, migrated });
  });
});

describe.each(readdirSync(FIXTURES).filter((f) => /^(skill|template)-/.test(f)))("the 0.1.0 pack entry %s", (file) => {
  const before = fixture(file);

  it("needs no change, loses nothing and is valid under the current schema", () => {
    const { update, migrated } = migrateItemSource(before, pendingSteps(""), shapes);
    expect(update).toEqual({});
    expect(differences(before, migrated)).toEqual([]);
    // A field the schema no longer has (the 0.1.0 `sourceNote`, now the provenance flag of the
    // compendium entries) is dropped when the document loads: a DataModel cleans away keys its schema
    // lacks (API: foundry.abstract.DataModel#cleanData, SchemaField#clean).
    const { sourceNote: _dropped, ...system } = migrated.system as Record<string, unknown>;
    expect(schemas.validate(before.type as SystemType, system)).toEqual([]);
  });
});

describe("NPCs, creatures and craft written through the API before the fields cleaned their input", () => {
  const steps = pendingSteps("0.1.0");

  it("runs in a world the 0.1.0 step already ran in", () => {
    expect(steps.map((step) => step.name)).toContain("canonical die codes of NPCs, creatures and craft");
  });

  it("writes an NPC's and a creature's attributes and a creature's orneriness canonically", () => {
    const npc = { _id: "npc0000000000001", type: "npc", system: { attributes: { dex: "3d+1", str: " 2D " }, groupSize: 4 } };
    expect(migrateActorSource(npc, steps, shapes).update).toEqual({ "system.attributes": { dex: "3D+1", str: "2D" } });
    const creature = { _id: "crt0000000000001", type: "creature", system: { attributes: { dex: "4d" }, orneriness: "2d+1" } };
    expect(migrateActorSource(creature, steps, shapes).update).toEqual({ "system.attributes": { dex: "4D" }, "system.orneriness": "2D+1" });
  });

  it("writes a starship's and a vehicle's codes, printed crew skills and sensors canonically, and leaves what it cannot read", () => {
    const ship = {
      _id: "shp0000000000001",
      type: "starship",
      system: {
        maneuverability: "2d",
        shields: "1D",
        hull: "4d+1",
        crewSkills: [{ name: "Starship gunnery", code: "4d+1" }],
        sensors: { passive: { range: 10, code: "0d" }, scan: { range: 25, code: "1D" } },
      },
    };
    const { update, migrated } = migrateActorSource(ship, steps, shapes);
    expect(update).toEqual({
      "system.maneuverability": "2D",
      "system.hull": "4D+1",
      "system.crewSkills": [{ name: "Starship gunnery", code: "4D+1" }],
      "system.sensors": { passive: { range: 10, code: "0D" }, scan: { range: 25, code: "1D" } },
    });
    expect(migrateActorSource(migrated, steps, shapes).update).toEqual({});
    // A sublight speed written in any spelling is made canonical; an empty one (none given) stays empty.
    const fast = { _id: "shp0000000000002", type: "starship", system: { sublightSpeed: "3d + 1" } };
    expect(migrateActorSource(fast, steps, shapes).update).toEqual({ "system.sublightSpeed": "3D+1" });
    expect(migrateActorSource({ ...fast, system: { sublightSpeed: "" } }, steps, shapes).update).toEqual({});
    const speeder = { _id: "veh0000000000001", type: "vehicle", system: { maneuverability: "1d+2", bodyStrength: "strong", shields: "0D" } };
    expect(migrateActorSource(speeder, steps, shapes).update).toEqual({ "system.maneuverability": "1D+2" });
  });
});

describe("any source", () => {
  const codeSpellings = fc.constantFrom("+1D", "1d", "2D+1", " 3D ", "4d + 2", "0D", "", "STR+1D", "not a code", 7, null);
  const extras = fc.dictionary(
    fc
      .string({ minLength: 1, maxLength: 8 })
      .filter(
        (k) => !["attributes", "bonus", "specializations", "forceSkills", "fireControl", "physical", "energy", "dexterityPenalty", "__proto__"].includes(k),
      ),
    fc.jsonValue(),
    { maxKeys: 4 },
  );
  const source = fc.record({
    _id: fc.constant("x0000000000000001"),
    type: fc.constantFrom("character", "template", "skill", "weapon", "armor", "equipment", "vehicle"),
    system: fc.tuple(extras, codeSpellings, codeSpellings).map(([extra, a, b]) => ({
      ...extra,
      attributes: { dex: a, kno: b, custom: a },
      bonus: a,
      specializations: [{ name: "x", bonus: b, note: a }],
      forceSkills: [{ name: "Control", code: a }],
      fireControl: b,
    })),
    flags: extras,
  });

  it("keeps every leaf it does not rewrite, rewrites only readable codes, and is idempotent", () => {
    fc.assert(
      fc.property(source, (item) => {
        const steps = pendingSteps("");
        const migrate = item.type in ACTOR_MODELS ? migrateActorSource : migrateItemSource;
        const { migrated } = migrate(item, steps, shapes);
        for (const line of differences(item, migrated)) {
          // A difference may only turn a readable die code into its canonical spelling.
          const [, from, to] = /: (.*) -> (.*)$/.exec(line)!;
          expect(to, line).not.toBe("undefined");
          expect(JSON.parse(to), line).toMatch(/^\d+D(\+\d)?$/);
          expect(typeof JSON.parse(from), line).toBe("string");
        }
        expect(migrate(migrated, steps, shapes).update).toEqual({});
      }),
    );
  });
});
