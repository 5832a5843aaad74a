/**
 * What a declared action rolls, as one string stored in the declaration's `skill` field: a skill
 * Item (`skill:<itemId>`), an attribute (`attribute:dex`) or a weapon Item (`weapon:<itemId>`, rolled
 * through the attack dialog). The tracker turns it back into a roll request when the action's turn
 * comes.
 */
import { type AttributeKey, isAttributeKey } from "../../constants.ts";

/** A parsed roll reference. */
export type RollRef = { type: "skill"; id: string } | { type: "weapon"; id: string } | { type: "attribute"; key: AttributeKey };

/** Movement rolls Dexterity (Grundregeln: "Bewegungsaktionen verwenden immer Geschicklichkeit"). */
export const MOVEMENT_ROLL = "attribute:dex";

/** The stored form of a reference. */
export function formatRollRef(ref: RollRef): string {
  return ref.type === "attribute" ? `attribute:${ref.key}` : `${ref.type}:${ref.id}`;
}

/**
 * Reads a stored reference.
 * @returns the reference, or null for anything else (an empty skill, a free text)
 */
export function parseRollRef(text: string | undefined): RollRef | null {
  const match = /^(skill|weapon|attribute):([A-Za-z0-9]+)$/.exec(text ?? "");
  if (!match) return null;
  const [, type, value] = match;
  if (type === "attribute") return isAttributeKey(value) ? { type, key: value } : null;
  return { type: type as "skill" | "weapon", id: value };
}
