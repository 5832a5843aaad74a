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

/**
 * An apply or undo under way: the gamemaster writes it into the card before he writes the target, and
 * clears it with the card's next state. A gamemaster who takes over after the one writing it died
 * finishes it from here, so that the hit lands once whichever write the crash fell between.
 */
export interface CardLanding {
  /** The target's key. */
  target: string;
  type: "apply" | "undo";
  /** The target's stage the click was made at. */
  stage: string;
  /** The card's state once the target is written. */
  state: AttackCardState;
  /** The id of the user whose click it is. */
  roller: string;
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
  /** An apply or undo whose target write may or may not have landed; null (or absent on older cards) otherwise. */
  landing?: CardLanding | null;
}
