/**
 * What an attack is made from, gathered from the documents: the attacker, the weapon and the target
 * tokens as plain data, and the setup the rules plan the attack on (`attackSetup`). The attack
 * dialog gathers it on the attacker's client to show the attack; the active gamemaster gathers it
 * again from the same documents when the attack card is posted, so the card's numbers are his.
 */
import { roundSituationOf } from "../../dice/roll-situation.ts";
import { keptUpActions } from "../../rules/force/force-power.ts";
import type { SkillAttributeKey } from "../../constants.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import type { ArmorStats } from "../../rules/damage/armor.ts";
import { type DieCode, formatDieCode } from "../../rules/dice/die-code.ts";
import { type CraftKind, craftResistance } from "../../data/actor/craft-damage.ts";
import { difficultyEdition, getRuleSetting } from "../../settings.ts";
import {
  type AttackSetup,
  type DialogMessage,
  type TargetSource,
  type WeaponSource,
  attackSetup,
  metersFromSceneUnits,
  skillKeyOf,
  slantDistance,
} from "./flow/attack-dialog-setup.ts";
import { isTractorBeam } from "./flow/attack-dialog-message.ts";
import { foundryTranslator } from "../sheet-shared.ts";
import { actorData, beingData, itemData, itemsOfType, storedScaleOf, woundLevelOf } from "../../data/document-data.ts";
import { skillIndex } from "../../data/compendium.ts";
import { forcePointOfferFor } from "../force-point-spend.ts";
import { isKnockedOut } from "../../documents/knock-out.ts";

/** A token on the canvas, as far as the dialog reads it. */
type CanvasToken = foundry.canvas.placeables.Token;

/** The attribute the weapon's skill belongs to, from the skills compendium; null when it is not there. */
async function canonicalAttribute(weaponSkill: string): Promise<SkillAttributeKey | null> {
  const index = await skillIndex();
  if (!index) return null;
  const key = skillKeyOf(weaponSkill);
  return index.find((entry) => entry.key === key)?.attribute ?? null;
}

/** The actor's worn armor, or none when its data cannot be read (the sheet reports that). */
function armorOf(actor: Actor.Implementation | null): ArmorStats | null {
  try {
    return actor?.wornArmor?.() ?? null;
  } catch {
    return null;
  }
}

/** The attacker as plain data. */
function attackerSource(actor: SWD6Actor): Parameters<typeof attackSetup>[0]["attacker"] {
  let armorPenalty: DieCode = { dice: 0, pips: 0 };
  try {
    armorPenalty = actor.dexterityArmorPenalty();
  } catch {
    // Malformed armor data: the sheet reports it; the attack goes on without the penalty.
  }
  return {
    uuid: actor.uuid,
    name: actor.name,
    attributes: beingData(actor)?.attributes ?? {},
    woundLevel: woundLevelOf(actor),
    skills: itemsOfType(actor.items, "skill"),
    keptUpActions: keptUpActions(actor.keptUpPowerSkills()),
    armorPenalty,
  };
}

/**
 * The weapon as plain data. A starship's weapon fired in space measures its ranges in space units
 * (`spaceRanges`, a scene gridded in space units) instead of meters, when it prints them.
 */
function weaponSource(weapon: Item.Implementation, space: boolean): WeaponSource {
  const system = itemData(weapon, "weapon");
  if (!system) throw new Error(`${weapon.name} is not a weapon`);
  const ranges = space && system.spaceRanges ? system.spaceRanges : system.ranges;
  return { uuid: weapon.uuid ?? null, name: weapon.name, img: weapon.img ?? "", space, system: { ...system, ranges } };
}

/** The attacker's token on the canvas: the one the user controls, else the first active one. */
function attackerToken(actor: SWD6Actor): CanvasToken | null {
  const controlled = canvas?.tokens?.controlled.find((token) => token.actor?.uuid === actor.uuid);
  return controlled ?? actor.getActiveTokens(true)[0] ?? null;
}

/**
 * Meters between two tokens: the grid's own measurement across the map (`canvas.grid.measurePath`
 * between their centers) and their difference in elevation (`slantDistance`), in the scene's
 * units; null when either token is missing or the canvas cannot measure.
 */
function distanceBetween(from: CanvasToken | null, to: CanvasToken): number | null {
  if (!from || !canvas?.grid || from.scene !== to.scene) return null;
  try {
    const measured = canvas.grid.measurePath([from.center, to.center], {});
    const across = slantDistance(measured.distance, [from.document.elevation ?? 0, to.document.elevation ?? 0]);
    return across === null ? null : metersFromSceneUnits(across, canvas.scene?.grid.units);
  } catch {
    return null;
  }
}

/** A craft's resistance code as text (body strength, or hull and shields left); null when unreadable. */
function craftResistanceText(kind: CraftKind, system: Parameters<typeof craftResistance>[1]): string | null {
  try {
    return formatDieCode(craftResistance(kind, system));
  } catch {
    return null;
  }
}

/**
 * Target tokens as plain data; tokens without an actor are left out. A starship caught by a tractor
 * beam resists with its hull code alone (Movement and Damage: "roll the tractor beam's damage against the
 * target ship's hull code"), not hull and shields. A token not drawn on this client's canvas has no
 * measured distance (the form's distance counts).
 */
function targetSources(actor: SWD6Actor, tokens: readonly TokenDocument.Implementation[], tractorBeam = false): TargetSource[] {
  const from = attackerToken(actor);
  return tokens.flatMap((document): TargetSource[] => {
    const target = document.actor;
    if (!target) return [];
    const token = (document.object ?? null) as CanvasToken | null;
    const vehicle = actorData(target, "vehicle");
    const ship = actorData(target, "starship");
    const craft = vehicle ? "vehicle" : ship ? "starship" : null;
    const craftResistanceSource = vehicle
      ? { bodyStrength: vehicle.bodyStrength }
      : ship
        ? { hull: ship.hull, shields: tractorBeam ? "0D" : ship.shields, damage: { shieldsLost: ship.damage.shieldsLost } }
        : null;
    return [
      {
        key: document.uuid,
        actor: target.uuid,
        name: document.name || target.name,
        distance: token ? distanceBetween(from, token) : null,
        scale: storedScaleOf(target),
        resistance: craft && craftResistanceSource ? craftResistanceText(craft, craftResistanceSource) : (beingData(target)?.attributes.str ?? null),
        armor: craft ? null : armorOf(target),
        kind: craft ?? "character",
      },
    ];
  });
}

/** What an attack is made with, beyond the attacker, the weapon and the targets. */
export interface AttackOptions {
  /** A craft's weapon fired with its gunner's skill (label and code); the fire control is added by the rules. */
  crewSkill?: { label: string; code: DieCode } | null;
  /** A starship's weapon in space: its ranges in space units. */
  space?: boolean;
}

/**
 * The attack's setup from the documents, under the world's rules.
 *
 * @param actor the attacker
 * @param weapon the weapon (a `weapon` Item)
 * @param targets the target tokens' documents
 * @param options the craft gunner's skill and space ranges
 * @param user the user making the attack: a gamemaster may toggle the wild die; an owner may spend
 *   the attacker's Force point (`forcePointOfferFor`; a craft's weapon has none)
 * @returns the setup, or the localized message of why there is none
 */
export async function gatherAttackSetup(
  actor: SWD6Actor,
  weapon: Item.Implementation,
  targets: readonly TokenDocument.Implementation[],
  options: AttackOptions,
  user: User.Implementation,
): Promise<{ ok: true; setup: AttackSetup } | { ok: false; error: DialogMessage }> {
  const source = weaponSource(weapon, options.space ?? false);
  const result = attackSetup({
    attacker: attackerSource(actor),
    weapon: source,
    targets: targetSources(actor, targets, isTractorBeam(source)),
    rules: {
      reactionMode: getRuleSetting("reactionMode"),
      damageModel: getRuleSetting("damageModel"),
      wildDie: getRuleSetting("wildDie") === "on",
      mishap: getRuleSetting("mishap"),
      edition: difficultyEdition(),
    },
    skillAttribute: await canonicalAttribute(source.system.skill),
    canToggleWildDie: user.isGM,
    i18n: foundryTranslator(),
    crewSkill: options.crewSkill ?? null,
  });
  if (result.ok) result.setup.boundedModifier = !user.isGM;
  if (result.ok && !options.crewSkill) {
    result.setup.forcePoint = forcePointOfferFor(actor, user);
    // A stun hit that knocked him out keeps him out of the fight as a wound would (documents/knock-out.ts).
    result.setup.unconscious ||= isKnockedOut(actor);
    // The combined action bonus he rolls his group's task with, from the gamemaster's record of the command roll.
    result.setup.combined = roundSituationOf(actor)?.combined ?? null;
    result.setup.drawDeclared = roundSituationOf(actor)?.drawDeclared === true;
  }
  return result;
}
