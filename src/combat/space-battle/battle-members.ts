/**
 * The Combat's starships as members of a space battle (Raumschlacht): each Combatant whose actor is a
 * starship, with its battle values read from the actor's system data and weapon items.
 */
import { DieCodeError } from "../../rules/dice/die-code.ts";
import type { BattleMember } from "./battle-flow.ts";
import { shipStatsOf } from "./battle-ships.ts";
import { actorData, itemsOfType } from "../../data/document-data.ts";

/**
 * The Combat's starships, in the tracker's order. A combatant that is not a starship, or whose stats
 * do not parse, stays out of the battle (the latter with a localized warning naming it).
 */
export function battleMembers(combat: Combat.Implementation): BattleMember[] {
  return combat.turns.flatMap((c) => {
    const actor = c.actor;
    const system = actorData(actor, "starship");
    if (!actor || !system) return [];
    const weapons = itemsOfType(actor.items, "weapon").map(({ system: w }) => ({ fireControl: w.fireControl || "0D", damage: w.damage || "0D" }));
    try {
      const stats = shipStatsOf({
        maneuverability: system.maneuverability ?? "0D",
        space: system.space ?? 0,
        shields: system.shields ?? "0D",
        hull: system.hull ?? "0D",
        weapons,
      });
      return [{ id: c.id!, stats }];
    } catch (error) {
      if (!(error instanceof DieCodeError)) throw error;
      ui.notifications?.warn(game.i18n.format("SWD6.SpaceBattle.Error.badStats", { name: actor.name ?? "" }));
      return [];
    }
  });
}
