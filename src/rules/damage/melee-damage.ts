/**
 * Weapon damage as printed, and the damage code an attack rolls.
 *
 * Rules: Grundregeln ("Bei den meisten Nahkampfwaffen wird die Stärke des Angreifers zum Schaden
 * addiert, dies ist bei den Waffen angegeben": the vibro-axe's "str+2D" adds 2D to K-4D8's Strength),
 * Reglas ("Los códigos de daño de todas las armas de pelea están anotados como 'for +' un código de
 * dado … tira sus dados de daño, tira los dados de fortaleza del atacante y suma los dos
 * resultados": a club is "for+1D"). Rolling both codes and adding the totals equals rolling their
 * sum, so the attack rolls one code. Printed forms are those of reference-data weapons.json:
 * "STR+1D", "STR+2", "STR+1D+1 (maximum: 6D)", "STR+1D to STR+3D (depending on model) (maximum: 6D)",
 * "5D", "4D+2 ionization damage", "3D (Stun)", "5D/4D/3D/2D" (grenades, by blast radius).
 */
import { type DieCode, DieCodeError, addDieCodes, checkRollable, compareDieCodes, parseDieCode } from "../dice/die-code.ts";

/** A weapon's damage as printed, read into its parts. */
export interface WeaponDamage {
  /** The wielder's Strength is added ("STR+", Spanish 1st edition "for+"). */
  addsStrength: boolean;
  /** The weapon's own dice and pips: the "1D+1" of "STR+1D+1", the whole "5D" of a blaster. */
  dice: DieCode;
  /** The top of a range that depends on the model ("STR+1D to STR+3D"), whose low end is `dice`; else null. */
  upTo: DieCode | null;
  /** The highest code the damage may reach, Strength included ("(maximum: 6D)", "(max 6D)"); else null. */
  maximum: DieCode | null;
  /** Damage by blast radius band, nearest first ("5D/4D/3D/2D"); `dice` is the first. Empty otherwise. */
  blastBands: DieCode[];
  /** The rest of the text, trimmed: "stun", "ionization damage", "(speeder-scale damage)"; "" when none. */
  note: string;
}

const CODE = String.raw`\d+\s*D(?:\s*[+-]\s*\d+)?(?![\w])`;
const STRENGTH_TERM = new RegExp(String.raw`(?:str|for)\s*\+\s*(${CODE}|\d+(?![\w]))`, "iy");
const CODE_TERM = new RegExp(`(${CODE})`, "iy");
const TO = /\s*to\s+/iy;
const BAND = new RegExp(String.raw`\s*/\s*(${CODE})`, "iy");
const MAXIMUM = new RegExp(String.raw`\(\s*max(?:imum)?\s*:?\s*(${CODE})\s*\)`, "i");

/**
 * Reads a weapon's printed damage (see the module comment for the forms).
 *
 * @param text the damage as printed
 * @returns its parts; a model range rolls its low end (`dice`) unless the item records its model's code
 * @throws DieCodeError for a text without a damage code at its start ("By grenade type",
 *   "Entangles with a Strength of 4D") or with more than 99 dice or pips
 */
export function parseWeaponDamage(text: string): WeaponDamage {
  if (typeof text !== "string") throw new DieCodeError(text, "expected the printed damage as a string");
  let rest = text.trim();
  const max = MAXIMUM.exec(rest);
  const maximum = max ? parseDieCode(max[1]) : null;
  if (max) rest = (rest.slice(0, max.index) + rest.slice(max.index + max[0].length)).trim();

  let pos = 0;
  const term = (): { addsStrength: boolean; dice: DieCode } | null => {
    for (const [form, addsStrength] of [
      [STRENGTH_TERM, true],
      [CODE_TERM, false],
    ] as const) {
      form.lastIndex = pos;
      const match = form.exec(rest);
      if (!match) continue;
      pos = form.lastIndex;
      // After "STR+" a bare number is pips: "STR+2".
      return { addsStrength, dice: /d/i.test(match[1]) ? parseDieCode(match[1]) : { dice: 0, pips: Number(match[1]) } };
    }
    return null;
  };
  const first = term();
  if (!first) throw new DieCodeError(text, 'expected weapon damage such as "STR+1D", "5D" or "5D/4D/3D/2D"');

  let upTo: DieCode | null = null;
  TO.lastIndex = pos;
  if (TO.exec(rest)) {
    const start = pos;
    pos = TO.lastIndex;
    const top = term();
    if (top && top.addsStrength === first.addsStrength) upTo = top.dice;
    else pos = start;
  }

  const blastBands: DieCode[] = [];
  if (!first.addsStrength && upTo === null) {
    for (let band = nextBand(rest, pos); band; band = nextBand(rest, pos)) {
      if (blastBands.length === 0) blastBands.push(first.dice);
      blastBands.push(parseDieCode(band.code));
      pos = band.end;
    }
  }
  return { ...first, upTo, maximum, blastBands, note: rest.slice(pos).trim() };
}

function nextBand(text: string, from: number): { code: string; end: number } | null {
  BAND.lastIndex = from;
  const match = BAND.exec(text);
  return match ? { code: match[1], end: BAND.lastIndex } : null;
}

/**
 * The damage code an attack rolls: the weapon's dice, plus the attacker's Strength when the weapon
 * says "STR+", capped at the printed maximum (Grundregeln: the vibro-axe "str+2D" in K-4D8's hands;
 * Reglas: a club "for+1D"). The cap compares more dice first, then more pips: STR 4D+2 with
 * "STR+1D+1 (max 6D)" rolls 5D+3, which is below 6D; STR 5D with it rolls 6D.
 *
 * @param damage the weapon's damage, parsed or as printed
 * @param strength the attacker's Strength code (ignored when the weapon adds no Strength)
 * @throws DieCodeError for damage text {@link parseWeaponDamage} rejects, or a Strength that is not
 *   a rollable code (integer dice 0-99, integer pips)
 */
export function weaponDamageCode(damage: WeaponDamage | string, strength: DieCode): DieCode {
  const parsed = typeof damage === "string" ? parseWeaponDamage(damage) : damage;
  checkRollable(strength);
  const total = parsed.addsStrength ? addDieCodes(strength, parsed.dice) : addDieCodes(parsed.dice, { dice: 0, pips: 0 });
  return parsed.maximum !== null && compareDieCodes(total, parsed.maximum) > 0 ? { ...parsed.maximum } : total;
}
