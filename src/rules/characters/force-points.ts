/**
 * Force points ("Confiando en la Fuerza", Reglas): spending one doubles every skill and attribute code
 * of the character for the round; what becomes of the point depends on how it was used, and using it
 * for evil brings a Dark Side point.
 *
 * Rules: Reglas; Grundregeln (every character starts with one Force point; Luke doubles his Sense for
 * the round); reference-data/tables.json `force_points` (the Dark Side roll, Force-sensitive start,
 * R&E doubling Strength against damage and Force skills too).
 */
import { type DieCode, checkRollable, scaleDieCode } from "../dice/die-code.ts";
import { requireBoolean, requireInteger, requireOneOf } from "../errors.ts";
import { rollD6 } from "../dice/roll.ts";

/**
 * A skill or attribute code in the round a Force point is spent: doubled, dice and pips
 * (Reglas: "todos los códigos de habilidad o atributo se doblan", 3D+1 becomes 6D+2). Pass the
 * character's own code (Grundregeln: Luke "verdoppelt seinen Fertigkeitswert"); the round's modifiers,
 * such as the multiple action penalty, are added afterwards and are not doubled. R&E doubles Strength
 * against damage and the Force skills alike (tables.json).
 *
 * @param code the skill or attribute code
 * @throws DieCodeError for a malformed code or dice outside 0-99
 */
export function forcePointDieCode(code: DieCode): DieCode {
  checkRollable(code);
  return scaleDieCode(code, 2);
}

/** Every Force point use, from evil to heroic and dramatically appropriate. */
export const FORCE_POINT_USES = ["evil", "neither", "heroic", "heroic-dramatic"] as const;

/** How the GM judges a Force point's use (Reglas: "El director de juego decide"). */
export type ForcePointUse = (typeof FORCE_POINT_USES)[number];

/** What becomes of a spent Force point. */
export interface ForcePointOutcome {
  /** The point comes back at the end of the adventure. */
  returnsAtAdventureEnd: boolean;
  /** The GM may award one more Force point at the end of the adventure. */
  gmMayAwardAnother: boolean;
  /** Dark Side points the character gains now. */
  darkSidePoints: number;
}

/**
 * The four outcomes of Reglas:
 * - `"evil"`: the point is lost for good and the character gains a Dark Side point;
 * - `"neither"` (neither heroic nor evil): the point is lost;
 * - `"heroic"` (to save others or defeat evil): the point returns at the end of the adventure;
 * - `"heroic-dramatic"` (heroic at the climax or for a mighty deed): it returns and the GM may award
 *   another ("te puede asignar otro punto"; R&E summaries in tables.json give the extra point outright).
 */
export const FORCE_POINT_OUTCOMES: Readonly<Record<ForcePointUse, Readonly<ForcePointOutcome>>> = {
  evil: { returnsAtAdventureEnd: false, gmMayAwardAnother: false, darkSidePoints: 1 },
  neither: { returnsAtAdventureEnd: false, gmMayAwardAnother: false, darkSidePoints: 0 },
  heroic: { returnsAtAdventureEnd: true, gmMayAwardAnother: false, darkSidePoints: 0 },
  "heroic-dramatic": { returnsAtAdventureEnd: true, gmMayAwardAnother: true, darkSidePoints: 0 },
};

/**
 * What becomes of a Force point spent the way the GM judged (see {@link FORCE_POINT_OUTCOMES}).
 * @throws RuleArgumentError for an unknown use
 */
export function forcePointOutcome(use: ForcePointUse): ForcePointOutcome {
  return { ...FORCE_POINT_OUTCOMES[requireOneOf("use", use, FORCE_POINT_USES)] };
}

/** Both rules for starting Force points, the default first. */
export const STARTING_FORCE_POINTS_RULES = ["sensitive-two", "one"] as const;

/**
 * Whom the starting Force points favour, where the documents disagree: `"sensitive-two"` (R&E,
 * tables.json `force_points.starting`: a Force-sensitive character gets a second) or `"one"`
 * (Grundregeln: "Alle Charaktere beginnen das Spiel mit einem Machtpunkt").
 */
export type StartingForcePointsRule = (typeof STARTING_FORCE_POINTS_RULES)[number];

/**
 * Force points a new character starts with: one, and two for a Force-sensitive character under the
 * `"sensitive-two"` rule ({@link StartingForcePointsRule}).
 * @param forceSensitive whether the character is Force-sensitive
 * @param rule which document's rule; default `"sensitive-two"`
 * @throws RuleArgumentError when `forceSensitive` is not a boolean or the rule is unknown
 */
export function startingForcePoints(forceSensitive: boolean, rule: StartingForcePointsRule = "sensitive-two"): number {
  const sensitive = requireBoolean("forceSensitive", forceSensitive);
  return requireOneOf("rule", rule, STARTING_FORCE_POINTS_RULES) === "sensitive-two" && sensitive ? 2 : 1;
}

/**
 * Whether the character turns to the dark side: on gaining a Dark Side point the GM rolls 1D, and a
 * result below the character's Dark Side points turns them (tables.json `force_points.dark_side`;
 * Reglas: the GM then takes the character over).
 *
 * @param darkSidePoints the character's Dark Side points, the new one included, an integer >= 0
 * @param roll the GM's 1D, an integer from 1 to 6
 * @throws RuleArgumentError for arguments outside those ranges
 */
export function turnsToDarkSide(darkSidePoints: number, roll: number): boolean {
  requireInteger("darkSidePoints", darkSidePoints, 0);
  return requireInteger("roll", roll, 1, 6) < darkSidePoints;
}

/**
 * Rolls the GM's 1D for {@link turnsToDarkSide}.
 *
 * @param darkSidePoints the character's Dark Side points, the new one included, an integer >= 0
 * @param options the random source, as in `rollDieCode`; default `Math.random`
 * @returns the roll and whether the character turns
 * @throws RuleArgumentError for negative or fractional points, or a random source `rollDieCode` rejects
 */
export function rollDarkSideCheck(darkSidePoints: number, options: { random?: () => number } = {}): { roll: number; turned: boolean } {
  requireInteger("darkSidePoints", darkSidePoints, 0);
  const roll = rollD6(options?.random);
  return { roll, turned: turnsToDarkSide(darkSidePoints, roll) };
}
