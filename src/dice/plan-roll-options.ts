/**
 * The options of a roll that meets no difficulty of its own (a card's reaction, a tracker's quick NPC
 * roll, a sensor roll): the plan's codes under the world's wild die and mishap settings.
 */
import { getRuleSetting } from "../settings.ts";
import { type D6RollOptions, scoringMishap } from "./d6-roll-data.ts";
import type { RollPlan } from "./roll-modifiers.ts";

/**
 * @param plan the rolled plan (base, code, modifiers)
 * @param label what is rolled, in the roller's language
 * @param actorName who rolls, or null
 * @param mishap `"world"` keeps the world's mishap handling (`ask` lets the gamemaster settle it on the
 *   roll's own card); `"scoring"` counts an undecided mishap at once, for a roll added to another
 *   card where nobody is asked (`scoringMishap`)
 */
export function planRollOptions(plan: RollPlan, label: string, actorName: string | null, mishap: "world" | "scoring"): D6RollOptions {
  const handling = getRuleSetting("mishap");
  return {
    label,
    actorName,
    base: plan.base,
    code: plan.code,
    modifiers: plan.modifiers,
    wildDie: getRuleSetting("wildDie") === "on",
    mishap: mishap === "scoring" ? scoringMishap(handling) : handling,
    difficulty: null,
    difficultyLevel: null,
    probability: null,
    automatic: null,
  };
}
