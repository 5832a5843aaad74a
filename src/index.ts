/**
 * The system's single registration hub: it wires the data models, document classes, dice, sheets,
 * settings and chat listeners into Foundry, and does nothing else.
 */
import "../styles/swd6rpg.scss";
import { SYSTEM_ID } from "./constants.ts";
import { CharacterData } from "./data/character.ts";
import { SkillData } from "./data/skill.ts";
import { TemplateData } from "./data/template.ts";
import { SWD6Actor } from "./documents/actor.ts";
import { SWD6Item } from "./documents/item.ts";
import { registerSettings } from "./settings.ts";
import { registerDice } from "./dice/register-dice.ts";
import { registerSheets } from "./applications/register-sheets.ts";
import { registerHandlebarsHelpers, preloadTemplates } from "./applications/handlebars-helpers.ts";
import { registerChatListeners } from "./chat/register-chat.ts";

Hooks.once("init", () => {
  console.log(`${SYSTEM_ID} | initializing`);
  CONFIG.Actor.documentClass = SWD6Actor as never;
  CONFIG.Item.documentClass = SWD6Item as never;
  Object.assign(CONFIG.Actor.dataModels, { character: CharacterData });
  Object.assign(CONFIG.Item.dataModels, { skill: SkillData, template: TemplateData });
  registerSettings();
  registerDice();
  registerHandlebarsHelpers();
  registerSheets();
  registerChatListeners();
  void preloadTemplates();
});
