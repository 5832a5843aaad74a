/**
 * The Force power card: the power's rolls and outcome as their view, and the Dark Side points the
 * power gives the character who used it, with how many were given. The gamemaster posts it
 * (applications/force-powers/) and gives the points once for it.
 */
import { ChatCardData, chatTemplate } from "./card-data.ts";
import { forcePowerView } from "./view-fields.ts";

const fields = foundry.data.fields;

function count() {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
}

function defineForcePowerCardSchema() {
  return {
    view: forcePowerView(),
    /** The character who used the power (a world actor's id) and the power's item id. */
    actorId: new fields.StringField({ required: true, blank: false }),
    itemId: new fields.StringField({ required: true, blank: false }),
    /** The power's Dark Side points, read from the power when the card was posted. */
    darkSidePoints: count(),
    /** Every point was given. */
    given: new fields.BooleanField({ initial: false }),
    /** How many were given before a failure stopped the rest. */
    givenPoints: count(),
  };
}

type ForcePowerCardSchema = ReturnType<typeof defineForcePowerCardSchema>;

/** The Force power card's data. */
export class ForcePowerCardData extends ChatCardData<ForcePowerCardSchema> {
  static override templates = [chatTemplate("force-power-card.hbs")];

  static override defineSchema(): ForcePowerCardSchema {
    return defineForcePowerCardSchema();
  }

  /** The stored view. */
  override context(): object {
    return this.view;
  }
}
