/**
 * Foundry's Actor as the bare base class the Actor tests put under the system's: it only takes the
 * data it is built from as its own fields (`name`, `type`, `system`, `items`).
 */
import { loadSystemSchemas } from "./schema-stand-in.ts";

export class ActorStandIn {
  /** @param data the actor's fields */
  constructor(data: object) {
    Object.assign(this, data);
  }
}

/**
 * Foundry's `CONFIG.Actor` as the system leaves it at `init`: its models registered by subtype
 * (`dataModels`), built over the schema stand-in, whose declarations tell a being from a craft.
 * @returns the value to stub as `CONFIG.Actor`
 */
export async function registeredActorConfig(): Promise<{ dataModels: Record<string, unknown> }> {
  await loadSystemSchemas();
  const { ACTOR_MODELS } = await import("../../src/data/document-types.ts");
  return { dataModels: { ...ACTOR_MODELS } };
}
