/**
 * Character points and Force points on a D6 roll: what the roll carries (saved with the roll in its
 * chat message) and the pure next state when a character point is spent after the roll is seen
 * (R&E: each point adds one die, re-rolled while it shows 6, to the same roll; tables.json
 * `character_points`). The Foundry side rolls the die and writes the state; the limits and the
 * dice come from src/rules (`characterPointLimit`, `rollCharacterPointDice`).
 */
import { type CharacterPointRoll, characterPointLimit } from "../rules/characters/character-points.ts";
import { type D6RollResult, MAX_EXPLOSIONS } from "../rules/dice/roll.ts";
import type { RollKind } from "./roll-request.ts";

/** The points of one roll, saved in the roll's options (`D6RollOptions.points`). */
export interface RollPoints {
  /** The kind of roll the character point limit is read for; null: no character points on this roll (a bare code, initiative). */
  roll: CharacterPointRoll | null;
  /** The roll was made in a round the character spent a Force point (doubled code, no character points). */
  forcePoint: boolean;
  /** One chain per character point spent: its first roll, then each re-roll while it showed 6. */
  characterPoints: number[][];
}

/** The character point limit's kind of a roll from the dialog: resisting damage is defensive, every other roll a skill or attribute roll. */
export function characterPointRollOf(kind: RollKind): CharacterPointRoll {
  return kind === "resistance" ? "defense" : "skill";
}

/**
 * How many more character points the roll takes: the limit for its kind (none after a Force point)
 * less those already spent; 0 for a roll without points.
 * @throws RuleArgumentError for an unknown kind of roll (from `characterPointLimit`)
 */
export function characterPointsLeftOnRoll(points: RollPoints | null | undefined): number {
  if (!points || points.roll === null) return 0;
  return Math.max(0, characterPointLimit(points.roll, points.forcePoint === true) - (points.characterPoints?.length ?? 0));
}

/** What one chain adds: its faces, cut after `MAX_EXPLOSIONS` re-rolls as the wild die is. */
function chainTotal(chain: readonly number[]): number {
  return chain.slice(0, MAX_EXPLOSIONS + 1).reduce((sum, face) => sum + face, 0);
}

/** Everything the spent character points add to the roll's total. */
export function characterPointsTotal(points: RollPoints | null | undefined): number {
  return (points?.characterPoints ?? []).reduce((sum, chain) => sum + chainTotal(chain), 0);
}

/**
 * A scored roll with its character point dice added to the total (a 1 on them is no mishap and
 * nothing is removed for it).
 * @param result the roll as `scoreD6Roll` scored it
 * @param points the roll's points, if any
 */
export function withCharacterPoints(result: D6RollResult, points: RollPoints | null | undefined): D6RollResult {
  const added = characterPointsTotal(points);
  return added === 0 ? result : { ...result, total: result.total + added };
}

/** A refusal: the localization key of why the point was not spent. */
export type SpendRefusal = "noRoll" | "limit" | "noPoints" | "stale";

/** The outcome of {@link spendCharacterPoint}. */
export type SpendOutcome = { ok: true; points: RollPoints; characterPointsLeft: number } | { ok: false; reason: SpendRefusal };

/**
 * The next state when a character point is spent on a roll (R&E): the die's chain is added, and the
 * character has one point fewer.
 *
 * @param points the roll's points as they stand
 * @param request `spent`: how many points the requester saw spent (a repeated request finds more and
 *   is refused as `"stale"`, so a point is never taken twice); `characterPointsLeft`: the character's
 *   points on the sheet; `chain`: the die's faces (`rollCharacterPointDice(1).dice[0]`)
 * @returns the new state, or the reason it is refused: `"noRoll"` (no points on this roll),
 *   `"limit"` (the limit is reached), `"noPoints"` (none left on the sheet), `"stale"`
 */
export function spendCharacterPoint(
  points: RollPoints | null | undefined,
  request: { spent: number; characterPointsLeft: number; chain: readonly number[] },
): SpendOutcome {
  if (!points || points.roll === null) return { ok: false, reason: "noRoll" };
  const spent = points.characterPoints?.length ?? 0;
  if (request.spent !== spent) return { ok: false, reason: "stale" };
  if (characterPointsLeftOnRoll(points) <= 0) return { ok: false, reason: "limit" };
  if (!Number.isInteger(request.characterPointsLeft) || request.characterPointsLeft <= 0) return { ok: false, reason: "noPoints" };
  return {
    ok: true,
    points: { ...points, characterPoints: [...(points.characterPoints ?? []), [...request.chain]] },
    characterPointsLeft: request.characterPointsLeft - 1,
  };
}
