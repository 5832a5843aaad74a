/**
 * Tells the Foundry v13 types about this system's subtypes, settings and hooks.
 */
import type { ActorModels, CardModels, ItemModels, COMBAT_MODELS, COMBATANT_MODELS } from "./data/document-types.ts";
import type { SWD6Actor } from "./documents/actor.ts";
import type { SWD6Item } from "./documents/item.ts";
import type { SWD6Combat } from "./combat/combat.ts";
import type { SWD6Combatant } from "./combat/combatant.ts";
import type { SWD6ChatMessage } from "./documents/chat-message.ts";
import type { RollHookSignatures } from "./dice/pipeline/roll-d6.ts";
import type { SystemHookSignatures } from "./dice/pipeline/system-hooks.ts";
import type { GameTerms } from "./game-terms.ts";
import type { HiddenSettingConfig, ShownSettingConfig } from "./settings.ts";

declare global {
  // The game's terms (src/game-terms.ts, docs/api.md): set at init, added to by modules before ready.
  interface CONFIG {
    SWD6: GameTerms;
  }

  // The gateway's queries (gateway/gateway.ts), each handed the data a client sent.
  namespace CONFIG {
    interface Queries {
      "swd6rpg.gateway": (data: unknown) => Promise<unknown>;
      "swd6rpg.gatewayToken": (data: unknown) => Promise<unknown>;
    }
  }
}

declare module "fvtt-types/configuration" {
  // Only the document classes: declaring the Configured* document interfaces as well makes the
  // compiler resolve each class through itself, and a cold check take several times longer.
  interface DocumentClassConfig {
    Actor: typeof SWD6Actor;
    Item: typeof SWD6Item;
    Combat: typeof SWD6Combat;
    Combatant: typeof SWD6Combatant;
    ChatMessage: typeof SWD6ChatMessage;
  }

  // The subtypes and their models come from the registry (data/document-types.ts).
  interface DataModelConfig {
    Actor: ActorModels;
    Item: ItemModels;
    ChatMessage: CardModels;
    Combat: typeof COMBAT_MODELS;
    Combatant: typeof COMBATANT_MODELS;
  }

  // Every setting of the system, from its one declaration (settings.ts).
  interface SettingConfig extends ShownSettingConfig, HiddenSettingConfig {}

  // The system's own hooks (docs/api.md): the roll pipeline's and those around what it applies.
  namespace Hooks {
    interface HookConfig extends RollHookSignatures, SystemHookSignatures {}
  }

  // The system touches `game` only from hooks that run after setup.
  interface AssumeHookRan {
    ready: never;
  }
}
