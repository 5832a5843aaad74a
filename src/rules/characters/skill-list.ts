/**
 * The canonical skills and the attribute each starts from, as the skills compendium holds them
 * (reference-data/attributes-skills.json, Grundregeln): the system's own skills, to which a module
 * may add (`CONFIG.SWD6.skills`). The Force skills (Control, Sense, Alter) belong to no attribute.
 */

/** The canonical skills' keys by the attribute they start from (`"force"`: the Force skills), space-separated. */
const SKILLS_BY_ATTRIBUTE = {
  dex: "acrobatics archaic-guns artillery blaster-artillery blaster bowcaster bows brawling-parry dodge firearms flamethrower grenade lightsaber melee-combat melee-parry missile-weapons pick-pocket running thrown-weapons vehicle-blasters",
  kno: "alien-species bureaucracy business cultures intimidation languages law-enforcement planetary-systems scholar streetwise survival tactics value willpower",
  mec: "aquatic-vehicle-operation archaic-starship-piloting astrogation beast-riding capital-ship-gunnery capital-ship-piloting capital-ship-shields communications ground-vehicle-operation hover-vehicle-operation jet-pack-operation powersuit-operation repulsorlift-operation rocket-pack-operation sensors space-transports starfighter-piloting starship-gunnery starship-shields submersible-vehicle-operation swoop-operation walker-operation",
  per: "bargain command con forgery gambling hide investigation persuasion search sneak",
  str: "brawling climbing-jumping lifting stamina swimming",
  tec: "aquatic-vehicle-repair armor-repair blaster-repair capital-ship-repair capital-ship-weapon-repair computer-programming-repair demolitions droid-programming droid-repair equipment-repair first-aid ground-vehicle-repair hover-vehicle-repair lightsaber-repair medicine melee-repair repulsorlift-repair security space-transports-repair starfighter-repair starship-weapon-repair submersible-vehicle-repair walker-repair",
  force: "alter control sense",
} as const;

/** Where a canonical skill starts from: an attribute's key, or `"force"`. */
export type CanonicalSkillAttribute = keyof typeof SKILLS_BY_ATTRIBUTE;

/**
 * The canonical skills, each as `[key, attribute]` (`["blaster", "dex"]`), grouped by attribute in
 * sheet order (Dexterity … Technical, then the Force skills), each group in the compendium's order.
 * A new array on each call.
 */
export function canonicalSkills(): [key: string, attribute: CanonicalSkillAttribute][] {
  return Object.entries(SKILLS_BY_ATTRIBUTE).flatMap(([attribute, keys]) =>
    keys.split(" ").map((key): [string, CanonicalSkillAttribute] => [key, attribute as CanonicalSkillAttribute]),
  );
}
