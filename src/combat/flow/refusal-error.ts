/**
 * A combat flow's refusal: the round's and the space battle's commands throw one when a step is
 * not allowed, and the gamemaster's handler answers the sender with its key.
 */

/** A refused change of a combat flow, with the localization key (and its data) that says why. */
export class RefusalError extends Error {
  /**
   * @param key the localization key that says why (`SWD6.Combat.Error.*`, `SWD6.SpaceBattle.Error.*`)
   * @param data the key's placeholders
   */
  constructor(
    readonly key: string,
    readonly data: Record<string, string> = {},
  ) {
    super(key);
    this.name = "RefusalError";
  }
}
