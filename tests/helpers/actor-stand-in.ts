/**
 * Foundry's Actor as the bare base class the Actor tests put under the system's: it only takes the
 * data it is built from as its own fields (`name`, `type`, `system`, `items`).
 */
export class ActorStandIn {
  /** @param data the actor's fields */
  constructor(data: object) {
    Object.assign(this, data);
  }
}
