/**
 * Moving characters, vehicles and starships: the four speeds, partial moves, the terrain
 * difficulty each speed rolls against, acceleration and maneuver modifiers.
 *
 * Rule: Movement and Damage ("Characters and vehicles may only make one move per round; pick one of four
 * speeds"; "Starship movement works just like vehicle movement").
 */
import { type Advantage, DIFFICULTY_LEVELS, type DifficultyLevel, advantageOfModifier, shiftDifficulty } from "../dice/difficulty.ts";
import { requireNumber, requireOneOf } from "../errors.ts";

/** Every speed, slowest first: the index is the speed level acceleration counts in. */
export const MOVE_SPEEDS = ["cautious", "cruising", "high", "all-out"] as const;

/** The four speeds of a move, slowest first (Movement and Damage). */
export type MoveSpeed = (typeof MOVE_SPEEDS)[number];

/** Every kind of mover. */
export const MOVER_KINDS = ["character", "vehicle", "starship"] as const;

/** Who is moving: characters (and animals) accelerate faster than vehicles and starships. */
export type MoverKind = (typeof MOVER_KINDS)[number];

const SPEED_FACTOR: Record<MoveSpeed, number> = { cautious: 0.5, cruising: 1, high: 2, "all-out": 4 };

/** The distances one move may cover at a speed, in the Move's own unit (meters or space units). */
export interface MoveDistance {
  /** The shortest move at this speed: half the longest (Movement and Damage "Partial Moves"). */
  minimum: number;
  /** The longest move at this speed. */
  maximum: number;
}

/**
 * How far a move at `speed` may go (Movement and Damage): cautious up to half the Move, cruising the Move,
 * high speed double, all-out four times; after picking a speed the mover may stop anywhere between
 * half and the full distance of that speed ("Partial Moves"). Half a Move rounds up, as the R&E
 * starship movement text says (tables.json `starship_movement`: "up to half Space (round up)").
 *
 * @param move the Move (or Space) rate, a number >= 0
 * @param speed the chosen speed
 * @returns `{ minimum, maximum }`; `minimum` is exactly half of `maximum` and may be fractional
 * @throws RuleArgumentError for a negative or non-finite Move or an unknown speed
 */
export function moveDistance(move: number, speed: MoveSpeed): MoveDistance {
  requireNumber("move", move, 0);
  requireOneOf("speed", speed, MOVE_SPEEDS);
  const maximum = speed === "cautious" ? Math.ceil(move / 2) : move * SPEED_FACTOR[speed];
  return { minimum: maximum / 2, maximum };
}

/** What a move at some speed through some terrain asks of the mover. */
export interface MovementCheck {
  /** The move counts as an action (and so adds to the multiple action penalty). */
  isAction: boolean;
  /** The mover rolls its movement skill (running, a vehicle operation or piloting skill). */
  rollNeeded: boolean;
  /** The difficulty level to roll against after the speed's shift; `null` when no roll is needed. */
  difficulty: DifficultyLevel | null;
  /** Levels the shift went past Heroic (`shiftDifficulty`), each +10 to Heroic's number; 0 without a roll. */
  pastHeroic: number;
  /** All-out: nothing else may be done this round, not even dodge or parry. */
  excludesOtherActions: boolean;
}

/** Levels each speed shifts Very Easy to Moderate terrain by; `null`: crossed without a roll. */
const EASY_TERRAIN_SHIFT: Record<MoveSpeed, number | null> = { cautious: null, cruising: null, high: 0, "all-out": 1 };

/** Levels each speed shifts Difficult, Very Difficult and Heroic terrain by. */
const ROUGH_TERRAIN_SHIFT: Record<MoveSpeed, number> = { cautious: -1, cruising: 0, high: 1, "all-out": 2 };

/**
 * The movement check for one move (Movement and Damage):
 * - cautious: in Very Easy, Easy and Moderate terrain a free action with no roll; in Difficult,
 *   Very Difficult and Heroic terrain an action rolled at one level lower;
 * - cruising: an action; Very Easy to Moderate terrain is crossed automatically, harder terrain rolled
 *   as it is;
 * - high speed: an action; rolled even in Very Easy to Moderate terrain, one level higher in harder
 *   terrain (the seed says "Characters must roll"; vehicles and starships move the same way);
 * - all-out: an action and the mover's only one this round (no dodge or parry); one level higher in
 *   Very Easy to Moderate terrain, two levels higher in harder terrain (past Heroic, `pastHeroic`
 *   counts the levels beyond it).
 *
 * @param speed the chosen speed
 * @param terrain the terrain's difficulty level
 * @throws RuleArgumentError for an unknown speed or terrain level
 */
export function movementCheck(speed: MoveSpeed, terrain: DifficultyLevel): MovementCheck {
  requireOneOf("speed", speed, MOVE_SPEEDS);
  requireOneOf("terrain", terrain, DIFFICULTY_LEVELS);
  const rough = DIFFICULTY_LEVELS.indexOf(terrain) >= DIFFICULTY_LEVELS.indexOf("difficult");
  const steps = (rough ? ROUGH_TERRAIN_SHIFT : EASY_TERRAIN_SHIFT)[speed];
  const shifted = steps === null ? null : shiftDifficulty(terrain, steps);
  return {
    isAction: rough || speed !== "cautious",
    rollNeeded: steps !== null,
    difficulty: shifted?.level ?? null,
    pastHeroic: shifted?.pastHeroic ?? 0,
    excludesOtherActions: speed === "all-out",
  };
}

/**
 * The speeds a mover may pick this round when it moved at `current` last round (Movement and Damage
 * "Acceleration and Deceleration"): characters change up to two speed levels per round, vehicles and
 * starships one.
 *
 * @param mover character, vehicle or starship
 * @param current last round's speed
 * @returns the reachable speeds, slowest first (always including `current`)
 * @throws RuleArgumentError for an unknown mover or speed
 */
export function reachableSpeeds(mover: MoverKind, current: MoveSpeed): MoveSpeed[] {
  requireOneOf("mover", mover, MOVER_KINDS);
  const from = MOVE_SPEEDS.indexOf(requireOneOf("current", current, MOVE_SPEEDS));
  const levels = mover === "character" ? 2 : 1;
  return MOVE_SPEEDS.filter((_, index) => Math.abs(index - from) <= levels);
}

/** How hard a maneuver beyond basic movement is, by the difficulty modifier it adds (Movement and Damage). */
export type ManeuverComplexity = "fairly-easy" | "somewhat-difficult" | "very-difficult" | "almost-impossible";

/**
 * The maneuver modifier bands (Movement and Damage "Maneuvers"): +1-5 fairly easy, +6-10 somewhat difficult,
 * +11-15 very difficult (a very talented or lucky pilot), 16+ almost impossible. They are the four
 * bands of the modifier guidelines (R&E Rules, `MODIFIER_GUIDELINES`), so this table only names each
 * guideline band the way Movement and Damage names it for maneuvers.
 */
export const MANEUVER_COMPLEXITIES: Readonly<Record<Advantage, ManeuverComplexity>> = {
  slight: "fairly-easy",
  good: "somewhat-difficult",
  decisive: "very-difficult",
  overpowering: "almost-impossible",
};

/**
 * The band a maneuver modifier falls in (Movement and Damage), read from the modifier guidelines (R&E Rules).
 * The movement difficulty already covers basic maneuvers (straight lines, a couple of turns), so a
 * modifier of 0 is `null`.
 *
 * @param modifier the maneuver's difficulty modifier, an integer >= 0
 * @throws RuleArgumentError for a negative or non-integer modifier
 */
export function maneuverComplexity(modifier: number): ManeuverComplexity | null {
  const advantage = advantageOfModifier(modifier);
  return advantage === null ? null : MANEUVER_COMPLEXITIES[advantage];
}
