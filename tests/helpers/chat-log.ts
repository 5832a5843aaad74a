/**
 * The chat log's markup around a card, as Foundry's chat log writes it for a message: its sender and
 * time in the header, the card as its content. The screenshot suites put their cards in it.
 */
import type { Lang } from "./render.ts";

/** A message's time as the chat log shows a message just posted, in the reader's language. */
const JUST_NOW: Readonly<Record<Lang, string>> = { en: "now", de: "gerade eben", es: "ahora" };

/**
 * One message of the chat log (`li.chat-message`).
 * @param sender the name the header shows: the speaking actor's or the user's
 * @param content the card's rendered markup
 * @param lang the reader's language, in which the message's time reads
 */
export function chatMessage(sender: string, content: string, lang: Lang): string {
  return (
    `<li class="chat-message message flexcol"><header class="message-header"><span class="message-sender">${sender}</span>` +
    `<span class="message-timestamp">${JUST_NOW[lang]}</span></header><div class="message-content">${content}</div></li>`
  );
}
