/**
 * A click on the attack card, on the clicking client: it rolls what the step needs (the target's
 * reaction with its penalties, the damage code, the resistance code) and sends the step with its roll
 * to the gamemaster (`sendCardRequest`), whose client lets Dice So Nice show it. The
 * roll is embedded in the card, not posted as a message of its own: the gamemaster appends it to
 * the attack card's message in the same update that moves the card on, so the card shows every die
 * of its attack. A refusal, a failure or a timeout reaches the clicker as a localized notification
 * and gives the buttons back.
 */
import { type AttackCardEvent, type AttackCardTarget, isCraft } from "../flow/attack-card-flow.ts";
import { type DieCode, parseDieCode } from "../../../rules/dice/die-code.ts";
import type { AttackCardMessage } from "../flow/attack-card-message.ts";
import type { D6Roll } from "../../../dice/d6-roll.ts";
import type { RollPlan } from "../../../dice/roll-modifiers.ts";
import { cardOf } from "./attack-card-of.ts";
import { EVASIVE_ACTION_KEY } from "../flow/attack-card-view.ts";
import { actorAtUuid } from "../../../data/document-data.ts";
import { sendCardRequest } from "./card-step.ts";
import { withButtons } from "../../../gateway/request-button.ts";
import { currentMoment, forcePointSpentAt } from "../../../dice/force-point-round.ts";
import { type ReactionHow, cardRollCode, reactionChoiceById } from "../reaction-choices.ts";
import { reactionPlanOf } from "../reaction-plan.ts";
import { planRollOptions } from "../../../dice/plan-roll-options.ts";
import { rollD6 } from "../../../dice/pipeline/roll-d6.ts";
import { done } from "../../../gateway/answer.ts";

/** A roll a `swd6rpg.preRoll<Kind>` listener cancelled: the click sends nothing. */
class RollCancelled extends Error {}

/**
 * Rolls a plan with the world's wild die through the pipeline (its kind's hooks); a mishap counts as
 * the world says ("ask" counts it: no one is asked mid-card).
 * @throws RollCancelled when a listener cancelled the roll
 */
async function roll(
  kind: "reaction" | "damage" | "resistance",
  plan: RollPlan,
  label: string,
  actorName: string | null,
  actor: string | null,
): Promise<D6Roll> {
  const rolled = await rollD6(kind, planRollOptions(plan, label, actorName, "scoring"), actor ? actorAtUuid(actor) : null);
  if (!rolled) throw new RollCancelled();
  // Dice So Nice shows it once the gamemaster has added it to the card (card-world.ts), to those who may see the card.
  return rolled;
}

/** How a reaction button says it is made: a full reaction, or using up the declared action it names. */
function howOf(button: HTMLElement): ReactionHow {
  if (button.dataset.full === "true") return { full: true };
  const replaces = Number(button.dataset.replaces ?? "");
  return button.dataset.replaces !== undefined && Number.isInteger(replaces) ? { replaces } : {};
}

/** The target's reaction roll by the chosen button: its plan from the documents (reaction-plan.ts), rolled. */
async function rollReaction(target: AttackCardTarget, choiceId: string, how: ReactionHow): Promise<{ roll: D6Roll; kind: "dodge" | "parry" }> {
  const choice = reactionChoiceById(choiceId);
  const plan = reactionPlanOf(target, choice, how);
  if (isCraft(target)) {
    const label = game.i18n.localize(target.kind === "starship" ? EVASIVE_ACTION_KEY : choice.labelKey);
    return { roll: await roll("reaction", plan, label, target.name, target.actor), kind: "dodge" };
  }
  return { roll: await roll("reaction", plan, game.i18n.localize(choice.labelKey), target.name, target.actor), kind: choice.kind };
}

/** The step a button stands for, with the roll it makes. */
async function stepFor(card: AttackCardMessage, target: AttackCardTarget, button: HTMLElement): Promise<{ event: AttackCardEvent; roll?: D6Roll }> {
  const base = { target: target.key, stage: target.stage };
  const planOf = (code: DieCode): RollPlan => ({ base: code, code, modifiers: [] });
  const bare = (type: "damage" | "resistance"): RollPlan => planOf(cardRollCode(type, target.codes));
  switch (button.dataset.cardAction) {
    case "react": {
      const how = howOf(button);
      const { roll: rolled, kind } = await rollReaction(target, button.dataset.reaction ?? "", how);
      return { event: { type: "react", ...base, kind, total: rolled.total as number, ...how }, roll: rolled };
    }
    case "rollDamage": {
      const label = game.i18n.format("SWD6.AttackCard.rollLabel.damage", { weapon: card.weapon.name });
      const rolled = await roll("damage", bare("damage"), label, card.attackerName, card.state.attacker);
      return { event: { type: "rollDamage", ...base, total: rolled.total as number }, roll: rolled };
    }
    case "resist": {
      // A Force point spent this round doubles the Strength the target resists with (Reglas).
      const actor = actorAtUuid(target.actor);
      const doubled = target.codes.forcePointResistance !== undefined && actor !== null && forcePointSpentAt(actor, currentMoment());
      const plan = doubled ? planOf(parseDieCode(target.codes.forcePointResistance!)) : bare("resistance");
      const rolled = await roll("resistance", plan, game.i18n.localize("SWD6.AttackCard.rollLabel.resistance"), target.name, target.actor);
      return { event: { type: "resist", ...base, total: rolled.total as number }, roll: rolled };
    }
    case "apply":
      // The gamemaster reads the target's wound level itself; "none" here is a placeholder.
      return { event: { type: "apply", ...base, wound: "none" } };
    case "undo":
      return { event: { type: "undo", ...base } };
    default:
      throw new Error(`unknown card action ${String(button.dataset.cardAction)}`);
  }
}

/**
 * Carries out a click on one of the card's buttons: the step is read from the message's card data
 * as it is now (never from the HTML), rolled, and sent. The card's buttons stay disabled until the
 * answer comes; the message's update then renders the card anew, and a refusal enables them again.
 *
 * @param message the attack card's message
 * @param button the button clicked (`data-card-action`, `data-target`, `data-reaction`)
 * @param buttons every button of the card
 */
export async function onCardClick(message: ChatMessage.Implementation, button: HTMLButtonElement, buttons: HTMLButtonElement[]): Promise<void> {
  const card = cardOf(message);
  const target = card?.state.targets.find((t) => t.key === button.dataset.target);
  if (!card || !target) {
    ui.notifications?.warn("SWD6.AttackCard.refused.missing", { localize: true });
    return;
  }
  await withButtons(buttons, async () => {
    let step;
    try {
      step = await stepFor(card, target, button);
    } catch (error) {
      if (error instanceof RollCancelled) return done();
      throw error;
    }
    const { event, roll: rolled } = step;
    return sendCardRequest({ messageId: message.id as string, event, ...(rolled ? { roll: rolled.toJSON() } : {}) });
  });
}
