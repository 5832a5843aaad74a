/**
 * The `game.swd6rpg` API for macro writers, the hotbar macros and the roll links; `registerApi`
 * wires them in at `init`. Documented in README.md, "Macros and API".
 */
import { SYSTEM_ID } from "../constants.ts";
import * as rules from "../rules/index.ts";
import { registerRollLinks } from "./enrichers/register-links.ts";
import { registerHotbarMacros } from "./hotbar.ts";
import { attack, rollAttribute, rollCheck, rollCode, rollSkill, useForcePower } from "./rolls.ts";
import { speakingActor } from "./speaker.ts";
import { endAdventure } from "../applications/adventure/adventure-button.ts";
import { declareCombinedActionFor, rollCombinedCommand } from "../combat/combined/combined-action-request.ts";

/** What `game.swd6rpg` holds. */
export interface SWD6Api {
  rollCode: typeof rollCode;
  rollSkill: typeof rollSkill;
  rollAttribute: typeof rollAttribute;
  rollCheck: typeof rollCheck;
  attack: typeof attack;
  useForcePower: typeof useForcePower;
  speakingActor: typeof speakingActor;
  /** The gamemaster's end-of-adventure dialog: Force points back, character points awarded. */
  endAdventure: typeof endAdventure;
  /** A group's combined action declared in the declaration phase (R&E Rules), and its leader's command roll. */
  declareCombinedAction: typeof declareCombinedActionFor;
  rollCombinedCommand: typeof rollCombinedCommand;
  /** The rules engine (src/rules/index.ts): die codes, probabilities, damage, scale… */
  rules: typeof rules;
}

/** The API object. */
export function createApi(): SWD6Api {
  return Object.freeze({
    rollCode,
    rollSkill,
    rollAttribute,
    rollCheck,
    attack,
    useForcePower,
    speakingActor,
    endAdventure,
    declareCombinedAction: declareCombinedActionFor,
    rollCombinedCommand,
    rules,
  });
}

/** Puts the API on `game.swd6rpg` and registers the hotbar macros and the roll links. Call once, at `init`. */
export function registerApi(): void {
  (game as unknown as Record<string, SWD6Api>)[SYSTEM_ID] = createApi();
  registerHotbarMacros();
  registerRollLinks();
}
