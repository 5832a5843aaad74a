/**
 * The system's single registration hub: it wires the data models, document classes, dice, sheets,
 * settings and chat listeners into Foundry, and does nothing else.
 */
import { type BabeleInit, initBabele } from "./documents/babele-converters.ts";
import "../styles/swd6rpg.scss";
import { SYSTEM_ID } from "./constants.ts";
import { DOCUMENT_MODELS, trackableAttributes } from "./data/document-types.ts";
import { SWD6Actor } from "./documents/actor.ts";
import { SWD6Item } from "./documents/item.ts";
import { SWD6ChatMessage } from "./documents/chat-message.ts";
import { registerSettings } from "./settings.ts";
import { POSTED_CARDS_EXTRAS } from "./gateway/posted-cards.ts";
import { systemGameTerms } from "./game-terms.ts";
import { registerDice } from "./dice/register-dice.ts";
import { registerSheets } from "./applications/register-sheets.ts";
import { darkSideRequestKind, forcePowerPostRequestKind, registerForcePowerCard } from "./applications/force-powers/force-power-card.ts";
import { darkSideGainRequestKind } from "./applications/force-powers/dark-side-point.ts";
import { movementPostRequestKind } from "./applications/craft/movement-request.ts";
import { spaceRangePostRequestKind } from "./applications/craft/space-range/space-range-request.ts";
import { registerGateway } from "./gateway/gateway.ts";
import { diceRollRequestKind, registerGamemasterDice } from "./gateway/gamemaster-dice.ts";
import { attackPostRequestKind } from "./applications/attack/attack-request.ts";
import { attackCardStepRequestKind } from "./applications/attack/card/card-step.ts";
import { registerAttackCard } from "./applications/attack/card/card-render.ts";
import { healingPostRequestKind } from "./applications/healing/healing-post.ts";
import { healingApplyRequestKind, registerHealingCard } from "./applications/healing/healing-card.ts";
import { forcePointRequestKind, registerDoubledRollCharge } from "./applications/force-point-spend.ts";
import { pointsRequestKind } from "./chat/points.ts";
import { mishapRequestKind } from "./chat/mishap.ts";
import { roundRequestKind } from "./combat/round-query.ts";
import { battleRequestKind } from "./combat/space-battle/battle-query.ts";
import { registerRequestKinds } from "./gateway/request-kind.ts";
import { combinedCommandRequestKind, combinedDeclareRequestKind } from "./combat/combined/combined-action-request.ts";
import { registerHandlebarsHelpers, preloadTemplates } from "./applications/handlebars-helpers.ts";
import { registerChatListeners } from "./chat/register-chat.ts";
import { registerWoundStatus } from "./documents/wound-status.ts";
import { colorsetChoices, registerDiceSoNice } from "./dice/dice-so-nice.ts";
import { registerRulePresetsMenu } from "./applications/settings/rule-presets-menu.ts";
import { registerApi } from "./api/index.ts";
import { registerEndOfAdventureButton } from "./applications/adventure/adventure-button.ts";
import { registerCombat } from "./combat/register-combat.ts";
import { migrateWorldIfNeeded } from "./migrations/migrate-world.ts";
import { warnIfWorldSettingsLocked } from "./data/world-settings.ts";

/** Every request a client may send the active gamemaster, one kind per step a feature exports. */
const REQUEST_KINDS = [
  diceRollRequestKind,
  attackPostRequestKind,
  attackCardStepRequestKind,
  healingPostRequestKind,
  healingApplyRequestKind,
  forcePointRequestKind,
  forcePowerPostRequestKind,
  darkSideRequestKind,
  darkSideGainRequestKind,
  movementPostRequestKind,
  spaceRangePostRequestKind,
  pointsRequestKind,
  mishapRequestKind,
  roundRequestKind,
  battleRequestKind,
  combinedDeclareRequestKind,
  combinedCommandRequestKind,
];

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | initializing`);
  CONFIG.Actor.documentClass = SWD6Actor;
  CONFIG.Item.documentClass = SWD6Item;
  CONFIG.ChatMessage.documentClass = SWD6ChatMessage;
  // Combat and Combatant data sit on core's own "base" type: every Combat the tracker creates is one.
  for (const [kind, models] of Object.entries(DOCUMENT_MODELS) as [keyof typeof DOCUMENT_MODELS, object][]) Object.assign(CONFIG[kind].dataModels, models);
  CONFIG.SWD6 = systemGameTerms();
  registerSettings({ dsnWildDie: { choices: colorsetChoices }, dsnCharacterPoint: { choices: colorsetChoices }, postedCards: POSTED_CARDS_EXTRAS });
  registerRulePresetsMenu();
  CONFIG.Actor.trackableAttributes = { ...CONFIG.Actor.trackableAttributes, ...trackableAttributes() };
  registerDice();
  registerDiceSoNice();
  registerHandlebarsHelpers();
  registerSheets();
  registerGateway();
  registerGamemasterDice();
  registerRequestKinds(REQUEST_KINDS);
  registerDoubledRollCharge();
  registerAttackCard();
  registerHealingCard();
  registerForcePowerCard();
  registerChatListeners();
  registerWoundStatus();
  registerCombat();
  registerApi();
  registerEndOfAdventureButton();
  void preloadTemplates();
});

Hooks.once("ready", () => {
  warnIfWorldSettingsLocked();
  void migrateWorldIfNeeded();
});
Hooks.once("babele.init" as never, ((babele: BabeleInit) => initBabele(babele)) as never);
