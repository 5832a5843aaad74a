/**
 * The creation wizard's setup from the compendiums, as a table of a language reads them: the
 * template, the skills, the gear and the species as their translations give them (lang/babele).
 */
import type { SkillReference } from "../../../src/documents/creation/character-from-template.ts";
import { type WizardSetup, type WizardSpecies, wizardSetup } from "../../../src/applications/creation/wizard-state.ts";
import { loadTemplate, packEntries, packEntry } from "../../helpers/packs.ts";
import { translatedEntry, translatedItem } from "../../helpers/babele.ts";
import type { Lang } from "../../helpers/render.ts";
import { gearReferences } from "../sheet-data.ts";

/** A species of the species compendium as the wizard reads it (species-references.ts). */
function species(name: string, lang: Lang): WizardSpecies {
  const entry = translatedEntry("species", packEntry<WizardSpecies & Record<string, unknown>>("species", name), lang);
  return { name: entry.name, attributeDice: entry.system.attributeDice, attributes: entry.system.attributes, move: entry.system.move };
}

/**
 * The wizard's setup for a template of the compendium, with the species to choose from.
 * @param templateName the template's English name
 * @param speciesNames the species' English names
 */
export function wizardSetupIn(templateName: string, lang: Lang, speciesNames: readonly string[] = []): WizardSetup {
  const skills = new Map<string, SkillReference>(
    packEntries<SkillReference["system"]>("skills").map((entry) => {
      const skill = translatedEntry("skills", entry, lang);
      return [skill.system.key, { name: skill.name, img: skill.img, system: skill.system }];
    }),
  );
  const template = translatedEntry("templates", loadTemplate(templateName), lang);
  const gear = gearReferences().map((reference) => translatedItem(reference, lang));
  return wizardSetup(
    template.name,
    template.system as never,
    skills,
    gear,
    speciesNames.map((name) => species(name, lang)),
  );
}
