/**
 * Which client's code is running. Foundry runs one browser per user; here every client shares one
 * Node process, so the globals the system reads (`game`, `CONFIG`, `Hooks`, `ui`, `foundry`, the
 * document classes …) are getters that return the globals of the client whose code is running,
 * kept by an AsyncLocalStorage: `runAs(client, fn)` runs `fn`, and every `await` inside it, as that
 * client. Hooks fire and query handlers run inside their own client's context.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** A client's globals, by the names the system's code uses. */
export type ClientGlobals = Record<string, unknown>;

/** The globals the system reads; each becomes a getter on `globalThis`. */
export const GLOBAL_NAMES = [
  "game",
  "ui",
  "CONFIG",
  "Hooks",
  "foundry",
  "fromUuid",
  "fromUuidSync",
  "Roll",
  "ChatMessage",
  "Actor",
  "Item",
  "ActiveEffect",
  "Combat",
  "Combatant",
  "User",
  "TokenDocument",
  "canvas",
  "Macro",
  "Handlebars",
  "document",
  "window",
  "FormData",
  "Event",
  "HTMLElement",
] as const;

/**
 * Globals other code may probe for outside any client (`typeof document`; `CONFIG.SWD6`, whose
 * reader falls back on the system's own terms): undefined there.
 */
const OPTIONAL = new Set<string>(["Handlebars", "document", "window", "canvas", "FormData", "Event", "HTMLElement", "CONFIG"]);

const current = new AsyncLocalStorage<ClientGlobals>();

/** Installs the getters on `globalThis` (once per test file). */
export function installGlobals(): void {
  // What the process itself has under those names (Node's FormData, Event), for code outside any client.
  const own = Object.fromEntries(
    GLOBAL_NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)?.get ? undefined : (globalThis as Record<string, unknown>)[name]]),
  );
  for (const name of GLOBAL_NAMES) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const globals = current.getStore();
        if (!globals) {
          if (OPTIONAL.has(name)) return own[name];
          throw new Error(`${name} was read outside any client: run the code with client.run()`);
        }
        return globals[name];
      },
    });
  }
}

/** Runs `fn` as the client whose globals these are. */
export function runAs<T>(globals: ClientGlobals, fn: () => T): T {
  return current.run(globals, fn);
}

/** The globals of the client whose code is running, or undefined outside any client. */
export function currentGlobals(): ClientGlobals | undefined {
  return current.getStore();
}
