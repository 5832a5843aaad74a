/**
 * Wires the system's chat cards: the roll card's mishap buttons for the gamemaster, its character
 * point button for the character's owner and the gamemaster (with its request kind), and the attack
 * card (its render per viewer, its buttons, its request kind, its total following a mishap), and the
 * healing card's Apply button (with its request kind).
 */
import { type Mishap, MISHAPS } from "../rules/dice/roll.ts";
import { RESOLVE_MISHAP_ACTION } from "../dice/roll-card.ts";
import { hasPendingMishap, settleMishap } from "./mishap.ts";
import { withButtons } from "../gateway/request-button.ts";
import { HEALING_CARD_TEMPLATE } from "../applications/healing/healing-card-content.ts";
import { followAttackTotal } from "../applications/attack/attack-total.ts";
import { onCardClick } from "../applications/attack/card-clicks.ts";
import { preloadAttackCard, renderAttackCard } from "../applications/attack/card-render.ts";
import { wireCharacterPoints } from "./points.ts";
import { wireHealingCard } from "../applications/healing/healing-card.ts";
import { wireForcePowerCard } from "../applications/force-powers/force-power-actions.ts";

/** Wires the mishap buttons of a rendered message: for the gamemaster, removed for everyone else. */
function wireMishap(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = html.querySelectorAll<HTMLButtonElement>(`button[data-action="${RESOLVE_MISHAP_ACTION}"]`);
  if (buttons.length === 0) return;
  if (!hasPendingMishap(message) || !game.user.isGM) {
    html.querySelectorAll("[data-mishap-choices]").forEach((element) => element.remove());
    return;
  }
  for (const button of buttons) {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      const mishap = button.dataset.mishap as Mishap;
      if (!MISHAPS.includes(mishap)) return;
      await withButtons([...buttons], () => settleMishap(message, mishap), { keepDisabled: true });
    });
  }
}

/** Wires the attack card's step buttons. */
function wireAttackCard(message: ChatMessage.Implementation, card: HTMLElement): void {
  const buttons = [...card.querySelectorAll<HTMLButtonElement>("button[data-card-action]")];
  for (const button of buttons) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void onCardClick(message, button, buttons);
    });
  }
}

/** Wires one rendered message: an attack card replaces the roll card first, then the mishap buttons. */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  const isAttackCard = renderAttackCard(message, html, (card) => {
    wireAttackCard(message, card);
    wireMishap(message, card);
    wireCharacterPoints(message, card);
  });
  if (!isAttackCard) {
    wireMishap(message, html);
    wireCharacterPoints(message, html);
    wireHealingCard(message, html);
    wireForcePowerCard(message, html);
  }
}

/** Registers the chat listeners. Call once, at `init`. */
export function registerChatListeners(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessage(message as ChatMessage.Implementation, html));
  Hooks.on("preUpdateChatMessage", (message, changes) => followAttackTotal(message as ChatMessage.Implementation, changes as Record<string, unknown>));
  void preloadAttackCard();
  void foundry.applications.handlebars.loadTemplates([HEALING_CARD_TEMPLATE]);
}
