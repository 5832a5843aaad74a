/**
 * What the migration steps read of a subtype (`steps.ts` `SubtypeShape`), from the registry's
 * models: the paths of its die codes. Loaded with the migration, not at startup.
 */
import { DOCUMENT_MODELS } from "../data/document-types.ts";
import { dieCodePaths } from "../data/schema-paths.ts";
import type { SubtypeShape } from "./steps.ts";

/**
 * A subtype's shape as its model gives it; none of the fields a step names for a subtype no model holds.
 * @param documentName "Actor" or "Item"
 * @param type the subtype's name
 */
export function subtypeShape(documentName: "Actor" | "Item", type: string): SubtypeShape {
  const models: Readonly<Record<string, { defineSchema(): Record<string, unknown> }>> = DOCUMENT_MODELS[documentName];
  const model = Object.hasOwn(models, type) ? models[type] : undefined;
  return { dieCodePaths: model ? dieCodePaths(model) : [] };
}
