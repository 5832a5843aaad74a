/**
 * What every request to the gamemaster answers: done, or refused with the reason and the
 * localization key (and its data) the asking client shows. One shape for every request kind, so one
 * button helper and one notification path serve them all.
 */

/** A refusal: a short reason code, the localization key of the message shown, and the key's data. */
export interface GatewayRefusal {
  ok: false;
  reason: string;
  key: string;
  data?: Record<string, string>;
}

/** The answer to a request: done (with an optional plain value), or refused. */
export type GatewayAnswer = { ok: true; value?: unknown } | GatewayRefusal;

/** The reasons the gateway itself refuses a request, before any request kind looks at it. */
export type GatewayReason = "noGM" | "notActiveGM" | "unverified" | "inactive" | "badRequest" | "failed" | "timeout" | "settingsLocked";

/** Done, with an optional plain value. */
export function done(value?: unknown): GatewayAnswer {
  return value === undefined ? { ok: true } : { ok: true, value };
}

/**
 * A refusal of the gateway's own (`SWD6.Gateway.refused.<reason>`), or of a request kind with its
 * own key.
 * @param reason the reason code
 * @param key the localization key; `SWD6.Gateway.refused.<reason>` when omitted
 * @param data the key's format data
 */
export function refused(reason: string, key = `SWD6.Gateway.refused.${reason}`, data?: Record<string, string>): GatewayRefusal {
  return data ? { ok: false, reason, key, data } : { ok: false, reason, key };
}

/**
 * Whether a value received over the wire is an answer of this shape (a handler's answer travels as
 * a structured clone; anything else is treated as a failure by the caller).
 */
export function isAnswer(value: unknown): value is GatewayAnswer {
  if (typeof value !== "object" || value === null) return false;
  const { ok, reason, key } = value as { ok?: unknown; reason?: unknown; key?: unknown };
  if (ok === true) return true;
  return ok === false && typeof reason === "string" && typeof key === "string";
}
