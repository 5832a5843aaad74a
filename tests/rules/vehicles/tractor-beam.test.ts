import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TRACTOR_BEAM_UNRESISTED_UNITS, resistTractorBeam } from "../../../src/rules/vehicles/tractor-beam.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { expectOnlyErrors } from "../../helpers/errors.ts";

describe("tractor beams (Movement and Damage)", () => {
  it("a ship that does not resist is reeled in five space units a round", () => {
    expect(TRACTOR_BEAM_UNRESISTED_UNITS).toBe(5);
  });

  it("a higher hull roll breaks free", () => {
    expect(resistTractorBeam(14, 15)).toEqual({ brokeFree: true, unitsReeledIn: 0, lostMoves: 0 });
  });

  it.each([
    [15, 0],
    [18, 0],
    [19, 1],
    [23, 1],
    [24, 2],
    [27, 2],
    [28, 3],
    [30, 3],
    [31, 4],
    [45, 4],
  ])("a beam roll of %i against hull 15 reels in %i units and costs as many Moves", (beam, step) => {
    expect(resistTractorBeam(beam, 15)).toEqual({ brokeFree: false, unitsReeledIn: step, lostMoves: step });
  });

  it("rejects fractional rolls", () => {
    expect(() => resistTractorBeam(10.5, 3)).toThrow(/beamRoll/);
    expect(() => resistTractorBeam(10, Number.NaN)).toThrow(/hullRoll/);
  });

  it("a stronger beam never reels in less, and nothing throws but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 }), fc.nat(20), (beam, hull, more) => {
        const weaker = resistTractorBeam(beam, hull);
        const stronger = resistTractorBeam(beam + more, hull);
        expect(stronger.unitsReeledIn).toBeGreaterThanOrEqual(weaker.unitsReeledIn);
        if (!weaker.brokeFree) expect(stronger.brokeFree).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (beam, hull) => {
        expectOnlyErrors([RuleArgumentError], () => resistTractorBeam(beam as never, hull as never));
      }),
    );
  });
});
