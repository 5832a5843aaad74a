/**
 * The `npc` Actor subtype: a gamemaster's character in a compact stat block (a stormtrooper, a sand
 * person, a battle droid), rolled and attacked exactly as a character is: its data is a character's
 * and the size of the group it stands for.
 */
import { CharacterData, defineCharacterSchema } from "./character.ts";
import type { ActorMetadata } from "../subtype-metadata.ts";

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
 * droid details, gear text, notes in `background`, the derived wound bar) and the size of the group
 * it stands for, 1 to 100.
 */
export class NpcData extends CharacterData {
  /** What the subtype declares of itself (`subtype-metadata.ts`): a character's, under its own name. */
  static override readonly metadata: ActorMetadata<"being"> = { ...CharacterData.metadata, type: "npc" };

  /** How many the stat block stands for. */
  declare groupSize: number;

  static override defineSchema(): NpcSchema {
    return defineNpcSchema();
  }
}
