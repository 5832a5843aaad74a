/**
 * The attack card's total follows its roll: when the gamemaster settles the attack roll's mishap
 * later (mishap.ts updates the message's rolls), the same update carries the card's state measured
 * against the new total (`retotalAttackCard`), while no target has had damage rolled.
 */
import { CardFlowError, retotalAttackCard } from "./flow/attack-card-flow.ts";
import { D6Roll } from "../../dice/d6-roll.ts";
import { cardOf } from "./card/attack-card-of.ts";

/**
 * A `preUpdateChatMessage` hook: runs on the client that makes the update (the gamemaster settling
 * the mishap) and folds the card's new state into that update, so roll and card never disagree in
 * the stored message. Once damage is rolled the card keeps its total (the card then says so) and the
 * gamemaster is told.
 *
 * @param message the message before the update
 * @param changes the update; changed in place
 */
export function followAttackTotal(message: ChatMessage.Implementation, changes: Record<string, unknown>): void {
  const card = cardOf(message);
  const rolls = changes.rolls;
  if (!card || !Array.isArray(rolls) || rolls.length === 0) return;
  let total: number | undefined;
  try {
    const data = typeof rolls[0] === "string" ? JSON.parse(rolls[0]) : rolls[0];
    const roll = Roll.fromData(data as never) as unknown;
    total = roll instanceof D6Roll ? roll.total : undefined;
  } catch {
    return;
  }
  if (typeof total !== "number" || total === card.state.attack) return;
  try {
    foundry.utils.setProperty(changes, "system.state", retotalAttackCard(card.state, total));
  } catch (error) {
    if (!(error instanceof CardFlowError)) throw error;
    ui.notifications?.warn(game.i18n.format("SWD6.AttackCard.totalKept", { total: String(card.state.attack) }));
  }
}
