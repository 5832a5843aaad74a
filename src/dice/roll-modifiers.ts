/**
 * What the roll dialog's choices make of a code: the final code and the modifiers that made it,
 * and the outlook of that code against a difficulty. Pure: every number comes from src/rules.
 */
import { automaticResult } from "../rules/dice/automatic-result.ts";
import { type ActionKind, multipleActionPenalty } from "../rules/actions/actions.ts";
import type { DamageModel, WoundLevel } from "../rules/damage/damage.ts";
import { type DieCode, parseDieCode } from "../rules/dice/die-code.ts";
import { RuleArgumentError, requireInteger, requireOneOf } from "../rules/errors.ts";
import { successProbability } from "../rules/dice/probability.ts";
import type { Mishap } from "../rules/dice/roll.ts";
import { rollCode } from "../rules/dice/skill-code.ts";
import { type WoundRollKind, woundPenalty } from "../rules/damage/wounds.ts";
import type { RollKind } from "./roll-request.ts";

/** The most actions the dialog lets a character declare for one round. */
export const MOST_DECLARED_ACTIONS = 10;

/**
 * The largest free modifier a player may put on a roll the gamemaster applies, either way: a
 * situational bonus the rules give (aiming, a combined action's share) stays within it, so a larger
 * one is the gamemaster's to give, from his own dialog.
 */
export const MOST_PLAYER_MODIFIER: DieCode = { dice: 3, pips: 0 };

/**
 * Whether a modifier is larger, up or down, than {@link MOST_PLAYER_MODIFIER} (counted in pips, 3 to a die).
 * @param modifier the modifier as read (`parseModifierField`)
 */
export function beyondPlayerModifier(modifier: DieCode): boolean {
  const pips = (code: DieCode) => code.dice * 3 + code.pips;
  return Math.abs(pips(modifier)) > pips(MOST_PLAYER_MODIFIER);
}

const ROLL_KINDS: readonly RollKind[] = ["attribute", "skill", "resistance", "natural-healing", "free"];

/** The roll dialog's choices. */
export interface RollChoices {
  /** The code before any modifier (the skill's or attribute's code). */
  base: DieCode;
  /** What kind of roll it is: a Strength roll to resist damage (`"resistance"`) ignores wounds. */
  kind: RollKind;
  /** The actions the character declared this round, this one included: 1 to {@link MOST_DECLARED_ACTIONS}. */
  actions: number;
  /** The roller's wound level and the world's damage model; null for a roll without a character. */
  wound: { level: WoundLevel; model: DamageModel } | null;
  /**
   * What worn armor takes off a Dexterity or Dexterity skill roll, as an amount (no negative part;
   * rules: `armorDexterityPenalty`); absent means none.
   */
  armorPenalty?: DieCode;
  /** Any other modifier with its sign (`+1D`, `-2`); absent means none. */
  modifier?: DieCode;
  /**
   * The actions the roller's Force powers kept "up" count as (`keptUpActions`), added to the round's
   * declared actions for the multiple action penalty; absent means none.
   */
  keptUpActions?: number;
}

/** Where a modifier comes from. */
export type RollModifierSource = "wound" | "actions" | "keptUp" | "armor" | "other";

/** One modifier applied to the code, with its sign: the wound penalty of a wounded character is -1D. */
export interface RollModifier {
  source: RollModifierSource;
  amount: DieCode;
}

/** The code a roll uses and how it came about. */
export interface RollPlan {
  /** The code before the modifiers. */
  base: DieCode;
  /** The code rolled: never negative dice (see `rollCode`). */
  code: DieCode;
  /** The modifiers that change the code, in the order wound, actions, kept-up powers, armor, other; none that are zero. */
  modifiers: RollModifier[];
}

/**
 * The dice a roll loses to its roller's wounds: the wound level's penalty (Grundregeln), none on the
 * Strength roll to resist damage (R&E Rules) nor on the natural healing roll (full Strength, tables.json).
 * @param kind the kind of roll
 * @param wound the roller's wound level and the world's damage model; null for a roll without a character
 * @returns the number of dice lost, 0 or more
 * @throws RuleArgumentError for an unknown kind (`kind`), wound level or damage model
 */
export function rollWoundPenalty(kind: RollKind, wound: RollChoices["wound"]): number {
  const woundKind = woundRollKindOf(kind);
  return wound ? woundPenalty(wound.level, wound.model, woundKind) : 0;
}

/**
 * What a roll of a kind is for, as the wound rules tell rolls apart: the Strength roll to resist
 * damage, the natural healing roll, or a standard roll.
 * @throws RuleArgumentError for an unknown kind (`kind`)
 */
export function woundRollKindOf(kind: RollKind): WoundRollKind {
  const checked = requireOneOf("kind", kind, ROLL_KINDS);
  return checked === "resistance" ? "resist-damage" : checked === "natural-healing" ? "natural-healing" : "standard";
}

/**
 * The final code of a roll and its breakdown: the wound penalty (Grundregeln, R&E Rules: not on the
 * Strength roll to resist damage), the multiple action penalty (Grundregeln: -1D per action beyond the
 * first; Anla's Blaster 5D+2 with three declared shots rolls 3D+2) — the Force powers kept "up" count
 * as actions too (Reglas, `keptUpActions`), shown as their own line: the dice the penalty takes
 * beyond the declared actions' own —, the worn armor's Dexterity
 * penalty (Grundregeln and Reglas: +1D armor takes Dexterity 3D to 2D) and any other modifier, applied by
 * `rollCode`, which leaves no negative dice.
 *
 * @param choices the dialog's choices
 * @returns the plan; `modifiers` lists only those that are not zero
 * @throws DieCodeError for a malformed base code, armor penalty or modifier
 * @throws RuleArgumentError for an unknown kind (`choices.kind`), a number of actions that is not an
 *   integer from 1 to {@link MOST_DECLARED_ACTIONS} (`choices.actions`), kept-up actions that are not an
 *   integer >= 0 (`choices.keptUpActions`), an unknown wound level or
 *   damage model, or an armor penalty with a negative part (`armorPenalty`)
 */
export function planRoll(choices: RollChoices): RollPlan {
  if (choices === null || typeof choices !== "object") throw new RuleArgumentError("choices", choices, "an object");
  const kind = requireOneOf("choices.kind", choices.kind, ROLL_KINDS);
  const actions = requireInteger("choices.actions", choices.actions, 1, MOST_DECLARED_ACTIONS);
  const wound = rollWoundPenalty(kind, choices.wound);
  const keptUp = requireInteger("choices.keptUpActions", choices.keptUpActions ?? 0, 0);
  const declared = Array.from({ length: actions }, (): ActionKind => "action");
  const declaredPenalty = multipleActionPenalty(declared);
  const penalty = multipleActionPenalty([...declared, ...Array.from({ length: keptUp }, (): ActionKind => "action")]);
  const other = choices.modifier ?? { dice: 0, pips: 0 };
  const armor = choices.armorPenalty ?? { dice: 0, pips: 0 };
  const code = rollCode(choices.base, { woundPenalty: wound, multipleActionPenalty: penalty, armorPenalty: armor, modifier: other });
  const modifiers: RollModifier[] = [
    { source: "wound" as const, amount: { dice: -wound + 0, pips: 0 } },
    { source: "actions" as const, amount: { dice: -declaredPenalty + 0, pips: 0 } },
    { source: "keptUp" as const, amount: { dice: -(penalty - declaredPenalty) + 0, pips: 0 } },
    { source: "armor" as const, amount: { dice: -armor.dice + 0, pips: -armor.pips + 0 } },
    { source: "other" as const, amount: { dice: other.dice, pips: other.pips } },
  ].filter((m) => m.amount.dice !== 0 || m.amount.pips !== 0);
  return { base: { dice: choices.base.dice, pips: choices.base.pips }, code, modifiers };
}

/**
 * Reads the dialog's modifier field: empty (or blank) is no modifier, anything else a die code or a
 * signed modifier as `parseDieCode` reads it (`+1D`, `-2`, `+1D+1`).
 *
 * @param text the field's text
 * @throws DieCodeError for text that is not a modifier
 */
export function parseModifierField(text: string): DieCode {
  if (typeof text === "string" && text.trim() === "") return { dice: 0, pips: 0 };
  return parseDieCode(text);
}

/** What a code may expect against a difficulty. */
export interface RollOutlook {
  /** P(total >= difficulty), 0 to 1. */
  probability: number;
  /** Decided before the dice fall (Grundregeln), or null when the roll is needed. */
  automatic: "success" | "failure" | null;
}

/**
 * The chance of success of a code against a difficulty number (`successProbability`) and whether the
 * result is automatic (`automaticResult`, Grundregeln).
 *
 * @param code a rollable code (dice 0 to 99)
 * @param difficulty the difficulty number
 * @param options wild die on/off and the mishap handling (`"count"` while the GM has yet to decide)
 * @throws DieCodeError for a code that cannot be rolled
 * @throws RuleArgumentError for a difficulty that is not a finite number or an unknown mishap
 */
export function rollOutlook(code: DieCode, difficulty: number, options: { wildDie: boolean; mishap: Mishap }): RollOutlook {
  return {
    probability: successProbability(code, difficulty, options),
    automatic: automaticResult(code, difficulty, options),
  };
}
