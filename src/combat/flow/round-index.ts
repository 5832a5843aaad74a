/**
 * Indexes over a stored round's arrays, so that what a change or a render looks up costs the same
 * time in a round of thousands of combatants as in one of four: where a combatant stands in
 * `combatants`, whether he is in `acted`, and how far the segment's acting order has acted.
 *
 * The round stays plain data; an index is derived from an array and kept beside it in a WeakMap
 * keyed by that array. A round is never changed in place (every change of round-flow.ts makes new
 * arrays), so an index can only belong to the array it was built from; the array's length is kept
 * with it all the same, and an array that grew or shrank in place is indexed anew. A change that
 * keeps what an index describes (a member replaced by one of the same id, ids appended to `acted`)
 * hands the index on to the new array instead of rebuilding it.
 */

/** What the combatants index needs of a member: his id, as the rules engine's declaration holds it. */
export interface IdentifiedMember {
  declaration: { id: string };
}

/** A combatant's position by id, for one array of combatants, with the length it was built at. */
interface PositionIndex {
  length: number;
  positions: Map<string, number>;
}

const positionIndexes = new WeakMap<readonly IdentifiedMember[], PositionIndex>();

/**
 * Where a combatant stands in a round's combatants, found through an index built once per array.
 * A hit is checked against the array and a miss is confirmed by a search, so the answer is the
 * array's whatever became of it; only an unknown id costs a pass over the array.
 * @param combatants the round's combatants
 * @param id the combatant's id (`declaration.id`)
 * @returns his position, or -1 when the array holds no such combatant
 */
export function positionOf(combatants: readonly IdentifiedMember[], id: string): number {
  const known = positionIndexes.get(combatants);
  const index = known && known.length === combatants.length ? known : indexPositions(combatants);
  const position = index.positions.get(id);
  if (position !== undefined && combatants[position]?.declaration.id === id) return position;
  const found = combatants.findIndex((c) => c.declaration.id === id);
  // Found only by the search: the array was changed in place since it was indexed.
  if (found >= 0) indexPositions(combatants);
  return found;
}

function indexPositions(combatants: readonly IdentifiedMember[]): PositionIndex {
  const index: PositionIndex = { length: combatants.length, positions: new Map() };
  // The first of a repeated id wins, as Array#find would have it.
  for (let i = combatants.length - 1; i >= 0; i--) index.positions.set(combatants[i].declaration.id, i);
  positionIndexes.set(combatants, index);
  return index;
}

/**
 * A new array of combatants with one member replaced; the index of the old array serves the new
 * one when the member keeps his id (the ids and their positions are the same).
 * @param combatants the round's combatants (left unchanged)
 * @param position the replaced member's position, from {@link positionOf}
 * @param member the member in his place
 * @throws RangeError when `position` is not a position of the array
 */
export function replaceAt<T extends IdentifiedMember>(combatants: readonly T[], position: number, member: T): T[] {
  checkPosition(combatants, position);
  const next = combatants.slice();
  next[position] = member;
  handOnIndex(combatants, next, combatants[position].declaration.id === member.declaration.id);
  return next;
}

/**
 * A new array of combatants with several members replaced, in one copy of the array: a batch of
 * changes costs one pass, not one per change. The index of the old array serves the new one when
 * every replaced member keeps his id.
 * @param combatants the round's combatants (left unchanged)
 * @param members the members in their places, by position (from {@link positionOf})
 * @throws RangeError when a position is not a position of the array
 */
export function replaceMany<T extends IdentifiedMember>(combatants: readonly T[], members: ReadonlyMap<number, T>): T[] {
  const next = combatants.slice();
  let sameIds = true;
  for (const [position, member] of members) {
    checkPosition(combatants, position);
    next[position] = member;
    sameIds &&= combatants[position].declaration.id === member.declaration.id;
  }
  handOnIndex(combatants, next, sameIds);
  return next;
}

function checkPosition(combatants: readonly IdentifiedMember[], position: number): void {
  if (!Number.isInteger(position) || position < 0 || position >= combatants.length) {
    throw new RangeError(`position ${position} is outside the ${combatants.length} combatants`);
  }
}

/** The old array's index serves the new one, of the same length, when every member kept his place's id. */
function handOnIndex(from: readonly IdentifiedMember[], to: readonly IdentifiedMember[], sameIds: boolean): void {
  const index = positionIndexes.get(from);
  if (index && index.length === from.length && sameIds) positionIndexes.set(to, index);
}

/**
 * The ids of an `acted` list by their first position. Lists made by {@link appendActed} share one
 * log: each is a prefix of the longest, `tip` long, so an id at a position beyond a shorter list's
 * end was appended after it and is not in it.
 */
interface ActedLog {
  tip: number;
  positions: Map<string, number>;
}

const actedLogs = new WeakMap<readonly string[], { length: number; log: ActedLog }>();

function logOf(acted: readonly string[]): ActedLog {
  const known = actedLogs.get(acted);
  if (known && known.length === acted.length) return known.log;
  const log: ActedLog = { tip: acted.length, positions: new Map() };
  for (let i = acted.length - 1; i >= 0; i--) log.positions.set(acted[i], i);
  actedLogs.set(acted, { length: acted.length, log });
  return log;
}

/**
 * Whether a combatant has taken his turn in the current segment, in constant time after the list's
 * first look-up.
 * @param acted the round's `acted` list
 * @param id the combatant's id
 */
export function hasActed(acted: readonly string[], id: string): boolean {
  const position = logOf(acted).positions.get(id);
  return position !== undefined && position < acted.length && acted[position] === id;
}

/**
 * A new `acted` list: the old one and then `ids`. Its index grows from the old list's instead of
 * being rebuilt (unless the old list was appended to already, when the new list gets its own), and
 * how far the acting order has acted ({@link firstNotActed}) carries over: acting is never undone
 * within a segment.
 * @param acted the round's `acted` list (left unchanged)
 * @param ids those who have now acted
 */
export function appendActed(acted: readonly string[], ids: readonly string[]): string[] {
  const next = acted.concat(ids);
  const log = logOf(acted);
  if (log.tip === acted.length) {
    for (let i = acted.length; i < next.length; i++) if (!log.positions.has(next[i])) log.positions.set(next[i], i);
    log.tip = next.length;
    actedLogs.set(next, { length: next.length, log });
  }
  const cursor = cursors.get(acted);
  if (cursor && cursor.length === acted.length) cursors.set(next, { ...cursor, length: next.length });
  return next;
}

/** How far an acting order has acted, for one `acted` list: every turn before `first` has acted. */
const cursors = new WeakMap<readonly string[], { turns: readonly { id: string }[]; first: number; length: number }>();

/**
 * The position in an acting order of its first turn not yet taken. The position found is kept for
 * the list and the order, and a list made by {@link appendActed} starts its search there, so "next"
 * after "next" through a segment passes over each turn once.
 * @param turns the segment's acting order
 * @param acted the round's `acted` list
 * @returns the position, or `turns.length` when every turn has been taken
 */
export function firstNotActed(turns: readonly { id: string }[], acted: readonly string[]): number {
  const known = cursors.get(acted);
  let first = known?.turns === turns && known.length === acted.length ? known.first : 0;
  while (first < turns.length && hasActed(acted, turns[first].id)) first += 1;
  cursors.set(acted, { turns, first, length: acted.length });
  return first;
}
