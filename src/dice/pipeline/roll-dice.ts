/**
 * The roll pipeline's plain dice (Foundry's `Roll`: a bacta tank's days, a mortal wound's dice) and
 * the names of every roll kind's hooks. Apart from the D6 rolls (roll-d6.ts), so that what rolls only
 * plain dice loads without the D6 roll class.
 */
import { callAfterHook, callPreHook } from "./system-hooks.ts";

/** The kinds of plain dice roll (Foundry's `Roll`), each with its pair of hooks (`swd6rpg.preRollMortalWound` …). */
export const DICE_ROLL_KINDS = ["bactaTank", "mortalWound"] as const;

/** A kind of plain dice roll. */
export type DiceRollKind = (typeof DICE_ROLL_KINDS)[number];

/** What `swd6rpg.preRoll<Kind>` of a plain dice roll is given: a listener may change `formula` or return `false`. */
export interface DiceRollConfig {
  readonly kind: DiceRollKind;
  readonly actor: Actor.Implementation | null;
  /** Foundry's formula rolled: `"2d6"`, `"1d6 + 2"`. */
  formula: string;
}

/** `"forcePower"` → `"ForcePower"`: the kind as a hook's name ends. */
function hookSuffix(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * The names of a kind's two hooks.
 * @param kind a roll kind (`"skill"`)
 * @returns `{ pre: "swd6rpg.preRollSkill", post: "swd6rpg.rollSkill" }`
 */
export function rollHookNames(kind: string): { pre: string; post: string } {
  const suffix = hookSuffix(kind);
  return { pre: `swd6rpg.preRoll${suffix}`, post: `swd6rpg.roll${suffix}` };
}

/**
 * Rolls Foundry's plain dice through the pipeline: `swd6rpg.preRoll<Kind>(config)` (a listener may
 * change `config.formula`; one returning `false` cancels), then `swd6rpg.roll<Kind>(roll, config)`.
 * @param kind the kind of roll, which names its hooks
 * @param formula Foundry's dice formula (`"2d6"`)
 * @param actor whom the roll is about, or null
 * @returns the evaluated roll, or null when a listener cancelled it
 * @throws Error when Foundry cannot read the formula
 */
export async function rollDice(kind: DiceRollKind, formula: string, actor: Actor.Implementation | null = null): Promise<Roll | null> {
  const config: DiceRollConfig = { kind, actor, formula };
  const names = rollHookNames(kind);
  if (!callPreHook(names.pre, config)) return null;
  const roll = await new Roll(config.formula).evaluate();
  callAfterHook(names.post, roll, config);
  return roll;
}
