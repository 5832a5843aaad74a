/**
 * The Foundry side of the attack card's requests: the world the gamemaster's handler reads and writes
 * (messages, users, actors by uuid, rolls) and the handler over it. It loads on the gamemaster's
 * client when the first click reaches him (card-step.ts).
 */
import type { RollPoints } from "../../../dice/roll-points.ts";
import { showRollAddedTo } from "../../../dice/dice-so-nice.ts";
import { WOUND_UNDO_OPTION, recordRoundReaction } from "../../../dice/roll-situation.ts";
import { parseDieCode } from "../../../rules/dice/die-code.ts";
import { takeRoll } from "../../../gateway/checked-roll.ts";
import { isPostedCard } from "../../../gateway/posted-cards.ts";
import { senderRights } from "../../../gateway/sender-rights.ts";
import { mayReactAs, reachOf, reactionCodes } from "../reaction-plan.ts";
import { getRuleSetting } from "../../../settings.ts";
import { type CardWorld, type DamageChange, createCardHandler } from "./card-request.ts";
import { type ApplyDamageChange, SYSTEM_HOOKS, callAfterHook, callPreHook } from "../../../dice/pipeline/system-hooks.ts";
import { CARD_ROLL_OPTION } from "./card-read.ts";
import { actorAtUuid, beingData, craftData, woundLevelOf } from "../../../data/document-data.ts";
import { currentMoment, forcePointSpentAt } from "../../../dice/force-point-round.ts";
import { cardOf } from "./attack-card-of.ts";
import { SYSTEM_ID } from "../../../constants.ts";
import { recordKnockOut } from "../../../documents/knock-out.ts";
import { KNOCK_OUT_MINUTE_DICE, knockOutSeconds } from "../../../rules/damage/stun-setting.ts";
import { updateChatMessage, updateSystem } from "../../../data/document-writes.ts";

function message(id: string): ChatMessage.Implementation | undefined {
  return game.messages.get(id);
}

/** The world as the gamemaster's client holds it. */
/** The points record of a target's defensive roll on the card, as the gamemaster sets it. */
function defensePoints(actor: Actor.Implementation | null): RollPoints {
  return { roll: "defense", forcePoint: Boolean(actor && forcePointSpentAt(actor, currentMoment())), characterPoints: [] };
}

/** A hit as the modules' damage hooks are given it: the target's actor itself, not its uuid. */
function damageChange(change: DamageChange): Readonly<ApplyDamageChange> {
  return Object.freeze({ ...change, actor: actorAtUuid(change.actor) });
}

const foundryWorld: CardWorld = {
  // A card counts only as the gamemaster posted it: a message a player wrote holds none.
  card: (id) => (isPostedCard(message(id)) ? cardOf(message(id)) : null),
  ...senderRights,
  woundLevel: (uuid) => {
    const actor = actorAtUuid(uuid);
    return beingData(actor) ? woundLevelOf(actor) : null;
  },
  forcePointActive: (uuid) => {
    const actor = actorAtUuid(uuid);
    return Boolean(actor && forcePointSpentAt(actor, currentMoment()));
  },
  takeRoll: (data, codes) => {
    const parsed = codes.flatMap((code) => {
      try {
        return [parseDieCode(code)];
      } catch {
        return [];
      }
    });
    return parsed.length > 0 ? (takeRoll(data, { codes: parsed })?.total ?? null) : null;
  },
  reactionCodes,
  mayReact: (_card, target, how) => mayReactAs(target, how, getRuleSetting("reactionMode")),
  isDeflection: (card, kind) => kind === "parry" && reachOf(card) === "ranged",
  write: async (id, { state, roll, roller }) => {
    const target = message(id);
    if (!target) throw new Error(`the message ${id} is gone`);
    const update: Record<string, unknown> = { "system.state": state, "system.landing": null };
    let added: Roll | null = null;
    if (roll) {
      // The tag is the gamemaster's, set here: the card finds the roll by it, whatever the client sent.
      // So are a defensive roll's points: up to the defensive limit of character points, none after a
      // Force point this round (character-points.ts), whatever the client's options say.
      const data = roll.data as { options?: object };
      const defender = state.targets.find((t) => t.key === roll.target)?.actor;
      const points = roll.type === "damage" ? null : defensePoints(actorAtUuid(defender ?? ""));
      const tagged = { ...data, options: { ...data.options, points, [CARD_ROLL_OPTION]: { target: roll.target, type: roll.type } } };
      update.rolls = [...target.rolls.map((r) => JSON.stringify(r)), JSON.stringify(tagged)];
      added = Roll.fromData(tagged as never) as unknown as Roll;
    }
    await updateChatMessage(target, update);
    const user = game.users.get(roller);
    if (added && user) showRollAddedTo(target, added, user);
  },
  mayApplyDamage: (change) => callPreHook(SYSTEM_HOOKS.applyDamage.pre, damageChange(change)),
  appliedDamage: (change) => callAfterHook(SYSTEM_HOOKS.applyDamage.post, damageChange(change)),
  writeLanding: async (id, landing) => {
    const target = message(id);
    if (!target) throw new Error(`the message ${id} is gone`);
    await updateChatMessage(target, { "system.landing": landing });
  },
  craftSystem: (uuid) => {
    const system = craftData(actorAtUuid(uuid));
    return system ? foundry.utils.deepClone(system.toObject()) : null;
  },
  rollD6: async (count) => {
    const roll = await new Roll(`${count}d6`).evaluate();
    return (roll.dice[0]?.results ?? []).map((result) => result.result);
  },
  setCraftDamage: async (uuid, damage) => {
    const actor = actorAtUuid(uuid);
    if (!actor) throw new Error(`the actor ${uuid} is gone`);
    await updateSystem(actor, { damage: damage });
  },
  recordReaction: async (uuid, messageId, { kind, total, full, replaces }) => {
    const actor = actorAtUuid(uuid);
    const label = game.i18n.localize(`SWD6.AttackCard.reaction.${kind}`);
    const how = { ...(full === true ? { full: true } : {}), ...(replaces === undefined ? {} : { replaces }) };
    if (actor) await recordRoundReaction(actor, { label, skill: "", kind, total, attack: messageId, ...how });
  },
  setWoundLevel: async (uuid, level, undo) => {
    const actor = actorAtUuid(uuid);
    if (!actor) throw new Error(`the actor ${uuid} is gone`);
    await updateSystem(actor, { woundLevel: level }, {}, undo ? { [SYSTEM_ID]: { [WOUND_UNDO_OPTION]: true } } : {});
  },
  setKnockedOut: async (uuid, out) => {
    const actor = actorAtUuid(uuid);
    if (!actor) throw new Error(`the actor ${uuid} is gone`);
    if (!out) return recordKnockOut(actor, null);
    // Foundry's dice, so the minutes are drawn from the world's randomness.
    const minutes = await new Roll(`${KNOCK_OUT_MINUTE_DICE}d6`).evaluate();
    await recordKnockOut(actor, knockOutSeconds(minutes.total ?? KNOCK_OUT_MINUTE_DICE));
  },
};

/**
 * The handler over the gamemaster's world (`createCardHandler`): the request and the id of the user
 * the gateway established as its sender; it resolves to the answer for the clicking client.
 */
export const handleCardRequest = createCardHandler(foundryWorld);
