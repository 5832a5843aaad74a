/**
 * Healing from the character sheet: the "Heal" button opens a dialog that shows what the rules say
 * for the patient's wound level (medpac difficulty, natural healing rest days, bacta tank time); the
 * chosen kind is rolled (a Strength roll through the roll dialog, a first aid roll through the roll
 * dialog against the medpac difficulty, the tank's dice) and posted as a healing card, which the
 * patient's owner or the gamemaster applies from the chat (src/chat/healing-card.ts).
 */
import { SYSTEM_ID, SYSTEM_PATH } from "../../constants.ts";
import {
  HEALING_CARD_FLAG,
  HealingFlowError,
  type HealingCardState,
  type HealingRules,
  type MedpacRecord,
  gameDay,
  healingCard,
  healingCardContext,
  healingPreview,
  medpacsOn,
} from "../../data/message/healing-card-flow.ts";
import type { RollRequest } from "../../dice/roll-request.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import { WOUND_LEVELS, type WoundLevel } from "../../rules/damage/damage.ts";
import { bactaTankTime } from "../../rules/damage/healing.ts";
import { formatDieCode } from "../../rules/dice/die-code.ts";
import { getRuleSetting } from "../../settings.ts";
import { openRollDialog } from "../roll-dialog.ts";
import { type HealerChoice, type HealingDialogContext, healingDialogContext, readHealingForm } from "./healing-dialog-view.ts";
import { formFields } from "../form-fields.ts";

/** The healing card's template. */
export const HEALING_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/healing-card.hbs`;

/** The healing dialog's template. */
export const HEALING_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/apps/healing-dialog.hbs`;

/** The skill key of first aid, the medpac roll (tables.json `healing.medpac`). */
const FIRST_AID_KEY = "first-aid";

/** A medpac used on oneself costs -1D on the roll (rules: `medpacDifficulty`). */
const SELF_TREATMENT_MODIFIER = "-1D";

/** The world's rules for the flow: the damage model and the difficulty table the roll dialog uses. */
function healingRules(): HealingRules {
  return { model: getRuleSetting("damageModel"), edition: getRuleSetting("wildDie") === "on" ? "revised" : "first" };
}

function woundLevelOf(actor: Actor.Implementation): WoundLevel {
  const level = (actor.system as { woundLevel?: unknown }).woundLevel;
  return WOUND_LEVELS.includes(level as WoundLevel) ? (level as WoundLevel) : "none";
}

function medpacRecordOf(actor: Actor.Implementation): Partial<MedpacRecord> | undefined {
  return (actor.system as { healing?: Partial<MedpacRecord> }).healing;
}

/** The healer's first aid roll: the first aid skill when the healer has it, else Technical (its attribute). */
function firstAidRequest(healer: Actor.Implementation): RollRequest {
  const actor = healer as unknown as SWD6Actor;
  const skill = healer.items.find((item) => item.type === "skill" && (item.system as { key?: string }).key === FIRST_AID_KEY);
  if (skill?.id) return actor.skillRollRequest(skill.id);
  return { ...actor.attributeRollRequest("tec"), label: game.i18n.localize("SWD6.Healing.firstAid") };
}

/** Who may use a medpac on the patient: the patient itself and the user's own character, when the user owns them. */
function healersFor(patient: Actor.Implementation): { choice: HealerChoice; actor: Actor.Implementation }[] {
  const candidates = [patient, game.user.character as Actor.Implementation | null | undefined];
  const seen = new Set<string>();
  return candidates
    .filter((actor): actor is Actor.Implementation => !!actor && actor.type === "character" && actor.isOwner)
    .filter((actor) => !seen.has(actor.uuid) && seen.add(actor.uuid) !== undefined)
    .map((actor) => ({
      actor,
      choice: { uuid: actor.uuid, name: actor.name ?? "", code: formatDieCode(firstAidRequest(actor).code), self: actor.uuid === patient.uuid },
    }));
}

/**
 * The card's HTML for a state, in this client's language.
 * @param card the card
 */
export function renderHealingCardContent(card: HealingCardState): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(HEALING_CARD_TEMPLATE, healingCardContext(card) as never);
}

/** Posts a healing card, spoken by the healer (the patient for natural healing and bacta). */
async function postHealingCard(card: HealingCardState, speaker: Actor.Implementation): Promise<void> {
  const messages = ChatMessage.implementation;
  await messages.create({
    content: await renderHealingCardContent(card),
    speaker: messages.getSpeaker({ actor: speaker }),
    flags: { [SYSTEM_ID]: { [HEALING_CARD_FLAG]: card } },
  } as never);
}

/** Asks the dialog; resolves to its form's entries, or null when closed. */
async function askChoice(context: HealingDialogContext): Promise<Record<string, string> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(HEALING_DIALOG_TEMPLATE, context as never);
  const fields = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("SWD6.Healing.title", { name: context.patientName }), icon: "fa-solid fa-heart-pulse" },
    classes: [SYSTEM_ID, "swd6-healing-window"],
    position: { width: 440 },
    content,
    buttons: [
      {
        action: "roll",
        label: "SWD6.Healing.roll",
        icon: "fa-solid fa-dice-d6",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => (button.form ? formFields(button.form) : {}),
      },
      { action: "cancel", label: "SWD6.Roll.cancel", icon: "fa-solid fa-xmark" },
    ],
    rejectClose: false,
  });
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : null;
}

/** Rolls the tank's dice (rules: `bactaTankTime`) with Foundry's dice. */
async function rollTankTime(level: WoundLevel): Promise<number | null> {
  const time = bactaTankTime(level);
  if (!time) return null;
  const roll = await new Roll(`${time.dice.dice}d6${time.dice.pips ? ` + ${time.dice.pips}` : ""}`).evaluate();
  return roll.total ?? null;
}

/**
 * Opens the healing dialog for a patient, rolls the chosen healing and posts its card. Natural
 * healing and bacta need the patient's owner (or a gamemaster); a medpac needs the healer's owner.
 * @param patient the character to heal
 * @returns the card posted, or null when the dialog was closed, the roll cancelled or nothing can be healed
 */
export async function openHealingDialog(patient: Actor.Implementation): Promise<HealingCardState | null> {
  const rules = healingRules();
  const day = gameDay(game.time.worldTime);
  const level = woundLevelOf(patient);
  const medpacs = medpacsOn(medpacRecordOf(patient), day);
  const preview = healingPreview(level, medpacs, rules);
  const healers = healersFor(patient);
  const context = healingDialogContext(patient.name ?? "", preview, healers.map((h) => h.choice), `swd6-heal-${foundry.utils.randomID()}`);
  if (!patient.isOwner) {
    // A player who does not own the patient only treats it with a medpac, with their own character.
    for (const option of context.options) {
      if (option.kind !== "medpac" && !option.disabled) Object.assign(option, { disabled: true, checked: false, unavailableKey: "SWD6.Healing.unavailable.notOwner" });
    }
    const medpac = context.options.find((o) => o.kind === "medpac");
    if (medpac && !medpac.disabled) medpac.checked = true;
  }
  if (context.nothingToHeal) {
    ui.notifications?.info(game.i18n.localize("SWD6.Healing.nothingToHeal"));
    return null;
  }
  const fields = await askChoice(context);
  const choice = fields ? readHealingForm(fields, context) : null;
  if (!choice) return null;

  let total: number | null;
  let healer = patient;
  if (choice.kind === "natural") {
    const request = (patient as unknown as SWD6Actor).attributeRollRequest("str");
    const roll = await openRollDialog({ ...request, kind: "natural-healing", label: game.i18n.localize("SWD6.Healing.rollLabel.natural") });
    total = roll?.total ?? null;
  } else if (choice.kind === "medpac") {
    const chosen = healers.find((h) => h.choice.uuid === choice.healer);
    if (!chosen) return null;
    healer = chosen.actor;
    const difficulty = preview.options.find((o) => o.kind === "medpac")?.difficulty?.number;
    const roll = await openRollDialog({
      ...firstAidRequest(healer),
      ...(difficulty === undefined ? {} : { difficulty }),
      ...(chosen.choice.self ? { modifier: SELF_TREATMENT_MODIFIER } : {}),
    });
    total = roll?.total ?? null;
  } else total = await rollTankTime(level);
  if (total === null || !Number.isInteger(total)) return null;

  // The wound is read again: it may have changed while the dialogs were open.
  const now = woundLevelOf(patient);
  const card = healingCard(
    {
      kind: choice.kind,
      patient: { uuid: patient.uuid, name: patient.name ?? "", level: now, medpacs: medpacsOn(medpacRecordOf(patient), day) },
      healer: { uuid: healer.uuid, name: healer.name ?? "" },
      roll: total,
      day,
    },
    rules,
  );
  await postHealingCard(card, healer);
  return card;
}

/**
 * The character sheet's "heal" action: opens the healing dialog for the sheet's character. A
 * refusal of the flow (the wound changed while the dialogs were open) is shown as a warning.
 */
export async function onHealAction(this: { document: Actor.Implementation }): Promise<void> {
  try {
    await openHealingDialog(this.document);
  } catch (error) {
    if (!(error instanceof HealingFlowError)) throw error;
    ui.notifications?.warn(game.i18n.localize("SWD6.Healing.refused.stale"));
  }
}
