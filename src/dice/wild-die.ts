/**
 * The wild die as a Foundry dice term: `1dw` in a formula (seed 003 "Würfel", R&E).
 */
import { MAX_EXPLOSIONS } from "../rules/roll.ts";

/**
 * The wild die: a d6 that re-rolls while it shows 6, each re-roll added to the chain (seed 003:
 * "Zeigt er eine 6, darf diese addiert und der Würfel noch einmal geworfen werden"), at most
 * MAX_EXPLOSIONS re-rolls as `rollDieCode` does. A 1 on its first roll is a mishap ("zählt dies als
 * Patzer"): that result is marked `failure`, which Foundry's dice tooltip shows in red.
 *
 * Foundry rolls each face with its own random source, so Dice So Nice animates the whole chain.
 * The total of a roll is scored by `scoreD6Roll` in `D6Roll`, never by this term alone.
 */
export class WildDie extends foundry.dice.terms.Die {
  static override DENOMINATION = "w";

  constructor(termData: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...termData, faces: 6 } as foundry.dice.terms.Die.TermData);
  }

  /** Whether the wild die's first roll was a 1 (a mishap); undefined before it is rolled. */
  get isMishap(): boolean | undefined {
    if (!this._evaluated) return undefined;
    return this.results[0]?.result === 1;
  }

  protected override async _evaluate(options: Partial<foundry.dice.terms.DiceTerm.EvaluationOptions> = {}): Promise<this> {
    await super._evaluate(options as foundry.dice.terms.DiceTerm.EvaluationOptions);
    // Each die of the term starts its own chain; a formula normally holds one (`1dw`). A result an
    // explicit `x` modifier already exploded keeps the chain Foundry gave it.
    for (let start = 0; start < (this.number ?? 1); start++) {
      let index = start;
      let rerolls = 0;
      while (this.results[index]?.result === 6 && !this.results[index].exploded && rerolls < MAX_EXPLOSIONS) {
        this.results[index].exploded = true;
        await this.roll(options);
        index = this.results.length - 1;
        rerolls += 1;
      }
    }
    const first = this.results[0];
    if (first?.result === 1) first.failure = true;
    return this;
  }
}
