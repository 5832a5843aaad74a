/**
 * The end-of-round work round-flow.ts asks for: the mortally wounded roll for survival (the rules
 * engine's `rollMortalWound`, Grundregeln / Reglas), shown on a chat card, and stuns whose time is up
 * are lifted from the actors (rules/damage/stun-duration.ts). Gamemaster only.
 */
import { SYSTEM_PATH } from "../constants.ts";
import { rollMortalWound } from "../rules/damage/mortal-wounds.ts";
import type { EndOfRoundEffect } from "./flow/round-flow.ts";

/** The mortal-wound card's template. */
export const MORTAL_WOUND_CARD = `${SYSTEM_PATH}/templates/combat/mortal-wound-card.hbs`;

/** The mortal-wound card's context. */
export interface MortalWoundCardContext {
  name: string;
  dice: number[];
  total: number;
  fullRounds: number;
  dies: boolean;
}

/**
 * Carries out the end of a round on the combat's actors.
 * @param combat the combat whose round ended
 * @param effects what round-flow.ts's `endRound` returned
 */
export async function applyEndOfRound(combat: Combat.Implementation, effects: EndOfRoundEffect[]): Promise<void> {
  for (const effect of effects) {
    const actor = combat.combatants.get(effect.id)?.actor;
    if (!actor) continue;
    if (effect.type === "stun-over") {
      await actor.update({ "system.woundLevel": "none" } as never);
      continue;
    }
    const check = rollMortalWound(effect.fullRounds);
    const context: MortalWoundCardContext = { name: actor.name ?? "", dice: check.roll.dice, total: check.roll.total, fullRounds: effect.fullRounds, dies: check.dies };
    const content = await foundry.applications.handlebars.renderTemplate(MORTAL_WOUND_CARD, context as never);
    await ChatMessage.implementation.create({ content, speaker: ChatMessage.implementation.getSpeaker({ actor }) } as never);
    if (check.dies) await actor.update({ "system.woundLevel": "killed" } as never);
  }
}
