/**
 * The Combat's `system` data: the round the combat tracker runs (or the space battle). The reactions
 * made in the round are part of it (each combatant's declared reactions with their rolls). Only
 * gamemasters write a Combat (a player may move its round and turn at most, never its `system` or
 * flags), so everything here is state the gamemaster applies from:
 * the round's declarations, rolls and wounds, the reactions made and their totals.
 *
 * The round and the space battle are schema fields (round-fields.ts, battle-fields.ts), so a round
 * or battle out of its shape is never stored; one an earlier version stored that they cannot read
 * starts a new round or battle rather than breaking the tracker.
 */
import { COMBAT_DATA_MODES } from "./combat-system.ts";
import { isObject } from "../../rules/errors.ts";
import { battleField, storableBattle } from "./battle-fields.ts";
import { roundField, storableRound } from "./round-fields.ts";
import { dieCode, id, list, whole } from "./state-fields.ts";

const fields = foundry.data.fields;

/**
 * A combined action of the round as the gamemaster stores it (combat/flow/combined-action.ts
 * `CombinedAction`): the round, the leader's and members' combatant ids, what they do, whether the
 * leader works on it too, the command difficulty, the command roll's total and bonus once rolled, who
 * rolls the task with it, whether the bonus is spent, and the task's skill key ("" for none).
 */
function combinedActionField() {
  return new fields.SchemaField({
    round: whole(0),
    leader: id(),
    members: list(id()),
    label: new fields.StringField({ required: true, nullable: false }),
    working: new fields.BooleanField({ required: true, nullable: false }),
    difficulty: whole(0),
    command: new fields.SchemaField({ total: whole(), bonus: dieCode() }, { required: true, nullable: true, initial: null }),
    roller: new fields.StringField({ required: false, nullable: true, blank: false, initial: null }),
    spent: new fields.BooleanField({ required: false, nullable: false }),
    skill: new fields.StringField({ required: true, nullable: false }),
  });
}

function defineCombatSchema() {
  return {
    mode: new fields.StringField({ required: true, blank: false, initial: "segments", choices: [...COMBAT_DATA_MODES] }),
    /** The round of action segments (round-fields.ts); null before the fight starts. */
    round: roundField(),
    /** The round before, as it stood when it ended (for "previous round"); null when none is kept. */
    endedRound: roundField(),
    /** The space battle (battle-fields.ts); null outside one. */
    battle: battleField(),
    /** The combined actions declared in the fight, each with its round (combat/combined/). */
    combinedActions: new fields.ArrayField(combinedActionField(), { required: true, nullable: false, initial: () => [] }),
  };
}

/** The schema of a Combat's `system` data. */
export type CombatSchema = ReturnType<typeof defineCombatSchema>;

/** A Combat's `system` data (the `base` Combat type): the round or the battle. */
export class CombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }

  /**
   * Core's migration, after the round, the ended round and the battle an earlier version stored are
   * carried to their fields (round-fields.ts `storableRound`: an array of combatants keyed by id) or,
   * where a field cannot read them, dropped: a new round or battle starts rather than the Combat
   * failing to load. Foundry passes an update's data through here too, a part of the data and not the
   * whole (foundryvtt#14482): a part of a round or battle, written by path (`system.round.combatants.<id>`),
   * carries no version of its own and passes unchanged.
   * @param source the stored system data, or the `system` part of an update
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const migrated = { ...source };
    const whole = (value: unknown) => !isObject(value) || "version" in value;
    for (const key of ["round", "endedRound"] as const) if (key in source && whole(source[key])) migrated[key] = storableRound(source[key]);
    if ("battle" in source && whole(source.battle)) migrated.battle = storableBattle(source.battle);
    return super.migrateData(migrated as never) as Record<string, unknown>;
  }
}
