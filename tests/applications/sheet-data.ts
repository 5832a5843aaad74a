/**
 * Realistic sheet data for the sheet tests: characters made from the templates compendium's
 * sources (packs/_source) with the pure template application, and the render context the sheets
 * build, with the translations of one language.
 */
import type { AttributeKey } from "../../src/constants.ts";
import type { DamageModel, WoundLevel } from "../../src/rules/damage.ts";
import { type SkillReference, characterFromTemplate } from "../../src/documents/character-from-template.ts";
import { type SkillItemData, type Translator, characterView, skillAttributeOptions, templateView } from "../../src/applications/sheet-context.ts";
import { type PackEntry, loadTemplate, packEntries } from "../helpers/packs.ts";
import { type Lang, loadLang, renderTemplate } from "../helpers/render.ts";

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

/** A character's full `system` data as the sheet reads it. */
export type CharacterSystem = ReturnType<typeof characterFromTemplate>["system"] & { woundLevel: WoundLevel };

/** A character: its `system` data and its skill Items as plain data. */
export interface Character {
  name: string;
  system: CharacterSystem;
  skills: SkillItemData[];
}

/**
 * A character made from a compendium template, optionally with dice added to some skills (by
 * key) and a wound level.
 */
export function characterFrom(
  templateName: string,
  options: { bonuses?: Record<string, string>; woundLevel?: WoundLevel; attributes?: Partial<Record<AttributeKey, string>> } = {},
): Character {
  const template = loadTemplate(templateName);
  const made = characterFromTemplate(template.name, template.system, skillsByKey());
  return {
    name: template.name,
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
  };
}

/** The translations of one language in the shape the view functions take. */
export function translator(lang: Lang = "en"): Translator {
  const strings = loadLang(lang);
  return { localize: (key) => strings[key] ?? key, has: (key) => key in strings, lang };
}

/** The tabs of the character sheet as ApplicationV2's `_prepareTabs("primary")` gives them. */
function sheetTabs(active = "skills") {
  return Object.fromEntries(
    ["skills", "equipment", "background"].map((id) => [
      id,
      { id, group: "primary", label: `SWD6.Sheet.Tab.${id}`, active: id === active, cssClass: id === active ? "active" : "" },
    ]),
  );
}

/** The render context of the character sheet, as CharacterSheet#_prepareContext builds it. */
export function characterContext(
  character: Character,
  options: { lang?: Lang; model?: DamageModel; editable?: boolean; tab?: string } = {},
) {
  const tabs = sheetTabs(options.tab);
  return {
    actor: { name: character.name, img: "icons/svg/mystery-man.svg", uuid: "Actor.brashpilot00001" },
    system: character.system,
    sheet: characterView(character.system, character.skills, options.model ?? "difference", translator(options.lang)),
    tabs,
    editable: options.editable ?? true,
    rootId: "swd6-test-sheet",
    enrichedBackground: character.system.background,
  };
}

/** The render context of the template sheet. */
export function templateContext(templateName: string, editable = true) {
  const template = loadTemplate(templateName);
  return {
    item: { name: template.name, img: template.img, uuid: `Item.${template._id}` },
    system: template.system,
    view: templateView(template.system),
    editable,
    enrichedDescription: template.system.description,
  };
}

/** The render context of the skill sheet. */
export function skillContext(key: string, specializations: { name: string; bonus: string }[] = []) {
  const skill = loadSkill(key);
  return {
    item: { name: skill.name, img: skill.img, uuid: `Item.${skill._id}` },
    system: { ...skill.system, specializations },
    attributeOptions: skillAttributeOptions(),
    editable: true,
    enrichedDescription: skill.system.description ?? "",
  };
}

/** The character sheet's parts in the order CharacterSheet.PARTS lists them. */
const CHARACTER_PARTS = ["header", "tabs", "skills", "equipment", "background"] as const;

const PART_TEMPLATES: Record<(typeof CHARACTER_PARTS)[number], string> = {
  header: "templates/actor/character-header.hbs",
  tabs: "templates/actor/sheet-tabs.hbs",
  skills: "templates/actor/character-skills.hbs",
  equipment: "templates/actor/character-equipment.hbs",
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
    CHARACTER_PARTS.map((part) =>
      renderTemplate(PART_TEMPLATES[part], { ...context, tab: (context.tabs as Record<string, unknown>)[part] }, lang),
    ),
  );
  return sheetWindow("actor character", context.actor.name, parts.join(""));
}
