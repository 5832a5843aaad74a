import { describe, expect, it } from "vitest";
import { DIFFICULTY_CONVERTER, NAMES_CONVERTER, initBabele, translateDifficulty, translateNames } from "../../src/documents/babele-converters.ts";

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

  it("translates a row's text the table knows, a special ability's printed effect", () => {
    const rows = [
      { name: "Bite", text: "STR+2D damage" },
      { name: "Tail-Slap", text: "x" },
    ];
    expect(translateNames(rows, { Bite: "Biss", "STR+2D damage": "STÄ+2D Schaden" })).toEqual([
      { name: "Biss", text: "STÄ+2D Schaden" },
      { name: "Tail-Slap", text: "x" },
    ]);
  });

  it("renames an actor's embedded items, their data untouched", () => {
    const items = [{ _id: "a", name: "Claws", type: "weapon", system: { damage: "STR+1D" } }];
    expect(translateNames(items, { Claws: "Klauen" })).toEqual([{ _id: "a", name: "Klauen", type: "weapon", system: { damage: "STR+1D" } }]);
  });

  it("renames a list of plain names, a Force power's required powers", () => {
    expect(translateNames(["Control Pain", "Unknown"], { "Control Pain": "Schmerz kontrollieren" })).toEqual(["Schmerz kontrollieren", "Unknown"]);
  });

  it("leaves a value that is not a list, or a translation that is not a table, as it was", () => {
    expect(translateNames("Bite", { Bite: "Biss" })).toBe("Bite");
    const rows = [{ name: "Bite" }];
    expect(translateNames(rows, "Biss")).toBe(rows);
    expect(translateNames(rows, { Bite: 3 })).toBe(rows);
  });

  it("is registered with Babele beside the system's translation folder, with the difficulty converter", () => {
    const registered: Record<string, unknown> = {};
    let dir = "";
    initBabele({ setSystemTranslationsDir: (d) => (dir = d), registerConverters: (c) => Object.assign(registered, c) });
    expect(dir).toBe("lang/babele");
    expect(registered[NAMES_CONVERTER]).toBe(translateNames);
    expect(registered[DIFFICULTY_CONVERTER]).toBe(translateDifficulty);
  });
});

describe("the Babele converter of a Force power's difficulties", () => {
  const stored = {
    control: {
      used: true,
      level: "",
      printed: "Easy for wounded characters.",
      levels: [{ level: "easy", when: "wounded characters" }],
      modifiers: [{ value: 3, each: true, when: "each additional target" }],
    },
    sense: { used: false, level: "", printed: "", levels: [], modifiers: [] },
  };

  it("translates each skill's printed text and the circumstances of its levels and modifiers, and keeps the rest", () => {
    const table = { "Easy for wounded characters.": "Leicht bei verwundeten Charakteren.", "wounded characters": "verwundete Charaktere" };
    expect(translateDifficulty(stored, table)).toEqual({
      control: {
        used: true,
        level: "",
        printed: "Leicht bei verwundeten Charakteren.",
        levels: [{ level: "easy", when: "verwundete Charaktere" }],
        modifiers: [{ value: 3, each: true, when: "each additional target" }],
      },
      sense: stored.sense,
    });
    expect(stored.control.printed).toBe("Easy for wounded characters.");
  });

  it("leaves a value that is not a power's difficulties, or a translation that is not a table, as it was", () => {
    expect(translateDifficulty("Easy.", { "Easy.": "Leicht." })).toBe("Easy.");
    expect(translateDifficulty(stored, "Leicht")).toBe(stored);
  });
});
