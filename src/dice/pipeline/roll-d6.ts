/**
 * The one roll pipeline: every roll the system starts on a client goes through {@link rollD6} (a D6
 * roll) or {@link rollDice} (Foundry's plain dice: a bacta tank's days, a mortal wound's dice). Each
 * fires `swd6rpg.preRoll<Kind>` with the roll's config, which a module may change or cancel (a
 * listener returning `false`: nothing is rolled, nothing posted), then rolls, then fires
 * `swd6rpg.roll<Kind>` with the evaluated roll. Hooks run on the client that rolls; what a hook
 * changes in a roll sent to the gamemaster is checked by him like any other roll
 * (gateway/checked-roll.ts). docs/api.md lists the hooks.
 */
import { D6Roll } from "../d6-roll.ts";
import type { D6RollOptions } from "../d6-roll-data.ts";
import type { RollModifier } from "../roll-modifiers.ts";
import { type DieCode, addDieCodes, checkRollable, parseDieCode } from "../../rules/dice/die-code.ts";
import { callAfterHook, callPreHook } from "./system-hooks.ts";
import { type DiceRollConfig, type DiceRollKind, rollHookNames } from "./roll-dice.ts";

/** The kinds of D6 roll, each with its pair of hooks (`swd6rpg.preRollSkill`, `swd6rpg.rollSkill` …). */
export const D6_ROLL_KINDS = [
  "attribute",
  "skill",
  "code",
  "resistance",
  "healing",
  "attack",
  "damage",
  "reaction",
  "forcePower",
  "segment",
  "initiative",
  "command",
  "speed",
] as const;

/** A kind of D6 roll. */
export type D6RollKind = (typeof D6_ROLL_KINDS)[number];

/** What `swd6rpg.preRoll<Kind>` is given: a listener may change `options` (the copy that is rolled) or return `false`. */
export interface D6RollConfig {
  /** The kind of roll. */
  readonly kind: D6RollKind;
  /** Who rolls, or null (a bare code, a ship's speed). */
  readonly actor: Actor.Implementation | null;
  /**
   * The roll's options, the roll's own copy: `code` is what is rolled, `modifiers` what the card
   * lists between `base` and `code`; label, wild die, difficulty and the rest as the card shows them.
   */
  options: D6RollOptions;
}

/** The roll hooks' signatures by name, for the compiler (foundry-config.d.ts declares them to Foundry's types). */
export type RollHookSignatures = {
  [K in D6RollKind as `swd6rpg.preRoll${Capitalize<K>}`]: (config: D6RollConfig) => boolean | void;
} & {
  [K in D6RollKind as `swd6rpg.roll${Capitalize<K>}`]: (roll: D6Roll, config: D6RollConfig) => void;
} & {
  [K in DiceRollKind as `swd6rpg.preRoll${Capitalize<K>}`]: (config: DiceRollConfig) => boolean | void;
} & {
  [K in DiceRollKind as `swd6rpg.roll${Capitalize<K>}`]: (roll: Roll, config: DiceRollConfig) => void;
};

/**
 * Adds a modifier to a roll's options, as a `preRoll` listener does to add +1D: the code rolled
 * grows by it and the card lists it (as "other"). The options are changed in place.
 * @param options the config's options
 * @param amount the modifier: a die code (`{ dice: 1, pips: 0 }`) or its text (`"+1D"`, `"-2"`)
 * @throws DieCodeError when the text is no modifier or the code left cannot be rolled
 */
export function addRollModifier(options: D6RollOptions, amount: DieCode | string): void {
  const parsed = typeof amount === "string" ? parseDieCode(amount) : amount;
  const code = addDieCodes(options.code, parsed);
  checkRollable(code);
  const modifier: RollModifier = { source: "other", amount: { dice: parsed.dice, pips: parsed.pips } };
  options.code = code;
  options.modifiers = [...options.modifiers, modifier];
}

/**
 * Rolls a D6 roll through the pipeline: `swd6rpg.preRoll<Kind>(config)` (a listener may change
 * `config.options`; one returning `false` cancels), the roll built from the config's options and
 * evaluated (on the gamemaster's client where the world has him roll the players' dice, see
 * `rollEvaluation`), then `swd6rpg.roll<Kind>(roll, config)`. Nothing is posted here.
 * @param kind the kind of roll, which names its hooks
 * @param options the roll's options (copied: the caller's object is never changed)
 * @param actor who rolls, or null
 * @returns the evaluated roll, or null when a listener cancelled it
 * @throws DieCodeError when the code (as a listener left it) cannot be rolled
 */
export async function rollD6(kind: D6RollKind, options: D6RollOptions, actor: Actor.Implementation | null = null): Promise<D6Roll | null> {
  const { rollId: _id, ...own } = structuredClone(options);
  const config: D6RollConfig = { kind, actor, options: own };
  const names = rollHookNames(kind);
  if (!callPreHook(names.pre, config)) return null;
  const roll = D6Roll.fromOptions(config.options);
  await roll.evaluate();
  callAfterHook(names.post, roll, config);
  return roll;
}
