/**
 * Which combatants an actor's change concerns. The tokens of one unlinked actor (the stormtroopers
 * of a squad) each carry their own synthetic actor, which shares the world actor's id but not its
 * uuid (foundryvtt.com/article/v11-actor-delta), so a combatant is matched by his actor's uuid: a
 * wound on one stormtrooper stuns that one only, and a linked token's combatant still follows his
 * world actor.
 */

/** An actor as far as the matching reads it. */
interface ActorLike {
  uuid: string;
}

/**
 * The combatants whose actor is `actor`.
 * @param combatants the combat's combatants
 * @param actor the actor that changed (a world actor, or the synthetic actor of an unlinked token)
 */
export function combatantsOfActor<C extends { actor: ActorLike | null | undefined }>(combatants: Iterable<C>, actor: ActorLike): C[] {
  return [...combatants].filter((combatant) => combatant.actor?.uuid === actor.uuid);
}
