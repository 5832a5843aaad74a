/**
 * The Force point as every roll dialog offers it (Reglas, "Confiando en la Fuerza": every code
 * doubled for the round): read from the checkbox only while a point may be spent and none is active,
 * doubling while one is active or spent now, and the line each dialog shows; a Force power's codes
 * doubled with it.
 */
import { describe, expect, it } from "vitest";
import { forcePointDoubles, forcePointField, readForcePointField } from "../../src/applications/roll-config/force-point-field.ts";
import { doubledForceSkillCodes, powerCodes } from "../../src/applications/force-powers/flow/force-power-use.ts";

const OFFERED = { available: true, active: false };
const ACTIVE = { available: true, active: true };
const NONE = { available: false, active: false };

describe("the Force point field", () => {
  it("spends a point only when checked, offered, and none is active already", () => {
    expect(readForcePointField("on", OFFERED)).toBe(true);
    expect(readForcePointField("true", OFFERED)).toBe(true);
    expect(readForcePointField(undefined, OFFERED)).toBe(false);
    expect(readForcePointField("on", ACTIVE)).toBe(false);
    expect(readForcePointField("on", NONE)).toBe(false);
    expect(readForcePointField("on", null)).toBe(false);
  });

  it("doubles while a point of this round is active, or one is spent now", () => {
    expect(forcePointDoubles(ACTIVE, false)).toBe(true);
    expect(forcePointDoubles(OFFERED, true)).toBe(true);
    expect(forcePointDoubles(OFFERED, false)).toBe(false);
    expect(forcePointDoubles(null, undefined)).toBe(false);
  });

  it("shows a checkbox while one may be spent, a note while one is active, nothing else", () => {
    expect(forcePointField(OFFERED, true)).toEqual({ available: true, active: false, checked: true });
    expect(forcePointField(ACTIVE, false)).toEqual({ available: false, active: true, checked: false });
    expect(forcePointField(NONE, false)).toBeNull();
    expect(forcePointField(null, false)).toBeNull();
  });

  it("doubles a Force power's skill codes: Control 3D+1 rolls 6D+2, a missing skill stays missing", () => {
    const codes = { control: { dice: 3, pips: 1 }, sense: { dice: 2, pips: 0 } };
    expect(doubledForceSkillCodes(codes)).toEqual({ control: { dice: 6, pips: 2 }, sense: { dice: 4, pips: 0 } });
    expect(powerCodes(codes, ACTIVE, {})).toEqual(doubledForceSkillCodes(codes));
    expect(powerCodes(codes, OFFERED, { forcePoint: true })).toEqual(doubledForceSkillCodes(codes));
    expect(powerCodes(codes, OFFERED, {})).toBe(codes);
  });
});
