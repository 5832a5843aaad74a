/**
 * What the system's document sheets share: the mixin that makes an Actor or Item sheet one of the
 * system's, and the Foundry services that the pure view and check functions take as arguments.
 */
import { refuseMalformedDieCodes } from "./die-code-input.ts";
import { type Translator, listFromForm } from "./sheet-context.ts";

const { HandlebarsApplicationMixin } = foundry.applications.api;

/** The user's translations, as the pure view functions take them. */
export function foundryTranslator(): Translator {
  return {
    localize: (key) => game.i18n.localize(key),
    has: (key) => game.i18n.has(key, false),
    lang: game.i18n.lang,
  };
}

/** `game.i18n.format`, as the die-code checks take it. */
export function foundryFormat(key: string, data: Record<string, string>): string {
  return game.i18n.format(key, data);
}

/** Shows an error notification. */
export function notifyError(message: string): void {
  ui.notifications?.error(message);
}

/** A field's stored value on a document's source data, as text ("" when absent). */
export function storedValue(doc: { _source: object }, name: string): string {
  return String(foundry.utils.getProperty(doc._source, name) ?? "");
}

/**
 * A document's rich text as its sheet shows it: enriched, with secrets shown to its owners only.
 * @param text the stored HTML
 * @param doc the actor or item the text belongs to (links resolve relative to it)
 */
export async function enrichText(text: string, doc: Actor.Implementation | Item.Implementation): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(text, { secrets: doc.isOwner, relativeTo: doc });
}

/**
 * Turns list fields of a submitted form back into arrays, in place: fields named
 * `system.skills.0.name` arrive keyed by index (see {@link listFromForm}).
 * @param data the form's expanded values
 * @param paths where the lists are (`"system.skills"`)
 */
export function restoreLists(data: Record<string, unknown>, paths: readonly string[]): void {
  for (const path of paths) {
    if (foundry.utils.hasProperty(data, path)) foundry.utils.setProperty(data, path, listFromForm(foundry.utils.getProperty(data, path)));
  }
}

/**
 * Lets the keyboard use the sheets' clickable non-buttons (the portrait, `role="button"`): Enter or
 * Space clicks them, which runs their action.
 * @param root the application's element
 */
function activateKeyboardButtons(root: HTMLElement): void {
  root.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    if ((event.key !== "Enter" && event.key !== " ") || target.getAttribute("role") !== "button") return;
    event.preventDefault();
    target.click();
  });
}

/**
 * Makes a Handlebars sheet of one of the system's documents out of Foundry's `ActorSheetV2` or
 * `ItemSheetV2`: the system's window classes (each sheet adds its document and type), a resizable
 * window whose form submits on every change, keyboard use of clickable non-buttons, and the die-code
 * check of every submit (malformed codes are refused, reported and put back; see die-code-input.ts).
 * Subclasses extend its options and methods as they would Foundry's own class.
 *
 * Typed as Foundry's `HandlebarsApplicationMixin(base)`: it adds no member, it only overrides, so the
 * sheets keep Foundry's exact types for their documents and contexts.
 * @param base the Foundry sheet class
 */
export function SWD6SheetMixin<Base extends foundry.applications.api.DocumentSheetV2.AnyConstructor>(
  base: Base,
): ReturnType<typeof HandlebarsApplicationMixin<Base>> {
  return class SWD6Sheet extends HandlebarsApplicationMixin(base) {
    static override DEFAULT_OPTIONS = {
      classes: ["swd6rpg", "sheet"],
      window: { resizable: true },
      form: { submitOnChange: true },
    };

    protected override async _onFirstRender(
      context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
      options: foundry.applications.api.ApplicationV2.RenderOptionsOf<this>,
    ): Promise<void> {
      await super._onFirstRender(context, options);
      activateKeyboardButtons(this.element);
    }

    protected override _processFormData(
      event: SubmitEvent | null,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
    ): Record<string, unknown> {
      const stored = (name: string) => storedValue(this.document, name);
      refuseMalformedDieCodes(form, formData.object as Record<string, unknown>, stored, foundryFormat, notifyError);
      return super._processFormData(event, form, formData) as Record<string, unknown>;
    }
  };
}
