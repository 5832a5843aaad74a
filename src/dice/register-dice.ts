/**
 * Registers the wild die and the D6 roll with Foundry, and gives the wild die its own colour in
 * Dice So Nice when that module is active.
 */
import { SYSTEM_ID } from "../constants.ts";
import { D6Roll } from "./d6-roll.ts";
import { WildDie } from "./wild-die.ts";

/** The Dice So Nice colour set of the wild die: gold on black, like the card's wild die. */
export const WILD_DIE_COLORSET = `${SYSTEM_ID}-wild`;

/** The parts of Dice So Nice's API the system calls. */
interface DiceSoNice {
  addColorset?: (colorset: Record<string, unknown>, mode?: string) => unknown;
  addDicePreset?: (preset: Record<string, unknown>, shape?: string) => unknown;
}

/** Gives the wild die (`dw`) a d6 shape and its own colour set. Called from `diceSoNiceReady`. */
function configureDiceSoNice(dice3d: DiceSoNice | undefined): void {
  if (typeof dice3d?.addColorset !== "function" || typeof dice3d.addDicePreset !== "function") return;
  try {
    dice3d.addColorset(
      {
        name: WILD_DIE_COLORSET,
        description: game.i18n.localize("SWD6.Roll.wildDie"),
        category: game.system.title,
        foreground: "#1b1408",
        background: "#f0a530",
        outline: "#1b1408",
        edge: "#c47a12",
        texture: "none",
        material: "metal",
        visibility: "hidden",
      },
      "default",
    );
    dice3d.addDicePreset(
      { type: `d${WildDie.DENOMINATION}`, labels: ["1", "2", "3", "4", "5", "6"], system: "standard", colorset: WILD_DIE_COLORSET },
      "d6",
    );
  } catch (error) {
    console.warn(`${SYSTEM_ID} | Dice So Nice refused the wild die's colours`, error);
  }
}

/**
 * Registers the wild die as the dice term `dw` and the D6 roll as a roll class, so that saved chat
 * messages rebuild them by class name. Call once, at `init`.
 */
export function registerDice(): void {
  CONFIG.Dice.terms[WildDie.DENOMINATION] = WildDie as never;
  CONFIG.Dice.rolls.push(D6Roll as never);
  Hooks.once("diceSoNiceReady" as never, configureDiceSoNice as never);
}
