/**
 * A setting whose `type` is a data field (v12+: "type: BuiltinType | typeof DataModel | DataField",
 * A13 interfaces/foundry.types.SettingConfig.html), as Foundry documents and its issues show it:
 * registered without a default, the field's initial value is its default (FI#11629: `register` sets
 * `default ??= type.initial`, a function initial called since); a value written is cleaned and
 * validated through the field, and one that fails refuses the write with the field's error (FI#11007:
 * "may not be null" thrown by `ClientSettings.set`); the value is stored as JSON (a `Setting` document's
 * `value` is a JSON string) and read back cast to the setting's type, the field's cleaned value
 * (FI#8908, FI#9549: a retrieved setting coerced to its registered type), which `onChange` receives too.
 */
import { DataField } from "./data-model.ts";
import { deepClone } from "./utils.ts";

type Plain = Record<string, unknown>;

/** A setting's registration as Foundry completes it: a field-typed one without a default takes the field's initial value. */
export function registeredSetting(config: Plain): Plain {
  return config.type instanceof DataField && config.default === undefined ? { ...config, default: config.type.getInitialValue() } : config;
}

/** A stored value (or the default, when none is stored) as `game.settings.get` returns it: cast to the setting's type. */
export function settingValue(config: Plain, stored: unknown): unknown {
  const value = stored === undefined ? deepClone(config.default) : JSON.parse(JSON.stringify(stored));
  return config.type instanceof DataField ? config.type.clean(value) : value;
}

/**
 * A value as a write stores it: through the field's cleaning and validation for a field-typed setting, then as JSON.
 * @throws DataModelValidationError when the field refuses the value
 */
export function writtenSetting(config: Plain, value: unknown): unknown {
  if (!(config.type instanceof DataField)) return JSON.parse(JSON.stringify(value ?? null));
  const clean = config.type.clean(value);
  config.type.validate(clean, String(config.key ?? "value"));
  return JSON.parse(JSON.stringify(clean));
}
