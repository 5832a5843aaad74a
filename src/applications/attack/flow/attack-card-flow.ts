/**
 * The attack card's stages as a pure state machine: what the card's state becomes when someone
 * reacts, rolls damage, resists, applies the wound or undoes it. The state lives in the chat
 * message's flags; the Foundry layer only reads it, renders it and writes the next state.
 */
import { type AttackOutcome, resolveAttack } from "../../../rules/attack.ts";
import { type ReactionKind, type ReactionMode, REACTION_KINDS, REACTION_MODES } from "../../../rules/actions/reactions.ts";
import { type DamageModel, DAMAGE_MODELS, WOUND_LEVELS, type WoundLevel, combineWounds } from "../../../rules/damage/damage.ts";
import { stunEffect } from "../../../rules/damage/stun-setting.ts";
import { formatDieCode, isDieCode, parseDieCode } from "../../../rules/dice/die-code.ts";
import { type HullDamageResult, hullDamageResult, loseStarshipMoves } from "../../../rules/vehicles/starship-damage.ts";
import { type TractorBeamResult, resistTractorBeam } from "../../../rules/vehicles/tractor-beam.ts";
import {
  type CraftKind,
  type StarshipDamageData,
  type StarshipDamageSource,
  type VehicleDamageData,
  type VehicleDamageSource,
  damageCraft,
  isStarshipDamageSource,
  starshipDamageData,
  starshipState,
} from "../../../data/actor/craft-damage.ts";
import { RuleArgumentError, requireBoolean, requireId, requireInteger, requireNumber, requireObject, requireOneOf } from "../../../rules/errors.ts";

/** Every stage, in the order a hit goes through them. */
export const TARGET_STAGES = ["attacked", "missed", "damaged", "resisted", "applied"] as const;

/**
 * Where one target stands on the card: attacked (hit or not yet decided by a reaction), missed
 * (the card ends for it), damaged (damage rolled), resisted (the wound it would take is shown),
 * applied (the wound is on the target).
 */
export type TargetStage = (typeof TARGET_STAGES)[number];

/** What applying the hit did to the target, kept so the gamemaster can undo it. */
export interface AppliedHit {
  /** The wound level before the hit. */
  before: WoundLevel;
  /** The wound level after it. */
  after: WoundLevel;
  /** A stun shot knocked the target out (no wound: Reglas). */
  unconscious: boolean;
}

/** What a target is: a character (wound levels) or a craft (the vehicle or starship damage tables). */
export type TargetKind = "character" | CraftKind;

/** Every target kind. */
export const TARGET_KINDS: readonly TargetKind[] = ["character", "vehicle", "starship"];

/** What applying a hit did to a craft, kept so the gamemaster can undo it. */
export interface AppliedCraftHit {
  /** The craft's stored damage state (`system.damage`) before the hit. */
  before: VehicleDamageData | StarshipDamageData;
  /** The stored damage state after it. */
  after: VehicleDamageData | StarshipDamageData;
  /** The 1D rolled on the system table, or null when none was rolled. */
  systemRoll: number | null;
  /** What the hit did (`damageCraft`): "maneuverability", "moves", "controls-ionized", "destroyed"… */
  effect: string;
}

/** The codes an attack rolls against one target (`planAttack`), as the card stores them. */
export interface AttackCardCodes {
  /** The damage code, with the scale dice (`"5D"`). */
  damage: string;
  /** The resistance code, armor and scale dice included (`"3D+1"`). */
  resistance: string;
  /** Dice the target adds to a dodge from scale. */
  dodge: number;
  /**
   * The resistance code while the target's Force point is active: its Strength doubled, armor and
   * scale dice as they are (Reglas: "todos los códigos … se doblan"); absent for a craft, and on cards
   * made before it was stored.
   */
  forcePointResistance?: string;
}

/** One target of the attack and how far its part of the card has come. */
export interface AttackCardTarget {
  /** The target's token (or actor) uuid: the card's key for it. */
  key: string;
  /** The target's name, as the card shows it. */
  name: string;
  /** The target's actor uuid: whose owner reacts, resists and applies. */
  actor: string;
  /** A character or a craft; a card stored before craft targets existed has none (a character). */
  kind?: TargetKind;
  /** The codes rolled against this target. */
  codes: AttackCardCodes;
  /** The difficulty from the range band (and cover) or the melee weapon; null out of range. */
  baseDifficulty: number | null;
  /** The target's reaction roll, if it reacted; `full`: a full dodge or parry (R&E), added to the difficulty. */
  reaction: { kind: ReactionKind; total: number; full?: boolean; deflection?: boolean } | null;
  /** The difficulty after the reaction, per the reaction mode; null out of range. */
  difficulty: number | null;
  /** The attack roll met the difficulty. */
  hit: boolean;
  /** The damage roll's total, once rolled. */
  damage: number | null;
  /** The resistance roll's total, once rolled. */
  resistance: number | null;
  /** The wound level the damage chart gives, once both are rolled. */
  inflicted: WoundLevel | null;
  /** What applying the hit did, while it stands. */
  applied: AppliedHit | null;
  /** A craft target: the damage chart's result once both are rolled (`hullDamageResult`). */
  craftResult?: HullDamageResult | null;
  /** A craft target: what applying the hit did, while it stands. */
  craftApplied?: AppliedCraftHit | null;
  /** A starship held by a tractor beam: the beam's result once both are rolled (`resistTractorBeam`). */
  tractorResult?: TractorBeamResult | null;
  stage: TargetStage;
}

/** The attack card's whole state, as stored in the message's flags. */
export interface AttackCardState {
  /** The attacking actor's uuid: whose owner rolls damage. */
  attacker: string;
  /** The attack roll's total (the message's roll). */
  attack: number;
  /** The world's reaction rule when the attack was made. */
  reactionMode: ReactionMode;
  /** The world's damage chart when the attack was made. */
  model: DamageModel;
  /** The weapon was set for stun (Reglas): a hit stuns or knocks out, never wounds. */
  stun: boolean;
  /**
   * The weapon is a tractor beam (Movement and Damage): a starship it hits resists with its hull roll, and the
   * card shows the beam's hold (units reeled in, Moves lost) instead of damage. Absent: a weapon.
   */
  tractorBeam?: boolean;
  targets: AttackCardTarget[];
}

/** A target as the attack dialog hands it to the card. */
export interface AttackCardTargetInput {
  key: string;
  name: string;
  /** The target's actor uuid. */
  actor: string;
  /** The planned difficulty (`planAttack`); null when the target is out of range. */
  difficulty: number | null;
  /** The planned codes (`planAttack`). */
  codes: AttackCardCodes;
  /** A character (the default) or a craft. */
  kind?: TargetKind;
}

/** The craft's damage state as the gamemaster reads it for an apply, and the 1D rolls the tables may draw. */
export interface CraftApplyInput {
  /** The craft's `system` data: maneuverability, shields (starships) and the stored damage state. */
  system: VehicleDamageSource | StarshipDamageSource;
  /** 1D rolls, each 1-6, drawn in order by the system tables (two suffice). */
  rolls: number[];
}

/** A click on the card, as the clicking client sends it to the gamemaster. */
export type AttackCardEvent =
  | { type: "react"; target: string; stage: TargetStage; kind: ReactionKind; total: number; full?: boolean; replaces?: number; deflection?: boolean }
  | { type: "rollDamage"; target: string; stage: TargetStage; total: number }
  | { type: "resist"; target: string; stage: TargetStage; total: number }
  | { type: "apply"; target: string; stage: TargetStage; wound: WoundLevel; craft?: CraftApplyInput }
  | { type: "undo"; target: string; stage: TargetStage; wound?: WoundLevel; damage?: VehicleDamageData | StarshipDamageData };

/** The kinds of click on the card. */
export type AttackCardEventType = AttackCardEvent["type"];

/** Every kind of click, in the order a hit goes through them. */
export const ATTACK_CARD_EVENTS: readonly AttackCardEventType[] = ["react", "rollDamage", "resist", "apply", "undo"];

/** Who clicks, as the gamemaster's side establishes it (never as the client claims it). */
export interface CardUser {
  isGM: boolean;
  /** The user owns the attacking actor. */
  ownsAttacker: boolean;
  /** The user owns the target's actor. */
  ownsTarget: boolean;
}

/** Why a click was refused. */
export type CardRefusal = "stage" | "permission" | "target" | "value" | "changed";

/**
 * A click the card refuses: one made on a stage the card has already left (a second click, a
 * second client, a reload), by a user who may not make it, for an unknown target, or with values
 * that are not numbers the rules accept. Nothing changes.
 */
export class CardFlowError extends Error {
  /** Why the click was refused. */
  readonly reason: CardRefusal;

  constructor(reason: CardRefusal, message: string) {
    super(message);
    this.name = "CardFlowError";
    this.reason = reason;
  }
}

/**
 * Who may make each click: the attacker's side rolls damage; the target's side reacts, resists and
 * applies the wound to its own character; the gamemaster may do everything, and alone undoes.
 */
const ALLOWED: Record<AttackCardEventType, (user: CardUser) => boolean> = {
  react: (user) => user.isGM || user.ownsTarget,
  rollDamage: (user) => user.isGM || user.ownsAttacker,
  resist: (user) => user.isGM || user.ownsTarget,
  apply: (user) => user.isGM || user.ownsTarget,
  undo: (user) => user.isGM,
};

/** The stage each click is made from. */
const FROM_STAGE: Record<AttackCardEventType, TargetStage> = {
  react: "attacked",
  rollDamage: "attacked",
  resist: "damaged",
  apply: "resisted",
  undo: "applied",
};

/**
 * Whether `user` may make a click of `type` at all (the card shows only the buttons the viewer may use).
 * @throws RuleArgumentError for an unknown click type
 */
export function mayClick(type: AttackCardEventType, user: CardUser): boolean {
  return ALLOWED[requireOneOf("type", type, ATTACK_CARD_EVENTS)](user);
}

function outcomeOf(
  state: AttackCardState,
  target: AttackCardTarget,
  rolls: { damage?: number; resistance?: number },
  wound: WoundLevel = "none",
): AttackOutcome {
  return resolveAttack({
    attack: state.attack,
    difficulty: requireTotal(target.baseDifficulty),
    ...(target.reaction
      ? { reaction: target.reaction.total, fullReaction: target.reaction.full === true, deflection: target.reaction.deflection === true }
      : {}),
    reactionMode: state.reactionMode,
    ...rolls,
    model: state.model,
    wound,
  });
}

/** The codes as stored: canonical die codes and a whole number of dodge dice. */
function checkCodes(codes: AttackCardCodes, argument: string): AttackCardCodes {
  requireObject(argument, codes, "the planned codes");
  for (const name of ["damage", "resistance"] as const) {
    if (!isDieCode(codes[name])) throw new RuleArgumentError(`${argument}.${name}`, codes[name], "a die code");
  }
  const forcePoint = codes.forcePointResistance;
  if (forcePoint !== undefined && !isDieCode(forcePoint)) throw new RuleArgumentError(`${argument}.forcePointResistance`, forcePoint, "a die code");
  return {
    damage: formatDieCode(parseDieCode(codes.damage)),
    resistance: formatDieCode(parseDieCode(codes.resistance)),
    dodge: requireInteger(`${argument}.dodge`, codes.dodge, 0),
    ...(forcePoint === undefined ? {} : { forcePointResistance: formatDieCode(parseDieCode(forcePoint)) }),
  };
}

/**
 * The card as the attack roll leaves it: every target hit or missed against its difficulty
 * (`resolveAttack`); a target out of range is missed.
 *
 * @param input the attacking actor's uuid, the attack roll's total, the world's reaction rule and
 *   damage chart, the stun setting, and the targets with their actors, kinds (character when left
 *   out) and planned difficulties (at least one, keys unique)
 * @throws RuleArgumentError for an empty attacker or target actor, a total that is not a finite
 *   number, an unknown mode, model or target kind, no targets, a duplicate or empty key, a difficulty that is neither null nor a finite number, or
 *   codes that are not die codes
 */
export function createAttackCard(input: Omit<AttackCardState, "targets"> & { targets: readonly AttackCardTargetInput[] }): AttackCardState {
  const attacker = requireId("attacker", input.attacker);
  const attack = requireNumber("attack", input.attack);
  const reactionMode = requireOneOf("reactionMode", input.reactionMode, REACTION_MODES);
  const model = requireOneOf("model", input.model, DAMAGE_MODELS);
  const stun = requireBoolean("stun", input.stun);
  if (!Array.isArray(input.targets) || input.targets.length === 0) {
    throw new RuleArgumentError("targets", input.targets, "at least one target");
  }
  const seen = new Set<string>();
  const state: AttackCardState = { attacker, attack, reactionMode, model, stun, ...(input.tractorBeam === true ? { tractorBeam: true } : {}), targets: [] };
  input.targets.forEach((entry, i) => {
    const key = requireId(`targets[${i}].key`, entry?.key);
    if (seen.has(key)) throw new RuleArgumentError(`targets[${i}].key`, key, "a target listed once");
    seen.add(key);
    const difficulty = entry.difficulty === null ? null : requireNumber(`targets[${i}].difficulty`, entry.difficulty);
    const target: AttackCardTarget = {
      key,
      name: String(entry.name ?? ""),
      actor: requireId(`targets[${i}].actor`, entry.actor),
      kind: requireOneOf(`targets[${i}].kind`, entry.kind ?? "character", TARGET_KINDS),
      codes: checkCodes(entry.codes, `targets[${i}].codes`),
      baseDifficulty: difficulty,
      reaction: null,
      difficulty,
      hit: false,
      damage: null,
      resistance: null,
      inflicted: null,
      applied: null,
      craftResult: null,
      craftApplied: null,
      tractorResult: null,
      stage: "missed",
    };
    if (difficulty !== null) {
      target.hit = outcomeOf(state, target, {}).hit;
      target.stage = target.hit ? "attacked" : "missed";
    }
    state.targets.push(target);
  });
  return state;
}

/** The card's targets with one replaced. */
function withTarget(state: AttackCardState, target: AttackCardTarget): AttackCardState {
  return { ...state, targets: state.targets.map((t) => (t.key === target.key ? target : t)) };
}

/**
 * A roll total a click sends or the card's stage says is on it.
 * @throws CardFlowError ("value") for anything but a whole number (a card whose stage and totals disagree)
 */
function requireTotal(total: unknown): number {
  try {
    return requireInteger("total", total);
  } catch {
    throw new CardFlowError("value", `A roll total must be a whole number, not ${String(total)}`);
  }
}

/**
 * The card as it is posted, its target meeting a reaction he made earlier that stands against this
 * attack (`standingReaction`: Grundregeln, a dodge "gilt für alle Angriffe im gleichen Segment"; R&E
 * Rules, the reaction roll "is in effect for the rest of the round and replaces the original
 * difficulty number", "no matter who fires"). Unlike a click, it meets a target the attack missed
 * too: a standing reaction below the base difficulty replaces it all the same under R&E, and the
 * card shows what the target's difficulty was. A target that already has a reaction, or whose
 * damage is rolled, is left as he is.
 * @param state the card's state
 * @param key the target's key
 * @param reaction the standing reaction: its kind, total and whether it was a full reaction
 * @returns the new state (the old one is left as it was)
 * @throws CardFlowError "target" for an unknown key, "value" for an unknown kind or a total that is not whole
 */
export function meetStandingReaction(
  state: AttackCardState,
  key: string,
  reaction: { kind: ReactionKind; total: number; full?: boolean; deflection?: boolean },
): AttackCardState {
  const target = state.targets.find((t) => t.key === key);
  if (!target) throw new CardFlowError("target", `The card has no target ${String(key)}`);
  if (target.reaction || target.baseDifficulty === null || (target.stage !== "attacked" && target.stage !== "missed")) return state;
  if (!REACTION_KINDS.includes(reaction.kind)) throw new CardFlowError("value", `Unknown reaction ${String(reaction.kind)}`);
  const next = {
    ...target,
    reaction: {
      kind: reaction.kind,
      total: requireTotal(reaction.total),
      ...(reaction.full === true ? { full: true } : {}),
      ...(reaction.deflection === true ? { deflection: true } : {}),
    },
  };
  const outcome = outcomeOf(state, next, {});
  return withTarget(state, { ...next, difficulty: outcome.difficulty, hit: outcome.hit, stage: outcome.hit ? "attacked" : "missed" });
}

/**
 * The card after one click. A click is refused, and nothing changes, when its target is unknown,
 * the target is no longer at the stage the click was made from (a second click, a second client,
 * a stale card), the user may not make it (see {@link mayClick}), or its values are not valid.
 *
 * - `react` (attacked): the target's dodge or parry; the difficulty becomes the reaction's total
 *   or the base difficulty plus it, per the reaction rule (Grundregeln and Reglas; `resolveAttack`;
 *   a full reaction, `full`, adds under either rule, R&E `tables.json`); a
 *   reaction that turns the hit into a miss ends the card for the target. A target reacts once.
 * - `rollDamage` (attacked, hit): the damage roll's total; reactions are over.
 * - `resist` (damaged): the resistance roll's total; the damage chart gives the wound (`resolveAttack`).
 * - `apply` (resisted): `wound` is the target's wound level now, read by the gamemaster; the hit
 *   combines with it (`combineWounds`). A stun shot (Reglas, `stunEffect`) stuns or knocks out
 *   instead and never wounds.
 * - `undo` (applied, gamemaster only): back to resisted; the target's wound returns to `applied.before`.
 *   `wound` (a craft: `damage`) is the target's state now, read by the gamemaster: undo undoes only
 *   what the card did, so it is refused ("changed") once the target is no longer in the state this
 *   card left it in (a later wound, healing).
 * - A craft target (`kind` vehicle or starship): `resist` reads the vehicle and starship damage chart
 *   (`hullDamageResult`, Movement and Damage) into `craftResult`; `apply` carries the craft's damage state and
 *   the 1D rolls, read and rolled by the gamemaster, and records what the damage tables did
 *   (`damageCraft`) in `craftApplied`; `undo` clears it (the craft's state returns to its `before`).
 * - A starship hit by a tractor beam (`state.tractorBeam`): `resist` reads the beam's damage roll
 *   against the hull roll (`resistTractorBeam`, Movement and Damage) into `tractorResult`; `apply` adds its lost
 *   Moves (`loseStarshipMoves`).
 *
 * @param state the card's state as stored
 * @param event the click
 * @param user who clicked, as the gamemaster's side establishes it
 * @returns the new state (the old one is left as it was)
 * @throws CardFlowError for a refused click
 */
export function advanceAttackCard(state: AttackCardState, event: AttackCardEvent, user: CardUser): AttackCardState {
  const type = event?.type;
  if (!ATTACK_CARD_EVENTS.includes(type)) throw new CardFlowError("value", `Unknown card action ${String(type)}`);
  const target = state.targets.find((t) => t.key === event.target);
  if (!target) throw new CardFlowError("target", `The card has no target ${String(event.target)}`);
  if (event.stage !== target.stage || FROM_STAGE[type] !== target.stage) {
    throw new CardFlowError("stage", `${target.name} is at "${target.stage}", not where "${type}" is made`);
  }
  if (!ALLOWED[type](user)) throw new CardFlowError("permission", `This user may not ${type} for ${target.name}`);

  switch (event.type) {
    case "react": {
      if (target.reaction) throw new CardFlowError("stage", `${target.name} has already reacted`);
      if (!REACTION_KINDS.includes(event.kind)) throw new CardFlowError("value", `Unknown reaction ${String(event.kind)}`);
      return meetStandingReaction(state, target.key, {
        kind: event.kind,
        total: event.total,
        ...(event.full === true ? { full: true } : {}),
        ...(event.deflection === true ? { deflection: true } : {}),
      });
    }
    case "rollDamage":
      return withTarget(state, { ...target, damage: requireTotal(event.total), stage: "damaged" });
    case "resist":
      return withTarget(state, resisted(state, target, requireTotal(event.total)));
    case "apply": {
      if (isCraft(target)) return withTarget(state, { ...target, craftApplied: applyCraftHit(target, event.craft), stage: "applied" });
      if (!WOUND_LEVELS.includes(event.wound)) throw new CardFlowError("value", `Unknown wound level ${String(event.wound)}`);
      return withTarget(state, { ...target, applied: applyHit(state, target, event.wound), stage: "applied" });
    }
    case "undo":
      if (!stillAsApplied(target, event)) throw new CardFlowError("changed", `${target.name} is no longer as this card left it`);
      return withTarget(state, { ...target, applied: null, craftApplied: null, stage: "resisted" });
  }
}

/**
 * The target once his resistance roll is in: the damage chart's wound (`resolveAttack`), a craft's
 * result (`hullDamageResult`), or a tractor beam's hold on a starship (`resistTractorBeam`).
 */
function resisted(state: AttackCardState, target: AttackCardTarget, resistance: number): AttackCardTarget {
  if (state.tractorBeam === true && target.kind === "starship") {
    return { ...target, resistance, craftResult: null, tractorResult: resistTractorBeam(requireTotal(target.damage), resistance), stage: "resisted" };
  }
  if (isCraft(target)) return { ...target, resistance, craftResult: hullDamageResult(requireTotal(target.damage), resistance), stage: "resisted" };
  const outcome = outcomeOf(state, target, { damage: requireTotal(target.damage), resistance });
  return { ...target, resistance, inflicted: outcome.inflicted, stage: "resisted" };
}

/** The card's defensive rolls whose total a character point may still raise. */
export type DefenseRollType = "reaction" | "resistance";

/**
 * Whether a target's defensive roll may still change its total (a character point spent on it, R&E):
 * his reaction until damage is rolled against him (it decides the hit), his resistance until the hit
 * is applied (it decides the wound).
 * @param state the card's state
 * @param key the target's key
 * @param type the roll
 */
export function defenseRollOpen(state: AttackCardState, key: string, type: DefenseRollType): boolean {
  const target = state.targets.find((t) => t.key === key);
  if (!target) return false;
  return type === "reaction" ? target.reaction !== null && (target.stage === "attacked" || target.stage === "missed") : target.stage === "resisted";
}

/**
 * The card after a target's defensive roll changed its total (a character point spent on it, R&E:
 * "spent after seeing a roll", its die added to the same roll). A reaction meets the attack again
 * (the difficulty, hit or miss, `resolveAttack`); a resistance reads the damage chart again.
 * @param state the card's state as stored
 * @param key the target's key
 * @param type the roll whose total changed
 * @param total its new total
 * @returns the new state (the old one is left as it was)
 * @throws CardFlowError "target" for an unknown key, "stage" when the roll can no longer change
 *   (`defenseRollOpen`), "value" for a total that is not whole
 */
export function retotalDefenseRoll(state: AttackCardState, key: string, type: DefenseRollType, total: number): AttackCardState {
  const target = state.targets.find((t) => t.key === key);
  if (!target) throw new CardFlowError("target", `The card has no target ${String(key)}`);
  if (!defenseRollOpen(state, key, type)) throw new CardFlowError("stage", `${target.name}'s ${type} can no longer change`);
  const value = requireTotal(total);
  if (type === "resistance") return withTarget(state, resisted(state, target, value));
  const next = { ...target, reaction: { ...target.reaction!, total: value } };
  const outcome = outcomeOf(state, next, {});
  return withTarget(state, { ...next, difficulty: outcome.difficulty, hit: outcome.hit, stage: outcome.hit ? "attacked" : "missed" });
}

/** Whether the target's state now (read by the gamemaster for an undo) is the one applying this card left. */
function stillAsApplied(target: AttackCardTarget, event: Extract<AttackCardEvent, { type: "undo" }>): boolean {
  if (isCraft(target)) {
    const after = target.craftApplied?.after;
    return !!after && !!event.damage && sameData(after, event.damage);
  }
  return !!target.applied && event.wound === target.applied.after;
}

/** Whether two plain data trees hold the same values (key order aside). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Whether the target is a craft (its hits go on the vehicle or starship damage tables). */
export function isCraft<T extends Pick<AttackCardTarget, "kind">>(target: T): target is T & { kind: CraftKind } {
  return target.kind === "vehicle" || target.kind === "starship";
}

/** What the damage chart's result does to a craft, on the rules engine's tables (`damageCraft`). */
function applyCraftHit(target: AttackCardTarget & { kind: CraftKind }, craft: CraftApplyInput | undefined): AppliedCraftHit {
  if (!craft || typeof craft !== "object" || !craft.system || !Array.isArray(craft.rolls)) {
    throw new CardFlowError("value", `Applying a hit to ${target.name} needs its damage state and the 1D rolls`);
  }
  try {
    if (target.tractorResult) {
      // A tractor beam's hold costs Moves only (Movement and Damage); a ship that broke free or is merely held loses none.
      const ship = craft.system;
      if (!isStarshipDamageSource(ship)) throw new Error("a tractor beam holds starships only");
      const after = starshipDamageData(ship, loseStarshipMoves(starshipState(ship), target.tractorResult.lostMoves));
      return { before: { ...ship.damage }, after, systemRoll: null, effect: target.tractorResult.lostMoves > 0 ? "moves" : "none" };
    }
    if (!target.craftResult) throw new Error("the damage chart's result is not rolled yet");
    const outcome = damageCraft(target.kind, craft.system, target.craftResult, craft.rolls);
    return { before: { ...craft.system.damage }, after: outcome.after, systemRoll: outcome.systemRoll, effect: outcome.effect };
  } catch (error) {
    throw new CardFlowError("value", `The damage state of ${target.name} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** What the hit does to a target at wound level `before`. */
function applyHit(state: AttackCardState, target: AttackCardTarget, before: WoundLevel): AppliedHit {
  if (!state.stun) {
    const rolls = { damage: requireTotal(target.damage), resistance: requireTotal(target.resistance) };
    return { before, after: outcomeOf(state, target, rolls, before).wound, unconscious: false };
  }
  if (target.inflicted === null) throw new CardFlowError("stage", `${target.name} has no resisted stun to apply`);
  const effect = stunEffect(target.inflicted);
  if (effect === "stunned") return { before, after: combineWounds(before, "stunned", state.model), unconscious: false };
  return { before, after: before, unconscious: effect === "unconscious" };
}

/** The stages a target may be at while the attack total can still change: no damage rolled yet. */
const BEFORE_DAMAGE: readonly TargetStage[] = ["attacked", "missed"];

/**
 * Whether the card's attack total may still change (a mishap settled, a character point spent on
 * the attack roll): no target has had damage rolled, as {@link retotalAttackCard} requires.
 */
export function attackTotalOpen(state: AttackCardState): boolean {
  return state.targets.every((t) => BEFORE_DAMAGE.includes(t.stage));
}

/**
 * The card after the attack roll's total changed: the gamemaster settled the roll's mishap later
 * (R&E Rules's wild die: the 1 counts, or it and the highest die are taken out). Every target is hit
 * or missed again against its difficulty, its reaction kept (`resolveAttack`); a target out of range
 * stays missed. Only while no target has left "attacked" or "missed": once damage is rolled, the
 * attack stands as it was.
 *
 * @param state the card's state as stored
 * @param attack the attack roll's new total
 * @returns the new state (the old one is left as it was); the same totals give an equal state
 * @throws CardFlowError "value" for a total that is not a finite number, "stage" when a target is
 *   past "attacked" (damage rolled)
 */
export function retotalAttackCard(state: AttackCardState, attack: number): AttackCardState {
  if (typeof attack !== "number" || !Number.isFinite(attack)) {
    throw new CardFlowError("value", `An attack total must be a finite number, not ${String(attack)}`);
  }
  const past = state.targets.find((t) => !BEFORE_DAMAGE.includes(t.stage));
  if (past) throw new CardFlowError("stage", `${past.name} is at "${past.stage}": the attack total can no longer change`);
  const next: AttackCardState = { ...state, attack };
  next.targets = state.targets.map((target) => {
    if (target.baseDifficulty === null) return { ...target };
    const outcome = outcomeOf(next, target, {});
    return { ...target, difficulty: outcome.difficulty, hit: outcome.hit, stage: outcome.hit ? "attacked" : "missed" };
  });
  return next;
}
