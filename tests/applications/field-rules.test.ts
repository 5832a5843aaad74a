/**
 * A sheet's submitted values screened against their fields' rules before the write
 * (number-input.ts `fieldRefusal`, `refuseBrokenFieldValues`): a refused field keeps its stored
 * value and is named in the reader's language, every other value goes on.
 */
import { describe, expect, it } from "vitest";
import { type FieldRule, fieldRefusal, refuseBrokenFieldValues } from "../../src/applications/number-input.ts";
import { makeLocalize, toDom } from "../helpers/render.ts";

const count: FieldRule = { label: "Force Points", number: true, nullable: false, integer: true, min: 0 };
const group: FieldRule = { label: "Group size", number: true, nullable: false, integer: true, min: 1, max: 100 };

describe("fieldRefusal", () => {
  it.each([
    [null, count, "number"],
    ["abc", count, "number"],
    [Number.NaN, count, "number"],
    [2.5, group, "integer"],
    [-1, count, "min"],
    [0, group, "min"],
    [101, group, "max"],
    ["wounded", { label: "Wound", number: false, nullable: false, choices: ["healthy", "stunned"] }, "choice"],
    [3, { label: "Level", number: true, nullable: false, choices: ["1", "2"] }, "choice"],
  ])("refuses %j", (value, rule, kind) => {
    expect(fieldRefusal(value, rule as FieldRule)).toBe(kind);
  });

  it.each([
    [0, count],
    ["3", count],
    [100, group],
    [null, { label: "Ammo", number: true, nullable: true, integer: true, min: 0 }],
    [2.5, { label: "Hyperdrive", number: true, nullable: true, min: 0 }],
    ["stunned", { label: "Wound", number: false, nullable: false, choices: ["healthy", "stunned"] }],
    ["anything", { label: "Notes", number: false, nullable: false }],
  ])("takes %j", (value, rule) => {
    expect(fieldRefusal(value, rule as FieldRule)).toBeNull();
  });
});

describe("refuseBrokenFieldValues", () => {
  const german = makeLocalize("de");
  const stored: Record<string, unknown> = { name: "Vesh", "system.forcePoints": 2, "system.groupSize": 4, "system.move": 10 };
  const rules: Record<string, FieldRule> = {
    "system.forcePoints": { ...count, label: "Machtpunkte" },
    "system.groupSize": { ...group, label: "Gruppengröße" },
    "system.move": { ...count, label: "Bewegung" },
  };

  function form(values: Record<string, string>): HTMLElement {
    const inputs = Object.entries(values).map(([name, value]) => `<input type="number" name="${name}" value="${value}">`);
    return toDom(`<form>${inputs.join("")}</form>`).querySelector("form")!;
  }

  it("puts back each refused field alone, with its message naming it, and lets the rest of the edit through", () => {
    const element = form({ "system.forcePoints": "-1", "system.groupSize": "2.5", "system.move": "12" });
    const data: Record<string, unknown> = { name: "Vesh der Kühne", "system.forcePoints": -1, "system.groupSize": 2.5, "system.move": 12 };
    const messages = refuseBrokenFieldValues(
      element,
      data,
      (name) => rules[name] ?? null,
      (name) => stored[name],
      german,
    );
    expect(data).toEqual({ name: "Vesh der Kühne", "system.forcePoints": 2, "system.groupSize": 4, "system.move": 12 });
    expect(messages).toEqual([
      german("SWD6.Common.Refused.min", { field: "Machtpunkte", value: "-1", min: "0", kept: "2" }),
      german("SWD6.Common.Refused.integer", { field: "Gruppengröße", value: "2.5", kept: "4" }),
    ]);
    expect(messages[0]).toContain("Machtpunkte: mindestens 0");
    expect(element.querySelector<HTMLInputElement>('[name="system.forcePoints"]')!.value).toBe("2");
    expect(element.querySelector<HTMLInputElement>('[name="system.groupSize"]')!.value).toBe("4");
    expect(element.querySelector<HTMLInputElement>('[name="system.move"]')!.value).toBe("12");
  });

  it("leaves an unchanged value to the document, even one its rule refuses, and leaves out a refused field with nothing stored", () => {
    const data: Record<string, unknown> = { "system.groupSize": 0, "system.fresh": -5 };
    const messages = refuseBrokenFieldValues(
      form({}),
      data,
      () => group,
      (name) => (name === "system.groupSize" ? 0 : undefined),
      german,
    );
    expect(data).toEqual({ "system.groupSize": 0 });
    expect(messages).toEqual([german("SWD6.Common.Refused.min", { field: "Group size", value: "-5", min: "1", kept: "—" })]);
  });
});
