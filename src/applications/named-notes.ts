/**
 * The sheet actions of `{ name, text }` lists (a species' special abilities and story factors, a
 * creature's special abilities), rendered by templates/parts/named-notes.hbs. The button names the
 * list's path in `data-list`; removal its row in `data-index`.
 */

/** A `{ name, text }` row as stored. */
export interface NamedNote {
  name: string;
  text: string;
}

interface ListSheet {
  readonly isEditable: boolean;
  readonly document: { update(data: object): Promise<unknown> };
}

function rowsAt(sheet: ListSheet, path: string): NamedNote[] {
  const rows = foundry.utils.getProperty(sheet.document, path);
  return Array.isArray(rows) ? (rows as NamedNote[]).map((row) => ({ name: row.name, text: row.text })) : [];
}

/** The list paths a sheet may change: anything else in `data-list` is ignored. */
export const NAMED_NOTE_LISTS = ["system.specialAbilities", "system.storyFactors"] as const;

function listOf(target: HTMLElement): string | null {
  const path = target.dataset.list ?? "";
  return (NAMED_NOTE_LISTS as readonly string[]).includes(path) ? path : null;
}

/** Adds a row named "New entry" (localized) at the end of the button's list. */
export async function onAddNamedNote(this: ListSheet, _event: Event, target: HTMLElement): Promise<void> {
  const path = listOf(target);
  if (!this.isEditable || !path) return;
  const added: NamedNote = { name: game.i18n.localize("SWD6.Sheet.newEntry"), text: "" };
  await this.document.update({ [path]: [...rowsAt(this, path), added] });
}

/** Removes the button's row from its list. */
export async function onRemoveNamedNote(this: ListSheet, _event: Event, target: HTMLElement): Promise<void> {
  const path = listOf(target);
  const index = Number(target.dataset.index);
  if (!this.isEditable || !path || !Number.isInteger(index)) return;
  await this.document.update({ [path]: rowsAt(this, path).filter((_, i) => i !== index) });
}
