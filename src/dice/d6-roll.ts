/**
 * The D6 roll: a die code rolled with Foundry's dice, scored by the wild-die rule, shown as the
 * system's chat card.
 */
import { SYSTEM_PATH } from "../constants.ts";
import { formatDieCode } from "../rules/dice/die-code.ts";
import { keyedLabel } from "../labels.ts";
import type { D6RollResult, Mishap, RolledFaces } from "../rules/dice/roll.ts";
import { rollCardContext } from "./roll-card.ts";
import { type D6RollOptions, type TermFaces, d6Formula, facesOfTerms, scoreTerms, scoringMishap } from "./d6-roll-data.ts";
import { WildDie } from "./wild-die.ts";
import { withCharacterPoints } from "./roll-points.ts";

const { Die, NumericTerm, OperatorTerm } = foundry.dice.terms;

/** A fresh id for a roll (16 random bytes as hex): the gamemaster takes a roll sent with a request once, by it. */
function newRollId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A Foundry term reduced to what scoring reads; a term of another kind is passed on for the adapter to reject. */
function termFaces(term: foundry.dice.terms.RollTerm): TermFaces {
  if (term instanceof WildDie) return { kind: "wild", results: term.results };
  if (term instanceof Die) return { kind: "die", faces: term.faces ?? 0, results: term.results };
  if (term instanceof OperatorTerm) return { kind: "operator", operator: term.operator };
  if (term instanceof NumericTerm) return { kind: "number", number: term.number };
  return { kind: term.constructor.name } as unknown as TermFaces;
}

/**
 * Where a D6 roll is evaluated when not on this client, and what is told of each roll evaluated here.
 * The dice layer knows no gateway: gateway/gamemaster-dice.ts sets both at `init`.
 */
export const rollEvaluation: {
  /** The roll's data evaluated elsewhere (on the active gamemaster's client); null to roll here. */
  elsewhere: ((roll: D6Roll) => Promise<unknown>) | null;
  /** Told of every roll evaluated on this client. */
  here: ((roll: D6Roll) => void) | null;
} = { elsewhere: null, here: null };

/**
 * A die code rolled as `(dice-1)d6 + 1dw + pips` (or without the wild die), built with
 * {@link D6Roll.fromOptions}. Its total is the one `scoreD6Roll` gives the faces, mishap handling
 * included, on every path: Foundry's `Roll#_evaluate` and `Roll#_evaluateSync` set the total from
 * their own sum of the terms (since v12 `_evaluateTotal` is no longer on that path), and `fromData`
 * restores whatever total was saved. So the `total` getter scores the faces itself, and the
 * evaluation paths store the scored total in `_total` for what reads the field (`toJSON`).
 */
export class D6Roll extends Roll {
  static override CHAT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/roll-card.hbs`;

  /**
   * A roll of `options.code`, not yet evaluated.
   * @throws DieCodeError when the code cannot be rolled
   */
  static fromOptions(options: D6RollOptions): D6Roll {
    return new this(d6Formula(options.code, options.wildDie), {}, { ...options, rollId: newRollId() } as never);
  }

  /** The system's options of this roll. */
  get d6(): D6RollOptions {
    return this.options as unknown as D6RollOptions;
  }

  /** The faces Foundry rolled: the normal dice, the wild die's chain and the pips. */
  get faces(): RolledFaces {
    return facesOfTerms(this.terms.map(termFaces));
  }

  /** The scored total (`scoreD6Roll`, mishap handling included); undefined before evaluation. */
  override get total(): number | undefined {
    return this._evaluated ? this.#score().total : undefined;
  }

  protected override async _evaluate(options?: Parameters<Roll["_evaluate"]>[0]): Promise<Roll.Evaluated<this>> {
    const rolled = await rollEvaluation.elsewhere?.(this);
    if (rolled) {
      this.#adopt(rolled);
      return this as unknown as Roll.Evaluated<this>;
    }
    await super._evaluate(options);
    this._total = this.#score().total;
    rollEvaluation.here?.(this);
    return this as unknown as Roll.Evaluated<this>;
  }

  protected override _evaluateSync(options?: Parameters<Roll["_evaluateSync"]>[0]): Roll.Evaluated<this> {
    super._evaluateSync(options);
    this._total = this.#score().total;
    rollEvaluation.here?.(this);
    return this as unknown as Roll.Evaluated<this>;
  }

  /**
   * Takes the faces and the id of the same code rolled elsewhere as this roll's own.
   * @throws Error when the data is no evaluated D6 roll of this roll's code and wild die
   */
  #adopt(data: unknown): void {
    const rolled = D6Roll.fromData(data as never) as unknown;
    const same =
      rolled instanceof D6Roll && rolled._evaluated && formatDieCode(rolled.d6.code) === formatDieCode(this.d6.code) && rolled.d6.wildDie === this.d6.wildDie;
    if (!same) throw new Error("the dice rolled elsewhere are not this roll's");
    this.terms = rolled.terms;
    this.options = { ...this.options, rollId: rolled.d6.rollId } as never;
    this._evaluated = true;
    this._total = this.#score().total;
  }

  /** The roll scored by the wild-die rule, the spent character points' dice added; null before evaluation. */
  get scored(): D6RollResult | null {
    return this._evaluated ? this.#score() : null;
  }

  /** The roll's own dice scored by the wild-die rule, without the character points' dice; null before evaluation. */
  get scoredDice(): D6RollResult | null {
    return this._evaluated ? scoreTerms(this.terms.map(termFaces), scoringMishap(this.d6.mishap)) : null;
  }

  /** Whether the wild die's first roll was a 1 and the gamemaster has yet to say how it counts. */
  get mishapPending(): boolean {
    return this.d6.mishap === "ask" && this.scored?.mishap === true;
  }

  #score(): D6RollResult {
    return withCharacterPoints(scoreTerms(this.terms.map(termFaces), scoringMishap(this.d6.mishap)), this.d6.points);
  }

  /**
   * The same faces scored with another mishap handling: a new evaluated roll whose total is the one
   * `scoreD6Roll` gives. The roll itself is left as it was.
   */
  withMishap(mishap: Mishap): D6Roll {
    return this.withOptions({ mishap });
  }

  /**
   * The same faces with some options changed (a mishap's handling, the spent character points): a
   * new evaluated roll whose total is scored again. The roll itself is left as it was.
   */
  withOptions(changes: Partial<D6RollOptions>): D6Roll {
    const data = this.toJSON() as { options: object };
    const roll = D6Roll.fromData({ ...data, options: { ...data.options, ...changes } } as never) as unknown as D6Roll;
    roll._total = roll.#score().total;
    return roll;
  }

  /** What is rolled, in this client's language when the roll saved its label's key, else as saved. */
  get shownLabel(): string {
    return keyedLabel(this.d6, game.i18n as never);
  }

  /** The roll card, rendered on the viewing client: its words (the label among them) in the viewer's language. */
  override async render({ template, isPrivate = false }: Parameters<Roll["render"]>[0] = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const context = rollCardContext({ options: { ...this.d6, label: this.shownLabel }, result: this.scoredDice as D6RollResult, isPrivate });
    return foundry.applications.handlebars.renderTemplate(template ?? D6Roll.CHAT_TEMPLATE, context as never);
  }
}
