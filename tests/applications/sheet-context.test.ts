import { describe, expect, it } from "vitest";
import { listFromForm } from "../../src/applications/sheet-context.ts";

describe("form lists", () => {
  it.each([
    [{ 1: "b", 0: "a", 2: "c" }, ["a", "b", "c"]],
    [{ 10: "k", 2: "c" }, ["c", "k"]],
    [["x"], ["x"]],
    [{ name: "x" }, { name: "x" }],
    ["text", "text"],
    [null, null],
  ])("listFromForm(%j) is %j", (value, expected) => {
    expect(listFromForm(value)).toEqual(expected);
  });
});
