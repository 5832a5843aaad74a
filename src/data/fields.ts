/**
 * Schema fields shared by the system's data models.
 */
import { formatDieCode, isDieCode, parseDieCode } from "../rules/die-code.ts";

const fields = foundry.data.fields;

/**
 * Writes a die code the way it is stored (`"4d + 1"` becomes `"4D+1"`); leaves anything that is not a
 * die code as it is, so that validation rejects it with its own message.
 * @param value text typed by the user
 */
export function canonicalDieCode(value: unknown): unknown {
  return isDieCode(value) ? formatDieCode(parseDieCode(value)) : value;
}

/**
 * A die code kept as text in its canonical form (`"4D+1"`), checked by the rules' parser.
 * A malformed code fails validation, so the update is refused and the document keeps its old value.
 */
export class DieCodeField extends fields.StringField<DieCodeField.Options> {
  /** @param initial the code a new document starts with; @param options label and hint */
  constructor(initial = "0D", options: { label?: string; hint?: string } = {}) {
    super({ required: true, blank: false, nullable: false, trim: true, initial, ...options });
  }

  protected override _cleanType(value: unknown, options?: foundry.data.fields.DataField.CleanOptions): string {
    return canonicalDieCode(super._cleanType(value as string, options)) as string;
  }

  protected override _validateType(value: unknown): void {
    if (!isDieCode(value)) throw new Error(`"${String(value)}" is not a die code such as 4D+1`);
  }
}

export declare namespace DieCodeField {
  /** The StringField options a die-code field is built with. */
  type Options = foundry.data.fields.StringField.Options & { required: true; blank: false; nullable: false };
}

/** A whole number at least 0, as points and counts are. */
export function countField(initial = 0, options: { label?: string; hint?: string } = {}) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial, ...options });
}
