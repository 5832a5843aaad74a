/**
 * The `game.swd6rpg` API for macro writers, HUDs and modules: the rolls (each with `configure:
 * false` to skip its dialog), an actor's actions for a HUD, the document classes, data models, dice
 * classes, the roll pipeline, the rules and the system's config, frozen; the hotbar macros and the
 * roll links; `registerApi` wires them in at `init`. Documented in docs/api.md.
 */
import { ATTRIBUTE_KEYS, SKILL_ATTRIBUTE_KEYS, SYSTEM_ID } from "../constants.ts";
import * as rules from "../rules/index.ts";
import { registerRollLinks } from "./enrichers/register-links.ts";
import { registerHotbarMacros } from "./hotbar.ts";
import { attack, rollAttribute, rollCheck, rollCode, rollSkill, useForcePower } from "./rolls.ts";
import { speakingActor } from "./speaker.ts";
import { actionsOf } from "./hud-actions.ts";
import { endAdventure } from "../applications/adventure/adventure-button.ts";
import { declareCombinedActionFor, rollCombinedCommand } from "../combat/combined/combined-action-request.ts";
import { SWD6Actor } from "../documents/actor.ts";
import { SWD6Item } from "../documents/item.ts";
import { SWD6ChatMessage } from "../documents/chat-message.ts";
import { SWD6Combat } from "../combat/combat.ts";
import { SWD6Combatant } from "../combat/combatant.ts";
import { DOCUMENT_MODELS } from "../data/document-types.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { WildDie } from "../dice/wild-die.ts";
import { D6_ROLL_KINDS, addRollModifier, rollD6 } from "../dice/pipeline/roll-d6.ts";
import { DICE_ROLL_KINDS, rollDice, rollHookNames } from "../dice/pipeline/roll-dice.ts";
import { SYSTEM_HOOKS } from "../dice/pipeline/system-hooks.ts";
import { SKIP_DIALOG_KEY } from "../applications/roll-config/skip-dialog.ts";

/** The system's config as a module reads it, a new copy: ids, keys, the roll kinds and the hooks' names. */
function configView() {
  const pairs = [...[...D6_ROLL_KINDS, ...DICE_ROLL_KINDS].map(rollHookNames), ...Object.values(SYSTEM_HOOKS)];
  const hooks = pairs.flatMap((pair) => Object.values(pair).map((name) => [name.slice(SYSTEM_ID.length + 1), name]));
  return {
    id: SYSTEM_ID,
    attributes: [...ATTRIBUTE_KEYS],
    skillAttributes: [...SKILL_ATTRIBUTE_KEYS],
    rollKinds: [...D6_ROLL_KINDS],
    diceRollKinds: [...DICE_ROLL_KINDS],
    hooks: Object.fromEntries(hooks) as Readonly<Record<string, string>>,
    skipDialogKey: SKIP_DIALOG_KEY,
  };
}

/** What `game.swd6rpg` holds. */
export interface SWD6Api {
  rollCode: typeof rollCode;
  rollSkill: typeof rollSkill;
  rollAttribute: typeof rollAttribute;
  rollCheck: typeof rollCheck;
  attack: typeof attack;
  useForcePower: typeof useForcePower;
  speakingActor: typeof speakingActor;
  /** An actor's attributes, skills, weapons and Force powers, as a HUD lists them. */
  actionsOf: typeof actionsOf;
  /** The gamemaster's end-of-adventure dialog: Force points back, character points awarded. */
  endAdventure: typeof endAdventure;
  /** A group's combined action declared in the declaration phase (R&E Rules), and its leader's command roll. */
  declareCombinedAction: typeof declareCombinedActionFor;
  rollCombinedCommand: typeof rollCombinedCommand;
  /** The system's document classes. */
  documents: Readonly<{
    Actor: typeof SWD6Actor;
    Item: typeof SWD6Item;
    ChatMessage: typeof SWD6ChatMessage;
    Combat: typeof SWD6Combat;
    Combatant: typeof SWD6Combatant;
  }>;
  /** The data models of every subtype, by document name and subtype. */
  dataModels: typeof DOCUMENT_MODELS;
  /** The dice classes and the roll pipeline every roll goes through (docs/api.md, "Hooks"). */
  dice: Readonly<{
    D6Roll: typeof D6Roll;
    WildDie: typeof WildDie;
    rollD6: typeof rollD6;
    rollDice: typeof rollDice;
    addRollModifier: typeof addRollModifier;
    rollHookNames: typeof rollHookNames;
  }>;
  /** The rules engine (src/rules/index.ts): die codes, probabilities, damage, scale… */
  rules: typeof rules;
  /** Ids, keys, roll kinds and the hooks' names (`config.hooks.preRollSkill` is `"swd6rpg.preRollSkill"`). */
  config: Readonly<ReturnType<typeof configView>>;
}

/** Freezes an object and every object it holds (the API's config: a module reads it, never writes it). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The API object, frozen (its classes and the rules are the system's own, and are not). */
export function createApi(): SWD6Api {
  return Object.freeze({
    rollCode,
    rollSkill,
    rollAttribute,
    rollCheck,
    attack,
    useForcePower,
    speakingActor,
    actionsOf,
    endAdventure,
    declareCombinedAction: declareCombinedActionFor,
    rollCombinedCommand,
    documents: Object.freeze({ Actor: SWD6Actor, Item: SWD6Item, ChatMessage: SWD6ChatMessage, Combat: SWD6Combat, Combatant: SWD6Combatant }),
    dataModels: Object.freeze(
      Object.fromEntries(Object.entries(DOCUMENT_MODELS).map(([kind, models]) => [kind, Object.freeze({ ...models })])),
    ) as typeof DOCUMENT_MODELS,
    dice: Object.freeze({ D6Roll, WildDie, rollD6, rollDice, addRollModifier, rollHookNames }),
    rules,
    config: deepFreeze(configView()),
  });
}

/** Puts the API on `game.swd6rpg` and registers the hotbar macros and the roll links. Call once, at `init`. */
export function registerApi(): void {
  (game as unknown as Record<string, SWD6Api>)[SYSTEM_ID] = createApi();
  registerHotbarMacros();
  registerRollLinks();
}
