/**
 * The attack, composed from the rules it is made of: the attack code with fire control, penalties and
 * scale; the difficulty from range band or melee weapon; the damage and resistance codes; and the
 * outcome once the dice are rolled. The attack dialog and the attack card call these two functions
 * and nothing else for their numbers.
 *
 * Rules: Grundregeln (range and cover, the sand person's club against a parry, Luke's deflections, armor),
 * R&E Rules (scale: "Lower Against Higher" and "Higher Against Lower", the landspeeder and the AT-AT;
 * Sandor and Cantrell: a dodge replaces the difficulty, damage 18 against Strength 14 wounds), seed
 * 004 (range bands, "for+" damage of melee weapons, armor against blaster fire).
 */
import { meleeDifficulty, rangeBand, rangedDifficulty, type RangeBand } from "./actions/ranged-difficulty.ts";
import { type ReactionMode, REACTION_MODES, effectiveDifficulty } from "./actions/reactions.ts";
import { type ArmorStats, type DamageKind, DAMAGE_KINDS, resistanceCode } from "./damage/armor.ts";
import { type DamageModel, DAMAGE_MODELS, WOUND_LEVELS, type WoundLevel, combineWounds, resolveDamage } from "./damage/damage.ts";
import { weaponDamageCode } from "./damage/melee-damage.ts";
import { lightsaberDamage } from "./damage/lightsaber.ts";
import { type DieCode, addDieCodes, checkDieCode, checkRollable } from "./dice/die-code.ts";
import { type DifficultyEdition, DIFFICULTY_EDITIONS, meetsDifficulty } from "./dice/difficulty.ts";
import { rollCode } from "./dice/skill-code.ts";
import { RuleArgumentError, requireBoolean, requireInteger, requireNumber, requireObject, requireOneOf } from "./errors.ts";
import { type Scale, SCALES, scaleModifiers } from "./vehicles/scale.ts";

/** The weapon an attack is made with, as its item records it. */
export interface AttackWeapon {
  /** As printed: "4D", "3D+2", "STR+1D", "STR+1D+1 (max 6D)". */
  damage: string;
  /** Which armor bonus applies: "energy" or "physical". */
  damageKind: DamageKind;
  /** The weapon's scale, compared with the target's. */
  scale: Scale;
  /** Ranged weapons: the ranges in meters as printed, "3-10/30/120". */
  ranges?: string;
  /** Melee weapons: the difficulty as printed, "Very Easy", "Moderate". */
  difficulty?: string;
  /** Vehicle and starship weapons: added to the attack. */
  fireControl?: DieCode;
}

/** What an attack is planned from. */
export interface AttackInput {
  /** The attack skill's code as on the sheet. */
  skill: DieCode;
  /** The attacker's Strength, for "STR+" damage. */
  strength: DieCode;
  /** Whole dice lost (multiple actions, wounds, armor), an integer >= 0. */
  penalty: number;
  weapon: AttackWeapon;
  /** The target: its scale, what resists damage (Strength, or body strength / hull) and its armor. */
  target: { scale: Scale; resistance: DieCode; armor: ArmorStats | null };
  /** Meters to the target; required when the weapon has ranges. */
  distance?: number;
  /** The target is behind cover: +5 to a ranged difficulty (Grundregeln and Reglas). */
  cover?: boolean;
  /** Which number stands for a difficulty level; default "first". */
  edition?: DifficultyEdition;
  /**
   * Added to the damage roll: the part of a combined action bonus put on the damage (R&E Rules,
   * Combined Actions: the bonus "can be split between the attack roll and the damage roll"); none by default.
   */
  damageBonus?: DieCode;
}

/** The codes and the difficulty of an attack, before any die is rolled. */
export interface AttackPlan {
  /** Skill + fire control - penalty dice + scale attack dice. */
  attack: DieCode;
  /** The range band; null for a melee weapon. */
  band: RangeBand | null;
  /** The range band's difficulty (+ cover) or the melee weapon's; null out of range (no hit possible). */
  difficulty: number | null;
  /** Dice the target adds to a dodge from scale. */
  dodge: number;
  /** Weapon damage (Strength resolved, cap applied) + scale dice. */
  damage: DieCode;
  /** Target resistance + armor bonus for the damage kind + scale dice. */
  resistance: DieCode;
}

/** An attack's result once its rolls are in. */
export interface AttackOutcome {
  /** The difficulty after the reaction, per the reaction mode. */
  difficulty: number;
  /** The attack met the difficulty. */
  hit: boolean;
  /** The wound the damage chart gives; null on a miss, or before damage and resistance are rolled. */
  inflicted: WoundLevel | null;
  /** The target's wound level afterwards; unchanged on a miss. */
  wound: WoundLevel;
}

/** A die code of whole dice. */
function dice(count: number): DieCode {
  return { dice: count, pips: 0 };
}

/**
 * Plans an attack: every code it rolls and the difficulty it must meet.
 *
 * - Attack: the skill plus the weapon's fire control, less the penalty dice, plus the scale dice a
 *   lower scale adds to hit a higher one (R&E Rules). Penalties beyond the dice leave 0D and the pips
 *   (`rollCode`).
 * - Difficulty: a ranged weapon's range band at `distance` (`rangeBand`: 5/10/15/20, +5 behind cover,
 *   Grundregeln and Reglas); out of range, null. A melee weapon's printed difficulty (`meleeDifficulty`;
 *   Grundregeln: a club is 5). A weapon with ranges is ranged even if it also prints a difficulty.
 * - Dodge: the scale dice a lower-scale target adds to its dodge (R&E Rules).
 * - Damage: the printed damage with the attacker's Strength for "STR+" weapons, capped at the printed
 *   maximum (`weaponDamageCode`, Grundregeln and Reglas), plus the scale dice a higher scale adds, plus
 *   the part of a combined action bonus put on it (`damageBonus`, R&E Rules, Combined Actions).
 * - Resistance: the target's Strength, body strength or hull plus its armor's bonus against the
 *   weapon's damage kind (`resistanceCode`), plus the scale dice a higher-scale target adds.
 *
 * R&E Rules: a landspeeder's cannon (speeder scale, fire control 2D, damage 3D+2) against an AT-AT
 * (walker scale, body strength 6D) attacks with gunnery + 2D + 2D and the walker resists with 8D;
 * the walker firing back adds 2D to its damage and the landspeeder 2D to its dodge.
 *
 * @param input the attacker's codes, the weapon, the target and the circumstances
 * @throws DieCodeError for an unreadable damage text or a malformed code (skill, Strength, fire
 *   control, resistance, armor, damage bonus)
 * @throws RuleArgumentError naming the argument: a penalty that is not an integer >= 0, an unknown
 *   damage kind or scale, a weapon with neither ranges nor difficulty, unreadable ranges or
 *   difficulty, a ranged attack without a distance (or a negative one), a cover that is not a
 *   boolean, an unknown edition, a missing weapon or target
 */
export function planAttack(input: AttackInput): AttackPlan {
  requireObject("input", input, "an attack");
  checkRollable(input.skill);
  checkRollable(input.strength);
  const penalty = requireInteger("penalty", input.penalty, 0);
  const weapon = input.weapon;
  requireObject("weapon", weapon, "a weapon");
  const kind = requireOneOf("weapon.damageKind", weapon.damageKind, DAMAGE_KINDS);
  const weaponScale = requireOneOf("weapon.scale", weapon.scale, SCALES);
  const target = input.target;
  requireObject("target", target, "a target");
  const targetScale = requireOneOf("target.scale", target.scale, SCALES);
  checkDieCode(target.resistance, "target.resistance");
  if (target.armor !== null) requireObject("target.armor", target.armor, "armor stats or null");
  const edition = requireOneOf("edition", input.edition ?? "first", DIFFICULTY_EDITIONS);
  const cover = requireBoolean("cover", input.cover ?? false);
  const fireControl = weapon.fireControl ?? dice(0);
  checkDieCode(fireControl, "weapon.fireControl");
  const damageBonus = input.damageBonus ?? dice(0);
  checkRollable(damageBonus);

  const scale = scaleModifiers(weaponScale, targetScale);
  const attack = rollCode(addDieCodes(input.skill, fireControl), { multipleActionPenalty: penalty, modifier: dice(scale.attack) });

  let band: RangeBand | null = null;
  let difficulty: number | null;
  if (weapon.ranges !== undefined && weapon.ranges !== null && weapon.ranges !== "") {
    const distance = requireNumber("distance", input.distance, 0);
    band = rangeBand(distance, weapon.ranges);
    difficulty = band === "out-of-range" ? null : rangedDifficulty(band, { cover, edition });
  } else if (typeof weapon.difficulty === "string" && weapon.difficulty !== "") {
    difficulty = meleeDifficulty(weapon.difficulty, edition);
  } else {
    throw new RuleArgumentError("weapon", weapon, "ranges for a ranged weapon or a difficulty for a melee weapon");
  }

  return {
    attack,
    band,
    difficulty,
    dodge: scale.dodge,
    damage: addDieCodes(addDieCodes(weaponDamageCode(weapon.damage, input.strength), dice(scale.damage)), damageBonus),
    resistance: addDieCodes(resistanceCode(target.resistance, target.armor, kind), dice(scale.resist)),
  };
}

/**
 * An attack with a lightsaber: {@link planAttack}'s plan, whose damage adds the wielder's Control to
 * the blade's (`lightsaberDamage`; Grundregeln "Schaden: 5D + Control", Reglas: Control 3D+1 with a
 * 5D blade rolls 8D+1). Scale dice stay as `planAttack` gives them.
 *
 * @param input the attack, the lightsaber as its weapon (its printed damage is the blade's)
 * @param control the wielder's Control code, or null for a wielder without the Force skill
 * @throws whatever {@link planAttack} throws; DieCodeError for a malformed Control code
 */
export function planLightsaberAttack(input: AttackInput, control: DieCode | null): AttackPlan {
  const plan = planAttack(input);
  if (control !== null) checkRollable(control);
  return { ...plan, damage: lightsaberDamage(control, plan.damage) };
}

/**
 * Resolves an attack from its rolls' totals: hit or miss against the difficulty after the target's
 * reaction, then, when damage and resistance are both rolled, the wound the damage chart gives and
 * the target's wound level afterwards.
 *
 * - Reaction (a dodge or parry roll): `"add"` adds it to the difficulty (Grundregeln: club 5 + parry 8
 *   = 13, the sand person's 13 still hits; Luke's Sense 15 makes a blaster rifle's 15 a 30);
 *   `"replace"` makes it the difficulty, even when lower (R&E Rules: Sandor's dodge 21 replaces 15).
 *   A full reaction (`fullReaction`, R&E: `tables.json` range difficulty, "a full dodge/parry (only
 *   action that round) is added to it") adds under either rule, and so does a lightsaber's deflection
 *   of a bolt (`deflection`: Grundregeln, "das Ergebnis zum Schwierigkeitswert des Angreifers
 *   addiert"; Reglas, "suma el resultado al número de dificultad del que dispara"), which no seed
 *   lets replace the difficulty.
 * - A hit needs the attack to meet or beat the difficulty (a tie hits).
 * - Damage against resistance gives a wound level on the world's damage chart (`resolveDamage`;
 *   R&E Rules: damage 18 against Strength 14 wounds Sandor), combined with the wound the target has
 *   (`combineWounds`: wounded and wounded again is wounded twice in R&E).
 *
 * @param input the totals, the reaction rule, the damage chart and the target's wound level
 * @throws RuleArgumentError naming the argument: totals that are not integers, a difficulty below
 *   0, damage without resistance or the reverse, an unknown reaction mode, damage model or wound level
 */
export function resolveAttack(input: {
  attack: number;
  difficulty: number;
  reaction?: number;
  reactionMode: ReactionMode;
  /** The reaction is a full dodge or parry (R&E): added to the difficulty. */
  fullReaction?: boolean;
  /** The reaction is a lightsaber's deflection of a blaster bolt (Grundregeln, Reglas): added to the difficulty. */
  deflection?: boolean;
  damage?: number;
  resistance?: number;
  model: DamageModel;
  wound: WoundLevel;
}): AttackOutcome {
  requireObject("input", input, "an attack's totals");
  const attack = requireInteger("attack", input.attack);
  const base = requireInteger("difficulty", input.difficulty, 0);
  const mode = requireOneOf("reactionMode", input.reactionMode, REACTION_MODES);
  const model = requireOneOf("model", input.model, DAMAGE_MODELS);
  const wound = requireOneOf("wound", input.wound, WOUND_LEVELS);
  const reaction = input.reaction ?? null;
  const added = input.fullReaction === true || input.deflection === true;
  const difficulty = reaction === null ? base : effectiveDifficulty(base, requireInteger("reaction", reaction), mode, added);
  const damage = input.damage ?? null;
  const resistance = input.resistance ?? null;
  if ((damage === null) !== (resistance === null)) {
    const missing = damage === null ? "damage" : "resistance";
    throw new RuleArgumentError(missing, null, "both damage and resistance, or neither");
  }
  const hit = meetsDifficulty(attack, difficulty);
  if (!hit || damage === null || resistance === null) return { difficulty, hit, inflicted: null, wound };
  const inflicted = resolveDamage(requireInteger("damage", damage), requireInteger("resistance", resistance), model);
  return { difficulty, hit, inflicted, wound: combineWounds(wound, inflicted, model) };
}
