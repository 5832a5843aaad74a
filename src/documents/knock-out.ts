/**
 * Stun knock-outs as the gamemaster records them: a character a stun hit knocked out (Reglas: the
 * stun leaves the target "inconsciente") stays unconscious until the game time the record gives
 * (`knockOutSeconds`: 2D minutes), and meanwhile the roll and attack dialogs refuse him and the round
 * counts him out. The record is a world setting by actor uuid, which only gamemasters write: a player
 * could clear a flag on his own actor, not this.
 */
import { assertWorldSettingsWritable } from "../data/world-settings.ts";
import { SYSTEM_ID } from "../constants.ts";
import type { SettingKey } from "../settings.ts";
import { knockedOutAt } from "../rules/damage/stun-setting.ts";

/** The world setting of the knock-outs: the game time (seconds) each ends at, by actor uuid. */
export const KNOCK_OUTS_SETTING = "knockOuts" satisfies SettingKey;

/** What runs after the record changed on this client (the combat round's sync). */
const listeners = new Set<() => Promise<void>>();

/**
 * Runs `listener` each time this client changed the record (after the write), so what depends on it
 * (the combat round) follows; awaited by {@link recordKnockOut}.
 * @param listener what to run
 */
export function onKnockOutsChanged(listener: () => Promise<void>): void {
  listeners.add(listener);
}

/** The recorded ends by actor uuid. */
function recorded(): Record<string, number> {
  return game.settings.get(SYSTEM_ID, KNOCK_OUTS_SETTING);
}

/**
 * Whether the actor is knocked out now (the game time is before the recorded end).
 * @param actor the actor (by its uuid: a token's synthetic actor is its own); null or absent: no
 */
export function isKnockedOut(actor: { uuid: string | null } | null | undefined): boolean {
  return Boolean(actor?.uuid) && knockedOutAt(recorded()[actor!.uuid as string], game.time.worldTime);
}

/**
 * Records a knock-out (active gamemaster's side) lasting `seconds` from now, or lifts it (`null`);
 * ends already past are dropped, so the record does not grow with the campaign.
 * @param actor the actor knocked out
 * @param seconds how long it lasts (`knockOutSeconds`), or null to lift it
 * @throws WorldSettingsLockedError, before anything is written, when this user may not write world settings
 */
export async function recordKnockOut(actor: { uuid: string | null }, seconds: number | null): Promise<void> {
  if (!actor.uuid) return;
  assertWorldSettingsWritable();
  const now = game.time.worldTime;
  const kept = Object.fromEntries(Object.entries(recorded()).filter(([uuid, until]) => uuid !== actor.uuid && knockedOutAt(until, now)));
  await game.settings.set(SYSTEM_ID, KNOCK_OUTS_SETTING, seconds === null ? kept : { ...kept, [actor.uuid]: now + seconds });
  for (const listener of listeners) await listener();
}
