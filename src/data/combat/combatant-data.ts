/**
 * The Combatant's `system` data. A player may update his own combatant (its initiative, flags and
 * defeated state, FI#10501, FI#12386; whether its `system` too is not publicly settled: cosmere-rpg
 * PR#391 found v12 refusing it), so a combatant holds nothing the gamemaster applies: the round's
 * state lives in the Combat's `system` data (combat-data.ts), which only gamemasters write.
 */

function defineCombatantSchema() {
  return {};
}

/** The schema of a Combatant's `system` data: empty, by design. */
export type CombatantSchema = ReturnType<typeof defineCombatantSchema>;

/** A Combatant's `system` data (the `base` Combatant type). */
export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, Combatant.Implementation> {
  static override defineSchema(): CombatantSchema {
    return defineCombatantSchema();
  }
}
