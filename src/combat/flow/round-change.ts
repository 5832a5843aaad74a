/**
 * What core does when a Combat's round changes, for the system's own round changes (the end of a
 * declaration round, "next round", "previous round"): the `combatRound` hook's arguments, fired on
 * the writing client before the update, and the world time the round moves, passed to the update as
 * core's `worldTime` option.
 *
 * Sources: foundryvtt.com/api/v14/functions/hookEvents.combatRound.html (fires on the initiating
 * client before the update; `updateData {round, turn}` and `updateOptions {direction, worldTime:
 * {delta}}`, both mutable); foundryvtt.com/api/functions/hookEvents.combatTurn.html (v13 names the
 * time option `advanceTime`); foundryvtt/foundryvtt#10924 (Combat updates take a `worldTime: {delta}`
 * option that advances the world time with them); #12015 (starting a fight, round 0 to 1, moves no
 * time); dnd5e sets `CONFIG.time.roundTime` to its round's seconds.
 */

/** The hook's `updateData`. */
export interface RoundUpdateData {
  round: number;
  turn: number;
}

/** The hook's `updateOptions`, with the time under both versions' names. */
export interface RoundUpdateOptions {
  direction: number;
  worldTime: { delta: number };
  /** v13's name of the same seconds. */
  advanceTime: number;
}

/** The arguments of one round change. */
export interface RoundChange {
  updateData: RoundUpdateData;
  updateOptions: RoundUpdateOptions;
}

/**
 * The `combatRound` arguments for a change of Foundry's round counter.
 * @param from the round stored now (0 before the fight starts)
 * @param to the round to be stored
 * @param roundTime seconds a round lasts (`CONFIG.time.roundTime`)
 * @returns null when the round stays or the fight is only starting (core's `combatStart` covers that)
 */
export function roundChange(from: number, to: number, roundTime: number): RoundChange | null {
  if (from === to || from < 1 || to < 1) return null;
  const delta = (to - from) * (Number.isFinite(roundTime) ? roundTime : 0);
  return { updateData: { round: to, turn: 0 }, updateOptions: { direction: Math.sign(to - from), worldTime: { delta }, advanceTime: delta } };
}

/**
 * The seconds to move the world time by after the hook's listeners had their say: a listener may
 * have changed either name of the time (v14 `worldTime.delta`, v13 `advanceTime`); a changed
 * `advanceTime` wins over an unchanged `worldTime.delta`.
 * @param change the arguments as the listeners left them
 * @param original the seconds before the hook
 */
export function worldTimeDelta(change: RoundChange, original: number): number {
  const { worldTime, advanceTime } = change.updateOptions;
  const delta = advanceTime !== original && worldTime?.delta === original ? advanceTime : worldTime?.delta;
  return Number.isFinite(delta) ? (delta as number) : 0;
}
