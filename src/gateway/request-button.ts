/**
 * A button that sends a request: disabled while the request is under way, enabled again and the
 * reason shown (localized, in this client's language) when it is refused, fails or times out. Every
 * card and tracker button that asks the gamemaster goes through here, so none stays stuck.
 */
import type { GatewayAnswer } from "./answer.ts";

/**
 * Shows a refusal as a warning notification, localized with its data.
 * @param answer the answer; nothing is shown for one that is done
 */
export function notifyRefusal(answer: GatewayAnswer): void {
  if (answer.ok) return;
  ui.notifications?.warn(game.i18n.format(answer.key, answer.data ?? {}));
}

/**
 * Runs `send` with `buttons` disabled. A refusal is shown and the buttons come back; a request that
 * is done leaves them as the document's re-render makes them (enabled again unless `keepDisabled`).
 *
 * @param buttons the buttons to disable while the request is under way
 * @param send what sends the request; a rejection counts as a failure (the gateway never rejects,
 *   but a roll made before sending may)
 * @param options `keepDisabled`: leave the buttons disabled after a request that is done
 * @returns the answer
 */
export async function withButtons(
  buttons: readonly HTMLButtonElement[],
  send: () => Promise<GatewayAnswer>,
  options: { keepDisabled?: boolean } = {},
): Promise<GatewayAnswer> {
  buttons.forEach((button) => (button.disabled = true));
  let answer: GatewayAnswer;
  try {
    answer = await send();
  } catch (error) {
    console.error("swd6rpg | the request could not be sent", error);
    answer = { ok: false, reason: "failed", key: "SWD6.Gateway.refused.failed" };
  }
  notifyRefusal(answer);
  if (!answer.ok || !options.keepDisabled) buttons.forEach((button) => (button.disabled = false));
  return answer;
}
