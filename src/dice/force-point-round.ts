/**
 * The round a Force point was spent in (Reglas: spending one doubles every skill and attribute
 * code of the character "for the round"; R&E: no character points that round). The actor carries
 * the moment it was spent (flag {@link FORCE_POINT_FLAG}); every roll of that character at the same
 * moment is doubled. A moment is the combat round while a combat is running, else the world time
 * (outside combat the "round" lasts until the gamemaster advances the game time).
 */

/** The actor flag (in the system's scope) holding the moment its last Force point was spent. */
export const FORCE_POINT_FLAG = "forcePointMoment";

/** The actor flag (in the system's scope) listing the moments of the Force points spent this adventure. */
export const FORCE_POINTS_SPENT_FLAG = "forcePointsSpent";

/** Where the game stands: the running combat's id and round, or null; the world time in seconds. */
export interface GameMoment {
  combat: { id: string; round: number } | null;
  worldTime: number;
}

/**
 * The moment as the flag stores it: `combat:<id>:<round>` in a started combat (round 1 or more),
 * else `time:<worldTime>`.
 * @param moment where the game stands
 */
export function forcePointMoment(moment: GameMoment): string {
  if (moment.combat && Number.isInteger(moment.combat.round) && moment.combat.round > 0) {
    return `combat:${moment.combat.id}:${moment.combat.round}`;
  }
  return `time:${Number.isFinite(moment.worldTime) ? moment.worldTime : 0}`;
}

/**
 * Whether a Force point spent at `flag` still doubles the character's rolls at `now`.
 * @param flag the actor's {@link FORCE_POINT_FLAG} (anything: a missing or foreign value is false)
 * @param now the current moment from {@link forcePointMoment}
 */
export function forcePointActive(flag: unknown, now: string): boolean {
  return typeof flag === "string" && flag === now;
}

/**
 * The Force points spent this adventure, as the actor's {@link FORCE_POINTS_SPENT_FLAG} lists them:
 * every string entry, anything else dropped.
 */
export function spentForcePoints(flag: unknown): string[] {
  return Array.isArray(flag) ? flag.filter((entry): entry is string => typeof entry === "string") : [];
}
