import { afterEach, describe, expect, it, vi } from "vitest";
import { DICE_ROLLER_SETTING, RULE_SETTINGS, getRuleSetting, registerSettings } from "../src/settings.ts";

function installGame(values: Record<string, unknown>) {
  const registered: Record<string, { default: unknown; choices: Record<string, string>; scope: string }> = {};
  (globalThis as Record<string, unknown>).game = {
    settings: {
      register: (_ns: string, key: string, config: never) => (registered[key] = config),
      get: (_ns: string, key: string) => values[key],
    },
  };
  return registered;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).game;
  vi.restoreAllMocks();
});

describe("rule-variant settings", () => {
  it("registers every setting world-scoped with localized choices and the R&E default first", () => {
    const registered = installGame({});
    registerSettings();
    expect(Object.keys(registered).sort()).toEqual([...Object.keys(RULE_SETTINGS), DICE_ROLLER_SETTING].sort());
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
