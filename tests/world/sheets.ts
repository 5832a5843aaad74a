/**
 * The system's sheets opened on a client: the class the system registered for a document type
 * (`DocumentSheetConfig.registerSheet`), constructed for a document and rendered through
 * ApplicationV2's lifecycle (applications.ts).
 */
import type { Client } from "./client.ts";

/** A rendered sheet, as a test reads and clicks it. */
export type Sheet = { render(options?: object): Promise<unknown>; element: HTMLElement; isEditable: boolean };

/**
 * Opens the sheet registered for `type` (`"character"`, `"starship"`, `"weapon"` …) on `client`.
 * @param document a function that finds the document on that client
 */
export async function openSheet(client: Client, type: string, document: () => unknown): Promise<Sheet> {
  return client.run(async () => {
    const entry = client.sheets.find((args) => ((args as unknown[])[3] as { types?: string[] }).types?.includes(type)) as unknown[] | undefined;
    if (!entry) throw new Error(`no sheet registered for ${type}`);
    const sheet = new (entry[2] as new (options: object) => Sheet)({ document: document() });
    await sheet.render({ force: true });
    return sheet;
  });
}
