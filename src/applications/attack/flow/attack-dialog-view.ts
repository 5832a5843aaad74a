/**
 * The attack dialog's fields, what the rules make of them, and how the dialog shows it: per target
 * the range band, the difficulty (cover included), the scale dice, the attack code and the exact
 * chance to hit; every number from `planAttack` and `rollOutlook`. Pure; the live update writes
 * into the rendered dialog through its element only.
 */
import { stunSwitchPenalty } from "../../../rules/damage/stun-setting.ts";
import { MESSAGE_MODES, type MessageMode, toMessageMode } from "../../../compat.ts";
import { scoringMishap } from "../../../dice/d6-roll-data.ts";
import { formatChance } from "../../../dice/roll-card.ts";
import {
  MOST_DECLARED_ACTIONS,
  MOST_PLAYER_MODIFIER,
  type RollOutlook,
  beyondPlayerModifier,
  parseModifierField,
  rollOutlook,
  rollWoundPenalty,
} from "../../../dice/roll-modifiers.ts";
import { type ActionKind, multipleActionPenalty } from "../../../rules/actions/actions.ts";
import { type InRangeBand, RANGE_BANDS, rangedDifficulty } from "../../../rules/actions/ranged-difficulty.ts";
import { type AttackInput, type AttackPlan, planAttack, planLightsaberAttack } from "../../../rules/attack.ts";
import { type DieCode, DieCodeError, addDieCodes, compareDieCodes, formatDieCode, formatModifier } from "../../../rules/dice/die-code.ts";
import { combinedCombatBonus } from "../../../rules/actions/combined-action.ts";
import { hasDiceToRoll, rollCode } from "../../../rules/dice/skill-code.ts";
import { RuleArgumentError } from "../../../rules/errors.ts";
import { scaleModifiers } from "../../../rules/vehicles/scale.ts";
import { keepWholeNumber, readWholeNumber } from "../../number-input.ts";
import { type RollDialogSpec, rollDialogParts } from "../../roll-config/roll-config-parts.ts";
import { forcePointDoubles, forcePointField, readForcePointField } from "../../roll-config/force-point-field.ts";
import { forcePointDieCode } from "../../../rules/characters/force-points.ts";
import type { AttackSetup, AttackTarget, DialogMessage } from "./attack-dialog-setup.ts";
import { termLabel } from "../../../game-terms.ts";

/** The bands a shot without a target can be declared at. */
const IN_RANGE_BANDS = RANGE_BANDS.filter((band): band is InRangeBand => band !== "out-of-range");

/** The dialog's fields as read from the form. */
export interface AttackForm {
  /** Every action declared this round, this attack included: 1 to {@link MOST_DECLARED_ACTIONS}. */
  actions: number;
  /** The modifier field's text, as typed (`+1D` for aiming). */
  modifier: string;
  /** The weapon is set for stun (only a weapon that can be). */
  stun: boolean;
  wildDie: boolean;
  mode: MessageMode;
  /** Per target, in the setup's order: behind cover, and the distance in meters (null when blank). */
  targets: { cover: boolean; distance: number | null }[];
  /** Without a target: the range band the shot is declared at, and cover. */
  band: InRangeBand;
  cover: boolean;
  /** Spend a Force point with this attack (only when one may be spent and none is active). Absent: no. */
  forcePoint?: boolean;
  /** The part of the combined action bonus put on the attack roll, as typed (`+1D`); the rest goes to the damage. Absent: all of it. */
  combinedToAttack?: string;
}

/** One target's plan, or why it has none. */
export interface TargetOutcome {
  target: AttackTarget;
  plan: AttackPlan | null;
  /** The chance to hit; null out of range or without a plan. */
  outlook: RollOutlook | null;
  error: DialogMessage | null;
}

/** What the rules make of the fields. */
export interface AttackSummary {
  /** The fields can be rolled: no error, and every target planned. */
  valid: boolean;
  /** The first error that keeps the roll button disabled; null when none. */
  error: DialogMessage | null;
  /** The attack code rolled: the same for every target (else `error` says so). */
  attack: DieCode | null;
  /** The skill code after the armor penalty and the modifier, before the dice penalties. */
  skill: DieCode;
  /** Dice lost to declared actions, to wounds, and to switching the blaster's stun setting (Reglas, `stunSwitchPenalty`). */
  penalty: { actions: number; wound: number; stunSwitch: number };
  /** The modifier as read; zero while the field is invalid. */
  modifier: DieCode;
  targets: TargetOutcome[];
  /** Without a target: the declared band's difficulty (or the melee difficulty) and the chance; else null. */
  untargeted: { difficulty: number; outlook: RollOutlook } | null;
  /** The attacker's codes are doubled by a Force point (spent this round, or with this attack). */
  forcePoint: boolean;
  /** The attacker's own skill code the attack starts from: the sheet's, doubled by a Force point. */
  base: DieCode;
  /** The combined action bonus as split: the attack roll's part and the damage roll's; null without one. */
  combined: { attack: DieCode; damage: DieCode } | null;
}

const ZERO: DieCode = { dice: 0, pips: 0 };

/** A checkbox's value as FormData sends it. */
function isOn(value: string | undefined): boolean {
  return value === "on" || value === "true";
}

/**
 * Reads the dialog's fields (FormData entries, all text): actions clamped to 1-{@link MOST_DECLARED_ACTIONS},
 * a blank or unreadable distance none, an unknown band short, an unknown mode public, the stun
 * setting only for a weapon that has one, the wild die only from a gamemaster's checkbox, the Force
 * point only when one may be spent (`readForcePointField`).
 *
 * @param fields the form's entries by name (`target.0.cover`, `target.0.distance`, `actions`, …)
 * @param setup the dialog's setup
 */
export function readAttackForm(fields: Record<string, string | undefined>, setup: AttackSetup): AttackForm {
  const actions = readWholeNumber(fields.actions).value;
  const band = fields.band as InRangeBand;
  return {
    actions: actions !== null ? Math.min(MOST_DECLARED_ACTIONS, Math.max(1, actions)) : 1,
    modifier: fields.modifier ?? "",
    stun: setup.weapon.source.system.stun === true && isOn(fields.stun),
    wildDie: setup.canToggleWildDie ? isOn(fields.wildDie) : setup.rules.wildDie,
    mode: toMessageMode(fields.mode) ?? "public",
    targets: setup.targets.map((_, i) => {
      const text = (fields[`target.${i}.distance`] ?? "").trim();
      const distance = text === "" ? Number.NaN : Number(text);
      return { cover: isOn(fields[`target.${i}.cover`]), distance: Number.isFinite(distance) && distance >= 0 ? distance : null };
    }),
    band: IN_RANGE_BANDS.includes(band) ? band : "short",
    cover: isOn(fields.cover),
    ...(readForcePointField(fields.forcePoint, setup.forcePoint) ? { forcePoint: true } : {}),
    ...(setup.combined ? { combinedToAttack: fields.combinedToAttack ?? formatModifier(setup.combined.bonus) } : {}),
  };
}

/** The fields as the dialog opens: one action, measured distances (to 0.1 m), no cover, the world's wild die. */
export function initialAttackForm(setup: AttackSetup, mode: MessageMode, actions = 1): AttackForm {
  return {
    actions,
    modifier: "",
    // The weapon's own setting: keeping it costs nothing, switching it 1D (Reglas).
    stun: setup.weapon.source.system.stun === true && setup.weapon.source.system.setToStun === true,
    wildDie: setup.rules.wildDie,
    mode,
    // Planned from the distance the field shows, so the first live update changes nothing.
    targets: setup.targets.map((target) => ({ cover: false, distance: target.distance === null ? null : Number(formatMeters(target.distance)) })),
    band: "short",
    cover: false,
    // Unsplit, the whole combined action bonus goes to the attack, the task's own roll.
    ...(setup.combined ? { combinedToAttack: formatModifier(setup.combined.bonus) } : {}),
  };
}

/** A code the rules cannot roll (a modifier of a hundred dice) as a message. */
function codeError(error: unknown): DialogMessage {
  if (error instanceof RuleArgumentError || error instanceof DieCodeError) {
    return { key: "SWD6.AttackDialog.error.code", data: { message: error.message } };
  }
  throw error;
}

/** A rules error as a message naming the target. */
function planError(target: AttackTarget, error: unknown): DialogMessage {
  if (error instanceof RuleArgumentError || error instanceof DieCodeError) {
    return { key: "SWD6.AttackDialog.error.targetPlan", data: { name: target.name, message: error.message } };
  }
  throw error;
}

/**
 * What the rules make of the dialog's fields (Grundregeln, R&E Rules and Reglas through `planAttack`):
 *
 * - a Force point spent this round, or with this attack, doubles the attacker's own codes: the skill,
 *   the Strength of "STR+" damage and the Control a lightsaber adds (Reglas, "Confiando en la Fuerza":
 *   "todos los códigos de habilidad o atributo se doblan"; `forcePointDieCode`), before any modifier;
 * - the skill loses the armor penalty (Dexterity skills) and takes the modifier first (`rollCode`);
 * - the multiple action penalty (`multipleActionPenalty`: -1D per action beyond the first, the
 *   actions of kept-up Force powers counted) and the
 *   wound penalty (`rollWoundPenalty`) are the attack's penalty dice;
 * - each target: `planAttack` with its distance, cover, scale, Strength and armor; the chance to hit
 *   with `rollOutlook` (the wild die as the form says, a mishap counted while the gamemaster has yet
 *   to decide); a ranged weapon needs a distance;
 * - one attack roll serves every target, so targets whose scale gives different attack codes cannot
 *   be attacked together;
 * - without a target the code is planned against a target of the weapon's own scale (no scale dice)
 *   and the difficulty is the declared band's (`rangedDifficulty`, cover included) or the melee
 *   weapon's.
 *
 * @param setup the dialog's setup
 * @param form the fields
 * @throws only what is not a rules error (a bug)
 */
export function summarizeAttack(setup: AttackSetup, form: AttackForm): AttackSummary {
  // Kept-up Force powers count as actions beside the declared ones (Reglas, `keptUpActions`).
  const declared = Array.from({ length: form.actions + setup.keptUpActions }, (): ActionKind => "action");
  const system = setup.weapon.source.system;
  const stunSwitch = system.stun === true ? stunSwitchPenalty(system.setToStun === true, form.stun, setup.drawDeclared === true) : 0;
  const penalty = { actions: multipleActionPenalty(declared), wound: rollWoundPenalty("skill", setup.wound), stunSwitch };
  let modifier = ZERO;
  // An attacker out of the fight makes no attack (rules: `woundAllowsRoll`); the summary stays for the dialog to show.
  let error: DialogMessage | null = setup.unconscious ? { key: "SWD6.Roll.cannotAct", data: { value: setup.attacker.name } } : null;
  try {
    modifier = parseModifierField(form.modifier);
  } catch (caught) {
    if (!(caught instanceof DieCodeError)) throw caught;
    error = { key: "SWD6.Roll.modifierInvalid", data: { value: form.modifier } };
  }
  if (setup.boundedModifier && beyondPlayerModifier(modifier)) {
    error ??= { key: "SWD6.Roll.modifierTooLarge", data: { value: form.modifier, most: formatDieCode(MOST_PLAYER_MODIFIER) } };
    modifier = ZERO;
  }
  const doubled = forcePointDoubles(setup.forcePoint, form.forcePoint);
  const own = { skill: setup.skill.code, strength: setup.strength, control: setup.control };
  if (doubled) {
    try {
      own.skill = forcePointDieCode(setup.skill.code);
      own.strength = forcePointDieCode(setup.strength);
      own.control = setup.control ? forcePointDieCode(setup.control) : null;
    } catch (caught) {
      error ??= codeError(caught);
    }
  }
  const combined = splitCombined(setup, form);
  if (combined.error) error ??= combined.error;
  let skill = own.skill;
  try {
    skill = rollCode(own.skill, { armorPenalty: setup.armorPenalty, modifier: addDieCodes(modifier, combined.split?.attack ?? ZERO) });
  } catch (caught) {
    error ??= codeError(caught);
  }
  const base = {
    skill,
    strength: own.strength,
    penalty: penalty.actions + penalty.wound + penalty.stunSwitch,
    weapon: setup.weapon.attack,
    edition: setup.rules.edition,
    ...(combined.split ? { damageBonus: combined.split.damage } : {}),
  } as const;
  // A lightsaber's damage adds the attacker's Control (Grundregeln and Reglas).
  const plan = (input: AttackInput): AttackPlan => (setup.weapon.lightsaber ? planLightsaberAttack(input, own.control) : planAttack(input));
  const mishap = scoringMishap(setup.rules.mishap);
  const outlookOf = (code: DieCode, difficulty: number) => rollOutlook(code, difficulty, { wildDie: form.wildDie, mishap });

  const targets = setup.targets.map((target, i): TargetOutcome => {
    const fields = form.targets[i] ?? { cover: false, distance: null };
    if (target.error) return { target, plan: null, outlook: null, error: target.error };
    if (!setup.weapon.melee && fields.distance === null) {
      const key = setup.weapon.source.space ? "SWD6.AttackDialog.error.distanceSpace" : "SWD6.AttackDialog.error.distance";
      return { target, plan: null, outlook: null, error: { key, data: { name: target.name } } };
    }
    try {
      const planned = plan({
        ...base,
        target: { scale: target.scale, resistance: target.resistance as DieCode, armor: target.armor },
        ...(fields.distance === null ? {} : { distance: fields.distance }),
        cover: fields.cover,
      });
      return { target, plan: planned, outlook: planned.difficulty === null ? null : outlookOf(planned.attack, planned.difficulty), error: null };
    } catch (caught) {
      return { target, plan: null, outlook: null, error: planError(target, caught) };
    }
  });

  let attack: DieCode | null = null;
  let untargeted: AttackSummary["untargeted"] = null;
  if (targets.length === 0) {
    try {
      const planned = plan({
        ...base,
        target: { scale: setup.weapon.attack.scale, resistance: own.strength, armor: null },
        distance: 0,
      });
      attack = planned.attack;
      const difficulty = setup.weapon.melee ? (planned.difficulty as number) : rangedDifficulty(form.band, { cover: form.cover, edition: setup.rules.edition });
      untargeted = { difficulty, outlook: outlookOf(attack, difficulty) };
    } catch (caught) {
      error ??= codeError(caught);
    }
  } else {
    const codes = targets.flatMap((outcome) => (outcome.plan ? [outcome.plan.attack] : []));
    attack = codes[0] ?? null;
    if (codes.some((code) => compareDieCodes(code, codes[0]) !== 0)) {
      error ??= { key: "SWD6.AttackDialog.error.mixedScales" };
      attack = null;
    }
  }
  error ??= targets.find((outcome) => outcome.error)?.error ?? null;
  // A code the penalties take down to 0D cannot be rolled (rules: `hasDiceToRoll`).
  if (attack !== null && !hasDiceToRoll(attack)) error ??= { key: "SWD6.Roll.noDice", data: { value: formatDieCode(attack) } };
  return {
    valid: error === null && attack !== null,
    error,
    attack,
    skill,
    penalty,
    modifier,
    targets,
    untargeted,
    forcePoint: doubled,
    base: own.skill,
    combined: combined.split,
  };
}

/**
 * The combined action bonus as the form splits it (`combinedCombatBonus`), or why it cannot be: a
 * part that is not a modifier, or that takes more dice or pips than the bonus holds.
 */
function splitCombined(setup: AttackSetup, form: AttackForm): { split: { attack: DieCode; damage: DieCode } | null; error: DialogMessage | null } {
  if (!setup.combined) return { split: null, error: null };
  const typed = typeof form.combinedToAttack === "string" ? form.combinedToAttack : formatModifier(setup.combined.bonus);
  const invalid = { split: null, error: { key: "SWD6.AttackDialog.error.combinedSplit", data: { value: typed, bonus: formatModifier(setup.combined.bonus) } } };
  try {
    return { split: combinedCombatBonus(setup.combined.bonus, parseModifierField(typed)), error: null };
  } catch (caught) {
    if (caught instanceof DieCodeError || caught instanceof RuleArgumentError) return invalid;
    throw caught;
  }
}

/** One target's row as the template and the live update show it. */
export interface TargetRowView {
  /** The band's name key (`SWD6.AttackDialog.band.short`, `….melee`, `….out-of-range`), or null without a plan. */
  bandKey: string | null;
  outOfRange: boolean;
  /** The difficulty number, or null out of range or without a plan. */
  difficulty: string | null;
  /** What scale adds, as a message (`+4D to attack and resist`), or null at the same scale. */
  scale: DialogMessage | null;
  attack: string | null;
  damage: string | null;
  resistance: string | null;
  chance: string | null;
  automaticKey: string | null;
  error: DialogMessage | null;
}

/** The summary as the template and the live update show it. */
export interface AttackSummaryView {
  valid: boolean;
  /** The attack code, or the skill's code as on the sheet while none can be planned. */
  code: string;
  /** The chance to hit of a lone target or of a shot without a target; null otherwise. */
  chance: string | null;
  error: DialogMessage | null;
  /** The multiple action penalty (`-1D`), or null for none. */
  actionPenalty: string | null;
  /** What switching the blaster's stun setting costs this attack (`-1D`), or null when it keeps its setting. */
  stunSwitch: string | null;
  /** Without a target: the difficulty number. */
  difficulty: string | null;
  rows: TargetRowView[];
  /** The combined action bonus as split (`+1D` to the attack, `+1D+2` to the damage); null without one. */
  combined: { attack: string; damage: string } | null;
}

/** What scale adds to one attack's rolls, as a message. */
function scaleMessage(setup: AttackSetup, target: AttackTarget): DialogMessage | null {
  const scale = scaleModifiers(setup.weapon.attack.scale, target.scale);
  if (scale.attack > 0) return { key: "SWD6.AttackDialog.scaleUp", data: { dice: formatModifier({ dice: scale.attack, pips: 0 }) } };
  if (scale.damage > 0) return { key: "SWD6.AttackDialog.scaleDown", data: { dice: formatModifier({ dice: scale.damage, pips: 0 }) } };
  return null;
}

/** One target's row. */
function rowView(setup: AttackSetup, outcome: TargetOutcome): TargetRowView {
  const plan = outcome.plan;
  const band = plan ? (plan.band ?? "melee") : null;
  return {
    bandKey: band ? `SWD6.AttackDialog.band.${band}` : null,
    outOfRange: band === "out-of-range",
    difficulty: plan?.difficulty === null || plan === null ? null : String(plan.difficulty),
    scale: outcome.target.error ? null : scaleMessage(setup, outcome.target),
    attack: plan ? formatDieCode(plan.attack) : null,
    damage: plan ? formatDieCode(plan.damage) : null,
    resistance: plan ? formatDieCode(plan.resistance) : null,
    chance: outcome.outlook ? formatChance(outcome.outlook.probability) : null,
    automaticKey: outcome.outlook?.automatic ? `SWD6.Roll.automatic.${outcome.outlook.automatic}` : null,
    error: outcome.error,
  };
}

/** The view of a summary. */
export function attackSummaryView(setup: AttackSetup, summary: AttackSummary): AttackSummaryView {
  const lone = summary.untargeted?.outlook ?? (summary.targets.length === 1 ? summary.targets[0].outlook : null);
  return {
    valid: summary.valid,
    code: formatDieCode(summary.attack ?? setup.skill.code),
    chance: lone ? formatChance(lone.probability) : null,
    error: summary.error,
    actionPenalty: summary.penalty.actions > 0 ? formatModifier({ dice: -summary.penalty.actions, pips: 0 }) : null,
    stunSwitch: summary.penalty.stunSwitch > 0 ? formatModifier({ dice: -summary.penalty.stunSwitch, pips: 0 }) : null,
    difficulty: summary.untargeted ? String(summary.untargeted.difficulty) : null,
    rows: summary.targets.map((outcome) => rowView(setup, outcome)),
    combined: summary.combined ? { attack: formatModifier(summary.combined.attack), damage: formatModifier(summary.combined.damage) } : null,
  };
}

/** The attack dialog template's context. */
export interface AttackDialogContext {
  /** A prefix for the fields' ids, unique per open dialog. */
  id: string;
  attackerName: string;
  weapon: {
    name: string;
    img: string;
    damage: string;
    damageKindKey: string;
    ranges: string | null;
    /** A melee weapon's difficulty level key. */
    difficultyKey: string | null;
    scaleKey: string;
    /** Fire control (`+2D`), or null for none. */
    fireControl: string | null;
    stunCapable: boolean;
  };
  skill: { label: string; code: string; fallback: boolean; weaponSkill: string };
  /** The armor penalty taken off the skill (`-1D`), or null. */
  armorPenalty: string | null;
  /** The Force powers kept up, counted in the multiple action penalty as this many actions; null for none. */
  keptUp: { actions: number } | null;
  unconscious: boolean;
  /** The Force point's line: offered (a checkbox), already spent this round (a note), or null. */
  forcePoint: ReturnType<typeof forcePointField>;
  /** The combined action bonus the attacker holds (`+2D+2`) and what his group does; null without one. */
  combined: { bonus: string; label: string } | null;
  form: AttackForm;
  targets: {
    index: number;
    name: string;
    scaleKey: string;
    /** The distance field's value (meters, rounded to 0.1), "" when unknown. */
    distance: string;
    cover: boolean;
    row: TargetRowView;
  }[];
  /** More than one target: one attack roll is made against them all. */
  multipleTargets: boolean;
  /** The unit of the ranges and distances: meters, or space units for a starship's weapon in space (label keys). */
  units: { short: string; distance: string; ranges: string };
  /** Without a target: the bands to declare the shot at, with their difficulty numbers. */
  bands: { value: InRangeBand; labelKey: string; difficulty: number; selected: boolean }[];
  melee: boolean;
  modes: { value: MessageMode; labelKey: string; selected: boolean }[];
  mostActions: number;
  wound: { levelKey: string; penalty: string | null } | null;
  canToggleWildDie: boolean;
  summary: AttackSummaryContext;
}

/** A distance as the field shows it: meters to one decimal, trailing zero dropped. */
export function formatMeters(meters: number | null): string {
  return meters === null ? "" : String(Math.round(meters * 10) / 10);
}

/**
 * The attack dialog template's context for a setup and the fields' values.
 * @param id a prefix for the fields' ids
 */
export function attackDialogContext(setup: AttackSetup, form: AttackForm, id: string): AttackDialogContext {
  const summary = attackSummaryContext(setup, form);
  const system = setup.weapon.source.system;
  const woundPenalty = rollWoundPenalty("skill", setup.wound);
  const fireControl = setup.weapon.attack.fireControl ?? ZERO;
  return {
    id,
    attackerName: setup.attacker.name,
    weapon: {
      name: setup.weapon.source.name,
      img: setup.weapon.source.img,
      damage: system.damage,
      damageKindKey: termLabel("damageKinds", setup.weapon.attack.damageKind),
      ranges: setup.weapon.attack.ranges ?? null,
      difficultyKey: setup.weapon.melee ? termLabel("difficultyLevels", meleeLevel(setup.weapon.attack.difficulty ?? "")) : null,
      scaleKey: termLabel("scales", setup.weapon.attack.scale),
      fireControl: fireControl.dice !== 0 || fireControl.pips !== 0 ? formatModifier(fireControl) : null,
      stunCapable: system.stun === true,
    },
    skill: { label: setup.skill.label, code: formatDieCode(setup.skill.code), fallback: setup.skill.fallback, weaponSkill: setup.skill.weaponSkill },
    armorPenalty:
      setup.armorPenalty.dice !== 0 || setup.armorPenalty.pips !== 0
        ? formatModifier({ dice: -setup.armorPenalty.dice + 0, pips: -setup.armorPenalty.pips + 0 })
        : null,
    keptUp: setup.keptUpActions > 0 ? { actions: setup.keptUpActions } : null,
    unconscious: setup.unconscious,
    forcePoint: forcePointField(setup.forcePoint, form.forcePoint),
    combined: setup.combined ? { bonus: formatModifier(setup.combined.bonus), label: setup.combined.label } : null,
    form,
    targets: setup.targets.map((target, index) => ({
      index,
      name: target.name,
      scaleKey: `SWD6.Scale.${target.scale}`,
      distance: formatMeters(form.targets[index]?.distance ?? null),
      cover: form.targets[index]?.cover ?? false,
      row: summary.rows[index],
    })),
    multipleTargets: setup.targets.length > 1,
    units: setup.weapon.source.space
      ? { short: "SWD6.AttackDialog.spaceUnitsShort", distance: "SWD6.AttackDialog.distanceSpace", ranges: "SWD6.Weapon.spaceRanges" }
      : { short: "SWD6.AttackDialog.metersShort", distance: "SWD6.AttackDialog.distance", ranges: "SWD6.Weapon.ranges" },
    bands: IN_RANGE_BANDS.map((value) => ({
      value,
      labelKey: `SWD6.AttackDialog.band.${value}`,
      difficulty: rangedDifficulty(value, { edition: setup.rules.edition }),
      selected: value === form.band,
    })),
    melee: setup.weapon.melee,
    modes: MESSAGE_MODES.map((value) => ({ value, labelKey: `SWD6.Roll.mode.${value}`, selected: value === form.mode })),
    mostActions: MOST_DECLARED_ACTIONS,
    wound:
      setup.wound.level === "none"
        ? null
        : { levelKey: `SWD6.Wound.${setup.wound.level}`, penalty: woundPenalty > 0 ? formatModifier({ dice: -woundPenalty, pips: 0 }) : null },
    canToggleWildDie: setup.canToggleWildDie,
    summary,
  };
}

/** A melee difficulty as stored or printed ("very-easy", "Very Easy (club)") as its level key. */
function meleeLevel(printed: string): string {
  return printed
    .replace(/\([^)]*\)/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-");
}

/** The attack dialog's summary part's context: the summary, and each target's name with its row. */
export interface AttackSummaryContext extends AttackSummaryView {
  targets: { index: number; name: string; row: TargetRowView }[];
  /** No token is targeted: the summary shows the declared band's difficulty. */
  untargeted: boolean;
  ready: boolean;
}

/** The summary part's context for the fields' values. */
export function attackSummaryContext(setup: AttackSetup, form: AttackForm): AttackSummaryContext {
  const view = attackSummaryView(setup, summarizeAttack(setup, form));
  return {
    ...view,
    targets: setup.targets.map((target, index) => ({ index, name: target.name, row: view.rows[index]! })),
    untargeted: setup.targets.length === 0,
    ready: view.valid,
  };
}

/**
 * The attack dialog's spec for the roll dialog window: its fields (each target's distance and cover,
 * or the declared band; actions, modifier, stun, wild die, who sees it) read by
 * {@link readAttackForm}; its summary (each target's band, difficulty, codes and chance, the attack
 * code) by {@link attackSummaryContext}, Roll enabled only while the rules can plan the attack. The
 * first distance that could not be measured has the focus, else the declared actions.
 * @param setup the dialog's setup
 * @param id a prefix for the fields' ids, unique per open dialog
 */
export function attackDialogSpec(setup: AttackSetup, id: string): RollDialogSpec<AttackForm, AttackSummaryContext> {
  return {
    parts: rollDialogParts("attack-dialog"),
    readForm: (fields) => readAttackForm(fields, setup),
    adjustFields: (changed, _form, committed) => keepWholeNumber(changed, "actions", committed),
    fieldsContext: (form) => attackDialogContext(setup, form, id) as unknown as Record<string, unknown>,
    summaryContext: (form) => attackSummaryContext(setup, form),
    rollButton: { label: "SWD6.AttackDialog.roll", icon: "fa-solid fa-crosshairs" },
    firstField: (form) =>
      [...form.querySelectorAll<HTMLInputElement>('input[name$=".distance"]')].find((input) => input.value === "") ??
      form.querySelector<HTMLInputElement>('input[name="actions"]'),
  };
}
