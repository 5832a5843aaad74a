/**
 * Healing test data from the compendiums: a Brash Pilot, wounded twice, treated by a Mon Calamari
 * Medic with first aid at the medic's Technical; the dialog's context and three cards made by the flow.
 */
import { healingDialogContext } from "../../../src/applications/healing/flow/healing-dialog-view.ts";
import { type HealingCardState, type HealingRules, healingCard, healingPreview } from "../../../src/applications/healing/flow/healing-card-flow.ts";
import { loadTemplate } from "../../helpers/packs.ts";
import { translatedName } from "../../helpers/babele.ts";
import type { Lang } from "../../helpers/render.ts";

export const RULES: HealingRules = { model: "difference", edition: "revised" };

export const pilot = loadTemplate("Brash Pilot");
export const medic = loadTemplate("Mon Calamari Medic");

/** The pilot's and the medic's names as characters made from the templates are named in the table's language. */
export function names(lang: Lang = "en"): { pilot: string; medic: string } {
  return { pilot: translatedName(pilot.name, lang, ["templates"]), medic: translatedName(medic.name, lang, ["templates"]) };
}

/** The dialog for the wounded-twice pilot, one medpac already used today, the medic and the pilot as healers. */
export function pilotDialog(lang: Lang = "en") {
  const preview = healingPreview("wounded-twice", { used: 1, lockedOut: false }, RULES);
  return healingDialogContext(
    names(lang).pilot,
    preview,
    [
      { uuid: "Actor.medic", name: names(lang).medic, code: medic.system.attributes.tec, self: false },
      { uuid: "Actor.pilot", name: names(lang).pilot, code: pilot.system.attributes.tec, self: true },
    ],
    "heal",
  );
}

/** The cards: the medic's medpac (first aid 14 against Moderate 13), the pilot's natural healing (Strength 4), bacta (7 hours). */
export function pilotCards(lang: Lang = "en"): HealingCardState[] {
  const patient = { uuid: "Actor.pilot", name: names(lang).pilot, level: "wounded-twice" as const, medpacs: { used: 1, lockedOut: false } };
  const healer = { uuid: "Actor.medic", name: names(lang).medic };
  return [
    healingCard({ kind: "medpac", patient, healer, roll: 14, day: 3 }, RULES),
    healingCard({ kind: "natural", patient, healer, roll: 4, day: 3 }, RULES),
    { ...healingCard({ kind: "bacta", patient, healer, roll: 7, day: 3 }, RULES), applied: true },
  ];
}
