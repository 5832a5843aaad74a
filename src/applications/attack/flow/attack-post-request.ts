/**
 * The attack card's posting request (kind `attack.post`): what the attacker's client sends the
 * gamemaster with an attack. Apart from the dialog's message (attack-dialog-message.ts), which only
 * the gamemaster's posting and the dialog load, so that the request's kind, known to every client at
 * startup, does not bring them into it.
 */
import type { AttackForm } from "./attack-dialog-view.ts";

/** The request kind of an attack card posted (attack-request.ts registers it). */
export const ATTACK_POST_REQUEST = "attack.post";

/** What the attacker's client sends the gamemaster with an attack (request kind `attack.post`). */
export interface AttackPostRequest {
  /** The attacker's uuid (a character, or a craft for a crew weapon). */
  attacker: string;
  /** The weapon's id among the attacker's items. */
  weapon: string;
  /** The target tokens' uuids, in the dialog's order. */
  targets: string[];
  /** The dialog's fields as read (`readAttackForm`). */
  form: AttackForm;
  /** The attack roll's JSON data. */
  roll: unknown;
  /** A craft's weapon fired by its gunner: the gamemaster reads the gunner's skill from the craft. */
  crew: boolean;
  /** A starship's weapon in space (ranges in space units). */
  space: boolean;
}
