/**
 * A craft's terms the stat blocks print in English, shown in the reader's language: its weapons'
 * fire arcs ("6 front, 3 left, 3 right", "Turret") and its crew skills ("capital ship gunnery"). Only
 * what is read whole is translated; a value with anything else in it is shown as printed, so nothing
 * is ever shown wrongly.
 */
import { type Translator, skillLabel } from "../../labels.ts";
import { craftSkillName } from "../../rules/vehicles/crew-roll.ts";
import type { CraftView, CrewRollView } from "./craft-view.ts";

/** The fire arcs the stat blocks name, by their printed word. */
const ARCS: Record<string, string> = { front: "front", forward: "front", left: "left", right: "right", back: "back", rear: "back", turret: "turret" };

/**
 * A printed fire arc in the reader's language: each comma-separated part a known arc, optionally
 * with its count of weapons ("6 front" becomes "6 vorne").
 * @param printed the weapon's `fireArc` as stored
 * @param i18n the reader's language
 * @returns the translated arcs, or `printed` unchanged when a part is not a known arc
 */
export function fireArcText(printed: string, i18n: Translator): string {
  const parts = printed.split(",").map((part) => /^\s*(\d+\s+)?([a-z]+)\s*$/i.exec(part));
  if (printed.trim() === "" || parts.some((match) => !match || !ARCS[match[2].toLowerCase()])) return printed;
  return parts.map((match) => `${match![1] ?? ""}${i18n.localize(`SWD6.FireArc.${ARCS[match![2].toLowerCase()]}`)}`).join(", ");
}

/**
 * A craft's printed crew skill in the reader's language: the skill's name as the skills compendium
 * names it in that language, a specialization after the colon kept as printed.
 * @param printed the skill's name as stored ("capital ship gunnery", "Starfighter piloting: X-wing")
 * @param i18n the reader's language
 * @returns the translated name, or `printed` unchanged for a skill the language does not name
 */
export function crewSkillText(printed: string, i18n: Translator): string {
  if (!/[a-z]/i.test(printed)) return printed;
  const { key } = craftSkillName(printed);
  const [skill, ...rest] = printed.split(":");
  const label = skillLabel({ name: skill.trim(), system: { key } }, i18n);
  return rest.length > 0 ? `${label}:${rest.join(":")}` : label;
}

/**
 * A craft sheet's view with its printed terms in the reader's language: the weapons' fire arcs and
 * skills, and the skill of every crew roll (the piloting roll's and each gunner's).
 * @param view the view of `craftView`
 * @param i18n the reader's language
 * @returns a new view; `view` is left as it is
 */
export function localizedCraftView(view: CraftView, i18n: Translator): CraftView {
  const roll = (crewRoll: CrewRollView): CrewRollView => ({ ...crewRoll, skillName: crewRoll.skillName ? crewSkillText(crewRoll.skillName, i18n) : "" });
  return {
    ...view,
    piloting: roll(view.piloting),
    weapons: view.weapons.map((weapon) => ({
      ...weapon,
      fireArc: fireArcText(weapon.fireArc, i18n),
      skill: weapon.skill ? crewSkillText(weapon.skill, i18n) : "",
      roll: roll(weapon.roll),
    })),
  };
}
