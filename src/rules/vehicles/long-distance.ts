/**
 * Long-distance movement: moving at high or all-out speed for minutes or hours tires characters
 * (stamina rolls) and strains vehicles (body strength rolls).
 *
 * Rule: Movement and Damage "Long-Distance Movement".
 */
import { type DifficultyLevel, type ShiftedDifficulty, shiftDifficulty } from "../dice/difficulty.ts";
import { requireInteger, requireNumber, requireOneOf } from "../errors.ts";
import { MOVE_SPEEDS, type MoveSpeed } from "./movement.ts";

/** Every long-distance mover. */
export const LONG_DISTANCE_MOVERS = ["character", "vehicle"] as const;

/** Who rolls on a long move: characters and animals roll stamina, vehicles body strength. */
export type LongDistanceMover = (typeof LONG_DISTANCE_MOVERS)[number];

/** A repair a breakdown calls for: a repair roll at `difficulty` after at least `minutes` of work. */
export interface RepairJob {
  difficulty: DifficultyLevel;
  minutes: number;
}

const INTERVAL_MINUTES: Record<LongDistanceMover, Partial<Record<MoveSpeed, number>>> = {
  character: { "all-out": 1, high: 10 },
  vehicle: { "all-out": 10, high: 60 },
};

/**
 * How often a long move at `speed` calls for a roll (Movement and Damage): characters going all-out roll
 * stamina every minute and at high speed every 10 minutes; vehicles roll body strength every 10
 * minutes all-out and every hour at high speed. Cautious and cruising movement never tire.
 *
 * @param mover character (or animal) or vehicle
 * @param speed the speed held
 * @returns minutes between rolls, or `null` when the speed needs none
 * @throws RuleArgumentError for an unknown mover or speed
 */
export function longDistanceRollInterval(mover: LongDistanceMover, speed: MoveSpeed): number | null {
  requireOneOf("mover", mover, LONG_DISTANCE_MOVERS);
  requireOneOf("speed", speed, MOVE_SPEEDS);
  return INTERVAL_MINUTES[mover][speed] ?? null;
}

/**
 * The difficulty level of the n-th stamina or body strength roll of one long move (Movement and
 * Damage): the first is Very Easy, each further roll one level harder, Heroic from the sixth on (the
 * levels past it: {@link longDistanceShiftedDifficulty}).
 *
 * @param rollNumber 1 for the first roll, an integer >= 1
 * @throws RuleArgumentError for anything else
 */
export function longDistanceRollDifficulty(rollNumber: number): DifficultyLevel {
  return longDistanceShiftedDifficulty(rollNumber).level;
}

/**
 * The n-th long-distance roll's difficulty with the levels it went past Heroic (`shiftDifficulty`):
 * the seventh roll is one level past Heroic, which `shiftedDifficultyNumber` makes Heroic +10.
 *
 * @param rollNumber 1 for the first roll, an integer >= 1
 * @throws RuleArgumentError for anything else
 */
export function longDistanceShiftedDifficulty(rollNumber: number): ShiftedDifficulty {
  requireInteger("rollNumber", rollNumber, 1);
  return shiftDifficulty("very-easy", rollNumber - 1);
}

/**
 * What a stamina or body strength roll on a long move leads to: `rest` (a character, for `minutes`),
 * `strain` (a vehicle cooling down for `minutes`) or `mechanical-failure` (a vehicle needing `repair`).
 */
export type LongDistanceOutcome =
  | { kind: "success" }
  | { kind: "rest"; minutes: number }
  | { kind: "strain"; minutes: number }
  | { kind: "mechanical-failure"; repair: RepairJob };

/**
 * The outcome of a stamina (character) or body strength (vehicle) roll on a long move (Movement and Damage):
 * success when `roll >= difficulty`; a failing character rests twice as long as she was moving; a
 * vehicle that fails by 1-10 is strained and cools down twice as long as it was moving; by 11 or
 * more it suffers a mechanical failure needing a Moderate repair roll and at least one hour of work.
 * The seed spells the failures out for all-out movement; high speed uses the same ones.
 *
 * @param mover character or vehicle
 * @param roll the roll's total, an integer
 * @param difficulty the difficulty number, an integer
 * @param minutesMoved how long the mover has been moving at that speed, a number >= 0
 * @throws RuleArgumentError for an unknown mover, non-integer roll or difficulty, or a negative or
 *   non-finite `minutesMoved`
 */
export function longDistanceRollOutcome(mover: LongDistanceMover, roll: number, difficulty: number, minutesMoved: number): LongDistanceOutcome {
  requireOneOf("mover", mover, LONG_DISTANCE_MOVERS);
  requireInteger("roll", roll);
  requireInteger("difficulty", difficulty);
  requireNumber("minutesMoved", minutesMoved, 0);
  const failedBy = difficulty - roll;
  if (failedBy <= 0) return { kind: "success" };
  if (mover === "character") return { kind: "rest", minutes: 2 * minutesMoved };
  if (failedBy <= 10) return { kind: "strain", minutes: 2 * minutesMoved };
  return { kind: "mechanical-failure", repair: { difficulty: "moderate", minutes: 60 } };
}
