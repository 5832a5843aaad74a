/**
 * Finishes the system's chat messages as `SWD6ChatMessage#renderHTML` renders them: every card renders
 * itself from its data (its feature folder wires its buttons, data/message/) and is shown to the
 * modules' `swd6rpg.renderChatCard`, then the roll's mishap buttons for the gamemaster and its
 * character point button for the character's owner and the gamemaster.
 */
import { type Mishap, MISHAPS } from "../rules/dice/roll.ts";
import { RESOLVE_MISHAP_ACTION } from "../dice/roll-card.ts";
import { hasPendingMishap, settleMishap } from "./mishap.ts";
import { withButtons } from "../gateway/request-button.ts";
import { wireCharacterPoints } from "./points.ts";
import { CARD_TEMPLATES, anyCardData } from "../data/message/index.ts";
import { preloadCards } from "../data/message/render-card.ts";
import { messageRendering } from "../documents/chat-message.ts";
import { SYSTEM_HOOKS, callAfterHook } from "../dice/pipeline/system-hooks.ts";

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

/**
 * Finishes one rendered message: a card renders itself and its mishap buttons, then the modules'
 * `swd6rpg.renderChatCard(message, html, card)` listeners see it whole; a roll card gets its mishap and
 * character point buttons.
 */
async function finishMessage(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const card = anyCardData(message);
  const wireRolls = (content: HTMLElement) => {
    wireMishap(message, content);
    wireCharacterPoints(message, content);
  };
  if (card && (await card.renderInto(message, html, wireRolls))) {
    callAfterHook(SYSTEM_HOOKS.renderChatCard.post, message, html, card);
    return;
  }
  wireRolls(html);
}

/** Finishes the system's messages as they render and preloads the cards' templates. Call once, at `init`. */
export function registerChatListeners(): void {
  void preloadCards(CARD_TEMPLATES);
  messageRendering.finish = finishMessage;
}
