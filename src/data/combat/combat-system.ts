/**
 * A Combat's `system` data as the layers above read it (combat-data.ts defines the model): typed, and
 * with what an older world kept in the Combat's flags carried over. Pure: no Foundry global.
 */
import { isObject } from "../../rules/errors.ts";
import { type StoredBattle, storableBattle } from "./battle-fields.ts";
import { type StoredRound, storableRound } from "./round-fields.ts";

/** How a combat runs: `"segments"` (the action segments, default) or `"space-battle"` (Raumschlacht). */
export const COMBAT_DATA_MODES = ["segments", "space-battle"] as const;

/** A Combat's `system` data as the combat layer reads it: the round and the battle as their fields (round-fields.ts, battle-fields.ts) keep them. */
export interface CombatSystem {
  mode: string;
  round: StoredRound | null;
  endedRound: StoredRound | null;
  battle: StoredBattle | null;
}

/**
 * The Combat flags (scope `swd6rpg`) the round lived in before it was system data: `round`,
 * `endedRound`, `mode` and `spaceBattle`. Read only to carry an older world's running fight over.
 */
export const LEGACY_COMBAT_FLAGS = { round: "round", endedRound: "endedRound", mode: "mode", battle: "spaceBattle" } as const;

/**
 * The `system` data a Combat stored before the round was system data carries over from its flags:
 * each part its flag holds, the rest as the model's defaults; the dodges of one segment kept in the
 * old `segmentDodges` flag are not carried (they last one segment).
 * @param flags the Combat's flags in the system's scope (anything: what is not an object is ignored)
 * @returns the parts to write into `system`; empty when the flags hold none
 */
export function combatSystemFromFlags(flags: unknown): Partial<Pick<CombatSystem, "mode" | "round" | "endedRound" | "battle">> {
  if (flags === null || typeof flags !== "object") return {};
  const stored = flags as Record<string, unknown>;
  const out: Partial<Pick<CombatSystem, "mode" | "round" | "endedRound" | "battle">> = {};
  const mode = stored[LEGACY_COMBAT_FLAGS.mode];
  if (typeof mode === "string" && (COMBAT_DATA_MODES as readonly string[]).includes(mode)) out.mode = mode;
  // A round or battle its field would refuse is not carried: a new one starts.
  for (const key of ["round", "endedRound"] as const) {
    const round = isObject(stored[LEGACY_COMBAT_FLAGS[key]]) ? storableRound(stored[LEGACY_COMBAT_FLAGS[key]]) : null;
    if (round) out[key] = round;
  }
  const battle = isObject(stored[LEGACY_COMBAT_FLAGS.battle]) ? storableBattle(stored[LEGACY_COMBAT_FLAGS.battle]) : null;
  if (battle) out.battle = battle;
  return out;
}

/**
 * What an older world kept of the round in a Combat's flags (the system's scope), read by
 * {@link combatSystemFromFlags}; empty when they hold none.
 * @param combat the Combat (anything with `flags`)
 */
export function legacyCombatSystem(combat: { flags?: unknown }): ReturnType<typeof combatSystemFromFlags> {
  return combatSystemFromFlags((combat.flags as Record<string, unknown> | undefined)?.swd6rpg);
}

/**
 * A Combat's `system` data, typed, with what an older world kept in the Combat's flags carried over
 * where the system data holds none yet (the gamemaster's next write of the round moves it).
 * @param combat the Combat (its `system` is a {@link CombatData})
 */
export function combatSystemOf(combat: { system: unknown; flags?: unknown }): CombatSystem {
  const system = (combat.system ?? {}) as Partial<CombatSystem>;
  const legacy = legacyCombatSystem(combat);
  // A mode chosen in the system data wins; the default gives way to one an older world's flag names.
  const chosen = typeof system.mode === "string" && system.mode !== COMBAT_DATA_MODES[0] ? system.mode : null;
  return {
    mode: chosen ?? legacy.mode ?? COMBAT_DATA_MODES[0],
    round: system.round ?? legacy.round ?? null,
    endedRound: system.endedRound ?? legacy.endedRound ?? null,
    battle: system.battle ?? legacy.battle ?? null,
  };
}

/**
 * A Combat's own `system` data as it is stored, with nothing carried over from an older world's
 * flags: what an update by path (`system.round.combatants.<id>`) writes into.
 * @param combat the Combat (its `system` is a {@link CombatData})
 * @returns the stored round, ended round and battle, each null where none is stored
 */
export function ownCombatSystem(combat: { system: unknown }): Pick<CombatSystem, "round" | "endedRound" | "battle"> {
  const system = (combat.system ?? {}) as Partial<CombatSystem>;
  return { round: system.round ?? null, endedRound: system.endedRound ?? null, battle: system.battle ?? null };
}

/**
 * The round the Combat's stored round or space battle stands in (what only gamemasters write), or
 * null before the fight starts. Foundry's own `round` counter is not read: a player may write it.
 * @param combat the Combat
 */
export function storedRoundOf(combat: { system: unknown; flags?: unknown }): number | null {
  const system = combatSystemOf(combat);
  const stored = (system.mode === "space-battle" ? system.battle : system.round) as { round?: unknown } | null;
  return stored && Number.isInteger(stored.round) && (stored.round as number) > 0 ? (stored.round as number) : null;
}
