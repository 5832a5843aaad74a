/**
 * Typed access to the `system` data of the system's actors and items. Foundry's document classes
 * type `system` as the union of every subtype's model, and a check of `type` does not narrow it;
 * this module is the one place that maps a subtype to its model's type, so that the adapters above
 * the data layer read typed data without casts of their own.
 */
import type { ActorModels, ActorType, ItemModels, ModelInstances } from "./document-types.ts";
import type { ActorKind, ActorMetadata } from "./subtype-metadata.ts";
import { WOUND_LEVELS, type WoundLevel } from "../rules/damage/damage.ts";

/** Every Actor subtype's model, by subtype (from the registry, `document-types.ts`). */
export type ActorSystems = ModelInstances<ActorModels>;

/** Every Item subtype's model, by subtype (from the registry, `document-types.ts`). */
export type ItemSystems = ModelInstances<ItemModels>;

/** The subtypes whose model declares `kind` (`metadata.kind`), as the compiler reads the registry. */
type ActorTypeOfKind<Kind extends ActorKind> = { [Type in ActorType]: ActorModels[Type]["metadata"]["kind"] extends Kind ? Type : never }[ActorType];

/** A being's subtype: one whose model declares it a being. */
export type BeingType = ActorTypeOfKind<"being">;

/** A craft's subtype: one whose model declares it a craft. */
export type CraftType = ActorTypeOfKind<"craft">;

/** A being's model: a character's, an NPC's or a creature's. */
export type BeingSystem = ActorSystems[BeingType];

/** A model with a character's full fields (templates, gear text, advancement): a character's or an NPC's. */
export type PersonSystem = ActorSystems["character" | "npc"];

/** A craft's model. */
export type CraftSystem = ActorSystems[CraftType];

interface Typed {
  readonly type: string;
  readonly system: unknown;
}

/** The models the system registered (`CONFIG.Actor.dataModels`, at `init`): none before. */
interface RegisteredModels {
  CONFIG?: { Actor?: { dataModels?: Record<string, { metadata?: Partial<ActorMetadata> } | undefined> } };
}

/**
 * What the registered model of an Actor subtype declares of itself (`metadata`); undefined for a
 * subtype no model of the system declares, or before the models are registered. Read by subtype,
 * so that creation data and stored sources are known as the documents built from them are.
 */
function declaredBy({ type }: { readonly type: string }): ActorMetadata | undefined {
  const models = (globalThis as RegisteredModels).CONFIG?.Actor?.dataModels;
  const metadata = models && Object.hasOwn(models, type) ? models[type]?.metadata : undefined;
  return metadata?.kind && metadata.type === type ? (metadata as ActorMetadata) : undefined;
}

/** Whether `actor` is a being: a character, an NPC, a creature, or any subtype whose model declares it one. */
export function isBeing(actor: { readonly type: string } | null | undefined): boolean {
  return !!actor && declaredBy(actor)?.kind === "being";
}

/** Whether `actor` is a craft: a vehicle, a starship, or any subtype whose model declares it one. */
export function isCraft(actor: { readonly type: string } | null | undefined): boolean {
  return !!actor && declaredBy(actor)?.kind === "craft";
}

/**
 * The scale `actor` is attacked at, as stored: its `system.scale` when its model declares one
 * (`metadata.scale`), which the attack checks against the rules' scales; null for an actor of
 * character scale (one whose model declares none) or none.
 */
export function storedScaleOf(actor: Typed | null | undefined): unknown {
  if (!actor || !declaredBy(actor)?.scale) return null;
  return (actor.system as { scale?: unknown }).scale ?? null;
}

/** `actor`'s model when it is of subtype `type`, else null. */
export function actorData<K extends keyof ActorSystems>(actor: Typed | null | undefined, type: K): ActorSystems[K] | null {
  return actor?.type === type ? (actor.system as ActorSystems[K]) : null;
}

/** A being's model (character, NPC or creature), else null. */
export function beingData(actor: Typed | null | undefined): BeingSystem | null {
  return actor && isBeing(actor) ? (actor.system as BeingSystem) : null;
}

/** A character's or an NPC's model, else null. */
export function personData(actor: Typed | null | undefined): PersonSystem | null {
  return actor?.type === "character" || actor?.type === "npc" ? (actor.system as PersonSystem) : null;
}

/** A vehicle's or a starship's model, else null. */
export function craftData(actor: Typed | null | undefined): CraftSystem | null {
  return actor && isCraft(actor) ? (actor.system as CraftSystem) : null;
}

/** `item`'s model when it is of subtype `type`, else null. */
export function itemData<K extends keyof ItemSystems>(item: Typed | null | undefined, type: K): ItemSystems[K] | null {
  return item?.type === type ? (item.system as ItemSystems[K]) : null;
}

/** An item of a given subtype with its typed model: `{ id, name, img, system }`. */
export interface TypedItem<K extends keyof ItemSystems> {
  id: string;
  name: string;
  img: string | undefined;
  system: ItemSystems[K];
}

interface ItemLike extends Typed {
  readonly id: string | null;
  readonly name: string;
  readonly img?: string | null;
}

/** The items of subtype `type` among `items` (an actor's `items` collection or an array), typed. */
export function itemsOfType<K extends keyof ItemSystems>(items: Iterable<ItemLike>, type: K): TypedItem<K>[] {
  const found: TypedItem<K>[] = [];
  for (const item of items) {
    if (item.type === type) found.push({ id: item.id ?? "", name: item.name, img: item.img ?? undefined, system: item.system as ItemSystems[K] });
  }
  return found;
}

/** The skill item whose key is `key` among `items`, or null. */
export function skillByKey(items: Iterable<ItemLike>, key: string): TypedItem<"skill"> | null {
  return itemsOfType(items, "skill").find((skill) => skill.system.key === key) ?? null;
}

/** A being's wound level; `"none"` for a craft, a missing actor or a level the rules do not know. */
export function woundLevelOf(actor: Typed | null | undefined): WoundLevel {
  const level = beingData(actor)?.woundLevel;
  return level && WOUND_LEVELS.includes(level) ? level : "none";
}

/** An item's description HTML (every item type but the Force power has one), or "". */
export function descriptionOf(item: Typed): string {
  const description = (item.system as { description?: unknown }).description;
  return typeof description === "string" ? description : "";
}

/**
 * The actor a UUID sent by a client names, or null when it is empty, malformed (Foundry's lookup
 * throws on some), gone or names something else.
 * @param uuid the UUID as received
 */
export function actorAtUuid(uuid: string): Actor.Implementation | null {
  if (!uuid) return null;
  try {
    return actorOfUuid(uuid);
  } catch {
    return null;
  }
}

/**
 * The actor a UUID names (a world actor, or a token's synthetic one), or null when it is gone or the
 * UUID names something else.
 */
export function actorOfUuid(uuid: string): Actor.Implementation | null {
  const found: unknown = fromUuidSync(uuid);
  return found instanceof Actor.implementation ? found : null;
}

/**
 * The world's actors as the system's class: the types give a collection's entries as stored
 * documents of the base class, while the world holds only the configured class's.
 */
export function worldActors(): Actor.Implementation[] {
  return game.actors.contents as unknown as Actor.Implementation[];
}

/** A world actor by id, as the system's class (see {@link worldActors}); undefined when there is none. */
export function worldActor(id: string): Actor.Implementation | undefined {
  return game.actors.get(id) as unknown as Actor.Implementation | undefined;
}

/** The world's combats as the system's class (see {@link worldActors}). */
export function worldCombats(): Combat.Implementation[] {
  return game.combats.contents as unknown as Combat.Implementation[];
}

/** A combat the types give as stored, as the system's class (see {@link worldActors}); null for none. */
export function configuredCombat(combat: Combat.Stored | null | undefined): Combat.Implementation | null {
  return (combat ?? null) as unknown as Combat.Implementation | null;
}

/** An actor the types give as stored or initialized, as the system's class (see {@link worldActors}); null for none. */
export function configuredActor(actor: object | null | undefined): Actor.Implementation | null {
  return (actor ?? null) as unknown as Actor.Implementation | null;
}
