import { describe, expect, it, vi } from "vitest";
import { applyMessageMode, contextMenuEntry, currentMessageMode, toMessageMode } from "../../src/compat.ts";

function settingsReader(values: Record<string, unknown>) {
  return {
    get: (_namespace: string, key: string) => {
      if (!(key in values)) throw new Error(`not registered: ${key}`);
      return values[key];
    },
    settings: { has: (key: string) => key.replace("core.", "") in values },
  };
}

describe("chat visibility on v13 and v14", () => {
  it("reads v13 roll modes and v14 message modes alike", () => {
    expect(toMessageMode("gmroll")).toBe("gm");
    expect(toMessageMode("gm")).toBe("gm");
    expect(toMessageMode("blindroll")).toBe("blind");
    expect(toMessageMode(null)).toBeNull();
    expect(toMessageMode("gmrol")).toBeNull();
  });

  it("v13: takes core.rollMode", () => {
    expect(currentMessageMode(settingsReader({ rollMode: "gmroll" }))).toBe("gm");
  });

  it("v14: takes core.messageMode even when the old rollMode reads back null", () => {
    expect(currentMessageMode(settingsReader({ messageMode: "gm", rollMode: null }))).toBe("gm");
  });

  it("a GM-only choice never turns public because one setting is unreadable", () => {
    expect(currentMessageMode(settingsReader({ messageMode: null, rollMode: "selfroll" }))).toBe("self");
    expect(currentMessageMode(settingsReader({}))).toBe("public");
  });

  it("v14: applies the mode with ChatMessage.applyMode", () => {
    const applyMode = vi.fn();
    const applyRollMode = vi.fn();
    const data = { content: "x" };
    expect(applyMessageMode({ applyMode, applyRollMode }, data, "gm")).toBe(data);
    expect(applyMode).toHaveBeenCalledWith(data, "gm");
    expect(applyRollMode).not.toHaveBeenCalled();
  });

  it("v13: applies the mode with ChatMessage.applyRollMode and the v13 name", () => {
    const applyRollMode = vi.fn();
    const data = {};
    applyMessageMode({ applyRollMode }, data, "blind");
    expect(applyRollMode).toHaveBeenCalledWith(data, "blindroll");
  });

  it("refuses a ChatMessage class with neither method rather than posting publicly", () => {
    expect(() => applyMessageMode({}, {}, "gm")).toThrow(/applyMode/);
  });
});

describe("context-menu entries", () => {
  const onClick = vi.fn();
  const entry = { label: "Roll", icon: "<i></i>", visible: () => false, onClick };

  it("v14 keeps {label, icon, visible, onClick}", () => {
    expect(contextMenuEntry(entry, 14)).toBe(entry);
  });

  it("v13 gets {name, icon, condition, callback}", () => {
    const v13 = contextMenuEntry(entry, 13) as { name: string; condition: () => boolean; callback: (t: unknown) => void };
    expect(v13.name).toBe("Roll");
    expect(v13.condition()).toBe(false);
    const target = {};
    v13.callback(target);
    expect(onClick).toHaveBeenCalledWith(undefined, target);
  });
});
