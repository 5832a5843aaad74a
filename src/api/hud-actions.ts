/**
 * What an actor can roll, listed for a HUD (Token Action HUD's system module, a macro bar): its
 * attributes, skills, weapons and Force powers, each with what the `game.swd6rpg` call that rolls it
 * takes. docs/api.md, "Token Action HUD", is the contract.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, attributeLabel } from "../constants.ts";
import { beingData, itemsOfType } from "../data/document-data.ts";
import type { SWD6Actor } from "../documents/actor.ts";
import { formatDieCode } from "../rules/dice/die-code.ts";

/** One thing a HUD shows: its name in the user's language, its code where it has one, and what rolls it. */
export interface HudAction {
  /** The attribute's key, or the Item's id. */
  id: string;
  /** The name shown: an attribute's in the user's language, an Item's as written. */
  name: string;
  /** The code rolled (`"4D+1"`), before the roll's modifiers; null for a weapon or a Force power. */
  code: string | null;
  /** The Item's image; null for an attribute. */
  img: string | null;
}

/** An actor's actions by group, each list in the sheet's order. */
export interface HudActions {
  /** Roll with `rollAttribute(action.id, { actor, configure: false })`. */
  attributes: HudAction[];
  /** Roll with `rollSkill(action.name, { actor, configure: false })`. */
  skills: HudAction[];
  /** Roll with `attack(actor.items.get(action.id), { actor, configure: false })`. */
  weapons: HudAction[];
  /** Use with `useForcePower(action.name, { actor, configure: false })`. */
  forcePowers: HudAction[];
}

/**
 * The actions of an actor (a token's `actor`, synthetic or not) as a HUD lists them. A craft or an
 * actor without attributes lists none; a skill whose code cannot be read lists its code as null.
 * @param actor the actor, or null
 * @returns the lists, empty for no actor
 */
export function actionsOf(actor: SWD6Actor | null | undefined): HudActions {
  if (!actor) return { attributes: [], skills: [], weapons: [], forcePowers: [] };
  const attributes = beingData(actor)?.attributes;
  const item = (entry: { id: string | null; name: string; img?: string | null }, code: string | null): HudAction => ({
    id: entry.id ?? "",
    name: entry.name,
    code,
    img: entry.img ?? null,
  });
  const skillCode = (id: string): string | null => {
    try {
      return formatDieCode(actor.skillRollRequest(id).code);
    } catch {
      return null;
    }
  };
  return {
    attributes: attributes
      ? ATTRIBUTE_KEYS.map((key: AttributeKey) => ({ id: key, name: game.i18n.localize(attributeLabel(key)), code: attributes[key], img: null }))
      : [],
    skills: itemsOfType(actor.items, "skill").map((skill) => item(skill, skillCode(skill.id))),
    weapons: itemsOfType(actor.items, "weapon").map((weapon) => item(weapon, null)),
    forcePowers: itemsOfType(actor.items, "force-power").map((power) => item(power, null)),
  };
}
