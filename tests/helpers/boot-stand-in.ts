/**
 * The few Foundry globals the system touches while its module loads and its `init` hook runs, as
 * recorders: each registration is kept so a test can read what the system registered. Base classes
 * are empty classes; nothing here renders, rolls or stores anything.
 */
import { FIELDS, TypeDataModel } from "./schema-stand-in.ts";

/** What the system registered during `init`. */
export interface BootRecord {
  hooks: Map<string, ((...args: unknown[]) => unknown)[]>;
  sheets: { documentClass: unknown; scope: string; sheetClass: unknown; options: Record<string, unknown> }[];
  settings: Map<string, Record<string, unknown>>;
  menus: Map<string, Record<string, unknown>>;
  /** Event types listened to on the page's body (delegated clicks on links). */
  bodyListeners: string[];
  helpers: Map<string, unknown>;
  templates: string[];
  config: {
    Actor: { documentClass: unknown; dataModels: Record<string, unknown> };
    Item: { documentClass: unknown; dataModels: Record<string, unknown> };
    ChatMessage: { documentClass: unknown; dataModels: Record<string, unknown> };
    Combat: { documentClass: unknown; dataModels: Record<string, unknown> };
    Combatant: { documentClass: unknown; dataModels: Record<string, unknown> };
    ui: Record<string, unknown>;
    statusEffects: { id: string }[];
    TextEditor: { enrichers: unknown[] };
    Dice: { terms: Record<string, unknown>; rolls: unknown[] };
    queries: Record<string, unknown>;
    time: { roundTime: number };
  };
}

/** Installs the stand-in globals and returns the record they fill. */
export function installBootStandIn(): BootRecord {
  const record: BootRecord = {
    hooks: new Map(),
    sheets: [],
    settings: new Map(),
    menus: new Map(),
    bodyListeners: [],
    helpers: new Map(),
    templates: [],
    config: {
      Actor: { documentClass: null, dataModels: {} },
      Item: { documentClass: null, dataModels: {} },
      ChatMessage: { documentClass: null, dataModels: {} },
      Combat: { documentClass: null, dataModels: {} },
      Combatant: { documentClass: null, dataModels: {} },
      ui: {},
      statusEffects: [],
      TextEditor: { enrichers: [] },
      Dice: { terms: {}, rolls: [] },
      queries: {},
      time: { roundTime: 0 },
    },
  };
  const on = (name: string, fn: (...args: unknown[]) => unknown) => {
    record.hooks.set(name, [...(record.hooks.get(name) ?? []), fn]);
  };
  const mixin = (base: new () => object) => class extends base {};
  const globals: Record<string, unknown> = {
    foundry: {
      data: { fields: FIELDS },
      abstract: { TypeDataModel },
      applications: {
        api: { HandlebarsApplicationMixin: mixin, DialogV2: class {}, ApplicationV2: class {} },
        sheets: { ActorSheetV2: class {}, ItemSheetV2: class {} },
        apps: {
          DocumentSheetConfig: {
            registerSheet: (documentClass: unknown, scope: string, sheetClass: unknown, options: Record<string, unknown>) =>
              record.sheets.push({ documentClass, scope, sheetClass, options }),
          },
        },
        sidebar: { tabs: { CombatTracker: class {} } },
        handlebars: { loadTemplates: async (paths: string[]) => void record.templates.push(...paths) },
      },
      dice: { terms: { Die: class {} } },
      utils: {},
    },
    Actor: class {},
    Item: class {},
    ChatMessage: class {},
    Combat: class {},
    Combatant: class {},
    Roll: class {},
    Hooks: { once: on, on },
    CONFIG: record.config,
    document: { body: { addEventListener: (type: string) => void record.bodyListeners.push(type) } },
    Handlebars: { registerHelper: (name: string, fn: unknown) => record.helpers.set(name, fn) },
    game: {
      settings: {
        register: (_scope: string, key: string, config: Record<string, unknown>) => record.settings.set(key, config),
        registerMenu: (_scope: string, key: string, config: Record<string, unknown>) => record.menus.set(key, config),
      },
    },
  };
  Object.assign(globalThis, globals);
  return record;
}
