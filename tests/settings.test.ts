import { afterEach, describe, expect, it, vi } from "vitest";
import { DICE_ROLLER_SETTING, RULE_SETTINGS, SYSTEM_SETTINGS, getRuleSetting, registerSettings } from "../src/settings.ts";
import { FIELDS, TypedObjectField } from "./helpers/schema-stand-in.ts";

interface Registered {
  default: unknown;
  choices: Record<string, string>;
  scope: string;
  config: boolean;
  type: unknown;
  onChange?: unknown;
}

function installGame(values: Record<string, unknown>, activeModules: string[] = []) {
  const registered: Record<string, Registered> = {};
  Object.assign(globalThis as Record<string, unknown>, {
    game: {
      settings: {
        register: (_ns: string, key: string, config: never) => (registered[key] = config),
        get: (_ns: string, key: string) => values[key],
      },
      modules: { get: (id: string) => ({ active: activeModules.includes(id) }) },
    },
    foundry: { data: { fields: FIELDS } },
  });
  return registered;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).game;
  delete (globalThis as Record<string, unknown>).foundry;
  vi.restoreAllMocks();
});

describe("the settings' one declaration", () => {
  it("registers every setting it declares, world-scoped, Dice So Nice's only with the module", () => {
    const without = installGame({});
    registerSettings();
    const declared = Object.keys(SYSTEM_SETTINGS);
    expect(Object.keys(without).sort()).toEqual(declared.filter((key) => !key.startsWith("dsn")).sort());
    const registered = installGame({}, ["dice-so-nice"]);
    registerSettings({ dsnWildDie: { choices: () => ({ a: "A" }) } });
    expect(Object.keys(registered).sort()).toEqual([...declared].sort());
    expect(registered.dsnWildDie.choices).toEqual({ a: "A" });
    expect(Object.values(registered).every((s) => s.scope === "world")).toBe(true);
  });

  it("types the gamemaster's records by a data field, hidden, empty by default, with the change handler given", () => {
    const onChange = () => {};
    const registered = installGame({});
    registerSettings({ postedCards: { onChange } });
    for (const key of ["knockOuts", "forcePointMoments", "forcePointsSpent"]) {
      expect(registered[key].type, key).toBeInstanceOf(TypedObjectField);
      expect(registered[key].default, key).toEqual({});
      expect(registered[key].config, key).toBe(false);
    }
    expect(registered.postedCards.default).toEqual({ ids: [], spent: {} });
    expect(registered.postedCards.onChange).toBe(onChange);
    expect(registered.systemMigrationVersion).toMatchObject({ type: String, default: "", config: false });
  });
});

describe("rule-variant settings", () => {
  it("registers every setting world-scoped with localized choices and the R&E default first", () => {
    const registered = installGame({});
    registerSettings();
    const choices = Object.keys(registered).filter((key) => registered[key].config);
    expect(choices.sort()).toEqual([...Object.keys(RULE_SETTINGS), DICE_ROLLER_SETTING].sort());
    expect(registered.diceRoller.default).toBe("players");
    expect(registered.wildDie.default).toBe("on");
    expect(registered.damageModel.default).toBe("difference");
    expect(registered.mishap.choices["remove-highest"]).toBe("SWD6.Settings.mishap.choices.remove-highest");
    expect(Object.values(registered).every((s) => s.scope === "world")).toBe(true);
  });

  it("reads a known value as it is", () => {
    installGame({ wildDie: "off" });
    expect(getRuleSetting("wildDie")).toBe("off");
  });

  it("an unknown value falls back to the default with a warning naming the setting", () => {
    installGame({ mishap: "explode" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(getRuleSetting("mishap")).toBe("ask");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"mishap"'));
  });
});
