/**
 * The base classes of the Actor and Item subtypes' models: a TypeDataModel of the subtype's schema
 * that declares the subtype (`metadata`, `subtype-metadata.ts`), and for a being the wound bar its
 * tokens show. A model extends one and adds only what its data derives or refuses.
 */
import { woundBar, woundLevelIn } from "./actor/wound-bar.ts";
import type { ActorKind, ActorMetadata, ItemMetadata } from "./subtype-metadata.ts";

type DataSchema = foundry.data.fields.DataSchema;

/**
 * The document a model's data belongs to, as the base classes type it: any document. A class made by
 * a call cannot name `Actor.Implementation` or `Item.Implementation`, whose types read the registry of
 * these very models (a circle the compiler refuses); no model reads its `parent`.
 */
type AnyParent = foundry.abstract.Document.Any;

/**
 * The base class of an Item subtype's model.
 * @param type the subtype's name, as the manifest declares it
 * @param defineSchema the schema of the subtype's `system` data
 * @returns a class for the model to extend (a new one each call)
 */
export function itemModel<Schema extends DataSchema>(type: string, defineSchema: () => Schema) {
  return class extends foundry.abstract.TypeDataModel<Schema, AnyParent> {
    /** What the subtype declares of itself. */
    static readonly metadata: ItemMetadata = { type };

    static override defineSchema(): Schema {
      return defineSchema();
    }
  };
}

/**
 * The base class of an Actor subtype's model.
 * @param metadata what the subtype declares of itself
 * @param defineSchema the schema of the subtype's `system` data
 * @returns a class for the model to extend (a new one each call)
 */
export function actorModel<Kind extends ActorKind, Schema extends DataSchema>(metadata: ActorMetadata<Kind>, defineSchema: () => Schema) {
  return class extends foundry.abstract.TypeDataModel<Schema, AnyParent> {
    /** What the subtype declares of itself. */
    static readonly metadata: ActorMetadata<Kind> = metadata;

    static override defineSchema(): Schema {
      return defineSchema();
    }
  };
}

/**
 * The base class of a being's model: an actor's (see {@link actorModel}) whose wound level is also a
 * token bar, `wounds` (derived, never stored: see `woundBar`; the manifest's `primaryTokenAttribute`).
 * @param metadata what the subtype declares of itself: a being
 * @param defineSchema the schema of the subtype's `system` data, a `woundLevel` among its fields
 * @returns a class for the model to extend (a new one each call)
 */
export function beingModel<Schema extends DataSchema>(metadata: ActorMetadata<"being">, defineSchema: () => Schema) {
  return class extends foundry.abstract.TypeDataModel<Schema, AnyParent> {
    /** What the subtype declares of itself. */
    static readonly metadata: ActorMetadata<"being"> = metadata;

    /** The wound level as a token bar. */
    declare wounds: { value: number; max: number };

    static override defineSchema(): Schema {
      return defineSchema();
    }

    /** Derives `wounds` from the wound level. */
    override prepareDerivedData(): void {
      super.prepareDerivedData();
      this.wounds = woundBar(woundLevelIn(this));
    }
  };
}
