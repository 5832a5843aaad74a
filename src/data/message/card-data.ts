/**
 * The base of the system's chat cards: each card is a ChatMessage subtype whose `system` is one of
 * these models, so the schema checks every write and the card renders itself from its data, in each
 * viewer's language, into the message's rendered element. What a card shows that depends on the
 * viewer (an attack card's buttons) and what its buttons do belong to its feature folder, which
 * hands the model a {@link CardPresenter} at `init`; a card without one shows its stored context.
 */
import { SYSTEM_PATH } from "../../constants.ts";
import { renderCardInto } from "./render-card.ts";

/** A card's template path, from its file name under `templates/chat/`. */
export function chatTemplate(file: string): string {
  return `${SYSTEM_PATH}/templates/chat/${file}`;
}

/** What a card's feature folder adds to the model: the context for this client's viewer, and the buttons' wiring. */
export interface CardPresenter<Card> {
  /** The template's context for the viewing user; the model's own `context()` when absent. */
  context?(card: Card, message: ChatMessage.Implementation): object;
  /** Wires the rendered card's buttons. */
  wire?(card: Card, message: ChatMessage.Implementation, content: HTMLElement): void;
}

/** The presenters the feature folders gave, by model class. */
const presenters = new WeakMap<object, CardPresenter<never>>();

/**
 * Gives a card model its feature's presenter (one per model; a second replaces the first). Call at `init`.
 * @param model the card's model class
 * @param presenter its context and wiring
 */
export function presentCard<Model extends abstract new (...args: never[]) => ChatCardData>(model: Model, presenter: CardPresenter<InstanceType<Model>>): void {
  presenters.set(model, presenter as CardPresenter<never>);
}

/**
 * A chat card's data. Subclasses define the schema, their templates (the first is the card's, the
 * rest its partials) and the context the card is rendered from.
 */
export abstract class ChatCardData<Schema extends foundry.data.fields.DataSchema = foundry.data.fields.DataSchema> extends foundry.abstract.TypeDataModel<
  Schema,
  ChatMessage.Implementation
> {
  /** The card's template and the partials it includes, preloaded at `init`. */
  static templates: readonly string[] = [];

  /** The template's context when the card's feature gives none: the card's data as stored. */
  context(): object {
    return this.toObject() as object;
  }

  /**
   * Renders the card into a rendered message's content, in this client's language, and wires its
   * buttons by its feature's presenter, then by `wire`; awaited by `SWD6ChatMessage#renderHTML`
   * before the chat log shows the message.
   * @param message the card's message
   * @param html the message's rendered element
   * @param wire called with the card's element once it is in place
   * @returns whether the card was rendered (false when this user may not see its content, or the
   *   element has no content to render into)
   */
  async renderInto(message: ChatMessage.Implementation, html: HTMLElement, wire?: (content: HTMLElement) => void): Promise<boolean> {
    if (!message.isContentVisible) return false;
    const model = this.constructor as typeof ChatCardData;
    const presenter = presenters.get(model) as CardPresenter<this> | undefined;
    const context = presenter?.context ? presenter.context(this, message) : this.context();
    return renderCardInto(html, model.templates[0], context, (content) => {
      presenter?.wire?.(this, message, content);
      wire?.(content);
    });
  }
}
