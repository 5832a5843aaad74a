/**
 * Checking the weapon fields the rules read from their printed form (damage "STR+1D", ranges
 * "3-10/30/120") as the sheet submits them: a value the rules cannot read keeps the stored one, with a
 * localized message, so the rest of the edit goes through — a refused damage never blocks the name
 * typed beside it. The data model (`PrintedRuleField`) refuses the same values; this reads them first.
 */
import { parseWeaponDamage } from "../../rules/damage/melee-damage.ts";
import { parseWeaponRanges } from "../../rules/actions/ranged-difficulty.ts";
import type { SubmittedForm } from "../die-code-input.ts";

/** The attribute that marks a form field as read by a rule, and which: `weapon-damage` or `weapon-ranges`. */
export const PRINTED_RULE_ATTRIBUTE = "data-printed-rule";

/** Each printed form's reader (it throws for text it cannot read) and the message refusing it (`{value}`). */
const READERS: Record<string, { read: (text: string) => unknown; key: string }> = {
  "weapon-damage": { read: parseWeaponDamage, key: "SWD6.Weapon.damageInvalid" },
  "weapon-ranges": { read: parseWeaponRanges, key: "SWD6.Weapon.rangesInvalid" },
};

/**
 * Screens the printed-rule fields among a form's submitted values, in place: a value its reader
 * refuses gets the stored value back (or is left out when nothing is stored), an empty one passes
 * ("not printed"), and each refusal is reported and put back into the field.
 * @returns the names of the refused fields
 */
export function refuseUnreadablePrintedValues({ form, data, stored, format, notify }: SubmittedForm): string[] {
  const refused: string[] = [];
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>(`[${PRINTED_RULE_ATTRIBUTE}][name]`))) {
    const reader = READERS[input.getAttribute(PRINTED_RULE_ATTRIBUTE) ?? ""];
    const name = input.name;
    const value = data[name];
    if (!reader || typeof value !== "string" || value.trim() === "") continue;
    try {
      reader.read(value.trim());
      continue;
    } catch {
      // Refused: the stored value stands.
    }
    const kept = stored(name);
    if (kept === "") delete data[name];
    else data[name] = kept;
    input.value = kept;
    notify(format(reader.key, { value }));
    refused.push(name);
  }
  return refused;
}
