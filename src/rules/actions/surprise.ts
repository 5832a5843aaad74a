/**
 * Surprise: an ambush, who spots it, and what surprise costs the surprised.
 *
 * Rule: R&E Rules (R&E) "Surprise". Each attacker rolls sneak; each target rolls search or Perception
 * "just a couple of seconds before the ambush is going to be sprung"; a target rolling equal to or
 * higher than an attacker's sneak spots that attacker and is not surprised. Against surprised
 * characters "their attackers can automatically take their first action before the 'surprised' side
 * can act. The 'surprised' side cannot roll defense skills to dodge or parry this first action."
 */
import { RuleArgumentError, requireId, requireInteger, requireObject, requireUniqueId } from "../errors.ts";
import type { SegmentTurn } from "./segments.ts";

/** A sneak roll (attacker) or a search / Perception roll (target): the character's id and total. */
export interface SurpriseRoll {
  id: string;
  total: number;
}

/** A target after the spotting rolls: the attackers he spotted, and whether he is surprised (spotted none). */
export interface TargetAwareness {
  id: string;
  spotted: string[];
  surprised: boolean;
}

/** The outcome of an ambush's spotting rolls. Plain JSON. */
export interface SurpriseResult {
  attackers: string[];
  targets: TargetAwareness[];
}

/**
 * Resolves the spotting rolls of an ambush (R&E Rules): every target spots each attacker whose sneak
 * total his search total equals or beats; a target who spots no attacker is surprised.
 *
 * @param sneak the attackers' sneak rolls, at least one
 * @param search the targets' search or Perception rolls
 * @returns attackers and targets in input order
 * @throws RuleArgumentError for a list that is not an array, no attacker, a roll that is not an object,
 *   an empty id, an id given twice (in either list), or a total that is not an integer
 */
export function resolveSurprise(sneak: SurpriseRoll[], search: SurpriseRoll[]): SurpriseResult {
  const ids = new Set<string>();
  checkRolls(sneak, "sneak", ids);
  checkRolls(search, "search", ids);
  if (sneak.length === 0) throw new RuleArgumentError("sneak", sneak, "at least one attacker's sneak roll");
  return {
    attackers: sneak.map((s) => s.id),
    targets: search.map((target) => {
      const spotted = sneak.filter((s) => target.total >= s.total).map((s) => s.id);
      return { id: target.id, spotted, surprised: spotted.length === 0 };
    }),
  };
}

/**
 * Whether a target may dodge or parry an attack: not when he is surprised and the attack is an
 * attacker's first action, i.e. in action segment 1 of the surprise round (R&E Rules).
 *
 * @param surprise the result of {@link resolveSurprise}
 * @param target the id of the character attacked
 * @param attacker the id of the character attacking
 * @param segment the attack's action segment, an integer >= 1
 * @throws RuleArgumentError for a malformed `surprise`, an empty id or a segment that is not an integer >= 1
 */
export function canDefendAgainst(surprise: SurpriseResult, target: string, attacker: string, segment: number): boolean {
  checkSurprise(surprise);
  requireId("target", target);
  requireId("attacker", attacker);
  requireInteger("segment", segment, 1);
  const surprised = surprise.targets.some((t) => t.id === target && t.surprised);
  return !(surprised && segment === 1 && surprise.attackers.includes(attacker));
}

/**
 * The order of action segment 1 of a surprise round: the attackers take their first action before
 * any surprised target acts (R&E Rules). Surprised targets whose roll put them before the last attacker
 * move to just after him (and after anyone acting simultaneously with him); everyone else keeps the
 * order of the rolls. Ranks are recomputed, dense as `orderSegment` makes them.
 *
 * @param turns segment 1 in acting order, as returned by `orderSegment`
 * @param surprise the result of {@link resolveSurprise}
 * @returns a new list; the input is not changed
 * @throws RuleArgumentError for a malformed `surprise` or `turns`
 */
export function surpriseOrder(turns: SegmentTurn[], surprise: SurpriseResult): SegmentTurn[] {
  checkSurprise(surprise);
  if (!Array.isArray(turns)) throw new RuleArgumentError("turns", turns, "an array of segment turns");
  turns.forEach((turn, i) => {
    requireObject(`turns[${i}]`, turn, "a segment turn");
    requireId(`turns[${i}].id`, turn.id);
    requireInteger(`turns[${i}].total`, turn.total);
    requireInteger(`turns[${i}].rank`, turn.rank, 1);
  });
  const attackers = new Set(surprise.attackers);
  const surprised = new Set(surprise.targets.filter((t) => t.surprised).map((t) => t.id));
  const last = turns.findLastIndex((t) => attackers.has(t.id));
  let end = last + 1;
  while (last >= 0 && end < turns.length && turns[end].rank === turns[last].rank && !surprised.has(turns[end].id)) end += 1;
  const kept = turns.slice(0, end).filter((t) => !surprised.has(t.id));
  const moved = turns.slice(0, end).filter((t) => surprised.has(t.id));
  const reordered = [...kept, ...moved, ...turns.slice(end)];
  let rank = 0;
  return reordered.map((turn, i) => {
    // What follows the last attacker's block is a surprised target or of a lower rank: a new moment.
    if (i === 0 || i === kept.length || reordered[i - 1].rank !== turn.rank) rank += 1;
    return { id: turn.id, total: turn.total, rank };
  });
}

function checkRolls(rolls: SurpriseRoll[], name: string, ids: Set<string>): void {
  if (!Array.isArray(rolls)) throw new RuleArgumentError(name, rolls, "an array of rolls");
  rolls.forEach((roll, i) => {
    requireObject(`${name}[${i}]`, roll, "a roll");
    requireUniqueId(`${name}[${i}].id`, roll.id, ids, "an id given once, attacker or target");
    requireInteger(`${name}[${i}].total`, roll.total);
  });
}

function checkSurprise(surprise: SurpriseResult): void {
  if (
    surprise === null ||
    typeof surprise !== "object" ||
    !Array.isArray(surprise.attackers) ||
    !Array.isArray(surprise.targets) ||
    !surprise.targets.every((t) => t !== null && typeof t === "object" && typeof t.surprised === "boolean")
  ) {
    throw new RuleArgumentError("surprise", surprise, "the result of resolveSurprise");
  }
}
