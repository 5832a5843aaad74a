/**
 * Wires the system's chat cards: the mishap buttons of the roll card and the gamemaster's query
 * that settles a mishap for a player.
 */
import { type Mishap, MISHAPS } from "../rules/roll.ts";
import { RESOLVE_MISHAP_ACTION } from "./roll-card.ts";
import { MISHAP_QUERY, canSettleMishap, handleMishapQuery, hasPendingMishap, requestMishap } from "./mishap.ts";

/** Wires one rendered message: mishap buttons for those who may press them, removed for everyone else. */
function onRenderChatMessage(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = html.querySelectorAll<HTMLButtonElement>(`button[data-action="${RESOLVE_MISHAP_ACTION}"]`);
  if (buttons.length === 0) return;
  if (!hasPendingMishap(message) || !canSettleMishap(message)) {
    html.querySelectorAll("[data-mishap-choices]").forEach((element) => element.remove());
    return;
  }
  for (const button of buttons) {
    button.addEventListener("click", async (event) => {
      event.preventDefault();
      const mishap = button.dataset.mishap as Mishap;
      if (!MISHAPS.includes(mishap)) return;
      buttons.forEach((b) => (b.disabled = true));
      const settled = await requestMishap(message, mishap);
      if (!settled) buttons.forEach((b) => (b.disabled = false));
    });
  }
}

/** Registers the chat listeners and the gamemaster's mishap query. Call once, at `init`. */
export function registerChatListeners(): void {
  (CONFIG.queries as unknown as Record<string, (data: unknown) => Promise<boolean>>)[MISHAP_QUERY] = handleMishapQuery;
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessage(message as ChatMessage.Implementation, html));
}
