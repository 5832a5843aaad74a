/**
 * The rule presets' settings menu: a window under Game Settings that shows which preset the world's
 * rule variants amount to ("custom" when mixed) and applies a preset's every value in one click.
 * Each setting stays changeable on its own in the settings list.
 */
import { sheetPart } from "../sheet-parts.ts";
import { SYSTEM_ID } from "../../constants.ts";
import { RULE_SETTINGS, type RuleSettingKey, getRuleSetting } from "../../settings.ts";
import { RULE_PRESET_IDS, type RulePresetId, type RuleValues, presetLabel, rulePresetsView, valuesOf } from "./rule-presets.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** The world's current value of every rule-variant setting. */
export function currentRuleValues(): RuleValues {
  const keys = Object.keys(RULE_SETTINGS) as RuleSettingKey[];
  return Object.fromEntries(keys.map((key) => [key, getRuleSetting(key)])) as RuleValues;
}

/**
 * Writes a preset's values into the world settings, only those that differ, and says so.
 * Gamemasters only (world settings): the menu is restricted to them.
 * @param preset the preset's id
 * @throws Error for an unknown preset
 */
export async function applyRulePreset(preset: RulePresetId): Promise<void> {
  const values = valuesOf(preset);
  const current = currentRuleValues();
  for (const key of Object.keys(values) as RuleSettingKey[]) {
    if (values[key] !== current[key]) await game.settings.set(SYSTEM_ID, key, values[key]);
  }
  ui.notifications?.info(game.i18n.format("SWD6.RulePresets.applied", { preset: game.i18n.localize(presetLabel(preset)) }));
}

/** The settings menu window. */
export class RulePresetsMenu extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-rule-presets`,
    tag: "form",
    classes: [SYSTEM_ID, "swd6-rule-presets-window"],
    window: { title: "SWD6.RulePresets.title", icon: "fa-solid fa-scale-balanced" },
    position: { width: 760 },
    actions: { applyPreset: RulePresetsMenu.#onApplyPreset },
  };

  static override PARTS = {
    body: sheetPart("apps/rule-presets", true),
  };

  protected override async _prepareContext(): Promise<never> {
    return rulePresetsView(currentRuleValues()) as never;
  }

  static async #onApplyPreset(this: RulePresetsMenu, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const preset = target.dataset.preset as RulePresetId;
    if (!RULE_PRESET_IDS.includes(preset) || !game.user.isGM) return;
    await applyRulePreset(preset);
    await this.render();
    // The settings list, if open, shows the new values.
    for (const app of foundry.applications.instances.values()) {
      if (app instanceof foundry.applications.settings.SettingsConfig) void app.render();
    }
  }
}

/** Registers the menu under the system's settings (gamemasters only). Call at `init`. */
export function registerRulePresetsMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, "rulePresets", {
    name: "SWD6.RulePresets.menu.name",
    label: "SWD6.RulePresets.menu.label",
    hint: "SWD6.RulePresets.menu.hint",
    icon: "fa-solid fa-scale-balanced",
    type: RulePresetsMenu,
    restricted: true,
  });
}
