/**
 * Shows an attack card in the chat log: the message's card data and rolls turned into the card's
 * context for the viewing user (`attackCardContext`), rendered into the message's content, with its
 * buttons wired to `card-clicks.ts`.
 *
 * Why the content is replaced in `renderChatMessageHTML` rather than written at creation: the card
 * differs per viewer (their buttons, their language) and changes with every step, while a message's
 * stored content is one HTML for everyone, written by whoever updated it last. The hook runs on
 * every render of the message, on v13 and v14 alike. It is synchronous and not awaited, so the
 * template is preloaded at start-up and rendered from Handlebars' compiled partial in the same tick
 * (no flash of the roll card underneath); should the partial be missing, it is rendered
 * asynchronously instead.
 */
import { SYSTEM_ID, SYSTEM_PATH } from "../../constants.ts";
import { ATTACK_CARD_FLAG, type AttackCardMessage } from "./flow/attack-card-message.ts";
import { D6Roll } from "../../dice/d6-roll.ts";
import { type RollCardContext, rollCardContext } from "../../dice/roll-card.ts";
import type { D6RollResult } from "../../rules/dice/roll.ts";
import { type CardRollView, type CardViewer, attackCardContext, cardRollView } from "./flow/attack-card-view.ts";
import { type CardRollType, type ReactionChoice, CARD_ROLL_TYPES } from "./reaction-choices.ts";
import { reactionButtons } from "./reaction-plan.ts";
import type { ReactionHow } from "./reaction-choices.ts";

/** The text of a reaction button made as a full reaction, or using up the declared action named. */
function buttonLabel(choice: ReactionChoice, how: ReactionHow, action?: string): string {
  const reaction = game.i18n.localize(choice.labelKey);
  return how.full === true ? game.i18n.format("SWD6.AttackCard.react.full", { reaction }) : game.i18n.format("SWD6.AttackCard.react.instead", { reaction, action: action ?? "" });
}
import { CARD_ROLL_OPTION, documentAt } from "./card-world.ts";
import { renderCardInto } from "../chat-cards/render-card.ts";

/** The attack card's template and the partials it includes. */
export const ATTACK_CARD_TEMPLATES = ["attack-card.hbs", "parts/card-dice.hbs", "parts/attack-step.hbs", "parts/attack-target.hbs"].map(
  (file) => `${SYSTEM_PATH}/templates/chat/${file}`,
);

/** Loads the card's templates, so the chat hook can render them at once. */
export async function preloadAttackCard(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(ATTACK_CARD_TEMPLATES);
}

/** The attack card a message holds, or null. */
export function cardOf(message: ChatMessage.Implementation): AttackCardMessage | null {
  return (message.getFlag(SYSTEM_ID as never, ATTACK_CARD_FLAG as never) as AttackCardMessage | undefined) ?? null;
}

function rollContext(roll: unknown): RollCardContext | null {
  if (!(roll instanceof D6Roll) || !roll.scored) return null;
  return rollCardContext({ options: roll.d6, result: roll.scored as D6RollResult, isPrivate: false });
}

/** The rolls made from the card, found by the tag the gamemaster gave them. */
function cardRolls(message: ChatMessage.Implementation): Record<string, Partial<Record<CardRollType, CardRollView>>> {
  const out: Record<string, Partial<Record<CardRollType, CardRollView>>> = {};
  for (const roll of message.rolls.slice(1)) {
    const tag = (roll.options as Record<string, unknown>)[CARD_ROLL_OPTION] as { target?: string; type?: CardRollType } | undefined;
    const context = rollContext(roll);
    if (!tag?.target || !CARD_ROLL_TYPES.includes(tag.type as CardRollType) || !context) continue;
    (out[tag.target] ??= {})[tag.type as CardRollType] = cardRollView(context);
  }
  return out;
}

/** The card's context for this client's user. */
function contextFor(message: ChatMessage.Implementation, card: AttackCardMessage) {
  const owner = (uuid: string) => Boolean(documentAt<{ isOwner?: boolean }>(uuid)?.isOwner);
  const viewer: CardViewer = {
    isGM: game.user.isGM,
    ownsAttacker: owner(card.state.attacker),
    ownedTargets: card.state.targets.filter((t) => owner(t.actor)).map((t) => t.key),
  };
  const reactions: Record<string, ReactionChoice[]> = {};
  for (const target of card.state.targets) {
    const mayReact = viewer.isGM || viewer.ownedTargets.includes(target.key);
    if (mayReact && target.stage === "attacked" && target.reaction === null) reactions[target.key] = reactionButtons(card, target, buttonLabel);
  }
  return attackCardContext({ card, attackRoll: rollContext(message.rolls[0]), rolls: cardRolls(message), viewer, reactions });
}

/**
 * Replaces a rendered message's content with its attack card, for the viewing user.
 * @param message the chat message
 * @param html the message's rendered element
 * @param wire called with the card's element once it is in place, to wire its buttons
 * @returns whether the message holds an attack card this user may see (a blind roll's card stays hidden)
 */
export function renderAttackCard(message: ChatMessage.Implementation, html: HTMLElement, wire: (card: HTMLElement) => void): boolean {
  const card = cardOf(message);
  if (!card || !message.isContentVisible) return false;
  return renderCardInto(html, ATTACK_CARD_TEMPLATES[0], contextFor(message, card), wire);
}
