/**
 * The attack dialog tests' running example: the Cynical Scout of the templates compendium
 * (Dexterity 2D+2, Strength 3D) with 1D put into Blaster and Melee Combat, the compendium's weapons
 * and armor, targets at measured distances, and the world's rules in their R&E defaults.
 */
import {
  type AttackRules,
  type AttackSetup,
  type AttackerSource,
  type TargetSource,
  type WeaponSource,
  attackSetup,
} from "../../../src/applications/attack/flow/attack-dialog-setup.ts";
import type { Translator } from "../../../src/labels.ts";
import type { SkillAttributeKey } from "../../../src/constants.ts";
import { type ArmorStats, parseArmorStats } from "../../../src/rules/index.ts";
import { loadTemplate, packEntry } from "../../helpers/packs.ts";
import { type Lang, loadLang } from "../../helpers/render.ts";

const SCOUT = loadTemplate("Cynical Scout");

/**
 * The world's rules: R&E reactions and damage chart, the wild die, mishaps left to the gamemaster,
 * and the seeds' own difficulty numbers (5/10/15/20), which the examples quote.
 */
export const RULES: AttackRules = { reactionMode: "replace", damageModel: "difference", wildDie: true, mishap: "ask", edition: "first" };

/** The translations of one language, as the dialog's setup reads skill and attribute names. */
export function translator(lang: Lang = "en"): Translator {
  const strings = loadLang(lang);
  return { localize: (key) => strings[key] ?? key, has: (key) => key in strings, lang };
}

/** The Cynical Scout: Blaster 3D+2 (2D+2 plus 1D), Melee Combat 3D+2, no Brawling skill. */
export function scout(overrides: Partial<AttackerSource> = {}): AttackerSource {
  return {
    uuid: "Actor.cynicalScout0001",
    name: "Tarn Vell",
    attributes: { ...SCOUT.system.attributes },
    woundLevel: "none",
    skills: [
      { id: "blaster0000000001", name: "Blaster", system: { key: "blaster", attribute: "dex", bonus: "1D", advanced: false, specializations: [] } },
      { id: "melee00000000001", name: "Melee Combat", system: { key: "melee-combat", attribute: "dex", bonus: "1D", advanced: false, specializations: [] } },
    ],
    armorPenalty: { dice: 0, pips: 0 },
    ...overrides,
  };
}

/** A weapon of the weapons compendium, its `system` data changed as given. */
export function weapon(name: string, system: Partial<WeaponSource["system"]> = {}): WeaponSource {
  const entry = packEntry<WeaponSource["system"]>("weapons", name);
  return { uuid: `Compendium.swd6rpg.weapons.Item.${entry._id}`, name: entry.name, img: entry.img, system: { ...entry.system, ...system } };
}

/** An armor of the armor compendium as the rules read it. */
export function armor(name: string): ArmorStats {
  const system = packEntry<{ physical: string; energy: string; dexterityPenalty: string }>("armor", name).system;
  return parseArmorStats({ physical: system.physical, energy: system.energy, dexterityPenalty: system.dexterityPenalty || null });
}

/** A targeted character token: Strength 2D, no armor, at `distance` meters. */
export function target(name: string, distance: number | null, overrides: Partial<TargetSource> = {}): TargetSource {
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, "");
  return { key: `Scene.scene0000000001.Token.${id}`, actor: `Actor.${id}`, name, distance, scale: null, resistance: "2D", armor: null, ...overrides };
}

/**
 * The dialog's setup for an attack.
 * @throws Error when the setup refuses the weapon (tests of refusals call `attackSetup` directly)
 */
export function setupOf(
  input: {
    attacker?: AttackerSource;
    weapon?: WeaponSource;
    targets?: TargetSource[];
    rules?: Partial<AttackRules>;
    skillAttribute?: SkillAttributeKey;
    lang?: Lang;
    gm?: boolean;
  } = {},
): AttackSetup {
  const result = attackSetup({
    attacker: input.attacker ?? scout(),
    weapon: input.weapon ?? weapon("Blaster Pistol"),
    targets: input.targets ?? [target("Stormtrooper", 20)],
    rules: { ...RULES, ...input.rules },
    skillAttribute: input.skillAttribute ?? null,
    canToggleWildDie: input.gm ?? false,
    i18n: translator(input.lang),
  });
  if (!result.ok) throw new Error(`setup refused: ${result.error.key}`);
  return result.setup;
}
