/**
 * What an attack card's chat message stores as its `system` data (the `attack` card subtype,
 * data/message/attack-card.ts): the card's flow state and what the card shows of the attack besides
 * it. The gamemaster writes it once; the card's buttons, through him, replace `state` and nothing else.
 */
import type { DamageKind } from "../../../rules/damage/armor.ts";
import type { AttackCardState } from "./attack-card-flow.ts";

/** The weapon as the card shows it, copied when the attack is made. */
export interface AttackCardWeapon {
  /** The weapon item's uuid, when it still exists. */
  uuid: string | null;
  name: string;
  img: string;
  /** Damage as printed (`"4D"`, `"STR+1D+1 (max 6D)"`). */
  damage: string;
  damageKind: DamageKind;
  /** The weapon was set for stun. */
  stun: boolean;
  lightsaber: boolean;
}

/** An attack card's message data, its `system`. */
export interface AttackCardMessage {
  /** The card's flow state (flow.ts). */
  state: AttackCardState;
  weapon: AttackCardWeapon;
  /** The attacker's name as the card shows it. */
  attackerName: string;
  /** The attack code rolled, canonical (`"5D+1"`). */
  attackCode: string;
}
