/**
 * Shows an attack card in the chat log: the message's card data (its `attack` subtype's model) and
 * rolls turned into the card's context for the viewing user (`attackCardContext`), which the model
 * renders into the message's content, with its buttons wired to `card-clicks.ts`.
 *
 * Why the content is replaced as the message renders (`SWD6ChatMessage#renderHTML`, awaited before
 * the chat log shows it) rather than written at creation: the card differs per viewer (their buttons,
 * their language) and changes with every step, while a message's stored content is one HTML for
 * everyone, written by whoever updated it last.
 */
import type { AttackCardMessage } from "../flow/attack-card-message.ts";
import { D6Roll } from "../../../dice/d6-roll.ts";
import { type RollCardContext, rollCardContext } from "../../../dice/roll-card.ts";
import type { D6RollResult } from "../../../rules/dice/roll.ts";
import { type CardRollView, type CardViewer, attackCardContext, cardRollView } from "../flow/attack-card-view.ts";
import { type CardRollType, type ReactionChoice, CARD_ROLL_TYPES } from "../reaction-choices.ts";
import { reactionButtons } from "../reaction-plan.ts";
import type { ReactionHow } from "../reaction-choices.ts";

/** A reaction the penalties leave with no die says so on its button, with the code left. */
function noDiceLabel(choice: ReactionChoice): ReactionChoice {
  if (!choice.noDice) return choice;
  const reaction = choice.label ?? game.i18n.localize(choice.labelKey);
  return { ...choice, label: game.i18n.format("SWD6.AttackCard.react.noDice", { reaction, code: choice.noDice }) };
}

/** The text of a reaction button made as a full reaction, or using up the declared action named. */
function buttonLabel(choice: ReactionChoice, how: ReactionHow, action?: string): string {
  const reaction = game.i18n.localize(choice.labelKey);
  return how.full === true
    ? game.i18n.format("SWD6.AttackCard.react.full", { reaction })
    : game.i18n.format("SWD6.AttackCard.react.instead", { reaction, action: action ?? "" });
}
import { CARD_ROLL_OPTION } from "./card-read.ts";
import { actorAtUuid } from "../../../data/document-data.ts";
import { AttackCardData } from "../../../data/message/attack-card.ts";
import { presentCard } from "../../../data/message/card-data.ts";
import { cardOf } from "./attack-card-of.ts";
import { onCardClick } from "./card-clicks.ts";
import { followAttackTotal } from "../attack-total.ts";

function rollContext(roll: unknown): RollCardContext | null {
  if (!(roll instanceof D6Roll) || !roll.scored) return null;
  return rollCardContext({ options: roll.d6, result: roll.scored as D6RollResult, isPrivate: false });
}

/** The rolls made from the card, found by the tag the gamemaster gave them. */
function cardRolls(message: ChatMessage.Implementation): Record<string, Partial<Record<CardRollType, CardRollView>>> {
  const out: Record<string, Partial<Record<CardRollType, CardRollView>>> = {};
  message.rolls.forEach((roll, index) => {
    const tag = (roll.options as Record<string, unknown>)[CARD_ROLL_OPTION] as { target?: string; type?: CardRollType } | undefined;
    const context = index > 0 ? rollContext(roll) : null;
    if (!tag?.target || !CARD_ROLL_TYPES.includes(tag.type as CardRollType) || !context) return;
    (out[tag.target] ??= {})[tag.type as CardRollType] = cardRollView(context, index);
  });
  return out;
}

/** The card's context for this client's user. */
function contextFor(message: ChatMessage.Implementation, card: AttackCardMessage) {
  const owner = (uuid: string) => actorAtUuid(uuid)?.isOwner === true;
  const viewer: CardViewer = {
    isGM: game.user.isGM,
    ownsAttacker: owner(card.state.attacker),
    ownedTargets: card.state.targets.filter((t) => owner(t.actor)).map((t) => t.key),
  };
  const reactions: Record<string, ReactionChoice[]> = {};
  for (const target of card.state.targets) {
    const mayReact = viewer.isGM || viewer.ownedTargets.includes(target.key);
    if (mayReact && target.stage === "attacked" && target.reaction === null)
      reactions[target.key] = reactionButtons(card, target, buttonLabel).map(noDiceLabel);
  }
  return attackCardContext({ card, attackRoll: rollContext(message.rolls[0]), rolls: cardRolls(message), viewer, reactions });
}

/** Wires the card's step buttons to `card-clicks.ts`. */
function wireAttackCard(message: ChatMessage.Implementation, content: HTMLElement): void {
  const buttons = [...content.querySelectorAll<HTMLButtonElement>("button[data-card-action]")];
  for (const button of buttons) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void onCardClick(message, button, buttons);
    });
  }
}

/**
 * Gives the attack card model its context for each viewer and its buttons, and lets the card's
 * total follow its roll's settled mishap. Call once, at `init`.
 */
export function registerAttackCard(): void {
  presentCard(AttackCardData, {
    context: (_card, message) => contextFor(message, cardOf(message)!),
    wire: (_card, message, content) => wireAttackCard(message, content),
  });
  Hooks.on("preUpdateChatMessage", (message, changes) => followAttackTotal(message, changes as Record<string, unknown>));
}
