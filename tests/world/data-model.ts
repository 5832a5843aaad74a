/**
 * `foundry.data.fields` and `foundry.abstract.TypeDataModel` as far as the system's data models use
 * them, with the behaviour Foundry documents for a document's `system` data: a field left out takes
 * its `initial` value; `_cleanType` normalises a value (trimmed text, the system's canonical die
 * codes); a value that fails `_validateType`, a text outside its `choices`, a blank text where
 * `blank: false`, or a number outside `min`/`max`, makes the whole create or update fail and nothing
 * is written ("DataModelValidationError"; A13 classes/foundry.data.fields.DataField.html, the
 * `validate` and `clean` steps). After the data is built, the model's `prepareBaseData` and
 * `prepareDerivedData` run (A13 classes/foundry.abstract.TypeDataModel.html).
 */
import { deepClone } from "./utils.ts";

/** The options a field was built with. */
export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  blank?: boolean;
  trim?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  choices?: readonly string[] | Record<string, string> | (() => Record<string, string>);
  initial?: unknown;
  [option: string]: unknown;
}

/** A validation failure: the field's path and what is wrong. */
export class DataModelValidationError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = "DataModelValidationError";
  }
}

export class DataField {
  static defaults: FieldOptions = { required: false, nullable: false };
  readonly options: FieldOptions;

  constructor(options: FieldOptions = {}) {
    this.options = { ...(this.constructor as typeof DataField).defaults, ...options };
    // Each option is also a property of the field, as the API lists them (A13
    // classes/foundry.data.fields.DataField.html `required`, `nullable`, `label`;
    // NumberField.html `min`, `max`, `integer`, `choices`; StringField.html `blank`, `choices`).
    const self = this as unknown as Record<string, unknown>;
    for (const key in this.options) if (!(key in this)) self[key] = this.options[key];
  }

  /** The initial value, fresh for each document. */
  getInitialValue(): unknown {
    const initial = typeof this.options.initial === "function" ? (this.options.initial as () => unknown)() : this.options.initial;
    return deepClone(initial);
  }

  /** Cleans a value as stored (undefined becomes the initial value). */
  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return this.options.nullable ? null : this.getInitialValue();
    return this._cleanType(value);
  }

  _cleanType(value: unknown, ..._rest: unknown[]): unknown {
    return value;
  }

  /** @throws DataModelValidationError when the value is not valid for the field */
  validate(value: unknown, path: string): void {
    if (value === null || value === undefined) {
      if (value === null && this.options.nullable) return;
      if (value === undefined && !this.options.required) return;
      throw new DataModelValidationError(path, "may not be empty");
    }
    try {
      this._validateType(value);
    } catch (error) {
      throw error instanceof DataModelValidationError ? error : new DataModelValidationError(path, (error as Error).message);
    }
  }

  _validateType(_value: unknown): void {}
}

export class StringField extends DataField {
  static override defaults: FieldOptions = { required: false, nullable: false, blank: true, trim: true, initial: "" };

  override _cleanType(value: unknown): unknown {
    if (typeof value === "number" || typeof value === "boolean") value = String(value);
    return typeof value === "string" && this.options.trim ? value.trim() : value;
  }

  override validate(value: unknown, path: string): void {
    super.validate(value, path);
    if (typeof value !== "string") return;
    if (value === "" && this.options.blank === false) throw new DataModelValidationError(path, "may not be blank");
    const choices = typeof this.options.choices === "function" ? this.options.choices() : this.options.choices;
    if (choices && value !== "" && !(Array.isArray(choices) ? choices : Object.keys(choices)).includes(value)) {
      throw new DataModelValidationError(path, `"${value}" is not a valid choice`);
    }
  }

  override _validateType(value: unknown): void {
    if (typeof value !== "string") throw new Error("must be a string");
  }
}

export class HTMLField extends StringField {
  static override defaults: FieldOptions = { ...StringField.defaults, required: true };
}

export class NumberField extends DataField {
  static override defaults: FieldOptions = { required: false, nullable: true, initial: null };

  /**
   * A `null` on a number field that is not nullable is kept, so validation refuses it ("must be a
   * finite number"): Foundry refuses it rather than resetting the field (FOUNDRY-FACTS §2; FI#10393, FI#13804).
   */
  override clean(value: unknown): unknown {
    if (value === null && !this.options.nullable) return null;
    return super.clean(value);
  }

  override _cleanType(value: unknown): unknown {
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof number === "number" && this.options.integer && Number.isFinite(number) ? Math.round(number) : number;
  }

  override _validateType(value: unknown): void {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new Error("must be a finite number");
    if (this.options.min !== undefined && value < this.options.min) throw new Error(`must be at least ${this.options.min}`);
    if (this.options.max !== undefined && value > this.options.max) throw new Error(`must be at most ${this.options.max}`);
  }
}

export class BooleanField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false, initial: false };

  override _cleanType(value: unknown): unknown {
    return typeof value === "string" ? value === "true" : Boolean(value);
  }
}

export class ArrayField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false, initial: () => [] };

  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }

  override _cleanType(value: unknown): unknown {
    const array = Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : [value];
    return array.map((element) => this.element.clean(element));
  }

  override validate(value: unknown, path: string): void {
    super.validate(value, path);
    if (Array.isArray(value)) value.forEach((element, i) => this.element.validate(element, `${path}.${i}`));
  }

  override _validateType(value: unknown): void {
    if (!Array.isArray(value)) throw new Error("must be an array");
  }
}

export class SchemaField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false };

  constructor(
    readonly fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super(options);
  }

  override getInitialValue(): unknown {
    if (this.options.initial !== undefined) return super.getInitialValue();
    return this._cleanType({});
  }

  override _cleanType(value: unknown): unknown {
    const source = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
    const clean: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(this.fields)) clean[key] = field.clean(source[key]);
    return clean;
  }

  override validate(value: unknown, path: string): void {
    super.validate(value, path);
    if (!value || typeof value !== "object") return;
    for (const [key, field] of Object.entries(this.fields)) field.validate((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  }

  override _validateType(value: unknown): void {
    if (typeof value !== "object" || Array.isArray(value)) throw new Error("must be an object");
  }
}

/**
 * Any plain object, stored as given (A13 classes/foundry.data.fields.ObjectField.html: "A special
 * `DataField` which defines a data object"; required, not nullable and `{}` by default).
 */
export class ObjectField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false, initial: () => ({}) };

  override _cleanType(value: unknown): unknown {
    return deepClone(value);
  }

  override _validateType(value: unknown): void {
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("must be an object");
  }
}

/**
 * A map of keys to values of one field (A13 classes/foundry.data.fields.TypedObjectField.html: "A
 * subclass of ObjectField that represents a mapping of keys to the provided DataField type", its
 * `element`): each value cleaned and validated by the element field.
 */
export class TypedObjectField extends ObjectField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }

  override _cleanType(value: unknown): unknown {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, this.element.clean(entry)]));
  }

  override validate(value: unknown, path: string): void {
    super.validate(value, path);
    if (value && typeof value === "object") for (const [key, entry] of Object.entries(value)) this.element.validate(entry, `${path}.${key}`);
  }
}

/** The base class of a document subtype's data. */
export class TypeDataModel {
  /** The document the data belongs to. */
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  /** The schema, built once per model class. */
  static get schema(): SchemaField {
    const own = Object.prototype.hasOwnProperty.call(this, "_schema") ? (this as unknown as { _schema: SchemaField })._schema : undefined;
    if (own) return own;
    const schema = new SchemaField(this.defineSchema());
    Object.defineProperty(this, "_schema", { value: schema });
    return schema;
  }

  /**
   * Cleans and validates source data for this model.
   * @throws DataModelValidationError for data the schema refuses
   */
  static cleanData(source: unknown): Record<string, unknown> {
    const clean = this.schema.clean(source ?? {}) as Record<string, unknown>;
    this.schema.validate(clean, "system");
    // DataModel#validate runs the model's static validateJoint after the fields, and a throw there
    // refuses the data as a field's would (API: foundry.abstract.DataModel.validateJoint, "Jointly
    // validate the overall data model after each field has been individually validated").
    try {
      this.validateJoint(clean);
    } catch (error) {
      throw new DataModelValidationError("system", (error as Error).message);
    }
    return clean;
  }

  /**
   * Source data cleaned, each value that fails its field's validation replaced by the field's initial
   * value: how Foundry builds a stored document that failed validation, to list it among the invalid
   * ones (A13 classes/foundry.abstract.DataModel.html, `validate` with `fallback`: "allow replacement of
   * invalid values with valid defaults").
   */
  static fallbackData(source: unknown): Record<string, unknown> {
    const fallback = (schema: SchemaField, data: Record<string, unknown>, path: string) => {
      for (const [key, field] of Object.entries(schema.fields)) {
        if (field instanceof SchemaField && data[key] && typeof data[key] === "object") {
          fallback(field, data[key] as Record<string, unknown>, `${path}.${key}`);
          continue;
        }
        try {
          field.validate(data[key], `${path}.${key}`);
        } catch {
          data[key] = field.getInitialValue();
        }
      }
    };
    const clean = this.schema.clean(source ?? {}) as Record<string, unknown>;
    fallback(this.schema, clean, "system");
    return clean;
  }

  /** Core's default joint validation accepts everything; models override it. */
  static validateJoint(_data: Record<string, unknown>): void {}

  /**
   * Carries older stored data to the model's shape before it is cleaned (A13
   * classes/foundry.abstract.DataModel.html#migrateData: "Migrate candidate source data for this
   * DataModel which may require initial cleaning or transformations"); core's returns it unchanged.
   */
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  constructor(source: Record<string, unknown>, options: { parent?: unknown } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, enumerable: false, writable: true });
    Object.assign(this, deepClone(source));
  }

  /** The model's schema, from an instance (A13 classes/foundry.abstract.DataModel.html#schema). */
  get schema(): SchemaField {
    return (this.constructor as typeof TypeDataModel).schema;
  }

  prepareBaseData(): void {}

  prepareDerivedData(): void {}

  toObject(): Record<string, unknown> {
    return deepClone({ ...(this as object) }) as Record<string, unknown>;
  }
}

/**
 * Refuses an update that sets a field which may not be null to `null`: Foundry refuses it with a
 * validation error and keeps the stored value (FI#13804: `null` on a non-nullable number field is
 * "must be a finite number", not reset to the initial value), where a value left out is cleaned.
 * @param schema the model's schema
 * @param patch the update's `system` part, expanded
 * @param path the path named in the error
 * @throws DataModelValidationError for a `null` on a field that is not nullable
 */
export function refuseNulls(schema: SchemaField, patch: unknown, path = "system"): void {
  if (!patch || typeof patch !== "object" || Array.isArray(patch)) return;
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const field = schema.fields[key];
    if (!field) continue;
    if (value === null && !field.options.nullable) throw new DataModelValidationError(`${path}.${key}`, "may not be null");
    if (field instanceof SchemaField) refuseNulls(field, value, `${path}.${key}`);
  }
}

/** The field classes by the names `foundry.data.fields` gives them. */
export const FIELDS = { DataField, StringField, HTMLField, NumberField, BooleanField, ArrayField, SchemaField, ObjectField, TypedObjectField };
