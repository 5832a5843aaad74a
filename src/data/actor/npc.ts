/**
 * The `npc` Actor subtype: a gamemaster's character in a compact stat block (a stormtrooper, a sand
 * person, a battle droid), rolled and attacked exactly as a character is.
 */
import type { WoundLevel } from "../../rules/damage/damage.ts";
import { defineCharacterSchema } from "./character.ts";
import { validateDroidForce } from "./droid-field.ts";
import { woundBar } from "./wound-bar.ts";

const fields = foundry.data.fields;

function defineNpcSchema() {
  return {
    ...defineCharacterSchema(),
    // "6 stormtroopers": one stat block that the combat tracker adds as one combatant or as
    // `groupSize` separate ones.
    groupSize: new fields.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 1,
      max: 100,
      initial: 1,
      label: "SWD6.Npc.groupSize",
      hint: "SWD6.Npc.groupSizeHint",
    }),
  };
}

/** The schema of an NPC's `system` data. */
export type NpcSchema = ReturnType<typeof defineNpcSchema>;

/**
 * An NPC's `system` data: everything a character holds (attributes, Move, points, wound level,
 * droid details, gear text, notes in `background`) and the size of the group it stands for.
 */
export class NpcData extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation> {
  /** The wound level as a token bar (derived, never stored): see `woundBar`. */
  declare wounds: { value: number; max: number };

  static override defineSchema(): NpcSchema {
    return defineNpcSchema();
  }

  /** Refuses a droid with Force sensitivity or Force points (`validateDroidForce`). */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never);
    validateDroidForce(data);
  }

  /** Derives `wounds` from the wound level. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.wounds = woundBar(this.woundLevel as WoundLevel);
  }
}
