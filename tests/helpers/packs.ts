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
