/**
 * Fields of a model's schema found by what they are, named by their paths in `system`: the HTML
 * fields the manifest declares, the die codes the migration writes canonically. Read from the schema
 * itself, so a new subtype's fields are found with no list to extend.
 */
import { DieCodeField } from "./fields.ts";

interface FieldTree {
  fields?: Record<string, unknown>;
  element?: unknown;
}

/**
 * The dotted paths of the fields of a schema that `picks` chooses, in the schema's order, nested
 * schemas' included; a list's entries are named by the list's path and `[]` (`crewSkills[].code`).
 * @param schema a model's `defineSchema()`: field by name
 * @param picks whether a field is one to name
 * @param prefix the path of the schema itself, with its trailing dot ("" at the top)
 */
export function fieldPaths(schema: Record<string, unknown>, picks: (field: unknown) => boolean, prefix = ""): string[] {
  const { ArrayField, SchemaField } = foundry.data.fields;
  const pathsOf = (field: unknown, path: string): string[] => {
    if (picks(field)) return [path];
    if (field instanceof SchemaField) return fieldPaths((field as FieldTree).fields ?? {}, picks, `${path}.`);
    if (field instanceof ArrayField) return pathsOf((field as FieldTree).element, `${path}[]`);
    return [];
  };
  return Object.entries(schema).flatMap(([name, field]) => pathsOf(field, `${prefix}${name}`));
}

/**
 * The dotted paths of the HTML fields in a schema (see {@link fieldPaths}).
 * @param schema a model's `defineSchema()`: field by name
 */
export function htmlFieldPaths(schema: Record<string, unknown>): string[] {
  const { HTMLField } = foundry.data.fields;
  return fieldPaths(schema, (field) => field instanceof HTMLField);
}

/** Each model's die-code paths, found once: a schema does not change while a world runs. */
const DIE_CODE_PATHS = new WeakMap<object, readonly string[]>();

/**
 * The paths in `system` of a model's die codes: the `DieCodeField`s of its schema (see
 * {@link fieldPaths}), `attributes.dex` or `crewSkills[].code`.
 * @param model a subtype's model
 */
export function dieCodePaths(model: { defineSchema(): Record<string, unknown> }): readonly string[] {
  const known = DIE_CODE_PATHS.get(model);
  if (known) return known;
  const paths = fieldPaths(model.defineSchema(), (field) => field instanceof DieCodeField);
  DIE_CODE_PATHS.set(model, paths);
  return paths;
}
