/**
 * The healing card's flow, pure: what the healing dialog offers for a patient's wound level (the
 * medpac difficulty, the natural healing rest days, the bacta tank time), the card a roll makes
 * (wound level before and after), and applying that card to the patient once. Every number comes
 * from src/rules/damage/healing.ts (Reglas, tables.json `healing`); nothing here touches Foundry.
 */
import type { DamageModel, WoundLevel } from "../../../rules/damage/damage.ts";
import { WOUND_LEVELS } from "../../../rules/damage/damage.ts";
import {
  type BactaTankTime,
  type HealingTrend,
  bactaTankTime,
  medpacShiftedDifficulty,
  medpacTreatment,
  naturalHealing,
  naturalHealingRestDays,
} from "../../../rules/damage/healing.ts";
import { type DifficultyEdition, type DifficultyLevel, shiftedDifficultyNumber } from "../../../rules/dice/difficulty.ts";
import { formatDieCode } from "../../../rules/dice/die-code.ts";

/** Every healing kind, in the dialog's order. */
export const HEALING_KINDS = ["natural", "medpac", "bacta"] as const;

/** The ways a wound is healed: the daily Strength roll, a medpac (first aid), a bacta tank. */
export type HealingKind = (typeof HEALING_KINDS)[number];

/** Seconds in a standard day: the game day of a world time. */
const SECONDS_PER_DAY = 86_400;

/** The medpac record on a character (`system.healing`). */
export interface MedpacRecord {
  /** The game day the count is for: whole standard days of world time. */
  day: number;
  /** Medpacs used on the character that day. */
  medpacsToday: number;
  /** A medpac roll that day missed by more than 10: no more medpacs until the next day. */
  lockedOut: boolean;
}

/**
 * The game day of a world time: whole standard days (86 400 s) since the world's time 0.
 * @param worldTime the world time in seconds
 */
export function gameDay(worldTime: number): number {
  return Math.floor((Number.isFinite(worldTime) ? worldTime : 0) / SECONDS_PER_DAY);
}

/**
 * The medpacs used on a patient on `day`, and whether they are barred that day: the record's count
 * when it is for that day, else none (a record from an earlier day no longer counts).
 * @param record the patient's `system.healing`, or undefined for a character without one
 * @param day the game day
 */
export function medpacsOn(record: Partial<MedpacRecord> | undefined, day: number): { used: number; lockedOut: boolean } {
  if (!record || record.day !== day) return { used: 0, lockedOut: false };
  const count = record.medpacsToday;
  const used = typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0;
  return { used, lockedOut: record.lockedOut === true };
}

/** Why a kind of healing cannot be used on the patient now (a localization key's last part). */
export type HealingUnavailable = "unhurt" | "killed" | "noNaturalRow" | "noTank" | "medpacsBarred";

/** One option of the healing dialog, with what the rules say before anything is rolled. */
export interface HealingOption {
  kind: HealingKind;
  /** Null when the option can be chosen, else why not. */
  unavailable: HealingUnavailable | null;
  /** Medpac: the difficulty (the level, a level harder per medpac used today, and its number). */
  difficulty: { level: DifficultyLevel; number: number } | null;
  /** Natural healing: the days between rolls. */
  restDays: number | null;
  /** Bacta tank: the dice of the time and their unit. */
  tank: { dice: string; unit: BactaTankTime["unit"] } | null;
}

/** What the dialog shows for a patient: one option per kind. */
export interface HealingPreview {
  level: WoundLevel;
  /** Medpacs already used on the patient today. */
  medpacsUsedToday: number;
  options: HealingOption[];
}

/** What the flow needs of the world: the damage model and the difficulty edition in force. */
export interface HealingRules {
  model: DamageModel;
  edition: DifficultyEdition;
}

function unavailableFor(kind: HealingKind, level: WoundLevel, lockedOut: boolean): HealingUnavailable | null {
  if (level === "none") return "unhurt";
  if (level === "killed") return "killed";
  if (kind === "natural" && level === "stunned") return "noNaturalRow";
  if (kind === "bacta" && bactaTankTime(level) === null) return "noTank";
  if (kind === "medpac" && lockedOut) return "medpacsBarred";
  return null;
}

/**
 * What each kind of healing would be for a patient (rules: `medpacShiftedDifficulty`,
 * `naturalHealingRestDays`, `bactaTankTime`): a wounded R&E character with one medpac used today
 * gets medpac Moderate (one level above Easy), natural healing every 3 days, bacta 2D hours.
 *
 * @param level the patient's wound level
 * @param medpacs the medpacs used on the patient today and whether they are barred (see {@link medpacsOn})
 * @param rules the damage model and the difficulty edition
 * @throws RuleArgumentError for an unknown wound level, model or edition
 */
export function healingPreview(level: WoundLevel, medpacs: { used: number; lockedOut: boolean }, rules: HealingRules): HealingPreview {
  const options = HEALING_KINDS.map((kind): HealingOption => {
    const unavailable = unavailableFor(kind, level, medpacs.lockedOut);
    const option: HealingOption = { kind, unavailable, difficulty: null, restDays: null, tank: null };
    if (unavailable !== null) return option;
    if (kind === "medpac") {
      const difficulty = medpacShiftedDifficulty(level, medpacs.used);
      option.difficulty = { level: difficulty.level, number: shiftedDifficultyNumber(difficulty, rules.edition) };
    } else if (kind === "natural") option.restDays = naturalHealingRestDays(level, rules.model);
    else {
      const tank = bactaTankTime(level) as BactaTankTime;
      option.tank = { dice: formatDieCode(tank.dice), unit: tank.unit };
    }
    return option;
  });
  return { level, medpacsUsedToday: medpacs.used, options };
}

/** A healing card's state, as stored in the message's flag. */
export interface HealingCardState {
  kind: HealingKind;
  /** The patient's actor uuid and name. */
  patient: string;
  patientName: string;
  /** Who treated or rolled: the healer's actor uuid and name (the patient itself for natural healing and bacta). */
  healer: string;
  healerName: string;
  /** The wound level when the card was made, and the one applying it leaves. */
  before: WoundLevel;
  after: WoundLevel;
  /** Natural healing: where the roll took the wound. */
  trend: HealingTrend | null;
  /** The roll's total: Strength (natural), first aid (medpac), the tank's dice (bacta). */
  roll: number;
  /** Medpac: the difficulty the roll was against, and the medpacs used on the patient that day before this one. */
  difficulty: { level: DifficultyLevel; number: number } | null;
  medpacsBefore: number | null;
  /** Medpac: the roll missed by more than 10, no more medpacs that day. */
  lockedOut: boolean;
  /** Natural healing: the days until the next roll. */
  restDays: number | null;
  /** Bacta: the time in the tank (`roll` in `unit`). */
  tankUnit: BactaTankTime["unit"] | null;
  /** The game day of the treatment. */
  day: number;
  /** The card's outcome was applied to the patient (it applies once). */
  applied: boolean;
  /** An apply under way whose patient write may or may not have landed; null (or absent on older cards) otherwise. */
  landing?: HealingLanding | null;
}

/** What applying a card makes of the patient: his wound level, and his medpac record where a medpac was used (else null: left as it is). */
export interface PatientChange {
  woundLevel: WoundLevel;
  healing: MedpacRecord | null;
}

/** An apply under way: what the patient becomes and the card as applied, written before the patient is. */
export interface HealingLanding {
  patient: PatientChange;
  card: HealingCardState;
}

/** Whether a value read from a card is a landing the gamemaster wrote: the patient's change and an applied card. */
export function isHealingLanding(value: unknown): value is HealingLanding {
  const landing = value as Partial<HealingLanding> | null;
  return typeof landing === "object" && landing !== null && WOUND_LEVELS.includes(landing.patient?.woundLevel as WoundLevel) && isHealingCard(landing.card);
}

/**
 * The patient's update (dot notation) that makes him what a change says: his wound level, and his
 * medpac record where the change holds one.
 * @param change what the patient becomes
 */
export function patientUpdate(change: PatientChange): Record<string, unknown> {
  return { "system.woundLevel": change.woundLevel, ...(change.healing ? { "system.healing": { ...change.healing } } : {}) };
}

/** A roll's result for the card: the kind, the patient, the healer and the roll's total. */
export interface HealingRollResult {
  kind: HealingKind;
  patient: { uuid: string; name: string; level: WoundLevel; medpacs: { used: number; lockedOut: boolean } };
  healer: { uuid: string; name: string };
  /** The roll's total, an integer. */
  roll: number;
  day: number;
}

/** A healing flow step the rules or the card refuse. */
export class HealingFlowError extends Error {
  constructor(readonly reason: HealingUnavailable | "applied" | "stale" | "badCard") {
    super(`healing refused: ${reason}`);
    this.name = "HealingFlowError";
  }
}

/**
 * The card a healing roll makes (rules: `naturalHealing`, `medpacTreatment` against
 * `medpacDifficulty`, `bactaTankTime`): a wounded R&E character's Strength 8 heals fully (7+), 5
 * remains wounded, 3 worsens to wounded twice; a first aid 12 against a wounded patient's Easy 10
 * heals; bacta heals the wound fully after `roll` hours, days or weeks.
 *
 * @param result the roll and who it is for
 * @param rules the damage model and the difficulty edition
 * @returns the card, not yet applied
 * @throws HealingFlowError when the kind cannot be used on the patient's wound level; RuleArgumentError for a non-integer roll
 */
export function healingCard(result: HealingRollResult, rules: HealingRules): HealingCardState {
  const { kind, patient, healer, roll, day } = result;
  const option = healingPreview(patient.level, patient.medpacs, rules).options.find((o) => o.kind === kind);
  if (!option) throw new HealingFlowError("badCard");
  if (option.unavailable) throw new HealingFlowError(option.unavailable);
  const card: HealingCardState = {
    kind,
    patient: patient.uuid,
    patientName: patient.name,
    healer: kind === "medpac" ? healer.uuid : patient.uuid,
    healerName: kind === "medpac" ? healer.name : patient.name,
    before: patient.level,
    after: patient.level,
    trend: null,
    roll,
    difficulty: null,
    medpacsBefore: null,
    lockedOut: false,
    restDays: null,
    tankUnit: null,
    day,
    applied: false,
  };
  if (kind === "natural") {
    const outcome = naturalHealing(patient.level, roll, rules.model);
    return { ...card, after: outcome.level, trend: outcome.trend, restDays: option.restDays };
  }
  if (kind === "medpac") {
    const difficulty = option.difficulty as { level: DifficultyLevel; number: number };
    const outcome = medpacTreatment(patient.level, roll, difficulty.number, rules.model);
    return { ...card, after: outcome.level, difficulty, medpacsBefore: patient.medpacs.used, lockedOut: outcome.lockedOut };
  }
  if (!Number.isInteger(roll) || roll < 0) throw new HealingFlowError("badCard");
  return { ...card, after: "none", tankUnit: option.tank?.unit ?? null };
}

/** What applying a card writes: the card marked applied, what the patient becomes, and his update (dot notation). */
export interface HealingApplication {
  card: HealingCardState;
  patient: PatientChange;
  update: Record<string, unknown>;
}

/** Whether a flag's value is a healing card (the fields the apply step reads). */
export function isHealingCard(value: unknown): value is HealingCardState {
  const card = value as HealingCardState | null;
  return (
    typeof card === "object" &&
    card !== null &&
    HEALING_KINDS.includes(card.kind) &&
    typeof card.patient === "string" &&
    typeof card.healer === "string" &&
    WOUND_LEVELS.includes(card.before) &&
    WOUND_LEVELS.includes(card.after) &&
    Number.isInteger(card.day) &&
    typeof card.applied === "boolean"
  );
}

/**
 * Applies a card to the patient, once: the wound level becomes the card's `after`; a medpac is
 * counted on the patient's record for the card's day (used up whether it healed or not) and bars
 * further medpacs that day when the roll missed by more than 10.
 *
 * @param card the card as stored
 * @param patient the patient's wound level and medpac record now
 * @returns the applied card and the patient's update
 * @throws HealingFlowError "applied" for a card already applied; "stale" when the patient's wound
 *   level is no longer the card's `before` (healed or hurt since the roll); "badCard" for a malformed card
 */
export function applyHealingCard(card: unknown, patient: { level: WoundLevel; record: Partial<MedpacRecord> | undefined }): HealingApplication {
  if (!isHealingCard(card)) throw new HealingFlowError("badCard");
  if (card.applied) throw new HealingFlowError("applied");
  if (patient.level !== card.before) throw new HealingFlowError("stale");
  const today = card.kind === "medpac" ? medpacsOn(patient.record, card.day) : null;
  const change: PatientChange = {
    woundLevel: card.after,
    healing: today ? { day: card.day, medpacsToday: today.used + 1, lockedOut: today.lockedOut || card.lockedOut } : null,
  };
  return { card: { ...card, applied: true }, patient: change, update: patientUpdate(change) };
}

/** The healing card template's context. */
export interface HealingCardContext {
  kind: HealingKind;
  titleKey: string;
  icon: string;
  patientName: string;
  healerName: string;
  /** The healer is someone else than the patient (a medpac used by another character). */
  otherHealer: boolean;
  beforeKey: string;
  afterKey: string;
  /** The wound changed: better, worse, or the same. */
  change: "better" | "worse" | "same";
  outcomeKey: string;
  /** What the roll was: Strength, first aid, the tank's dice. */
  rollLabelKey: string;
  roll: number;
  difficulty: { levelKey: string; number: number } | null;
  medpacsBefore: number | null;
  lockedOut: boolean;
  restDays: number | null;
  /** How the card says when the next roll is: tomorrow, or in `restDays` days. */
  nextRollKey: string;
  tankUnitKey: string | null;
  applied: boolean;
}

/**
 * The card template's context for a state (pure): the localization keys of the wound levels, the
 * outcome and the time, and which way the wound went.
 * @param card the card
 */
export function healingCardContext(card: HealingCardState): HealingCardContext {
  const before = WOUND_LEVELS.indexOf(card.before);
  const after = WOUND_LEVELS.indexOf(card.after);
  const change = after < before ? "better" : after > before ? "worse" : "same";
  const outcome =
    card.kind === "natural"
      ? `natural.${card.trend ?? "remains"}`
      : card.kind === "medpac"
        ? change === "better"
          ? "medpac.success"
          : "medpac.failure"
        : "bacta.heals";
  return {
    kind: card.kind,
    titleKey: `SWD6.Healing.kind.${card.kind}`,
    icon: card.kind === "natural" ? "fa-bed" : card.kind === "medpac" ? "fa-kit-medical" : "fa-flask",
    patientName: card.patientName,
    healerName: card.healerName,
    otherHealer: card.healer !== card.patient,
    beforeKey: `SWD6.Wound.${card.before}`,
    afterKey: `SWD6.Wound.${card.after}`,
    change,
    outcomeKey: `SWD6.Healing.outcome.${outcome}`,
    rollLabelKey: `SWD6.Healing.rollLabel.${card.kind}`,
    roll: card.roll,
    difficulty: card.difficulty ? { levelKey: `SWD6.Difficulty.${card.difficulty.level}`, number: card.difficulty.number } : null,
    medpacsBefore: card.medpacsBefore,
    lockedOut: card.lockedOut,
    restDays: card.restDays,
    nextRollKey: card.restDays === 1 ? "SWD6.Healing.tomorrow" : "SWD6.Healing.days",
    tankUnitKey: card.tankUnit ? `SWD6.Healing.unit.${card.tankUnit}` : null,
    applied: card.applied,
  };
}

/** The request kind of a click on a healing card's Apply button (the gamemaster's side: healing-request.ts). */
export const HEALING_REQUEST = "healing.apply";

/** A click on a healing card's Apply button. */
export interface HealingRequest {
  messageId: string;
}

/**
 * The payload of an apply, checked for shape.
 * @returns the request, or null when it is not one
 */
export function parseHealingRequest(request: unknown): HealingRequest | null {
  const messageId = (request as HealingRequest | null)?.messageId;
  return typeof messageId === "string" && messageId !== "" ? { messageId } : null;
}
