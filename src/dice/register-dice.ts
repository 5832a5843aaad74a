/**
 * Registers the wild die and the D6 roll with Foundry (Dice So Nice's colours: dice-so-nice.ts).
 */
import { D6Roll } from "./d6-roll.ts";
import { WildDie } from "./wild-die.ts";

/**
 * Registers the wild die as the dice term `dw` and the D6 roll as a roll class, so that saved chat
 * messages rebuild them by class name. Call once, at `init`.
 */
export function registerDice(): void {
  CONFIG.Dice.terms[WildDie.DENOMINATION] = WildDie as never;
  CONFIG.Dice.rolls.push(D6Roll as never);
}
