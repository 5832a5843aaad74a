/**
 * The compendiums' sources (packs/_source/<pack>/*.json) as test data: realistic documents, read
 * the way the pack build reads them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TemplateSystem } from "../../scripts/packs/templates.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** One document of a compendium's source. */
export interface PackEntry<S> {
  _id: string;
  name: string;
  img: string;
  system: S;
}

/** One file of a pack's source folder, parsed: its name and its document. */
interface SourceFile {
  file: string;
  document: PackDocument;
}

const sources = new Map<string, SourceFile[]>();

/**
 * The files of a pack's source folder, its folders aside, read and parsed once per test worker: the
 * sources do not change while the tests run, and a suite that looks up hundreds of entries by name
 * would otherwise read the whole folder for each.
 */
function sourceFiles(pack: string): SourceFile[] {
  let files = sources.get(pack);
  if (!files) {
    const dir = join(ROOT, "packs", "_source", pack);
    files = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({ file, document: JSON.parse(readFileSync(join(dir, file), "utf8")) as PackDocument }))
      .filter(({ document }) => !document._key.startsWith("!folders!"));
    sources.set(pack, files);
  }
  return files;
}

/** Every document of one compendium's source folder (`"templates"`, `"skills"`), its folders aside; copies the caller may change. */
export function packEntries<S>(pack: string): PackEntry<S>[] {
  return sourceFiles(pack).map(({ document }) => structuredClone(document) as unknown as PackEntry<S>);
}

/** The full `system` data of a template as the compendium holds it. */
export type { TemplateSystem };

/**
 * A template of the templates compendium, by name.
 * @throws Error when the compendium has no template of that name
 */
export function loadTemplate(name: string): PackEntry<TemplateSystem> {
  const found = sourceFiles("templates").find(({ document }) => document.name === name);
  if (!found) throw new Error(`no template named ${name} in packs/_source/templates`);
  return structuredClone(found.document) as unknown as PackEntry<TemplateSystem>;
}

/**
 * An entry of a compendium, by name.
 * @throws Error when the compendium has no entry of that name
 */
export function packEntry<S>(pack: string, name: string): PackEntry<S> {
  const found = sourceFiles(pack).find(({ document }) => document.name === name);
  if (!found) throw new Error(`no entry named ${name} in packs/_source/${pack}`);
  return structuredClone(found.document) as unknown as PackEntry<S>;
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
  return sourceFiles(pack)
    .filter(({ file }) => !(curatedOnly && file.startsWith("imp-")))
    .map(({ document }) => structuredClone(document));
}
