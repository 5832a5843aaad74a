/**
 * The pure half of the D6 roll: the options it carries into the chat message, the Foundry formula of
 * a die code, and the faces read back out of an evaluated roll's terms, so that Foundry's dice are
 * scored by the one wild-die rule (`scoreD6Roll`). The Foundry side turns its terms into
 * {@link TermFaces} first.
 */
import type { DieCode } from "../rules/dice/die-code.ts";
import type { DifficultyLevel } from "../rules/dice/difficulty.ts";
import { RuleArgumentError } from "../rules/errors.ts";
import { checkRollable } from "../rules/dice/die-code.ts";
import { type D6RollResult, MAX_EXPLOSIONS, type Mishap, type RolledFaces, scoreD6Roll } from "../rules/dice/roll.ts";
import type { RollModifier } from "./roll-modifiers.ts";
import type { RollPoints } from "./roll-points.ts";

/**
 * How a mishap counts on one roll: a world's handling, or `"ask"` while the gamemaster has yet to
 * decide (the roll is scored as `"count"` until then).
 */
export type MishapHandling = Mishap | "ask";

/**
 * The mishap handling a roll is scored by: the world's or the gamemaster's handling, `"count"` while
 * the gamemaster has yet to decide (`"ask"`).
 * @param handling how the mishap counts on the roll
 */
export function scoringMishap(handling: MishapHandling): Mishap {
  return handling === "ask" ? "count" : handling;
}

/** What a D6 roll carries with it (plain JSON: it is saved in the chat message with the roll). */
export interface D6RollOptions {
  /** What is rolled, in the roller's language: "Blaster". */
  label: string;
  /**
   * `label` as a localization key, when it is one (an attribute's name, "Natural healing"), with
   * its data: the card shows it in each viewer's language. Absent: `label` is shown as it is (a
   * skill's or a weapon's own name). See {@link labelKeyFor}.
   */
  labelKey?: string;
  labelData?: Record<string, string>;
  /** Who rolls, for the card's header; null for a bare code. */
  actorName: string | null;
  /** The code before the modifiers. */
  base: DieCode;
  /** The code rolled. */
  code: DieCode;
  /** The modifiers between `base` and `code`. */
  modifiers: RollModifier[];
  /** One of the dice is the wild die. */
  wildDie: boolean;
  /** How a mishap counts on this roll. */
  mishap: MishapHandling;
  /** The difficulty number, or null for a roll without one. */
  difficulty: number | null;
  /** The difficulty level the number was chosen by, if any. */
  difficultyLevel: DifficultyLevel | null;
  /** The chance of success the roll had (0 to 1), or null without a difficulty. */
  probability: number | null;
  /** Success or failure decided before the dice fell (Grundregeln), or null. */
  automatic: "success" | "failure" | null;
  /** The roll's character points and Force point; absent on a roll without a character (none offered). */
  points?: RollPoints;
  /** The roll's own id, given by `D6Roll.fromOptions`: a roll sent to the gamemaster is taken once. */
  rollId?: string;
  /**
   * Rolled on the player's own client in a world whose dice the gamemaster rolls, because no
   * gamemaster could roll them (none connected, or none answered): the card says so.
   */
  unverified?: boolean;
}

/** One result of a die term as Foundry records it; an inactive (discarded) result does not count. */
export interface DieFace {
  result: number;
  active?: boolean;
}

/** A term of an evaluated roll, reduced to what scoring needs. */
export type TermFaces =
  /** The wild die term: its first roll, then its re-rolls while it showed 6. */
  | { kind: "wild"; results: readonly DieFace[] }
  /** A plain die term (`Nd6`). */
  | { kind: "die"; faces: number; results: readonly DieFace[] }
  /** `+` or `-` between terms. */
  | { kind: "operator"; operator: string }
  /** A number: the pips. */
  | { kind: "number"; number: number };

/**
 * The faces of an evaluated roll: every active result of the plain d6 terms in order, the wild die's
 * chain, and the pips as the signed sum of the number terms (`2d6 + 1dw - 1` has pips -1).
 *
 * @param terms the roll's terms, in formula order
 * @returns faces ready for `scoreD6Roll`
 * @throws RuleArgumentError for a die that is not a d6 (`terms[i].faces`), an operator other than
 *   `+` or `-` (`terms[i].operator`), a number that is not an integer (`terms[i].number`), a die
 *   term after `-`, a second wild die term, or a term of an unknown kind (all naming `terms[i]`)
 */
export function facesOfTerms(terms: readonly TermFaces[]): RolledFaces {
  if (!Array.isArray(terms)) throw new RuleArgumentError("terms", terms, "an array of terms");
  const dice: number[] = [];
  let wild: number[] | null = null;
  let pips = 0;
  let sign = 1;
  const active = (results: readonly DieFace[]) => results.filter((r) => r.active !== false).map((r) => r.result);
  terms.forEach((term, i) => {
    switch (term?.kind) {
      case "operator":
        if (term.operator !== "+" && term.operator !== "-") {
          throw new RuleArgumentError(`terms[${i}].operator`, term.operator, "+ or -");
        }
        sign = term.operator === "-" ? -1 : 1;
        return;
      case "number":
        if (!Number.isInteger(term.number)) throw new RuleArgumentError(`terms[${i}].number`, term.number, "an integer");
        pips += sign * term.number;
        break;
      case "die":
        if (sign < 0) throw new RuleArgumentError(`terms[${i}]`, "-", "dice that are added, not subtracted");
        if (term.faces !== 6) throw new RuleArgumentError(`terms[${i}].faces`, term.faces, "6");
        dice.push(...active(term.results));
        break;
      case "wild":
        if (sign < 0) throw new RuleArgumentError(`terms[${i}]`, "-", "dice that are added, not subtracted");
        if (wild !== null) throw new RuleArgumentError(`terms[${i}]`, term.kind, "a single wild die term");
        wild = active(term.results);
        break;
      default:
        throw new RuleArgumentError(`terms[${i}]`, term, "a wild, die, operator or number term");
    }
    sign = 1;
  });
  return { dice, wild: wild ?? [], pips };
}

/**
 * Scores an evaluated roll's terms by the wild-die rule, as `rollDieCode` scores its own dice: the
 * wild die's chain counts its first roll and at most `MAX_EXPLOSIONS` re-rolls, and a longer chain
 * (only a source stuck on 6 makes one) is cut there and marked `capped`.
 *
 * @param terms the roll's terms, in formula order
 * @param mishap how a mishap counts
 * @throws RuleArgumentError as {@link facesOfTerms} and `scoreD6Roll` do
 */
export function scoreTerms(terms: readonly TermFaces[], mishap: Mishap): D6RollResult {
  const faces = facesOfTerms(terms);
  const capped = faces.wild.length > MAX_EXPLOSIONS + 1;
  const wild = capped ? faces.wild.slice(0, MAX_EXPLOSIONS + 1) : faces.wild;
  return { ...scoreD6Roll({ ...faces, wild }, mishap), capped };
}

/**
 * The Foundry formula of a die code: `(dice-1)d6 + 1dw + pips` with the wild die, `dice d6 + pips`
 * without it; a code with no dice is its pips alone. `4D+1` with the wild die is `3d6 + 1dw + 1`,
 * `1D-1` is `1dw - 1`, `0D+2` is `2`.
 *
 * @param code a rollable code: dice an integer from 0 to 99, integer pips
 * @param wildDie roll one of the dice as the wild die
 * @throws DieCodeError for a code that cannot be rolled
 */
export function d6Formula(code: DieCode, wildDie: boolean): string {
  checkRollable(code);
  const wild = wildDie && code.dice > 0;
  const plain = wild ? code.dice - 1 : code.dice;
  const dice = [plain > 0 ? `${plain}d6` : "", wild ? "1dw" : ""].filter(Boolean).join(" + ");
  if (dice === "") return String(code.pips);
  if (code.pips === 0) return dice;
  return `${dice} ${code.pips < 0 ? "-" : "+"} ${Math.abs(code.pips)}`;
}

/**
 * The localization key a roll's label is saved with: the key and its data, kept only while they
 * still give the label in the roller's language. A label changed after the key was set ("Blaster"
 * over an attribute's request for "Dexterity") is saved as text, never shown as the key's words.
 * @param label the label in the roller's language
 * @param key its localization key, if any
 * @param data the key's data
 * @param format the roller's `game.i18n.format`
 * @returns `{ labelKey, labelData }` to spread into the roll's options, or nothing
 */
export function labelKeyFor(
  label: string,
  key: string | undefined,
  data: Record<string, string> | undefined,
  format: (key: string, data: Record<string, string>) => string,
): Pick<D6RollOptions, "labelKey" | "labelData"> {
  if (!key) return {};
  const labelData = { ...data };
  return format(key, labelData) === label ? { labelKey: key, labelData } : {};
}
