/**
 * The D6 roll: a die code rolled with Foundry's dice, scored by the wild-die rule, shown as the
 * system's chat card.
 */
import { SYSTEM_PATH } from "../constants.ts";
import { type D6RollResult, type Mishap, type RolledFaces, scoreD6Roll } from "../rules/roll.ts";
import { rollCardContext } from "../chat/roll-card.ts";
import { type D6RollOptions, type TermFaces, d6Formula, facesOfTerms, scoringMishap } from "./d6-roll-data.ts";
import { WildDie } from "./wild-die.ts";

const { Die, NumericTerm, OperatorTerm } = foundry.dice.terms;

/** A Foundry term reduced to what scoring reads; a term of another kind is passed on for the adapter to reject. */
function termFaces(term: foundry.dice.terms.RollTerm): TermFaces {
  if (term instanceof WildDie) return { kind: "wild", results: term.results };
  if (term instanceof Die) return { kind: "die", faces: term.faces ?? 0, results: term.results };
  if (term instanceof OperatorTerm) return { kind: "operator", operator: term.operator };
  if (term instanceof NumericTerm) return { kind: "number", number: term.number };
  return { kind: term.constructor.name } as unknown as TermFaces;
}

/**
 * A die code rolled as `(dice-1)d6 + 1dw + pips` (or without the wild die), built with
 * {@link D6Roll.fromOptions}. Its total is the one `scoreD6Roll` gives the faces, mishap handling
 * included: Foundry's own sum is never used. The total is saved with the roll (`toJSON`) and read back
 * by `fromData`; the faces are saved too, so {@link D6Roll.scored} scores the same faces again.
 */
export class D6Roll extends Roll {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/roll-card.hbs`;

  /**
   * A roll of `options.code`, not yet evaluated.
   * @throws DieCodeError when the code cannot be rolled
   */
  static fromOptions(options: D6RollOptions): D6Roll {
    return new this(d6Formula(options.code, options.wildDie), {}, options as never);
  }

  /** The system's options of this roll. */
  get d6(): D6RollOptions {
    return this.options as unknown as D6RollOptions;
  }

  /** The faces Foundry rolled: the normal dice, the wild die's chain and the pips. */
  get faces(): RolledFaces {
    return facesOfTerms(this.terms.map(termFaces));
  }

  /** The roll scored by the wild-die rule; null before evaluation. */
  get scored(): D6RollResult | null {
    return this._evaluated ? this.#score() : null;
  }

  /** Whether the wild die's first roll was a 1 and the gamemaster has yet to say how it counts. */
  get mishapPending(): boolean {
    return this.d6.mishap === "ask" && this.scored?.mishap === true;
  }

  protected override _evaluateTotal(): number {
    return this.#score().total;
  }

  #score(): D6RollResult {
    return scoreD6Roll(this.faces, scoringMishap(this.d6.mishap));
  }

  /**
   * The same faces scored with another mishap handling: a new evaluated roll whose total is the one
   * `scoreD6Roll` gives. The roll itself is left as it was.
   */
  withMishap(mishap: Mishap): D6Roll {
    const data = this.toJSON() as { options: object };
    const roll = D6Roll.fromData({ ...data, options: { ...data.options, mishap } } as never) as unknown as D6Roll;
    roll._total = roll._evaluateTotal();
    return roll;
  }

  override async render({ template, isPrivate = false }: Parameters<Roll["render"]>[0] = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const context = rollCardContext({ options: this.d6, result: this.scored as D6RollResult, isPrivate });
    return foundry.applications.handlebars.renderTemplate(template ?? D6Roll.CHAT_TEMPLATE, context as never);
  }
}
