/**
 * Rule presets: a value for every rule-variant world setting (`RULE_SETTINGS` in src/settings.ts) as
 * one edition of the game plays it, and the preset a world's current values amount to. Pure: the
 * settings menu (rule-presets-menu.ts) reads and writes the values through Foundry.
 *
 * | setting        | 1st edition (1987) | Revised & Expanded (1996) | why |
 * |----------------|--------------------|---------------------------|-----|
 * | `wildDie`      | `off`              | `on`                      | The 1st edition rolls plain dice: "no criticals, no fumbles" (Grundregeln, Reglas); the wild die comes with the 2nd edition and R&E keeps it (Raumschlacht, `tables.json` `wild_die`). |
 * | `mishap`       | `count`            | `ask`                     | Without the wild die there is no mishap, and a 1 counts as a 1. R&E has the gamemaster choose among the three readings each time (`tables.json` `wild_die`: "gamemaster chooses one of"). |
 * | `damageModel`  | `ratio`            | `difference`              | Grundregeln and Reglas compare damage with multiples of the Strength roll; R&E reads the difference off its chart (R&E Rules, `tables.json`). |
 * | `reactionMode` | `add`              | `replace`                 | Grundregeln and Reglas add the dodge roll to the difficulty; R&E Rules (R&E): the reaction roll "replaces the original difficulty number" for the rest of the round. |
 * | `segmentTie`   | `simultaneous`     | `simultaneous`            | No seed names a tie-break; equal rolls act at the same time in both (docs/rules.md, "Not in the seeds"). |
 * | `initiative`   | `segments`         | `side`                    | Grundregeln and Reglas: a declaration segment, then action segments ordered by each action roll. R&E Rules, Initiative: "The character with the highest Perception on each side rolls that attribute. The character who gets the highest roll gets to decide whether his side acts first or last in that round." |
 * | `declarations` | `open`             | `open`                    | Both declare at the table: in Grundregeln a character answers the attack another has declared (Bulack parries Corukk's declared punches); R&E Rules declares the number of actions aloud at the start of the round. |
 * | `running`      | `every-roll`       | `action`                  | Reglas, the 1st edition's own rules: a running character rolls every skill and attribute at -1D. Grundregeln counts a run as an action like any other (a lone run is free), as the 2nd edition's movement rules treat a move (Movement and Damage). |
 * | `startingForcePoints` | `one`       | `sensitive-two`           | Grundregeln: "Alle Charaktere beginnen das Spiel mit einem Machtpunkt". R&E gives a Force-sensitive character a second (`tables.json` `force_points.starting`). |
 * | `attributeAdvances` | `never`       | `gamemaster`              | Reglas: "No puedes mejorar tus atributos durante el juego pero sí puedes mejorar tus habilidades". R&E raises an attribute with the gamemaster's leave (the Rules Upgrade prices in the reference data). |
 *
 * The difficulty numbers of a level (1st edition 5/10/15/20/30, R&E the middle of the level's range)
 * are not a setting: the roll dialog takes them from the wild die setting, so each preset brings its
 * edition's numbers with it.
 *
 * A new world's defaults (the first value of each setting) are R&E's: such a world shows as R&E.
 */
import { RULE_SETTINGS, type RuleSettingKey, type RuleSettingValue } from "../../settings.ts";

/** A value for every rule-variant setting. */
export type RuleValues = { [K in RuleSettingKey]: RuleSettingValue<K> };

/** The presets, in the order the menu lists them: oldest edition first. */
export const RULE_PRESET_IDS = ["first-edition", "revised"] as const;

/** A preset's id. */
export type RulePresetId = (typeof RULE_PRESET_IDS)[number];

/** What a world's values amount to: one of the presets, or `"custom"` when they mix them. */
export type RulePresetMatch = RulePresetId | "custom";

/** Each preset's value of every rule-variant setting; the module's docstring gives the reasons. */
export const RULE_PRESETS: Readonly<Record<RulePresetId, Readonly<RuleValues>>> = {
  "first-edition": {
    wildDie: "off",
    mishap: "count",
    damageModel: "ratio",
    reactionMode: "add",
    segmentTie: "simultaneous",
    initiative: "segments",
    declarations: "open",
    running: "every-roll",
    startingForcePoints: "one",
    attributeAdvances: "never",
  },
  revised: {
    wildDie: "on",
    mishap: "ask",
    damageModel: "difference",
    reactionMode: "replace",
    segmentTie: "simultaneous",
    initiative: "side",
    declarations: "open",
    running: "action",
    startingForcePoints: "sensitive-two",
    attributeAdvances: "gamemaster",
  },
};

/** The localization key of a preset's name (`"custom"` included). */
export function presetLabel(preset: RulePresetMatch): string {
  return `SWD6.RulePresets.preset.${preset}`;
}

/**
 * Every rule-variant setting's value under a preset.
 * @param preset the preset's id
 * @returns a new object, safe to change
 * @throws Error naming the preset when it is not one of {@link RULE_PRESET_IDS}
 */
export function valuesOf(preset: RulePresetId): RuleValues {
  if (!(RULE_PRESET_IDS as readonly string[]).includes(preset)) throw new Error(`Unknown rule preset: ${JSON.stringify(preset)}`);
  return { ...RULE_PRESETS[preset] };
}

/**
 * The preset a world's values amount to: the preset whose every value they equal, else `"custom"`
 * (values mixed from both presets, a setting missing, or a value no setting allows). Never throws.
 * @param values the settings' current values by key
 */
export function presetOf(values: Partial<Record<RuleSettingKey, unknown>>): RulePresetMatch {
  const keys = Object.keys(RULE_SETTINGS) as RuleSettingKey[];
  return RULE_PRESET_IDS.find((id) => keys.every((key) => values?.[key] === RULE_PRESETS[id][key])) ?? "custom";
}

/** One row of the presets' table: a setting, each preset's value and the world's. */
export interface PresetRow {
  key: RuleSettingKey;
  /** The localization key of the setting's name. */
  label: string;
  /** The localization key of each preset's value, in {@link RULE_PRESET_IDS} order. */
  presets: { preset: RulePresetId; value: string; label: string; current: boolean }[];
  /** The localization key of the world's current value. */
  current: string;
}

/** The settings menu's context: which preset is in force and what each preset sets. */
export interface RulePresetsView {
  current: RulePresetMatch;
  /** The world's values mix the presets. */
  isCustom: boolean;
  currentLabel: string;
  presets: { id: RulePresetId; label: string; hint: string; active: boolean }[];
  rows: PresetRow[];
}

/**
 * The settings menu's view of the world's values: the preset in force ("custom" when mixed), each
 * preset with its name and hint, and a row per setting with each preset's value, the ones the
 * world has marked.
 * @param values the settings' current values (as `getRuleSetting` reads them)
 */
export function rulePresetsView(values: RuleValues): RulePresetsView {
  const current = presetOf(values);
  const choiceLabel = (key: RuleSettingKey, value: string) => `${RULE_SETTINGS[key].label}.choices.${value}`;
  return {
    current,
    isCustom: current === "custom",
    currentLabel: presetLabel(current),
    presets: RULE_PRESET_IDS.map((id) => ({
      id,
      label: presetLabel(id),
      hint: `SWD6.RulePresets.hint.${id}`,
      active: id === current,
    })),
    rows: (Object.keys(RULE_SETTINGS) as RuleSettingKey[]).map((key) => ({
      key,
      label: `${RULE_SETTINGS[key].label}.name`,
      presets: RULE_PRESET_IDS.map((preset) => {
        const value = RULE_PRESETS[preset][key];
        return { preset, value, label: choiceLabel(key, value), current: value === values[key] };
      }),
      current: choiceLabel(key, values[key]),
    })),
  };
}
