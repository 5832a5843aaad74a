/**
 * The Foundry shell of the migrations, against a small stand-in of the globals it reads (settings,
 * world collections, scenes, compendiums, notifications): who migrates, what is written, what the
 * report says, and that a failed document is left as it was.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import type { DocumentSource } from "../../src/migrations/document-source.ts";
import { loadSystemSchemas } from "../helpers/schema-stand-in.ts";

await loadSystemSchemas();
const schemaStandIn = { ...(globalThis as unknown as { foundry: object }).foundry };

const character = (): DocumentSource => JSON.parse(readFileSync(new URL("./fixtures/0.1.0/character-kessa-vorn.json", import.meta.url), "utf8"));

/** A stored document: its source, and the updates written to it. */
class StoredDocument {
  updates: Record<string, unknown>[] = [];
  /** The compendium it is in; a locked compendium refuses writes. */
  pack: PackStandIn | null = null;
  constructor(
    public source: DocumentSource,
    public fails = false,
  ) {}
  get name() {
    return this.source.name ?? null;
  }
  get items() {
    return { get: (id: string) => (this.source.items ?? []).map((i) => new StoredDocument(i)).find((i) => i.source._id === id) };
  }
  toObject() {
    return structuredClone(this.source);
  }
  async update(data: Record<string, unknown>) {
    if (this.pack?.locked) throw new Error(`You may not modify the locked compendium ${this.pack.collection}`);
    if (this.fails) throw new Error("the database refused");
    this.updates.push(data);
  }
}

/**
 * A compendium as FOUNDRY-FACTS §11 describes dnd5e using it: `locked`, `configure({ locked })`,
 * `getDocuments()`, its package type in `metadata`; a locked compendium refuses writes.
 */
class PackStandIn {
  configured: boolean[] = [];
  read = 0;
  constructor(
    readonly documentName: string,
    readonly collection: string,
    public locked: boolean,
    packageType: string,
    readonly documents: StoredDocument[] = [],
  ) {
    this.metadata = { packageType };
    this.index = { size: documents.length };
    for (const document of documents) document.pack = this;
  }
  metadata: { packageType: string };
  index: { size: number };
  async configure(options: { locked: boolean }) {
    this.configured.push(options.locked);
    this.locked = options.locked;
  }
  async getDocuments() {
    this.read += 1;
    return this.documents;
  }
}

const collection = (documents: StoredDocument[]) => Object.assign(documents, { size: documents.length, invalidDocumentIds: new Set<string>() });

let settings: Map<string, unknown>;
let progress: { pct?: number; message?: string }[];
let messages: Record<string, unknown>[];

function install({
  stored = "",
  activeGM = true,
  actors = [] as StoredDocument[],
  items = [] as StoredDocument[],
  tokens = [] as { actorLink: boolean; actor: StoredDocument | null }[],
  packs = [] as unknown[],
  chatMessages = [] as StoredDocument[],
} = {}) {
  settings = new Map([["swd6rpg.systemMigrationVersion", stored]]);
  progress = [];
  messages = [];
  Object.assign(globalThis, {
    game: {
      settings: {
        get: (scope: string, key: string) => settings.get(`${scope}.${key}`),
        set: async (scope: string, key: string, value: unknown) => void settings.set(`${scope}.${key}`, value),
      },
      system: { version: "0.2.0", title: "Star Wars D6" },
      users: { activeGM: activeGM ? { isSelf: true } : null },
      user: { id: "gmUser000000000", can: (permission: string) => permission === "SETTINGS_MODIFY" },
      actors: collection(actors),
      items: collection(items),
      messages: collection(chatMessages),
      scenes: { contents: [{ tokens: { contents: tokens } }] },
      packs,
      data: { actors: [], items: [], messages: [] },
      i18n: { format: (key: string, data: object) => `${key} ${JSON.stringify(data ?? {})}` },
    },
    ui: { notifications: { info: () => ({ update: (p: { pct?: number; message?: string }) => progress.push(p) }), warn: vi.fn() } },
    // Foundry's `implementation` is the configured ChatMessage class, here the stand-in itself.
    ChatMessage: {
      create: async (data: Record<string, unknown>) => void messages.push(data),
      get implementation() {
        return this;
      },
    },
    // The data models' stand-in fields (which the migration reads the die codes from), and the utilities.
    foundry: {
      ...schemaStandIn,
      utils: {
        expandObject: (flat: Record<string, unknown>) => {
          const out: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(flat)) {
            const parts = key.split(".");
            let target = out;
            for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
            target[parts.at(-1)!] = value;
          }
          return out;
        },
        mergeObject: (a: object, b: Record<string, unknown>) => {
          const copy = structuredClone(a) as Record<string, unknown>;
          for (const [key, value] of Object.entries(b)) {
            copy[key] = value && typeof value === "object" && !Array.isArray(value) ? { ...(copy[key] as object), ...value } : value;
          }
          return copy;
        },
      },
    },
  });
}

const { migrateWorldIfNeeded } = await import("../../src/migrations/migrate-world.ts");

describe("migrating a world on ready", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));

  it("does nothing in a client that is not the active GM's", async () => {
    const actor = new StoredDocument(character());
    install({ activeGM: false, actors: [actor] });
    await migrateWorldIfNeeded();
    expect(actor.updates).toEqual([]);
    expect(settings.get("swd6rpg.systemMigrationVersion")).toBe("");
    expect(messages).toEqual([]);
  });

  it("migrates world actors, unlinked tokens' actors and world compendiums (a locked one unlocked and locked again), reports, and stores the version", async () => {
    const actor = new StoredDocument(character());
    const tokenActor = new StoredDocument(character());
    const linked = new StoredDocument(character());
    const packItem = new StoredDocument(character().items![4]);
    const lockedActor = new StoredDocument(character());
    const unlocked = new PackStandIn("Item", "world.house-skills", false, "world", [packItem]);
    const locked = new PackStandIn("Actor", "world.old-heroes", true, "world", [lockedActor]);
    const system = new PackStandIn("Item", "swd6rpg.skills", true, "system", [new StoredDocument(character().items![4])]);
    const module = new PackStandIn("Actor", "some-module.heroes", false, "module", [new StoredDocument(character())]);
    install({
      actors: [actor],
      tokens: [
        { actorLink: false, actor: tokenActor },
        { actorLink: true, actor: linked },
      ],
      packs: [unlocked, locked, system, module],
    });
    await migrateWorldIfNeeded();

    expect(actor.updates).toHaveLength(1);
    expect((actor.updates[0].items as unknown[]).length).toBe(3);
    // A token's items are written whole: every field of the stored item is in the update.
    const tokenItem = (tokenActor.updates[0].items as DocumentSource[])[0];
    expect(tokenItem).toMatchObject({
      _id: "skBlaster0000001",
      name: "Blaster",
      type: "skill",
      system: { key: "blaster", specializations: [{ name: "Blaster Pistol", bonus: "1D" }] },
    });
    expect(linked.updates).toEqual([]);
    expect(packItem.updates).toEqual([{ "system.bonus": "1D" }]);
    // The locked world compendium: unlocked, migrated, locked again.
    expect(lockedActor.updates).toHaveLength(1);
    expect(locked.configured).toEqual([false, true]);
    expect(locked.locked).toBe(true);
    // Other packages' compendiums are never read nor written.
    expect([system.read, module.read, system.configured.length, module.configured.length]).toEqual([0, 0, 0, 0]);

    expect(settings.get("swd6rpg.systemMigrationVersion")).toBe("0.2.0");
    expect(progress.at(-1)).toMatchObject({ pct: 1 });
    expect(progress.at(-1)!.message).toContain("SWD6.Migration.complete ");
    const report = String(messages[0].content);
    expect(messages[0].whisper).toEqual(["gmUser000000000"]);
    expect(report).not.toContain("swd6rpg.skills");
    expect(report).toContain("SWD6.Migration.Report.tokens {&quot;count&quot;:1}");
    expect(report).toContain("SWD6.Migration.Report.compendiums {&quot;count&quot;:2}");
  });

  it("locks a locked compendium again even when one of its documents fails", async () => {
    const broken = new StoredDocument(character(), true);
    const locked = new PackStandIn("Actor", "world.old-heroes", true, "world", [broken]);
    install({ packs: [locked] });
    await migrateWorldIfNeeded();
    expect(locked.configured).toEqual([false, true]);
    expect(String(messages[0].content)).toContain("world.old-heroes: Kessa Vorn: the database refused");
  });

  it("leaves a document whose update fails as it was, lists it, goes on, and keeps the old version so it is tried again", async () => {
    const broken = new StoredDocument(character(), true);
    const fine = new StoredDocument(character());
    install({ actors: [broken, fine] });
    await migrateWorldIfNeeded();
    expect(broken.source).toEqual(character());
    expect(fine.updates).toHaveLength(1);
    expect(String(messages[0].content)).toContain("Actor: Kessa Vorn: the database refused");
    expect(progress.at(-1)!.message).toContain("SWD6.Migration.completeWithErrors");
    expect(settings.get("swd6rpg.systemMigrationVersion")).toBe("");
    const warn = (globalThis as unknown as { ui: { notifications: { warn: ReturnType<typeof vi.fn> } } }).ui.notifications.warn;
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain("SWD6.Migration.incomplete");
  });

  it("keeps the old version when a locked world compendium cannot be unlocked, and lists it", async () => {
    const stuck = new PackStandIn("Actor", "world.old-heroes", true, "world", [new StoredDocument(character())]);
    stuck.configure = async () => {
      throw new Error("no permission to configure");
    };
    install({ packs: [stuck] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await migrateWorldIfNeeded();
    expect(stuck.read).toBe(0);
    expect(String(messages[0].content)).toContain("world.old-heroes");
    expect(settings.get("swd6rpg.systemMigrationVersion")).toBe("");
  });

  it("reports a world compendium that cannot be read, migrates the others, locks it again and keeps the old version", async () => {
    const unreadable = new PackStandIn("Actor", "world.broken", true, "world", [new StoredDocument(character())]);
    unreadable.getDocuments = async () => {
      throw new Error("the compendium's database could not be opened");
    };
    const fine = new PackStandIn("Actor", "world.heroes", false, "world", [new StoredDocument(character())]);
    install({ packs: [unreadable, fine] });
    await expect(migrateWorldIfNeeded()).resolves.toBeUndefined();
    expect(unreadable.configured).toEqual([false, true]);
    expect(fine.documents[0].updates).toHaveLength(1);
    expect(String(messages[0].content)).toContain("world.broken");
    expect(String(messages[0].content)).toContain("could not be opened");
    expect(settings.get("swd6rpg.systemMigrationVersion")).toBe("");
  });

  it("leaves a world migrated by a newer version alone, with a warning", async () => {
    const actor = new StoredDocument(character());
    install({ stored: "9.0.0", actors: [actor] });
    await migrateWorldIfNeeded();
    expect(actor.updates).toEqual([]);
    expect((globalThis as unknown as { ui: { notifications: { warn: ReturnType<typeof vi.fn> } } }).ui.notifications.warn).toHaveBeenCalledOnce();
    expect(settings.get("swd6rpg.systemMigrationVersion")).toBe("9.0.0");
  });
});
