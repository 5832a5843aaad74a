/**
 * Wires the combat round into Foundry: the Combat and Combatant classes, the tracker, the gamemaster
 * query, and the hooks through which the active gamemaster keeps the round in step with wounds and
 * with combatants joining or leaving.
 */
import { SWD6Combat } from "./combat.ts";
import { SWD6Combatant } from "./combatant.ts";
import { SWD6CombatTracker } from "./combat-tracker.ts";
import { registerCombatQuery } from "./round-query.ts";
import { registerBattleQuery } from "./battle-query.ts";
import { woundChanged } from "./flow/round-flow.ts";
import { combatantsOfActor, roundRules, woundOf } from "./round-rules.ts";

/** Seconds a combat round lasts: "A typical round in a scene lasts about five seconds" (R&E Rules). */
export const ROUND_SECONDS = 5;

/** Whether this client is the one that writes the round (the active gamemaster). */
function writesRound(): boolean {
  return game.user.isGM && (game.users.activeGM?.isSelf ?? true);
}

/** A wound applied to an actor changes his place in every running round (loss of actions, stun). */
async function onActorUpdate(actor: Actor.Implementation, changes: { system?: { woundLevel?: unknown } }): Promise<void> {
  if (!writesRound() || changes.system?.woundLevel === undefined) return;
  const wound = woundOf(actor);
  for (const combat of game.combats.contents as unknown as SWD6Combat[]) {
    const state = combat.roundState;
    if (!state) continue;
    let next = state;
    for (const combatant of combatantsOfActor(combat.combatants, actor)) next = woundChanged(next, combatant.id!, wound, roundRules());
    if (next !== state) await combat.writeRoundState(next);
  }
}

/** Registers the combat classes, the tracker, the query, the round's length and the hooks. Call once, at `init`. */
export function registerCombat(): void {
  CONFIG.time.roundTime = ROUND_SECONDS;
  CONFIG.Combat.documentClass = SWD6Combat as never;
  CONFIG.Combatant.documentClass = SWD6Combatant as never;
  (CONFIG.ui as unknown as Record<string, unknown>).combat = SWD6CombatTracker;
  registerCombatQuery();
  registerBattleQuery();
  Hooks.on("updateActor", (actor, changes) => void onActorUpdate(actor as Actor.Implementation, changes as never));
  const sync = (combatant: Combatant.Implementation) => {
    if (writesRound()) void (combatant.parent as unknown as SWD6Combat | null)?.syncRound();
  };
  Hooks.on("createCombatant", sync as never);
  Hooks.on("deleteCombatant", sync as never);
}
