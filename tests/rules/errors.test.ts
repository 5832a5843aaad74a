import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RuleArgumentError, isObject, requireBoolean, requireId, requireObject, requireUniqueId } from "../../src/rules/index.ts";
import { expectArgumentError, expectOnlyErrors } from "../helpers/errors.ts";

describe("requireBoolean", () => {
  it.each([true, false])("passes %s through", (value) => {
    expect(requireBoolean("flag", value)).toBe(value);
  });

  it.each([0, "true", null, undefined])("rejects %j, naming the argument", (value) => {
    expectArgumentError(() => requireBoolean("options.cover", value), "options.cover");
  });
});

describe("requireId", () => {
  it("passes a non-empty string through", () => {
    expect(requireId("id", "scout-1")).toBe("scout-1");
  });

  it.each(["", 7, null, undefined, {}])("rejects %j, naming the argument", (value) => {
    expectArgumentError(() => requireId("rolls[0].id", value), "rolls[0].id");
  });
});

describe("requireUniqueId", () => {
  it("adds each new id to the ids seen and rejects one seen before", () => {
    const seen = new Set<string>();
    expect(requireUniqueId("rolls[0].id", "a", seen, "an id unique in the segment")).toBe("a");
    expect(requireUniqueId("rolls[1].id", "b", seen, "an id unique in the segment")).toBe("b");
    expect([...seen]).toEqual(["a", "b"]);
    expectArgumentError(() => requireUniqueId("rolls[2].id", "a", seen, "an id unique in the segment"), "rolls[2].id");
    expect(() => requireUniqueId("rolls[2].id", "a", seen, "an id unique in the segment")).toThrow(/an id unique in the segment/);
  });

  it("rejects an empty id before looking at the ids seen", () => {
    expectArgumentError(() => requireUniqueId("sides[0]", "", new Set(), "each side once"), "sides[0]");
  });
});

describe("requireObject", () => {
  it.each([{}, [], { id: "a" }])("accepts %j", (value) => {
    expect(() => requireObject("state", value, "a vehicle state object")).not.toThrow();
  });

  it.each([null, undefined, 3, "state"])("rejects %j, naming the argument and what it expected", (value) => {
    expectArgumentError(() => requireObject("state", value, "a vehicle state object"), "state");
    expect(() => requireObject("state", value, "a vehicle state object")).toThrow(/a vehicle state object/);
  });
});

describe("random input", () => {
  it("throws nothing but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectOnlyErrors(
          [RuleArgumentError],
          () => requireBoolean("a", value),
          () => requireId("a", value),
          () => requireUniqueId("a", value, new Set(["x"]), "once"),
          () => requireObject("a", value, "an object"),
        );
      }),
    );
  });
});

describe("isObject", () => {
  it("holds for plain records only: not null, arrays or other values", () => {
    for (const value of [{}, { a: 1 }, Object.create(null)]) expect(isObject(value)).toBe(true);
    for (const value of [null, undefined, [], [1], "x", 3, true]) expect(isObject(value)).toBe(false);
  });
});
