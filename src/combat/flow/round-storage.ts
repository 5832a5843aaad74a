/**
 * The round as the Combat stores it, and the write of a change of it. In memory the round's
 * combatants are an array (round-state.ts); stored, they are keyed by combatant id with their order
 * beside them, so that a change writes only what it changed: a declaration writes
 * `system.round.combatants.<id>…` and none of the other members, and a big battle's declaration phase
 * writes (and Foundry broadcasts) bytes linear in its combatants, not their square.
 *
 * Foundry's update of a document is a dot-notation or nested object merged into the stored data,
 * inner objects merged key by key (`recursive`, the default; A13 `DatabaseUpdateOperation#recursive`,
 * foundryvtt/foundryvtt#4418 and #6813 on writing into an object by path), so a key that must go away
 * is removed with Foundry's deletion key, `"<path>.-=<key>": null` (v13 `foundry.utils.mergeObject`
 * `performDeletions`, `isDeletionKey`; v14 still takes it, deprecated in favour of its
 * `ForcedDeletion` operator until v16, foundryvtt/foundryvtt#13090). Pure: no Foundry global.
 */
import type { CombatantRoundState, RoundState } from "./round-state.ts";

/** The round as stored in the Combat's system data: its combatants keyed by id, their order beside. */
export interface StoredRoundState extends Omit<RoundState, "combatants"> {
  /** The combatants' ids, in the tracker's order. */
  order: string[];
  /** Each combatant's part of the round, by his id (`declaration.id`). */
  combatants: Record<string, CombatantRoundState>;
}

/** A dot-notation update of a document: each path the value written there (null with a deletion key). */
export type DocumentUpdate = Record<string, unknown>;

/**
 * The round in its stored form: the members keyed by id (the first of a repeated id kept, as the
 * round's index finds him), their ids in the round's order. The members are the state's own objects,
 * not copies: a member the change left alone is the same object in both forms, and
 * {@link updateDiff} passes it by at once.
 * @param state the round, as the flow keeps it
 */
export function storedRound(state: RoundState): StoredRoundState {
  const members = new Map<string, CombatantRoundState>();
  for (const member of state.combatants) if (!members.has(member.declaration.id)) members.set(member.declaration.id, member);
  return { ...state, order: [...members.keys()], combatants: Object.fromEntries(members) };
}

/**
 * The update that writes the round `next` where `stored` is stored now, and no more: the paths under
 * `path` whose values differ, a whole value where the stored one is no object (a new member, a
 * round where none was, the array an earlier version stored), and a deletion key for each key the
 * new round no longer holds (a combatant who left, a lifted knock-out).
 * @param stored the value stored at `path` now (anything: null before the fight, an older form); one
 *   the data model marked `unkeyed` (an earlier version's array of combatants, keyed as the Combat was
 *   built) is written over whole
 * @param next the round to store, or null to clear it
 * @param path the stored value's path in the document (`system.round`, `system.endedRound`)
 * @returns the update, empty when nothing changes
 * @throws RangeError for a key that no dot-notation path can name (see {@link updateDiff})
 */
export function roundUpdate(stored: unknown, next: RoundState | null, path: string): DocumentUpdate {
  if (next === null) return stored === null || stored === undefined ? {} : { [path]: null };
  // The database still holds an earlier version's array of combatants (data/combat/round-fields.ts).
  if (isPlain(stored) && stored.unkeyed === true) return { [path]: storedRound(next) };
  return updateDiff(stored, storedRound(next), path);
}

/**
 * The least dot-notation update that turns `before` into `after` under a recursive (merging)
 * update: nothing where they are equal; into two plain objects key by key, with `"<path>.-=<key>":
 * null` for a key `after` lacks (a key whose value is `undefined` counts as absent, as in JSON);
 * anything else (an array, a value, an object where none was) written whole at its path. Two equal
 * values cost a comparison, the same object none.
 * @param before the stored value (plain JSON)
 * @param after the value to store (plain JSON)
 * @param path the path of both in the document
 * @returns the update (a path for each written value), empty when they are equal
 * @throws RangeError for an object key that holds a `.` or starts as Foundry's operators do (`-=`,
 *   `==`): a path could not name it (combatant ids, Foundry's 16 alphanumerics, never do)
 */
export function updateDiff(before: unknown, after: unknown, path: string): DocumentUpdate {
  const update: DocumentUpdate = {};
  diffInto(update, path, before, after);
  return update;
}

function diffInto(update: DocumentUpdate, path: string, before: unknown, after: unknown): void {
  if (before === after) return;
  if (isPlain(before) && isPlain(after)) {
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && after[key] === undefined) update[`${path}.-=${addressable(key)}`] = null;
    }
    for (const key of Object.keys(after)) if (after[key] !== undefined) diffInto(update, `${path}.${addressable(key)}`, before[key], after[key]);
    return;
  }
  if (!same(before, after)) update[path] = after === undefined ? null : after;
}

/** The key, when a dot-notation path can name it. */
function addressable(key: string): string {
  if (key.includes(".") || key.startsWith("-=") || key.startsWith("==")) throw new RangeError(`No update path can name the key "${key}"`);
  return key;
}

/** Whether two plain JSON values are equal (a key whose value is `undefined` counts as absent). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((value, i) => same(value, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => same(a[key], b[key]));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
