/**
 * What a roll made away from the tracker learns of its roller's round. A reaction rolled on the
 * attack card is an extra action of the round the target is fighting in (Grundregeln, Reaktionen):
 * it is rolled at the multiple action penalty of everything he has declared and done, and it counts
 * against everything he rolls after it. The round lives in the combat layer, above the cards; it
 * provides this at `init` (register-combat.ts), so the card asks without knowing combats. Without a
 * running round a roll stands alone.
 */

/**
 * The update option (in the system's scope: `{ swd6rpg: { woundUndo: true } }`) of an actor update
 * that undoes a hit's wound on the attack card: the round gives back the actions the wound took.
 */
export const WOUND_UNDO_OPTION = "woundUndo";

/** A reaction the roller made this round that may stand against a new attack (`standingReaction`). */
export interface StandingReaction {
  kind: "dodge" | "parry";
  total: number;
  /** The action segment it was rolled in (from 1). */
  segment: number;
  /** The card (message id) it answered. */
  attack: string;
  /** A full dodge or parry (R&E): added to the difficulty, the rest of the round. */
  full: boolean;
}

/** A declared action still to come that a reaction may use up (R&E Rules). */
export interface ReplaceableAction {
  /** Its index in the combatant's declared actions. */
  index: number;
  /** Its label as declared (or its kind's name). */
  label: string;
}

/** The roller's place in a running round, as a roll needs it. */
export interface RoundSituation {
  /** The multiple action penalty, in dice, of a reaction he makes now as an extra action. */
  reactionPenalty: number;
  /** The multiple action penalty, in dice, of a roll he makes now (a reaction that uses up a declared action adds none). */
  actionPenalty: number;
  /** The current action segment (from 1). */
  segment: number;
  /**
   * His reactions made on attack cards this round, oldest first: a dodge stands against every attack
   * of its segment (Grundregeln: "Ausweichen gilt für alle Angriffe im gleichen Segment"), under R&E
   * every reaction for the rest of the round (R&E Rules).
   */
  standing: StandingReaction[];
  /** Whether he may react now at all (his wound, a full reaction made). */
  mayReact: boolean;
  /** A draw is among his declared actions this round (what switching a blaster's setting counts as, Reglas). */
  drawDeclared?: boolean;
  /** Whether he may make a full reaction now (R&E: nothing else done this round). */
  mayReactFully: boolean;
  /** The declared actions still to come that a reaction may use up (R&E only; empty under the 1st edition). */
  replaceable: ReplaceableAction[];
  /**
   * The combined action bonus he rolls his group's task with this round (R&E Rules, Combined Actions:
   * the combining character with the highest skill), from the leader's command roll the gamemaster
   * recorded, while it is not spent; null when he holds none.
   */
  combined: CombinedBonus | null;
}

/** A combined action bonus a character holds for the round's task (see {@link RoundSituation.combined}). */
export interface CombinedBonus {
  /** The bonus, in dice and pips. */
  bonus: { dice: number; pips: number };
  /** What the group does, as declared. */
  label: string;
}

/** A reaction made on an attack card, as the round records it. */
export interface CardReaction {
  label: string;
  skill: string;
  kind: "dodge" | "parry";
  total: number;
  /** The card (message id) it answers. */
  attack: string;
  full?: boolean;
  /** The declared action it uses up (R&E). */
  replaces?: number;
}

/** What the combat layer provides. */
export interface RoundSituationProvider {
  /** The actor's situation in the round he is fighting in (the segments under way), or null. */
  situationOf(actor: Actor.Implementation): RoundSituation | null;
  /**
   * Records a reaction the actor made on an attack card (the round's "react" command, as the
   * gamemaster, and the reaction standing in the round); nothing when he fights in no round.
   * Active gamemaster only.
   * @returns false when the round refuses it
   */
  recordReaction(actor: Actor.Implementation, reaction: CardReaction): Promise<boolean>;
  /**
   * The reaction the actor made on the attack card `attack` has a new total (a character point spent
   * on it): the round's record takes it; nothing when he fights in no round. Active gamemaster only.
   */
  retotalReaction(actor: Actor.Implementation, attack: string, total: number): Promise<void>;
  /** Marks the combined action bonus the actor holds this round as spent on his task's roll. Active gamemaster only. */
  spendCombinedBonus(actor: Actor.Implementation): Promise<void>;
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

/** Records a reaction in the actor's round (see {@link RoundSituationProvider.recordReaction}); true outside a round. */
export async function recordRoundReaction(actor: Actor.Implementation, reaction: CardReaction): Promise<boolean> {
  return (await provider?.recordReaction(actor, reaction)) ?? true;
}

/** A card reaction's new total in the actor's round (see {@link RoundSituationProvider.retotalReaction}). */
export async function retotalRoundReaction(actor: Actor.Implementation, attack: string, total: number): Promise<void> {
  await provider?.retotalReaction(actor, attack, total);
}

/** Marks the actor's combined action bonus of this round as spent (see {@link RoundSituationProvider.spendCombinedBonus}). */
export async function spendCombinedBonus(actor: Actor.Implementation): Promise<void> {
  await provider?.spendCombinedBonus(actor);
}
