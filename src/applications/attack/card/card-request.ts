/**
 * The gamemaster's side of the attack card's buttons: a click arrives as a request (the message, the
 * event, the roll the clicking client made), the user who sent it is established by the gateway, and the
 * handler re-checks everything against the world before it writes the card's next state into the
 * message and, on apply or undo, the target's wound level. Written against a small {@link CardWorld}
 * so it runs, and is tested, without Foundry; `card-world.ts` is the Foundry side of that world.
 */
import {
  type AttackCardEvent,
  type AttackCardState,
  type AttackCardTarget,
  type CardRefusal,
  type CardUser,
  CardFlowError,
  advanceAttackCard,
  isCraft,
  sameData,
} from "../flow/attack-card-flow.ts";
import type { StarshipDamageData, StarshipDamageSource, VehicleDamageData, VehicleDamageSource } from "../../../data/actor/craft-damage.ts";
import type { AttackCardMessage, CardLanding } from "../flow/attack-card-message.ts";
import { type CardRequest, isCardRequest } from "./card-read.ts";
import type { WoundLevel } from "../../../rules/damage/damage.ts";
import { type CardRollType, type ReactionHow, readReactionHow } from "../reaction-choices.ts";
import type { ReactionKind } from "../../../rules/actions/reactions.ts";
import { parseDieCode } from "../../../rules/dice/die-code.ts";
import { hasDiceToRoll } from "../../../rules/dice/skill-code.ts";

/**
 * Why a request came to nothing: a refusal of the flow, a message or actor that is gone, or a
 * reaction the target may not make now (`cannotReact`: his wound, a full reaction he may not make),
 * one the penalties leave with no die to roll (`noDice`), or a hit a module's `swd6rpg.preApplyDamage`
 * listener kept from being applied (`cancelled`).
 */
export type CardRequestRefusal = CardRefusal | "missing" | "failed" | "cannotReact" | "noDice" | "cancelled";

/** The answer the clicking client gets: done, or refused with the localization key of the reason. */
export type CardAnswer = { ok: true } | { ok: false; reason: CardRequestRefusal; key: string };

/** What the handler writes to the message: the new state, the roll to show on the card (tagged), and who rolled it. */
export interface CardWrite {
  state: AttackCardState;
  roll: { data: unknown; target: string; type: CardRollType } | null;
  /** The id of the user who made the click (whose dice the roll is). */
  roller: string;
}

/** The world as the gamemaster's handler reads and writes it. */
export interface CardWorld {
  /** The card stored in the message, or null when the message is gone or holds no card. */
  card(messageId: string): AttackCardMessage | null;
  /** Whether the user is a gamemaster; null for a user the world does not know. */
  isGM(userId: string): boolean | null;
  /** Whether the user owns the actor (a uuid), by the document's own permissions. */
  owns(userId: string, actorUuid: string): boolean;
  /** The actor's wound level now; null when the actor is gone or has none. */
  woundLevel(actorUuid: string): WoundLevel | null;
  /** Whether the actor spent a Force point this round (its code doubles, resistance included). */
  forcePointActive(actorUuid: string): boolean;
  /**
   * Takes a roll sent with a click (`takeRoll` of the gateway): an evaluated D6 roll whose dice are
   * those of one of `codes`, not taken before; its total, or null when it is refused.
   * @param data the roll's JSON data as received
   * @param codes the canonical codes (`"5D"`) it may have been rolled with
   */
  takeRoll(data: unknown, codes: readonly string[]): number | null;
  /** The codes a reaction of `kind` made `how` by the target may be rolled with now, of the choices the card offers it, from the documents (canonical). */
  reactionCodes(card: AttackCardMessage, target: AttackCardTarget, kind: ReactionKind, how: ReactionHow): string[];
  /** Whether the target may react `how` now (`mayReactAs`: his wound, his round, the world's rules). */
  mayReact(card: AttackCardMessage, target: AttackCardTarget, how: ReactionHow): boolean;
  /**
   * Whether a reaction of `kind` against the card's attack is a lightsaber's deflection of a blaster
   * bolt (a parry against a ranged weapon, rolled with Sense), which is added to the difficulty.
   */
  isDeflection(card: AttackCardMessage, kind: ReactionKind): boolean;
  /** Writes the state (and appends the roll) in one update of the message, which clears its landing. */
  write(messageId: string, write: CardWrite): Promise<void>;
  /** Writes an apply or undo under way into the message, before its target is written. */
  writeLanding(messageId: string, landing: CardLanding): Promise<void>;
  /** Whether the modules let a hit be applied (`swd6rpg.preApplyDamage`); false: a listener cancelled it. */
  mayApplyDamage(change: DamageChange): boolean;
  /** Tells the modules a hit was applied (`swd6rpg.applyDamage`). */
  appliedDamage(change: DamageChange): void;
  /** Sets the actor's wound level; `undo`: it takes back a hit (its round gives back what the wound took). */
  setWoundLevel(actorUuid: string, level: WoundLevel, undo: boolean): Promise<void>;
  /** Records that a stun hit knocked the actor out (for the 2D minutes the rules give), or lifts it. */
  setKnockedOut(actorUuid: string, out: boolean): Promise<void>;
  /** A craft's `system` data as its damage is read from; null when the actor is gone or is no craft. */
  craftSystem(actorUuid: string): VehicleDamageSource | StarshipDamageSource | null;
  /** Rolls `count` 1D for the damage tables' system rolls: integers 1-6. */
  rollD6(count: number): Promise<number[]>;
  /** Sets a craft's stored damage state (`system.damage`). */
  setCraftDamage(actorUuid: string, damage: VehicleDamageData | StarshipDamageData): Promise<void>;
  /**
   * Records a reaction made on the card in the round the target fights in: it is an extra action,
   * counted against everything he rolls after it (Grundregeln, Reaktionen), or it uses one up (R&E);
   * it stands in the round as the rules say (`standingReaction`). Nothing outside a round.
   * @param messageId the card's message (the attack it answers)
   */
  recordReaction(actorUuid: string, messageId: string, reaction: { kind: ReactionKind; total: number } & ReactionHow): Promise<void>;
}

/** A hit as it is applied: the target's actor (a uuid), the card, and what is written, before and after. */
export interface DamageChange {
  actor: string;
  messageId: string;
  kind: "wound" | "knockOut" | "craft";
  before: unknown;
  after: unknown;
}

/** The 1D rolls the damage tables may draw for one hit: the system table and a second 1D. */
const CRAFT_TABLE_ROLLS = 2;

/** The kind of roll each rolled click makes, and the card's code it must be rolled with. */
const ROLLED: Partial<Record<AttackCardEvent["type"], { type: CardRollType; code: "damage" | "resistance" | null }>> = {
  react: { type: "reaction", code: null },
  rollDamage: { type: "damage", code: "damage" },
  resist: { type: "resistance", code: "resistance" },
};

function refusal(reason: CardRequestRefusal): CardAnswer {
  return { ok: false, reason, key: `SWD6.AttackCard.refused.${reason}` };
}

/** What an apply or undo writes to its target, and how to tell whether it has been written. */
interface TargetWrite {
  /** Writes the click's outcome to the target. */
  write(): Promise<void>;
  /** Puts the target back as the click found it. */
  undo(): Promise<void>;
  /**
   * Whether the target still has to be written: it is as the click found it. A target as the click
   * leaves it, or changed by hand since, is not written again — a hit never lands twice. A knock-out
   * is written again whatever it is (recorded or lifted: writing it twice changes nothing that counts).
   */
  pending(): boolean;
  /** What it writes: the kind of change and the target before and after. */
  change: Pick<DamageChange, "kind" | "before" | "after">;
}

/**
 * What an apply or undo does to the target (its wound level, a stun knock-out, or a craft's damage
 * state): apply writes the next state's hit, undo takes back the one the card holds.
 * @returns null when the click writes nothing to the target
 */
function targetWrite(world: CardWorld, target: AttackCardTarget, event: AttackCardEvent, next: AttackCardState): TargetWrite | null {
  if (event.type !== "apply" && event.type !== "undo") return null;
  const applying = event.type === "apply";
  const actor = target.actor;
  if (isCraft(target)) {
    const hit = applying ? next.targets.find((t) => t.key === target.key)?.craftApplied : target.craftApplied;
    if (!hit) return null;
    const [from, to] = applying ? [hit.before, hit.after] : [hit.after, hit.before];
    return {
      write: () => world.setCraftDamage(actor, to),
      undo: () => world.setCraftDamage(actor, from),
      pending: () => sameData(world.craftSystem(actor)?.damage, from),
      change: { kind: "craft", before: from, after: to },
    };
  }
  const hit = applying ? next.targets.find((t) => t.key === target.key)?.applied : target.applied;
  if (hit?.unconscious) {
    // A stun that knocks out leaves the wound level as it was (Reglas): the knock-out is recorded instead.
    return {
      write: () => world.setKnockedOut(actor, applying),
      undo: () => world.setKnockedOut(actor, !applying),
      pending: () => true,
      change: { kind: "knockOut", before: !applying, after: applying },
    };
  }
  if (!hit || hit.after === hit.before) return null;
  const [from, to] = applying ? [hit.before, hit.after] : [hit.after, hit.before];
  return {
    write: () => world.setWoundLevel(actor, to, !applying),
    undo: () => world.setWoundLevel(actor, from, applying),
    pending: () => world.woundLevel(actor) === from,
    change: { kind: "wound", before: from, after: to },
  };
}

/**
 * Finishes an apply or undo a gamemaster began and did not finish (his client died between its
 * writes): writes the target if it is still as the click found it, then the card's state.
 * @returns whether the request is that very click, now done
 */
async function finishLanding(world: CardWorld, request: CardRequest, card: AttackCardMessage, landing: CardLanding): Promise<boolean> {
  const target = card.state.targets.find((t) => t.key === landing.target);
  const write = target ? targetWrite(world, target, { type: landing.type, target: landing.target } as AttackCardEvent, landing.state) : null;
  if (write?.pending()) await write.write();
  await world.write(request.messageId, { state: landing.state, roll: null, roller: landing.roller });
  return request.event.type === landing.type && request.event.target === landing.target && request.event.stage === landing.stage;
}

/**
 * One request, on the active gamemaster's side, once the gateway's earlier requests are done.
 *
 * - The card is read from the message now, never from the request; a message without one is "missing".
 *   A card holding a landing (an apply or undo a gamemaster began and died in) is finished first; the
 *   very click it records, sent again, is then answered done.
 * - The user is the one the gateway established as the sender: a gamemaster, and whether they own the attacker
 *   and the target's actor by the documents' permissions (the payload claims nothing).
 * - A reaction the target may not make now (`mayReact`: a wound that keeps him from acting, a full
 *   reaction he may not make, an action to use up that is not still to come) is refused ("cannotReact").
 * - A rolled click (react, rollDamage, resist) must carry its roll: an evaluated D6 roll, taken once,
 *   whose total is the event's, rolled with the card's damage or resistance code, or a reaction code
 *   the gamemaster computes from the target's documents; anything else is refused ("value").
 * - Apply and undo read the target's wound level itself; the event's is ignored. For a craft target
 *   they read the craft's damage state, and apply rolls the system tables' 1D itself. Undo is
 *   refused ("changed") when the target is no longer as the card left it.
 * - `advanceAttackCard` decides; a refusal writes nothing. An apply a module's `swd6rpg.preApplyDamage`
 *   listener cancels writes nothing either ("cancelled"); one applied is told to `swd6rpg.applyDamage`.
 * - Apply sets the target's wound level to the hit's `after`, undo back to `before` (a craft: its
 *   stored damage state, `system.damage`; a stun that knocks out: the knock-out, recorded or lifted),
 *   the landing written into the message before; then the new state (and the roll, tagged with its
 *   target and kind) goes into the message in one update, which clears the landing.
 */
async function handle(request: CardRequest, userId: string, world: CardWorld): Promise<CardAnswer> {
  let card = world.card(request.messageId);
  if (card?.landing) {
    if (await finishLanding(world, request, card, card.landing)) return { ok: true };
    card = world.card(request.messageId);
  }
  if (!card) return refusal("missing");
  const state = card.state;
  const target = state.targets.find((t) => t.key === request.event.target);
  const isGM = world.isGM(userId);
  if (isGM === null) return refusal("permission");
  const user: CardUser = {
    isGM,
    ownsAttacker: world.owns(userId, state.attacker),
    ownsTarget: target ? world.owns(userId, target.actor) : false,
  };

  // A stale click is told so before its roll is looked at: the card moved on, whatever was rolled.
  if (target && request.event.stage !== target.stage) return refusal("stage");

  let event: AttackCardEvent = request.event;
  const how: ReactionHow = event.type === "react" ? readReactionHow(event) : {};
  // Whether a parry is a lightsaber's deflection of a bolt, which adds to the difficulty, is the gamemaster's reading of the card.
  if (event.type === "react") event = { ...event, deflection: world.isDeflection(card, event.kind) };
  // A target the rules keep from reacting (a wound, a full reaction made) is refused before his roll is looked at.
  if (event.type === "react" && target && !world.mayReact(card, target, how)) return refusal("cannotReact");
  let roll: CardWrite["roll"] = null;
  const rolled = ROLLED[event.type];
  if (rolled && target) {
    // The resistance roll of a target whose Force point is active doubles his Strength.
    const forcePoint = rolled.code === "resistance" && target.codes.forcePointResistance !== undefined && world.forcePointActive(target.actor);
    const codes = rolled.code
      ? [(forcePoint ? target.codes.forcePointResistance : target.codes[rolled.code]) as string]
      : event.type === "react"
        ? world.reactionCodes(card, target, event.kind, how)
        : [];
    // No dice, no reaction: a code the penalties took down to pips is not rolled (`hasDiceToRoll`).
    const rollable = codes.filter((code) => hasDiceToRoll(parseDieCode(code)));
    if (event.type === "react" && codes.length > 0 && rollable.length === 0) return refusal("noDice");
    const total = world.takeRoll(request.roll, rollable);
    if (total === null || total !== (event as { total?: unknown }).total) return refusal("value");
    roll = { data: request.roll, target: target.key, type: rolled.type };
  }
  if (event.type === "apply" && target && isCraft(target)) {
    const system = world.craftSystem(target.actor);
    if (system === null) return refusal("missing");
    event = { ...event, craft: { system, rolls: await world.rollD6(CRAFT_TABLE_ROLLS) } };
  } else if (event.type === "apply" && target) {
    const wound = world.woundLevel(target.actor);
    if (wound === null) return refusal("missing");
    event = { ...event, wound };
  } else if (event.type === "undo" && target && isCraft(target)) {
    const system = world.craftSystem(target.actor);
    if (system === null) return refusal("missing");
    event = { ...event, damage: system.damage };
  } else if (event.type === "undo" && target) {
    const wound = world.woundLevel(target.actor);
    if (wound === null) return refusal("missing");
    event = { ...event, wound };
  }

  let next: AttackCardState;
  try {
    next = advanceAttackCard(state, event, user);
  } catch (error) {
    if (error instanceof CardFlowError) return refusal(error.reason);
    throw error;
  }
  // The landing first, then the target, then the card: a card never says "applied" for a hit that did
  // not land, and a gamemaster taking over after a crash between them finishes the click from the
  // landing instead of landing the hit again. If the card cannot be written while this client lives,
  // the target is put back, so a retry starts clean.
  const write = target ? targetWrite(world, target, event, next) : null;
  const applied = write && target && event.type === "apply" ? { actor: target.actor, messageId: request.messageId, ...write.change } : null;
  if (applied && !world.mayApplyDamage(applied)) return refusal("cancelled");
  if (write && target) {
    await world.writeLanding(request.messageId, {
      target: target.key,
      type: event.type as CardLanding["type"],
      stage: target.stage,
      state: next,
      roller: userId,
    });
    await write.write();
  }
  try {
    await world.write(request.messageId, { state: next, roll, roller: userId });
  } catch (error) {
    if (write) await write.undo();
    throw error;
  }
  if (applied) world.appliedDamage(applied);
  if (event.type === "react" && target) await world.recordReaction(target.actor, request.messageId, { kind: event.kind, total: event.total, ...how });
  return { ok: true };
}

/**
 * The gamemaster's handler of card requests over one world. The gateway runs requests one after
 * another, so two clients clicking at once reach it in turn: the second finds the card moved on
 * and is refused.
 *
 * @param world the world the handler reads and writes
 * @returns the handler: the request and the id of the user the gateway established as its sender;
 *   it resolves to the answer for the clicking client (a refusal for a malformed request). An error
 *   writing the world rejects (the gateway answers "failed"), after a target already written has
 *   been put back.
 */
export function createCardHandler(world: CardWorld): (request: unknown, userId: string) => Promise<CardAnswer> {
  return async (request, userId) => {
    if (!isCardRequest(request) || typeof userId !== "string") return refusal("value");
    return handle(request, userId, world);
  };
}
