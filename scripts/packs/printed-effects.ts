/**
 * What a weapon that does no damage prints in its damage column instead, read into the weapon's own
 * fields: a net "Entangles with a Strength of 4D" (`entangle`), a targeting jammer "-2D from Fire
 * Control" (`jamming`). Anything else printed there is not one of these.
 */
import { formatDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";

/** The effect fields a printed damage text gives; both "" when it names neither. */
export function printedEffect(printed: string | null | undefined): { entangle: string; jamming: string } {
  const text = (printed ?? "").trim();
  const net = /^Entangles with a Strength of (\d+D(?:\+[12])?)$/i.exec(text);
  const jammer = /^-(\d+D(?:\+[12])?) (?:from|to) (?:the )?fire control$/i.exec(text);
  return {
    entangle: net ? formatDieCode(parseDieCode(net[1]!)) : "",
    jamming: jammer ? formatDieCode(parseDieCode(jammer[1]!)) : "",
  };
}

/** The English sentences of a weapon's effect fields, for its description. */
export function effectSentences(w: { entangle: string; jamming: string }): string[] {
  const sentences: string[] = [];
  if (w.entangle) sentences.push(`A hit entangles the target with a Strength of ${w.entangle}: −2D to all its actions until it breaks free.`);
  if (w.jamming) sentences.push(`Weapons fired at its craft lose ${w.jamming} of fire control.`);
  return sentences;
}
