/**
 * The migration steps in the order they run (of actors and items, and of chat messages), and the
 * pure functions that migrate one document's source through every step a world still needs.
 */
import { canonicalDieCodes } from "./canonical-die-codes.ts";
import { legacyCardUpdate } from "./legacy-card-messages.ts";
import { weaponAmmo } from "./weapon-ammo.ts";
import { embeddedUpdates, sourceUpdate, type DocumentSource, type SourceUpdate } from "./document-source.ts";
import { compareVersions, UNMIGRATED } from "./version.ts";

/** What a step may read of a source's subtype, as its model declares it: the paths in `system` of its die codes. */
export interface SubtypeShape {
  dieCodePaths: readonly string[];
}

/**
 * Each subtype's shape, by document name and subtype (`subtypeShape` in `subtype-shapes.ts` reads the
 * registry's models); a subtype no model holds has none of the fields a step names.
 */
export type SubtypeShapes = (documentName: "Actor" | "Item", type: string) => SubtypeShape;

/**
 * One migration step: a pure function of a document's source and its subtype's shape that returns
 * the migrated source (a copy; the same content when nothing applies). It must keep every field it does not migrate and
 * give the same result when run twice. It runs in worlds last migrated before `version`.
 */
export interface MigrationStep {
  /** The system version that ships the step; never newer than system.json's version. */
  version: string;
  /** What it does, for the console and the report. */
  name: string;
  /** Migrates an Actor source or an Item source (world, embedded or in a compendium) of a subtype of that shape. */
  migrate(source: DocumentSource, shape: SubtypeShape): DocumentSource;
}

/** Every step, oldest first. Worlds from 0.1.0 builds have no stored version, so 0.1.0 steps run there. */
export const MIGRATION_STEPS: readonly MigrationStep[] = [
  { version: "0.1.0", name: "canonical die codes", migrate: (source, shape) => canonicalDieCodes(source, shape.dieCodePaths) },
  { version: "0.2.0", name: "weapon ammunition as a number, and its reload", migrate: weaponAmmo },
  // The 0.1.0 step again, now that it covers NPCs, creatures and craft: worlds 0.1.0 or 0.2.0 migrated kept their codes as typed.
  { version: "0.3.0", name: "canonical die codes of NPCs, creatures and craft", migrate: (source, shape) => canonicalDieCodes(source, shape.dieCodePaths) },
];

/**
 * One migration step of chat messages: the update that rewrites a message's source, its values
 * written whole (`recursive: false`, so that it may change the message's `type`); empty when nothing
 * applies. It runs in worlds last migrated before `version`.
 */
export interface MessageStep {
  /** The system version that ships the step; never newer than system.json's version. */
  version: string;
  /** What it does, for the console and the report. */
  name: string;
  /** The update of a message's source (stored, or as its class lifted it in memory). */
  update(source: DocumentSource): SourceUpdate;
}

/** Every step over chat messages, oldest first. */
export const MESSAGE_STEPS: readonly MessageStep[] = [
  { version: "0.3.0", name: "chat cards of earlier versions stored as their subtypes", update: legacyCardUpdate },
];

/**
 * The steps a world last migrated by `stored` still needs, oldest first.
 * @param stored the stored version, or "" for a world never migrated
 * @param steps the step list (the system's steps of actors and items by default)
 * @throws Error when `stored` is neither "" nor a version
 */
export function pendingSteps(stored: string): MigrationStep[];
export function pendingSteps<S extends { version: string }>(stored: string, steps: readonly S[]): S[];
export function pendingSteps(stored: string, steps: readonly { version: string }[] = MIGRATION_STEPS): { version: string }[] {
  if (stored.trim() === UNMIGRATED) return [...steps];
  return steps.filter((step) => compareVersions(step.version, stored) > 0);
}

/** A source after the steps: the update to write (empty when nothing changes) and the migrated source. */
export interface MigratedSource {
  update: SourceUpdate;
  migrated: DocumentSource;
}

/** `source` through each step in turn, each given the subtype's shape. */
function throughSteps(source: DocumentSource, steps: readonly MigrationStep[], shape: SubtypeShape): DocumentSource {
  return steps.reduce((current, step) => step.migrate(current, shape), source);
}

/**
 * An Item source after the given steps.
 * @param source the stored source
 * @param steps the steps to run, oldest first
 * @param shapes each subtype's shape
 * @returns the update to write (empty when nothing changes) and the migrated source
 */
export function migrateItemSource(source: DocumentSource, steps: readonly MigrationStep[], shapes: SubtypeShapes): MigratedSource {
  const migrated = throughSteps(source, steps, shapes("Item", source.type ?? ""));
  return { update: sourceUpdate(source, migrated), migrated };
}

/**
 * An Actor source after the given steps, its embedded items included; the update carries the
 * changed items as `items: [{_id, ...}]`, as `Actor#update` takes them.
 * @param source the stored source with its `items`
 * @param steps the steps to run, oldest first
 * @param shapes each subtype's shape, the actor's and its items'
 * @returns the update to write (empty when nothing changes) and the migrated source
 */
export function migrateActorSource(source: DocumentSource, steps: readonly MigrationStep[], shapes: SubtypeShapes): MigratedSource {
  const own = throughSteps(source, steps, shapes("Actor", source.type ?? ""));
  const items = (source.items ?? []).map((item) => migrateItemSource(item, steps, shapes).migrated);
  const migrated = source.items ? { ...own, items } : own;
  const update = sourceUpdate(source, migrated);
  const changedItems = embeddedUpdates(source, migrated);
  if (changedItems.length) update.items = changedItems;
  return { update, migrated };
}

/**
 * A chat message's update after the given steps: each step sees the source as the steps before it
 * left it, and a later step's value of a field wins.
 * @param source the message's source
 * @param steps the steps to run, oldest first
 * @returns the update to write with `recursive: false` (empty when nothing changes)
 */
export function migrateMessageSource(source: DocumentSource, steps: readonly MessageStep[]): SourceUpdate {
  let current = source;
  const update: SourceUpdate = {};
  for (const step of steps) {
    const part = step.update(current);
    Object.assign(update, part);
    current = { ...current, ...part };
  }
  return update;
}
