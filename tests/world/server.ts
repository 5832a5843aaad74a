/**
 * The server: the one store of every document's data. It checks each write against the writer's
 * rights as Foundry's server does (permissions.ts), stores it, and tells every connected client,
 * which updates its instances and fires the document hooks with the writer's id (FOUNDRY-FACTS §3:
 * `createX/updateX/deleteX(doc, changed|options, options, userId)` on every client after the write;
 * custom option keys travel with it). A refused write changes nothing anywhere and rejects the
 * writer's promise with `Error("User <name> lacks permission to <action> <Doc> [<id>]")`
 * (FOUNDRY-FACTS §2: FI#11311, CoC7 #117).
 */
import type { DocumentName, ParentRef, WriteOperation } from "./documents.ts";
import { type UserRecord, OWNERSHIP, ROLES, isGM, ownershipLevel } from "./permissions.ts";
import { applyChanges, changedPart, updatedSource } from "./diff.ts";
import { deepClone, expandObject, randomID } from "./utils.ts";

type Plain = Record<string, unknown>;

/**
 * The fields of his own combatant an owner may update (FI#10501, FI#12386; cosmere-rpg PR#391).
 * Whether `system` is among them is not confirmed publicly (cosmere-rpg PR#391: refused in v12,
 * "may be fixed for V13"): allowed here, so an attack through it is tried.
 */
const OWNER_COMBATANT_FIELDS = ["initiative", "flags", "defeated", "system", "_id"];

/**
 * The fields of a Combat a player may update: its round and turn, never its flags or `system`
 * (SR5-FoundryVTT PR#1988: the check "only allows players to modify `round`, `turn`, and
 * `combatants` — never `system`"; fvtt-fria-ligan/yearzero-combat-fvtt PR#85: a player's write of a
 * Combat flag is refused). Whether only on his own turn is not confirmed publicly: allowed at any
 * time here, so an attack through it is tried.
 */
const PLAYER_COMBAT_FIELDS = ["round", "turn", "_id"];

/** The embedded collections a parent's update may name, by parent document. */
const EMBEDDED: Partial<Record<DocumentName, string[]>> = { Actor: ["items", "effects"], Combat: ["combatants"], Scene: ["tokens"] };

/**
 * A parent's update with its embedded collections merged by `_id`: `actor.update({ items: [{ _id, name }] })`
 * changes that item and keeps the others (D5 module/migration.mjs updates items so). An entry whose
 * `_id` the collection does not hold is dropped (what Foundry does with it is not confirmed publicly).
 */
function embeddedById(documentName: DocumentName, before: Plain, changes: Plain): Plain {
  const fields = EMBEDDED[documentName] ?? [];
  const expanded = expandObject(changes);
  if (!fields.some((field) => Array.isArray(expanded[field]))) return changes;
  const merged: Plain = { ...expanded };
  for (const field of fields) {
    const patches = expanded[field];
    if (!Array.isArray(patches)) continue;
    const byId = new Map((patches as Plain[]).filter((patch) => typeof patch?._id === "string").map((patch) => [patch._id as string, patch]));
    merged[field] = ((before[field] as Plain[] | undefined) ?? []).map((entry) => {
      const patch = byId.get(entry._id as string);
      return patch ? applyChanges(entry, patch) : entry;
    });
  }
  return merged;
}

/** What a connected client is told after a write. */
export interface Broadcast {
  operation: WriteOperation;
  /** The top-level document written (an actor for its item, a scene for its token …). */
  top: { documentName: DocumentName; id: string };
  /** The written document's id, its data after the write, and the changed part. */
  id: string;
  after: Plain | null;
  before: Plain | null;
  changed: Plain;
  userId: string;
  /**
   * For an embedded write, the top-level document as the write left it: a client hears of the write
   * with its data, so a later change to the parent (its deletion included) does not reach back into it.
   */
  topAfter?: Plain;
}

/** A client as the server reaches it. */
export interface Connection {
  readonly userId: string;
  receive(broadcast: Broadcast): void;
  /** A world setting's new value. */
  receiveSetting(id: string, value: unknown): void;
}

/** A write the server refused. */
export class PermissionError extends Error {
  constructor(user: UserRecord, action: string, documentName: string, id: string) {
    super(`User ${user.name} lacks permission to ${action} ${documentName} [${id}]`);
    this.name = "PermissionError";
  }
}

const TOP_LEVEL: DocumentName[] = ["User", "Actor", "Item", "ChatMessage", "Combat", "Scene"];

/** Where a document's data sits in the store, and how to change it. */
interface Located {
  top: { documentName: DocumentName; id: string };
  read(): Plain | undefined;
  write(data: Plain | null): void;
  /** The ownership the writer's rights are read from. */
  ownership(): Record<string, number> | undefined;
  /** The synthetic actor of an unlinked token: reads base + delta, writes the delta. */
  synthetic?: boolean;
}

/** The user permissions the world checks. */
export type UserPermission = "QUERY_USER" | "SETTINGS_MODIFY";

/** The server of one world. */
export class WorldServer {
  readonly store = new Map<DocumentName, Map<string, Plain>>(TOP_LEVEL.map((name) => [name, new Map()]));
  readonly worldSettings = new Map<string, unknown>();
  readonly connections = new Map<string, Connection>();
  worldTime = 0;
  /**
   * Whether a player may create a chat message under another user's `author`. Not confirmed
   * publicly either way (FOUNDRY-FACTS "Not confirmed"): refused by default, the conservative
   * choice; a test switches it on to try what a forged author could do.
   */
  anyAuthor = false;
  /**
   * The least role holding each user permission the world checks (see queries.ts for `QUERY_USER`).
   * `SETTINGS_MODIFY` writes world settings; an assistant gamemaster can lack it, and the active
   * gamemaster is an assistant when no full one is online (FOUNDRY-FACTS §2: FI#10912, FI#11678).
   * Its default role is not confirmed publicly: the assistant's here, which a test withdraws.
   */
  readonly permissions = { QUERY_USER: ROLES.PLAYER as number, SETTINGS_MODIFY: ROLES.ASSISTANT as number };

  /** Whether a role holds a user permission: it reaches the permission's, or it is a full gamemaster's, which holds every one. */
  holds(role: number, permission: UserPermission): boolean {
    return role >= ROLES.GAMEMASTER || role >= this.permissions[permission];
  }
  /** Every write the server accepted, in order. */
  readonly log: { userId: string; operation: WriteOperation }[] = [];
  /** Writes whose broadcast has not yet reached every other client. */
  pendingBroadcasts = 0;
  /** Every write it refused. */
  readonly refusals: { userId: string; operation: WriteOperation; error: string }[] = [];
  /**
   * Called with each write the server accepted, once it is stored and before anyone is told: a fault
   * test kills the writer's client there, as a page closed between two writes of one click.
   */
  afterWrite: ((entry: { userId: string; operation: WriteOperation }) => void) | null = null;

  user(id: string): UserRecord | undefined {
    return this.store.get("User")!.get(id) as UserRecord | undefined;
  }

  /**
   * Sends the other clients something over the socket: it reaches them after the current task, in
   * the order sent (counted in `pendingBroadcasts` until it has).
   */
  later(deliver: () => void): void {
    this.pendingBroadcasts += 1;
    setImmediate(() => {
      this.pendingBroadcasts -= 1;
      deliver();
    });
  }

  /** Stores a document directly, as if it had always been in the world (fixtures). */
  seed(documentName: DocumentName, data: Plain): Plain {
    const stored = { ...deepClone(data), _id: (data._id as string) ?? randomID() };
    this.store.get(documentName)!.set(stored._id as string, stored);
    return stored;
  }

  /**
   * Carries out a write for `user`, then tells every connected client.
   * @returns the written document's id
   * @throws PermissionError for a write the user may not make; Error for a document that is gone
   */
  write(user: UserRecord, operation: WriteOperation): string {
    try {
      return this.#write(user, operation);
    } catch (error) {
      this.refusals.push({ userId: user._id, operation: deepClone(operation), error: (error as Error).message });
      throw error;
    }
  }

  #write(user: UserRecord, operation: WriteOperation): string {
    // A write travels over its client's socket: a client that is gone (a page closed, a crash) writes nothing.
    if (!this.connections.has(user._id)) throw new Error(`${user.name} is not connected`);
    const id = operation.action === "create" ? ((operation.data._id as string) ?? randomID()) : operation.id;
    const located = this.#locate(operation.documentName, id, operation.parent);
    const before = located.read() ?? null;
    if (operation.action !== "create" && !before) throw new Error(`${operation.documentName} [${id}] does not exist`);
    // A create with the `_id` of a document that exists fails rather than replacing it (FI#13098).
    if (operation.action === "create" && before) throw new Error(`${operation.documentName} [${id}] already exists`);
    let after: Plain | null;
    let changed: Plain = {};
    if (operation.action === "create") {
      after = { ...deepClone(operation.data), _id: id };
    } else if (operation.action === "update") {
      const changes = embeddedById(operation.documentName, before as Plain, operation.changes);
      after = updatedSource(before as Plain, changes, operation.options);
      changed = { ...changedPart(changes, before as Plain, after), _id: id };
    } else after = null;
    this.#authorize(user, operation, before, after, located, id);
    located.write(after);
    const delta = (operation.options.worldTime as { delta?: number } | undefined)?.delta;
    if (typeof delta === "number" && operation.documentName === "Combat") this.worldTime += delta;
    this.log.push({ userId: user._id, operation: deepClone(operation) });
    this.afterWrite?.({ userId: user._id, operation: deepClone(operation) });
    const broadcast: Broadcast = {
      operation,
      top: located.top,
      id,
      after: after && deepClone(after),
      before: before && deepClone(before),
      changed,
      userId: user._id,
      ...(operation.parent ? { topAfter: deepClone(this.store.get(located.top.documentName)!.get(located.top.id) as Plain) } : {}),
    };
    // The writer's own client has the change when its write resolves; the others hear of it over
    // the socket afterwards, in the order written.
    this.connections.get(user._id)?.receive(broadcast);
    const others = [...this.connections.values()].filter((connection) => connection.userId !== user._id);
    if (others.length > 0)
      this.later(() => {
        for (const connection of others) if (this.connections.get(connection.userId) === connection) connection.receive(broadcast);
      });
    return id;
  }

  /**
   * Stores a world setting a client wrote and tells every connected client: the writer when his write
   * resolves, the others after it, in the order written. A setting is a world document (`Setting`),
   * stored whole: two writers who each read it, changed it and wrote it back keep the later write only.
   * The caller checked the permission (`SETTINGS_MODIFY`, FOUNDRY-FACTS §2).
   * @throws Error for a writer whose client is gone
   */
  writeSetting(user: UserRecord, id: string, value: unknown): void {
    if (!this.connections.has(user._id)) throw new Error(`${user.name} is not connected`);
    this.worldSettings.set(id, deepClone(value));
    this.connections.get(user._id)?.receiveSetting(id, deepClone(value));
    const others = [...this.connections.values()].filter((connection) => connection.userId !== user._id);
    if (others.length > 0)
      this.later(() => {
        for (const connection of others) if (this.connections.get(connection.userId) === connection) connection.receiveSetting(id, deepClone(value));
      });
  }

  /** FOUNDRY-FACTS §2; see permissions.ts. */
  #authorize(user: UserRecord, operation: WriteOperation, before: Plain | null, after: Plain | null, located: Located, id: string): void {
    const refuse = () => {
      throw new PermissionError(user, operation.action, operation.documentName, id);
    };
    if (isGM(user)) return;
    switch (operation.documentName) {
      case "ChatMessage": {
        if (operation.action === "create") {
          if (!this.anyAuthor && after?.author !== undefined && after.author !== user._id) refuse();
          return;
        }
        if (before?.author !== user._id) refuse();
        if (operation.action === "update" && after?.author !== before?.author) refuse();
        return;
      }
      case "User":
        if (operation.action !== "update" || id !== user._id || after?.role !== before?.role) refuse();
        return;
      case "Actor":
      case "Item":
      case "ActiveEffect":
        if (operation.action === "create" && !operation.parent) refuse();
        if (ownershipLevel(user, located.ownership()) < OWNERSHIP.OWNER) refuse();
        return;
      case "Token":
        if (operation.action !== "update" || ownershipLevel(user, located.ownership()) < OWNERSHIP.OWNER) refuse();
        return;
      case "Combatant": {
        // A player adds his own token to an encounter from the token HUD, and takes it out the same way
        // (the foundryvtt.com article "Combat Encounters": "players can add their own characters to the
        // encounter by clicking this button on their tokens"; FI#10735: the HUD creates and deletes the
        // combatants); his own combatant's initiative, flags and defeated state are his to write (FI#10501,
        // FI#12386). A combatant's rights are its actor's.
        const actor = this.#top("Actor", (after ?? before)?.actorId as string);
        if (ownershipLevel(user, actor?.ownership as Record<string, number> | undefined) < OWNERSHIP.OWNER) refuse();
        if (operation.action === "update" && !Object.keys(expandObject(operation.changes)).every((key) => OWNER_COMBATANT_FIELDS.includes(key))) refuse();
        return;
      }
      case "Combat":
        if (operation.action !== "update" || !Object.keys(expandObject(operation.changes)).every((key) => PLAYER_COMBAT_FIELDS.includes(key))) refuse();
        return;
      default:
        // Other Combat changes, other combatant fields and scenes are the gamemaster's.
        refuse();
    }
  }

  #top(documentName: DocumentName, id: string): Plain | undefined {
    return this.store.get(documentName)?.get(id);
  }

  #locate(documentName: DocumentName, id: string, parent?: ParentRef): Located {
    const map = this.store.get(documentName);
    if (!parent && map) {
      return {
        top: { documentName, id },
        read: () => map.get(id),
        write: (data) => (data ? map.set(id, data) : map.delete(id)),
        ownership: () => (map.get(id)?.ownership as Record<string, number> | undefined) ?? undefined,
      };
    }
    if (!parent) throw new Error(`${documentName} needs a parent`);
    if (documentName === "Actor" && parent.documentName === "Token") return this.#syntheticActor(parent);
    if ((documentName === "Item" || documentName === "ActiveEffect") && parent.documentName === "Actor" && parent.sceneId) {
      const [sceneId, tokenId] = parent.sceneId.split(".");
      const actor = this.#syntheticActor({ documentName: "Token", id: tokenId, sceneId });
      return this.#embedded(actor, documentName === "Item" ? "items" : "effects", id, { documentName: "Scene", id: sceneId });
    }
    const parentDoc = this.#top(parent.documentName, parent.id);
    if (!parentDoc) throw new Error(`${parent.documentName} [${parent.id}] does not exist`);
    const field = { Item: "items", ActiveEffect: "effects", Combatant: "combatants", Token: "tokens" }[
      documentName as "Item" | "ActiveEffect" | "Combatant" | "Token"
    ];
    if (!field) throw new Error(`${documentName} cannot be embedded in ${parent.documentName}`);
    const located = this.#embedded(
      {
        top: { documentName: parent.documentName, id: parent.id },
        read: () => this.#top(parent.documentName, parent.id),
        write: (data) => this.store.get(parent.documentName)!.set(parent.id, data!),
        ownership: () => parentDoc.ownership as Record<string, number>,
      },
      field,
      id,
      { documentName: parent.documentName, id: parent.id },
    );
    if (documentName === "Combatant") {
      // A combatant's rights are its actor's.
      located.ownership = () => {
        const combatant = located.read();
        return this.#top("Actor", combatant?.actorId as string)?.ownership as Record<string, number> | undefined;
      };
    }
    if (documentName === "Token")
      located.ownership = () => this.#top("Actor", located.read()?.actorId as string)?.ownership as Record<string, number> | undefined;
    return located;
  }

  /** A document kept in an array field of another (`items`, `combatants`, `tokens`). */
  #embedded(holder: Located, field: string, id: string, top: { documentName: DocumentName; id: string }): Located {
    return {
      top,
      read: () => ((holder.read()?.[field] as Plain[] | undefined) ?? []).find((entry) => entry._id === id),
      write: (data) => {
        const current = deepClone(holder.read() as Plain);
        const list = ((current[field] as Plain[] | undefined) ?? []).filter((entry) => entry._id !== id);
        const index = ((current[field] as Plain[] | undefined) ?? []).findIndex((entry) => entry._id === id);
        if (data) list.splice(index < 0 ? list.length : index, 0, data);
        current[field] = list;
        holder.write(current);
      },
      ownership: () => holder.ownership(),
    };
  }

  /** The synthetic actor of an unlinked token: base data with the token's delta over it; writes go to the delta. */
  #syntheticActor(token: ParentRef): Located {
    const sceneId = token.sceneId as string;
    const tokenAt = () => ((this.#top("Scene", sceneId)?.tokens as Plain[] | undefined) ?? []).find((t) => t._id === token.id);
    const base = () => this.#top("Actor", tokenAt()?.actorId as string);
    return {
      top: { documentName: "Scene", id: sceneId },
      synthetic: true,
      read: () => {
        const t = tokenAt();
        const b = base();
        if (!t || !b) return undefined;
        const delta = (t.delta as Plain) ?? {};
        return { ...deepClone(b), ...deepClone(delta), system: applyChanges((b.system as Plain) ?? {}, (delta.system as Plain) ?? {}) };
      },
      write: (data) => {
        const scene = deepClone(this.#top("Scene", sceneId) as Plain);
        const tokens = scene.tokens as Plain[];
        const t = tokens.find((entry) => entry._id === token.id) as Plain;
        const { _id: _ignored, ...rest } = data ?? {};
        t.delta = { ...((t.delta as Plain) ?? {}), ...deepClone(rest) };
        this.store.get("Scene")!.set(sceneId, scene);
      },
      ownership: () => base()?.ownership as Record<string, number> | undefined,
    };
  }
}
