/**
 * The parts of a roll dialog (roll-config-dialog.ts), without Foundry: the templates of each dialog's
 * parts, the parts rendered again when a field changes, and the footer's context. Tests render the
 * same parts with the same contexts.
 */
import { SYSTEM_PATH } from "../../constants.ts";

/** The parts rendered again after every change of a field: what is computed, and the buttons. */
export const ROLL_SUMMARY_PARTS = ["summary", "footer"] as const;

/** The footer's context: the Roll button's label and icon, enabled only when the roll can be made. */
export interface RollFooter {
  label: string;
  icon: string;
  ready: boolean;
}

/** A roll dialog's parts: its fields, its summary and the shared footer. */
export interface RollDialogParts {
  fields: { template: string };
  summary: { template: string };
  footer: { template: string };
}

/**
 * A roll dialog's parts from its two templates (`templates/apps/<name>-fields.hbs` and
 * `templates/apps/<name>-summary.hbs`), with the footer every roll dialog shares.
 * @param name the dialog's template name, e.g. "roll-dialog"
 */
export function rollDialogParts(name: string): RollDialogParts {
  return {
    fields: { template: `${SYSTEM_PATH}/templates/apps/${name}-fields.hbs` },
    summary: { template: `${SYSTEM_PATH}/templates/apps/${name}-summary.hbs` },
    footer: { template: `${SYSTEM_PATH}/templates/apps/roll-footer.hbs` },
  };
}

/** What every summary says besides its own lines: whether the roll can be made as the fields are. */
export interface RollSummaryContext {
  ready: boolean;
}

/** A field's text refused and put back: the message's localization key and its data. */
export interface FieldRefusal {
  key: string;
  data: Record<string, string>;
}

/**
 * One roll dialog: its parts, how its form is read and what each part shows. Pure: tests render the
 * parts with these contexts and read the form through `readForm` as the window does.
 */
export interface RollDialogSpec<Form, Summary extends RollSummaryContext> {
  parts: RollDialogParts;
  /** The form value of the fields' entries (text by name, as `formFields` reads them). */
  readForm(fields: Record<string, string>): Form;
  /** The `fields` part's context for a form value. */
  fieldsContext(form: Form): Record<string, unknown>;
  /** The `summary` part's context (as `summary`) for a form value. */
  summaryContext(form: Form): Summary;
  /** The Roll button's label key and icon class. */
  rollButton: { label: string; icon: string };
  /**
   * What a changed field does to the fields before the form is read again (a level fills in its
   * number). `committed` is true when the player has finished with the field (its "change"), false
   * while he types ("input"). Returns a refusal to show the player (a localization key and its data)
   * when it put a field's refused text back to the value it kept, else nothing.
   */
  adjustFields?(changed: HTMLElement, form: HTMLFormElement, committed: boolean): FieldRefusal | null | void;
  /** Where the player starts typing once the dialog is shown; null or absent: the dialog's first field. */
  firstField?(form: HTMLFormElement): HTMLInputElement | null;
}

/**
 * The context every part of a roll dialog is rendered with: the fields' context, the summary as
 * `summary` and the footer as `footer`.
 * @param spec the dialog
 * @param value the fields' values
 */
export function rollDialogContextOf<Form, Summary extends RollSummaryContext>(
  spec: RollDialogSpec<Form, Summary>,
  value: Form,
): Record<string, unknown> & { summary: Summary; footer: RollFooter } {
  const summary = spec.summaryContext(value);
  return { ...spec.fieldsContext(value), summary, footer: { ...spec.rollButton, ready: summary.ready } };
}
