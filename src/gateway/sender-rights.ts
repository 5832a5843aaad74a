/**
 * What a gamemaster's handler asks of the world about the user who sent a request, as the
 * gamemaster's client holds the users and documents: whether he is a gamemaster, and whether he
 * owns an actor. Every card's world (the attack card's, the healing card's) answers it the same way.
 */
import { actorAtUuid } from "../data/document-data.ts";

/** A user's rights, by his id. */
export const senderRights = {
  /** Whether the user is a gamemaster; null for a user the world does not know. */
  isGM(userId: string): boolean | null {
    const user = game.users.get(userId);
    return user ? user.isGM : null;
  },
  /** Whether the user owns the actor (a uuid), by the document's own permissions; false when either is unknown. */
  owns(userId: string, uuid: string): boolean {
    const user = game.users.get(userId);
    const actor = actorAtUuid(uuid);
    return Boolean(user && actor?.testUserPermission(user, "OWNER"));
  },
};
