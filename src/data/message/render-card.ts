/**
 * Rendering a chat card into a message's rendered element, on the viewing client: the card's
 * template with a context built from the message's data, so its words come out in the viewer's
 * language. A message's stored `content` is one HTML for everyone, written in the language of
 * whoever wrote it; a card whose words must read in each viewer's language stores its state and a
 * language-free placeholder instead, and is rendered here in `renderChatMessageHTML` on every client.
 *
 * The hook is synchronous and not awaited, so the templates are preloaded at start-up and rendered
 * from Handlebars' registered partial in the same tick (no flash of the placeholder); should the
 * partial be missing, the card is rendered asynchronously instead.
 */

/** Handlebars' registered partials, as `loadTemplates` leaves them: compiled templates, or their source. */
type Partials = Record<string, ((context: object, options: object) => string) | string | undefined>;

/** Options Foundry renders its own templates with: the card's context may hold class instances' data. */
const RUNTIME_OPTIONS = { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true };

/**
 * Loads the cards' templates, so the chat hook can render them at once. Call once, at `init`.
 * @param templates the templates' paths (`systems/swd6rpg/templates/chat/...`)
 */
export async function preloadCards(templates: readonly string[]): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...templates]);
}

/**
 * Replaces a rendered message's content with a card (in the same tick when its template is loaded).
 * @param html the message's rendered element (`renderChatMessageHTML`'s `html`)
 * @param template the card's template path
 * @param context the card's context
 * @param wire called with the message's content element once the card is in it
 * @returns whether the message had a content element to render into
 */
export function renderCardInto(html: HTMLElement, template: string, context: object, wire?: (content: HTMLElement) => void): boolean {
  const content = html.querySelector<HTMLElement>(".message-content");
  if (!content) return false;
  const handlebars = (globalThis as { Handlebars?: { partials: Partials; compile(source: string): (context: object, options: object) => string } }).Handlebars;
  const partial = handlebars?.partials[template];
  const compiled = typeof partial === "string" ? handlebars!.compile(partial) : partial;
  if (typeof compiled === "function") {
    content.innerHTML = compiled(context, RUNTIME_OPTIONS);
    wire?.(content);
    return true;
  }
  content.replaceChildren();
  void foundry.applications.handlebars.renderTemplate(template, context as never).then((rendered) => {
    content.innerHTML = rendered;
    wire?.(content);
  });
  return true;
}
