/**
 * Rendering a chat card into a message's rendered element, on the viewing client: the card's
 * template with a context built from the message's data, so its words come out in the viewer's
 * language. A message's stored `content` is one HTML for everyone, written in the language of
 * whoever wrote it; a card whose words must read in each viewer's language stores its state and a
 * language-free placeholder instead, and is rendered here, awaited by `SWD6ChatMessage#renderHTML`
 * before the chat log shows the message (so there is no flash of the placeholder).
 */

/**
 * Loads the cards' templates, so a card renders at once the first time. Call once, at `init`.
 * @param templates the templates' paths (`systems/swd6rpg/templates/chat/...`)
 */
export async function preloadCards(templates: readonly string[]): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...templates]);
}

/**
 * Replaces a rendered message's content with a card.
 * @param html the message's rendered element
 * @param template the card's template path
 * @param context the card's context
 * @param wire called with the message's content element once the card is in it
 * @returns whether the message had a content element to render into
 */
export async function renderCardInto(html: HTMLElement, template: string, context: object, wire?: (content: HTMLElement) => void): Promise<boolean> {
  const content = html.querySelector<HTMLElement>(".message-content");
  if (!content) return false;
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(template, context as never);
  wire?.(content);
  return true;
}
