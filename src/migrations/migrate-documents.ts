/**
 * The active GM's migration of a world: the pending steps (steps.ts) run over world actors and
 * items, unlinked tokens' actors, chat messages and unlocked compendiums, with a progress bar and a
 * report. The steps themselves are pure; this module only reads sources and writes updates.
 */
import { SYSTEM_ID } from "../constants.ts";
import { type DocumentSource, type SourceUpdate, isDocumentSource } from "./document-source.ts";
import { emptyTally, migrationReportHtml, updatedCount, type MigrationTally } from "./report.ts";
import { type MessageStep, migrateActorSource, migrateItemSource, migrateMessageSource, type MigrationStep } from "./steps.ts";
import { createChatMessage } from "../data/document-writes.ts";
import { subtypeShape } from "./subtype-shapes.ts";

/** A document the shell can read and update; Foundry's Actor, Item and token actors all are. */
interface Migratable {
  id?: string | null;
  name?: string | null;
  toObject(): unknown;
  update(data: object, options?: object): Promise<unknown>;
}

/** A world collection with the ids of documents that failed validation. */
interface WorldCollection extends Iterable<Migratable> {
  size: number;
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string): Migratable;
}

/** A collection as the report reads it: the ids of its documents that failed validation, and those documents. */
interface InvalidDocuments {
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string): unknown;
}

/** The world's actors: a collection whose documents hold items of their own. */
type ActorCollection = WorldCollection & Iterable<Migratable & { items: InvalidDocuments }>;

/** No documents: the messages when no step concerns them. */
const NO_DOCUMENTS: WorldCollection = { size: 0, *[Symbol.iterator]() {} };

/** A progress notification (v13 `ui.notifications.info(…, { progress: true })`). */
interface Progress {
  update(data: { pct?: number; message?: string }): void;
}

const UPDATE_OPTIONS = { enforceTypes: false, render: false, diff: false };

/** A message step's update replaces the values it names (a message's type changes only so, foundryvtt#11951). */
const MESSAGE_UPDATE_OPTIONS = { ...UPDATE_OPTIONS, recursive: false };
const format = (key: string, data?: Record<string, string | number>) => game.i18n!.format(key, data as never);

/**
 * The world's own compendiums of Actors or Items. Compendiums of the system and of modules are
 * their packages' to migrate and are never written here (dnd5e migrates world packs only).
 */
function compendiumsToMigrate(): CompendiumCollection.Any[] {
  return [...(game.packs ?? [])].filter((pack) => ["Actor", "Item"].includes(pack.documentName) && pack.metadata.packageType === "world");
}

/**
 * Runs `migrate` on a compendium unlocked: a locked one is unlocked first and locked again after,
 * whatever happens inside (dnd5e's `migrateCompendium`: `wasLocked`, `configure`, `finally`).
 * @returns false when the compendium could not be unlocked (nothing of it was migrated)
 */
async function withUnlocked(pack: CompendiumCollection.Any, migrate: () => Promise<void>): Promise<boolean> {
  const wasLocked = pack.locked;
  if (wasLocked) {
    try {
      await pack.configure({ locked: false } as never);
    } catch (error) {
      console.error(`${SYSTEM_ID} | the compendium ${pack.collection} could not be unlocked for its migration`, error);
      return false;
    }
  }
  try {
    await migrate();
  } finally {
    if (wasLocked) await pack.configure({ locked: true } as never);
  }
  return true;
}

/**
 * Runs `steps` over every document a world holds that they may concern, and `messageSteps` over its
 * chat messages, counting what changed; a document whose update fails is left as it was and listed
 * in the report.
 * @param steps the pending steps of actors and items, oldest first
 * @param version the version being migrated to, for the messages
 * @param messageSteps the pending steps of chat messages, oldest first (none: the messages are not read)
 * @returns what was done
 */
export async function migrateWorld(steps: readonly MigrationStep[], version: string, messageSteps: readonly MessageStep[] = []): Promise<MigrationTally> {
  const tally = emptyTally();
  const packs = compendiumsToMigrate();
  const actors: ActorCollection = game.actors;
  const items: WorldCollection = game.items;
  const messages: WorldCollection = messageSteps.length ? game.messages : NO_DOCUMENTS;
  // Unlinked tokens' own actors.
  const tokenActors = (game.scenes?.contents ?? []).flatMap((scene) =>
    scene.tokens.contents.flatMap((token) => (!token.actorLink && token.actor ? [token.actor] : [])),
  );
  const total = actors.size + items.size + tokenActors.length + (messages.size ?? 0) + packs.reduce((sum, pack) => sum + pack.index.size, 0) || 1;

  const progress = ui.notifications!.info(format("SWD6.Migration.begin", { version }), { permanent: true, progress: true } as never) as unknown as Progress;
  const step = () => progress.update({ pct: Math.min(1, ++tally.examined / total) });

  const attempt = async (where: string, document: Migratable, migrate: () => Promise<boolean>, kind: keyof MigrationTally["updated"]) => {
    try {
      if (await migrate()) tally.updated[kind] += 1;
    } catch (error) {
      // A chat message has no name: its id is what the gamemaster can find it by.
      const name = document.name || `[${document.id ?? ""}]`;
      tally.failures.push({ where, name, message: (error as Error)?.message || String(error) });
      console.error(`${SYSTEM_ID} | migration of ${where} "${document.name}" failed`, error);
    }
    step();
  };
  const write = async (document: Migratable, update: SourceUpdate, options: object = UPDATE_OPTIONS) => {
    if (!Object.keys(update).length) return false;
    await document.update(update, options);
    return true;
  };

  for (const [actor, source] of withSources(actors, "actors")) {
    await attempt("Actor", actor, () => write(actor, migrateActorSource(source, steps, subtypeShape).update), "actors");
  }
  for (const [item, source] of withSources(items, "items")) {
    await attempt("Item", item, () => write(item, migrateItemSource(source, steps, subtypeShape).update), "items");
  }
  for (const [message, source] of withSources(messages, "messages")) {
    await attempt("ChatMessage", message, () => write(message, migrateMessageSource(source, messageSteps), MESSAGE_UPDATE_OPTIONS), "messages");
  }
  for (const actor of tokenActors) {
    const source = actor.toObject();
    if (!isDocumentSource(source)) continue;
    await attempt("Token", actor, () => write(actor, wholeItems(actor, migrateActorSource(source, steps, subtypeShape).update)), "tokens");
  }
  for (const pack of packs) {
    const unlocked = await withUnlocked(pack, async () => {
      let documents: Migratable[];
      try {
        documents = await pack.getDocuments();
      } catch (error) {
        // A compendium that cannot be read is one failure of the tally; the others are still migrated.
        tally.failures.push({
          where: pack.collection,
          name: pack.metadata.label ? game.i18n.localize(pack.metadata.label) : pack.collection,
          message: (error as Error).message ?? String(error),
        });
        console.error(`${SYSTEM_ID} | the compendium ${pack.collection} could not be read for its migration`, error);
        tally.examined += pack.index.size;
        return;
      }
      for (const document of documents) {
        const migrate = pack.documentName === "Actor" ? migrateActorSource : migrateItemSource;
        const source = document.toObject();
        if (!isDocumentSource(source)) continue;
        await attempt(pack.collection, document, () => write(document, migrate(source, steps, subtypeShape).update), "compendiums");
      }
    });
    if (!unlocked) tally.lockedPacks.push(pack.collection);
  }

  const failedHere = new Set(tally.failures.map((failure) => `${failure.where}: ${failure.name}`));
  tally.unreadable = stillUnreadable(actors, items, game.messages).filter((entry) => !failedHere.has(`${entry.where}: ${entry.name}`));
  const failed = tally.failures.length > 0 || tally.lockedPacks.length > 0;
  progress.update({
    pct: 1,
    message: format(failed ? "SWD6.Migration.completeWithErrors" : "SWD6.Migration.complete", {
      version,
      count: updatedCount(tally),
      failures: tally.failures.length,
    }),
  });
  await createChatMessage({ content: migrationReportHtml(tally, version, format), whisper: [game.user!.id], speaker: { alias: game.system!.title } });
  return tally;
}

/**
 * The collection's documents with their stored sources, those that failed validation included
 * (read from the world's raw data, so that a migration can repair them).
 */
function withSources(collection: WorldCollection, key: "actors" | "items" | "messages"): [Migratable, DocumentSource][] {
  const valid = [...collection].flatMap((document): [Migratable, DocumentSource][] => {
    const source = document.toObject();
    return isDocumentSource(source) ? [[document, source]] : [];
  });
  const raw: unknown[] = game.data[key] ?? [];
  const invalid: [Migratable, DocumentSource][] = [...(collection.invalidDocumentIds ?? [])].flatMap((id) => {
    const source = raw.find((entry) => isDocumentSource(entry) && entry._id === id);
    const document = collection.getInvalid?.(id);
    return isDocumentSource(source) && document ? [[document, source] as [Migratable, DocumentSource]] : [];
  });
  return [...valid, ...invalid];
}

/** The documents a world still holds unread (its collections' `invalidDocumentIds`, an actor's items among them). */
function stillUnreadable(actors: ActorCollection, items: WorldCollection, messages: WorldCollection): MigrationTally["unreadable"] {
  const invalid = (collection: InvalidDocuments) =>
    [...(collection.invalidDocumentIds ?? [])].map((id) => {
      try {
        const document = collection.getInvalid?.(id);
        const name = document && typeof document === "object" && "name" in document ? document.name : null;
        return typeof name === "string" && name ? name : `[${id}]`;
      } catch {
        return `[${id}]`;
      }
    });
  const embedded = [...actors].flatMap((actor) => invalid(actor.items).map((item) => ({ where: "Item", name: `${actor.name ?? ""} › ${item}` })));
  return [
    ...invalid(actors).map((name) => ({ where: "Actor", name })),
    ...invalid(items).map((name) => ({ where: "Item", name })),
    ...embedded,
    ...invalid(messages).map((name) => ({ where: "ChatMessage", name })),
  ];
}

/**
 * A token actor's update with each changed item written whole: an unlinked token stores its items
 * as a delta, and partial updates of delta items are unreliable in bulk (dnd5e does the same).
 */
function wholeItems(actor: { items: { get(id: string): Migratable | undefined } }, update: SourceUpdate): SourceUpdate {
  if (!Array.isArray(update.items)) return update;
  const changes = update.items.filter((change): change is SourceUpdate => change !== null && typeof change === "object");
  const items = changes.map((change) => {
    const original = actor.items.get(String(change._id))?.toObject() ?? {};
    return foundry.utils.mergeObject(original as object, foundry.utils.expandObject(change), { inplace: false });
  });
  return { ...update, items };
}
