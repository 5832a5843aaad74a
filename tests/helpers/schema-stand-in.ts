/**
 * A stand-in for the six `foundry.data.fields` classes and `foundry.abstract.TypeDataModel` that the
 * system's data models use. Each field only records its options (with the defaults Foundry documents
 * for required/nullable/blank), so the models' real `defineSchema()` yields a tree of fields that
 * pack data can be checked against without Foundry. It knows nothing else of Foundry.
 */
import type { ActorType, ItemType } from "../../src/data/document-types.ts";

/** The options a field was built with. */
export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  blank?: boolean;
  trim?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
  choices?: readonly string[] | Record<string, string>;
  initial?: unknown;
  [option: string]: unknown;
}

/** Any field: its options, merged over its class's defaults. */
export class DataField {
  static defaults: FieldOptions = { required: false, nullable: false };
  readonly options: FieldOptions;

  constructor(options: FieldOptions = {}) {
    this.options = { ...(this.constructor as typeof DataField).defaults, ...options };
  }

  /** The initial value (a function's result), as a setting typed by the field takes for its default. */
  getInitialValue(): unknown {
    return typeof this.options.initial === "function" ? (this.options.initial as () => unknown)() : this.options.initial;
  }
}

/** A text field. A real class, so that the system's DieCodeField can extend it and call `super`. */
export class StringField extends DataField {
  static override defaults: FieldOptions = { required: false, nullable: false, blank: true, trim: true };

  /** What Foundry would store for `value`: trimmed text. */
  _cleanType(value: unknown, ..._rest: unknown[]): unknown {
    return typeof value === "string" && this.options.trim ? value.trim() : value;
  }

  /** @throws Error when `value` is not text */
  _validateType(value: unknown): void {
    if (typeof value !== "string") throw new Error("is not a string");
  }
}

/** HTML text. */
export class HTMLField extends StringField {
  static override defaults: FieldOptions = { ...StringField.defaults, required: true };
}

/** A number. */
export class NumberField extends DataField {
  static override defaults: FieldOptions = { required: false, nullable: true };
}

/** true or false. */
export class BooleanField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false };
}

/** A list of values of one field. */
export class ArrayField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false, initial: [] };
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }
}

/** An object with named fields. */
export class SchemaField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false };
  constructor(
    readonly fields: Record<string, DataField>,
    options: FieldOptions = {},
  ) {
    super(options);
  }

  /** Its fields' initial values, unless it has one of its own. */
  override getInitialValue(): unknown {
    return this.options.initial !== undefined
      ? super.getInitialValue()
      : Object.fromEntries(Object.entries(this.fields).map(([key, field]) => [key, field.getInitialValue()]));
  }
}

/** Any plain object. */
export class ObjectField extends DataField {
  static override defaults: FieldOptions = { required: true, nullable: false, initial: {} };
}

/** A map of keys to values of one field. */
export class TypedObjectField extends ObjectField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
  }
}

/** The base class of the system's data models; only `defineSchema` is used. */
export class TypeDataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }
}

/** The stand-in field classes, by the names `foundry.data.fields` gives them. */
export const FIELDS = { DataField, StringField, HTMLField, NumberField, BooleanField, ArrayField, SchemaField, ObjectField, TypedObjectField };

/** A document subtype of the system: any subtype of the registry (`src/data/document-types.ts`). */
export type SystemType = ActorType | ItemType;

/** The system's schemas as stand-in fields, by subtype, and a check of `system` data against them. */
export type SystemSchemas = Record<SystemType, SchemaField> & {
  /**
   * Problems of `data` as the `system` of a document of `type`, one line each; none when it is valid.
   * With `completed`, a field left out that has an initial value passes, as Foundry fills it in when
   * it creates or loads the document; without it (pack sources) every required field must be there.
   */
  validate(type: SystemType, data: unknown, options?: { completed?: boolean }): string[];
};

/**
 * Installs the stand-in as `globalThis.foundry`, then imports the system's data models and builds
 * their schemas. The models read `foundry.data.fields` when their modules load, hence the dynamic import.
 */
export async function loadSystemSchemas(): Promise<SystemSchemas> {
  (globalThis as unknown as { foundry: unknown }).foundry = {
    data: { fields: FIELDS },
    abstract: { TypeDataModel },
  };
  const { DOCUMENT_MODELS } = await import("../../src/data/document-types.ts");
  const { DieCodeField } = await import("../../src/data/fields.ts");
  const DieCode = DieCodeField as unknown as typeof StringField;
  const schemaOf = (model: { defineSchema(): unknown }) => new SchemaField(model.defineSchema() as Record<string, DataField>);
  // The actors' and items' models: what packs hold.
  const models: [string, { defineSchema(): unknown }][] = [DOCUMENT_MODELS.Actor, DOCUMENT_MODELS.Item].flatMap((byType) => Object.entries(byType));
  const schemas = Object.fromEntries(models.map(([type, model]) => [type, schemaOf(model)])) as Record<SystemType, SchemaField>;

  let completed = false;
  // As Foundry builds a missing object field from its fields' initial values.
  const hasInitial = (field: DataField): boolean =>
    field.options.initial !== undefined || (field instanceof SchemaField && Object.values(field.fields).every(hasInitial));
  const check = (field: DataField, value: unknown, path: string, errors: string[]): void => {
    const fail = (problem: string): void => {
      errors.push(`${path}: ${problem} (${JSON.stringify(value)})`);
    };
    if (completed && value === undefined && hasInitial(field)) return;
    if (value === null || value === undefined) {
      if (value === undefined || !field.options.nullable) fail("missing");
      return;
    }
    if (field instanceof DieCode) {
      try {
        field._validateType(value);
      } catch (error) {
        return fail((error as Error).message);
      }
      if (field._cleanType(value) !== value) fail("is not a canonical die code");
    } else if (field instanceof StringField) {
      if (typeof value !== "string") return fail("is not a string");
      if (!field.options.blank && value === "") fail("is blank");
      if (field.options.trim && value !== value.trim()) fail("has surrounding spaces");
      const { choices } = field.options;
      if (choices && !(Array.isArray(choices) ? choices : Object.keys(choices)).includes(value)) fail("is not one of the choices");
      // A field of the system's own (printed damage, ranges) reads its text with the rules engine.
      if (field.constructor !== StringField && field.constructor !== HTMLField) {
        try {
          field._validateType(value);
        } catch (error) {
          fail((error as Error).message);
        }
      }
    } else if (field instanceof NumberField) {
      if (typeof value !== "number" || !Number.isFinite(value)) return fail("is not a number");
      if (field.options.integer && !Number.isInteger(value)) fail("is not an integer");
      if (field.options.min !== undefined && value < field.options.min) fail(`is below ${field.options.min}`);
      if (field.options.max !== undefined && value > field.options.max) fail(`is above ${field.options.max}`);
    } else if (field instanceof BooleanField) {
      if (typeof value !== "boolean") fail("is not a boolean");
    } else if (field instanceof ArrayField) {
      if (!Array.isArray(value)) return fail("is not an array");
      value.forEach((element, index) => check(field.element, element, `${path}.${index}`, errors));
    } else if (field instanceof SchemaField) {
      if (typeof value !== "object" || Array.isArray(value)) return fail("is not an object");
      const object = value as Record<string, unknown>;
      for (const key of Object.keys(object)) if (!(key in field.fields)) errors.push(`${path}.${key}: not in the schema`);
      for (const [key, child] of Object.entries(field.fields)) {
        if (object[key] === undefined && !child.options.required) continue;
        check(child, object[key], `${path}.${key}`, errors);
      }
    } else {
      fail(`no check for ${field.constructor.name}`);
    }
  };

  return {
    ...schemas,
    validate(type, data, options = {}) {
      completed = options.completed === true;
      const errors: string[] = [];
      check(schemas[type], data, "system", errors);
      return errors;
    },
  };
}
