/**
 * The system's compendiums on a client, read from the committed sources (packs/_source), as the
 * system's code uses them: `game.packs.get("swd6rpg.skills")` with `documentName`, `collection`,
 * `metadata.packageType`, `locked` (a system's compendium is locked), `index`, `getIndex({ fields })`
 * (entries with `_id`, `name`, `type`, `img`, `uuid` and the fields asked for) and `getDocuments()`
 * (the client's Item documents, `uuid` `Compendium.<pack>.Item.<id>`)
 * (A13 classes/foundry.documents.collections.CompendiumCollection.html).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Collection } from "./collection.ts";
import type { ClientDocument, DocumentHost } from "./documents.ts";
import { getProperty, setProperty } from "./utils.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

type Plain = Record<string, unknown>;

/** The system's compendiums of Items and Actors, by folder, with their document type: the manifest's. */
const SYSTEM_PACKS: Record<string, "Item" | "Actor"> = Object.fromEntries(
  (JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { packs: { name: string; type: "Item" | "Actor" }[] }).packs.map((pack) => [
    pack.name,
    pack.type,
  ]),
);

const read = new Map<string, Plain[]>();

/**
 * A compendium's documents as their source files hold them, read once for every client (each use
 * copies what it keeps); the folders
 * a pack keeps beside its documents (`!folders!` keys) are not documents of its type.
 */
function sources(folder: string): Plain[] {
  if (!read.has(folder)) {
    const dir = join(ROOT, "packs", "_source", folder);
    const documents = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Plain)
      .filter((document) => !String(document._key ?? "").startsWith("!folders!"));
    read.set(folder, documents);
  }
  return read.get(folder)!;
}

/** One compendium of the system on one client. */
export class SystemPack {
  readonly collection: string;
  readonly metadata: { id: string; name: string; packageType: "system"; type: string };
  readonly locked = true;
  /** The pack's sources, read when first asked for: a client opens few of the system's compendiums. */
  get #sources(): Plain[] {
    return sources(this.name);
  }
  #documents: ClientDocument[] | null = null;

  constructor(
    readonly name: string,
    readonly documentName: "Item" | "Actor",
    readonly host: DocumentHost,
  ) {
    this.collection = `swd6rpg.${name}`;
    this.metadata = { id: this.collection, name, packageType: "system", type: documentName };
  }

  /** The basic index: id, name, type, img, uuid. */
  get index(): Collection<Plain & { id: string; name: string }> {
    return this.#index([]);
  }

  #index(fields: readonly string[]): Collection<Plain & { id: string; name: string }> {
    return new Collection(
      this.#sources.map((source) => {
        const entry: Plain & { id: string; name: string } = {
          _id: source._id as string,
          id: source._id as string,
          name: source.name as string,
          type: source.type as string,
          img: source.img as string,
          uuid: `Compendium.${this.collection}.${this.documentName}.${source._id as string}`,
        };
        for (const field of fields) setProperty(entry, field, structuredClone(getProperty(source, field)));
        return entry;
      }),
    );
  }

  async getIndex(options: { fields?: string[] } = {}): Promise<Collection<Plain & { id: string; name: string }>> {
    return this.#index(options.fields ?? []);
  }

  /** The compendium's documents, built by the client's document class (and data models). */
  async getDocuments(): Promise<ClientDocument[]> {
    this.#documents ??= this.host.run(() =>
      this.#sources.map((source) => {
        const document = new (this.host.documentClass(this.documentName))(structuredClone(source), { host: this.host });
        Object.defineProperty(document, "uuid", { value: `Compendium.${this.collection}.${this.documentName}.${source._id as string}` });
        Object.defineProperty(document, "pack", { value: this.collection });
        return document;
      }),
    );
    return this.#documents;
  }

  async getDocument(id: string): Promise<ClientDocument | undefined> {
    return (await this.getDocuments()).find((document) => document.id === id);
  }
}

/** The system's compendiums as `game.packs` holds them on a client. */
export function systemPacks(host: DocumentHost): Collection<SystemPack & { id: string }> {
  return new Collection(Object.entries(SYSTEM_PACKS).map(([name, type]) => Object.assign(new SystemPack(name, type, host), { id: `swd6rpg.${name}` })));
}
