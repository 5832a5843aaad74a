/**
 * The one window of the system's roll dialogs (the roll, the attack, a Force power): an ApplicationV2
 * form in three parts. `fields` holds what the player sets and is rendered once; `summary` is all
 * that is computed from those fields (codes, penalties, chances, why a roll cannot be made) and
 * `footer` the Roll and Cancel buttons. Each change of a field reads the form into the dialog's value,
 * and the summary and the footer are rendered again from the view model (`render({ parts })`): no
 * code patches the dialog's HTML, and the player's typing is never replaced. The dnd5e and Draw Steel
 * roll configuration dialogs are built the same way.
 *
 * What differs between the dialogs is a {@link RollDialogSpec}, pure and tested without Foundry
 * (roll-config-parts.ts); {@link openRollConfigDialog} shows one and waits for the player. The class
 * is defined on first use, so modules that import this one load where Foundry's globals are absent.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { focusFirstField, formFields, submitOnEnter } from "../form-fields.ts";
import { ROLL_SUMMARY_PARTS, type RollDialogSpec, type RollSummaryContext, rollDialogContextOf } from "./roll-config-parts.ts";

type AnySpec = RollDialogSpec<unknown, RollSummaryContext>;

/** The window class, defined once Foundry's `foundry.applications.api` exists. */
function defineWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class RollConfigDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      tag: "form",
      classes: [SYSTEM_ID, "swd6-roll-window"],
      window: { icon: "fa-solid fa-dice-d6" },
      position: { width: 460, height: "auto" as const },
      form: { handler: RollConfigDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
      actions: { cancel: RollConfigDialog.#onCancel },
    };

    readonly #spec: AnySpec;
    #value: unknown;
    #resolve: (value: unknown) => void = () => undefined;
    readonly #confirmed: Promise<unknown>;
    #listening = false;

    constructor(spec: AnySpec, initial: unknown, options: Record<string, unknown>) {
      super(options as never);
      this.#spec = spec;
      this.#value = initial;
      this.#confirmed = new Promise((resolve) => (this.#resolve = resolve));
    }

    protected override _configureRenderParts(_options: never): never {
      return foundry.utils.deepClone(this.#spec.parts) as never;
    }

    protected override async _prepareContext(options: never): Promise<never> {
      return { ...(await super._prepareContext(options)), ...rollDialogContextOf(this.#spec, this.#value) } as never;
    }

    protected override async _onFirstRender(context: never, options: never): Promise<void> {
      await super._onFirstRender(context, options);
      if (this.#listening) return;
      this.#listening = true;
      // ApplicationV2 reports a field's "change"; the summary also follows the typing.
      this.element.addEventListener("input", (event) => this.#refresh(event));
      focusFirstField(this.element, this.#spec.firstField?.(this.element as HTMLFormElement) ?? undefined);
      submitOnEnter(this.element as HTMLFormElement);
    }

    protected override _onChangeForm(formConfig: never, event: Event): void {
      super._onChangeForm(formConfig, event);
      this.#refresh(event);
    }

    /** Reads the form after a field changed and renders the summary and the footer from it. */
    #refresh(event: Event): void {
      const form = this.element as HTMLFormElement;
      const changed = event.target as HTMLElement | null;
      const refusal = changed ? this.#spec.adjustFields?.(changed, form, event.type === "change") : null;
      if (refusal) ui.notifications?.error(game.i18n.format(refusal.key, refusal.data));
      this.#value = this.#spec.readForm(formFields(form));
      void this.render({ parts: [...ROLL_SUMMARY_PARTS] } as never);
    }

    /** The Roll button (or Enter): the form as it is, when it can be rolled. */
    static async #onSubmit(this: RollConfigDialog, _event: Event, form: HTMLFormElement): Promise<void> {
      const value = this.#spec.readForm(formFields(form));
      if (!this.#spec.summaryContext(value).ready) return;
      this.#value = value;
      this.#resolve(value);
      await this.close();
    }

    static async #onCancel(this: RollConfigDialog): Promise<void> {
      await this.close();
    }

    protected override _onClose(options: never): void {
      super._onClose(options);
      this.#resolve(null);
    }

    /** Shows the window; resolves with the confirmed value, or null once it is closed without rolling. */
    async wait(): Promise<unknown> {
      await this.render({ force: true } as never);
      return this.#confirmed;
    }
  };
}

let windowClass: ReturnType<typeof defineWindow> | null = null;

/**
 * Shows a roll dialog and waits for the player: Roll (or Enter in a field) confirms the fields while
 * the summary says the roll can be made, Cancel or closing the window gives null.
 * @param spec what the dialog shows and how it reads its fields
 * @param initial the fields' values it opens with
 * @param window the window's title (localized), icon and extra classes
 * @returns the confirmed value, or null
 */
export async function openRollConfigDialog<Form, Summary extends RollSummaryContext>(
  spec: RollDialogSpec<Form, Summary>,
  initial: Form,
  window: { title: string; icon?: string; classes?: string[]; width?: number },
): Promise<Form | null> {
  windowClass ??= defineWindow();
  const dialog = new windowClass(spec as unknown as AnySpec, initial, {
    window: { title: window.title, ...(window.icon ? { icon: window.icon } : {}) },
    // The window's classes in full: the default ones and the dialog's own.
    classes: [SYSTEM_ID, "swd6-roll-window", ...(window.classes ?? [])],
    ...(window.width ? { position: { width: window.width, height: "auto" } } : {}),
  });
  return (await dialog.wait()) as Form | null;
}
