/**
 * Reactions: dodge and parry (melee parry, brawling parry, lightsaber deflection, a starship's evasive
 * action) and how their roll changes an attacker's difficulty.
 *
 * Rule, 1st edition (Grundregeln, Reglas): the reaction total is added to the attacker's difficulty
 * ("addiert sein Ergebnis zum Zielwert hinzu"; "el número que salga se suma al número de dificultad").
 * A dodge counts against every attack in its action segment ("Ausweichen gilt für alle Angriffe im
 * gleichen Segment"), a parry against one attack ("einmal pro Angriff angesagt").
 * Rule, R&E (R&E Rules): "The reaction skill roll is in effect for the rest of the round and replaces
 * the original difficulty number (even if the difficulty number was higher)".
 * Which of the two applies is a world setting, {@link ReactionMode}. Under R&E a character may
 * instead make a full dodge or parry, his only action of the round, whose roll is added to the
 * difficulty (`tables.json`, range difficulty: "a normal dodge/parry roll replaces the base (range)
 * difficulty; a full dodge/parry (only action that round) is added to it"). The multiple action
 * penalty a reaction costs is counted in segments.ts.
 */
import { RuleArgumentError, requireInteger, requireObject, requireOneOf } from "../errors.ts";

/** Every reaction mode. */
export const REACTION_MODES = ["add", "replace"] as const;

/** How a reaction roll meets the difficulty: `"add"` (1st edition, Grundregeln and Reglas) or `"replace"` (R&E, R&E Rules). */
export type ReactionMode = (typeof REACTION_MODES)[number];

/** Every reaction kind. */
export const REACTION_KINDS = ["dodge", "parry"] as const;

/** A dodge covers many attacks; a parry (melee, brawling, lightsaber deflection) one. */
export type ReactionKind = (typeof REACTION_KINDS)[number];

/**
 * Which attacks a reaction roll counts against: the one `"attack"` it answered, every attack of its
 * `"segment"`, or every attack from its segment to the end of the `"round"`.
 */
export type ReactionScope = "attack" | "segment" | "round";

/**
 * The scope of a reaction: with `"add"` a dodge covers its segment and a parry its attack (seeds
 * 000, 004); with `"replace"` every reaction roll lasts the rest of the round (R&E Rules says so of
 * "the reaction skill roll", not of the dodge alone).
 * @throws RuleArgumentError for an unknown kind or mode
 */
export function reactionScope(kind: ReactionKind, mode: ReactionMode): ReactionScope {
  requireOneOf("kind", kind, REACTION_KINDS);
  if (requireOneOf("mode", mode, REACTION_MODES) === "replace") return "round";
  return kind === "dodge" ? "segment" : "attack";
}

/**
 * The difficulty an attacker must meet or beat once the target reacted.
 * `"add"`: base + reaction (Grundregeln: club difficulty 5 + parry 8 = 13; X-Wing 10 + dodge 18 = 28).
 * `"replace"`: the reaction total, even when lower than the base (R&E Rules: Cantrell's dodge 20 replaces 14).
 * A full reaction (R&E, `tables.json`) and a lightsaber's deflection of a bolt (Grundregeln, Reglas)
 * are added under either mode (`added`).
 *
 * @param baseDifficulty the difficulty without the reaction (range, weapon, cover), an integer >= 0
 * @param reactionTotal the reaction roll's total, an integer
 * @param mode the world setting
 * @param added the reaction is added whatever the mode: a full dodge or parry, or a deflection (default false)
 * @throws RuleArgumentError for a non-integer or negative base, a non-integer total or an unknown mode
 */
export function effectiveDifficulty(baseDifficulty: number, reactionTotal: number, mode: ReactionMode, added = false): number {
  requireInteger("baseDifficulty", baseDifficulty, 0);
  requireInteger("reactionTotal", reactionTotal);
  return requireOneOf("mode", mode, REACTION_MODES) === "add" || added === true ? baseDifficulty + reactionTotal : reactionTotal;
}

/**
 * Whether a full reaction (R&E: a full dodge or parry, the character's only action that round, added
 * to the difficulty, `tables.json`) may be made now: only where R&E's reactions apply (`"replace"`),
 * and only by a character who has done nothing else this round: no action rolled, no other reaction.
 *
 * @param input the world's reaction mode, and whether the character has rolled an action or made a
 *   reaction this round (outside a round: false)
 * @throws RuleArgumentError for an unknown mode or flags that are not booleans
 */
export function mayReactFully(input: { mode: ReactionMode; acted: boolean; reacted: boolean }): boolean {
  const mode = requireOneOf("mode", input.mode, REACTION_MODES);
  if (typeof input.acted !== "boolean") throw new RuleArgumentError("acted", input.acted, "true or false");
  if (typeof input.reacted !== "boolean") throw new RuleArgumentError("reacted", input.reacted, "true or false");
  return mode === "replace" && !input.acted && !input.reacted;
}

/**
 * The reaction a new attack meets without a new roll: the latest of the target's reactions this
 * round that covers it ({@link reactionCovers}) and is of a kind that answers this attack (a dodge a
 * shot, a parry a blow). Grundregeln: a dodge "gilt für alle Angriffe im gleichen Segment"; R&E Rules:
 * the reaction roll is in effect "for the rest of the round ... no matter who fires".
 *
 * @param reactions the target's reaction rolls this round, oldest first
 * @param attack the new attack
 * @param mode the world setting
 * @param kinds the reaction kinds that answer this attack
 * @returns the reaction, or null when none stands against it
 * @throws RuleArgumentError as {@link reactionCovers}, naming `reactions[i]`
 */
export function standingReaction(
  reactions: readonly ReactionRoll[],
  attack: AttackRef,
  mode: ReactionMode,
  kinds: readonly ReactionKind[],
): ReactionRoll | null {
  if (!Array.isArray(reactions)) throw new RuleArgumentError("reactions", reactions, "an array of reaction rolls");
  requireOneOf("mode", mode, REACTION_MODES);
  checkAttack(attack);
  let latest: ReactionRoll | null = null;
  for (const [i, reaction] of reactions.entries()) {
    checkReaction(reaction, `reactions[${i}]`);
    const scope = scopeOf(reaction, mode);
    // A reaction made against one attack never stands against another (Grundregeln: "einmal pro Angriff").
    if (kinds.includes(reaction.kind) && scope !== "attack" && covers(reaction, attack, scope, `reactions[${i}]`)) latest = reaction;
  }
  return latest;
}

/**
 * A reaction roll as the combat tracker records it: its kind, total, the action segment it was rolled
 * in (from 1), for a parry the id of the attack it answered, and whether it was a full reaction.
 */
export interface ReactionRoll {
  kind: ReactionKind;
  total: number;
  segment: number;
  attack?: string;
  /** A full dodge or parry (R&E): it stands the rest of the round and is added to the difficulty. */
  full?: boolean;
}

/** An attack being resolved: its action segment (from 1) and an id unique in the round. */
export interface AttackRef {
  segment: number;
  attack: string;
}

/**
 * Whether a reaction roll counts against an attack, by its {@link reactionScope}.
 * @throws RuleArgumentError for a malformed reaction or attack, an unknown mode, or a reaction whose
 *   scope is `"attack"` without an `attack` id
 */
export function reactionCovers(reaction: ReactionRoll, attack: AttackRef, mode: ReactionMode): boolean {
  checkReaction(reaction, "reaction");
  checkAttack(attack);
  return covers(reaction, attack, scopeOf(reaction, mode), "reaction");
}

/**
 * The difficulty of an attack against a target who may have reacted: the base difficulty when no
 * reaction covers the attack, else {@link effectiveDifficulty} with the latest covering reaction
 * (list order is the order rolled; a newer reaction roll supersedes an older one). Pass only the
 * reactions that can answer this kind of attack (a dodge against shots, a parry against blows).
 *
 * @param baseDifficulty an integer >= 0
 * @param reactions the target's reaction rolls this round, oldest first
 * @param attack the attack being resolved
 * @param mode the world setting
 * @throws RuleArgumentError as {@link effectiveDifficulty} and {@link reactionCovers}, naming `reactions[i]`
 */
export function defenseDifficulty(baseDifficulty: number, reactions: ReactionRoll[], attack: AttackRef, mode: ReactionMode): number {
  requireInteger("baseDifficulty", baseDifficulty, 0);
  requireOneOf("mode", mode, REACTION_MODES);
  checkAttack(attack);
  if (!Array.isArray(reactions)) throw new RuleArgumentError("reactions", reactions, "an array of reaction rolls");
  let latest: ReactionRoll | undefined;
  reactions.forEach((reaction, i) => {
    checkReaction(reaction, `reactions[${i}]`);
    if (covers(reaction, attack, scopeOf(reaction, mode), `reactions[${i}]`)) latest = reaction;
  });
  return latest === undefined ? baseDifficulty : effectiveDifficulty(baseDifficulty, latest.total, mode, latest.full === true);
}

/** A reaction's scope: a full reaction stands the rest of the round (R&E), any other by {@link reactionScope}. */
function scopeOf(reaction: ReactionRoll, mode: ReactionMode): ReactionScope {
  return reaction.full === true ? "round" : reactionScope(reaction.kind, mode);
}

function covers(reaction: ReactionRoll, attack: AttackRef, scope: ReactionScope, name: string): boolean {
  switch (scope) {
    case "attack":
      if (typeof reaction.attack !== "string") throw new RuleArgumentError(`${name}.attack`, reaction.attack, "the id of the attack parried");
      return reaction.segment === attack.segment && reaction.attack === attack.attack;
    case "segment":
      return reaction.segment === attack.segment;
    case "round":
      return reaction.segment <= attack.segment;
  }
}

function checkReaction(reaction: ReactionRoll, name: string): void {
  requireObject(name, reaction, "a reaction roll");
  requireOneOf(`${name}.kind`, reaction.kind, REACTION_KINDS);
  requireInteger(`${name}.total`, reaction.total);
  requireInteger(`${name}.segment`, reaction.segment, 1);
  if (reaction.attack !== undefined && typeof reaction.attack !== "string") {
    throw new RuleArgumentError(`${name}.attack`, reaction.attack, "an attack id");
  }
}

function checkAttack(attack: AttackRef): void {
  requireObject("attack", attack, "an attack");
  requireInteger("attack.segment", attack.segment, 1);
  if (typeof attack.attack !== "string" || attack.attack === "") throw new RuleArgumentError("attack.attack", attack.attack, "a non-empty attack id");
}
