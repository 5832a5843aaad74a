/**
 * The system's single registration hub: it wires the data models, document classes, dice, sheets,
 * settings and chat listeners into Foundry, and does nothing else.
 */
import { type BabeleInit, initBabele } from "./documents/babele-converters.ts";
import "../styles/swd6rpg.scss";
import { SYSTEM_ID } from "./constants.ts";
import { CHARACTER_TRACKABLE_ATTRIBUTES, CharacterData } from "./data/actor/character.ts";
import { VehicleData } from "./data/actor/vehicle.ts";
import { StarshipData } from "./data/actor/starship.ts";
import { NpcData } from "./data/actor/npc.ts";
import { CreatureData } from "./data/actor/creature.ts";
import { SpeciesData } from "./data/item/species.ts";
import { SkillData } from "./data/item/skill.ts";
import { TemplateData } from "./data/item/template.ts";
import { WeaponData } from "./data/item/weapon.ts";
import { ArmorData } from "./data/item/armor.ts";
import { EquipmentData } from "./data/item/equipment.ts";
import { ForcePowerData } from "./data/item/force-power.ts";
import { CombatData } from "./data/combat/combat-data.ts";
import { CombatantData } from "./data/combat/combatant-data.ts";
import { SWD6Actor } from "./documents/actor.ts";
import { SWD6Item } from "./documents/item.ts";
import { SWD6ChatMessage } from "./documents/chat-message.ts";
import { CARD_MODELS } from "./data/message/index.ts";
import { registerSettings } from "./settings.ts";
import { registerDice } from "./dice/register-dice.ts";
import { registerSheets } from "./applications/register-sheets.ts";
import { darkSideRequestKind, forcePowerPostRequestKind, registerForcePowerCard } from "./applications/force-powers/force-power-card.ts";
import { registerGateway } from "./gateway/gateway.ts";
import { attackPostRequestKind } from "./applications/attack/attack-request.ts";
import { attackCardStepRequestKind } from "./applications/attack/card-world.ts";
import { registerAttackCard } from "./applications/attack/card-render.ts";
import { healingPostRequestKind } from "./applications/healing/healing-post.ts";
import { healingApplyRequestKind, registerHealingCard } from "./applications/healing/healing-card.ts";
import { forcePointRequestKind } from "./applications/force-point-spend.ts";
import { pointsRequestKind } from "./chat/points.ts";
import { mishapRequestKind } from "./chat/mishap.ts";
import { roundRequestKind } from "./combat/round-query.ts";
import { battleRequestKind } from "./combat/space-battle/battle-query.ts";
import { registerRequestKinds } from "./gateway/request-kind.ts";
import { registerForcePointMoments } from "./dice/force-point-round.ts";
import { combinedCommandRequestKind, combinedDeclareRequestKind } from "./combat/combined/combined-action-request.ts";
import { registerKnockOuts } from "./documents/knock-out.ts";
import { registerHandlebarsHelpers, preloadTemplates } from "./applications/handlebars-helpers.ts";
import { registerChatListeners } from "./chat/register-chat.ts";
import { registerWoundStatus } from "./documents/wound-status.ts";
import { registerDiceSoNice } from "./dice/dice-so-nice.ts";
import { registerRulePresetsMenu } from "./applications/settings/rule-presets-menu.ts";
import { registerApi } from "./api/index.ts";
import { registerEndOfAdventureButton } from "./applications/adventure/adventure-button.ts";
import { registerCombat } from "./combat/register-combat.ts";
import { migrateWorldIfNeeded, registerMigrationSetting } from "./migrations/migrate-world.ts";

/** Every request a client may send the active gamemaster, one kind per step a feature exports. */
const REQUEST_KINDS = [
  attackPostRequestKind,
  attackCardStepRequestKind,
  healingPostRequestKind,
  healingApplyRequestKind,
  forcePointRequestKind,
  forcePowerPostRequestKind,
  darkSideRequestKind,
  pointsRequestKind,
  mishapRequestKind,
  roundRequestKind,
  battleRequestKind,
  combinedDeclareRequestKind,
  combinedCommandRequestKind,
];

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | initializing`);
  CONFIG.Actor.documentClass = SWD6Actor as never;
  CONFIG.Item.documentClass = SWD6Item as never;
  CONFIG.ChatMessage.documentClass = SWD6ChatMessage as never;
  Object.assign(CONFIG.Actor.dataModels, { character: CharacterData, npc: NpcData, creature: CreatureData, vehicle: VehicleData, starship: StarshipData });
  Object.assign(CONFIG.Item.dataModels, {
    skill: SkillData,
    template: TemplateData,
    weapon: WeaponData,
    armor: ArmorData,
    equipment: EquipmentData,
    "force-power": ForcePowerData,
    species: SpeciesData,
  });
  Object.assign(CONFIG.ChatMessage.dataModels, CARD_MODELS);
  // Core's own "base" type carries the round: every Combat the tracker creates is one.
  Object.assign(CONFIG.Combat.dataModels, { base: CombatData });
  Object.assign(CONFIG.Combatant.dataModels, { base: CombatantData });
  registerSettings();
  registerRulePresetsMenu();
  registerMigrationSetting();
  CONFIG.Actor.trackableAttributes = { ...CONFIG.Actor.trackableAttributes, character: CHARACTER_TRACKABLE_ATTRIBUTES, npc: CHARACTER_TRACKABLE_ATTRIBUTES, creature: CHARACTER_TRACKABLE_ATTRIBUTES };
  registerDice();
  registerDiceSoNice();
  registerHandlebarsHelpers();
  registerSheets();
  registerGateway();
  registerRequestKinds(REQUEST_KINDS);
  registerForcePointMoments();
  registerAttackCard();
  registerHealingCard();
  registerForcePowerCard();
  registerKnockOuts();
  registerChatListeners();
  registerWoundStatus();
  registerCombat();
  registerApi();
  registerEndOfAdventureButton();
  void preloadTemplates();
});

Hooks.once("ready", () => void migrateWorldIfNeeded());
Hooks.once("babele.init" as never, ((babele: BabeleInit) => initBabele(babele)) as never);
