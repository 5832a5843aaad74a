/**
 * The round a Force point was spent in (Reglas: spending one doubles every skill and attribute
 * code of the character "for the round"; R&E: no character points that round). The gamemaster
 * records the moment it was spent ({@link FORCE_POINT_MOMENTS_SETTING}); every roll of that
 * character at the same moment is doubled. A moment is the combat round while a combat is running,
 * else the world time (outside combat the "round" lasts until the gamemaster advances the game time).
 */
import { assertWorldSettingsWritable } from "../data/world-settings.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { SettingKey } from "../settings.ts";
import { storedRoundOf } from "../data/combat/combat-system.ts";

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
 * The current moment of the game (`forcePointMoment`): the started combat's round as the gamemaster
 * stored it (a player may write Foundry's own round counter, never the stored round), else the world time.
 */
export function currentMoment(): string {
  const combat = game.combat;
  const round = combat?.started ? storedRoundOf(combat) : null;
  return forcePointMoment({
    combat: combat && round !== null ? { id: combat.id ?? "", round } : null,
    worldTime: game.time.worldTime,
  });
}

/**
 * Whether a Force point spent at `flag` still doubles the character's rolls at `now`.
 * @param flag the recorded moment (anything: a missing or foreign value is false)
 * @param now the current moment from {@link forcePointMoment}
 */
export function forcePointActive(flag: unknown, now: string): boolean {
  return typeof flag === "string" && flag === now;
}

/**
 * The world setting where the gamemaster records the moment each character last spent a Force point,
 * by actor uuid. A player may write his own actor's flags, so what doubles a roll the gamemaster
 * checks (a resistance, a reaction, a segment's roll) is read from here, which only gamemasters
 * write: the active gamemaster records a Force point when he takes it off the sheet.
 */
export const FORCE_POINT_MOMENTS_SETTING = "forcePointMoments" satisfies SettingKey;

/**
 * The world setting where the gamemaster lists the moments of the Force points each character spent
 * this adventure, by actor uuid: the end-of-adventure dialog asks how each was used (Reglas on the
 * Force point: heroic, selfish or neither), so the count is the gamemaster's record, never the
 * player's own actor.
 */
export const FORCE_POINTS_SPENT_SETTING = "forcePointsSpent" satisfies SettingKey;

/** The adventure's record by actor uuid, each a list of moments. */
function spentRecord(): Record<string, string[]> {
  return game.settings.get(SYSTEM_ID, FORCE_POINTS_SPENT_SETTING);
}

/**
 * The Force points the character spent this adventure, as the gamemaster recorded them.
 * @param actor the actor (by its uuid)
 * @returns the moments, in the order spent
 */
export function spentThisAdventure(actor: { uuid: string | null }): string[] {
  return actor.uuid === null ? [] : (spentRecord()[actor.uuid] ?? []);
}

/**
 * Adds a Force point spent at `moment` to the adventure's record (gamemaster's side).
 * @param actor the actor
 * @param moment the moment from {@link forcePointMoment}
 */
async function recordSpentThisAdventure(actor: { uuid: string | null }, moment: string): Promise<void> {
  if (actor.uuid === null) return;
  const record = spentRecord();
  await game.settings.set(SYSTEM_ID, FORCE_POINTS_SPENT_SETTING, { ...record, [actor.uuid]: [...(record[actor.uuid] ?? []), moment] });
}

/**
 * Empties the adventure's record for these actors (gamemaster's side, as the next adventure begins).
 * @param actors the actors whose Force points were settled
 * @throws WorldSettingsLockedError, before anything is written, when this user may not write world settings
 */
export async function clearSpentThisAdventure(actors: readonly { uuid: string | null }[]): Promise<void> {
  assertWorldSettingsWritable();
  const cleared = new Set(actors.map((actor) => actor.uuid));
  const kept = Object.fromEntries(Object.entries(spentRecord()).filter(([uuid]) => !cleared.has(uuid)));
  await game.settings.set(SYSTEM_ID, FORCE_POINTS_SPENT_SETTING, kept);
}

/** The recorded moments by actor uuid. */
function recordedMoments(): Record<string, string> {
  return game.settings.get(SYSTEM_ID, FORCE_POINT_MOMENTS_SETTING);
}

/**
 * Whether the actor's last Force point, as the gamemaster recorded it, still doubles his rolls at `now`.
 * @param actor the actor (by its uuid: a token's synthetic actor is its own)
 * @param now the current moment from {@link forcePointMoment}
 */
export function forcePointSpentAt(actor: { uuid: string | null }, now: string): boolean {
  return actor.uuid !== null && forcePointActive(recordedMoments()[actor.uuid], now);
}

/**
 * Records that the actor spent a Force point at `moment` (gamemaster's side): in the adventure's list,
 * and as his last moment, a record that keeps the current moment's entries only, so it does not grow
 * with the campaign.
 * @param actor the actor
 * @param moment the moment from {@link forcePointMoment}
 * @throws WorldSettingsLockedError, before anything is written, when this user may not write world settings
 */
export async function recordForcePoint(actor: { uuid: string | null }, moment: string): Promise<void> {
  if (actor.uuid === null) return;
  assertWorldSettingsWritable();
  await recordSpentThisAdventure(actor, moment);
  const kept = Object.fromEntries(Object.entries(recordedMoments()).filter(([, at]) => at === moment));
  await game.settings.set(SYSTEM_ID, FORCE_POINT_MOMENTS_SETTING, { ...kept, [actor.uuid]: moment });
}
