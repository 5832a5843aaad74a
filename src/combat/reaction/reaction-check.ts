/**
 * The gamemaster's check of a reaction a player declares from the combat tracker (the round's "react"
 * command with its roll): the command's kind and total are not trusted; they are the reaction choice's
 * and the total of the roll sent with it, an evaluated D6 roll taken once (`takeRoll`), rolled with the
 * code the gamemaster computes from the documents and the round (`trackerReactionPlan`: the skill at
 * the wound, armor and multiple action penalties, a Force point he recorded), as the attack card's
 * reaction is checked. So the reaction that stands against later attacks is one the dice gave.
 */
import { hasDiceToRoll } from "../../rules/dice/skill-code.ts";
import type { RoundCommand } from "../flow/round-commands.ts";
import { trackerReactionPlan } from "../../applications/attack/reaction-plan.ts";
import { readReactionHow } from "../../applications/attack/reaction-choices.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";

/** The combat as the check reads it. */
interface CheckedCombat {
  readonly combatants: { get(id: string): Combatant.Implementation | undefined };
}

/**
 * A player's "react" command with its kind and total taken from the roll sent with it; any other
 * command as it is.
 * @param combat the combat
 * @param command the command as received
 * @param roll the roll's JSON data as received
 * @returns the command to run, or null when the reaction's roll is refused (missing, a choice the
 *   actor may not make, a code with no die left, another code, taken before)
 */
export function checkedReactionRoll(combat: CheckedCombat, command: RoundCommand, roll: unknown): RoundCommand | null {
  if (command.type !== "react") return command;
  const actor = combat.combatants.get(command.combatant)?.actor;
  const planned = actor && typeof command.choice === "string" ? trackerReactionPlan(actor, command.choice, readReactionHow(command)) : null;
  // No dice, no reaction: a code the penalties took down to pips is not rolled.
  if (!planned || !hasDiceToRoll(planned.plan.code)) return null;
  const taken = takeRoll(roll, { codes: [planned.plan.code] });
  if (!taken) return null;
  return { ...command, kind: planned.choice.kind, total: taken.total };
}
