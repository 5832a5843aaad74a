/**
 * Realistic Force power data for the Force power tests: the Failed Jedi made from the templates
 * compendium (Control and Sense, no Alter) and powers of the Force powers compendium as its Items.
 */
import type { StoredForcePower } from "../../../src/data/item/force-power-rules.ts";
import type { PowerItemData } from "../../../src/applications/force-powers/flow/force-power-use.ts";
import { packEntry } from "../../helpers/packs.ts";
import { translatedEntry } from "../../helpers/babele.ts";
import type { Lang } from "../../helpers/render.ts";
import { type Character, characterFrom } from "../sheet-data.ts";

/** A power of the Force powers compendium as a character's Item, kept up or not, as the compendium's translation gives it in the table's language. */
export function powerItem(name: string, id: string, up = false, lang: Lang = "en"): PowerItemData {
  const entry = translatedEntry("force-powers", packEntry<StoredForcePower>("force-powers", name), lang);
  return { id, name: entry.name, img: entry.img, system: entry.system, up };
}

/** The Failed Jedi with Control 3D and Sense 2D (the template's 1D each, raised), no Alter; her skills named in the table's language. */
export function failedJedi(lang: Lang = "en"): Character {
  const jedi = characterFrom("Failed Jedi", { bonuses: { control: "3D", sense: "2D", lightsaber: "1D" }, lang });
  jedi.name = "Ilsa Renn";
  return jedi;
}

/** The Failed Jedi's powers: a kept-up Absorb/Dissipate Energy, Lightsaber Combat, Telekinesis (needs Alter), Force Lightning (dark side), Combat Sense. */
export function jediPowers(lang: Lang = "en"): PowerItemData[] {
  return [
    powerItem("Telekinesis", "power0000000001", false, lang),
    powerItem("Absorb/Dissipate Energy", "power0000000002", true, lang),
    powerItem("Lightsaber Combat", "power0000000003", false, lang),
    powerItem("Force Lightning", "power0000000004", false, lang),
    powerItem("Combat Sense", "power0000000005", false, lang),
  ];
}
