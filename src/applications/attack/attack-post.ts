/**
 * The gamemaster's side of an attack card posted (request kind `attack.post`, attack-request.ts):
 * he gathers the setup again from the documents the attacker's client named, plans the attack with
 * the rules, takes the roll only as exactly the planned code (`takeRoll`), and posts the card as his
 * own message. Loaded with the first attack he posts.
 */
import { updateSystem } from "../../data/document-writes.ts";
import { actorAtUuid } from "../../data/document-data.ts";
import { tokenAtUuid } from "../../data/uuid-documents.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { applyRollerMode, postCard } from "../../gateway/posted-cards.ts";
import { type AttackForm, summarizeAttack } from "./flow/attack-dialog-view.ts";
import { attackCardMessage, attackRollOptions } from "./flow/attack-dialog-message.ts";
import { ATTACK_POST_REQUEST, type AttackPostRequest } from "./flow/attack-post-request.ts";
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

/** A refusal with the attack dialog's own message. */
function attackRefusal(reason: string, data?: Record<string, string>): GatewayAnswer {
  return refused(reason, `SWD6.AttackDialog.refused.${reason}`, data);
}

/** A crew weapon's gunner skill, as the craft sheet shows it: read from the craft now. */
async function crewSkillOf(craft: SWD6Actor, weaponId: string): Promise<AttackOptions["crewSkill"]> {
  const kind = craft.type === "starship" ? "starship" : "vehicle";
  const weapon = (await craftViewOf(craft, kind)).weapons.find((entry) => entry.id === weaponId);
  if (!weapon) return null;
  return { label: weapon.roll.skillName || game.i18n.localize("SWD6.Craft.noSkill"), code: weapon.roll.skill };
}

/**
 * The gamemaster's side: gathers, plans, checks the roll and creates the card.
 * @param request the request as parsed
 * @param sender the user the gateway established
 * @returns done, or refused with the reason the attacker is shown
 */
export async function postAttackCard(request: AttackPostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const actor = actorAtUuid(request.attacker);
  const weapon = actor?.items.get(request.weapon);
  if (!actor || !weapon || weapon.type !== "weapon") return attackRefusal("missing");
  if (!actor.testUserPermission(sender, "OWNER")) return attackRefusal("notOwner", { name: actor.name ?? "" });
  const found = request.targets.map((uuid) => tokenAtUuid(uuid));
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
    const actor = actorAtUuid(target.actor);
    const situation = actor ? roundSituationOf(actor) : null;
    if (!situation || situation.standing.length === 0) continue;
    const kinds = isCraft(target) ? (["dodge"] as const) : [...new Set(targetReactions(card, target.actor).map((choice) => choice.kind))];
    const standing = standingReaction(situation.standing, { segment: situation.segment, attack: "new" }, state.reactionMode, kinds);
    if (!standing) continue;
    state = meetStandingReaction(state, target.key, standing);
  }
  return { ...card, state };
}
