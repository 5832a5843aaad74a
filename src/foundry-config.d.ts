/**
 * Tells the Foundry v13 types about this system's subtypes, settings and hooks.
 */
import type { CharacterData } from "./data/character.ts";
import type { SkillData } from "./data/skill.ts";
import type { TemplateData } from "./data/template.ts";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
    };
    Item: {
      skill: typeof SkillData;
      template: typeof TemplateData;
    };
  }

  interface SettingConfig {
    "swd6rpg.wildDie": string;
    "swd6rpg.mishap": string;
    "swd6rpg.damageModel": string;
  }

  // The system touches `game` only from hooks that run after setup.
  interface AssumeHookRan {
    ready: never;
  }
}
