/**
 * Typed writes to the system's documents and their flags: the one place that hands Foundry's
 * `update`, `create` and flag methods data their declared types cannot follow (a `system` whose
 * type is the union of every subtype's model, paths such as `system.woundLevel`, the system's
 * flags), so that nothing above the data layer casts document data.
 */
import { SYSTEM_ID } from "../constants.ts";
import type { ActorType, ItemType } from "./document-types.ts";
import type { ActorSystems, ItemSystems } from "./document-data.ts";

/** Part of a value: an object's fields each optional, to any depth; a list whole. */
export type DeepPartial<Value> = Value extends readonly unknown[]
  ? Value
  : Value extends object
    ? { [Field in keyof Value]?: DeepPartial<Value[Field]> }
    : Value;

/**
 * The changes of a `system` update: any of the model's fields, to any depth (Foundry merges an
 * object into the stored one and replaces a list whole). For a document whose `system` is a union of
 * models, the fields of any one of them.
 */
export type SystemChanges<System> = System extends unknown ? DeepPartial<System> : never;

/** A document as these writes use it. */
export interface WritableDocument {
  readonly system: unknown;
  update(changes: never, options?: never): Promise<unknown>;
}

/** A document with flags. */
export interface FlaggedDocument {
  getFlag(scope: never, key: never): unknown;
  setFlag(scope: never, key: never, value: never): Promise<unknown>;
}

/**
 * Writes `changes` to `document`'s `system` in one update (the fields not named keep their values);
 * `flags` (by key, in the system's scope) go in the same update.
 * @param document an actor or item of the system
 * @param changes fields of one of its kind's models
 * @param flags the system's flags to set with them
 * @param options the update's options (Foundry's, and the system's own such as a sync marker)
 * @returns what `update` returns: the document, or undefined when nothing changed or a hook refused it
 */
export async function updateSystem(
  document: Actor.Implementation,
  changes: SystemChanges<ActorSystems[ActorType]>,
  flags?: Record<string, unknown>,
  options?: Record<string, unknown>,
): Promise<unknown>;
export async function updateSystem(
  document: Item.Implementation,
  changes: SystemChanges<ItemSystems[ItemType]>,
  flags?: Record<string, unknown>,
  options?: Record<string, unknown>,
): Promise<unknown>;
export async function updateSystem(
  document: WritableDocument,
  changes: object,
  flags: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Promise<unknown> {
  return document.update({ system: changes, ...(Object.keys(flags).length > 0 ? { flags: { [SYSTEM_ID]: flags } } : {}) } as never, options as never);
}

/**
 * Writes changes given by path (`system.woundLevel`, `flags.swd6rpg.…`) to `document` in one update:
 * for changes a hook may have added to (`modifyTokenAttribute`) or a pure flow built as paths.
 * @returns what `update` returns
 */
export async function updatePaths(
  document: { update(changes: never, options?: never): Promise<unknown> },
  changes: Readonly<Record<string, unknown>>,
  options: Record<string, unknown> = {},
): Promise<unknown> {
  return document.update(changes as never, options as never);
}

/**
 * A flag of the system's scope on `document`, unread: the caller's reader checks its shape.
 * @returns the stored value, or undefined (so too without a document)
 */
export function systemFlag(document: FlaggedDocument | null | undefined, key: string): unknown {
  return document?.getFlag(SYSTEM_ID as never, key as never);
}

/** Sets a flag of the system's scope on `document`. */
export async function setSystemFlag(document: FlaggedDocument, key: string, value: unknown): Promise<unknown> {
  return document.setFlag(SYSTEM_ID as never, key as never, value as never);
}

/** The data of a new item of the system: its name and subtype, and what it sets of the rest. */
export interface NewItemData {
  name: string;
  type: ItemType;
  img?: string | null;
  system?: object;
  flags?: object;
  _stats?: object;
}

/** The data of a new actor of the system: its name and subtype, and what it sets of the rest. */
export interface NewActorData {
  name: string;
  type: ActorType;
  img?: string | null;
  system?: object;
  items?: readonly object[];
  flags?: object;
  _stats?: object;
}

/**
 * Creates items embedded in `parent`.
 * @returns the created items, in order (none when a hook refused them)
 */
export async function createOwnedItems(
  parent: Actor.Implementation,
  items: readonly NewItemData[],
  options: Record<string, unknown> = {},
): Promise<Item.Implementation[]> {
  return ((await parent.createEmbeddedDocuments("Item", items as never, options as never)) ?? []) as Item.Implementation[];
}

/**
 * Creates an actor of the world.
 * @returns the actor, or undefined when a hook refused it
 */
export async function createActor(data: NewActorData): Promise<Actor.Implementation | undefined> {
  return (await Actor.implementation.create(data as never)) as Actor.Implementation | undefined;
}

/** The data of a chat message the system posts: speaker, content, rolls, visibility and the system's flags. */
export type NewMessageData = object;

/**
 * Posts a chat message.
 * @param data the message's data (its `speaker`, `content`, `rolls`, `whisper`, `blind`, `author`, `flags` …)
 * @param options the creation's options: `keepId` keeps the `_id` the data names
 * @returns the message, or undefined when a hook refused it
 */
export async function createChatMessage(data: NewMessageData, options: { keepId?: boolean } = {}): Promise<ChatMessage.Implementation | undefined> {
  return (await ChatMessage.implementation.create(data as never, options as never)) as ChatMessage.Implementation | undefined;
}

/**
 * Writes changes to a chat message: its `content`, `rolls`, and flags by path or object.
 * @returns what `update` returns
 */
export async function updateChatMessage(message: ChatMessage.Implementation, changes: object): Promise<unknown> {
  return message.update(changes as never);
}

/**
 * Writes changes to a combat: Foundry's `round` and `turn` (null: no one's turn), what core's round
 * change adds, and the round's system data by path (`system.mode`, `system.round` …).
 * @param options the update's options (core's `direction`, `worldTime` …)
 * @returns what `update` returns
 */
export async function updateCombat(
  combat: Combat.Implementation,
  changes: { round?: number; turn?: number | null } & Readonly<Record<string, unknown>>,
  options: object = {},
): Promise<unknown> {
  return combat.update(changes as never, options as never);
}

/** A document with embedded collections. */
interface EmbeddingDocument {
  createEmbeddedDocuments(name: never, data: never, options?: never): Promise<unknown>;
  deleteEmbeddedDocuments(name: never, ids: never, options?: never): Promise<unknown>;
}

/**
 * Creates documents embedded in `parent`: an actor's active effects, a combat's combatants.
 * @param data each new document's data
 * @param options the creation's options (the system's own markers among them)
 */
export async function createEmbedded(
  parent: EmbeddingDocument,
  name: "ActiveEffect" | "Combatant",
  data: readonly object[],
  options: object = {},
): Promise<unknown> {
  return parent.createEmbeddedDocuments(name as never, data as never, options as never);
}

/** Deletes the documents of `ids` embedded in `parent`. */
export async function deleteEmbedded(
  parent: EmbeddingDocument,
  name: "ActiveEffect" | "Combatant",
  ids: readonly string[],
  options: object = {},
): Promise<unknown> {
  return parent.deleteEmbeddedDocuments(name as never, ids as never, options as never);
}

/**
 * Creates a macro of the world.
 * @param data its name, type, image, command and flags
 * @returns the macro, or undefined when a hook refused it
 */
export async function createMacro(data: {
  name: string;
  type: "script" | "chat";
  img?: string;
  command: string;
  flags?: object;
}): Promise<Macro.Implementation | undefined> {
  return (await Macro.implementation.create(data as never)) as Macro.Implementation | undefined;
}
