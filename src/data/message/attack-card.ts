/**
 * The attack card: the attack's flow state (applications/attack/flow/attack-card-flow.ts), the weapon
 * as the card shows it, the attacker's name and the attack code rolled. The gamemaster posts it and,
 * through the gateway, replaces `state` at each step; the message's first roll is the attack roll,
 * the others are the card's rolls, tagged with their target and kind.
 */
import { DAMAGE_KINDS } from "../../rules/damage/armor.ts";
import type { StarshipDamageData, VehicleDamageData } from "../actor/craft-damage.ts";
import { ChatCardData, chatTemplate } from "./card-data.ts";
import { isObject } from "../../rules/errors.ts";
import { VEHICLE_DAMAGE_STATES } from "../../rules/vehicles/vehicle-damage.ts";
import { attackStateField, landingField } from "./attack-card-fields.ts";

const fields = foundry.data.fields;

function defineAttackCardSchema() {
  return {
    /** The card's flow state (`AttackCardState`). */
    state: attackStateField(),
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
    /** An apply or undo under way (`CardLanding`), null when none is. */
    landing: landingField(),
  };
}

/** The members only a vehicle's damage state has, and those only a starship's has (data/actor/vehicle.ts, starship.ts). */
const VEHICLE_ONLY = ["weaponsDisabled", "powerplantDestroyed", "breaksUpIn", "destroyed"];
const STARSHIP_ONLY = [
  "shieldsLost",
  "weaponsInoperative",
  "weaponArcsDisabled",
  "weaponArcsDestroyed",
  "allWeapons",
  "hyperdrive",
  "deadInSpace",
  "disintegratesIn",
];

/** Whether a stored craft damage state is one craft's: a vehicle's holds no starship's member nor a starship's level beyond its own. */
function isOneCraftDamage(damage: unknown): boolean {
  if (!isObject(damage)) return false;
  const has = (key: string) => damage[key] !== undefined;
  if (!VEHICLE_ONLY.some(has)) return true;
  return !STARSHIP_ONLY.some(has) && (VEHICLE_DAMAGE_STATES as readonly unknown[]).includes(damage.level);
}

type AttackCardSchema = ReturnType<typeof defineAttackCardSchema>;

/** A craft's damage state as a craft stores it: a vehicle's or a starship's, never a mix (the schema holds both's members). */
type CraftDamage = VehicleDamageData | StarshipDamageData;

/** A stored state with its targets' craft damage states typed as the vehicle's or starship's they are. */
type StoredState<S extends { targets: { craftApplied: object | null }[] }> = Omit<S, "targets"> & {
  targets: (Omit<S["targets"][number], "craftApplied"> & {
    craftApplied: (Omit<NonNullable<S["targets"][number]["craftApplied"]>, "before" | "after"> & { before: CraftDamage; after: CraftDamage }) | null;
  })[];
};

type Source = ReturnType<AttackCardData["toObject"]>;

/**
 * The attack card's data as plain data, in the shapes the attack flow reads (flow/attack-card-message.ts
 * `AttackCardMessage`): the schema's, each craft damage state a vehicle's or a starship's.
 */
export type StoredAttackCard = Omit<Source, "state" | "landing"> & {
  state: StoredState<Source["state"]>;
  landing: (Omit<NonNullable<Source["landing"]>, "state"> & { state: StoredState<NonNullable<Source["landing"]>["state"]> }) | null;
};

/** The attack card's data. */
export class AttackCardData extends ChatCardData<AttackCardSchema> {
  static override templates = ["attack-card.hbs", "parts/card-dice.hbs", "parts/attack-step.hbs", "parts/attack-target.hbs"].map(chatTemplate);

  static override defineSchema(): AttackCardSchema {
    return defineAttackCardSchema();
  }

  /**
   * What the schema cannot say: the card's state (and its landing's) has at least one target, as the
   * flow makes it, and each craft damage state on it is a vehicle's or a starship's, not a mix of both's members.
   * @throws Error for a state without targets, or naming the target whose damage state mixes them
   */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never);
    const states = [data.state, isObject(data.landing) ? data.landing.state : null];
    for (const state of states) {
      if (!isObject(state)) continue;
      if (!Array.isArray(state.targets) || state.targets.length === 0) throw new Error("the attack card's state needs targets");
      for (const target of state.targets as unknown[]) {
        if (!isObject(target) || !isObject(target.craftApplied)) continue;
        if (![target.craftApplied.before, target.craftApplied.after].every(isOneCraftDamage)) {
          throw new Error(`the attack card's damage state of ${String(target.key)} mixes a vehicle's and a starship's`);
        }
      }
    }
  }

  /**
   * The card's data as plain data in the flow's shapes; a craft damage state is one craft's whole, as
   * `validateJoint` made sure when it was written.
   */
  stored(): StoredAttackCard {
    return this.toObject() as StoredAttackCard;
  }
}
