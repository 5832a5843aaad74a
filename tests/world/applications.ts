/**
 * `foundry.applications` as far as the system's modules need it to load and register: the
 * ApplicationV2 family as plain base classes (the sheets and the tracker are not rendered in this
 * world: their render contexts are tested as pure functions), the sheet registry, `DialogV2` whose
 * answers a test scripts (`dialogAnswers`), and `handlebars.renderTemplate` rendering the system's
 * real templates with the client's Handlebars (tests/helpers/render.ts).
 */
import type Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("../../", import.meta.url).pathname;

/** The answers the next dialogs give, in order; a dialog with none left is closed (null). */
export type DialogAnswers = unknown[];

/** The applications namespace of one client. */
export function applicationsNamespace(handlebars: () => typeof Handlebars, answers: DialogAnswers, sheets: unknown[]): Record<string, unknown> {
  class ApplicationV2 {
    static DEFAULT_OPTIONS = {};
    static PARTS = {};
    options: Record<string, unknown>;
    constructor(options: Record<string, unknown> = {}) {
      this.options = options;
    }
    async render(): Promise<this> {
      return this;
    }
    async close(): Promise<void> {}
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const HandlebarsApplicationMixin = <T extends new (...args: any[]) => object>(Base: T) => class extends Base {};
  class DocumentSheetV2 extends ApplicationV2 {}
  class DialogV2 extends ApplicationV2 {
    static async wait(): Promise<unknown> {
      return answers.length > 0 ? answers.shift() : null;
    }
    static async confirm(): Promise<unknown> {
      return answers.length > 0 ? answers.shift() : false;
    }
    static async prompt(): Promise<unknown> {
      return answers.length > 0 ? answers.shift() : null;
    }
  }
  const renderTemplate = async (path: string, context: object) => {
    const file = join(ROOT, path.replace(/^systems\/swd6rpg\//, ""));
    return handlebars().compile(readFileSync(file, "utf8"), { strict: false })(context);
  };
  return {
    api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
    sheets: { ActorSheetV2: class extends DocumentSheetV2 {}, ItemSheetV2: class extends DocumentSheetV2 {} },
    sidebar: {
      tabs: {
        // The tracker shows the active combat (A13 CombatTracker#viewed).
        CombatTracker: class extends ApplicationV2 {
          get viewed(): unknown {
            return (game as unknown as { combat: unknown }).combat;
          }
        },
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
      FormDataExtended: class {
        object: Record<string, unknown> = {};
      },
      TextEditor: { implementation: { enrichHTML: async (text: string) => text } },
    },
    instances: new Map(),
  };
}
