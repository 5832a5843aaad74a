/**
 * The small fields the stored round and space battle are built of (round-fields.ts, battle-fields.ts):
 * ids, whole numbers, yes or no, a choice of the rules' words, a die code; each required, optional
 * (absent, not empty: `required: false`, `initial: undefined`) or nullable as the combat layer's state
 * has it, and typed as that state's members are.
 */
/** Foundry's field classes, looked up when a field is built (a module that imports this one loads without Foundry). */
const fields = () => foundry.data.fields;

/** A document id or another key: text, never empty. */
export function id() {
  return new (fields().StringField)({ required: true, nullable: false, blank: false });
}

/** Free text, empty allowed. */
export function text() {
  return new (fields().StringField)({ required: true, nullable: false, blank: true });
}

/** Free text a value may leave out (absent, not empty). */
export function optionalText() {
  return new (fields().StringField)({ required: false, nullable: false, blank: true, initial: undefined });
}

/** A whole number, at least `min` when given. */
export function whole(min?: number) {
  return new (fields().NumberField)({ required: true, nullable: false, integer: true, ...(min === undefined ? {} : { min }) });
}

/** A whole number or null. */
export function wholeOrNull() {
  return new (fields().NumberField)({ required: true, nullable: true, integer: true, initial: null });
}

/** A whole number a value may leave out. */
export function optionalWhole() {
  return new (fields().NumberField)({ required: false, nullable: false, integer: true, initial: undefined });
}

/** A yes or no. */
export function flag() {
  return new (fields().BooleanField)({ required: true, nullable: false, initial: false });
}

/** A yes or no a value may leave out. */
export function optionalFlag() {
  return new (fields().BooleanField)({ required: false, nullable: false, initial: undefined });
}

/** One of the rules' words. */
export function choice<T extends string>(choices: readonly T[]) {
  type Options = { required: true; nullable: false; blank: false; choices: T[] };
  return new (fields().StringField)<Options, T, T, T>({ required: true, nullable: false, blank: false, choices: [...choices] });
}

/** One of the rules' words, or null. */
export function choiceOrNull<T extends string>(choices: readonly T[]) {
  type Options = { required: true; nullable: true; blank: false; initial: null; choices: T[] };
  return new (fields().StringField)<Options, T | null, T | null, T | null>({
    required: true,
    nullable: true,
    blank: false,
    initial: null,
    choices: [...choices],
  });
}

/** One of the rules' words, which a value may leave out. */
export function optionalChoice<T extends string>(choices: readonly T[]) {
  type Options = { required: false; nullable: false; blank: false; initial: undefined; choices: T[] };
  return new (fields().StringField)<Options, T | undefined, T | undefined, T | undefined>({
    required: false,
    nullable: false,
    blank: false,
    initial: undefined,
    choices: [...choices],
  });
}

/** A die code as the rules engine keeps it: whole dice and pips. */
export function dieCode() {
  return new (fields().SchemaField)({ dice: whole(), pips: whole() });
}

/** A list of one field's values. */
export function list<F extends foundry.data.fields.DataField.Any>(element: F) {
  return new (fields().ArrayField)(element, { required: true, nullable: false, initial: () => [] });
}

/**
 * Whether a stored value passes a field as it is: cleaned, then validated. Foundry's `validate`
 * answers with a failure rather than throwing; a throw counts as a failure too.
 * @param field the field
 * @param value the value as stored
 */
export function fits(field: foundry.data.fields.DataField.Any, value: unknown): boolean {
  try {
    return !field.validate(field.clean(value as never, {}) as never, {});
  } catch {
    return false;
  }
}
