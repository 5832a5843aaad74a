/**
 * Healing from the character sheet: the "Heal" button opens a dialog that shows what the rules say
 * for the patient's wound level (medpac difficulty, natural healing rest days, bacta tank time); the
 * chosen kind is rolled (a Strength roll through the roll dialog, a first aid roll through the roll
 * dialog against the medpac difficulty; the tank's dice the gamemaster rolls) and sent to the active
 * gamemaster, who posts the healing card (healing-post.ts); the patient's owner or the gamemaster
 * applies it from the chat (src/applications/healing/healing-card.ts).
 */
import { HealingFlowError, gameDay, healingPreview, medpacsOn } from "./flow/healing-card-flow.ts";
import type { D6Roll } from "../../dice/d6-roll.ts";
import { formatDieCode } from "../../rules/dice/die-code.ts";
import { notifyRefusal } from "../../gateway/request-button.ts";
import { openRollDialog } from "../roll-dialog.ts";
import { type HealerChoice, type HealingDialogContext, healingDialogContext, readHealingForm } from "./flow/healing-dialog-view.ts";
import { firstAidRequest, healingRules, medpacRecordOf, requestHealingCard, woundLevelOf } from "./healing-post.ts";
import { askFormDialog } from "../form-fields.ts";

/** A medpac used on oneself costs -1D on the roll (rules: `medpacDifficulty`). */
const SELF_TREATMENT_MODIFIER = "-1D";

/** Who may use a medpac on the patient: the patient itself and the user's own character, when the user owns them. */
function healersFor(patient: Actor.Implementation): { choice: HealerChoice; actor: Actor.Implementation }[] {
  const candidates = [patient, game.user.character];
  const seen = new Set<string>();
  return candidates
    .filter((actor): actor is Actor.Implementation => !!actor && actor.type === "character" && actor.isOwner)
    .filter((actor) => !seen.has(actor.uuid) && seen.add(actor.uuid) !== undefined)
    .map((actor) => ({
      actor,
      choice: { uuid: actor.uuid, name: actor.name ?? "", code: formatDieCode(firstAidRequest(actor).code), self: actor.uuid === patient.uuid },
    }));
}

/** Asks the dialog; resolves to its form's entries, or null when closed. */
async function askChoice(context: HealingDialogContext): Promise<Record<string, string> | null> {
  return askFormDialog({
    title: game.i18n.format("SWD6.Healing.title", { name: context.patientName }),
    icon: "fa-solid fa-heart-pulse",
    windowClass: "swd6-healing-window",
    width: 440,
    template: "templates/apps/healing-dialog.hbs",
    context: context,
    confirm: { action: "roll", label: "SWD6.Healing.roll", icon: "fa-solid fa-dice-d6" },
  });
}

/**
 * Opens the healing dialog for a patient, rolls the chosen healing and posts its card. Natural
 * healing and bacta need the patient's owner (or a gamemaster); a medpac needs the healer's owner.
 * @param patient the character to heal
 * @returns whether a card was posted (false when the dialog was closed, the roll cancelled, nothing
 *   can be healed, or the gamemaster refused the card, which is shown)
 */
export async function openHealingDialog(patient: Actor.Implementation): Promise<boolean> {
  const rules = healingRules();
  const day = gameDay(game.time.worldTime);
  const level = woundLevelOf(patient);
  const medpacs = medpacsOn(medpacRecordOf(patient), day);
  const preview = healingPreview(level, medpacs, rules);
  const healers = healersFor(patient);
  const context = healingDialogContext(
    patient.name ?? "",
    preview,
    healers.map((h) => h.choice),
    `swd6-heal-${foundry.utils.randomID()}`,
  );
  if (!patient.isOwner) {
    // A player who does not own the patient only treats it with a medpac, with their own character.
    for (const option of context.options) {
      if (option.kind !== "medpac" && !option.disabled)
        Object.assign(option, { disabled: true, checked: false, unavailableKey: "SWD6.Healing.unavailable.notOwner" });
    }
    const medpac = context.options.find((o) => o.kind === "medpac");
    if (medpac && !medpac.disabled) medpac.checked = true;
  }
  if (context.nothingToHeal) {
    ui.notifications?.info(game.i18n.localize("SWD6.Healing.nothingToHeal"));
    return false;
  }
  const fields = await askChoice(context);
  const choice = fields ? readHealingForm(fields, context) : null;
  if (!choice) return false;

  let healer = patient;
  let roll: D6Roll | null = null;
  if (choice.kind === "natural") {
    const request = patient.attributeRollRequest("str");
    roll = await openRollDialog({ ...request, kind: "natural-healing", label: game.i18n.localize("SWD6.Healing.rollLabel.natural") });
    if (!roll) return false;
  } else if (choice.kind === "medpac") {
    const chosen = healers.find((h) => h.choice.uuid === choice.healer);
    if (!chosen) return false;
    healer = chosen.actor;
    const difficulty = preview.options.find((o) => o.kind === "medpac")?.difficulty?.number;
    roll = await openRollDialog({
      ...firstAidRequest(healer),
      ...(difficulty === undefined ? {} : { difficulty }),
      ...(chosen.choice.self ? { modifier: SELF_TREATMENT_MODIFIER } : {}),
    });
    if (!roll) return false;
  }
  // The gamemaster reads the wound again: it may have changed while the dialogs were open.
  const answer = await requestHealingCard({
    kind: choice.kind,
    patient: patient.uuid,
    healer: healer.uuid,
    ...(roll ? { roll: roll.toJSON() } : {}),
  });
  notifyRefusal(answer);
  return answer.ok;
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
