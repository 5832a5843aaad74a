/**
 * What a range card's request carries from the starship owner's client to the active gamemaster: the
 * two ships, the range dialog's fields as typed, the message mode and the speed rolls. Kept apart
 * from the planning so that the request kind, loaded at startup, carries none of it.
 */
import type { MessageMode } from "../../../compat.ts";

/** The range dialog's fields the gamemaster reads (`readSpaceRangeForm`). */
export const RANGE_FIELDS = ["range", "selfIntent", "selfSpeed", "selfPiloting", "otherIntent", "otherSpeed", "otherPiloting"] as const;

/** What the owner's client sends. */
export interface SpaceRangePostRequest {
  /** The uuid of the starship whose sheet asked. */
  craft: string;
  /** The other starship's uuid. */
  other: string;
  /** The dialog's fields as read. */
  fields: Partial<Record<(typeof RANGE_FIELDS)[number], string>>;
  /** The roller's message mode. */
  mode: MessageMode;
  /** Both speed rolls' JSON data, this ship first; empty when the pilots agree. */
  rolls: unknown[];
}
