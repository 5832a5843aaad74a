/**
 * The attack card: the attack's flow state (applications/attack/flow/attack-card-flow.ts), the weapon
 * as the card shows it, the attacker's name and the attack code rolled. The gamemaster posts it and,
 * through the gateway, replaces `state` at each step; the message's first roll is the attack roll,
 * the others are the card's rolls, tagged with their target and kind.
 */
import { DAMAGE_KINDS } from "../../rules/damage/armor.ts";
import { ChatCardData, chatTemplate } from "./card-data.ts";
import { isObject } from "../../rules/errors.ts";

const fields = foundry.data.fields;

function defineAttackCardSchema() {
  return {
    /** The card's flow state; its shape is the flow's, checked in `validateJoint`. */
    state: new fields.ObjectField({ required: true, nullable: false }),
    weapon: new fields.SchemaField({
      /** The weapon item's uuid, when it still exists. */
      uuid: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
      name: new fields.StringField({ required: true, blank: true }),
      img: new fields.StringField({ required: true, blank: true }),
      /** Damage as printed (`"4D"`, `"STR+1D+1 (max 6D)"`). */
      damage: new fields.StringField({ required: true, blank: true }),
      damageKind: new fields.StringField({ required: true, blank: false, initial: "energy", choices: [...DAMAGE_KINDS] }),
      stun: new fields.BooleanField({ initial: false }),
      lightsaber: new fields.BooleanField({ initial: false }),
    }),
    attackerName: new fields.StringField({ required: true, blank: true }),
    /** The attack code rolled, canonical (`"5D+1"`). */
    attackCode: new fields.StringField({ required: true, blank: true }),
    /** An apply or undo under way (`CardLanding`); its shape is checked in `validateJoint`. */
    landing: new fields.ObjectField({ required: false, nullable: true, initial: null }),
  };
}

type AttackCardSchema = ReturnType<typeof defineAttackCardSchema>;

/** The attack card's data. */
export class AttackCardData extends ChatCardData<AttackCardSchema> {
  static override templates = ["attack-card.hbs", "parts/card-dice.hbs", "parts/attack-step.hbs", "parts/attack-target.hbs"].map(chatTemplate);

  static override defineSchema(): AttackCardSchema {
    return defineAttackCardSchema();
  }

  /**
   * The state's outline: an attacker, an attack total and targets each with a key, an actor and a
   * stage; a write that breaks it is refused.
   * @throws Error naming what is wrong
   */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never);
    const state = data.state;
    if (!isObject(state)) throw new Error("the attack card's state must be an object");
    if (typeof state.attacker !== "string" || typeof state.attack !== "number" || !Array.isArray(state.targets)) {
      throw new Error("the attack card's state needs an attacker, an attack total and targets");
    }
    for (const target of state.targets as unknown[]) {
      if (!isObject(target) || typeof target.key !== "string" || typeof target.actor !== "string" || typeof target.stage !== "string") {
        throw new Error("each target of the attack card needs a key, an actor and a stage");
      }
    }
    const landing = data.landing;
    if (landing === null || landing === undefined) return;
    if (!isObject(landing) || typeof landing.target !== "string" || !["apply", "undo"].includes(landing.type as string) || !isObject(landing.state)) {
      throw new Error("an attack card's landing needs a target, apply or undo, and the state it leads to");
    }
  }
}
