/** What of the system a client of the world loads: its entry point and the modules the tests call. */
import { fileURLToPath } from "node:url";

/** The system's entry point, as the manifest loads it. */
export const SYSTEM_ENTRY = fileURLToPath(new URL("../../src/index.ts", import.meta.url));

/**
 * The system's modules the tests call as a client, and those whose classes the boot tests expect
 * registered (paths relative to src/).
 */
export const EXPOSED_MODULES = [
  "gateway/gateway.ts",
  "gateway/sender.ts",
  "dice/d6-roll.ts",
  "chat/points.ts",
  "chat/mishap.ts",
  "data/message/index.ts",
  "applications/force-powers/dark-side-point.ts",
  "gateway/posted-cards.ts",
  "applications/healing/healing-card.ts",
  "applications/attack/card/card-step.ts",
  "combat/round-query.ts",
  "combat/space-battle/battle-query.ts",
  "applications/attack/attack-gather.ts",
  "applications/attack/flow/attack-dialog-view.ts",
  "applications/attack/flow/attack-dialog-message.ts",
  "applications/attack/attack-request.ts",
  "applications/healing/healing-post.ts",
  "applications/force-powers/force-power-actions.ts",
  "applications/roll-dialog.ts",
  "applications/force-point-spend.ts",
  "dice/force-point-round.ts",
  "combat/declaration-dialog.ts",
  "combat/end-of-round.ts",
  "applications/attack/attack-dialog.ts",
  "applications/settings/rule-presets-menu.ts",
  "combat/combined/combined-action-request.ts",
  "combat/combined/combined-actions-stored.ts",
  "applications/attack/reaction-plan.ts",
  "data/document-types.ts",
  "data/actor/character.ts",
  "data/item/force-power.ts",
  "data/message/attack-card.ts",
  "data/combat/combat-data.ts",
  "data/combat/combatant-data.ts",
  "documents/chat-message.ts",
  "documents/actor.ts",
  "documents/item.ts",
  "dice/wild-die.ts",
  "combat/combat.ts",
  "combat/combatant.ts",
  "combat/combat-tracker.ts",
] as const;

/** The variable the system's bundle (tests/setup/system-bundle.ts) assigns the exposed modules to. */
export const BUNDLE_NAME = "swd6rpgSystemModules";
