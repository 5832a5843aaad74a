/**
 * The distances the gamemaster plans a player's attack at: measured between the tokens' documents,
 * whatever the player typed, wherever the world has tokens to measure.
 */
import type { SWD6Actor } from "../../documents/actor.ts";
import type { AttackForm } from "./flow/attack-dialog-view.ts";
import { type TokenPlace, documentDistance } from "./flow/token-distance.ts";

/** A token's place as its document holds it. */
function placeOf(token: TokenDocument.Implementation): TokenPlace {
  return { x: token.x ?? 0, y: token.y ?? 0, width: token.width ?? 1, height: token.height ?? 1, elevation: token.elevation ?? 0 };
}

/**
 * Meters from the attacker's nearest token on the target's scene to the target, measured from the
 * documents (the gamemaster's canvas may show another scene); null where the attacker has no token there.
 */
function measuredDistance(actor: SWD6Actor, target: TokenDocument.Implementation): number | null {
  const scene = target.parent;
  if (!scene) return null;
  const own = actor.isToken && actor.token ? [actor.token] : scene.tokens.filter((token) => token.actorLink && token.actorId === actor.id);
  const distances = own
    .filter((token) => token.parent === scene && token.id !== target.id)
    .map((token) => documentDistance(placeOf(token), placeOf(target), scene.grid))
    .filter((meters): meters is number => meters !== null);
  // To 0.1 m, as the dialog shows a measured distance.
  return distances.length === 0 ? null : Math.round(Math.min(...distances) * 10) / 10;
}

/**
 * A player's form with the distances the gamemaster measures: a typed distance counts only where the
 * world has none to measure (no token of the attacker on the target's scene); a gamemaster's own stands.
 * @param form the form as the player's client sent it
 * @param actor the attacker
 * @param tokens the target tokens, in the form's order
 * @param sender the user who sent the attack
 * @returns the form with each measured distance in meters in place of the typed one
 */
export function measuredForm(form: AttackForm, actor: SWD6Actor, tokens: readonly TokenDocument.Implementation[], sender: User.Implementation): AttackForm {
  if (sender.isGM) return form;
  return { ...form, targets: form.targets.map((fields, i) => ({ ...fields, distance: measuredDistance(actor, tokens[i]) ?? fields.distance })) };
}
