/**
 * Wound levels as token status effects: Stunned, Wounded, Wounded twice, Incapacitated, Mortally
 * wounded and Killed (Grundregeln; "wounded twice" is R&E's, R&E Rules), kept in step with the
 * character's `system.woundLevel`, which stays the one record of the wound. When the wound level
 * changes, its status is switched on and any other wound status off; when someone toggles a wound
 * status on the token HUD, the wound level follows. The decisions are pure functions; the hooks at
 * the end of the file carry them out.
 */
import { type StatusEffectRegistry, withStatusEffectsFirst } from "../compat.ts";
import { SYSTEM_ID, SYSTEM_PATH } from "../constants.ts";
import { WOUND_LEVELS, type WoundLevel } from "../rules/damage/damage.ts";
import { createEmbedded, deleteEmbedded, updateSystem } from "../data/document-writes.ts";
import { beingData, configuredActor, woundLevelOf } from "../data/document-data.ts";

/** A wound level a character can have a status for: every one but `"none"`. */
export type WoundStatusLevel = Exclude<WoundLevel, "none">;

/** The wound levels shown as statuses, from the least to the most severe. */
export const WOUND_STATUS_LEVELS = WOUND_LEVELS.filter((level): level is WoundStatusLevel => level !== "none");

/**
 * The status id of a wound level (`"wound-stunned"`); null for `"none"`. Prefixed, so that no core
 * or module status (core's `"stun"`, `"dead"`) is mistaken for a wound.
 */
export function woundStatusId(level: WoundLevel): string | null {
  return level === "none" ? null : `wound-${level}`;
}

/** The wound level a status id stands for, or null for a status that is not a wound. */
export function woundLevelOfStatus(statusId: string): WoundStatusLevel | null {
  return WOUND_STATUS_LEVELS.find((level) => woundStatusId(level) === statusId) ?? null;
}

/** A status effect as `CONFIG.statusEffects` lists it. */
export interface WoundStatusEffect {
  id: string;
  /** The localization key of its name (the wound level's, as on the sheet). */
  name: string;
  /** The icon: one of the system's own, white on transparent like Foundry's. */
  img: string;
  /**
   * Where v14's token HUD puts it, which sorts by this and then by name: below zero, so the wound
   * levels come before the statuses of core and of modules, by severity.
   */
  order: number;
}

/** The wound statuses, in order of severity, for `CONFIG.statusEffects`. */
export function woundStatusEffects(): WoundStatusEffect[] {
  return WOUND_STATUS_LEVELS.map((level, index) => ({
    id: woundStatusId(level) as string,
    name: `SWD6.Wound.${level}`,
    img: `${SYSTEM_PATH}/assets/icons/wound-${level}.svg`,
    order: index - WOUND_STATUS_LEVELS.length,
  }));
}

/**
 * The status changes that bring a character's wound statuses in step with its wound level: the
 * level's status on (none for `"none"`), every other wound status off. Statuses that are not wounds
 * are left alone.
 *
 * @param level the character's wound level
 * @param active the ids of the statuses the character has now
 * @returns the status ids to switch on and off; both empty when they are in step
 */
export function woundStatusChanges(level: WoundLevel, active: Iterable<string>): { add: string[]; remove: string[] } {
  const wanted = woundStatusId(level);
  const present = [...new Set(active)].filter((id) => woundLevelOfStatus(id) !== null);
  return {
    add: wanted !== null && !present.includes(wanted) ? [wanted] : [],
    remove: present.filter((id) => id !== wanted),
  };
}

/**
 * The wound level after someone switches a status on or off: a wound status switched on sets its
 * level (the gamemaster says "stunned now", even over a worse wound); the status of the current
 * level switched off heals to `"none"`; anything else changes nothing. What {@link woundStatusChanges}
 * does never changes the level back, so the two cannot chase each other.
 *
 * @param current the character's wound level
 * @param statusId the status switched
 * @param active whether it was switched on
 * @returns the new wound level, or null for no change
 */
export function woundLevelAfterToggle(current: WoundLevel, statusId: string, active: boolean): WoundLevel | null {
  const level = woundLevelOfStatus(statusId);
  if (level === null) return null;
  if (active) return level === current ? null : level;
  return level === current ? "none" : null;
}

/** The option that marks the effects this file creates and deletes, so their hooks pass them by. */
const SYNC_OPTION = `${SYSTEM_ID}WoundSync`;

/** An actor whose wound statuses the sync keeps. */
type WoundActor = Actor.Implementation;

/** Per actor, the sync in progress: two hooks for one change must not both create the status. */
const pending = new Map<string, Promise<unknown>>();

/** A being's wound level; null for a craft or no actor, which have no wound statuses. */
function wound(actor: WoundActor | null | undefined): WoundLevel | null {
  return beingData(actor) ? woundLevelOf(actor) : null;
}

/**
 * A status write that failed: the wound level stays the record, so the failure is told, never thrown
 * into a hook nobody awaits. An actor deleted meanwhile is only logged — nothing is left to show.
 */
function reportSyncFailure(actor: WoundActor, error: unknown): void {
  console.warn(`${SYSTEM_ID} | the wound statuses of ${actor.name} could not follow its wound level`, error);
  const gone = !actor.isToken && !game.actors?.has(actor.id as string);
  if (!gone) ui.notifications?.warn(game.i18n.format("SWD6.WoundStatus.syncFailed", { name: actor.name }));
}

/** Switches the actor's wound statuses to match its wound level, one sync per actor at a time; never rejects. */
function syncStatuses(actor: WoundActor): Promise<unknown> {
  const key = actor.uuid;
  const run = async () => {
    const level = wound(actor);
    if (level === null) return;
    const effects = [...actor.effects];
    const { add, remove } = woundStatusChanges(
      level,
      effects.flatMap((effect) => [...effect.statuses]),
    );
    const doomed = effects.filter((effect) => [...effect.statuses].some((id) => remove.includes(id))).map((effect) => effect.id as string);
    if (doomed.length > 0) await deleteEmbedded(actor, "ActiveEffect", doomed, { [SYNC_OPTION]: true });
    const created = woundStatusEffects()
      .filter((status) => add.includes(status.id))
      .map((status) => ({ name: game.i18n.localize(status.name), img: status.img, statuses: [status.id] }));
    if (created.length > 0) await createEmbedded(actor, "ActiveEffect", created, { [SYNC_OPTION]: true });
  };
  const next = (pending.get(key) ?? Promise.resolve()).then(run).catch((error: unknown) => reportSyncFailure(actor, error));
  pending.set(key, next);
  void next.finally(() => pending.get(key) === next && pending.delete(key));
  return next;
}

/** A wound status toggled on the token HUD (or anywhere else) by this user: the wound level follows. */
function onEffectToggled(effect: ActiveEffect.Implementation, options: object, userId: string, active: boolean): void {
  if (userId !== game.user.id || (options as Record<string, unknown>)[SYNC_OPTION]) return;
  const actor = configuredActor(effect.parent);
  const current = wound(actor);
  if (!actor || current === null || !(actor instanceof Actor)) return;
  for (const id of effect.statuses) {
    const next = woundLevelAfterToggle(current, id, active);
    if (next !== null) {
      updateSystem(actor, { woundLevel: next }).catch((error: unknown) => reportSyncFailure(actor, error));
      return;
    }
  }
}

/**
 * Adds the wound statuses to `CONFIG.statusEffects` (first, in order of severity, in the array of
 * v13 or the object keyed by id of v14) and keeps them in
 * step with the characters' wound levels. Only the client that made a change acts on it, so each
 * change is carried out once. Call once, at `init`.
 */
export function registerWoundStatus(): void {
  const registry = CONFIG.statusEffects as unknown as StatusEffectRegistry<{ id: string }> | undefined;
  CONFIG.statusEffects = withStatusEffectsFirst(registry, woundStatusEffects()) as unknown as typeof CONFIG.statusEffects;
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    if (userId !== game.user.id || !foundry.utils.hasProperty(changes, "system.woundLevel")) return;
    const changed = configuredActor(actor);
    if (changed) void syncStatuses(changed);
  });
  // An unlinked token's wound level lives in its delta.
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    if (userId !== game.user.id || !foundry.utils.hasProperty(changes, "delta.system.woundLevel") || !token.actor) return;
    const changed = configuredActor(token.actor);
    if (changed) void syncStatuses(changed);
  });
  Hooks.on("createActiveEffect", (effect, options, userId) => onEffectToggled(effect, options, userId, true));
  Hooks.on("deleteActiveEffect", (effect, options, userId) => onEffectToggled(effect, options, userId, false));
}
