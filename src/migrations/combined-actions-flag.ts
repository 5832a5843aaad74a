/**
 * The combined actions of a Combat's round, which an earlier version kept in a Combat flag
 * (`flags.swd6rpg.combinedActions`, written by the gamemaster), lifted into the Combat's system data
 * (`system.combinedActions`, data/combat/combat-data.ts) as the Combat is built: a fight running when
 * the world was updated keeps its combined actions, and the gamemaster's next write of them deletes
 * the flag. Pure: a function of the Combat's source.
 */
import { SYSTEM_ID } from "../constants.ts";
import { isObject } from "../rules/errors.ts";
import type { DocumentSource } from "./document-source.ts";

/** The flag (system scope) an earlier version kept the round's combined actions in. */
export const LEGACY_COMBINED_ACTIONS_FLAG = "combinedActions";

/** Whether a stored entry has the shape the gamemaster wrote: a leader, members, a whole round. */
function isStoredAction(entry: unknown): entry is Record<string, unknown> {
  return isObject(entry) && typeof entry.leader === "string" && Array.isArray(entry.members) && Number.isInteger(entry.round);
}

/**
 * A Combat's source with the combined actions of its flag in its system data, where the system data
 * holds none; the flag is left out of the source either way (the system data is the record now).
 * Entries not of the stored shape are dropped.
 * @param source the Combat's stored data
 * @returns the source migrated (a copy), or the same source when its flags hold no combined actions
 */
export function liftCombinedActions(source: DocumentSource): DocumentSource {
  const flags = isObject(source.flags) ? source.flags : {};
  const own = isObject(flags[SYSTEM_ID]) ? flags[SYSTEM_ID] : {};
  const stored = own[LEGACY_COMBINED_ACTIONS_FLAG];
  if (!Array.isArray(stored)) return source;
  const { [LEGACY_COMBINED_ACTIONS_FLAG]: _lifted, ...kept } = own;
  const system = source.system ?? {};
  const held = Array.isArray(system.combinedActions) && system.combinedActions.length > 0;
  return {
    ...source,
    flags: { ...flags, [SYSTEM_ID]: kept },
    system: held ? system : { ...system, combinedActions: stored.filter(isStoredAction) },
  };
}
