/**
 * Combined actions: several characters working on one task under a leader's command roll.
 *
 * Rule: R&E Rules (R&E) "Combined Actions". The leader (highest command skill or Perception) commands
 * at most as many characters as he has command dice; he rolls command, at -1D when he also works on
 * the task ("this counts as two actions"). On success the bonus is +1D for every three characters
 * combining, +1 for one extra and +2 for two extras (eight troops: +2D+2). On failure the bonus loses
 * 1D per point missed, and "a bonus cannot go below 0D": missed by 1 → +1D+2, by 2 → +2, by 3 or more
 * → no bonus at all. The bonus goes to the character with the highest skill working on the task and
 * may be split between the rolls of the task (attack and damage).
 */
import { multipleActionPenalty } from "./actions.ts";
import { type DieCode, addDieCodes, checkRollable } from "../dice/die-code.ts";
import { requireBoolean, requireInteger } from "../errors.ts";

/**
 * The combined action bonus (R&E Rules).
 *
 * @param helpers the number of characters combining under the leader (Danik's eight troops: 8), an integer >= 0
 * @param commandRoll the leader's command roll total, an integer
 * @param commandDifficulty the command difficulty number, an integer >= 0
 * @returns the bonus, never below `{ dice: 0, pips: 0 }`: when the failed roll would take the dice below
 *   0D, no bonus remains, pips included (R&E Rules: "If he rolled a 9 or less, there would have been no
 *   bonus at all")
 * @throws RuleArgumentError naming the argument for a negative or non-integer count, a non-integer roll
 *   or a negative or non-integer difficulty
 */
export function combinedActionBonus(helpers: number, commandRoll: number, commandDifficulty: number): DieCode {
  requireInteger("helpers", helpers, 0);
  requireInteger("commandRoll", commandRoll);
  requireInteger("commandDifficulty", commandDifficulty, 0);
  const dice = Math.floor(helpers / 3) - Math.max(0, commandDifficulty - commandRoll);
  return dice < 0 ? { dice: 0, pips: 0 } : { dice, pips: helpers % 3 };
}

/**
 * How many characters a leader can command: as many as his command skill has dice (R&E Rules: Danik's
 * command 8D+2 commands at most eight). The gamemaster may allow more for very easy tasks.
 * @throws DieCodeError unless `command` is a rollable code (integer dice from 0 to 99, integer pips)
 */
export function commandLimit(command: DieCode): number {
  checkRollable(command);
  return command.dice;
}

/**
 * The die code the leader rolls for command: his full command skill when he only supervises, -1D when
 * he also works on the task, since that makes two actions (R&E Rules).
 * @param command the leader's command skill
 * @param working whether the leader also works on the task
 * @throws DieCodeError unless `command` is rollable; RuleArgumentError when `working` is not a boolean
 */
export function leaderCommandCode(command: DieCode, working: boolean): DieCode {
  checkRollable(command);
  requireBoolean("working", working);
  return addDieCodes(command, { dice: 0 - multipleActionPenalty(working ? ["action", "action"] : ["action"]), pips: 0 });
}

/**
 * Splits a combined action bonus between two rolls of the task (R&E Rules: of +2D+2, +1D to the blaster
 * roll and +1D+2 to the damage roll). Dice and pips are split separately, never converted.
 *
 * @param bonus the combined action bonus
 * @param part what goes to the first roll: dice from 0 to `bonus.dice`, pips from 0 to `bonus.pips`
 * @returns `[part, rest]`
 * @throws DieCodeError for a malformed or negative-dice code; RuleArgumentError when the pips of
 *   `bonus` are negative or `part` takes more dice or pips than `bonus` holds
 */
export function splitCombinedBonus(bonus: DieCode, part: DieCode): [DieCode, DieCode] {
  checkRollable(bonus);
  checkRollable(part);
  requireInteger("bonus.pips", bonus.pips, 0);
  requireInteger("part.dice", part.dice, 0, bonus.dice);
  requireInteger("part.pips", part.pips, 0, bonus.pips);
  return [
    { dice: part.dice, pips: part.pips },
    { dice: bonus.dice - part.dice, pips: bonus.pips - part.pips },
  ];
}

/**
 * A combined action bonus on a combat task (R&E Rules, Combined Actions): it "is added to the character
 * with the highest skill who's working on the task", and on a combat task "the bonus can be split
 * between the attack roll and the damage roll" as that character chooses (the ambush: of +2D+2, +1D
 * to the trooper's blaster, "the remaining combined action bonus of +1D+2" to the rifle's damage).
 * Unsplit, the whole bonus goes to the attack roll, the task's own roll.
 *
 * @param bonus the combined action bonus (`combinedActionBonus`)
 * @param toAttack the part put on the attack roll (dice and pips within the bonus's, `splitCombinedBonus`);
 *   omitted: all of it
 * @returns the attack roll's part and the damage roll's part
 * @throws as {@link splitCombinedBonus}
 */
export function combinedCombatBonus(bonus: DieCode, toAttack: DieCode = bonus): { attack: DieCode; damage: DieCode } {
  const [attack, damage] = splitCombinedBonus(bonus, toAttack);
  return { attack, damage };
}
