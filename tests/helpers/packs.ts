/**
 * The compendiums' sources (packs/_source/<pack>/*.json) as test data: realistic documents, read
 * the way the pack build reads them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { TemplateSystem } from "../../scripts/packs/templates.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

/** One document of a compendium's source. */
export interface PackEntry<S> {
  _id: string;
  name: string;
  img: string;
  system: S;
}

/** Every document of one compendium's source folder (`"templates"`, `"skills"`), its folders aside. */
export function packEntries<S>(pack: string): PackEntry<S>[] {
  const dir = join(ROOT, "packs", "_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as PackEntry<S> & { _key: string })
    .filter((document) => !document._key.startsWith("!folders!"));
}

/** The full `system` data of a template as the compendium holds it. */
export type { TemplateSystem };

/**
 * A template of the templates compendium, by name.
 * @throws Error when the compendium has no template of that name
 */
export function loadTemplate(name: string): PackEntry<TemplateSystem> {
  const entry = packEntries<TemplateSystem>("templates").find((template) => template.name === name);
  if (!entry) throw new Error(`no template named ${name} in packs/_source/templates`);
  return entry;
}

/**
 * An entry of a compendium, by name.
 * @throws Error when the compendium has no entry of that name
 */
export function packEntry<S>(pack: string, name: string): PackEntry<S> {
  const entry = packEntries<S>(pack).find((document) => document.name === name);
  if (!entry) throw new Error(`no entry named ${name} in packs/_source/${pack}`);
  return entry;
}

/**
 * Where a pack entry came from, as its `swd6rpg.provenance` flag keeps it (scripts/packs/provenance.ts):
 * the readings and conflicts (`note`) and the data's own source line (`source`), each "" when none.
 */
export function provenanceOf(document: unknown): { note: string; source: string } {
  const provenance = (document as { flags?: { swd6rpg?: { provenance?: { note?: string; source?: string } } } } | undefined)?.flags?.swd6rpg?.provenance;
  return { note: provenance?.note ?? "", source: provenance?.source ?? "" };
}

/** A pack source document with its key, flags and embedded items. */
export interface PackDocument {
  _key: string;
  name: string;
  type?: string;
  flags?: { swd6rpg?: { provenance?: Record<string, string> } };
  system: Record<string, unknown>;
  items?: PackDocument[];
}

/**
 * Every document of a pack but its folders; with `curatedOnly`, the imported `imp-…` files aside.
 * @param pack the pack's name
 */
export function packDocuments(pack: string, curatedOnly = false): PackDocument[] {
  const dir = join(ROOT, "packs", "_source", pack);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && !(curatedOnly && file.startsWith("imp-")))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as PackDocument)
    .filter((doc) => !doc._key.startsWith("!folders!"));
}
