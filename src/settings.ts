/**
 * World settings: the rule variants where the seeds' editions disagree (RULES-MAP.md), read through
 * one function that falls back to the default, with a warning, on a value it does not know.
 */
import type { DifficultyEdition } from "./rules/dice/difficulty.ts";
import { SYSTEM_ID } from "./constants.ts";

/** Each rule-variant setting: its allowed values (first is the default) and its localization stem. */
export const RULE_SETTINGS = {
  wildDie: { choices: ["on", "off"], label: "SWD6.Settings.wildDie" },
  mishap: { choices: ["ask", "count", "remove-highest", "complication"], label: "SWD6.Settings.mishap" },
  damageModel: { choices: ["difference", "ratio"], label: "SWD6.Settings.damageModel" },
  reactionMode: { choices: ["replace", "add"], label: "SWD6.Settings.reactionMode" },
  segmentTie: { choices: ["simultaneous", "higher-code"], label: "SWD6.Settings.segmentTie" },
  initiative: { choices: ["side", "segments"], label: "SWD6.Settings.initiative" },
  declarations: { choices: ["open", "hidden"], label: "SWD6.Settings.declarations" },
  running: { choices: ["action", "every-roll"], label: "SWD6.Settings.running" },
  startingForcePoints: { choices: ["sensitive-two", "one"], label: "SWD6.Settings.startingForcePoints" },
  attributeAdvances: { choices: ["gamemaster", "never"], label: "SWD6.Settings.attributeAdvances" },
} as const;

/** The name of a rule-variant setting. */
export type RuleSettingKey = keyof typeof RULE_SETTINGS;

/** The values a rule-variant setting may take. */
export type RuleSettingValue<K extends RuleSettingKey> = (typeof RULE_SETTINGS)[K]["choices"][number];

/** The world setting saying whose client rolls a player's dice. */
export const DICE_ROLLER_SETTING = "diceRoller";

/**
 * Whose client rolls a player's dice: his own (the default, as Foundry's own rolls), or the active
 * gamemaster's, so that the faces a player's request carries are the gamemaster's (gateway/gamemaster-dice.ts).
 */
export const DICE_ROLLERS = ["players", "gamemaster"] as const;

/** A world setting the gamemaster picks from a list in the settings window, stored as the chosen value. */
interface ChoiceSetting {
  readonly scope: "world";
  readonly config: true;
  readonly type: StringConstructor;
  /** Its localization stem (`<label>.name`, `.hint`, `.choices.<value>`). */
  readonly label: string;
  /** Its values, the first the default; none where the choices are given at registration. */
  readonly choices?: readonly string[];
  readonly default: string;
  /** The module without which it is not registered (its settings then show nothing of it). */
  readonly module?: string;
}

/** A hidden world setting holding a text. */
interface TextSetting {
  readonly scope: "world";
  readonly config: false;
  readonly type: StringConstructor;
  readonly default: string;
}

/**
 * A hidden world setting holding one of the gamemaster's records, typed by a data field which
 * Foundry cleans and validates each value through as it is written and read (its `type`).
 */
interface FieldSetting<F extends foundry.data.fields.DataField.Any> {
  readonly scope: "world";
  readonly config: false;
  /** The field, built at registration (`foundry.data.fields` exists from then on). */
  readonly field: () => F;
}

/** A choice setting of the values given, the first its default. */
function choiceSetting<const V extends readonly string[]>(choices: V, label: string) {
  return { scope: "world", config: true, type: String, label, choices, default: choices[0] as V[number] } as const satisfies ChoiceSetting;
}

/** A hidden record setting of the field the factory builds. */
function fieldSetting<F extends foundry.data.fields.DataField.Any>(field: () => F): FieldSetting<F> {
  return { scope: "world", config: false, field };
}

/** A map of ids (actor uuids) to values of one field, none stored by default. */
function idMap<F extends foundry.data.fields.DataField.Any>(element: () => F) {
  return () => new foundry.data.fields.TypedObjectField(element(), { required: true, nullable: false, initial: () => ({}) });
}

const fields = () => foundry.data.fields;

/**
 * Every setting of the system, in one place: its key, where it is stored, whether the settings window
 * shows it, its type and default. `registerSettings` registers them from here and `foundry-config.d.ts`
 * declares them to the compiler from here (`ShownSettingConfig`, `HiddenSettingConfig`), so each is read and written typed.
 */
export const SYSTEM_SETTINGS = {
  wildDie: choiceSetting(RULE_SETTINGS.wildDie.choices, RULE_SETTINGS.wildDie.label),
  mishap: choiceSetting(RULE_SETTINGS.mishap.choices, RULE_SETTINGS.mishap.label),
  damageModel: choiceSetting(RULE_SETTINGS.damageModel.choices, RULE_SETTINGS.damageModel.label),
  reactionMode: choiceSetting(RULE_SETTINGS.reactionMode.choices, RULE_SETTINGS.reactionMode.label),
  segmentTie: choiceSetting(RULE_SETTINGS.segmentTie.choices, RULE_SETTINGS.segmentTie.label),
  initiative: choiceSetting(RULE_SETTINGS.initiative.choices, RULE_SETTINGS.initiative.label),
  declarations: choiceSetting(RULE_SETTINGS.declarations.choices, RULE_SETTINGS.declarations.label),
  running: choiceSetting(RULE_SETTINGS.running.choices, RULE_SETTINGS.running.label),
  startingForcePoints: choiceSetting(RULE_SETTINGS.startingForcePoints.choices, RULE_SETTINGS.startingForcePoints.label),
  attributeAdvances: choiceSetting(RULE_SETTINGS.attributeAdvances.choices, RULE_SETTINGS.attributeAdvances.label),
  [DICE_ROLLER_SETTING]: choiceSetting(DICE_ROLLERS, "SWD6.Settings.diceRoller"),
  // Dice So Nice's colour sets for the wild die and the character-point dice; their choices are the
  // colour sets dice/dice-so-nice.ts defines, given at registration.
  dsnWildDie: { scope: "world", config: true, type: String, label: "SWD6.DiceSoNice.wildDie", default: `${SYSTEM_ID}-wild-gold`, module: "dice-so-nice" },
  dsnCharacterPoint: {
    scope: "world",
    config: true,
    type: String,
    label: "SWD6.DiceSoNice.characterPoint",
    default: `${SYSTEM_ID}-saber-blue`,
    module: "dice-so-nice",
  },
  /** The version that last migrated the world ("" for none, migrations/version.ts). */
  systemMigrationVersion: { scope: "world", config: false, type: String, default: "" },
  /** The cards the gamemaster posted, and the character points he spent per roll (gateway/posted-cards.ts). */
  postedCards: fieldSetting(() => {
    const { SchemaField, ArrayField, StringField, NumberField, TypedObjectField } = fields();
    return new SchemaField({
      ids: new ArrayField(new StringField({ required: true, blank: false })),
      spent: new TypedObjectField(new NumberField({ required: true, nullable: false, integer: true, min: 1 }), { initial: () => ({}) }),
    });
  }),
  /** The moment each character last spent a Force point, by actor uuid (dice/force-point-round.ts). */
  forcePointMoments: fieldSetting(idMap(() => new (fields().StringField)({ required: true, blank: false }))),
  /** The moments of the Force points each character spent this adventure, by actor uuid (dice/force-point-round.ts). */
  forcePointsSpent: fieldSetting(idMap(() => new (fields().ArrayField)(new (fields().StringField)({ required: true, blank: false })))),
  /** The game time (seconds) each stun knock-out ends at, by actor uuid (documents/knock-out.ts). */
  knockOuts: fieldSetting(idMap(() => new (fields().NumberField)({ required: true, nullable: false }))),
} as const satisfies Record<string, ChoiceSetting | TextSetting | FieldSetting<foundry.data.fields.DataField.Any>>;

/** The name of a setting of the system. */
export type SettingKey = keyof typeof SYSTEM_SETTINGS;

/** What a setting's declaration says its value is: the text of a text setting, else its field's type. */
type SettingType<S> = S extends { field: () => infer F } ? F : string;

/** The system's settings the settings window shows (`config`) or not, as `SettingConfig` declares them: `<system id>.<key>`, its type. */
type SettingConfigOf<Shown extends boolean> = {
  [K in SettingKey as (typeof SYSTEM_SETTINGS)[K]["config"] extends Shown ? `${typeof SYSTEM_ID}.${K}` : never]: SettingType<(typeof SYSTEM_SETTINGS)[K]>;
};

/** The settings the gamemaster sets in the settings window, for the compiler's `SettingConfig`. */
export type ShownSettingConfig = SettingConfigOf<true>;

/** The hidden settings (the gamemaster's records, the migrated version), for the compiler's `SettingConfig`. */
export type HiddenSettingConfig = SettingConfigOf<false>;

/** What registration adds to a setting's declaration from the layers above: its choices, what runs on a change. */
export type SettingExtras = { [K in SettingKey]?: { choices?: () => Record<string, string>; onChange?: (value: unknown) => void } };

/**
 * Registers every setting of the system from its declaration (`SYSTEM_SETTINGS`), a choice setting with
 * localized names, hints and choices (`<label>.name`, `.hint`, `.choices.<value>`); one that needs a
 * module only while that module is active. Call once, at `init`.
 * @param extras what the layers above give a setting: its choices, its `onChange`
 */
export function registerSettings(extras: SettingExtras = {}): void {
  for (const key of Object.keys(SYSTEM_SETTINGS) as SettingKey[]) {
    const setting: ChoiceSetting | TextSetting | FieldSetting<foundry.data.fields.DataField.Any> = SYSTEM_SETTINGS[key];
    const extra = extras[key] ?? {};
    const common = { scope: setting.scope, config: setting.config, ...(extra.onChange ? { onChange: extra.onChange } : {}) };
    if ("field" in setting) {
      const type = setting.field();
      registerSetting(key, { ...common, type, default: type.getInitialValue({}) });
    } else if (setting.config) {
      if (setting.module && !game.modules?.get(setting.module)?.active) continue;
      const label = setting.label;
      const choices = extra.choices?.() ?? Object.fromEntries((setting.choices ?? []).map((value) => [value, `${label}.choices.${value}`]));
      registerSetting(key, { ...common, name: `${label}.name`, hint: `${label}.hint`, type: String, choices, default: setting.default, requiresReload: false });
    } else registerSetting(key, { ...common, type: String, default: setting.default });
  }
}

/**
 * Registers one setting under the system's id.
 * @param key the setting's name
 * @param config its registration: scope, type, default and the rest
 */
function registerSetting(key: SettingKey, config: Record<string, unknown>): void {
  game.settings.register(SYSTEM_ID, key, config);
}

/** Whether the world has the gamemaster roll the players' dice; an unknown or unregistered value is not. */
export function gamemasterRollsDice(): boolean {
  try {
    return game.settings.get(SYSTEM_ID, DICE_ROLLER_SETTING) === "gamemaster";
  } catch {
    return false;
  }
}

/**
 * Reads a rule-variant setting. An unknown stored value (from an older version, or edited by hand)
 * falls back to the default and logs a warning naming the setting, so the rules never see it.
 * @param key the setting's name
 */
export function getRuleSetting<K extends RuleSettingKey>(key: K): RuleSettingValue<K> {
  const allowed = RULE_SETTINGS[key].choices as readonly string[];
  let value: unknown;
  try {
    value = game.settings.get(SYSTEM_ID, key);
  } catch {
    value = undefined;
  }
  if (typeof value === "string" && allowed.includes(value)) return value as RuleSettingValue<K>;
  console.warn(`${SYSTEM_ID} | setting "${key}" has the unknown value ${JSON.stringify(value)}; using "${allowed[0]}"`);
  return allowed[0] as RuleSettingValue<K>;
}

/**
 * The difficulty numbers the world's rules use for a level: the middle of the R&E Rules' range
 * when the world plays with the wild die (R&E), the 1st edition's single numbers (Grundregeln,
 * Reglas: 5/10/15/20/30) without it. Every dialog and card that sets a difficulty asks here, so a
 * medium range shot is the same number in the attack dialog as in the roll dialog.
 */
export function difficultyEdition(): DifficultyEdition {
  return getRuleSetting("wildDie") === "on" ? "revised" : "first";
}
