/**
 * Posting an attack card through the gateway (request kind `attack.post`). The attacker's client
 * rolls the attack and sends the roll with the documents it was made with (attacker, weapon, target
 * tokens) and the dialog's fields; the active gamemaster gathers the setup again from those
 * documents (attack-gather.ts), plans the attack with the rules, checks that the roll is an
 * evaluated D6 roll of exactly the planned code, not sent before (`takeRoll`), builds the card's
 * state from that roll's total, and posts the card as his own message (`postCard`). No number on the
 * card comes from the client but the dice. Whether a Force point doubles the attack is his record's
 * (one spent this round) or a point the attacker asked to spend with it, which he takes off the sheet
 * once the card exists.
 */
import { updateSystem } from "../../data/document-writes.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { applyRollerMode, parseMessageMode, postCard } from "../../gateway/posted-cards.ts";
import { type AttackForm, summarizeAttack } from "./flow/attack-dialog-view.ts";
import { attackCardMessage, attackRollOptions } from "./flow/attack-dialog-message.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { type AttackOptions, gatherAttackSetup } from "./attack-gather.ts";
import { roundSituationOf, spendCombinedBonus } from "../../dice/roll-situation.ts";
import { isCraft, meetStandingReaction } from "./flow/attack-card-flow.ts";
import { targetReactions } from "./reaction-plan.ts";
import { standingReaction } from "../../rules/actions/reactions.ts";
import type { AttackCardMessage } from "./flow/attack-card-message.ts";
import { craftViewOf } from "../craft/craft-documents.ts";
import { chargeForcePoint } from "../force-point-spend.ts";
import { readForcePointField } from "../roll-config/force-point-field.ts";

/** The request kind of an attack card posted. */
export const ATTACK_POST_REQUEST = "attack.post";

/** What the attacker's client sends. */
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

function attackRefusal(reason: string, data?: Record<string, string>): GatewayAnswer {
  return refused(reason, `SWD6.AttackDialog.refused.${reason}`, data);
}

/** The payload, checked for shape. */
function parseAttackPost(payload: unknown): AttackPostRequest | null {
  const p = (payload ?? {}) as Partial<AttackPostRequest>;
  if (typeof p.attacker !== "string" || typeof p.weapon !== "string" || !Array.isArray(p.targets) || p.targets.length === 0) return null;
  if (!p.targets.every((uuid) => typeof uuid === "string")) return null;
  const form = p.form as Partial<AttackForm> | undefined;
  if (typeof form !== "object" || form === null || !Array.isArray(form.targets) || form.targets.length !== p.targets.length) return null;
  if (!parseMessageMode(form.mode) || p.roll === undefined) return null;
  return { attacker: p.attacker, weapon: p.weapon, targets: p.targets, form: form as AttackForm, roll: p.roll, crew: p.crew === true, space: p.space === true };
}

/** A document by uuid, synchronously; null when it is gone. */
function documentAt<T>(uuid: string): T | null {
  try {
    return (fromUuidSync(uuid) as T | null) ?? null;
  } catch {
    return null;
  }
}

/** A crew weapon's gunner skill, as the craft sheet shows it: read from the craft now. */
async function crewSkillOf(craft: SWD6Actor, weaponId: string): Promise<AttackOptions["crewSkill"]> {
  const kind = craft.type === "starship" ? "starship" : "vehicle";
  const weapon = (await craftViewOf(craft, kind)).weapons.find((entry) => entry.id === weaponId);
  if (!weapon) return null;
  return { label: weapon.roll.skillName || game.i18n.localize("SWD6.Craft.noSkill"), code: weapon.roll.skill };
}

/** The gamemaster's side: gathers, plans, checks the roll and creates the card. */
async function postAttackCard(request: AttackPostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const actor = documentAt<SWD6Actor>(request.attacker);
  const weapon = actor?.items.get(request.weapon);
  if (!actor || !weapon || weapon.type !== "weapon") return attackRefusal("missing");
  if (!actor.testUserPermission(sender, "OWNER")) return attackRefusal("notOwner", { name: actor.name ?? "" });
  const found = request.targets.map((uuid) => documentAt<TokenDocument.Implementation>(uuid));
  const tokens = found.filter((token): token is TokenDocument.Implementation => !!token?.actor);
  if (tokens.length !== found.length) return attackRefusal("missing");
  const crewSkill = request.crew ? await crewSkillOf(actor, request.weapon) : null;
  if (request.crew && !crewSkill) return attackRefusal("missing");
  const gathered = await gatherAttackSetup(actor, weapon, tokens, { crewSkill, space: request.space }, sender);
  if (!gathered.ok) return refused("setup", gathered.error.key, gathered.error.data);
  const setup = gathered.setup;
  // Only a gamemaster may roll without the wild die where the world rolls it, as the dialog lets only him;
  // a Force point is spent with the attack only while one may be (his record and the sheet decide).
  // Loaded when a player's attack is posted: the gamemaster's measurement is no part of startup.
  const { measuredForm } = await import("./measured-distance.ts");
  const { forcePoint: asked, ...fields } = measuredForm(request.form, actor, tokens, sender);
  const spendNow = readForcePointField(asked === true ? "on" : undefined, setup.forcePoint);
  const form: AttackForm = { ...fields, ...(setup.canToggleWildDie ? {} : { wildDie: setup.rules.wildDie }), ...(spendNow ? { forcePoint: true } : {}) };
  const summary = summarizeAttack(setup, form);
  if (!summary.valid) return summary.error ? refused("setup", summary.error.key, summary.error.data) : attackRefusal("roll");
  const expected = attackRollOptions(setup, form, summary);
  const taken = takeRoll(request.roll, { codes: [expected.code], wildDie: expected.wildDie, scope: `${ATTACK_POST_REQUEST} ${actor.uuid}` });
  if (!taken) return attackRefusal("roll");
  const card = withStandingReactions(attackCardMessage(setup, form, summary, taken.total));
  const data: Record<string, unknown> = {
    ...cardMessage("attack", card),
    speaker: ChatMessage.implementation.getSpeaker({ actor: actor }),
    // The roll's character points are the gamemaster's reading (a skill roll, none in a Force point round).
    rolls: [JSON.stringify(taken.roll.withOptions({ points: expected.points } as never).toJSON())],
    sound: CONFIG.sounds.dice,
  };
  applyRollerMode(data, form.mode, sender);
  const posted = await postCard(data);
  if (posted && spendNow) await chargeForcePoint(actor);
  // The combined action bonus goes to one roll of the task: this attack spent it.
  if (posted && summary.combined) await spendCombinedBonus(actor);
  // The blaster stays at the setting it fired with (the switch was paid for on this roll, Reglas).
  if (posted && setup.weapon.source.system.stun === true && (setup.weapon.source.system.setToStun === true) !== form.stun) {
    await updateSystem(weapon, { setToStun: form.stun });
  }
  return done();
}

/**
 * A card whose targets already reacted meets their standing reaction, without a new roll
 * (`standingReaction`): a dodge stands against every attack of its segment (Grundregeln: "Ausweichen
 * gilt für alle Angriffe im gleichen Segment"); under R&E every reaction stands for the rest of the
 * round, "no matter who fires" (R&E Rules). Only a reaction that answers this attack counts (a dodge a
 * shot, a parry a blow), and the card starts with it as the target's reaction, by the card's own flow
 * (`meetStandingReaction`), hit or missed: under R&E it replaces the difficulty even when lower.
 */
function withStandingReactions(card: AttackCardMessage): AttackCardMessage {
  let state = card.state;
  for (const target of state.targets) {
    if (target.reaction) continue;
    const actor = documentAt<Actor.Implementation>(target.actor);
    const situation = actor ? roundSituationOf(actor) : null;
    if (!situation || situation.standing.length === 0) continue;
    const kinds = isCraft(target) ? (["dodge"] as const) : [...new Set(targetReactions(card, target.actor).map((choice) => choice.kind))];
    const standing = standingReaction(situation.standing, { segment: situation.segment, attack: "new" }, state.reactionMode, kinds);
    if (!standing) continue;
    state = meetStandingReaction(state, target.key, standing);
  }
  return { ...card, state };
}

/**
 * Sends a rolled attack to the active gamemaster, who posts its card.
 * @returns the answer (never rejects)
 */
export function requestAttackCard(request: AttackPostRequest): Promise<GatewayAnswer> {
  return sendRequest(ATTACK_POST_REQUEST, request);
}

/** The attack card's posting request kind (`index.ts` registers it with every other). */
export const attackPostRequestKind = defineRequestKind<AttackPostRequest>({ name: ATTACK_POST_REQUEST, parse: parseAttackPost, handle: postAttackCard });
