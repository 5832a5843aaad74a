/**
 * What the roll card shows: a scored roll turned into the template's context. Pure, so the card can
 * be rendered and tested without Foundry; every number comes from the scored result and src/rules.
 */
import type { D6RollOptions, MishapHandling } from "./d6-roll-data.ts";
import type { RollModifier } from "./roll-modifiers.ts";
import { formatDieCode, formatModifier } from "../rules/dice/die-code.ts";
import { meetsDifficulty } from "../rules/dice/difficulty.ts";
import { type D6RollResult, MISHAPS, type Mishap } from "../rules/dice/roll.ts";
import { characterPointsLeftOnRoll, withCharacterPoints } from "./roll-points.ts";
import { termLabel } from "../game-terms.ts";

/** The data-action of the card's mishap buttons. */
export const RESOLVE_MISHAP_ACTION = "resolveMishap";

/** The data-action of the card's "Spend a character point" button. */
export const SPEND_CHARACTER_POINT_ACTION = "spendCharacterPoint";

/** Where the dots of each face sit in a 3×3 grid, numbered 1-9 row by row. */
const DOTS: Record<number, number[]> = {
  1: [5],
  2: [3, 7],
  3: [3, 5, 7],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};

/** A normal die on the card. */
export interface CardDie {
  face: number;
  dots: number[];
  /** Taken out of the total by the mishap. */
  removed: boolean;
}

/** A die of the wild die's chain on the card. */
export interface CardWildDie extends CardDie {
  /** Showed 6 and was rolled again: the next die of the chain follows it. */
  exploded: boolean;
  /** The first roll and a 1. */
  mishap: boolean;
}

/** The template's context of a roll card. */
export interface RollCardContext {
  isPrivate: boolean;
  label: string;
  actorName: string | null;
  code: string;
  base: string;
  modifiers: { labelKey: string; value: string; source: RollModifier["source"] }[];
  wildDie: boolean;
  dice: CardDie[];
  wild: CardWildDie[];
  /** The pips with their sign (`+2`, `-1`), or null for none. */
  pips: string | null;
  total: number;
  mishap: {
    /** The gamemaster has yet to decide how it counts. */
    pending: boolean;
    /** How it counted, once decided. */
    handling: Mishap | null;
    /** The localization key of what happened. */
    resultKey: string | null;
    /** The buttons of a pending mishap. */
    choices: { action: string; mishap: Mishap; labelKey: string }[];
  } | null;
  difficulty: { number: number; levelKey: string | null } | null;
  outcome: { success: boolean; margin: number; labelKey: string; marginKey: string } | null;
  automaticKey: string | null;
  /** The chance of success the roll had, formatted (`62%`), or null. */
  chance: string | null;
  /** Rolled on the player's client where the gamemaster rolls the players' dice (no gamemaster could). */
  unverified: boolean;
  /** The roll's points, or null for a roll without a character. */
  points: {
    /** Rolled in a round the character spent a Force point: the code was doubled. */
    forcePoint: boolean;
    /** One chain of dice per character point spent, added to the total. */
    characterPoints: CardWildDie[][];
    /** How many more character points the roll takes (0: no button). */
    left: number;
    /** The button's data-action. */
    action: string;
  } | null;
}

/**
 * A chance as the dialog and the card print it: whole percent, but never a 0% or 100% that is not
 * certain (`<1%`, `>99%`).
 * @param probability from 0 to 1
 */
export function formatChance(probability: number): string {
  if (probability <= 0) return "0%";
  if (probability >= 1) return "100%";
  const percent = Math.round(probability * 100);
  if (percent < 1) return "<1%";
  if (percent > 99) return ">99%";
  return `${percent}%`;
}

/** The localization key of a modifier's source. */
function modifierLabel(source: RollModifier["source"]): string {
  return `SWD6.Roll.modifierSource.${source}`;
}

/**
 * The roll card's context.
 *
 * `input.result` is the roll's own dice as scored; the spent character points' dice (`options.points`)
 * are added to the total here, and the success follows that total.
 *
 * Faces listed in `result.removed` are struck through: the wild die's first roll, then, for each
 * further removed face, the first normal die showing it.
 *
 * @param input the roll's options, its scored result and whether the viewer may not see it
 */
export function rollCardContext(input: { options: D6RollOptions; result: D6RollResult; isPrivate: boolean }): RollCardContext {
  const { options, isPrivate } = input;
  // The character points' dice are added to the roll's own (R&E), a 1 on them no mishap.
  const result = withCharacterPoints(input.result, options.points);
  const removed = [...result.removed];
  const wildRemoved = result.mishap && removed.length > 0;
  if (wildRemoved) removed.shift();
  const dice = result.dice.map((face) => ({ face, dots: DOTS[face], removed: false }));
  for (const face of removed) {
    const die = dice.find((d) => !d.removed && d.face === face);
    if (die) die.removed = true;
  }
  const wild = result.wild.map((face, i) => ({
    face,
    dots: DOTS[face],
    exploded: face === 6 && i < result.wild.length - 1,
    mishap: i === 0 && result.mishap,
    removed: i === 0 && wildRemoved,
  }));

  const handling: MishapHandling = options.mishap;
  const pending = result.mishap && handling === "ask";
  const mishap = result.mishap
    ? {
        pending,
        handling: pending ? null : (handling as Mishap),
        resultKey: pending ? null : `SWD6.Chat.mishapResult.${handling}`,
        choices: pending ? MISHAPS.map((m) => ({ action: RESOLVE_MISHAP_ACTION, mishap: m, labelKey: `SWD6.Chat.mishapChoice.${m}` })) : [],
      }
    : null;

  const difficulty =
    options.difficulty === null
      ? null
      : {
          number: options.difficulty,
          levelKey: options.difficultyLevel ? termLabel("difficultyLevels", options.difficultyLevel) : null,
        };
  let outcome: RollCardContext["outcome"] = null;
  if (difficulty) {
    const success = meetsDifficulty(result.total, difficulty.number);
    outcome = {
      success,
      margin: Math.abs(result.total - difficulty.number),
      labelKey: success ? "SWD6.Chat.success" : "SWD6.Chat.failure",
      marginKey: success ? "SWD6.Chat.marginSuccess" : "SWD6.Chat.marginFailure",
    };
  }

  return {
    isPrivate,
    label: options.label,
    actorName: options.actorName,
    code: formatDieCode(options.code),
    base: formatDieCode(options.base),
    modifiers: options.modifiers.map((m) => ({
      source: m.source,
      labelKey: modifierLabel(m.source),
      value: formatModifier(m.amount),
    })),
    wildDie: options.wildDie,
    dice,
    wild,
    pips: result.pips === 0 ? null : formatModifier({ dice: 0, pips: result.pips }),
    total: result.total,
    mishap,
    difficulty,
    outcome,
    automaticKey: options.automatic && difficulty ? `SWD6.Chat.automatic.${options.automatic}` : null,
    chance: options.probability === null || !difficulty ? null : formatChance(options.probability),
    unverified: options.unverified === true,
    points: options.points
      ? {
          forcePoint: options.points.forcePoint === true,
          characterPoints: (options.points.characterPoints ?? []).map((chain) =>
            chain.map((face, i) => ({ face, dots: DOTS[face] ?? [], exploded: face === 6 && i < chain.length - 1, mishap: false, removed: false })),
          ),
          left: characterPointsLeftOnRoll(options.points),
          action: SPEND_CHARACTER_POINT_ACTION,
        }
      : null,
  };
}
