import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { battleDamageRow } from "../../../src/rules/space-battle/damage-table.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("battleDamageRow (Raumschlacht Schadens- und Treffertabelle)", () => {
  it.each([
    [0, { kind: "shields-collapse" }],
    [3, { kind: "shields-collapse" }],
    [4, { kind: "systems", systems: 1, dice: 1 }],
    [7, { kind: "systems", systems: 1, dice: 1 }],
    [8, { kind: "systems", systems: 2, dice: 1 }],
    [11, { kind: "systems", systems: 2, dice: 1 }],
    [12, { kind: "systems", systems: 1, dice: 2 }],
    [15, { kind: "systems", systems: 1, dice: 2 }],
    [16, { kind: "systems", systems: 2, dice: 2 }],
    [19, { kind: "systems", systems: 2, dice: 2 }],
    [20, { kind: "destroyed" }],
    [55, { kind: "destroyed" }],
  ] as const)("difference %i: %j", (difference, row) => {
    expect(battleDamageRow(difference)).toEqual(row);
  });

  it("rejects a negative or fractional difference", () => {
    expect(() => battleDamageRow(-1)).toThrow(/difference/);
    expect(() => battleDamageRow(4.5)).toThrow(RuleArgumentError);
  });

  it("a larger difference never does less damage, and nothing throws but RuleArgumentError", () => {
    const weight = (d: number) => {
      const row = battleDamageRow(d);
      return row.kind === "shields-collapse" ? 0 : row.kind === "destroyed" ? 100 : row.systems * row.dice;
    };
    fc.assert(
      fc.property(fc.nat(40), fc.nat(10), (d, more) => {
        expect(weight(d + more)).toBeGreaterThanOrEqual(weight(d));
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (d) => {
        expectOnlyErrors([RuleArgumentError], () => battleDamageRow(d as never));
      }),
    );
  });
});
