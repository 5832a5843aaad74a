/**
 * What a weapon that does no damage prints in its damage column instead, read into the weapon's own
 * fields: a net "Entangles with a Strength of 4D" (`entangle`), a targeting jammer "-2D from Fire
 * Control" (`jamming`). Anything else printed there is not one of these.
 */
import { formatDieCode, parseDieCode } from "../../src/rules/dice/die-code.ts";

/** The effect fields a printed damage text gives; empty when it names neither. */
export function printedEffect(printed: string | null | undefined): { entangle?: string; jamming?: string } {
  const text = (printed ?? "").trim();
  const net = /^Entangles with a Strength of (\d+D(?:\+[12])?)$/i.exec(text);
  if (net) return { entangle: formatDieCode(parseDieCode(net[1]!)) };
  const jammer = /^-(\d+D(?:\+[12])?) (?:from|to) (?:the )?fire control$/i.exec(text);
  if (jammer) return { jamming: formatDieCode(parseDieCode(jammer[1]!)) };
  return {};
}

/** The English sentences of a weapon's effect fields, for its description. */
export function effectSentences(w: { entangle?: string; jamming?: string }): string[] {
  const sentences: string[] = [];
  if (w.entangle) sentences.push(`A hit entangles the target with a Strength of ${w.entangle}: −2D to all its actions until it breaks free.`);
  if (w.jamming) sentences.push(`Weapons fired at its craft lose ${w.jamming} of fire control.`);
  return sentences;
}
