/**
 * Realistic sheet data for the sheet tests: characters made from the templates compendium's
 * sources (packs/_source) with the pure template application, and the render context the sheets
 * build, with the translations of one language.
 */
import type { AttributeKey } from "../../src/constants.ts";
import type { DamageModel, WoundLevel } from "../../src/rules/damage/damage.ts";
import { type SkillReference, characterFromTemplate } from "../../src/documents/creation/character-from-template.ts";
import type { GearReference, GearType } from "../../src/documents/creation/template-equipment.ts";
import { wornArmorOf } from "../../src/documents/armor-items.ts";
import { armorDexterityPenalty } from "../../src/rules/damage/armor.ts";
import { type GearItemData, attributeRollCodes, gearView, skillCodeRefs } from "../../src/applications/actor/character-gear.ts";
import { skillAttributeOptions, skillKeyOptions } from "../../src/applications/sheet-context.ts";
import { type Translator } from "../../src/labels.ts";
import { type SkillItemData, characterView } from "../../src/applications/actor/character-view.ts";
import { templateView } from "../../src/applications/item/template-view.ts";
import { applySheetAccess } from "../../src/applications/view-controls.ts";
import { type PackEntry, loadTemplate, packEntries, packEntry } from "../helpers/packs.ts";
import {
  type WeaponMountSource,
  armorReadings,
  type WeaponPropertySource,
  isMountedWeapon,
  weaponOptions,
  weaponPropertyBoxes,
  weaponReadings,
} from "../../src/applications/item/gear-view.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../helpers/render.ts";
import { translatedCharacter, translatedEntry, translatedItem } from "../helpers/babele.ts";

/** The full `system` data of a skill as the compendium holds it. */
type SkillSystem = SkillReference["system"] & { bonus: string; specializations: { name: string; bonus: string }[] };

/** A skill of the skills compendium, by key. */
function loadSkill(key: string): PackEntry<SkillSystem> {
  const entry = packEntries<SkillSystem>("skills").find((skill) => skill.system.key === key);
  if (!entry) throw new Error(`no skill with key ${key} in packs/_source/skills`);
  return entry;
}

/** The skills compendium by key, as SWD6Actor.applyTemplate passes it. */
function skillsByKey(): Map<string, SkillReference> {
  return new Map(
    packEntries<SkillReference["system"]>("skills").map((skill) => [skill.system.key, { name: skill.name, img: skill.img, system: skill.system }]),
  );
}

/** The weapons, armor and equipment compendiums' entries, as SWD6Actor.applyTemplate passes them. */
export function gearReferences(): GearReference[] {
  const packs: [string, GearType][] = [
    ["weapons", "weapon"],
    ["armor", "armor"],
    ["equipment", "equipment"],
  ];
  // As the Actor reads the gear compendiums: the curated entries, the imported ones aside.
  return packs.flatMap(([pack, type]) =>
    packEntries<Record<string, unknown>>(pack)
      .filter((entry) => (entry as { flags?: { swd6rpg?: { imported?: boolean } } }).flags?.swd6rpg?.imported !== true)
      .map((entry) => ({
        name: entry.name,
        type,
        img: entry.img,
        uuid: `Compendium.swd6rpg.${pack}.Item.${entry._id}`,
        system: entry.system,
      })),
  );
}

/** A character's full `system` data as the sheet reads it. */
export type CharacterSystem = ReturnType<typeof characterFromTemplate>["system"] & { woundLevel: WoundLevel };

/** A character: its `system` data and its skill and gear Items as plain data. */
export interface Character {
  name: string;
  system: CharacterSystem;
  skills: SkillItemData[];
  /** The weapons, armor and equipment the template's list named. */
  gear: GearItemData[];
}

const templateCharacters = new Map<string, ReturnType<typeof characterFromTemplate> & { name: string }>();

/**
 * A template's character as `characterFromTemplate` makes it from the compendium sources, made once per
 * template and test worker (the sources do not change while the tests run); callers copy it.
 */
function madeFromTemplate(templateName: string): ReturnType<typeof characterFromTemplate> & { name: string } {
  let character = templateCharacters.get(templateName);
  if (!character) {
    const template = loadTemplate(templateName);
    character = { ...characterFromTemplate(template.name, template.system, skillsByKey(), new Set(), gearReferences()), name: template.name };
    templateCharacters.set(templateName, character);
  }
  return character;
}

/**
 * A character made from a compendium template, optionally with dice added to some skills (by
 * key), a wound level, and armor worn (by its English name), in a language; its listed equipment becomes gear Items where the
 * gear compendiums have it, as SWD6Actor.applyTemplate makes it.
 */
export function characterFrom(
  templateName: string,
  options: {
    bonuses?: Record<string, string>;
    woundLevel?: WoundLevel;
    attributes?: Partial<Record<AttributeKey, string>>;
    worn?: string[];
    /** The language of the table: its skills and gear named as the compendiums' translations name them. */
    lang?: Lang;
  } = {},
): Character {
  const made = structuredClone(madeFromTemplate(templateName));
  const character: Character = {
    name: made.name,
    system: {
      ...made.system,
      attributes: { ...made.system.attributes, ...options.attributes },
      woundLevel: options.woundLevel ?? "none",
    },
    skills: made.skills.map((skill, index) => ({
      id: `skill${String(index).padStart(11, "0")}`,
      name: skill.name,
      system: { ...skill.system, bonus: options.bonuses?.[skill.system.key] ?? skill.system.bonus, specializations: [] },
    })),
    gear: made.gear.map((item, index) => ({
      id: `gear${String(index).padStart(12, "0")}`,
      name: item.name,
      img: item.img,
      type: item.type,
      system: item.type === "armor" ? { ...item.system, worn: options.worn?.includes(item.name) ?? false } : item.system,
    })),
  };
  return translatedCharacter(character, options.lang ?? "en");
}

/**
 * A gear Item of a compendium as the character's own (to give a character more than its template lists).
 * @param worn for armor: whether it is worn
 */
export function gearItem(pack: "weapons" | "armor" | "equipment", name: string, id: string, worn = false): GearItemData {
  const entry = packEntry<Record<string, unknown>>(pack, name);
  const type = pack === "weapons" ? "weapon" : pack;
  return { id, name: entry.name, img: entry.img, type, system: type === "armor" ? { ...entry.system, worn } : entry.system };
}

/** Fills a translation's placeholders as `game.i18n.format` does, in one language. */
export function formatter(lang: Lang = "en"): (key: string, data: Record<string, string>) => string {
  const strings = loadLang(lang);
  return (key, data) => (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => data[name] ?? "");
}

/** The translations of one language in the shape the view functions take. */
export function translator(lang: Lang = "en"): Translator {
  const strings = loadLang(lang);
  return { localize: (key) => strings[key] ?? key, has: (key) => key in strings, lang };
}

/** The tabs of the character sheet as ApplicationV2's `_prepareTabs("primary")` gives them. */
function sheetTabs(active = "skills") {
  return Object.fromEntries(
    ["skills", "gear", "background"].map((id) => [
      id,
      { id, group: "primary", label: `SWD6.Sheet.Tab.${id}`, active: id === active, cssClass: id === active ? "active" : "" },
    ]),
  );
}

/**
 * The render context of the character sheet, as CharacterSheet#_prepareContext builds it; in German
 * or Spanish with the character's name, skills and gear as the compendiums' translations give them.
 */
export function characterContext(
  english: Character,
  options: { lang?: Lang; model?: DamageModel; editable?: boolean; tab?: string; isGM?: boolean; turned?: boolean } = {},
) {
  const character = translatedCharacter(english, options.lang ?? "en");
  const tabs = sheetTabs(options.tab);
  const i18n = translator(options.lang);
  // As SWD6Actor#wornArmor and #dexterityArmorPenalty compute them for CharacterSheet#_prepareContext.
  const worn = wornArmorOf(character.gear);
  const sheet = characterView(character.system, character.skills, options.model ?? "difference", i18n, armorDexterityPenalty(worn));
  return {
    actor: { name: character.name, img: "icons/svg/mystery-man.svg", uuid: "Actor.brashpilot00001" },
    system: character.system,
    sheet,
    gear: gearView(character.gear, worn, skillCodeRefs(sheet, character.skills), i18n, {
      codes: attributeRollCodes(sheet),
      attributeOf: (key) => {
        const attribute = skillsByKey().get(key)?.system.attribute;
        return attribute && attribute !== "force" ? attribute : null;
      },
    }),
    tabs,
    editable: options.editable ?? true,
    rootId: "swd6-test-sheet",
    enrichedBackground: character.system.background,
    isGM: options.isGM ?? false,
    turned: options.turned ?? false,
  };
}

/** The render context of the template sheet, in German or Spanish as the compendium's translation gives the template. */
export function templateContext(templateName: string, editable = true, lang: Lang = "en") {
  const template = translatedEntry("templates", loadTemplate(templateName), lang);
  return {
    item: { name: template.name, img: template.img, uuid: `Item.${template._id}` },
    system: template.system,
    view: templateView(template.system),
    editable,
    enrichedDescription: template.system.description,
  };
}

/** The render context of a weapon, armor or equipment sheet, from its compendium entry (translated in German and Spanish). */
export function gearContext(pack: "weapons" | "armor" | "equipment", name: string, editable = true, lang: Lang = "en") {
  const type = pack === "weapons" ? "weapon" : pack;
  const entry = translatedItem({ ...packEntry<{ description: string }>(pack, name), type }, lang);
  return {
    item: { name: entry.name, img: entry.img, uuid: `Item.${entry._id}` },
    system: entry.system,
    options: weaponOptions(),
    mounted: pack === "weapons" && isMountedWeapon(entry.system as WeaponMountSource, null),
    readings:
      pack === "weapons"
        ? weaponReadings(entry.system as unknown as { skill: string; damage: string }, translator(lang))
        : pack === "armor"
          ? armorReadings(entry.system as unknown as { coverage: string }, translator(lang))
          : {},
    properties: pack === "weapons" ? weaponPropertyBoxes(entry.system as WeaponPropertySource) : [],
    editable,
    enrichedDescription: entry.system.description,
  };
}

/** The render context of the skill sheet, in German or Spanish as the compendium's translation gives the skill. */
export function skillContext(key: string, specializations: { name: string; bonus: string }[] = [], lang: Lang = "en") {
  const skill = translatedEntry("skills", loadSkill(key), lang);
  return {
    item: { name: skill.name, img: skill.img, uuid: `Item.${skill._id}` },
    system: { ...skill.system, specializations },
    attributeOptions: skillAttributeOptions(),
    skillKeys: skillKeyOptions(translator(lang)),
    editable: true,
    enrichedDescription: skill.system.description ?? "",
  };
}

/** The character sheet's parts in the order CharacterSheet.PARTS lists them. */
const CHARACTER_PARTS = ["header", "tabs", "skills", "gear", "background"] as const;

const PART_TEMPLATES: Record<(typeof CHARACTER_PARTS)[number], string> = {
  header: "templates/actor/character-header.hbs",
  tabs: "templates/actor/sheet-tabs.hbs",
  skills: "templates/actor/character-skills.hbs",
  gear: "templates/actor/character-gear.hbs",
  background: "templates/actor/character-background.hbs",
};

/**
 * The window markup ApplicationV2 gives a sheet: a `<form class="application sheet swd6rpg …">`
 * with the window header and a `.window-content` section holding the rendered parts.
 */
export function sheetWindow(classes: string, title: string, content: string): string {
  return (
    `<form class="application sheet swd6rpg ${classes}" id="swd6-test-sheet">` +
    `<header class="window-header"><h1 class="window-title">${title}</h1></header>` +
    `<section class="window-content">${content}</section></form>`
  );
}

/** Renders every part of the character sheet, each with its tab, inside the application window. */
export async function renderCharacterSheet(context: ReturnType<typeof characterContext>, lang: Lang = "en"): Promise<string> {
  const parts = await Promise.all(
    CHARACTER_PARTS.map((part) => renderTemplate(PART_TEMPLATES[part], { ...context, tab: (context.tabs as Record<string, unknown>)[part] }, lang)),
  );
  return sheetWindow("actor character", context.actor.name, parts.join(""));
}

/**
 * A rendered sheet as a user who may not edit it sees it: Foundry disables every control of the
 * sheet's form, then the sheet sorts them again after the render (`applySheetAccess`).
 * @param html the rendered window
 * @param mayRoll the user owns the actor
 * @returns the window's markup, controls disabled or enabled as the user sees them
 */
export function readOnlyWindow(html: string, mayRoll: boolean): string {
  const document = toDom(html);
  const form = document.querySelector("form") as HTMLFormElement;
  for (const control of form.querySelectorAll<HTMLInputElement>("input, button, select, textarea")) control.disabled = true;
  applySheetAccess(form, { editable: false, mayRoll });
  return form.outerHTML;
}

/** An actor of a compendium (NPC, droid or creature), by name, as the character sheet's view functions read it. */
export function beingFrom(pack: "npcs" | "droids" | "creatures", name: string, woundLevel: WoundLevel = "none"): Character & { type: string } {
  const entry = packEntry<Record<string, unknown>>(pack, name) as unknown as {
    name: string;
    type: string;
    system: CharacterSystem;
    items: { _id: string; name: string; type: string; img: string; system: Record<string, unknown> }[];
  };
  return {
    name: entry.name,
    type: entry.type,
    system: { ...entry.system, woundLevel },
    skills: entry.items.filter((item) => item.type === "skill").map((item) => ({ id: item._id, name: item.name, system: item.system as never })),
    gear: entry.items
      .filter((item) => item.type !== "skill")
      .map((item) => ({ id: item._id, name: item.name, img: item.img, type: item.type, system: item.system })),
  };
}

/**
 * Renders the NPC or creature sheet: its own header, the character sheet's tabs, skills and gear, and
 * its notes part (the creature's abilities), each with its tab, inside the application window.
 */
export async function renderBeingSheet(
  kind: "npc" | "creature",
  context: ReturnType<typeof characterContext> & Record<string, unknown>,
  lang: Lang = "en",
): Promise<string> {
  const last = kind === "creature" ? "abilities" : "background";
  const templates: Record<string, string> = {
    header: `templates/actor/${kind}-header.hbs`,
    tabs: "templates/actor/sheet-tabs.hbs",
    skills: "templates/actor/character-skills.hbs",
    gear: "templates/actor/character-gear.hbs",
    [last]: kind === "creature" ? "templates/actor/creature-abilities.hbs" : "templates/actor/character-background.hbs",
  };
  const tabs = context.tabs as Record<string, unknown>;
  const parts = await Promise.all(Object.entries(templates).map(([part, path]) => renderTemplate(path, { ...context, tab: tabs[part] }, lang)));
  return sheetWindow(`actor character ${kind}`, context.actor.name, parts.join(""));
}
