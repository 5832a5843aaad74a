/**
 * The wild die as a Foundry dice term: `1dw` in a formula (Raumschlacht "Würfel", R&E).
 */

/** Foundry's explode modifier: a die showing its highest face adds it and is rolled again. */
const EXPLODE = "x";

/** One result of a die term as Foundry records it. */
type DieResult = foundry.dice.terms.DiceTerm.Result;

/**
 * The wild die: a d6 that re-rolls while it shows 6, each re-roll added to the chain (Raumschlacht:
 * "Zeigt er eine 6, darf diese addiert und der Würfel noch einmal geworfen werden"). A 1 on its
 * first roll is a mishap ("zählt dies als Patzer"), drawn in red in the dice tooltip.
 *
 * The chain is Foundry's own explode modifier (`x`), as SWADE's wild die does, so asynchronous and
 * synchronous evaluation, manual dice entry and Dice So Nice all see the same dice. The chain counts
 * at most `MAX_EXPLOSIONS` re-rolls, as `rollDieCode` rolls it: `scoreTerms` cuts a longer one when
 * the roll is scored. The total of a roll is scored by `scoreD6Roll` in `D6Roll`, never by this term.
 */
export class WildDie extends foundry.dice.terms.Die {
  static override DENOMINATION = "w";

  /** @param termData Foundry's term data; the faces are always 6 and the explode modifier is always on */
  constructor(termData: Partial<foundry.dice.terms.Die.TermData> = {}) {
    const modifiers = termData.modifiers ?? [];
    super({
      ...termData,
      faces: 6,
      modifiers: modifiers.includes(EXPLODE) ? modifiers : [EXPLODE, ...modifiers],
    } as foundry.dice.terms.Die.TermData);
  }

  /** Whether the wild die's first roll was a 1 (a mishap); undefined before it is rolled. */
  get isMishap(): boolean | undefined {
    if (!this._evaluated) return undefined;
    return this.results[0]?.result === 1;
  }

  /**
   * The tooltip's classes of a result: a mishap's first roll is a failure, whichever way the term
   * was evaluated or its faces entered.
   */
  override getResultCSS(result: DieResult): (string | null)[] {
    const css = super.getResultCSS(result);
    if (result === this.results[0] && result.result === 1 && !css.includes("failure")) css.push("failure");
    return css;
  }
}
