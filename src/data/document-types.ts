/**
 * The registry of the system's document subtypes: one map per document kind, from each subtype's
 * name to its TypeDataModel. Each Actor and Item model declares itself (its static `metadata`,
 * `subtype-metadata.ts`: its name, an actor's kind, scale and token attributes), and every other list
 * of subtypes derives from these maps and those declarations: the models registered in
 * `CONFIG.<kind>.dataModels` and the token attributes (`index.ts`), the compiler's `DataModelConfig`
 * (`foundry-config.d.ts`), the typed access to `system` and the beings' and crafts' subtypes
 * (`document-data.ts`), the die codes the migration writes canonically (`schema-paths.ts`
 * `dieCodePaths`, from the schemas), the sheets (`applications/register-sheets.ts`, whose map the compiler requires to name
 * every subtype), and the manifest's `documentTypes` and the built `template.json`
 * (`manifestDocumentTypes`, checked against `system.json` by `tests/build/document-types.test.ts`).
 * A new Actor subtype is its model here, its sheet, its entry in `system.json` and its keys in the
 * language files (`tests/world/new-actor-type.test.ts`).
 *
 * The chat cards' map is `CARD_MODELS` (`message/index.ts`), listed here beside the others. The round
 * is the system data of core's own `base` Combat and Combatant type, which every combat the tracker
 * creates has: registered like the rest, but not declared in the manifest (`CORE_TYPE`).
 */
import { CharacterData } from "./actor/character.ts";
import { NpcData } from "./actor/npc.ts";
import { CreatureData } from "./actor/creature.ts";
import { VehicleData } from "./actor/vehicle.ts";
import { StarshipData } from "./actor/starship.ts";
import { SkillData } from "./item/skill.ts";
import { TemplateData } from "./item/template.ts";
import { WeaponData } from "./item/weapon.ts";
import { ArmorData } from "./item/armor.ts";
import { EquipmentData } from "./item/equipment.ts";
import { ForcePowerData } from "./item/force-power.ts";
import { SpeciesData } from "./item/species.ts";
import { CARD_MODELS } from "./message/index.ts";
import { CombatData } from "./combat/combat-data.ts";
import { CombatantData } from "./combat/combatant-data.ts";
import { htmlFieldPaths } from "./schema-paths.ts";
import type { ActorKind, ActorMetadata, DeclaredModel, TrackableAttributes } from "./subtype-metadata.ts";

/**
 * Each Actor subtype's model. Declared, not inferred from `ACTOR_MODELS`: Actor's own type reads this
 * map, and a model's base class reads Actor's type, which the compiler cannot infer in a circle.
 */
export interface ActorModels {
  character: typeof CharacterData;
  npc: typeof NpcData;
  creature: typeof CreatureData;
  vehicle: typeof VehicleData;
  starship: typeof StarshipData;
}

/** Each Item subtype's model (declared for the same reason as {@link ActorModels}). */
export interface ItemModels {
  skill: typeof SkillData;
  template: typeof TemplateData;
  weapon: typeof WeaponData;
  armor: typeof ArmorData;
  equipment: typeof EquipmentData;
  "force-power": typeof ForcePowerData;
  species: typeof SpeciesData;
}

/** Each Actor subtype's model: the map the system registers. */
export const ACTOR_MODELS: Readonly<ActorModels> = {
  character: CharacterData,
  npc: NpcData,
  creature: CreatureData,
  vehicle: VehicleData,
  starship: StarshipData,
};

/** Each Item subtype's model: the map the system registers. */
export const ITEM_MODELS: Readonly<ItemModels> = {
  skill: SkillData,
  template: TemplateData,
  weapon: WeaponData,
  armor: ArmorData,
  equipment: EquipmentData,
  "force-power": ForcePowerData,
  species: SpeciesData,
};

export type { CardModels } from "./message/index.ts";

/** The subtype Foundry itself defines for every document, on which the system registers Combat and Combatant data. */
export const CORE_TYPE = "base";

/** The Combat model: the round, on core's type. */
export const COMBAT_MODELS = { [CORE_TYPE]: CombatData } as const;

/** The Combatant model: a combatant's part of the round, on core's type. */
export const COMBATANT_MODELS = { [CORE_TYPE]: CombatantData } as const;

/** Every document kind that has system data, by Foundry's document name: each subtype's model. */
export const DOCUMENT_MODELS = {
  Actor: ACTOR_MODELS,
  Item: ITEM_MODELS,
  ChatMessage: CARD_MODELS,
  Combat: COMBAT_MODELS,
  Combatant: COMBATANT_MODELS,
} as const;

/** A document kind with system data: `"Actor"`, `"Item"`, `"ChatMessage"`, `"Combat"` or `"Combatant"`. */
export type DocumentKind = keyof typeof DOCUMENT_MODELS;

/** The document kinds whose subtypes are the system's own, which the manifest declares. */
export type DeclaredKind = Exclude<DocumentKind, "Combat" | "Combatant">;

/** An Actor subtype's name. */
export type ActorType = keyof ActorModels;

/** An Item subtype's name. */
export type ItemType = keyof ItemModels;

/** The instance type of each model of a map: what a document's `system` is, by subtype. */
export type ModelInstances<Models extends { [Type in keyof Models]: abstract new (...args: never[]) => unknown }> = {
  [Type in keyof Models]: InstanceType<Models[Type]>;
};

/** What the manifest (`system.json` `documentTypes`) declares of one subtype. */
export interface ManifestSubtype {
  /** The paths (relative to `system`, dotted) of the subtype's HTML fields, which Foundry enriches and sanitizes; left out when it has none. */
  htmlFields?: string[];
}

/** Each Actor subtype's model, as what reads a subtype's declaration sees it. */
const DECLARED_ACTORS: Readonly<Record<string, DeclaredModel<ActorMetadata>>> = ACTOR_MODELS;

/**
 * The Actor subtypes the registry holds, in its order; with `kind`, only the beings' or the crafts'.
 * Read from the registry at each call, so a subtype registered later is counted.
 */
export function actorTypes(kind?: ActorKind): string[] {
  return Object.values(DECLARED_ACTORS)
    .map((model) => model.metadata)
    .filter((metadata) => !kind || metadata.kind === kind)
    .map((metadata) => metadata.type);
}

/** What each Actor subtype's tokens may show, by subtype, for those whose model declares it (`metadata.trackable`). */
export function trackableAttributes(): Record<string, TrackableAttributes> {
  return Object.fromEntries(Object.values(DECLARED_ACTORS).flatMap(({ metadata }) => (metadata.trackable ? [[metadata.type, metadata.trackable]] : [])));
}

/**
 * The manifest's `documentTypes`, as the registry gives it: for each document kind with subtypes of
 * the system's own, each subtype with the HTML fields its model's schema holds, if any (core's `base` type
 * is Foundry's, never declared). `system.json` must say the same (a test checks it).
 * @returns `{ Actor: { character: { htmlFields: ["background"] }, … }, Item: { … }, ChatMessage: { … } }`
 */
export function manifestDocumentTypes(): Record<DeclaredKind, Record<string, ManifestSubtype>> {
  const all = Object.entries(DOCUMENT_MODELS) as [DocumentKind, Record<string, { defineSchema(): Record<string, unknown> }>][];
  const kinds = all.filter(([, models]) => !(CORE_TYPE in models));
  const subtype = (model: { defineSchema(): Record<string, unknown> }): ManifestSubtype => {
    const htmlFields = htmlFieldPaths(model.defineSchema());
    return htmlFields.length > 0 ? { htmlFields } : {};
  };
  const declared = kinds.map(([kind, models]) => [kind, Object.fromEntries(Object.entries(models).map(([type, model]) => [type, subtype(model)]))]);
  return Object.fromEntries(declared) as Record<DeclaredKind, Record<string, ManifestSubtype>>;
}
