/**
 * The codes a character sheet shows and the code a roll uses.
 *
 * Rules: Grundregeln ("die Fertigkeiten haben den Wert des Attributes, zu dem sie gehören. Fertigkeiten
 * können aber erhöht werden, indem Würfel zugeordnet werden": Wookiee Dexterity 2D+2, Dodge +2D is
 * 4D+2; the Force skills Control, Sense and Alter "sind keinem der Attribute zugeordnet": Failed Jedi
 * Control 1D plus 2D is 3D). Modifiers add dice to dice and pips to pips (Grundregeln: 3D+2 with +1 is
 * 3D+3); penalties in dice: wounds (wounds.ts), the multiple action penalty, armor (armor.ts).
 */
import { type DieCode, addDieCodes, carryPips, checkDieCode, checkDieCodeAmount } from "./die-code.ts";
import { requireInteger } from "../errors.ts";

/**
 * A skill's code: its attribute's code plus the dice added to the skill (Grundregeln), with the pips
 * carried into dice as the character's own codes are written (`carryPips`: Dexterity 3D+2 with 1D+1
 * added is 5D, the code Advance mode charged for). A Force skill has no attribute (`null`): its code
 * is what was added. An advanced skill (R&E Rules Upgrade, tables.json `advancement`; the skills marked
 * "(A)") is a skill of its own: it starts at 1D, not at its attribute, so its code is its own dice.
 *
 * @param attribute the attribute's code, or null for Control, Sense and Alter
 * @param added the dice and pips added to the skill (`0D` for a skill left at its attribute); an
 *   advanced skill's own code
 * @param advanced whether the skill is an advanced skill (default false)
 * @throws DieCodeError for a malformed code
 */
export function skillCode(attribute: DieCode | null, added: DieCode, advanced = false): DieCode {
  return carryPips(addDieCodes(advanced ? { dice: 0, pips: 0 } : (attribute ?? { dice: 0, pips: 0 }), added));
}

/**
 * A specialization's code: its skill's code plus the specialization's own dice, the pips carried
 * (`carryPips`; a Blaster 4D+2 with a +1 specialization is 5D).
 * @param skill the skill's code ({@link skillCode})
 * @param added the specialization's own dice
 * @throws DieCodeError for a malformed code
 */
export function specializationCode(skill: DieCode, added: DieCode): DieCode {
  return carryPips(addDieCodes(skill, added));
}

/** Everything that changes a code at the moment of the roll. All optional; absent means none. */
export interface RollCodeModifiers {
  /** Whole dice the wound level takes off (`woundPenalty`), >= 0. */
  woundPenalty?: number;
  /** Whole dice of the multiple action penalty (one per action beyond the first), >= 0. */
  multipleActionPenalty?: number;
  /** The amount armor takes off a Dexterity-based roll (`armorDexterityPenalty`), no negative part. */
  armorPenalty?: DieCode;
  /** Any other modifier with its sign: `+1D` for preparing, `-1D` for drawing a weapon, `+2`. */
  modifier?: DieCode;
}

/**
 * The code a roll uses: the base code with every roll-time modifier applied, in one place.
 *
 * Dice and pips are summed separately (Grundregeln), all modifiers first, then the result is made
 * rollable: penalties beyond the dice leave 0 dice and the pips are kept (1D+2 with -2D rolls
 * 0D+2, a total of 2), because a die is never broken into pips; with no dice left, negative pips
 * become 0 (3D-1 with -3D rolls 0D: a total of nothing, never a negative one). A code that keeps
 * at least one die keeps its negative pips (3D-1 is a printed code).
 *
 * @param base the skill's or attribute's code (see {@link skillCode})
 * @param modifiers the penalties and the modifier
 * @returns a code with dice >= 0, and pips >= 0 when dice is 0
 * @throws DieCodeError for a malformed base, armor penalty or modifier
 * @throws RuleArgumentError for a negative or non-integer dice penalty, or an armor penalty with a
 *   negative part
 */
export function rollCode(base: DieCode, modifiers: RollCodeModifiers = {}): DieCode {
  const { woundPenalty = 0, multipleActionPenalty = 0, armorPenalty, modifier } = modifiers ?? {};
  const wound = requireInteger("woundPenalty", woundPenalty, 0);
  const actions = requireInteger("multipleActionPenalty", multipleActionPenalty, 0);
  const armor = armorPenalty ?? { dice: 0, pips: 0 };
  checkDieCodeAmount(armor, "armorPenalty");
  const penalty = { dice: -(wound + actions + armor.dice), pips: -armor.pips };
  const total = addDieCodes(addDieCodes(base, modifier ?? { dice: 0, pips: 0 }), penalty);
  if (total.dice > 0) return total;
  return { dice: 0, pips: Math.max(0, total.pips) };
}

/**
 * Whether a roll's code leaves a die to roll. A skill or attribute that the round's penalties
 * (wounds, multiple actions, armor) take down to 0D cannot be rolled: every rule document rolls dice
 * for a skill (Grundregeln, R&E Rules, Reglas), and a code of pips alone would be a fixed total with
 * no roll. The roll dialog refuses such a code rather than rolling its pips (docs/rules.md).
 *
 * @param code the code a roll would use ({@link rollCode})
 * @returns true when it has at least 1D
 * @throws DieCodeError for a malformed code
 */
export function hasDiceToRoll(code: DieCode): boolean {
  checkDieCode(code, "code");
  return code.dice >= 1;
}
