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

/**
 * Registers every world setting, with localized names, hints and choices
 * (`SWD6.Settings.<key>.name`, `.hint`, `.choices.<value>`).
 */
export function registerSettings(): void {
  for (const [key, setting] of Object.entries(RULE_SETTINGS)) {
    const choices = Object.fromEntries(setting.choices.map((value) => [value, `${setting.label}.choices.${value}`]));
    registerWorldChoice(key, setting.label, choices, setting.choices[0]);
  }
  const label = "SWD6.Settings.diceRoller";
  registerWorldChoice(DICE_ROLLER_SETTING, label, Object.fromEntries(DICE_ROLLERS.map((value) => [value, `${label}.choices.${value}`])), DICE_ROLLERS[0]);
}

/** The world setting saying whose client rolls a player's dice. */
export const DICE_ROLLER_SETTING = "diceRoller";

/**
 * Whose client rolls a player's dice: his own (the default, as Foundry's own rolls), or the active
 * gamemaster's, so that the faces a player's request carries are the gamemaster's (gateway/gamemaster-dice.ts).
 */
export const DICE_ROLLERS = ["players", "gamemaster"] as const;

/** Whether the world has the gamemaster roll the players' dice; an unknown or unregistered value is not. */
export function gamemasterRollsDice(): boolean {
  try {
    return (game.settings.get as (scope: string, key: string) => unknown)(SYSTEM_ID, DICE_ROLLER_SETTING) === "gamemaster";
  } catch {
    return false;
  }
}

/**
 * Registers a world setting the gamemaster picks from a list in the settings window.
 * @param key the setting's name
 * @param label its localization prefix (`<label>.name`, `<label>.hint`)
 * @param choices the stored values and their labels
 * @param initial the default value
 */
export function registerWorldChoice(key: string, label: string, choices: Record<string, string>, initial: string): void {
  game.settings.register(
    SYSTEM_ID,
    key as never,
    {
      name: `${label}.name`,
      hint: `${label}.hint`,
      scope: "world",
      config: true,
      type: String,
      choices,
      default: initial,
      requiresReload: false,
    } as never,
  );
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
    value = (game.settings.get as (scope: string, key: string) => unknown)(SYSTEM_ID, key);
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
