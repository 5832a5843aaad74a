/**
 * What a world migration did, counted as it runs, and the report the GM reads afterwards.
 */

/** One document the migration could not update; it was left exactly as it was. */
export interface MigrationFailure {
  /** "Actor", "Item", "Token", "ChatMessage" or the compendium's collection id. */
  where: string;
  /** The document's name. */
  name: string;
  /** The error's message. */
  message: string;
}

/** The tally of a world migration. */
export interface MigrationTally {
  /** Documents looked at, every kind together. */
  examined: number;
  /** Documents updated, by kind. */
  updated: { actors: number; items: number; tokens: number; messages: number; compendiums: number };
  /** Compendiums left alone because they are locked (collection ids). */
  lockedPacks: string[];
  failures: MigrationFailure[];
  /**
   * Documents Foundry still cannot read after the migration (their data fails their model): left as
   * they are, not shown anywhere; named so that the gamemaster can fix or delete them.
   */
  unreadable: Omit<MigrationFailure, "message">[];
}

/** A tally with nothing counted yet. */
export function emptyTally(): MigrationTally {
  return { examined: 0, updated: { actors: 0, items: 0, tokens: 0, messages: 0, compendiums: 0 }, lockedPacks: [], failures: [], unreadable: [] };
}

/** Documents updated, every kind together. */
export function updatedCount(tally: MigrationTally): number {
  const { actors, items, tokens, messages, compendiums } = tally.updated;
  return actors + items + tokens + messages + compendiums;
}

/** Translates a key, filling `{name}` placeholders from `data` (Foundry's `game.i18n.format`). */
export type Format = (key: string, data?: Record<string, string | number>) => string;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The report as chat-message HTML: the version, the documents updated by kind, the locked
 * compendiums left alone, every document that failed with its error, and the documents that remain
 * unreadable. Names and messages are escaped.
 *
 * @param tally what the migration did
 * @param version the version the world was migrated to
 * @param format translation with placeholders (keys `SWD6.Migration.*`)
 */
export function migrationReportHtml(tally: MigrationTally, version: string, format: Format): string {
  const { actors, items, tokens, messages, compendiums } = tally.updated;
  const rows = [
    `<li>${escape(format("SWD6.Migration.Report.actors", { count: actors }))}</li>`,
    `<li>${escape(format("SWD6.Migration.Report.items", { count: items }))}</li>`,
    `<li>${escape(format("SWD6.Migration.Report.tokens", { count: tokens }))}</li>`,
    `<li>${escape(format("SWD6.Migration.Report.messages", { count: messages }))}</li>`,
    `<li>${escape(format("SWD6.Migration.Report.compendiums", { count: compendiums }))}</li>`,
  ];
  const parts = [
    `<h3>${escape(format("SWD6.Migration.Report.title", { version }))}</h3>`,
    `<p>${escape(format("SWD6.Migration.Report.examined", { count: tally.examined }))}</p>`,
    `<ul>${rows.join("")}</ul>`,
  ];
  if (tally.lockedPacks.length) {
    parts.push(`<p>${escape(format("SWD6.Migration.Report.locked"))}</p>`);
    parts.push(`<ul>${tally.lockedPacks.map((pack) => `<li>${escape(pack)}</li>`).join("")}</ul>`);
  }
  if (tally.failures.length) {
    parts.push(`<p>${escape(format("SWD6.Migration.Report.failures"))}</p>`);
    parts.push(`<ul>${tally.failures.map((f) => `<li>${escape(`${f.where}: ${f.name}: ${f.message}`)}</li>`).join("")}</ul>`);
  }
  if (tally.unreadable.length) {
    parts.push(`<p>${escape(format("SWD6.Migration.Report.unreadable"))}</p>`);
    parts.push(`<ul>${tally.unreadable.map((u) => `<li>${escape(`${u.where}: ${u.name}`)}</li>`).join("")}</ul>`);
  }
  return `<div class="swd6-migration-report">${parts.join("")}</div>`;
}
