/**
 * Wires the system's chat cards: the mishap buttons of the roll card, for the gamemaster.
 */
import { type Mishap, MISHAPS } from "../rules/roll.ts";
import { RESOLVE_MISHAP_ACTION } from "./roll-card.ts";
import { hasPendingMishap, settleMishap } from "./mishap.ts";

/** Wires one rendered message: mishap buttons for the gamemaster, removed for everyone else. */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
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
      buttons.forEach((b) => (b.disabled = true));
      const settled = await settleMishap(message, mishap);
      if (!settled) buttons.forEach((b) => (b.disabled = false));
    });
  }
}

/** Registers the chat listeners. Call once, at `init`. */
export function registerChatListeners(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessage(message as ChatMessage.Implementation, html));
}
