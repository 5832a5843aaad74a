/**
 * What the attack card shows one viewer: the attack roll as the roll card shows it, and per target
 * the difficulty (and reaction), hit or miss, the damage and resistance rolls, the wound the damage
 * chart gave, what applying it did, and the buttons this viewer may press. Pure: the numbers come
 * from the card's state (the flow and the rules computed them), the permissions from `mayClick`.
 */
import type { AttackCardState, AttackCardTarget, AttackCardEventType, CardUser } from "./attack-card-flow.ts";
import { attackTotalOpen, defenseRollOpen, isCraft, mayClick } from "./attack-card-flow.ts";
import type { AttackCardMessage } from "./attack-card-message.ts";
import type { CardDie, CardWildDie, RollCardContext } from "../../../dice/roll-card.ts";
import { stunEffect } from "../../../rules/damage/stun-setting.ts";
import type { CardRollType, ReactionChoice } from "../reaction-choices.ts";
import { termLabel } from "../../../game-terms.ts";

/** Who looks at the card, as their client knows it. */
export interface CardViewer {
  isGM: boolean;
  /** The viewer owns the attacking actor. */
  ownsAttacker: boolean;
  /** The keys of the targets whose actor the viewer owns. */
  ownedTargets: readonly string[];
}

/** A roll made from the card, as the card shows it: the code, the dice and the total. */
export interface CardRollView {
  code: string;
  total: number;
  dice: CardDie[];
  wild: CardWildDie[];
  pips: string | null;
  /** The wild die's first roll was a 1. */
  mishap: boolean;
  /**
   * Its character point offer: the spend action, the message's roll it names, the points spent on it
   * and how many more it takes; null for a roll that takes none. The step shows it only while the
   * roll's total may still change (`defenseRollOpen`).
   */
  points: { action: string; rollIndex: number; spent: number; left: number } | null;
}

/** One target's part of the card. */
export interface TargetView {
  key: string;
  name: string;
  stage: AttackCardTarget["stage"];
  /** `hit`, `miss` or `out-of-range`: the CSS state and the outcome's label. */
  outcome: "hit" | "miss" | "out-of-range";
  outcomeKey: string;
  /** The difficulty before the reaction; null out of range. */
  baseDifficulty: number | null;
  /** The difficulty the attack had to meet; null out of range. */
  difficulty: number | null;
  /** The difficulty changed with the reaction. */
  difficultyChanged: boolean;
  /**
   * The reaction: its kind's label, the code rolled (when its roll is on the card), the total, and its
   * roll's character point offer while it may still change the hit (R&E: a defensive roll takes up to 5).
   */
  reaction: { labelKey: string; code: string | null; total: number; roll: CardRollView | null; characterPoints: CardRollView["points"] } | null;
  /** The damage roll's part, once the target is hit. */
  damage: { code: string; total: number | null; roll: CardRollView | null } | null;
  /** The resistance roll's part, once damage is rolled, with its roll's character point offer until the hit is applied. */
  resistance: { code: string; total: number | null; roll: CardRollView | null; characterPoints: CardRollView["points"] } | null;
  /** The wound the damage chart gave (a stun shot: what the stun does), once both are rolled. */
  inflicted: { labelKey: string; severity: "none" | "light" | "heavy" } | null;
  /**
   * A starship in a tractor beam, once both are rolled: the beam's result (broke free, held, or
   * reeled in `units` space units losing `moves` Moves), shown instead of `inflicted`; null otherwise.
   */
  tractor: { labelKey: string; units: number; moves: number; severity: "none" | "light" | "heavy" } | null;
  /** The target is a craft: `inflicted` is the vehicle or starship damage chart's result. */
  craft: boolean;
  /** What applying it did, while it stands. */
  applied: { beforeKey: string; afterKey: string; unconscious: boolean } | null;
  /**
   * A craft target, once applied: what the damage tables did (its label, the system table's 1D) and
   * the craft's damage afterwards (Moves lost, controls ionized, destroyed).
   */
  craftApplied: { effectKey: string; systemRoll: number | null; lostMoves: number; controlsIonized: number; destroyed: boolean } | null;
  /** What the card waits for, when this viewer has no button for it. */
  waitingKey: string | null;
  buttons: {
    reactions: ReactionChoice[];
    rollDamage: boolean;
    resist: boolean;
    apply: boolean;
    undo: boolean;
  };
  /** The viewer has at least one button for this target. */
  hasButtons: boolean;
}

/** The attack card template's context. */
export interface AttackCardContext {
  weapon: { name: string; img: string; damage: string; damageKindKey: string; stun: boolean; lightsaber: boolean };
  attackerName: string;
  attackCode: string;
  /** The total the card measures every difficulty against. */
  attackTotal: number;
  /** The attack roll as the roll card shows it, without its own difficulty; null when the message holds none. */
  roll: RollCardContext | null;
  /** The roll's total is not the card's (a mishap settled after damage was rolled). */
  totalKept: boolean;
  /**
   * The attack roll's character point offer (R&E: a skill roll takes them, none in a Force point
   * round) while the card's total may still change (no damage rolled); null otherwise. The chat
   * wiring keeps it for the attacker's owner and the gamemasters only.
   */
  characterPoints: { action: string; spent: number; left: number } | null;
  stun: boolean;
  reactionModeKey: string;
  damageModelKey: string;
  targets: TargetView[];
}

/**
 * A roll card's context reduced to what the card shows of a roll made from it.
 * @param context the roll's context
 * @param rollIndex the roll's place among the message's rolls
 */
export function cardRollView(context: RollCardContext, rollIndex: number): CardRollView {
  const points = context.points;
  return {
    points: points && points.left > 0 ? { action: points.action, rollIndex, spent: points.characterPoints.length, left: points.left } : null,
    code: context.code,
    total: context.total,
    dice: context.dice,
    wild: context.wild,
    pips: context.pips,
    mishap: context.mishap !== null,
  };
}

/** How bad a wound looks on the card. */
function severity(level: string): "none" | "light" | "heavy" {
  if (level === "none") return "none";
  if (level === "stunned" || level === "wounded" || level === "unconscious") return "light";
  return "heavy";
}

/** How bad each result of the vehicle and starship damage chart looks on the card. */
const CRAFT_SEVERITY: Record<string, "none" | "light" | "heavy"> = {
  none: "none",
  "shields-blown": "light",
  lightly: "light",
  heavily: "heavy",
  severely: "heavy",
  destroyed: "heavy",
};

function inflictedView(state: AttackCardState, target: AttackCardTarget): TargetView["inflicted"] {
  if (isCraft(target)) {
    const result = target.craftResult ?? null;
    if (result === null) return null;
    // Without shields the chart's 0-3 row ionizes the controls (a vehicle never has shields).
    const key = result === "shields-blown" && target.kind === "vehicle" ? "controls-ionized" : result;
    return { labelKey: `SWD6.AttackCard.craftResult.${key}`, severity: CRAFT_SEVERITY[result] ?? "heavy" };
  }
  if (target.inflicted === null) return null;
  if (state.stun) {
    const effect = stunEffect(target.inflicted);
    return { labelKey: `SWD6.AttackCard.stunEffect.${effect}`, severity: severity(effect) };
  }
  return { labelKey: termLabel("woundLevels", target.inflicted), severity: severity(target.inflicted) };
}

/** What a starship's dodge is called: its pilot's evasive action (Grundregeln, evasive-action.ts). */
export const EVASIVE_ACTION_KEY = "SWD6.AttackCard.react.evasive";

/** A reaction choice as offered to the target: a starship's dodge is its evasive action (piloting + maneuverability). */
function evasiveLabel(target: AttackCardTarget, choice: ReactionChoice): ReactionChoice {
  return target.kind === "starship" && choice.id === "dodge" ? { ...choice, labelKey: EVASIVE_ACTION_KEY } : choice;
}

/** A tractor beam's result as the card shows it (`resistTractorBeam`). */
function tractorView(target: AttackCardTarget): TargetView["tractor"] {
  const result = target.tractorResult ?? null;
  if (!result) return null;
  const key = result.brokeFree ? "brokeFree" : result.unitsReeledIn > 0 ? "reeledIn" : "held";
  const severity = result.brokeFree ? "none" : result.lostMoves >= 3 ? "heavy" : "light";
  return { labelKey: `SWD6.AttackCard.tractor.${key}`, units: result.unitsReeledIn, moves: result.lostMoves, severity };
}

function craftAppliedView(target: AttackCardTarget): TargetView["craftApplied"] {
  const hit = target.craftApplied ?? null;
  if (!hit) return null;
  const after = hit.after as { lostMoves: number; controlsIonized: number; destroyed?: boolean; level?: string };
  return {
    effectKey: `SWD6.AttackCard.craftEffect.${hit.effect}`,
    systemRoll: hit.systemRoll,
    lostMoves: after.lostMoves,
    controlsIonized: after.controlsIonized,
    destroyed: after.destroyed === true || after.level === "destroyed",
  };
}

/** What the card waits for at each stage, and the click that moves it on. */
const NEXT: Partial<Record<AttackCardTarget["stage"], { type: AttackCardEventType; waitingKey: string }>> = {
  attacked: { type: "rollDamage", waitingKey: "SWD6.AttackCard.waiting.damage" },
  damaged: { type: "resist", waitingKey: "SWD6.AttackCard.waiting.resistance" },
  resisted: { type: "apply", waitingKey: "SWD6.AttackCard.waiting.apply" },
};

function targetView(
  state: AttackCardState,
  target: AttackCardTarget,
  viewer: CardViewer,
  rolls: Partial<Record<CardRollType, CardRollView>>,
  choices: readonly ReactionChoice[],
): TargetView {
  const user: CardUser = { isGM: viewer.isGM, ownsAttacker: viewer.ownsAttacker, ownsTarget: viewer.ownedTargets.includes(target.key) };
  const at = (stage: AttackCardTarget["stage"], type: AttackCardEventType) => target.stage === stage && mayClick(type, user);
  const outcome = target.difficulty === null ? "out-of-range" : target.hit ? "hit" : "miss";
  const hitOn = target.hit && target.stage !== "missed";
  const buttons = {
    reactions: at("attacked", "react") && target.reaction === null ? choices.map((choice) => evasiveLabel(target, choice)) : [],
    rollDamage: at("attacked", "rollDamage"),
    resist: at("damaged", "resist"),
    apply: at("resisted", "apply"),
    undo: at("applied", "undo"),
  };
  const next = NEXT[target.stage];
  const waitingKey = hitOn && next && !mayClick(next.type, user) ? next.waitingKey : null;
  return {
    key: target.key,
    name: target.name,
    stage: target.stage,
    outcome,
    outcomeKey: `SWD6.AttackCard.outcome.${outcome}`,
    baseDifficulty: target.baseDifficulty,
    difficulty: target.difficulty,
    difficultyChanged: target.difficulty !== target.baseDifficulty,
    reaction: target.reaction
      ? {
          labelKey:
            target.kind === "starship" && target.reaction.kind === "dodge"
              ? EVASIVE_ACTION_KEY
              : `SWD6.AttackCard.reaction.${target.reaction.full === true ? `full-${target.reaction.kind}` : target.reaction.kind}`,
          code: rolls.reaction?.code ?? null,
          total: target.reaction.total,
          roll: rolls.reaction ?? null,
          characterPoints: defenseRollOpen(state, target.key, "reaction") ? (rolls.reaction?.points ?? null) : null,
        }
      : null,
    damage: hitOn ? { code: target.codes.damage, total: target.damage, roll: rolls.damage ?? null } : null,
    resistance:
      target.damage !== null
        ? {
            code: target.codes.resistance,
            total: target.resistance,
            roll: rolls.resistance ?? null,
            characterPoints: defenseRollOpen(state, target.key, "resistance") ? (rolls.resistance?.points ?? null) : null,
          }
        : null,
    inflicted: inflictedView(state, target),
    tractor: tractorView(target),
    applied: target.applied
      ? {
          beforeKey: termLabel("woundLevels", target.applied.before),
          afterKey: termLabel("woundLevels", target.applied.after),
          unconscious: target.applied.unconscious,
        }
      : null,
    craft: isCraft(target),
    craftApplied: craftAppliedView(target),
    waitingKey,
    buttons,
    hasButtons: buttons.reactions.length > 0 || buttons.rollDamage || buttons.resist || buttons.apply || buttons.undo,
  };
}

/**
 * The attack card's context for one viewer.
 *
 * Buttons: a target's owner (or the gamemaster) reacts while the target is hit and has not reacted,
 * resists and applies; the attacker's owner (or the gamemaster) rolls damage; the gamemaster alone
 * undoes an applied wound (`mayClick`). The gamemaster sees every button of both sides, so a card
 * against non-player characters runs from one client.
 *
 * @param input the message's card data; the attack roll's roll-card context (null when the message
 *   holds no D6 roll); the rolls made from the card, by target key and kind; the viewer; and the
 *   reactions each target may roll (by target key; none listed, none offered)
 */
export function attackCardContext(input: {
  card: AttackCardMessage;
  attackRoll: RollCardContext | null;
  rolls?: Readonly<Record<string, Partial<Record<CardRollType, CardRollView>>>>;
  viewer: CardViewer;
  reactions?: Readonly<Record<string, readonly ReactionChoice[]>>;
}): AttackCardContext {
  const { card, viewer } = input;
  const state = card.state;
  const roll = input.attackRoll ? { ...input.attackRoll, difficulty: null, outcome: null, automaticKey: null, chance: null } : null;
  return {
    weapon: {
      name: card.weapon.name,
      img: card.weapon.img,
      damage: card.weapon.damage,
      damageKindKey: termLabel("damageKinds", card.weapon.damageKind),
      stun: card.weapon.stun,
      lightsaber: card.weapon.lightsaber,
    },
    attackerName: card.attackerName,
    attackCode: card.attackCode,
    attackTotal: state.attack,
    roll,
    totalKept: roll !== null && roll.total !== state.attack,
    characterPoints:
      roll?.points && roll.points.left > 0 && roll.total === state.attack && attackTotalOpen(state)
        ? { action: roll.points.action, spent: roll.points.characterPoints.length, left: roll.points.left }
        : null,
    stun: state.stun,
    reactionModeKey: `SWD6.AttackCard.reactionMode.${state.reactionMode}`,
    damageModelKey: `SWD6.AttackCard.damageModel.${state.model}`,
    targets: state.targets.map((target) => targetView(state, target, viewer, input.rolls?.[target.key] ?? {}, input.reactions?.[target.key] ?? [])),
  };
}
