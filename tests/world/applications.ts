/**
 * `foundry.applications` as far as the system uses it: the ApplicationV2 family with its render and
 * action lifecycle (below), the sheet registry, `DialogV2` whose answers a test scripts
 * (`dialogAnswers`), `FormDataExtended`, and `handlebars.renderTemplate` rendering the system's real
 * templates with the client's Handlebars (tests/helpers/render.ts).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import type Handlebars from "handlebars";
import { UTILS } from "./utils.ts";
import { compileTemplate } from "../helpers/render.ts";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CORE_TRACKER_TEMPLATES, combatTrackerClass, renderCoreTrackerPart } from "./combat-tracker.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The answers the next dialogs give, in order; a dialog with none left is closed (null). */
export type DialogAnswers = unknown[];

/**
 * How the scripted user answers a form window that waits for him (a roll dialog): he types each
 * field's value (a checkbox is checked for true, a radio button of that value chosen), as a player would, one field after another, then
 * presses the submit button, or Cancel with `press: "cancel"`. A submit button the window has
 * disabled cannot be pressed: the user closes the window instead.
 */
export interface FormAnswer {
  fields?: Record<string, string | number | boolean>;
  press?: "submit" | "cancel";
}

/** Whether a scripted answer is for a form window. */
function isFormAnswer(answer: unknown): answer is FormAnswer {
  return typeof answer === "object" && answer !== null && ("fields" in answer || "press" in answer);
}

/**
 * Lets the windows' pending renders run, as the time between a user's keystrokes does: a turn of the
 * event loop, in which happy-dom runs its animation frames (`World#settle` counts such turns).
 */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A `DialogV2` button as the system declares it. */
interface DialogButton {
  action: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement) => unknown;
}

/**
 * The scripted user types into a form's fields, one after another, as a player would: each field's
 * value (a checkbox is checked for true, a radio button of that value chosen), with the input and
 * change events a browser sends; with `pauses`, the window's pending renders run between fields.
 * @throws Error when the form has no such field (or no radio button of that value)
 */
async function typeFields(root: HTMLElement, fields: Record<string, string | number | boolean>, pauses = true): Promise<void> {
  const view = root.ownerDocument.defaultView as unknown as { Event: typeof Event };
  for (const [name, value] of Object.entries(fields)) {
    const radios = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`)];
    const field = radios.find((radio) => radio.value === String(value)) ?? root.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!field || (radios.length > 0 && field.value !== String(value))) throw new Error(`the window has no field "${name}" to set to ${String(value)}`);
    if (field.type === "checkbox") field.checked = value === true;
    else if (field.type === "radio") field.checked = true;
    else field.value = String(value);
    field.dispatchEvent(new view.Event("input", { bubbles: true }));
    field.dispatchEvent(new view.Event("change", { bubbles: true }));
    if (pauses) await pause();
  }
}

/** The applications namespace of one client. */
export function applicationsNamespace(
  handlebars: () => typeof Handlebars,
  answers: DialogAnswers,
  sheets: unknown[],
  page: () => Document,
): Record<string, unknown> {
  const renderTemplate = async (path: string, context: object) => {
    if (CORE_TRACKER_TEMPLATES.includes(path)) return renderCoreTrackerPart(path, context);
    const file = join(ROOT, path.replace(/^systems\/swd6rpg\//, ""));
    return compileTemplate(handlebars(), file)(context);
  };

  /**
   * ApplicationV2's render and action lifecycle, as the v13 API documents it
   * (A13 classes/foundry.applications.api.ApplicationV2.html, DocumentSheetV2, HandlebarsApplicationMixin):
   * `render` prepares the context (`_prepareContext`), each part's (`_preparePartContext`) of the
   * parts `_configureRenderParts` gives, renders each part's template, then `_onFirstRender` and
   * `_onRender`; a click on `[data-action]` calls `DEFAULT_OPTIONS.actions[action]` with the
   * application as `this` and `(event, target)`; a form field's change calls `_onChangeForm`, which
   * submits when `form.submitOnChange`: `_processFormData(event, form, formData)` then the document's
   * update. Options are merged down the class chain. `render({ parts })` renders only the parts
   * named (A13 HandlebarsRenderOptions#parts: "An array of named template parts to render"), the
   * others stay as they are, typing included; `close` calls `_onClose` (ApplicationV2#_onClose).
   * Windows, positions and drag are not modelled.
   */
  class ApplicationV2 {
    static DEFAULT_OPTIONS: Record<string, unknown> = {};
    static PARTS: Record<string, { template: string }> = {};
    static TABS: Record<string, { tabs: { id: string }[]; initial?: string; labelPrefix?: string }> = {};
    options: Record<string, unknown>;
    element!: HTMLElement;
    rendered = false;
    tabGroups: Record<string, string> = {};

    constructor(options: Record<string, unknown> = {}) {
      const chain: Record<string, unknown>[] = [];
      for (let cls = this.constructor as typeof ApplicationV2 | null; cls && (cls as unknown) !== Object; cls = Object.getPrototypeOf(cls)) {
        if (Object.prototype.hasOwnProperty.call(cls, "DEFAULT_OPTIONS")) chain.unshift(cls.DEFAULT_OPTIONS);
      }
      this.options = chain.reduce<Record<string, unknown>>((merged, own) => mergeDeep(merged, own), {});
      this.options = mergeDeep(this.options, options);
    }

    get isEditable(): boolean {
      return true;
    }

    async _prepareContext(_options: object): Promise<Record<string, unknown>> {
      return {};
    }

    async _preparePartContext(_partId: string, context: Record<string, unknown>, _options: object): Promise<Record<string, unknown>> {
      return context;
    }

    _configureRenderParts(_options: object): Record<string, { template: string }> {
      return { ...(this.constructor as typeof ApplicationV2).PARTS };
    }

    _prepareTabs(group: string): Record<string, { id: string; group: string; active: boolean; cssClass: string; label: string; icon?: string }> {
      const config = (this.constructor as typeof ApplicationV2).TABS[group];
      if (!config) return {};
      this.tabGroups[group] ??= config.initial ?? config.tabs[0]?.id;
      return Object.fromEntries(
        config.tabs.map((tab) => {
          const active = this.tabGroups[group] === tab.id;
          return [tab.id, { ...tab, group, active, cssClass: active ? "active" : "", label: `${config.labelPrefix ?? ""}.${tab.id}` }];
        }),
      );
    }

    async _onFirstRender(_context: object, _options: object): Promise<void> {}

    async _onRender(_context: object, _options: object): Promise<void> {}

    _toggleDisabled(disabled: boolean): void {
      for (const control of this.element.querySelectorAll<HTMLInputElement>("input, select, textarea, button")) control.disabled = disabled;
    }

    async render(options: Record<string, unknown> = {}): Promise<this> {
      const first = !this.rendered;
      const renderOptions = { ...options, isFirstRender: first };
      const context = await this._prepareContext(renderOptions);
      const parts = this._configureRenderParts(renderOptions);
      const only = !first && Array.isArray(options.parts) ? (options.parts as string[]) : null;
      const html: string[] = [];
      for (const [id, part] of Object.entries(parts)) {
        if (only && !only.includes(id)) continue;
        const partContext = await this._preparePartContext(id, { ...context }, renderOptions);
        html.push(`<div data-application-part="${id}">${await renderTemplate(part.template, partContext)}</div>`);
      }
      if (only) {
        for (const rendered of html) {
          const id = /data-application-part="([^"]+)"/.exec(rendered)![1]!;
          const holder = page().createElement("div");
          holder.innerHTML = rendered;
          this.element.querySelector(`[data-application-part="${id}"]`)?.replaceWith(holder.firstElementChild!);
        }
        await this._onRender(context, renderOptions);
        return this;
      }
      // The window's element stays across renders (listeners on it stay); its parts are rendered anew.
      if (!this.rendered) {
        const form = (this as { isDocumentSheet?: boolean }).isDocumentSheet === true || this.options.tag === "form";
        const element = page().createElement(form ? "form" : "div");
        element.className = ["application", ...((this.options.classes as string[] | undefined) ?? [])].join(" ");
        page().body.appendChild(element);
        this.element = element as unknown as HTMLElement;
        this.#wire();
      }
      this.element.innerHTML = html.join("");
      if (!this.isEditable) this._toggleDisabled(true);
      this.rendered = true;
      if (first) await this._onFirstRender(context, renderOptions);
      await this._onRender(context, renderOptions);
      const formWindow = first && (this as { isDocumentSheet?: boolean }).isDocumentSheet !== true && this.options.tag === "form";
      if (formWindow && isFormAnswer(answers[0])) void this.#answer(answers.shift() as FormAnswer);
      return this;
    }

    /** The scripted user at this window: types the answer's fields, then presses its button. */
    async #answer(answer: FormAnswer): Promise<void> {
      await pause();
      await typeFields(this.element, answer.fields ?? {});
      await pause();
      const submit = this.element.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (answer.press === "cancel" || !submit || submit.disabled) await this.close();
      else submit.click();
    }

    #wire(): void {
      const actions = (this.options.actions ?? {}) as Record<string, (this: unknown, event: Event, target: HTMLElement) => unknown>;
      this.element.addEventListener("click", (event) => {
        const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
        const handler = target ? actions[target.dataset.action as string] : undefined;
        if (target && handler) {
          event.preventDefault();
          void handler.call(this, event, target);
        }
      });
      this.element.addEventListener("change", (event) => this._onChangeForm((this.options.form ?? {}) as object, event));
      // A form application's submission goes to its `form.handler` (event, form, formData), else to the document.
      this.element.addEventListener("submit", (event) => {
        event.preventDefault();
        const handler = (this.options.form as { handler?: (this: unknown, event: Event, form: HTMLFormElement, data: FormDataExtended) => unknown } | undefined)
          ?.handler;
        const form = this.element as unknown as HTMLFormElement;
        const done = handler ? Promise.resolve(handler.call(this, event, form, new FormDataExtended(form))) : this.submit(event);
        void done.catch((error: unknown) => void this.submitErrors.push(error));
      });
    }

    /** Errors a form submission ended in (the refused write is already shown to the user as an error). */
    submitErrors: unknown[] = [];

    _onChangeForm(formConfig: { submitOnChange?: boolean }, event: Event): void {
      // A submission that fails (a write the server or the data model refuses) is reported, not thrown
      // out of the change listener: the form stays open with the user's input.
      if (formConfig.submitOnChange) void this.submit(event).catch((error: unknown) => void this.submitErrors.push(error));
    }

    _processFormData(_event: Event | null, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Record<string, unknown> {
      return UTILS.expandObject(formData.object);
    }

    async submit(event: Event | null = null): Promise<void> {
      const form = this.element as unknown as HTMLFormElement;
      const data = this._processFormData(event, form, new FormDataExtended(form));
      await this._processSubmitData(event, form, data);
    }

    async _processSubmitData(_event: Event | null, _form: HTMLFormElement, data: Record<string, unknown>): Promise<void> {
      const document = (this as unknown as { document?: { update(data: object): Promise<unknown> } }).document;
      await document?.update(data);
    }

    async close(options: Record<string, unknown> = {}): Promise<void> {
      this.element?.remove();
      this.rendered = false;
      this._onClose(options);
    }

    _onClose(_options: object): void {}
  }

  /** A form's values by name: text as typed, checkboxes as booleans, numbers as numbers (`data-dtype="Number"` or type number). */
  class FormDataExtended {
    object: Record<string, unknown> = {};
    constructor(form: HTMLFormElement) {
      for (const field of form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]")) {
        if (field.disabled) continue;
        if (field.type === "checkbox") this.object[field.name] = field.checked;
        else if (field.type === "radio") {
          if (field.checked) this.object[field.name] = field.value;
        } else if (field.type === "number" || field.dataset.dtype === "Number") this.object[field.name] = field.value === "" ? null : Number(field.value);
        else this.object[field.name] = field.value;
      }
    }
  }

  const HandlebarsApplicationMixin = <T extends new (...args: any[]) => object>(Base: T) => class extends Base {};
  /**
   * A document's sheet: it registers with its document (`document.apps`), and the client renders an
   * open sheet again whenever the server reports a change of its document (A13 DocumentSheetV2;
   * ClientDocument#apps).
   */
  class DocumentSheetV2 extends ApplicationV2 {
    isDocumentSheet = true;
    constructor(options: Record<string, unknown> = {}) {
      super(options);
      const document = options.document as { apps?: Set<unknown> } | undefined;
      if (document) (document.apps ??= new Set()).add(this);
    }
    get document(): { isOwner: boolean } {
      return this.options.document as { isOwner: boolean };
    }
    get actor(): unknown {
      return this.document;
    }
    get item(): unknown {
      return this.document;
    }
    override get isEditable(): boolean {
      return this.document?.isOwner === true;
    }
    override async _prepareContext(options: object): Promise<Record<string, unknown>> {
      return { ...(await super._prepareContext(options)), document: this.document, editable: this.isEditable, owner: this.document?.isOwner };
    }
  }
  /**
   * `DialogV2.wait` shows its content as a form, runs its `render` callback on it (the system wires
   * its live summaries there), and resolves with what the test scripted the user to choose (what
   * the chosen button's callback would return); the dialog stays on the page for the test to read.
   */
  class DialogV2 extends ApplicationV2 {
    static async wait(
      options: { content?: string; render?: (event: Event, dialog: { element: HTMLElement }) => void; buttons?: DialogButton[] } = {},
    ): Promise<unknown> {
      const element = page().createElement("div");
      element.className = "application dialog";
      element.innerHTML = `<form class="dialog-form">${options.content ?? ""}</form>`;
      page().body.appendChild(element);
      options.render?.(new Event("render"), { element: element as unknown as HTMLElement });
      const answer = answers.length > 0 ? answers.shift() : null;
      if (!isFormAnswer(answer)) return answer;
      const form = element.querySelector("form") as HTMLFormElement;
      // A core dialog re-renders nothing as the user types: its listeners run as each event arrives.
      await typeFields(form as unknown as HTMLElement, answer.fields ?? {}, false);
      // The user presses Cancel, or the default button (Enter): a button's result is its callback's
      // return value, or its action when it has none (A13 DialogV2.wait).
      const pressed =
        answer.press === "cancel" ? options.buttons?.find((b) => b.action === "cancel") : (options.buttons?.find((b) => b.default) ?? options.buttons?.[0]);
      if (!pressed) return null;
      const button = page().createElement("button");
      button.type = "submit";
      form.appendChild(button);
      return pressed.callback ? pressed.callback(new Event("click"), button as unknown as HTMLButtonElement) : pressed.action;
    }
    static async confirm(): Promise<unknown> {
      return answers.length > 0 ? answers.shift() : false;
    }
  }
  return {
    api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
    sheets: { ActorSheetV2: class extends DocumentSheetV2 {}, ItemSheetV2: class extends DocumentSheetV2 {} },
    sidebar: {
      tabs: {
        CombatTracker: combatTrackerClass(ApplicationV2 as never),
      },
    },
    apps: {
      DocumentSheetConfig: {
        registerSheet: (...args: unknown[]) => void sheets.push(args),
        unregisterSheet: () => undefined,
      },
    },
    settings: { SettingsConfig: class extends ApplicationV2 {} },
    handlebars: { renderTemplate, loadTemplates: async () => undefined },
    ux: {
      FormDataExtended,
      TextEditor: { implementation: { enrichHTML: async (text: string) => text } },
    },
    instances: new Map(),
  };
}

function mergeDeep(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over ?? {})) {
    const old = merged[key];
    merged[key] =
      value && typeof value === "object" && !Array.isArray(value) && old && typeof old === "object" && !Array.isArray(old)
        ? mergeDeep(old as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return merged;
}
