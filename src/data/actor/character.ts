/**
 * The `character` Actor subtype: a player character or a named non-player character.
 */
import { WOUND_LEVELS, type WoundLevel } from "../../rules/damage/damage.ts";
import { ADVANCE_KINDS, type AdvanceKind } from "../../rules/characters/advancement.ts";
import { attributesField } from "../attributes-field.ts";
import { characterBasicsFields, choiceField, textField } from "../fields.ts";
import { BEING_TRACKABLE_ATTRIBUTES, woundBar } from "./wound-bar.ts";
import type { ActorMetadata } from "../subtype-metadata.ts";
import { droidField, validateDroidForce } from "./droid-field.ts";

const fields = foundry.data.fields;

/** An advance's kind: one of the rules' kinds, which the field's type says so the log reads as the rules' records. */
type AdvanceKindOptions = { required: true; blank: false; choices: AdvanceKind[] };

/** The fields of a character's `system` data, which an NPC shares (see `NpcData`). */
export function defineCharacterSchema() {
  return {
    attributes: attributesField("2D"),
    ...characterBasicsFields(),
    woundLevel: choiceField(WOUND_LEVELS, "none", "SWD6.Character.woundLevel"),
    droid: droidField(),
    template: textField("SWD6.Character.template"),
    equipment: textField("SWD6.Character.equipment"),
    background: new fields.HTMLField({ required: true, blank: true, initial: "", label: "SWD6.Character.background" }),
    // Advancement between adventures (R&E Rules Upgrade): the adventure counter the GM moves on,
    // which limits each trait to one pip per adventure, and the log of every advance bought.
    adventure: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0, label: "SWD6.Advance.adventure" }),
    advances: new fields.ArrayField(
      new fields.SchemaField({
        kind: new fields.StringField<AdvanceKindOptions, AdvanceKind, AdvanceKind, AdvanceKind>({ required: true, blank: false, choices: [...ADVANCE_KINDS] }),
        key: new fields.StringField({ required: true, blank: false }),
        label: new fields.StringField({ required: true, blank: true }),
        from: new fields.StringField({ required: true, blank: false }),
        to: new fields.StringField({ required: true, blank: false }),
        cost: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        days: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        adventure: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        date: new fields.StringField({ required: true, blank: true }),
      }),
    ),
    // Medpacs used on this character (tables.json `healing.medpac`: each further one the same day is a
    // level harder; missing by more than 10 bars them for 24 hours), counted per game day (`day`, the
    // world time in whole standard days) and restarted when a medpac is used on a later day.
    healing: new fields.SchemaField({
      day: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0, label: "SWD6.Healing.day" }),
      medpacsToday: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0, label: "SWD6.Healing.medpacsToday" }),
      lockedOut: new fields.BooleanField({ required: true, initial: false, label: "SWD6.Healing.lockedOut" }),
    }),
  };
}

/** The schema of a character's `system` data. */
export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

/**
 * A character's `system` data: the six attributes as die codes, Move (meters per round, R&E Move 10
 * for humans), Force points, character points, Dark Side points, wound level, species, the template
 * it was made from, credits, equipment text and background. Written out rather than made with
 * `beingModel` (`subtype-model.ts`): the sheets' types read the character's model (and the NPC's,
 * which extends it) through Actor's, and a base class made by a call sends the compiler too deep.
 */
export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  /** What the subtype declares of itself (`subtype-metadata.ts`). */
  static readonly metadata: ActorMetadata<"being"> = { type: "character", kind: "being", scale: false, trackable: BEING_TRACKABLE_ATTRIBUTES };

  /** The wound level as a token bar (derived, never stored): see `woundBar`. */
  declare wounds: { value: number; max: number };

  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }

  /** Refuses a droid with Force sensitivity or Force points (`validateDroidForce`). */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never);
    validateDroidForce(data);
  }

  /** Derives `wounds` from the wound level; the manifest's `primaryTokenAttribute` points at it. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.wounds = woundBar(this.woundLevel as WoundLevel);
  }
}
