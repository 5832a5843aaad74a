/**
 * Armor: a bonus to the Strength roll that resists damage, and a penalty to Dexterity.
 *
 * Rules: Grundregeln ("erhält man +1D auf den Wurf zum Schaden wiederstehen, außerdem werden alle Würfe
 * die auf Geschicklichkeit Dexterity basieren um -1D modifiziert. Es gibt auch leichtere Rüstungen,
 * die nur einen Modifikator von +1 bzw. -1 bewirken"), Reglas ("el blindaje reduce la destreza de
 * un personaje en la misma cantidad en la que incrementa su fortaleza"). Published armor
 * (reference-data armor.json) prints separate physical and energy bonuses and its own Dexterity
 * penalty, which may differ from the bonus or be missing.
 *
 * Reglas's second example reads "Una destreza de 3D se reduciría a 2D+2 con un código de blindaje
 * de +1D". That contradicts the rule it illustrates (the same amount: 3D - 1D = 2D) and Grundregeln's
 * "-1D"; it matches a 1-pip penalty taken from a die broken into three pips. The rule as written
 * wins: +1D armor takes 3D to 2D, +1 armor takes 3D to 3D-1, and dice are never broken into pips.
 */
import { type DieCode, addDieCodes, checkDieCodeAmount, compareDieCodes, parseDieCode } from "../dice/die-code.ts";
import { RuleArgumentError, requireObject, requireOneOf } from "../errors.ts";

/** Every damage kind. */
export const DAMAGE_KINDS = ["physical", "energy"] as const;

/** What kind of damage armor resists: blows and slugs, or blaster bolts and other energy. */
export type DamageKind = (typeof DAMAGE_KINDS)[number];

/** Whether a stored value is one of the {@link DAMAGE_KINDS} (stored data is checked before it is trusted). */
export function isDamageKind(value: unknown): value is DamageKind {
  return (DAMAGE_KINDS as readonly unknown[]).includes(value);
}

/**
 * A suit of armor's game values. Bonuses and penalty are amounts, never negative: `{ dice: 1, pips: 0 }`
 * for armor printed "+1D" or with a penalty printed "-1D".
 */
export interface ArmorStats {
  /** Added to Strength against physical damage. */
  physical: DieCode;
  /** Added to Strength against energy damage. */
  energy: DieCode;
  /**
   * Subtracted from Dexterity and Dexterity skills; `null` when not printed, which applies the
   * seeds' rule: the same amount as the bonus (the larger bonus when the two differ).
   */
  dexterityPenalty: DieCode | null;
}

/** Armor as armor.json prints it: `"+1D"`, `"+2"`, `"+1D+2"`, `"0"`; the penalty `"-1D"`, `"0"` or null. */
export interface PrintedArmor {
  physical: string;
  energy: string;
  dexterityPenalty: string | null;
}

/**
 * Reads armor as printed. A bare `"0"` means no bonus or no penalty. The penalty may carry its
 * minus sign or not (`"-1D"` and `"1D"` are the same penalty).
 *
 * @throws DieCodeError for a text that is not a die code
 * @throws RuleArgumentError for a missing `printed`, a negative bonus, or a penalty mixing signs (`"-1D+1"`)
 */
export function parseArmorStats(printed: PrintedArmor): ArmorStats {
  requireObject("printed", printed, "printed armor");
  const stats: ArmorStats = {
    physical: parseAmount(printed.physical),
    energy: parseAmount(printed.energy),
    dexterityPenalty: printed.dexterityPenalty === null ? null : penaltyAmount(parseAmount(printed.dexterityPenalty)),
  };
  checkArmor(stats);
  return stats;
}

function parseAmount(text: string): DieCode {
  return typeof text === "string" && text.trim() === "0" ? { dice: 0, pips: 0 } : parseDieCode(text);
}

function penaltyAmount(code: DieCode): DieCode {
  // A penalty mixing signs is kept as read, and checkArmor rejects its negative part.
  if (code.dice <= 0 && code.pips <= 0) return { dice: -code.dice + 0, pips: -code.pips + 0 };
  return code;
}

/**
 * The code rolled to resist damage: Strength plus the armor's bonus against that kind of damage
 * (Reglas: Strength 2D+1 in stormtrooper armor rolls 3D+1 against blaster fire).
 *
 * @param strength the Strength code (any die code)
 * @param armor the armor worn, or null
 * @param kind the damage kind of the attack
 * @throws DieCodeError for a malformed code
 * @throws RuleArgumentError for an unknown damage kind or negative armor values
 */
export function resistanceCode(strength: DieCode, armor: ArmorStats | null, kind: DamageKind): DieCode {
  requireOneOf("kind", kind, DAMAGE_KINDS);
  if (armor === null) return addDieCodes(strength, { dice: 0, pips: 0 });
  checkArmor(armor);
  return addDieCodes(strength, armor[kind]);
}

/**
 * The amount armor takes off Dexterity and every Dexterity skill: its printed penalty, or else the
 * same amount as its bonus (Grundregeln and Reglas), the larger one when physical and energy differ.
 * Pass it to `rollCode` as `armorPenalty` for Dexterity-based rolls only: +1D armor takes Dexterity
 * 3D to 2D and +1 armor to 3D-1 (Reglas's "2D+2" is read as a slip, see the module comment).
 *
 * @param armor the armor worn, or null (no penalty)
 * @returns an amount, never negative
 * @throws DieCodeError for a malformed code
 * @throws RuleArgumentError for negative armor values
 */
export function armorDexterityPenalty(armor: ArmorStats | null): DieCode {
  if (armor === null) return { dice: 0, pips: 0 };
  checkArmor(armor);
  if (armor.dexterityPenalty !== null) return { ...armor.dexterityPenalty };
  // "Larger": more dice, then more pips; a die is never traded for pips.
  return { ...(compareDieCodes(armor.physical, armor.energy) >= 0 ? armor.physical : armor.energy) };
}

function checkArmor(armor: ArmorStats): void {
  requireObject("armor", armor, "armor stats");
  for (const key of ["physical", "energy", "dexterityPenalty"] as const) {
    const code = armor[key];
    if (key === "dexterityPenalty" && code === null) continue;
    checkDieCodeAmount(code as DieCode, `armor.${key}`);
  }
}

/**
 * The armor a character wears as one `ArmorStats`: pieces of armor do not add up (the seeds give
 * one armor bonus to the Strength roll), so the best bonus of what is worn counts against each kind
 * of damage and the heaviest Dexterity penalty applies (each piece's penalty as
 * {@link armorDexterityPenalty} gives it). A helmet worn over a vest protects no better than the
 * better of the two, and hinders as much as the heavier.
 * @param pieces the armor worn (an empty list: none)
 * @returns the combined armor, or null when nothing is worn
 * @throws DieCodeError for a malformed code
 * @throws RuleArgumentError for negative armor values or a missing piece
 */
export function wornArmor(pieces: readonly ArmorStats[]): ArmorStats | null {
  if (!Array.isArray(pieces)) throw new RuleArgumentError("pieces", pieces, "a list of armor");
  if (pieces.length === 0) return null;
  const best = (codes: DieCode[]) => codes.reduce((a, b) => (compareDieCodes(b, a) > 0 ? b : a));
  pieces.forEach(checkArmor);
  return {
    physical: { ...best(pieces.map((piece) => piece.physical)) },
    energy: { ...best(pieces.map((piece) => piece.energy)) },
    dexterityPenalty: { ...best(pieces.map((piece) => armorDexterityPenalty(piece))) },
  };
}
