/**
 * A small Foundry world for the tests: one server, several users each with a client of his own, and
 * the system's real code booted in each client. See README.md in this folder; every behaviour
 * modelled names its public source in the module that models it.
 */
import { SYSTEM_VERSION } from "./manifest.ts";
import { Client } from "./client.ts";
import { currentGlobals, installGlobals } from "./context.ts";
import { QueryTransport } from "./queries.ts";
import { ROLES } from "./permissions.ts";
import { WorldServer } from "./server.ts";
import { setClassRegistry, setFallbackFaces } from "../helpers/roll-stand-in.ts";
import type { Lang } from "../helpers/render.ts";
import { EXPOSED_MODULES, SYSTEM_ENTRY } from "./system-modules.ts";
import type { WorldModule } from "./client.ts";

export { EXPOSED_MODULES, SYSTEM_ENTRY };
export type { WorldModule };

/** A user of the world. */
export interface WorldUser {
  name: string;
  role: keyof typeof ROLES;
  lang?: Lang;
}

export { SYSTEM_VERSION };

/** A seeded uniform source in [0, 1) (mulberry32): the world's dice repeat from run to run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class World {
  readonly server = new WorldServer();
  readonly transport: QueryTransport;
  readonly clients = new Map<string, Client>();
  readonly #ids = new Map<string, string>();
  readonly #langs = new Map<string, Lang>();
  readonly random: () => number;

  /**
   * @param users the world's users
   * @param seed the seed of the world's dice
   * @param generation the Foundry generation modelled (13 by default)
   */
  constructor(
    users: WorldUser[],
    seed = 20261125,
    readonly generation: 13 | 14 = 13,
  ) {
    this.random = seeded(seed);
    this.transport = new QueryTransport(
      (userId) => [...this.clients.values()].find((c) => c.userId === userId && this.server.connections.has(userId)),
      (userId) => (this.server.user(userId)?.role ?? ROLES.NONE) >= this.server.permissions.QUERY_USER,
      (userId) => this.server.connections.has(userId),
    );
    users.forEach((user, i) => {
      const id = `user${String(i).padStart(12, "0")}`.slice(0, 16);
      this.#ids.set(user.name, id);
      this.#langs.set(user.name, user.lang ?? "en");
      this.server.seed("User", { _id: id, name: user.name, role: ROLES[user.role] });
    });
    // A world made by this version of the system: nothing to migrate when the gamemaster connects.
    this.server.worldSettings.set("swd6rpg.systemMigrationVersion", SYSTEM_VERSION);
    installGlobals();
    setFallbackFaces((faces) => Math.ceil(this.random() * faces) || 1);
    // Roll classes by name from the running client's CONFIG.Dice, as Foundry restores saved rolls.
    setClassRegistry({
      term: (denomination) => dice()?.terms[denomination],
      termClass: (name) => Object.values(dice()?.terms ?? {}).find((cls) => (cls as { name?: string }).name === name),
      roll: (name) => dice()?.rolls.find((cls) => (cls as { name?: string }).name === name),
    });
  }

  /**
   * The world's active modules, in every client that connects after one is listed: its script runs
   * once the system's code is loaded and before `init`, as Foundry loads a module's scripts after the
   * system's (so a module's `init` listener runs after the system's); its translations join the
   * client's language, as a module's `languages` do.
   */
  readonly modules: WorldModule[] = [];

  /** A user's id. */
  id(name: string): string {
    const id = this.#ids.get(name);
    if (!id) throw new Error(`no user ${name}`);
    return id;
  }

  /** A connected user's client. */
  client(name: string): Client {
    const client = this.clients.get(name);
    if (!client) throw new Error(`${name} has not connected`);
    return client;
  }

  /**
   * Connects a user: his client boots the system (init, documents, setup, ready), and the other
   * clients are told he connected (`userConnected(user, true)`, A13 hookEvents.userConnected).
   */
  async connect(name: string, entry = SYSTEM_ENTRY): Promise<Client> {
    return this.#connect(name, entry);
  }

  async #connect(name: string, entry: string): Promise<Client> {
    const client = new Client(
      { server: this.server, transport: this.transport, random: this.random, generation: this.generation },
      this.id(name),
      this.#langs.get(name),
    );
    this.clients.set(name, client);
    this.server.connections.set(client.userId, client);
    for (const userId of this.server.connections.keys()) client.activeUsers.add(userId);
    await client.boot(entry, EXPOSED_MODULES, this.modules);
    const others = [...this.clients.values()].filter((other) => other !== client && this.server.connections.has(other.userId));
    this.#presence(() => {
      for (const other of others) {
        other.activeUsers.add(client.userId);
        other.run(() => other.hooks.callAll("userConnected", other.users.get(client.userId), true));
      }
    });
    return client;
  }

  /** The news of users connecting and leaving held back (`holdPresence`), in order. */
  readonly #heldPresence: (() => void)[] = [];
  #holdingPresence = false;

  /** Tells the other clients of a user connecting or leaving: a moment later, or when released if held. */
  #presence(tell: () => void): void {
    if (this.#holdingPresence) this.#heldPresence.push(tell);
    else this.server.later(tell);
  }

  /**
   * From now on, the other clients hear of a user connecting or leaving only on `releasePresence`: two
   * gamemasters can each take himself for the active one for as long as a test needs (FOUNDRY-FACTS §4:
   * the designated user is worked out on each client from who it knows to be active).
   */
  holdPresence(): void {
    this.#holdingPresence = true;
  }

  /** Delivers the news held back, in order, and stops holding it. */
  releasePresence(): void {
    this.#holdingPresence = false;
    for (const tell of this.#heldPresence.splice(0)) this.server.later(tell);
  }

  /** Connects every user not connected yet, in the order they were given. */
  async connectAll(names: readonly string[] = [...this.#ids.keys()]): Promise<void> {
    for (const name of names) if (!this.clients.has(name)) await this.connect(name);
  }

  /**
   * Closes `name`'s page right after the first write of his that is `documentName`'s `action`, once
   * it is stored and before anyone is told: a page closed between two writes of one click.
   */
  closePageAfter(name: string, documentName: string, action: "create" | "update" | "delete"): void {
    const userId = this.id(name);
    this.server.afterWrite = ({ userId: writer, operation }) => {
      if (writer !== userId || operation.documentName !== documentName || operation.action !== action) return;
      this.server.afterWrite = null;
      this.disconnect(name);
    };
  }

  /** Disconnects a user: his client stops receiving, the others are told. */
  disconnect(name: string): void {
    const client = this.client(name);
    this.server.connections.delete(client.userId);
    client.activeUsers.clear();
    const others = [...this.clients.values()].filter((other) => other !== client && this.server.connections.has(other.userId));
    this.#presence(() => {
      for (const other of others) {
        other.activeUsers.delete(client.userId);
        other.run(() => other.hooks.callAll("userConnected", other.users.get(client.userId), false));
      }
    });
  }

  /**
   * Waits until the world is quiet: no hook's work running on any client, no query under way (held
   * ones aside), and no write for a few turns of the event loop (a click's work is not awaited by
   * the page either). The turns are the event loop's own (`setImmediate`) but for the last, which
   * lets the timers due by then run (`setTimeout`, which Node holds back at least a millisecond: a
   * timer for every turn left the worker idle for most of a world test). Where a client loaded the
   * system from its sources, every turn is a timer's: its dynamic imports wait on the test runner's
   * module loader in another thread.
   */
  async settle(): Promise<void> {
    const turns = 5;
    const timersOnly = [...this.clients.values()].some((client) => client.fromSources);
    let quiet = 0;
    let writes = -1;
    for (let round = 0; round < 500 && quiet < turns; round++) {
      await new Promise((resolve) => (timersOnly || quiet === turns - 1 ? setTimeout(resolve, 0) : setImmediate(resolve)));
      const pending = [...this.clients.values()].flatMap((c) => [...c.hooks.pending]);
      if (pending.length > 0) await Promise.allSettled(pending);
      const busy =
        pending.length > 0 ||
        this.transport.inFlight > 0 ||
        this.transport.queued > 0 ||
        this.server.pendingBroadcasts > 0 ||
        writes !== this.server.log.length;
      writes = this.server.log.length;
      quiet = busy ? 0 : quiet + 1;
    }
  }
}

function dice(): { terms: Record<string, unknown>; rolls: unknown[] } | undefined {
  return (currentGlobals()?.CONFIG as { Dice?: { terms: Record<string, unknown>; rolls: unknown[] } } | undefined)?.Dice;
}

/**
 * A world of `users`, each connected and booted in that order.
 * @param users the users; by default two gamemasters (one an assistant) and three players
 */
export async function createWorld(users: WorldUser[] = DEFAULT_USERS, options: { connect?: string[]; seed?: number } = {}): Promise<World> {
  const world = new World(users, options.seed);
  for (const user of users) if (!options.connect || options.connect.includes(user.name)) await world.connect(user.name);
  return world;
}

/** Two gamemasters and three players. */
export const DEFAULT_USERS: WorldUser[] = [
  { name: "GM", role: "GAMEMASTER" },
  { name: "Assistant", role: "ASSISTANT" },
  { name: "Kell", role: "PLAYER" },
  { name: "Garro", role: "PLAYER" },
  { name: "Vesh", role: "PLAYER", lang: "de" },
];
