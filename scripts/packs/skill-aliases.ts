/**
 * Reading the skill names that templates list (transcribed with typos, abbreviations and 1st-edition
 * names) as canonical skills. Three steps: a normalisation that only removes spelling noise, an
 * explicit alias table for everything else, and "Skill: specialization" read as its base skill.
 * A name that none of them matches is a template-specific skill and keeps its printed name.
 */

/**
 * Abbreviations the transcriptions use, expanded word by word ("Comp. Prog./Repair",
 * "Repulsorlift Ops.", "Space Transports Rpr").
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  "comp.": "computer",
  "prog.": "programming",
  prog: "programming",
  "op.": "operation",
  "ops.": "operation",
  operations: "operation",
  rpr: "repair",
};

/**
 * A listed name reduced to what matters for matching: lower case, straight apostrophes, single
 * spaces, no spaces around "/", no trailing ":", abbreviations expanded.
 * ("Computer Programming / Repair" -> "computer programming/repair", "Scholar:" -> "scholar").
 */
export function normaliseSkillName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/:$/, "")
    .split(/([ /])/)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join("");
}

/**
 * Normalised listed names and the canonical skill (English name) or skills they mean. Every entry
 * is a reading of a name the templates print; a name that could mean more than one thing is not
 * here and stays a template-specific skill.
 */
export const SKILL_ALIASES: Readonly<Record<string, string | readonly string[]>> = {
  // Names of the 1st edition and the Old Republic books for the R&E skills.
  "archaic weapons": "Archaic Guns",
  "starship pilot": ["Starfighter Piloting", "Space Transports"],
  "starship piloting": ["Starfighter Piloting", "Space Transports"],
  "starship repair": ["Starfighter Repair", "Space Transports Repair"],
  "heavy weapons": ["Blaster Artillery", "Missile Weapons"],
  technology: "Scholar",
  science: "Scholar",
  "(a) medicine": "Medicine",
  "pulse-wave weapons": "Blaster",
  "pulse-wave weapons repair": "Blaster Repair",
  "bowcaster repair": "Blaster Repair",
  "black-powder pistol": "Firearms",
  "melee grenade": "Grenade",
  "communications repair": "Equipment Repair",
  "sensors repair": "Equipment Repair",
  // Typing errors of the transcriptions.
  seach: "Search",
  astogation: "Astrogation",
  granade: "Grenade",
  busines: "Business",
  survivel: "Survival",
  tacticts: "Tactics",
  "law enforcment": "Law Enforcement",
  "missle weapons": "Missile Weapons",
  "misslile weapons": "Missile Weapons",
  "missile weaponss": "Missile Weapons",
  brawlingparry: "Brawling Parry",
  "climbing/jumpong": "Climbing/Jumping",
  "climing/jumping": "Climbing/Jumping",
  "capital ship gunery": "Capital Ship Gunnery",
  "captial ship shields": "Capital Ship Shields",
  communicaions: "Communications",
  "repulsorlift operatin": "Repulsorlift Operation",
  "repulsorlist operation": "Repulsorlift Operation",
  "ricket pack operation": "Rocket Pack Operation",
  "rocket packk operation": "Rocket Pack Operation",
  "space tranpsorts": "Space Transports",
  "space transpors": "Space Transports",
  "starfigter piloting": "Starfighter Piloting",
  persuation: "Persuasion",
  "droid programing": "Droid Programming",
  "droid rrogramming": "Droid Programming",
  "computer programing/repair": "Computer Programming/Repair",
  "repuslorlift repair": "Repulsorlift Repair",
  "aliens species": "Alien Species",
  "space transports repair repair": "Space Transports Repair",
  // Other word forms of the same skill.
  intimidate: "Intimidation",
  investigate: "Investigation",
  gamble: "Gambling",
  brawl: "Brawling",
  lift: "Lifting",
  swim: "Swimming",
  "climb/jump": "Climbing/Jumping",
  "beast ride": "Beast Riding",
  culture: "Cultures",
  communication: "Communications",
  grenades: "Grenade",
  "pick pockets": "Pick Pocket",
  demolition: "Demolitions",
  "vehicle blaster": "Vehicle Blasters",
  "space transport": "Space Transports",
  "space transport repair": "Space Transports Repair",
  "starship weapons repair": "Starship Weapon Repair",
  "starship shield": "Starship Shields",
  "armour repair": "Armor Repair",
  // Droids' stat blocks: a plural, a short form, half of a combined skill.
  blasters: "Blaster",
  "starfighter pilot": "Starfighter Piloting",
  "melee weapons": "Melee Combat",
  climbing: "Climbing/Jumping",
  "computer programming": "Computer Programming/Repair",
  "computer programming repair": "Computer Programming/Repair",
  "starfighter weapon repair": "Starship Weapon Repair",
  "starship shield operation": "Starship Shields",
  // Weapons' skill lines: a singular, a short form.
  "thrown weapon": "Thrown Weapons",
  "missile weapon": "Missile Weapons",
  "melee weapon": "Melee Combat",
  bow: "Bows",
  // 1st-edition names of a skill R&E kept under another name.
  "alien races": "Alien Species",
  melee: "Melee Combat",
  // R&E's starship gunnery is the starfighter-scale weapons skill; the swd6.net list likewise calls
  // starship weapon repair "Starfighter Weapon Repair".
  "starfighter gunnery": "Starship Gunnery",
  // Listed next to space transports repair on the same template: the starship weapon skill.
  "starship/weapon repair": "Starship Weapon Repair",
  // 1st-edition combined skills that R&E split in two.
  "hide/sneak": ["Hide", "Sneak"],
  "droid programming/repair": ["Droid Programming", "Droid Repair"],
};

/**
 * Consecutive list entries that are one name broken in two by the transcription
 * (Alien Student of the Force lists "B", "argain").
 */
export const BROKEN_NAMES: readonly (readonly [string, string])[] = [["B", "argain"]];

/** How a listed skill name was read. */
export type SkillReading = { how: "canonical" | "alias" | "specialization"; names: readonly string[] } | { how: "unmatched" };

/**
 * Reads a listed skill name against the canonical skills.
 * @param printed the name as the template lists it
 * @param canonical the canonical skills' English names
 * @returns the canonical names it means and how it was read ("Blaster: Blaster Rifle" is a
 *   `specialization` of Blaster), or `unmatched`
 * @throws Error when the alias table names a skill that is not canonical
 */
export function readSkillName(printed: string, canonical: readonly string[]): SkillReading {
  const byNormalised = new Map(canonical.map((name) => [normaliseSkillName(name), name]));
  const read = (name: string): SkillReading => {
    const normalised = normaliseSkillName(name);
    const exact = byNormalised.get(normalised);
    if (exact) return { how: "canonical", names: [exact] };
    const alias = SKILL_ALIASES[normalised];
    if (alias === undefined) return { how: "unmatched" };
    const names = typeof alias === "string" ? [alias] : alias;
    for (const target of names) {
      if (!canonical.includes(target)) throw new Error(`alias "${normalised}" names "${target}", which is not a canonical skill`);
    }
    return { how: "alias", names };
  };
  const whole = read(printed);
  const colon = printed.indexOf(":");
  if (whole.how !== "unmatched" || colon < 0) return whole;
  const base = read(printed.slice(0, colon));
  if (base.how === "unmatched" || base.names.length !== 1) return { how: "unmatched" };
  return { how: "specialization", names: base.names };
}
