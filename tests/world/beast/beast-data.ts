/**
 * A new Actor subtype as a developer would add one: `beast`, a being of a scale of its own with a
 * hide written as a die code. It declares itself (`metadata`) and uses the system's own fields, as
 * the shipped models do; nothing of the system names it.
 */
import { WOUND_LEVELS, type WoundLevel } from "../../../src/rules/damage/damage.ts";
import { SCALES } from "../../../src/rules/vehicles/scale.ts";
import { attributesField } from "../../../src/data/attributes-field.ts";
import { DieCodeField, choiceField, countField, pointsFields } from "../../../src/data/fields.ts";
import { BEING_TRACKABLE_ATTRIBUTES, woundBar } from "../../../src/data/actor/wound-bar.ts";
import type { ActorMetadata } from "../../../src/data/subtype-metadata.ts";

const fields = foundry.data.fields;

function defineBeastSchema() {
  return {
    attributes: attributesField("1D"),
    move: countField(14, { label: "SWD6.Character.move" }),
    ...pointsFields(0, 0),
    woundLevel: choiceField(WOUND_LEVELS, "none", "SWD6.Character.woundLevel"),
    scale: choiceField(SCALES, "character", "SWD6.Creature.scale"),
    hide: new DieCodeField("0D"),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

type BeastSchema = ReturnType<typeof defineBeastSchema>;

/** A beast's `system` data: attributes, Move, points, wound level, scale, its hide's code and notes. */
export class BeastData extends foundry.abstract.TypeDataModel<BeastSchema, Actor.Implementation> {
  static readonly metadata: ActorMetadata<"being"> = { type: "beast", kind: "being", scale: true, trackable: BEING_TRACKABLE_ATTRIBUTES };

  declare wounds: { value: number; max: number };

  static override defineSchema(): BeastSchema {
    return defineBeastSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.wounds = woundBar(this.woundLevel as WoundLevel);
  }
}
