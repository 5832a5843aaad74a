/**
 * The system's own hooks, fired for the modules that play with it: a `pre…` hook whose listeners
 * may change what is given or cancel (one returning `false`), and an after-hook told of what
 * happened. Each runs on the client that acts; docs/api.md lists them.
 */

/**
 * The hooks around what the system applies, besides the rolls (roll-d6.ts names those): each a
 * `pre…` hook a listener cancels by returning `false`, then its after-hook.
 */
export const SYSTEM_HOOKS = {
  /** A hit applied from the attack card (the gamemaster's client): its target's wound level, knock-out or craft damage. */
  applyDamage: { pre: "swd6rpg.preApplyDamage", post: "swd6rpg.applyDamage" },
  /** A healing card applied (the gamemaster's client). */
  applyHealing: { pre: "swd6rpg.preApplyHealing", post: "swd6rpg.applyHealing" },
  /** A Force point taken off a character (the gamemaster's client). */
  spendForcePoint: { pre: "swd6rpg.preSpendForcePoint", post: "swd6rpg.spendForcePoint" },
  /** A character point spent on a roll (the gamemaster's client). */
  spendCharacterPoint: { pre: "swd6rpg.preSpendCharacterPoint", post: "swd6rpg.spendCharacterPoint" },
  /** A trait raised in Advance mode (the advancing user's client). */
  advance: { pre: "swd6rpg.preAdvance", post: "swd6rpg.advance" },
  /** A combatant's declaration sent from the declaration dialog (the declaring user's client). */
  declare: { pre: "swd6rpg.preDeclare", post: "swd6rpg.declare" },
  /** A card rendered into its message's element, before the chat log shows it (every viewing client); it cannot be cancelled. */
  renderChatCard: { post: "swd6rpg.renderChatCard" },
} as const;

/** A hit about to be applied, or applied: what `swd6rpg.preApplyDamage` and `swd6rpg.applyDamage` are given. */
export interface ApplyDamageChange {
  /** The target's actor. */
  actor: Actor.Implementation | null;
  /** The attack card's message id. */
  messageId: string;
  /** What is written: a wound level, a stun's knock-out, or a craft's damage state. */
  kind: "wound" | "knockOut" | "craft";
  /** The target before and after (a wound level, whether knocked out, a craft's `system.damage`). */
  before: unknown;
  after: unknown;
}

/** A healing about to be applied, or applied. */
export interface ApplyHealingChange {
  actor: Actor.Implementation | null;
  messageId: string;
  /** The patient's wound level before and after. */
  before: string;
  after: string;
}

/** The signatures of {@link SYSTEM_HOOKS}, for the compiler (foundry-config.d.ts). */
export type SystemHookSignatures = {
  "swd6rpg.preApplyDamage": (change: Readonly<ApplyDamageChange>) => boolean | void;
  "swd6rpg.applyDamage": (change: Readonly<ApplyDamageChange>) => void;
  "swd6rpg.preApplyHealing": (change: Readonly<ApplyHealingChange>) => boolean | void;
  "swd6rpg.applyHealing": (change: Readonly<ApplyHealingChange>) => void;
  "swd6rpg.preSpendForcePoint": (actor: Actor.Implementation) => boolean | void;
  "swd6rpg.spendForcePoint": (actor: Actor.Implementation) => void;
  "swd6rpg.preSpendCharacterPoint": (
    actor: Actor.Implementation | null,
    spend: Readonly<{ messageId: string; rollIndex: number; count: number }>,
  ) => boolean | void;
  "swd6rpg.spendCharacterPoint": (actor: Actor.Implementation | null, spend: Readonly<{ messageId: string; rollIndex: number; count: number }>) => void;
  "swd6rpg.preAdvance": (actor: Actor.Implementation, advance: Readonly<{ key: string; options: object }>) => boolean | void;
  "swd6rpg.advance": (actor: Actor.Implementation, record: object) => void;
  "swd6rpg.preDeclare": (combat: Combat.Implementation, declaration: { combatant: string; actions: object[] }) => boolean | void;
  "swd6rpg.declare": (combat: Combat.Implementation, declaration: Readonly<{ combatant: string; actions: object[] }>) => void;
  "swd6rpg.renderChatCard": (message: ChatMessage.Implementation, html: HTMLElement, card: object) => void;
};

/** A hook's listeners as this module calls them: by any name, with any arguments. */
type HookCaller = (name: string, ...args: unknown[]) => boolean;

/**
 * Fires a hook its listeners may cancel (`Hooks.call`: the first listener returning `false` stops
 * the others).
 * @param name the hook's name (`swd6rpg.preRollSkill`)
 * @param args what the listeners are given, which they may change
 * @returns false when a listener cancelled, true otherwise
 */
export function callPreHook(name: string, ...args: unknown[]): boolean {
  return (Hooks.call as HookCaller)(name, ...args) !== false;
}

/**
 * Fires a hook that only tells (`Hooks.callAll`: every listener runs, none can cancel).
 * @param name the hook's name (`swd6rpg.rollSkill`)
 * @param args what the listeners are given
 */
export function callAfterHook(name: string, ...args: unknown[]): void {
  (Hooks.callAll as HookCaller)(name, ...args);
}
