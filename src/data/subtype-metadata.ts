/**
 * What a subtype's model declares of itself (its static `metadata`), which registration, the typed
 * access to `system`, the token attributes and the attack read instead of lists of their own: a new
 * subtype is its model, and whatever reads a subtype finds it there.
 */

/** How the rules treat an actor: a being is rolled and hurt as people are; a craft is crewed. */
export type ActorKind = "being" | "craft";

/** What a token of an actor may show: bars (`{ value, max }` attributes) and single values, by path in `system`. */
export interface TrackableAttributes {
  bar: string[];
  value: string[];
}

/** What an Item subtype's model declares: its subtype's name, as the manifest and the registry key it. */
export interface ItemMetadata {
  readonly type: string;
}

/**
 * What an Actor subtype's model declares.
 * @typeParam Kind the actor's kind, kept literal so that the compiler derives the beings' and the
 *   crafts' subtypes from the registry (`document-data.ts`)
 */
export interface ActorMetadata<Kind extends ActorKind = ActorKind> {
  /** The subtype's name, as the manifest and the registry key it. */
  readonly type: string;
  /** Whether it is a being (attributes, skills, a wound level) or a craft (crew, hull or body). */
  readonly kind: Kind;
  /** Whether its `system.scale` holds the scale it is attacked at (R&E Rules, scale); without one it is of character scale. */
  readonly scale: boolean;
  /** What its tokens may show as bars and values; null leaves Foundry's choice from the schema. */
  readonly trackable: TrackableAttributes | null;
}

/** A model that declares its metadata: each Actor and Item subtype's. */
export interface DeclaredModel<Metadata> {
  readonly metadata: Metadata;
  defineSchema(): Record<string, unknown>;
}
