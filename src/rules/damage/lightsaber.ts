/**
 * Lightsabers: attacking, parrying, and deflecting and redirecting blaster bolts.
 *
 * Rules: Grundregeln ("Angreifen: Fertigkeit Lichtschwert, Schwierigkeit 20 / Verteidigen (Nahkampf):
 * Fertigkeit Nahkampfwaffenabwehr oder Sense / Verteidigen (Blaster): Fertigkeit Sense / Schaden:
 * 5D + Control"; only a lightsaber or a weapon that withstands one, "zum Beispiel aus Beskar", can
 * parry a lightsaber; "Für jeden abzuwehrenden Schuss muss eine Aktion verwendet werden. Es wird mit
 * der Machtfertigkeit Sense gewürfelt und das Ergebnis zum Schwierigkeitswert des Angreifers addiert";
 * redirecting is a second action, a Sense roll against the difficulty "aus der Entfernung unter
 * Verwendung der Reichweitentabelle des abwehrten Blasters", for the deflected blaster's damage),
 * Reglas (the same, and "Un personaje tiene una habilidad de controlar de 3D+1. Cuando impacta con
 * un sable de luz, tira 8D+1").
 */
import { type DieCode, addDieCodes } from "../dice/die-code.ts";
import { meetsDifficulty } from "../dice/difficulty.ts";
import { requireBoolean, requireInteger, requireObject, requireOneOf } from "../errors.ts";
import { type RangedDifficultyOptions, type WeaponRanges, rangeBand, rangedDifficulty } from "../actions/ranged-difficulty.ts";
import { type ReactionMode, effectiveDifficulty } from "../actions/reactions.ts";

/** The difficulty number to hit with a lightsaber (Grundregeln), rolled with the lightsaber skill (Dexterity). */
export const LIGHTSABER_DIFFICULTY = 20;

/** A lightsaber's own damage before Control: 5D (Grundregeln and Reglas). */
export const LIGHTSABER_DAMAGE: Readonly<DieCode> = { dice: 5, pips: 0 };

/**
 * A lightsaber's damage code: its own dice plus the wielder's Control (Reglas: Control 3D+1 → 8D+1).
 *
 * @param control the wielder's Control code, or null for a wielder without the Force skill
 * @param base the blade's own damage; default {@link LIGHTSABER_DAMAGE} (weapons.json prints 4D for a short one)
 * @throws DieCodeError for a malformed code
 */
export function lightsaberDamage(control: DieCode | null, base: DieCode = LIGHTSABER_DAMAGE): DieCode {
  return addDieCodes(base, control ?? { dice: 0, pips: 0 });
}

/** Every parry weapon. */
export const PARRY_WEAPONS = ["lightsaber", "lightsaber-resistant", "ordinary"] as const;

/** What a defender parries with: a lightsaber, a weapon that withstands one (beskar), or any other. */
export type ParryWeapon = (typeof PARRY_WEAPONS)[number];

/** The skills a melee parry can be rolled with. */
export type ParrySkill = "melee-parry" | "sense";

/**
 * The skills a defender may parry a melee attack with (Grundregeln and Reglas): nothing parries a lightsaber
 * but a lightsaber or a weapon that withstands one; whoever parries with a lightsaber may roll Sense
 * instead of melee parry if they have it; any other weapon parries with melee parry.
 *
 * @param weapon what the defender parries with
 * @param attackerUsesLightsaber the attack is made with a lightsaber
 * @param hasSense the defender has the Force skill Sense
 * @returns the skills to choose from, melee parry first; empty when the attack cannot be parried
 * @throws RuleArgumentError for an unknown weapon or a flag that is not a boolean
 */
export function parrySkills(weapon: ParryWeapon, attackerUsesLightsaber: boolean, hasSense: boolean): ParrySkill[] {
  requireOneOf("weapon", weapon, PARRY_WEAPONS);
  requireBoolean("attackerUsesLightsaber", attackerUsesLightsaber);
  requireBoolean("hasSense", hasSense);
  if (attackerUsesLightsaber && weapon === "ordinary") return [];
  return weapon === "lightsaber" && hasSense ? ["melee-parry", "sense"] : ["melee-parry"];
}

/**
 * The actions deflecting takes: one per bolt, one more per bolt sent on to a target (Grundregeln: Luke
 * deflects and redirects two bolts, four actions). Each counts toward the multiple action penalty.
 *
 * @param bolts the bolts to deflect, an integer >= 0
 * @param redirect each deflected bolt is also redirected
 * @throws RuleArgumentError for a bad count or a `redirect` that is not a boolean
 */
export function deflectionActions(bolts: number, redirect: boolean): number {
  requireInteger("bolts", bolts, 0);
  return bolts * (requireBoolean("redirect", redirect) ? 2 : 1);
}

/** The outcome of a deflection: the shooter's difficulty after the Sense roll, and whether the bolt missed. */
export interface Deflection {
  difficulty: number;
  deflected: boolean;
}

/**
 * Deflecting a blaster bolt with a lightsaber: the Sense roll is added to the shooter's difficulty
 * under either reaction mode (Grundregeln: "das Ergebnis zum Schwierigkeitswert des Angreifers
 * addiert"; Reglas: "suma el resultado al número de dificultad del que dispara el blaster"; R&E Rules
 * speaks of the dodge and parries replacing the difficulty, not of a deflection), and the bolt is
 * deflected when the attack falls below the result. A bolt that misses may be redirected
 * ({@link redirectBolt}); one that hits ends the redirect, whose action lapses.
 *
 * @param attackRoll the shooter's total
 * @param shooterDifficulty the difficulty of the shot without the deflection (range, cover), an integer >= 0
 * @param senseRoll the defender's Sense total
 * @param mode the world's reaction mode (a deflection adds under either)
 * @throws RuleArgumentError for non-integer totals, a negative difficulty or an unknown mode
 */
export function deflectBolt(attackRoll: number, shooterDifficulty: number, senseRoll: number, mode: ReactionMode): Deflection {
  requireInteger("attackRoll", attackRoll);
  const difficulty = effectiveDifficulty(shooterDifficulty, senseRoll, mode, true);
  return { difficulty, deflected: !meetsDifficulty(attackRoll, difficulty) };
}

/** A redirect: the bolt's new target, and the deflected weapon's ranges and damage. */
export interface RedirectShot {
  /** The defender's second Sense total. */
  senseRoll: number;
  /** Distance from the defender to the new target, in meters. */
  distanceMeters: number;
  /** The deflected weapon's ranges, parsed or as printed ("3-30/100/300"). */
  ranges: WeaponRanges | string;
  /** The deflected weapon's damage code. */
  damage: DieCode;
  /** Cover and edition of the difficulty, as for any ranged attack. */
  difficulty?: RangedDifficultyOptions;
}

/** The outcome of a redirect: the difficulty it had to meet, whether it hit, and the damage to roll. */
export interface Redirect {
  difficulty: number;
  hit: boolean;
  damage: DieCode;
}

/**
 * Sending a deflected bolt at a target: a Sense roll against the range difficulty of the deflected
 * weapon at the distance from the defender to the new target; a hit does the weapon's damage
 * (Grundregeln: Luke's 22 against 15, a blaster rifle at 50 m, hits Bossk for 5D).
 *
 * @throws RuleArgumentError for a non-integer Sense total, a bad distance or ranges, a target out of
 *   the weapon's range, or bad difficulty options
 * @throws DieCodeError for a malformed damage code
 */
export function redirectBolt(shot: RedirectShot): Redirect {
  requireObject("shot", shot, "a redirect shot");
  requireInteger("shot.senseRoll", shot.senseRoll);
  const difficulty = rangedDifficulty(rangeBand(shot.distanceMeters, shot.ranges), shot.difficulty);
  return { difficulty, hit: meetsDifficulty(shot.senseRoll, difficulty), damage: addDieCodes(shot.damage, { dice: 0, pips: 0 }) };
}
