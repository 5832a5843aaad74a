import { describe, expect, it } from "vitest";
import { NAMES_CONVERTER, initBabele, translateNames } from "../../src/documents/babele-converters.ts";

describe("the Babele converter of list names", () => {
  it("renames the rows the table knows and keeps the rest of each row", () => {
    const rows = [
      { name: "Bite", text: "STR+2D" },
      { name: "Tail-Slap", text: "" },
      { name: "Unknown", text: "x" },
    ];
    expect(translateNames(rows, { Bite: "Biss", "Tail-Slap": "Schwanzhieb" })).toEqual([
      { name: "Biss", text: "STR+2D" },
      { name: "Schwanzhieb", text: "" },
      { name: "Unknown", text: "x" },
    ]);
    expect(rows[0].name).toBe("Bite");
  });

  it("renames an actor's embedded items, their data untouched", () => {
    const items = [{ _id: "a", name: "Claws", type: "weapon", system: { damage: "STR+1D" } }];
    expect(translateNames(items, { Claws: "Klauen" })).toEqual([{ _id: "a", name: "Klauen", type: "weapon", system: { damage: "STR+1D" } }]);
  });

  it("leaves a value that is not a list, or a translation that is not a table, as it was", () => {
    expect(translateNames("Bite", { Bite: "Biss" })).toBe("Bite");
    const rows = [{ name: "Bite" }];
    expect(translateNames(rows, "Biss")).toBe(rows);
    expect(translateNames(rows, { Bite: 3 })).toBe(rows);
  });

  it("is registered with Babele beside the system's translation folder", () => {
    const registered: Record<string, unknown> = {};
    let dir = "";
    initBabele({ setSystemTranslationsDir: (d) => (dir = d), registerConverters: (c) => Object.assign(registered, c) });
    expect(dir).toBe("lang/babele");
    expect(registered[NAMES_CONVERTER]).toBe(translateNames);
  });
});
