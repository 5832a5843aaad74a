/**
 * The system's own hooks, fired for the modules that play with it: a `pre…` hook whose listeners
 * may change what is given or cancel (one returning `false`), and an after-hook told of what
 * happened. Each runs on the client that acts; docs/api.md lists them.
 */

/** The hooks around what the system applies, besides the rolls (roll-d6.ts names those). */
export const SYSTEM_HOOKS = {} as const;

/** The signatures of {@link SYSTEM_HOOKS}, for the compiler (foundry-config.d.ts). */
export type SystemHookSignatures = object;

/** A hook's listeners as this module calls them: by any name, with any arguments. */
type HookCaller = (name: string, ...args: unknown[]) => boolean;

/**
 * Fires a hook its listeners may cancel (`Hooks.call`: the first listener returning `false` stops
 * the others).
 * @param name the hook's name (`swd6rpg.preRollSkill`)
 * @param args what the listeners are given, which they may change
 * @returns false when a listener cancelled, true otherwise
 */
export function callPreHook(name: string, ...args: unknown[]): boolean {
  return (Hooks.call as HookCaller)(name, ...args) !== false;
}

/**
 * Fires a hook that only tells (`Hooks.callAll`: every listener runs, none can cancel).
 * @param name the hook's name (`swd6rpg.rollSkill`)
 * @param args what the listeners are given
 */
export function callAfterHook(name: string, ...args: unknown[]): void {
  (Hooks.callAll as HookCaller)(name, ...args);
}
