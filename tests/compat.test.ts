import { describe, expect, it, vi } from "vitest";
import { applyMessageMode, currentMessageMode, toMessageMode } from "../src/compat.ts";

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

  it("v14: the in-character speech mode is public, and is not passed over for the old rollMode", () => {
    expect(toMessageMode("ic")).toBe("public");
    expect(currentMessageMode(settingsReader({ messageMode: "ic", rollMode: "gmroll" }))).toBe("public");
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
