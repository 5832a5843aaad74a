/**
 * The range between two starships as the range dialog plans it and the range card shows it: each
 * pilot's intention (close or open) and speed roll code, whether the pilots must roll, and the range
 * after the round. Every rule comes from src/rules/vehicles/space-range.ts (Grundregeln); this module
 * only reads the dialog's fields and shapes the result for the dialog and the card. Pure, no Foundry.
 *
 * A ship's sublight speed is the one its sheet stores; a code typed in the dialog counts only for a
 * ship whose sheet stores none and that the user may give one (he owns it): see {@link sideSpeed}.
 */
import { type DieCode, formatDieCode, parseDieCode } from "../../../rules/dice/die-code.ts";
import {
  RANGE_INTENTS,
  type RangeIntent,
  type RangeRollCode,
  SPACE_RANGES,
  type SpaceRange,
  rangeRollCode,
  rangeRollsNeeded,
  resolveSpaceRange,
} from "../../../rules/vehicles/space-range.ts";

/** One ship in the range dialog: its name, its pilot, the pilot's starship piloting and its sublight speed. */
export interface SpaceRangeShip {
  name: string;
  /** The pilot aboard, or null when the ship rolls for its printed crew. */
  pilotName: string | null;
  /** The pilot's starship piloting die code (the skill alone, without maneuverability). */
  piloting: DieCode;
  /** The sublight speed die code the ship's sheet stores, or null when it stores none. */
  sublightSpeed: DieCode | null;
  /**
   * The speed roll its stat block gives when the sheet stores none: maneuverability plus Space
   * (`printedSublightSpeed`); null or absent when it prints no Space.
   */
  printedSpeed?: DieCode | null;
  /** The user who asks may give the ship a sublight speed (he owns it): a typed code counts when none is stored or printed. */
  mayGiveSpeed: boolean;
  /** The user who asks is a gamemaster: a code he types counts over the printed one (never over the stored one). */
  mayOverrideSpeed?: boolean;
}

/**
 * Where a side's sublight speed comes from: the ship's sheet (`stored`), the dialog (`typed`: by a
 * gamemaster, or by the ship's owner where it stores and prints none), its stat block (`printed`:
 * maneuverability plus Space), nowhere yet (`missing`), or nowhere the user may fill (`notYours`).
 */
export type SpeedSource = "stored" | "typed" | "printed" | "missing" | "notYours";

/** A side's sublight speed as the plan uses it, and where it comes from. */
export interface SideSpeed {
  speed: DieCode | null;
  source: SpeedSource;
}

/**
 * A side's sublight speed: the stored one whatever was typed; else a gamemaster's typed code (one that
 * differs from the printed speed); else the printed one (maneuverability plus Space); else the typed
 * one when the user may give the ship a speed; else none.
 * @param ship the ship, with its stored and printed speeds and what the user may give it
 * @param typed the code typed in the dialog, or null
 */
export function sideSpeed(ship: SpaceRangeShip, typed: DieCode | null): SideSpeed {
  if (ship.sublightSpeed) return { speed: ship.sublightSpeed, source: "stored" };
  const printed = ship.printedSpeed ?? null;
  const differs = typed !== null && (printed === null || formatDieCode(typed) !== formatDieCode(printed));
  if (ship.mayOverrideSpeed === true && differs) return { speed: typed, source: "typed" };
  if (printed) return { speed: printed, source: "printed" };
  if (!ship.mayGiveSpeed) return { speed: null, source: "notYours" };
  return typed ? { speed: typed, source: "typed" } : { speed: null, source: "missing" };
}

/** One side's choices in the dialog. */
export interface SpaceRangeSideChoice {
  intent: RangeIntent;
  /** The ship's sublight speed die code, as the user gives it; null when not (yet) given. */
  sublightSpeed: DieCode | null;
  /** The pilot adds starship piloting to the speed roll, which counts as an action. */
  addPiloting: boolean;
}

/** What the user chose in the range dialog: the range now and both sides. */
export interface SpaceRangeChoice {
  range: SpaceRange;
  /** This ship first, then the other. */
  sides: [SpaceRangeSideChoice, SpaceRangeSideChoice];
}

/** The planned round: whether the pilots roll, each side's sublight speed and speed roll code. */
export interface SpaceRangePlan {
  choice: SpaceRangeChoice;
  rollsNeeded: boolean;
  /** Each side's sublight speed and its source ({@link sideSpeed}). */
  speeds: [SideSpeed, SideSpeed];
  /** Each side's roll code ({@link rangeRollCode}); null while its sublight speed is not given. */
  codes: [RangeRollCode | null, RangeRollCode | null];
}

/**
 * A die code as the user typed it ("2D+1"), or null for blank or unreadable text.
 * @param text the field's text
 */
export function readSublightSpeed(text: string | undefined): DieCode | null {
  const trimmed = String(text ?? "").trim();
  if (!/^\d/.test(trimmed)) return null;
  try {
    return rangeRollCode(parseDieCode(trimmed), null).code;
  } catch {
    return null;
  }
}

/**
 * Plans a round of range changes (Grundregeln): rolls are needed when the intentions differ
 * ({@link rangeRollsNeeded}); each side rolls its ship's sublight speed ({@link sideSpeed}: the stored
 * one, a typed one only where none is stored and the user may give it), plus piloting if chosen
 * ({@link rangeRollCode}).
 *
 * @param choice the range and both sides' choices
 * @param ships this ship and the other, in the same order as the sides
 * @throws RuleArgumentError for an unknown intention
 * @throws DieCodeError for a sublight speed that is not rollable
 */
export function planSpaceRange(choice: SpaceRangeChoice, ships: readonly [SpaceRangeShip, SpaceRangeShip]): SpaceRangePlan {
  const rollsNeeded = rangeRollsNeeded(choice.sides.map((side) => side.intent));
  const speeds: [SideSpeed, SideSpeed] = [sideSpeed(ships[0], choice.sides[0].sublightSpeed), sideSpeed(ships[1], choice.sides[1].sublightSpeed)];
  const code = (i: 0 | 1) => {
    const speed = speeds[i].speed;
    return speed ? rangeRollCode(speed, choice.sides[i].addPiloting ? ships[i].piloting : null) : null;
  };
  return { choice, rollsNeeded, speeds, codes: [code(0), code(1)] };
}

/**
 * The ship whose missing sublight speed the user may not give although the round needs it, or null.
 * @param plan the planned round
 * @param ships this ship and the other
 * @returns that ship's name; null when no roll is needed or no side is `notYours`
 */
export function speedOwedBy(plan: SpaceRangePlan, ships: readonly [SpaceRangeShip, SpaceRangeShip]): string | null {
  if (!plan.rollsNeeded) return null;
  const i = plan.speeds.findIndex((speed) => speed.source === "notYours");
  return i < 0 ? null : ships[i].name;
}

/**
 * Whether the plan can be carried out: no roll is needed, or both sides have a speed roll code.
 * @param plan the planned round
 */
export function spaceRangeReady(plan: SpaceRangePlan): boolean {
  return !plan.rollsNeeded || (plan.codes[0] !== null && plan.codes[1] !== null);
}

/**
 * The range after the round (Grundregeln, {@link resolveSpaceRange}).
 * @param plan the planned round
 * @param totals both speed rolls' totals, this ship first; ignored when no roll is needed
 * @throws RuleArgumentError for non-integer totals when rolls are needed
 */
export function spaceRangeOutcome(plan: SpaceRangePlan, totals: readonly [number, number] | null): SpaceRange {
  const declarations = plan.choice.sides.map((side, i) => (plan.rollsNeeded ? { intent: side.intent, roll: totals?.[i] } : { intent: side.intent }));
  return resolveSpaceRange(plan.choice.range, declarations);
}

/** One side as the dialog shows it. */
export interface SpaceRangeDialogSide {
  /** The field names' prefix: `self` or `other`. */
  key: "self" | "other";
  name: string;
  pilotName: string | null;
  piloting: string;
  intents: { value: RangeIntent; labelKey: string; selected: boolean }[];
  /** The sublight speed shown: the stored or typed code, or "". */
  sublightSpeed: string;
  /** The speed is fixed for this user (stored on the sheet, or printed and he is no gamemaster): the field shows it and cannot be typed in. */
  speedStored: boolean;
  /** The user may not give this ship a speed and it stores none: the field is disabled. */
  speedNotYours: boolean;
  /** The note beside the field (stored, or not the user's to give), or null. */
  speedNoteKey: string | null;
  addPiloting: boolean;
  /** The speed roll code, or "—" while the sublight speed is not given. */
  rollCode: string;
}

/** The range dialog's context. */
export interface SpaceRangeDialogContext {
  ranges: { value: SpaceRange; labelKey: string; selected: boolean }[];
  sides: [SpaceRangeDialogSide, SpaceRangeDialogSide];
  rollsNeeded: boolean;
  /** The round can be resolved: no roll is needed, or both sublight speeds are given. */
  ready: boolean;
  /** Other ships the user may pick when none is targeted; empty when the other ship is fixed. */
  others: { value: string; label: string; selected: boolean }[];
}

const SIDE_KEYS = ["self", "other"] as const;

/** The note beside a speed field, by where the speed comes from. */
const SPEED_NOTES: Record<SpeedSource, string | null> = {
  stored: "SWD6.SpaceRange.speedStored",
  printed: "SWD6.SpaceRange.speedPrinted",
  typed: null,
  missing: null,
  notYours: "SWD6.SpaceRange.speedNotYours",
};

/**
 * How a side's speed field shows a speed: its code, whether it is fixed for this user (stored, or
 * printed for anyone but a gamemaster) or not his to give, and the note beside it.
 * @param speed the side's speed ({@link sideSpeed})
 * @param mayOverride the user is a gamemaster, who may type over a printed speed
 */
export function speedFieldOf(
  speed: SideSpeed,
  mayOverride = false,
): Pick<SpaceRangeDialogSide, "sublightSpeed" | "speedStored" | "speedNotYours" | "speedNoteKey"> {
  return {
    sublightSpeed: speed.speed ? formatDieCode(speed.speed) : "",
    speedStored: speed.source === "stored" || (speed.source === "printed" && !mayOverride),
    speedNotYours: speed.source === "notYours",
    speedNoteKey: SPEED_NOTES[speed.source],
  };
}

/**
 * The range dialog's context for a plan.
 * @param plan the planned round ({@link planSpaceRange})
 * @param ships this ship and the other
 * @param others the other ships to pick from (uuid and name), or empty when the other ship is targeted
 * @param otherId the picked other ship's uuid
 */
export function spaceRangeDialogContext(
  plan: SpaceRangePlan,
  ships: readonly [SpaceRangeShip, SpaceRangeShip],
  others: readonly { uuid: string; name: string }[] = [],
  otherId = "",
): SpaceRangeDialogContext {
  const sides = SIDE_KEYS.map((key, i): SpaceRangeDialogSide => {
    const side = plan.choice.sides[i];
    const code = plan.codes[i];
    return {
      key,
      name: ships[i].name,
      pilotName: ships[i].pilotName,
      piloting: formatDieCode(ships[i].piloting),
      intents: RANGE_INTENTS.map((value) => ({ value, labelKey: `SWD6.SpaceRange.intent.${value}`, selected: value === side.intent })),
      ...speedFieldOf(plan.speeds[i], ships[i].mayOverrideSpeed === true),
      addPiloting: side.addPiloting,
      rollCode: code ? formatDieCode(code.code) : "—",
    };
  }) as [SpaceRangeDialogSide, SpaceRangeDialogSide];
  return {
    ranges: SPACE_RANGES.map((value) => ({ value, labelKey: `SWD6.SpaceRange.band.${value}`, selected: value === plan.choice.range })),
    sides,
    rollsNeeded: plan.rollsNeeded,
    ready: spaceRangeReady(plan),
    others: others.map((ship) => ({ value: ship.uuid, label: ship.name, selected: ship.uuid === otherId })),
  };
}

/**
 * Reads the range dialog's fields (`range`, `selfIntent`, `selfSpeed`, `selfPiloting`, and the same
 * for `other`); an unknown range or intention is refused.
 * @param fields the form's entries by name
 * @returns the choice, or null when the range or an intention is not one the rules name
 */
export function readSpaceRangeForm(fields: Record<string, string | undefined>): SpaceRangeChoice | null {
  const range = fields.range as SpaceRange;
  if (!SPACE_RANGES.includes(range)) return null;
  const sides = SIDE_KEYS.map((key): SpaceRangeSideChoice | null => {
    const intent = fields[`${key}Intent`] as RangeIntent;
    if (!RANGE_INTENTS.includes(intent)) return null;
    const flag = fields[`${key}Piloting`];
    return { intent, sublightSpeed: readSublightSpeed(fields[`${key}Speed`]), addPiloting: flag === "on" || flag === "true" };
  });
  if (!sides[0] || !sides[1]) return null;
  return { range, sides: [sides[0], sides[1]] };
}

/** One side as the card shows it. */
export interface SpaceRangeCardSide {
  name: string;
  pilotName: string | null;
  intentKey: string;
  /** The speed roll code, or null when no roll was needed. */
  code: string | null;
  /** The speed roll's total, or null when no roll was needed. */
  total: number | null;
  countsAsAction: boolean;
  /** This side's wish carried the round. */
  winner: boolean;
}

/** The range card's context. */
export interface SpaceRangeCardContext {
  sides: [SpaceRangeCardSide, SpaceRangeCardSide];
  rollsNeeded: boolean;
  fromKey: string;
  toKey: string;
  /** The outcome's headline key: closed, opened, unchanged (a tie or a band's end). */
  outcomeKey: string;
  outcomeClass: string;
}

/**
 * The range card's context: both ships, their intentions and rolls, and the range before and after.
 * @param plan the planned round
 * @param ships this ship and the other
 * @param totals both totals when rolled, else null
 * @param next the range after the round ({@link spaceRangeOutcome})
 */
export function spaceRangeCardContext(
  plan: SpaceRangePlan,
  ships: readonly [SpaceRangeShip, SpaceRangeShip],
  totals: readonly [number, number] | null,
  next: SpaceRange,
): SpaceRangeCardContext {
  const moved = SPACE_RANGES.indexOf(next) - SPACE_RANGES.indexOf(plan.choice.range);
  const carried: RangeIntent | null = moved < 0 ? "close" : moved > 0 ? "open" : null;
  const sides = SIDE_KEYS.map((_, i): SpaceRangeCardSide => {
    const side = plan.choice.sides[i];
    const rolled = plan.rollsNeeded && totals !== null;
    return {
      name: ships[i].name,
      pilotName: ships[i].pilotName,
      intentKey: `SWD6.SpaceRange.intent.${side.intent}`,
      code: rolled && plan.codes[i] ? formatDieCode(plan.codes[i]!.code) : null,
      total: rolled ? totals[i] : null,
      countsAsAction: rolled && (plan.codes[i]?.countsAsAction ?? false),
      winner: plan.rollsNeeded && carried !== null && side.intent === carried,
    };
  }) as [SpaceRangeCardSide, SpaceRangeCardSide];
  return {
    sides,
    rollsNeeded: plan.rollsNeeded,
    fromKey: `SWD6.SpaceRange.band.${plan.choice.range}`,
    toKey: `SWD6.SpaceRange.band.${next}`,
    outcomeKey: moved < 0 ? "SWD6.SpaceRange.outcome.closed" : moved > 0 ? "SWD6.SpaceRange.outcome.opened" : "SWD6.SpaceRange.outcome.unchanged",
    outcomeClass: moved === 0 ? "" : "is-success",
  };
}
