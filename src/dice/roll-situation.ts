/**
 * What a roll made away from the tracker learns of its roller's round. A reaction rolled on the
 * attack card is an extra action of the round the target is fighting in (Grundregeln, Reaktionen):
 * it is rolled at the multiple action penalty of everything he has declared and done, and it counts
 * against everything he rolls after it. The round lives in the combat layer, above the cards; it
 * provides this at `init` (register-combat.ts), so the card asks without knowing combats. Without a
 * running round a roll stands alone.
 */

/** The roller's place in a running round, as a roll needs it. */
export interface RoundSituation {
  /** The multiple action penalty, in dice, of a reaction he makes now as an extra action. */
  reactionPenalty: number;
  /**
   * The total of a dodge he made in this action segment, or null: a dodge stands against every
   * attack of its segment, without a new roll or a new -1D, where a parry is made against one attack
   * (Grundregeln: "Ausweichen gilt für alle Angriffe im gleichen Segment, während die anderen
   * Abwehrarten einmal pro Angriff angesagt werden müssen").
   */
  dodge: number | null;
}

/** What the combat layer provides. */
export interface RoundSituationProvider {
  /** The actor's situation in the round he is fighting in (the segments under way), or null. */
  situationOf(actor: Actor.Implementation): RoundSituation | null;
  /**
   * Records a reaction the actor made (the round's "react" command, as the gamemaster); nothing when
   * he fights in no round, or the round refuses it. Active gamemaster only.
   */
  recordReaction(actor: Actor.Implementation, reaction: { label: string; skill: string; dodge?: number }): Promise<void>;
}

let provider: RoundSituationProvider | null = null;

/** Sets the provider (the combat layer, at `init`). */
export function provideRoundSituation(next: RoundSituationProvider): void {
  provider = next;
}

/** The actor's situation in his round, or null when he fights in none. */
export function roundSituationOf(actor: Actor.Implementation): RoundSituation | null {
  return provider?.situationOf(actor) ?? null;
}

/** Records a reaction in the actor's round (see {@link RoundSituationProvider.recordReaction}). */
export async function recordRoundReaction(actor: Actor.Implementation, reaction: { label: string; skill: string; dodge?: number }): Promise<void> {
  await provider?.recordReaction(actor, reaction);
}
