/**
 * Who may do what to a document, as the server decides it (FOUNDRY-FACTS §2).
 * - Roles: PLAYER 1, TRUSTED 2, ASSISTANT 3, GAMEMASTER 4; `isGM` is ASSISTANT or above
 *   (foundryvtt.com/api/v11/classes/client.User.html).
 * - Ownership levels: INHERIT -1, NONE 0, LIMITED 1, OBSERVER 2, OWNER 3; a document's
 *   `ownership[userId]`, else `ownership.default`; a gamemaster owns everything
 *   (foundryvtt.com/api/enums/foundry.CONST.DOCUMENT_OWNERSHIP_LEVELS.html).
 * - An embedded Item or a token's synthetic actor has its actor's ownership.
 * - A chat message is its author's (and any gamemaster's): only they update or delete it, and only
 *   a gamemaster sets or changes `author` (FI#7831, FI#7832; WFRP4e#2846). Whether a player may
 *   create a message under another author is not confirmed publicly: refused here, the
 *   conservative choice.
 * - A Combat (but its round and turn, server.ts) and its combatants (but an owner's own fields,
 *   server.ts), a Scene, a world Setting and other users' User documents are the
 *   gamemaster's; a user may update his own User document's flags (pf2e and other systems store
 *   player preferences there).
 */

/** Ownership levels by name. */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** User roles by name. */
export const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** A user as the server knows him. */
export interface UserRecord {
  _id: string;
  name: string;
  role: number;
}

/** Whether a user is a gamemaster (full or assistant). */
export function isGM(user: UserRecord): boolean {
  return user.role >= ROLES.ASSISTANT;
}

/**
 * A user's ownership level of a document's data (`ownership` of the document, or of the actor an
 * embedded document or token belongs to).
 */
export function ownershipLevel(user: UserRecord, ownership: Record<string, number> | undefined): number {
  if (isGM(user)) return OWNERSHIP.OWNER;
  const own = ownership?.[user._id];
  if (own !== undefined && own !== OWNERSHIP.INHERIT) return own;
  return ownership?.default ?? OWNERSHIP.NONE;
}

/** A level given by name or number, as `testUserPermission` takes it. */
export function levelOf(level: string | number): number {
  if (typeof level === "number") return level;
  const value = (OWNERSHIP as Record<string, number>)[level];
  if (value === undefined) throw new Error(`unknown ownership level ${level}`);
  return value;
}
