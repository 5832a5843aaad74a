/**
 * The windows a session opens now and then, each loaded when it is first opened: the bundler puts
 * every module imported here by `import()` in a chunk of its own, outside the JavaScript the
 * browser loads at startup. Each launcher takes the arguments of the function it stands for and
 * returns what that function returns, once its module has loaded.
 */

/** The launcher of `F`: the same arguments and `this`, its result awaited. */
export type Launcher<F> = F extends (this: infer T, ...args: infer A) => infer R ? (this: T, ...args: A) => Promise<Awaited<R>> : never;

/**
 * A function that loads `name` from a module on its first call and calls it: a window's code stays
 * out of the startup JavaScript until someone opens the window. Later calls find the module loaded.
 * @param load a function returning the module's dynamic import, its path written out so that the
 *   bundler sees it
 * @param name the function of the module to call
 * @returns the launcher; it rejects with whatever loading the module or the function throws
 */
export function onDemand<M, K extends keyof M>(load: () => Promise<M>, name: K): Launcher<M[K]> {
  return async function (this: unknown, ...args: unknown[]) {
    const run = (await load())[name] as (...args: unknown[]) => unknown;
    return run.apply(this, args);
  } as Launcher<M[K]>;
}

/** The attack dialog ({@link import("../attack/attack-dialog.ts").openAttackDialog}). */
export const openAttackDialog = onDemand(() => import("../attack/attack-dialog.ts"), "openAttackDialog");

/** The character sheet's "heal" action ({@link import("../healing/healing-dialog.ts").onHealAction}). */
export const onHealAction = onDemand(() => import("../healing/healing-dialog.ts"), "onHealAction");

/** A craft's movement roll and its dialog ({@link import("../craft/movement-flow.ts").rollMovement}). */
export const rollMovement = onDemand(() => import("../craft/movement-flow.ts"), "rollMovement");

/** A starship's change of space range and its dialog ({@link import("../craft/space-range/space-range-flow.ts").changeSpaceRange}). */
export const changeSpaceRange = onDemand(() => import("../craft/space-range/space-range-flow.ts"), "changeSpaceRange");
