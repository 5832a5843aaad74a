/**
 * A card's HTML rendered when a client shows its message, from the state in the message's flags and
 * in that client's language: what a card says is never stored in the language of the client that
 * wrote it. Synchronous when the template is preloaded (its partial registered), so the buttons are
 * wired before the chat log shows the message; else rendered and wired as soon as the template loads.
 */

/**
 * Replaces a rendered message's content with a card.
 * @param html the message's rendered element (`renderChatMessageHTML`)
 * @param template the card's template path
 * @param context the template's context
 * @param wire called with the content element once the card is in it
 * @returns false when the message has no content element
 */
export function renderCardInto(html: HTMLElement, template: string, context: object, wire: (content: HTMLElement) => void): boolean {
  const content = html.querySelector<HTMLElement>(".message-content");
  if (!content) return false;
  const compiled = (Handlebars.partials as Record<string, unknown>)[template];
  if (typeof compiled === "function") {
    content.innerHTML = (compiled as (context: object, options: object) => string)(context, {
      allowProtoMethodsByDefault: true,
      allowProtoPropertiesByDefault: true,
    });
    wire(content);
    return true;
  }
  content.replaceChildren();
  void foundry.applications.handlebars.renderTemplate(template, context as never).then((rendered) => {
    content.innerHTML = rendered;
    wire(content);
  });
  return true;
}
