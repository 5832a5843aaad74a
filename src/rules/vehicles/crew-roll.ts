/**
 * Crew rolls: what a vehicle's or starship's crew rolls when it flies, drives or fires the craft. The
 * crew member's skill plus the craft's own code: piloting (or drive) skill + maneuverability, gunnery
 * skill + the weapon's fire control. A craft nobody has boarded rolls with its printed crew skill.
 *
 * Rules: Grundregeln (evasive action: "seinem Wert in Raumschiff steuern plus der Manövrierfähigkeit
 * seines Schiffes"), R&E Rules (scale: "The landspeeder's blaster cannon has a fire control of 2D" and
 * "the walker … uses its fire control normally" to hit; a dodge "rolls its maneuverability (and dodge
 * skill)"); stat blocks print "Crew Skill: Starfighter piloting 5D, starship gunnery 4D+2" for the
 * crew a craft comes with (reference-data starships.json).
 */
import { type DieCode, addDieCodes, checkRollable, formatDieCode, isDieCode, parseDieCode } from "../dice/die-code.ts";
import { RuleArgumentError, requireOneOf } from "../errors.ts";

/** Every crew role, the pilot first. */
export const CREW_ROLES = ["pilot", "gunner", "crew"] as const;

/** What a crew member does aboard: flies or drives it, fires one of its weapons, or anything else. */
export type CrewRole = (typeof CREW_ROLES)[number];

/** A skill of a craft's printed crew: `{ name: "starship gunnery", code: "4D+2" }`. */
export interface CrewSkill {
  /** The skill's name as printed, with any specialization after a colon. */
  name: string;
  /** Its die code, as printed (`"4D+2"`). */
  code: string;
}

/** A skill's name split as stat blocks print it: `"Starfighter piloting: X-wing"`. */
export interface CraftSkillName {
  /** The skill in lower case, spaces collapsed: `"starfighter piloting"`. */
  base: string;
  /** The specialization after the colon, in lower case, or `""`. */
  specialization: string;
  /** The skill's key as the skills compendium names it: `"starfighter-piloting"`. */
  key: string;
}

/**
 * Splits a craft skill's name into the skill and its specialization, and gives the skill's key
 * (lower-case words joined by "-", as the skills compendium keys them).
 *
 * @param name the name as printed: `"Starfighter piloting: X-wing"`, `"Vehicle blasters"`
 * @throws RuleArgumentError for a name that is not text or has no letters
 */
export function craftSkillName(name: string): CraftSkillName {
  if (typeof name !== "string") throw new RuleArgumentError("name", name, "a skill's name");
  const [skill, ...rest] = name.split(":");
  const base = skill.trim().toLowerCase().replace(/\s+/g, " ");
  const key = base.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (!key) throw new RuleArgumentError("name", name, "a skill's name with letters");
  return { base, specialization: rest.join(":").trim().toLowerCase().replace(/\s+/g, " "), key };
}

/**
 * Reads a printed crew skill line into its skills: `"Starfighter piloting 5D, starship gunnery 4D+2"`
 * gives two skills. A part without a die code at its end (`"Varies widely"`) is left out.
 *
 * @param text the stat block's "Crew Skill" text, or `""`
 * @returns the skills in printed order, each code canonical (`"4D+2"`)
 */
export function parseCrewSkills(text: string): CrewSkill[] {
  if (typeof text !== "string") return [];
  return text
    .split(/[,;]/)
    .map((part) => /^(.*?)\s+([+-]?\d+\s*[dD](?:\s*[+-]\s*\d+)?)\s*$/.exec(part.trim()))
    .filter((match): match is RegExpExecArray => match !== null && match[1].trim() !== "" && isDieCode(match[2]))
    .map((match) => ({ name: match[1].trim(), code: formatDieCode(parseDieCode(match[2])) }));
}

/**
 * The printed crew's code for a skill: the crew skill whose skill (before any colon) is the same as
 * the asked skill's, comparing case and spacing loosely; one that also names the same specialization
 * is preferred.
 *
 * @param skills the craft's printed crew skills
 * @param skill the skill rolled, as the craft or weapon names it (`"Starfighter piloting: X-wing"`)
 * @returns the code, or null when the crew has no such skill printed
 * @throws DieCodeError for a printed code that is not a die code
 * @throws RuleArgumentError for a skill name without letters
 */
export function printedCrewSkill(skills: readonly CrewSkill[], skill: string): DieCode | null {
  const wanted = craftSkillName(skill);
  const matching = skills.filter((entry) => craftSkillName(entry.name).key === wanted.key);
  const exact = matching.find((entry) => craftSkillName(entry.name).specialization === wanted.specialization);
  const chosen = exact ?? matching[0];
  return chosen ? parseDieCode(chosen.code) : null;
}

/** Where a crew roll's skill came from. */
export type CrewSkillSource = "crew-member" | "printed-crew" | "none";

/** A crew roll's code and what it is made of. */
export interface CrewRollCode {
  /** The code to roll: skill + craft code. */
  code: DieCode;
  /** The skill's part: the crew member's, the printed crew's, or 0D. */
  skill: DieCode;
  /** The craft's part: maneuverability or fire control. */
  craft: DieCode;
  /** Whose skill it is; `"none"` when nobody is aboard and no crew skill is printed. */
  source: CrewSkillSource;
}

/**
 * A crew roll's code (Grundregeln and R&E Rules): the crew member's skill plus the craft's code,
 * dice to dice and pips to pips (piloting + maneuverability, gunnery + fire control). With nobody
 * aboard, the printed crew skill stands in for the crew member; with neither, the craft's code
 * alone is rolled.
 *
 * Grundregeln: a pilot with starship piloting 3D in an X-wing of maneuverability 3D rolls 6D.
 *
 * @param member the crew member's skill code, or null when no character is aboard in that post
 * @param printed the printed crew's code for the skill (see {@link printedCrewSkill}), or null
 * @param craft the craft's maneuverability or the weapon's fire control
 * @throws DieCodeError for a code that is not rollable (integer dice 0-99, integer pips)
 */
export function crewRollCode(member: DieCode | null, printed: DieCode | null, craft: DieCode): CrewRollCode {
  checkRollable(craft);
  const source: CrewSkillSource = member ? "crew-member" : printed ? "printed-crew" : "none";
  const skill = member ?? printed ?? { dice: 0, pips: 0 };
  checkRollable(skill);
  return { code: addDieCodes(skill, craft), skill, craft, source };
}

/**
 * Checks a crew role.
 * @returns the role
 * @throws RuleArgumentError for anything but pilot, gunner or crew
 */
export function requireCrewRole(role: unknown): CrewRole {
  return requireOneOf("role", role, CREW_ROLES);
}
