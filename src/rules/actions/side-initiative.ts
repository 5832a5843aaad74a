/**
 * Side initiative, the alternative initiative mode (a world setting).
 *
 * Rule: R&E Rules (R&E) "Initiative": "The character with the highest Perception on each side rolls
 * that attribute. The character who gets the highest roll gets to decide whether his side acts first
 * or last in that round. (Re-roll in the event of a tie.) Rolling for initiative doesn't count as an
 * action. A character may not spend a Character Point to improve the initiative roll, but penalties
 * for being wounded count."
 */
import { type DieCode, checkRollable, compareDieCodes } from "../dice/die-code.ts";
import { RuleArgumentError, requireId, requireInteger, requireObject, requireOneOf, requireUniqueId } from "../errors.ts";

/**
 * How the side initiative roll is made (R&E Rules), for the roll dialog: it is no action (no multiple
 * action penalty), no character point may be spent on it, and wound penalties apply.
 */
export const SIDE_INITIATIVE_ROLL = { countsAsAction: false, characterPoints: false, woundPenalty: true } as const;

/** A combatant who may roll side initiative: his id, his side's id and his Perception attribute. */
export interface SideMember {
  id: string;
  side: string;
  perception: DieCode;
}

/** The member who rolls side initiative for a side. */
export interface SideRoller {
  side: string;
  id: string;
}

/**
 * Picks who rolls side initiative: on each side the member with the highest Perception (more dice,
 * then more pips); among equal codes the first listed.
 *
 * @param members every combatant with his side and Perception
 * @returns one roller per side, sides in order of first appearance
 * @throws RuleArgumentError for a list that is not an array, a member that is not an object, or an
 *   empty id or side; DieCodeError for a Perception that is not a rollable code
 */
export function sideInitiativeRollers(members: SideMember[]): SideRoller[] {
  if (!Array.isArray(members)) throw new RuleArgumentError("members", members, "an array of side members");
  const best = new Map<string, SideMember>();
  members.forEach((member, i) => {
    requireObject(`members[${i}]`, member, "a side member");
    requireId(`members[${i}].id`, member.id);
    requireId(`members[${i}].side`, member.side);
    checkRollable(member.perception);
    const current = best.get(member.side);
    if (current === undefined || compareDieCodes(member.perception, current.perception) > 0) best.set(member.side, member);
  });
  return [...best].map(([side, member]) => ({ side, id: member.id }));
}

/** A side's initiative roll: the side's id and its roller's Perception total (wound penalties included). */
export interface SideRoll {
  side: string;
  total: number;
}

/**
 * The outcome of a side initiative roll: the `winner`, or `null` with the `tied` sides, which re-roll
 * (call {@link sideInitiativeWinner} again with their new rolls).
 */
export interface SideInitiativeOutcome {
  winner: string | null;
  tied: string[];
}

/**
 * Decides side initiative (R&E Rules): the side whose roller rolled highest wins; a tie for the highest
 * roll has the tied sides re-roll.
 *
 * @param rolls one roll per side, at least one
 * @returns `{ winner, tied: [] }`, or `{ winner: null, tied }` with the sides to re-roll in input order
 * @throws RuleArgumentError for a list that is not an array or is empty, an empty or repeated side,
 *   or a total that is not an integer
 */
export function sideInitiativeWinner(rolls: SideRoll[]): SideInitiativeOutcome {
  if (!Array.isArray(rolls) || rolls.length === 0) throw new RuleArgumentError("rolls", rolls, "a non-empty array of side rolls");
  const sides = new Set<string>();
  rolls.forEach((roll, i) => {
    requireObject(`rolls[${i}]`, roll, "a side roll");
    requireUniqueId(`rolls[${i}].side`, roll.side, sides, "one roll per side");
    requireInteger(`rolls[${i}].total`, roll.total);
  });
  const highest = Math.max(...rolls.map((r) => r.total));
  const top = rolls.filter((r) => r.total === highest).map((r) => r.side);
  return top.length === 1 ? { winner: top[0], tied: [] } : { winner: null, tied: top };
}

/** Both choices. */
export const SIDE_CHOICES = ["first", "last"] as const;

/** The winner's choice: his side acts `"first"` or `"last"` in the round. */
export type SideChoice = (typeof SIDE_CHOICES)[number];

/**
 * The order in which sides act this round: the winner's side first or last, as he chose (R&E Rules).
 * The seed knows two sides; with more, the other sides keep the order given.
 *
 * @param sides every side's id, each once
 * @param winner the winning side, one of `sides`
 * @param choice the winner's choice
 * @throws RuleArgumentError for an empty or repeated side, a winner not among `sides` or an unknown choice
 */
export function sideActingOrder(sides: string[], winner: string, choice: SideChoice): string[] {
  if (!Array.isArray(sides)) throw new RuleArgumentError("sides", sides, "an array of side ids");
  const seen = new Set<string>();
  sides.forEach((side, i) => requireUniqueId(`sides[${i}]`, side, seen, "each side once"));
  requireOneOf("winner", winner, sides);
  const others = sides.filter((side) => side !== winner);
  return requireOneOf("choice", choice, SIDE_CHOICES) === "first" ? [winner, ...others] : [...others, winner];
}
