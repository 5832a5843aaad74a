import { describe, expect, it, vi } from "vitest";
import { applyMessageMode, contextMenuEntry, currentMessageMode, statusEffectList, toMessageMode, withStatusEffectsFirst } from "../src/compat.ts";

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

describe("status effects on v13 and v14", () => {
  const ours = [{ id: "wound-stunned" }, { id: "wound-killed" }];

  it("v13: an array keeps its shape, ours first, a status of the same id replaced", () => {
    const registry = withStatusEffectsFirst([{ id: "dead" }, { id: "wound-killed", old: true }], ours);
    expect(registry).toEqual([{ id: "wound-stunned" }, { id: "wound-killed" }, { id: "dead" }]);
  });

  it("v14: an object keyed by id stays one, ours first", () => {
    const registry = withStatusEffectsFirst({ dead: { id: "dead" } }, ours);
    expect(Array.isArray(registry)).toBe(false);
    expect(Object.keys(registry)).toEqual(["wound-stunned", "wound-killed", "dead"]);
    expect(statusEffectList(registry).map((s) => s.id)).toEqual(["wound-stunned", "wound-killed", "dead"]);
  });

  it("none registered yet reads as an empty array", () => {
    expect(statusEffectList(undefined)).toEqual([]);
    expect(withStatusEffectsFirst(undefined, ours)).toEqual(ours);
  });
});

describe("context menu entries on v13 and v14", () => {
  const target = { dataset: { id: "row" } } as unknown as HTMLElement;
  const clicked: unknown[] = [];
  const spec = {
    label: "SWD6.Npc.splitGroup",
    icon: "<i></i>",
    visible: (li: HTMLElement) => li.dataset.id === "row",
    onClick: (event: Event | null, li: HTMLElement) => void clicked.push([event, li.dataset.id]),
  };

  it("v14: label, visible and onClick(event, target)", () => {
    const entry = contextMenuEntry(spec, 14);
    expect(Object.keys(entry).sort()).toEqual(["icon", "label", "onClick", "visible"]);
    expect((entry.visible as (li: HTMLElement) => boolean)(target)).toBe(true);
    const event = { type: "click" } as Event;
    (entry.onClick as (event: Event, li: HTMLElement) => void)(event, target);
    expect(clicked.at(-1)).toEqual([event, "row"]);
  });

  it("v13: name, condition(target) and callback(target)", () => {
    const entry = contextMenuEntry(spec, 13);
    expect(Object.keys(entry).sort()).toEqual(["callback", "condition", "icon", "name"]);
    expect(entry.name).toBe("SWD6.Npc.splitGroup");
    expect((entry.condition as (li: HTMLElement) => boolean)({ dataset: { id: "other" } } as unknown as HTMLElement)).toBe(false);
    (entry.callback as (li: HTMLElement) => void)(target);
    expect(clicked.at(-1)).toEqual([null, "row"]);
  });
});
