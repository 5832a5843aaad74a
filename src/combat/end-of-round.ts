/**
 * The end-of-round work round-flow.ts asks for: the mortally wounded roll for survival (2D with
 * Foundry's dice, judged by the rules engine's `diesOfMortalWound`, Grundregeln / Reglas), posted with
 * its roll on a chat card, and stuns whose time is up are lifted from the actors
 * (rules/damage/stun-duration.ts). Gamemaster only.
 */
import { SYSTEM_PATH } from "../constants.ts";
import { MORTAL_WOUND_DICE, diesOfMortalWound } from "../rules/damage/mortal-wounds.ts";
import type { EndOfRoundEffect } from "./flow/round-flow.ts";
import { createChatMessage, updateSystem } from "../data/document-writes.ts";
import { rollDice } from "../dice/pipeline/roll-dice.ts";

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
export async function applyEndOfRound(
  combat: { readonly combatants: { get(id: string): Combatant.Implementation | undefined } },
  effects: EndOfRoundEffect[],
): Promise<void> {
  for (const effect of effects) {
    const actor = combat.combatants.get(effect.id)?.actor;
    if (!actor) continue;
    if (effect.type === "stun-over") {
      await updateSystem(actor, { woundLevel: "none" });
      continue;
    }
    // Foundry's dice, so the roll is seen (Dice So Nice), kept on the message and drawn from the world's randomness.
    const roll = await rollDice("mortalWound", `${MORTAL_WOUND_DICE.dice}d6`, actor);
    // A roll a `swd6rpg.preRollMortalWound` listener cancelled is not made this round.
    if (!roll) continue;
    const total = roll.total ?? 0;
    const dies = diesOfMortalWound(total, effect.fullRounds);
    const context: MortalWoundCardContext = { name: actor.name ?? "", dice: faces(roll), total, fullRounds: effect.fullRounds, dies };
    const content = await foundry.applications.handlebars.renderTemplate(MORTAL_WOUND_CARD, context as never);
    await createChatMessage({ content, speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls: [roll], sound: CONFIG.sounds.dice });
    if (dies) await updateSystem(actor, { woundLevel: "killed" });
  }
}

/** The faces a plain roll's dice show, in order. */
function faces(roll: Roll): number[] {
  return (roll.terms as unknown as { results?: { result: number; active?: boolean }[] }[]).flatMap((term) =>
    (term.results ?? []).filter((result) => result.active !== false).map((result) => result.result),
  );
}
