/**
 * The versions and phases of the stored round and space battle (round-fields.ts, battle-fields.ts),
 * which the combat layer's state shares. Pure: no Foundry global, so the combat flow may import it.
 */

/** The version of the stored round's shape. */
export const ROUND_DATA_VERSION = 1;

/** Every phase of a round, in order: everyone declares, then the action segments run. */
export const ROUND_DATA_PHASES = ["declaration", "segments"] as const;

/** The version of the stored battle's shape. */
export const BATTLE_DATA_VERSION = 1;

/** Every phase of a space battle round, in order (Raumschlacht): initiative, the attacks, the repairs. */
export const BATTLE_DATA_PHASES = ["initiative", "attacks", "repair"] as const;
