/**
 * The roll tests' running example: a Brash Pilot from the templates compendium (Dexterity 3D) with
 * 1D+2 put into Blaster, so 4D+2. The roll dialog's setup and fields for that shot, and the shot
 * itself with fixed faces, planned and scored the way a real roll is, ready for the chat card.
 */
import type { RollForm, RollSetup } from "../../src/applications/roll-dialog.ts";
import { type D6RollOptions, type MishapHandling, facesOfTerms, scoringMishap } from "../../src/dice/d6-roll-data.ts";
import { planRoll } from "../../src/dice/roll-modifiers.ts";
import { type D6RollResult, parseDieCode, scoreD6Roll, skillCode, successProbability } from "../../src/rules/index.ts";
import { loadTemplate } from "./packs.ts";
import { evaluatedTerms } from "./roll-terms.ts";

const PILOT = loadTemplate("Brash Pilot");

/** Blaster 4D+2: the template's Dexterity 3D plus 1D+2. */
export const BLASTER = skillCode(parseDieCode(PILOT.system.attributes.dex), parseDieCode("1D+2"));

/** The roll dialog's setup for the Brash Pilot's Blaster: wounded, R&E rules, mishaps left to the gamemaster. */
export function blasterSetup(overrides: Partial<RollSetup> = {}): RollSetup {
  return {
    label: "Blaster",
    actorName: PILOT.name,
    base: BLASTER,
    kind: "skill",
    wound: { level: "wounded", model: "difference" },
    mishap: "ask",
    edition: "revised",
    wildDie: true,
    canToggleWildDie: false,
    ...overrides,
  };
}

/** The roll dialog's fields for the shot: the second declared action against a Moderate 15. */
export function blasterForm(overrides: Partial<RollForm> = {}): RollForm {
  return { difficulty: 15, difficultyLevel: "moderate", modifier: "", actions: 2, wildDie: true, mode: "public", ...overrides };
}

/**
 * A Blaster shot with the wild die against a Moderate 15 (medium range), rolled as the faces say:
 * the options the roll carries and its result as `scoreD6Roll` scores Foundry's terms. Two declared
 * actions (the default) cost -1D (Grundregeln), so the shot rolls 3D+2.
 * @param faces the normal dice and the wild die's chain
 * @param shot how the mishap counts, the actions declared this round, who rolls (the template's name)
 */
export function blasterShot(
  faces: { dice: number[]; wild: number[] },
  shot: { mishap?: MishapHandling; actions?: number; actorName?: string } = {},
): { options: D6RollOptions; result: D6RollResult } {
  const mishap = shot.mishap ?? "count";
  const plan = planRoll({ base: BLASTER, kind: "skill", actions: shot.actions ?? 2, wound: null });
  const options: D6RollOptions = {
    label: "Blaster",
    actorName: shot.actorName ?? PILOT.name,
    base: plan.base,
    code: plan.code,
    modifiers: plan.modifiers,
    wildDie: true,
    mishap,
    difficulty: 15,
    difficultyLevel: "moderate",
    probability: successProbability(plan.code, 15, { wildDie: true, mishap: "count" }),
    automatic: null,
  };
  const result = scoreD6Roll(facesOfTerms(evaluatedTerms(faces.dice, faces.wild, plan.code.pips)), scoringMishap(mishap));
  return { options, result };
}
