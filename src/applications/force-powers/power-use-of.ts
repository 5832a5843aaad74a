/**
 * What a Force power's use is planned from, read from the documents: the power as plain data, the
 * character's Force skill codes, the other powers he keeps up, his wound penalty, the world's wild die,
 * mishap handling and difficulty table, and his Force point. The owner's dialog and the gamemaster who
 * posts the card read it here alike, so both plan the same rolls (force-power-use.ts `powerPlan`).
 */
import { KEPT_UP_FLAG } from "../../documents/actor.ts";
import { beingData, itemData, itemsOfType, woundLevelOf } from "../../data/document-data.ts";
import { systemFlag } from "../../data/document-writes.ts";
import { scoringMishap } from "../../dice/d6-roll-data.ts";
import { rollWoundPenalty } from "../../dice/roll-modifiers.ts";
import type { DifficultyEdition } from "../../rules/dice/difficulty.ts";
import type { Mishap } from "../../rules/dice/roll.ts";
import type { ForceSkill, ForceSkillCodes } from "../../rules/force/force-power.ts";
import { difficultyEdition, getRuleSetting } from "../../settings.ts";
import type { SkillItemData } from "../actor/character-view.ts";
import { forcePointOfferFor } from "../force-point-spend.ts";
import type { ForcePointOffer } from "../roll-config/force-point-field.ts";
import { type PowerItemData, forceSkillCodes } from "./flow/force-power-use.ts";

/** A power Item as plain data. */
export function powerItemData(item: Item.Implementation): PowerItemData {
  return {
    id: item.id!,
    name: item.name,
    img: item.img ?? undefined,
    system: itemData(item, "force-power")!,
    up: systemFlag(item, KEPT_UP_FLAG) === true,
  };
}

/** The character's skill Items as plain data. */
export function skillItemsOf(actor: Actor.Implementation): SkillItemData[] {
  return itemsOfType(actor.items, "skill");
}

/** What a power's use is planned from. */
export interface PowerUse {
  power: PowerItemData;
  codes: ForceSkillCodes;
  /** The Force skills of the other powers kept up. */
  keptUp: ForceSkill[][];
  /** The wound penalty in dice, >= 0. */
  woundPenalty: number;
  wildDie: boolean;
  /** How a mishap on the wild die is scored (`scoringMishap` of the world's handling). */
  mishap: Mishap;
  edition: DifficultyEdition;
  /** The character's Force point as `user` may spend it. */
  forcePoint: ForcePointOffer | null;
}

/**
 * A power's use as the documents give it now.
 * @param actor the character
 * @param item one of the character's `force-power` Items
 * @param user who uses it (the gamemaster checks a sender); this client's user when absent
 */
export function powerUseOf(actor: Actor.Implementation, item: Item.Implementation, user?: User.Implementation): PowerUse {
  const wounds = beingData(actor) ? { level: woundLevelOf(actor), model: getRuleSetting("damageModel") } : null;
  return {
    power: powerItemData(item),
    codes: forceSkillCodes(skillItemsOf(actor)),
    keptUp: actor.keptUpPowerSkills(item.id!),
    woundPenalty: rollWoundPenalty("skill", wounds),
    wildDie: getRuleSetting("wildDie") === "on",
    mishap: scoringMishap(getRuleSetting("mishap")),
    edition: difficultyEdition(),
    forcePoint: forcePointOfferFor(actor, user),
  };
}
