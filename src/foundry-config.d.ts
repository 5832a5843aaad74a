/**
 * Tells the Foundry v13 types about this system's subtypes, settings and hooks.
 */
import type { CharacterData } from "./data/actor/character.ts";
import type { VehicleData } from "./data/actor/vehicle.ts";
import type { StarshipData } from "./data/actor/starship.ts";
import type { NpcData } from "./data/actor/npc.ts";
import type { CreatureData } from "./data/actor/creature.ts";
import type { SpeciesData } from "./data/item/species.ts";
import type { SkillData } from "./data/item/skill.ts";
import type { TemplateData } from "./data/item/template.ts";
import type { WeaponData } from "./data/item/weapon.ts";
import type { ArmorData } from "./data/item/armor.ts";
import type { EquipmentData } from "./data/item/equipment.ts";
import type { ForcePowerData } from "./data/item/force-power.ts";
import type { AttackCardData } from "./data/message/attack-card.ts";
import type { HealingCardData } from "./data/message/healing-card.ts";
import type { ForcePowerCardData } from "./data/message/force-power-card.ts";
import type { DarkSideCardData } from "./data/message/dark-side-card.ts";
import type { MovementCardData } from "./data/message/movement-card.ts";
import type { SpaceRangeCardData } from "./data/message/space-range-card.ts";
import type { CombinedActionCardData } from "./data/message/combined-action-card.ts";
import type { CombatData } from "./data/combat/combat-data.ts";
import type { CombatantData } from "./data/combat/combatant-data.ts";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
      npc: typeof NpcData;
      creature: typeof CreatureData;
      vehicle: typeof VehicleData;
      starship: typeof StarshipData;
    };
    Item: {
      skill: typeof SkillData;
      template: typeof TemplateData;
      weapon: typeof WeaponData;
      armor: typeof ArmorData;
      equipment: typeof EquipmentData;
      "force-power": typeof ForcePowerData;
      species: typeof SpeciesData;
    };
    ChatMessage: {
      attack: typeof AttackCardData;
      healing: typeof HealingCardData;
      forcePower: typeof ForcePowerCardData;
      darkSide: typeof DarkSideCardData;
      movement: typeof MovementCardData;
      spaceRange: typeof SpaceRangeCardData;
      combinedAction: typeof CombinedActionCardData;
    };
    Combat: {
      base: typeof CombatData;
    };
    Combatant: {
      base: typeof CombatantData;
    };
  }

  interface SettingConfig {
    "swd6rpg.wildDie": string;
    "swd6rpg.mishap": string;
    "swd6rpg.damageModel": string;
    "swd6rpg.reactionMode": string;
    "swd6rpg.segmentTie": string;
    "swd6rpg.initiative": string;
    "swd6rpg.declarations": string;
    "swd6rpg.running": string;
    "swd6rpg.startingForcePoints": string;
  }

  // The system touches `game` only from hooks that run after setup.
  interface AssumeHookRan {
    ready: never;
  }
}
