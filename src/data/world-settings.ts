/**
 * Writing world settings, which every card the gamemaster posts needs (its listing, the points he
 * spent, the Force points and knock-outs he records). Foundry lets a user write them only with the
 * `SETTINGS_MODIFY` permission, which an assistant gamemaster can lack — and the active gamemaster is
 * an assistant whenever no full gamemaster is online (FOUNDRY-FACTS §2: foundryvtt#10912, #11678).
 * A flow asks first, so that it refuses before it writes anything rather than halfway through.
 */

/** Thrown by a write of the system's world settings on a client whose user may not make it. */
export class WorldSettingsLockedError extends Error {
  constructor() {
    super("this user lacks the permission to modify world settings (SETTINGS_MODIFY)");
    this.name = "WorldSettingsLockedError";
  }
}

/** Whether this client's user may write world settings (`User#can("SETTINGS_MODIFY")`). */
export function mayWriteWorldSettings(): boolean {
  return game.user?.can("SETTINGS_MODIFY" as never) === true;
}

/**
 * Refuses, before anything is written, a flow that will write world settings on a client that may not.
 * @throws WorldSettingsLockedError when this client's user lacks `SETTINGS_MODIFY`
 */
export function assertWorldSettingsWritable(): void {
  if (!mayWriteWorldSettings()) throw new WorldSettingsLockedError();
}

/**
 * At `ready`, tells the active gamemaster who may not write world settings that the players' requests
 * will be refused until a gamemaster who may is online or he is granted the permission; the other
 * users' clients say nothing.
 */
export function warnIfWorldSettingsLocked(): void {
  if (game.users?.activeGM?.isSelf && !mayWriteWorldSettings()) ui.notifications?.warn("SWD6.Gateway.settingsLockedActive", { localize: true });
}
