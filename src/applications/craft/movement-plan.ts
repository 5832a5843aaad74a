/**
 * A vehicle's or starship's move as the sheet plans it and the chat card shows it: the speeds its lost
 * Moves leave, the movement check for a speed and terrain (with ramming), and what the pilot's roll
 * means (a safe move, a ram, a movement failure with its collision damage). Every number comes from
 * the rules (src/rules/vehicles/movement.ts, movement-failure.ts, ramming.ts, lost-moves.ts); this
 * module only picks which rule applies and shapes the result for the dialog and the card. Pure, no Foundry.
 */
import type { CraftKind } from "./craft-view.ts";
import { type DieCode, formatDieCode } from "../../rules/dice/die-code.ts";
import { DIFFICULTY_LEVELS, type DifficultyEdition, type DifficultyLevel, shiftedDifficultyNumber } from "../../rules/dice/difficulty.ts";
import { lostMovesEffect } from "../../rules/vehicles/lost-moves.ts";
import { MOVE_SPEEDS, type MoveSpeed, moveDistance, movementCheck } from "../../rules/vehicles/movement.ts";
import { type StarshipCollision, collisionDamage, starshipCollision } from "../../rules/vehicles/movement-failure.ts";
import { type RamOutcome, ramOutcome, rammingCheck } from "../../rules/vehicles/ramming.ts";
import { termLabel } from "../../game-terms.ts";

/** What the pilot chose in the movement dialog. */
export interface MovementChoice {
  /** The speed of the move. */
  speed: MoveSpeed;
  /** The terrain's difficulty level (for starships: asteroids, debris, a planet's surface...). */
  terrain: DifficultyLevel;
  /** The craft drives into a target as part of the move (Movement and Damage "Ramming"). */
  ramming: boolean;
  /** Starships only: whether there is anything to run into, which decides a "collision" result. */
  somethingToHit: boolean;
}

/** The planned move: the rules' check and the difficulty number the pilot rolls against. */
export interface MovementPlan {
  kind: CraftKind;
  choice: MovementChoice;
  /** The movement difficulty number without ramming, or null when the move needs no roll. */
  difficulty: number | null;
  /** The number the roll must reach: the movement difficulty, +10 when ramming; null without a roll. */
  rollDifficulty: number | null;
  /** The level the movement difficulty is at after the speed's shift; null without a roll. */
  level: DifficultyLevel | null;
  /** The actions this move counts as (1, or 2 with ramming's separate action); 0 for a free cautious move. */
  actions: number;
  /** All-out: nothing else this round, not even a dodge. */
  excludesOtherActions: boolean;
  /** How far the move goes, in meters (vehicles) or space units (starships). */
  distance: { minimum: number; maximum: number };
}

/**
 * The speeds a craft may choose with its lost Moves (Movement and Damage "Lost Moves"): all four when none
 * are lost, none once the drive is disabled.
 *
 * @param lostMoves the craft's lost Moves, an integer >= 0
 * @throws RuleArgumentError for a negative or non-integer count
 */
export function availableSpeeds(lostMoves: number): MoveSpeed[] {
  const fastest = lostMovesEffect(lostMoves).fastestSpeed;
  return fastest === null ? [] : MOVE_SPEEDS.slice(0, MOVE_SPEEDS.indexOf(fastest) + 1);
}

/**
 * Plans a move (Movement and Damage): the speed's check against the terrain (`movementCheck`), its level's
 * difficulty number in the world's edition, ramming's +10 and extra action (`rammingCheck`), and the
 * distance (`moveDistance`). A ram needs a roll even where the move alone would not (cautious or
 * cruising over easy terrain): it is then rolled against the terrain's own number +10, as the
 * ramming rule adds to "the movement difficulty" and the terrain is the only one there is.
 *
 * @param kind vehicle or starship
 * @param choice the speed, terrain and ramming
 * @param move the craft's Move (vehicles, meters) or Space (starships, space units), >= 0
 * @param edition the world's difficulty table
 * @throws RuleArgumentError for an unknown speed or terrain or a negative Move
 */
export function planMovement(kind: CraftKind, choice: MovementChoice, move: number, edition: DifficultyEdition): MovementPlan {
  const check = movementCheck(choice.speed, choice.terrain);
  const level = check.difficulty ?? (choice.ramming ? choice.terrain : null);
  const difficulty = level === null ? null : shiftedDifficultyNumber({ level, pastHeroic: check.pastHeroic }, edition);
  const ram = choice.ramming && difficulty !== null ? rammingCheck(difficulty) : null;
  return {
    kind,
    choice: { ...choice, somethingToHit: kind === "starship" ? choice.somethingToHit : true },
    difficulty,
    rollDifficulty: ram ? ram.difficulty : difficulty,
    level,
    actions: (check.isAction || ram ? 1 : 0) + (ram ? ram.extraActions : 0),
    excludesOtherActions: check.excludesOtherActions,
    distance: moveDistance(move, choice.speed),
  };
}

/** What the move came to. */
export type MovementOutcome =
  | { kind: "no-roll" }
  | { kind: "success" }
  | { kind: "rams"; damage: DieCode }
  | { kind: "crosses-safely" }
  | {
      kind: "failure";
      /** The movement difficulty minus the roll. */
      failedBy: number;
      /** The collision damage at the move's speed, should the failure be a collision. */
      collision: DieCode;
      /** Starships: what a "collision" result comes to (a collision, or out of control with nothing to hit). */
      starship: StarshipCollision | null;
    };

/**
 * Reads the pilot's roll for a planned move (Movement and Damage): without ramming, the roll succeeds on
 * reaching the difficulty and fails by the difference; with ramming, `ramOutcome` decides between a
 * ram, a safe crossing and a movement failure. A failure carries the collision damage of the speed
 * (`collisionDamage`; a ram hits with the same damage) and, for a starship, the "collision" result's
 * reading (`starshipCollision`).
 *
 * @param plan the planned move
 * @param total the roll's total, an integer; ignored when the move needs no roll
 * @param difficulty the number the roll was made against when the roller changed it in the roll
 *   dialog; the movement difficulty moves by the same amount. Defaults to the plan's.
 * @throws RuleArgumentError for a non-integer total
 */
export function movementOutcome(plan: MovementPlan, total: number, difficulty: number | null = plan.rollDifficulty): MovementOutcome {
  if (plan.difficulty === null || plan.rollDifficulty === null) return { kind: "no-roll" };
  const shift = difficulty === null ? 0 : difficulty - plan.rollDifficulty;
  const movementDifficulty = plan.difficulty + shift;
  const { speed, ramming, somethingToHit } = plan.choice;
  const collision = collisionDamage(plan.kind, speed);
  const result: RamOutcome = ramming
    ? ramOutcome(total, movementDifficulty)
    : total >= movementDifficulty
      ? { kind: "crosses-safely" }
      : { kind: "movement-failure", failedBy: movementDifficulty - total };
  if (result.kind === "rams") return { kind: "rams", damage: collision };
  if (result.kind === "crosses-safely") return ramming ? { kind: "crosses-safely" } : { kind: "success" };
  return {
    kind: "failure",
    failedBy: result.failedBy,
    collision,
    starship: plan.kind === "starship" ? starshipCollision(speed, somethingToHit) : null,
  };
}

/** The movement dialog's context: the speeds the craft has left, the terrain levels, the ram option. */
export interface MovementDialogContext {
  speeds: { value: MoveSpeed; labelKey: string; selected: boolean }[];
  terrains: { value: DifficultyLevel; labelKey: string; selected: boolean }[];
  isStarship: boolean;
  /** The drive is disabled: no speed is left. */
  disabled: boolean;
}

/**
 * The movement dialog's context for a craft.
 * @param kind vehicle or starship
 * @param lostMoves the craft's lost Moves
 * @param choice the preselected speed and terrain
 */
export function movementDialogContext(kind: CraftKind, lostMoves: number, choice: Pick<MovementChoice, "speed" | "terrain">): MovementDialogContext {
  const speeds = availableSpeeds(lostMoves);
  const speed = speeds.includes(choice.speed) ? choice.speed : speeds[speeds.length - 1];
  return {
    speeds: speeds.map((value) => ({ value, labelKey: `SWD6.Craft.Speed.${value}`, selected: value === speed })),
    terrains: DIFFICULTY_LEVELS.map((value) => ({ value, labelKey: termLabel("difficultyLevels", value), selected: value === choice.terrain })),
    isStarship: kind === "starship",
    disabled: speeds.length === 0,
  };
}

/**
 * Reads the movement dialog's fields; an unknown speed or terrain is refused.
 * @param fields the form's entries by name
 * @returns the choice, or null when the speed or terrain is not one the rules name
 */
export function readMovementForm(fields: Record<string, string | undefined>): MovementChoice | null {
  const speed = fields.speed as MoveSpeed;
  const terrain = fields.terrain as DifficultyLevel;
  if (!MOVE_SPEEDS.includes(speed) || !DIFFICULTY_LEVELS.includes(terrain)) return null;
  return {
    speed,
    terrain,
    ramming: fields.ramming === "on" || fields.ramming === "true",
    somethingToHit: fields.somethingToHit === "on" || fields.somethingToHit === "true",
  };
}

/** A line of the movement card: a label key and its value. */
export interface MovementCardRow {
  labelKey: string;
  value: string;
  /** The unit's key after the value (meters or space units), if any. */
  unitKey?: string;
}

/** The movement card's context. */
export interface MovementCardContext {
  craftName: string;
  pilotName: string | null;
  speedKey: string;
  terrainKey: string;
  rows: MovementCardRow[];
  /** `is-success` or `is-failure` for the card's colour; "" when nothing was rolled. */
  outcomeClass: string;
  /** The outcome's headline key and its data. */
  outcomeKey: string;
  outcomeData: Record<string, string>;
  /** Lines under the headline (collision damage, out of control...): key and data each. */
  details: { key: string; data: Record<string, string> }[];
}

/** What the movement card shows besides the plan and the outcome. */
export interface MovementCardInput {
  craftName: string;
  pilotName: string | null;
  /** The pilot's roll: its total and the difficulty it was made against; null when no roll was needed. */
  roll: { total: number; difficulty: number | null } | null;
}

/** A distance as the card prints it: whole numbers as they are, halves with one decimal. */
function formatDistance(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * The movement card's context: the speed, terrain, difficulty, the roll and distance rows, and the
 * outcome's headline and details.
 *
 * @param plan the planned move
 * @param outcome the move's outcome ({@link movementOutcome})
 * @param input the craft, the pilot and the roll
 */
export function movementCardContext(plan: MovementPlan, outcome: MovementOutcome, input: MovementCardInput): MovementCardContext {
  const unitKey = plan.kind === "starship" ? "SWD6.Movement.spaceUnits" : "SWD6.Movement.meters";
  const rows: MovementCardRow[] = [];
  if (input.roll) {
    rows.push({ labelKey: "SWD6.Movement.difficulty", value: String(input.roll.difficulty ?? plan.rollDifficulty ?? "") });
    rows.push({ labelKey: "SWD6.Movement.roll", value: String(input.roll.total) });
  }
  const distance = `${formatDistance(plan.distance.minimum)}–${formatDistance(plan.distance.maximum)}`;
  const details: MovementCardContext["details"] = [];
  let outcomeKey: string;
  let outcomeData: Record<string, string> = {};
  let outcomeClass = "is-success";
  switch (outcome.kind) {
    case "no-roll":
      outcomeKey = "SWD6.Movement.outcome.noRoll";
      outcomeClass = "";
      break;
    case "success":
      outcomeKey = "SWD6.Movement.outcome.success";
      break;
    case "rams":
      outcomeKey = "SWD6.Movement.outcome.rams";
      details.push({ key: "SWD6.Movement.ramDamage", data: { damage: formatDieCode(outcome.damage) } });
      break;
    case "crosses-safely":
      outcomeKey = "SWD6.Movement.outcome.ramMissed";
      break;
    case "failure":
      outcomeClass = "is-failure";
      outcomeKey = "SWD6.Movement.outcome.failure";
      outcomeData = { failedBy: String(outcome.failedBy) };
      details.push({ key: "SWD6.Movement.failureTable", data: {} });
      if (outcome.starship?.kind === "out-of-control") details.push({ key: "SWD6.Movement.outOfControl", data: {} });
      else details.push({ key: "SWD6.Movement.collisionDamage", data: { damage: formatDieCode(outcome.collision) } });
      break;
  }
  if (outcome.kind !== "failure") rows.push({ labelKey: "SWD6.Movement.distance", value: distance, unitKey });
  if (plan.excludesOtherActions) details.push({ key: "SWD6.Movement.allOut", data: {} });
  return {
    craftName: input.craftName,
    pilotName: input.pilotName,
    speedKey: `SWD6.Craft.Speed.${plan.choice.speed}`,
    terrainKey: termLabel("difficultyLevels", plan.choice.terrain),
    rows,
    outcomeClass,
    outcomeKey,
    outcomeData,
    details,
  };
}
