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

/** A plain text that may be empty, as names, notes and sources are. */
export function textField(label: string) {
  return new fields.StringField({ required: true, blank: true, initial: "", label });
}

/**
 * What a character and the template it comes from both carry (seed 000; R&E Move 10 for humans,
 * five character points, one Force point): Move in meters a round, the points, Force-sensitivity,
 * species and special abilities.
 */
export function characterBasicsFields() {
  return {
    species: textField("SWD6.Character.species"),
    move: countField(10, { label: "SWD6.Character.move" }),
    forcePoints: countField(1, { label: "SWD6.Character.forcePoints" }),
    characterPoints: countField(5, { label: "SWD6.Character.characterPoints" }),
    darkSidePoints: countField(0, { label: "SWD6.Character.darkSidePoints" }),
    forceSensitive: new fields.BooleanField({ initial: false, label: "SWD6.Character.forceSensitive" }),
    specialAbilities: textField("SWD6.Character.specialAbilities"),
    credits: countField(0, { label: "SWD6.Character.credits" }),
  };
}
