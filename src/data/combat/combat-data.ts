/**
 * The Combat's `system` data: the round the combat tracker runs (or the space battle), and the
 * reactions that stand in it. Only gamemasters write a Combat (a player may move its round and turn
 * at most, never its `system` or flags), so everything here is state the gamemaster applies from:
 * the round's declarations, rolls and wounds, the dodge standing in a segment, a full reaction.
 *
 * The round and the battle are kept as plain JSON objects whose shape the combat layer owns and
 * checks when it reads them (`readRoundState`, `readBattleState`); a value it cannot read starts a
 * new round rather than breaking the tracker.
 */
import { COMBAT_DATA_MODES, STANDING_REACTION_KINDS } from "./combat-system.ts";

const fields = foundry.data.fields;

function defineCombatSchema() {
  return {
    mode: new fields.StringField({ required: true, blank: false, initial: "segments", choices: [...COMBAT_DATA_MODES] }),
    /** The round of action segments as the combat layer stores it; null before the fight starts. */
    round: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The round before, as it stood when it ended (for "previous round"); null when none is kept. */
    endedRound: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The space battle as the combat layer stores it; null outside one. */
    battle: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The reactions made on attack cards that stand in the current round. */
    reactions: new fields.ArrayField(
      new fields.SchemaField({
        combatant: new fields.StringField({ required: true, blank: false }),
        round: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
        segment: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
        kind: new fields.StringField({ required: true, blank: false, initial: "dodge", choices: [...STANDING_REACTION_KINDS] }),
        total: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
        attack: new fields.StringField({ required: true, blank: true, initial: "" }),
        full: new fields.BooleanField({ initial: false }),
      }),
    ),
  };
}

/** The schema of a Combat's `system` data. */
export type CombatSchema = ReturnType<typeof defineCombatSchema>;

/** A Combat's `system` data (the `base` Combat type): the round or battle and its standing reactions. */
export class CombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }
}

