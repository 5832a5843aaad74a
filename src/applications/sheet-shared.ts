/**
 * What the system's document sheets share: the mixin that makes an Actor or Item sheet one of the
 * system's, and the Foundry services that the pure view and check functions take as arguments.
 */
import { refuseUnreadablePrintedValues } from "./item/printed-rule-input.ts";
import { refuseMalformedDieCodes } from "./die-code-input.ts";
import { type FieldRule, refuseBrokenFieldValues } from "./number-input.ts";
import type { Translator } from "../labels.ts";
import { applySheetAccess } from "./view-controls.ts";
import { sheetDragData } from "./actor/drag-data.ts";
import { restoreLines, restoreLists } from "./sheet-context.ts";
import { activateRovingLists, setRovingStops } from "./actor/roving-focus.ts";

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
 * The rule of a sheet's field (`system.forcePoints`, `system.specializations.0.rank`) as the
 * document's data model defines it: a number field's (`nullable`, `integer`, `min`, `max`,
 * `choices`), or another field's that lists its `choices`, its label in the user's language (else
 * the control's `aria-label`, else the name); null for a field outside `system` or of another kind.
 * @param document the sheet's document
 * @param name the form field's name
 * @param form the sheet's form, for a label the schema does not give
 */
function schemaFieldRule(document: { system?: unknown }, name: string, form: HTMLElement): FieldRule | null {
  const { SchemaField, ArrayField, NumberField } = foundry.data.fields;
  const [root, ...path] = name.split(".");
  const system = document.system;
  if (root !== "system" || !(system instanceof foundry.abstract.TypeDataModel)) return null;
  let field: unknown = system.schema;
  for (const key of path) {
    field = field instanceof SchemaField ? (field.fields as Record<string, unknown>)[key] : field instanceof ArrayField ? field.element : null;
  }
  const number = field instanceof NumberField;
  const { label, nullable, integer, min, max, choices } = (field ?? {}) as Partial<FieldRule> & { choices?: unknown };
  const listed = typeof choices === "function" ? (choices as () => unknown)() : choices;
  const allowed = Array.isArray(listed) ? listed.map(String) : listed && typeof listed === "object" ? Object.keys(listed) : undefined;
  if (!number && !allowed) return null;
  const named = label ? game.i18n.localize(label) : form.querySelector(`[name="${name}"]`)?.getAttribute("aria-label");
  return { label: named || name, number, nullable: nullable === true, integer, min, max, choices: allowed };
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
 * Unlocks what a user who may not edit a sheet may still use, and locks the rest (see
 * {@link applySheetAccess}).
 * @param element the sheet's element
 * @param editable the user may edit the document
 * @param document the sheet's document: its owner may roll for it
 */
function sortControls(element: HTMLElement, editable: boolean, document: object): void {
  applySheetAccess(element, { editable, mayRoll: "isOwner" in document && document.isOwner === true });
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
 * Makes the elements marked `data-drag` draggable: an attribute or an item row of an actor's sheet,
 * to the hotbar as a macro or an item to another sheet (drag-data.ts says what each carries).
 * @param root the application's element
 * @param document the sheet's document; only an actor's rows carry item drags
 */
function activateDragRows(root: HTMLElement, document: { uuid: string; items?: { get(id: string): { uuid: string } | undefined } }): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-drag]")) {
    element.setAttribute("draggable", "true");
    element.addEventListener("dragstart", (event) => {
      const marks = {
        drag: element.dataset.drag,
        attribute: element.dataset.attribute,
        itemId: element.closest<HTMLElement>("[data-item-id]")?.dataset.itemId,
      };
      const data = sheetDragData(marks, document.uuid, (id) => document.items?.get(id)?.uuid ?? null);
      if (!data || !event.dataTransfer) return;
      event.stopPropagation();
      event.dataTransfer.setData("text/plain", JSON.stringify(data));
    });
  }
}

/**
 * Makes a Handlebars sheet of one of the system's documents out of Foundry's `ActorSheetV2` or
 * `ItemSheetV2`: the system's window classes (each sheet adds its document and type), a resizable
 * window whose form submits on every change, keyboard use of clickable non-buttons and lists
 * (roving-focus.ts), dragging of the
 * rows marked `data-drag` (subclasses do not override `_onRender`: its override check is far
 * beyond what the compiler can afford on these class types), and the checks of every submit
 * (malformed die codes, unreadable printed rules and values the data model's fields refuse are
 * refused alone, reported in the user's language and put back; die-code-input.ts, number-input.ts),
 * and on a read-only sheet the tabs, "Create character" and the owner's rolls stay usable while
 * every editing control is locked (view-controls.ts).
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
      activateRovingLists(this.element);
    }

    /** The parts just rendered hold their controls as the templates wrote them, all unlocked. */
    protected override async _onRender(
      context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
      options: foundry.applications.api.ApplicationV2.RenderOptionsOf<this>,
    ): Promise<void> {
      await super._onRender(context, options);
      activateDragRows(this.element, this.document);
      sortControls(this.element, this.isEditable, this.document);
      setRovingStops(this.element);
    }

    /** A tabbed part gets its own tab's data as `tab`, as the part templates read it. */
    protected override async _preparePartContext(
      partId: string,
      context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
      options: foundry.applications.api.ApplicationV2.RenderOptionsOf<this>,
    ) {
      const partContext = await super._preparePartContext(partId, context, options);
      const tabs = (partContext as { tabs?: Record<string, unknown> }).tabs;
      if (tabs && partId in tabs) Object.assign(partContext, { tab: tabs[partId] });
      return partContext;
    }

    /** Foundry disables every control of a read-only sheet here, tabs and rolls included. */
    protected override _toggleDisabled(disabled: boolean): void {
      super._toggleDisabled(disabled);
      if (disabled) sortControls(this.element, this.isEditable, this.document);
    }

    protected override _processFormData(
      event: SubmitEvent | null,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
    ): Record<string, unknown> {
      const stored = (name: string) => storedValue(this.document, name);
      const values = formData.object as Record<string, unknown>;
      const submitted = { form, data: values, stored, format: foundryFormat, notify: notifyError };
      refuseMalformedDieCodes(submitted);
      refuseUnreadablePrintedValues(submitted);
      const rule = (name: string) => schemaFieldRule(this.document, name, form);
      const source = (name: string): unknown => foundry.utils.getProperty(this.document._source, name);
      for (const message of refuseBrokenFieldValues(form, values, rule, source, foundryFormat)) notifyError(message);
      const data = super._processFormData(event, form, formData) as Record<string, unknown>;
      // A sheet's list fields (its static LIST_FIELDS) arrive keyed by index and become lists again,
      // its text areas of one entry a line (LINE_FIELDS) lists of their lines.
      const lists = this.constructor as { LIST_FIELDS?: readonly string[]; LINE_FIELDS?: readonly string[] };
      restoreLists(data, lists.LIST_FIELDS ?? []);
      restoreLines(data, lists.LINE_FIELDS ?? []);
      return data;
    }
  };
}

/**
 * The base of the system's actor sheets: {@link SWD6SheetMixin} over Foundry's `ActorSheetV2`, made
 * once into a named class, so that the sheets extend a class the compiler has already related to
 * Foundry's, instead of each being compared member by member with the mixin's intersection type.
 * That first comparison exceeds the compiler's stack depth (TS2321) whatever the class holds, and it
 * happens here, once, where every sheet's base is declared.
 */
// @ts-expect-error TS2321: the one comparison of the mixin's intersection with Foundry's sheet class (see above).
export class SWD6ActorSheet extends SWD6SheetMixin(foundry.applications.sheets.ActorSheetV2) {}

/** The embedded item of the row (`data-item-id`) a control of an actor sheet is in. */
function rowItem(sheet: SWD6ActorSheet, target: HTMLElement): Item.Implementation | undefined {
  return sheet.document.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
}

/** The actor sheets' `editItem` action: opens a row's item sheet (read-only for an observer). */
export async function editRowItem(this: SWD6ActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await rowItem(this, target)?.sheet?.render(true);
}

/** The actor sheets' `deleteItem` action: deletes a row's item after core's confirmation. */
export async function deleteRowItem(this: SWD6ActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  if (this.isEditable) await rowItem(this, target)?.deleteDialog();
}

/** The base of the system's item sheets (see {@link SWD6ActorSheet}). */
export class SWD6ItemSheet extends SWD6SheetMixin(foundry.applications.sheets.ItemSheetV2) {}
