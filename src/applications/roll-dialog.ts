/**
 * The roll dialog: difficulty, modifiers, declared actions and who sees the roll, with the final code
 * and its chance of success recomputed as the player types; then the roll goes to chat. It is a roll
 * dialog of the one roll dialog window (roll-config/roll-config-dialog.ts).
 *
 * The pure parts (reading the form, the summary, the parts' contexts, the dialog's spec) are exported
 * for tests; only {@link openRollDialog} and what it calls touch Foundry.
 */
import { MESSAGE_MODES, type MessageMode, applyMessageMode, currentMessageMode, toMessageMode } from "../compat.ts";
import { formatChance } from "../dice/roll-card.ts";
import type { D6Roll } from "../dice/d6-roll.ts";
import { type D6RollKind, rollD6 } from "../dice/pipeline/roll-d6.ts";
import { type D6RollOptions, type MishapHandling, labelKeyFor, scoringMishap } from "../dice/d6-roll-data.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import { type RollPoints, characterPointRollOf } from "../dice/roll-points.ts";
import { currentMoment } from "../dice/force-point-round.ts";
import { type ForcePointOffer, forcePointDoubles as offerDoubles, forcePointField, readForcePointField } from "./roll-config/force-point-field.ts";
import { atTheRoll, forcePointOfferFor, spendForcePointFor } from "./force-point-spend.ts";
import { forcePointDieCode } from "../rules/characters/force-points.ts";
import { hasDiceToRoll } from "../rules/dice/skill-code.ts";
import { woundAllowsRoll } from "../rules/damage/wounds.ts";
import {
  MOST_DECLARED_ACTIONS,
  type RollOutlook,
  type RollPlan,
  parseModifierField,
  planRoll,
  rollOutlook,
  rollWoundPenalty,
  woundRollKindOf,
} from "../dice/roll-modifiers.ts";
import { type DamageModel, WOUND_LEVELS, type WoundLevel } from "../rules/damage/damage.ts";
import { DIE_CODE_LIMIT, type DieCode, DieCodeError, checkRollable, formatDieCode, formatModifier } from "../rules/dice/die-code.ts";
import {
  DIFFICULTY_LEVELS,
  DIFFICULTY_RANGES,
  type DifficultyEdition,
  type DifficultyLevel,
  difficultyLevelOf,
  difficultyNumberFor,
} from "../rules/dice/difficulty.ts";
import { difficultyEdition, getRuleSetting } from "../settings.ts";
import { beingData } from "../data/document-data.ts";
import { type FieldRefusal, type RollDialogSpec, rollDialogParts } from "./roll-config/roll-config-parts.ts";
import { openRollConfigDialog } from "./roll-config/roll-config-dialog.ts";
import { opensDialog } from "./roll-config/skip-dialog.ts";
import { keepWholeNumber, readWholeNumber } from "./number-input.ts";
import { isKnockedOut } from "../documents/knock-out.ts";
import { termLabel } from "../game-terms.ts";

/** The dialog's fields as read from the form. */
export interface RollForm {
  /** The difficulty number, or null when none is set (the card then shows no success or failure). */
  difficulty: number | null;
  /** The difficulty field's text when it is not a whole number: the roll is refused until it is. Absent: none. */
  difficultyInvalid?: string;
  difficultyLevel: DifficultyLevel | null;
  /** The modifier field's text, as typed. */
  modifier: string;
  actions: number;
  wildDie: boolean;
  mode: MessageMode;
  /** Spend a Force point now: the dice are doubled for the round (Reglas). Absent: no. */
  forcePoint?: boolean;
}

/** What the dialog knows besides its fields: the roll asked for and the rules in force. */
export interface RollSetup {
  label: string;
  actorName: string | null;
  base: RollRequest["code"];
  kind: RollRequest["kind"];
  /** The roller's wound level and the world's damage model; null without a character. */
  wound: { level: WoundLevel; model: DamageModel } | null;
  /** A stun hit knocked the roller out (documents/knock-out.ts): he makes no roll but to resist damage or heal. Absent: no. */
  knockedOut?: boolean;
  /** What the roller's worn armor takes off this Dexterity roll (an amount); absent or null: nothing. */
  armorPenalty?: DieCode | null;
  /** The actions the roller's Force powers kept "up" count as (`keptUpActions`); absent or 0: none. */
  keptUpActions?: number;
  /** The world's mishap handling. */
  mishap: MishapHandling;
  /** The table a difficulty level's starting number comes from. */
  edition: DifficultyEdition;
  /** The world's wild die setting, and whether this user may change it for the roll (gamemasters). */
  wildDie: boolean;
  canToggleWildDie: boolean;
  /**
   * The roller's Force point: `active` when one was spent this round (the code is doubled without
   * asking), `available` when one may be spent now (the roller owns the character and has points
   * left); absent or null for a roll without a character.
   */
  forcePoint?: ForcePointOffer | null;
}

/** The dialog's verdict on its fields: a plan to roll, or the reason it cannot be rolled. */
export type RollSummary = { valid: true; plan: RollPlan; outlook: RollOutlook | null } | { valid: false; error: { key: string; value: string } };

/**
 * Reads the dialog's fields (FormData entries, all text): a blank difficulty is none, one that is not
 * a whole number is kept as `difficultyInvalid` (`readWholeNumber`),
 * an unknown level none, actions clamped to 1-{@link MOST_DECLARED_ACTIONS}, an unknown mode public,
 * the wild die only from a gamemaster's checkbox (a player's keeps the world's setting), the Force
 * point (present only when checked) only when one may be spent.
 *
 * @param fields the form's entries by name
 * @param setup the dialog's setup
 */
export function readRollForm(fields: Record<string, string | undefined>, setup: RollSetup): RollForm {
  const difficulty = readWholeNumber(fields.difficulty);
  const level = fields.difficultyLevel as DifficultyLevel;
  const actions = readWholeNumber(fields.actions).value;
  return {
    difficulty: difficulty.value,
    ...(difficulty.invalid ? { difficultyInvalid: String(fields.difficulty).trim() } : {}),
    difficultyLevel: DIFFICULTY_LEVELS.includes(level) ? level : null,
    modifier: fields.modifier ?? "",
    actions: actions !== null ? Math.min(MOST_DECLARED_ACTIONS, Math.max(1, actions)) : 1,
    wildDie: setup.canToggleWildDie ? fields.wildDie === "on" || fields.wildDie === "true" : setup.wildDie,
    mode: toMessageMode(fields.mode) ?? "public",
    ...(readForcePointField(fields.forcePoint, setup.forcePoint) ? { forcePoint: true } : {}),
  };
}

/** Whether the roll's code is doubled by a Force point: one spent this round, or one spent now. */
export function forcePointDoubles(setup: RollSetup, form: RollForm): boolean {
  return offerDoubles(setup.forcePoint, form.forcePoint);
}

/**
 * The final code and its outlook for the dialog's fields (the base code doubled by a Force point,
 * `forcePointDieCode`), or the error that keeps the roll button disabled: a modifier that is not one
 * (`SWD6.Roll.modifierInvalid` with the text as `value`), a code past the dice the rules roll
 * (`SWD6.Roll.tooManyDice`), a code left with no dice (`SWD6.Roll.noDice`, rules: `hasDiceToRoll`,
 * with the code as `value`), a difficulty that is not a whole number (`SWD6.Roll.difficultyInvalid`), or
 * a roller whose wound, or a stun knock-out, keeps him out of the fight (`SWD6.Roll.cannotAct`, rules:
 * `woundAllowsRoll`; the Strength roll to resist damage and the natural healing roll are still made).
 *
 * @param setup the dialog's setup
 * @param form the fields
 */
export function summarizeRoll(setup: RollSetup, form: RollForm): RollSummary {
  const outOfFight = setup.knockedOut === true && woundRollKindOf(setup.kind) === "standard";
  if (outOfFight || (setup.wound && !woundAllowsRoll(setup.wound.level, setup.wound.model, woundRollKindOf(setup.kind)))) {
    return { valid: false, error: { key: "SWD6.Roll.cannotAct", value: setup.actorName ?? setup.label } };
  }
  if (form.difficultyInvalid !== undefined) return { valid: false, error: { key: "SWD6.Roll.difficultyInvalid", value: form.difficultyInvalid } };
  const planned = planDialogRoll(setup, form);
  if ("error" in planned) return { valid: false, error: planned.error };
  const { plan } = planned;
  if (!hasDiceToRoll(plan.code)) return { valid: false, error: { key: "SWD6.Roll.noDice", value: formatDieCode(plan.code) } };
  const mishap = scoringMishap(setup.mishap);
  const outlook = form.difficulty === null ? null : rollOutlook(plan.code, form.difficulty, { wildDie: form.wildDie, mishap });
  return { valid: true, plan, outlook };
}

/** The plan of the dialog's fields, or why the modifier or the dice cannot make one; a plan may still have no dice. */
function planDialogRoll(setup: RollSetup, form: RollForm): { plan: RollPlan } | { error: { key: string; value: string } } {
  let modifier;
  try {
    modifier = parseModifierField(form.modifier);
  } catch (error) {
    if (error instanceof DieCodeError) return { error: { key: "SWD6.Roll.modifierInvalid", value: form.modifier } };
    throw error;
  }
  try {
    // Reglas: the character's own code is doubled; the round's modifiers come afterwards, undoubled.
    const plan = planRoll({
      base: forcePointDoubles(setup, form) ? forcePointDieCode(setup.base) : setup.base,
      kind: setup.kind,
      actions: form.actions,
      wound: setup.wound,
      modifier,
      ...(setup.armorPenalty ? { armorPenalty: setup.armorPenalty } : {}),
      ...(setup.keptUpActions ? { keptUpActions: setup.keptUpActions } : {}),
    });
    // A code past the dice the rules roll (a +99D modifier, a doubled 60D) is refused here, where
    // the dialog shows it, and never reaches the roll.
    checkRollable(plan.code);
    return { plan };
  } catch (error) {
    if (error instanceof DieCodeError) return { error: { key: "SWD6.Roll.tooManyDice", value: String(DIE_CODE_LIMIT) } };
    throw error;
  }
}

/** The summary as the template and the live update show it. */
export interface SummaryView {
  valid: boolean;
  /** The final code, or the base code while the modifier is invalid. */
  code: string;
  chance: string | null;
  automaticKey: string | null;
  error: { key: string; value: string } | null;
  /** The multiple action penalty, `-2D`, or null for none. */
  actionPenalty: string | null;
}

/** The view of a summary. */
export function summaryView(setup: RollSetup, summary: RollSummary): SummaryView {
  if (!summary.valid) {
    return { valid: false, code: formatDieCode(setup.base), chance: null, automaticKey: null, error: summary.error, actionPenalty: null };
  }
  const actions = summary.plan.modifiers.find((m) => m.source === "actions");
  return {
    valid: true,
    code: formatDieCode(summary.plan.code),
    chance: summary.outlook ? formatChance(summary.outlook.probability) : null,
    automaticKey: summary.outlook?.automatic ? `SWD6.Roll.automatic.${summary.outlook.automatic}` : null,
    error: null,
    actionPenalty: actions ? formatModifier(actions.amount) : null,
  };
}

/** The roll dialog template's context. */
export interface RollDialogContext {
  /** A prefix for the fields' ids, unique per open dialog. */
  id: string;
  label: string;
  actorName: string | null;
  base: string;
  form: RollForm;
  levels: { value: DifficultyLevel; labelKey: string; range: string; selected: boolean }[];
  modes: { value: MessageMode; labelKey: string; selected: boolean }[];
  mostActions: number;
  wound: { levelKey: string; penalty: string | null; resisting: boolean } | null;
  /** The worn armor's Dexterity penalty as a modifier (`-1D`), or null when armor takes nothing off this roll. */
  armorPenalty: string | null;
  canToggleWildDie: boolean;
  /** The Force point's line: offered (a checkbox), already spent this round (a note), or null. */
  forcePoint: ReturnType<typeof forcePointField>;
  summary: RollSummaryView;
}

/** The summary part's context: the summary, the kept-up powers' penalty, and whether Roll is enabled. */
export interface RollSummaryView extends SummaryView {
  /** The Force powers kept up: the actions they count as and the dice they take off, or null. */
  keptUp: { actions: number; penalty: string } | null;
  ready: boolean;
}

/** The summary part's context for the fields' values. */
export function rollSummaryContext(setup: RollSetup, form: RollForm): RollSummaryView {
  const view = summaryView(setup, summarizeRoll(setup, form));
  return { ...view, keptUp: keptUpLine(setup, form), ready: view.valid };
}

/** An armor penalty amount as the modifier it is (`{ dice: 1, pips: 0 }` is `-1D`), or null for none. */
function armorModifier(penalty: DieCode | null | undefined): string | null {
  if (!penalty || (penalty.dice === 0 && penalty.pips === 0)) return null;
  return formatModifier({ dice: -penalty.dice + 0, pips: -penalty.pips + 0 });
}

/** The kept-up powers' line: their actions and the dice the plan's `keptUp` modifier takes off, or null. */
function keptUpLine(setup: RollSetup, form: RollForm): RollSummaryView["keptUp"] {
  if (!setup.keptUpActions) return null;
  const planned = planDialogRoll(setup, { ...form, modifier: "" });
  const modifier = "plan" in planned ? planned.plan.modifiers.find((m) => m.source === "keptUp") : undefined;
  return { actions: setup.keptUpActions, penalty: modifier ? formatModifier(modifier.amount) : formatModifier({ dice: 0, pips: 0 }) };
}

/**
 * The roll dialog template's context for a setup and the fields' values.
 * @param id a prefix for the fields' ids
 */
export function rollDialogContext(setup: RollSetup, form: RollForm, id: string): RollDialogContext {
  const penalty = rollWoundPenalty(setup.kind, setup.wound);
  return {
    id,
    label: setup.label,
    actorName: setup.actorName,
    base: formatDieCode(setup.base),
    form,
    levels: DIFFICULTY_LEVELS.map((value) => {
      const { min, max } = DIFFICULTY_RANGES[value];
      return {
        value,
        labelKey: termLabel("difficultyLevels", value),
        range: max === null ? `${min}+` : `${min}–${max}`,
        selected: value === form.difficultyLevel,
      };
    }),
    modes: MESSAGE_MODES.map((value) => ({ value, labelKey: `SWD6.Roll.mode.${value}`, selected: value === form.mode })),
    mostActions: MOST_DECLARED_ACTIONS,
    wound: setup.wound
      ? {
          levelKey: termLabel("woundLevels", setup.wound.level),
          penalty: penalty > 0 ? formatModifier({ dice: -penalty, pips: 0 }) : null,
          resisting: setup.kind === "resistance",
        }
      : null,
    armorPenalty: armorModifier(setup.armorPenalty),
    canToggleWildDie: setup.canToggleWildDie,
    forcePoint: forcePointField(setup.forcePoint, form.forcePoint),
    summary: rollSummaryContext(setup, form),
  };
}

export { currentMoment };

/** The world's rules and the roller, as the dialog needs them. */
function setupFor(request: RollRequest): RollSetup {
  const wildDie = getRuleSetting("wildDie") === "on";
  const level = beingData(request.actor)?.woundLevel;
  return {
    label: request.label,
    actorName: request.actor?.name ?? null,
    base: request.code,
    kind: request.kind,
    wound: WOUND_LEVELS.includes(level as WoundLevel) ? { level: level as WoundLevel, model: getRuleSetting("damageModel") } : null,
    armorPenalty: request.armorPenalty ?? null,
    ...(isKnockedOut(request.actor) ? { knockedOut: true } : {}),
    ...(request.keptUpActions ? { keptUpActions: request.keptUpActions } : {}),
    mishap: getRuleSetting("mishap"),
    edition: difficultyEdition(),
    wildDie,
    canToggleWildDie: game.user.isGM,
    forcePoint: forcePointOfferFor(request.actor),
  };
}

/**
 * Keeps the difficulty's number and level together, and refuses a difficulty that is not a whole
 * number once the player is done with the field: "2e1", "1e3" and "3.5" (which a browser's number input
 * may take as numbers) get the field's last whole value back (its `defaultValue`, the value it opened
 * with or last took), and the refusal is returned for the player to see. While he types, the summary
 * shows the refusal and Roll waits.
 * @param changed the field that changed
 * @param form the dialog's form
 * @param committed whether the player is done with the field ("change") or still typing ("input")
 * @param edition the table a level's starting number comes from
 * @returns the refusal (SWD6.Roll.difficultyRefused, or difficultyRefusedBlank when the kept value is blank), else null
 */
export function adjustDifficulty(changed: HTMLElement, form: HTMLFormElement, committed: boolean, edition: DifficultyEdition): FieldRefusal | null {
  const difficulty = form.querySelector<HTMLInputElement>('input[name="difficulty"]');
  const level = form.querySelector<HTMLSelectElement>('select[name="difficultyLevel"]');
  if (!difficulty || !level) return null;
  if (changed === level && level.value) {
    difficulty.value = String(difficultyNumberFor(level.value as DifficultyLevel, edition));
    difficulty.defaultValue = difficulty.value;
    return null;
  }
  if (changed !== difficulty) return null;
  const typed = difficulty.value.trim();
  const read = readWholeNumber(typed);
  // A browser's number input shows text it cannot read as a number ("1e") with an empty value.
  const invalid = read.invalid || difficulty.validity?.badInput === true;
  if (invalid && committed) {
    const kept = difficulty.defaultValue;
    difficulty.value = kept;
    const number = readWholeNumber(kept).value;
    level.value = number === null ? "" : difficultyLevelOf(number);
    return number === null
      ? { key: "SWD6.Roll.difficultyRefusedBlank", data: { value: typed } }
      : { key: "SWD6.Roll.difficultyRefused", data: { value: typed, kept } };
  }
  level.value = read.value === null ? "" : difficultyLevelOf(read.value);
  if (committed && !invalid) difficulty.defaultValue = typed;
  return null;
}

/**
 * The roll dialog's spec for the roll dialog window: its parts, its fields read by
 * {@link readRollForm}, its summary by {@link rollSummaryContext}. Choosing a difficulty level fills
 * in its starting number for the world's edition; typing a number selects the level it falls in.
 * @param setup the dialog's setup
 * @param id a prefix for the fields' ids, unique per open dialog
 */
export function rollDialogSpec(setup: RollSetup, id: string): RollDialogSpec<RollForm, RollSummaryView> {
  return {
    parts: rollDialogParts("roll-dialog"),
    readForm: (fields) => readRollForm(fields, setup),
    fieldsContext: (form) => rollDialogContext(setup, form, id) as unknown as Record<string, unknown>,
    summaryContext: (form) => rollSummaryContext(setup, form),
    rollButton: { label: "SWD6.Roll.roll", icon: "fa-solid fa-dice-d6" },
    adjustFields: (changed, form, committed) => adjustDifficulty(changed, form, committed, setup.edition) ?? keepWholeNumber(changed, "actions", committed),
    firstField: (form) => form.querySelector<HTMLInputElement>('input[name="difficulty"]'),
  };
}

/** The pipeline's kind (which names the roll's hooks) of each kind of request. */
const ROLL_HOOK_KINDS: Record<RollRequest["kind"], D6RollKind> = {
  attribute: "attribute",
  skill: "skill",
  resistance: "resistance",
  "natural-healing": "healing",
  free: "code",
};

/** Rolls the plan and posts it to chat, visible as the form says on v13 and v14 alike. */
async function postRoll(request: RollRequest, setup: RollSetup, form: RollForm, plan: RollPlan, outlook: RollOutlook | null): Promise<D6Roll | null> {
  const options: D6RollOptions = {
    label: setup.label,
    ...labelKeyFor(setup.label, request.labelKey, request.labelData, (key, data) => game.i18n.format(key, data)),
    actorName: setup.actorName,
    base: plan.base,
    code: plan.code,
    modifiers: plan.modifiers,
    wildDie: form.wildDie,
    mishap: setup.mishap,
    difficulty: form.difficulty,
    difficultyLevel: form.difficulty === null ? null : form.difficultyLevel,
    probability: outlook?.probability ?? null,
    automatic: outlook?.automatic ?? null,
  };
  if (request.actor) {
    const points: RollPoints = { roll: characterPointRollOf(request.kind), forcePoint: forcePointDoubles(setup, form), characterPoints: [] };
    options.points = points;
  }
  const roll = await rollD6(ROLL_HOOK_KINDS[request.kind], options, request.actor);
  if (!roll) return null;
  const messageClass = ChatMessage.implementation;
  const data = {
    speaker: messageClass.getSpeaker({ actor: request.actor ?? undefined }),
    rolls: [roll],
    sound: CONFIG.sounds.dice,
  };
  // compat's structural type of the class stands for both v13's applyRollMode and v14's applyMode.
  applyMessageMode(messageClass as never, data, form.mode);
  const message = await messageClass.create(data);
  // The Force point is spent once the roll's message exists: a roll that is never posted costs nothing.
  if (!message) return null;
  if (form.forcePoint && request.actor && !(await spendForcePointFor(request.actor, message))) return null;
  return roll;
}

/**
 * The difficulty a request opens the dialog with: its number (and the level it falls in), else its
 * level (and that level's starting number in the world's table), else none.
 */
export function initialDifficulty(
  request: Pick<RollRequest, "difficulty" | "difficultyLevel">,
  edition: DifficultyEdition,
): Pick<RollForm, "difficulty" | "difficultyLevel"> {
  if (request.difficulty !== undefined) return { difficulty: request.difficulty, difficultyLevel: difficultyLevelOf(request.difficulty) };
  if (request.difficultyLevel) return { difficulty: difficultyNumberFor(request.difficultyLevel, edition), difficultyLevel: request.difficultyLevel };
  return { difficulty: null, difficultyLevel: null };
}

/**
 * Opens the roll dialog for a request and, when the player rolls, posts the roll to chat.
 * Enter rolls, Escape cancels; the difficulty field has the focus. A roller whose wound or stun
 * knock-out keeps him out of the fight gets the localized reason and no dialog.
 *
 * @param request who rolls what, from which base code; `request.actions` presets the declared actions
 * @param configure false rolls at once as the request stands (no dialog: the request's difficulty,
 *   modifier and actions, the world's wild die, the user's roll mode); absent, a held Shift key does
 *   the same (`opensDialog`)
 * @returns the roll once posted, or null when the dialog was closed without rolling or a
 *   `swd6rpg.preRoll<Kind>` listener cancelled the roll
 */
export async function openRollDialog(request: RollRequest, configure?: boolean): Promise<D6Roll | null> {
  const setup = setupFor(request);
  const initial: RollForm = {
    ...initialDifficulty(request, setup.edition),
    modifier: request.modifier ?? "",
    actions: Math.min(Math.max(Math.trunc(request.actions ?? 1), 1), MOST_DECLARED_ACTIONS),
    wildDie: setup.wildDie,
    mode: currentMessageMode(game.settings),
  };
  // A roller out of the fight is told so at once; no dialog opens for a roll he cannot make.
  const opening = summarizeRoll(setup, initial);
  if (!opening.valid && opening.error.key === "SWD6.Roll.cannotAct") {
    ui.notifications?.warn(game.i18n.format(opening.error.key, { value: opening.error.value }));
    return null;
  }
  const id = `swd6-roll-${foundry.utils.randomID()}`;
  const chosen = opensDialog(configure)
    ? await openRollConfigDialog(rollDialogSpec(setup, id), initial, { title: game.i18n.format("SWD6.Roll.title", { label: request.label }) })
    : initial;
  if (!chosen) return null;
  // The Force point as it stands at the roll: one spent since the dialog opened doubles it without another.
  const atRoll = atTheRoll(request.actor, setup, chosen);
  if (!atRoll) return null;
  const { setup: now, form } = atRoll;
  const summary = summarizeRoll(now, form);
  if (!summary.valid) {
    ui.notifications?.warn(game.i18n.format(summary.error.key, { value: summary.error.value }));
    return null;
  }
  return postRoll(request, now, form, summary.plan, summary.outlook);
}
