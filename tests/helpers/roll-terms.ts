/**
 * The terms of an evaluated Foundry roll for fixed faces, in the shape `facesOfTerms` reads.
 */
import type { TermFaces } from "../../src/dice/d6-roll-data.ts";

/**
 * The terms Foundry evaluates for `Nd6 + 1dw ± pips` that rolled the given faces: every result
 * active, each die of the wild die's chain but the last marked exploded.
 * @param dice the faces of the normal dice
 * @param wild the wild die's chain
 * @param pips the pips with their sign; 0 adds no number term
 */
export function evaluatedTerms(dice: number[], wild: number[], pips: number): TermFaces[] {
  const terms: TermFaces[] = [
    { kind: "die", faces: 6, results: dice.map((result) => ({ result, active: true })) },
    { kind: "operator", operator: "+" },
    { kind: "wild", results: wild.map((result, i) => ({ result, active: true, exploded: i < wild.length - 1 })) },
  ];
  if (pips !== 0) terms.push({ kind: "operator", operator: pips < 0 ? "-" : "+" }, { kind: "number", number: Math.abs(pips) });
  return terms;
}
