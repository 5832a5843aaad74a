/**
 * The system's Actor class: a thin adapter between the sheet and the rules.
 */
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../dice/pipeline/system-hooks.ts";
import { type AttributeKey, SYSTEM_ID, SYSTEM_PATH, attributeLabel } from "../constants.ts";
import { type DieCode, parseDieCode } from "../rules/dice/die-code.ts";
import { type ArmorStats, armorDexterityPenalty } from "../rules/damage/armor.ts";
import { skillRollCode } from "./skill-codes.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import { wornArmorOf } from "./armor-items.ts";
import type { SkillReference } from "./creation/character-from-template.ts";
import type { GearReference, GearType } from "./creation/template-equipment.ts";
import { type LocatedTarget, advanceTargets } from "./advance-targets.ts";
import { type ForceSkill, keptUpActions } from "../rules/force/force-power.ts";
import { forcePowerRules } from "../data/item/force-power-rules.ts";
import { type AdvanceOptions, type AdvanceRecord, applyAdvance, undoLastAdvance } from "../rules/characters/advance-step.ts";
import { formatDieCode } from "../rules/dice/die-code.ts";
import { WOUND_BAR_ATTRIBUTE, woundLevelFromBar } from "../data/actor/wound-bar.ts";
import type { WoundLevel } from "../rules/damage/damage.ts";
import { getRuleSetting } from "../settings.ts";
import { SKILLS_PACK, babeleOriginalName, compendiumItems } from "../data/compendium.ts";
import { type PersonSystem, beingData, isBeing, itemData, itemsOfType, personData } from "../data/document-data.ts";
import { type SystemChanges, createActor, createOwnedItems, systemFlag, updatePaths, updateSystem } from "../data/document-writes.ts";

/** Where a template's listed equipment is looked up, by Item type. */
const GEAR_PACKS: Record<GearType, string> = {
  weapon: `${SYSTEM_ID}.weapons`,
  armor: `${SYSTEM_ID}.armor`,
  equipment: `${SYSTEM_ID}.equipment`,
};

/** The Force power Item flag (in the system's scope) set to true while the character keeps the power "up". */
export const KEPT_UP_FLAG = "keptUp";

/** The portrait a new character gets until the player picks one. */
export const DEFAULT_PORTRAIT = `${SYSTEM_PATH}/assets/portrait.svg`;

/** The system's Actor document class. */
export class SWD6Actor extends Actor {
  static override getDefaultArtwork(data?: Actor.CreateData): { img: string; texture: { src: string } } {
    if (!isBeing(data as { type: string } | undefined)) return super.getDefaultArtwork(data) as { img: string; texture: { src: string } };
    return { img: DEFAULT_PORTRAIT, texture: { src: DEFAULT_PORTRAIT } };
  }

  /**
   * A change of a token's bar or value. The wound bar (`wounds`) is derived from the wound level, so
   * a value entered in it, or a change of it, sets the wound level it stands for (`woundLevelFromBar`)
   * instead of a field that would be recomputed, as dnd5e routes its hit point bar to its damage;
   * core's `modifyTokenAttribute` hook still sees the change and its update first (a listener
   * returning false cancels it). Any other attribute is core's.
   * @param attribute the attribute's path in `system`
   * @param value the value entered, or the change when `isDelta`
   * @param isDelta whether `value` is a change
   * @param isBar whether the attribute is shown as a bar
   * @returns the updated actor, or itself when nothing changed
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const being = beingData(this);
    if (attribute !== WOUND_BAR_ATTRIBUTE || !being) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const current: WoundLevel = being.woundLevel;
    const level = woundLevelFromBar(current, value, isDelta, getRuleSetting("damageModel"));
    if (level === null) {
      ui.notifications?.warn("SWD6.Character.WoundBar.invalid", { localize: true });
      return this;
    }
    const updates: Record<string, unknown> = { "system.woundLevel": level };
    // Called on Hooks itself: core's Hooks.call is a static method that reads its listeners through `this`.
    const hooks = Hooks as unknown as { call(hook: string, ...args: unknown[]): boolean };
    if (hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this) === false) return this;
    return (await updatePaths(this, updates)) as this | undefined;
  }

  /**
   * The armor the character wears, as one set of game values (rules: `wornArmor`, Grundregeln and Reglas):
   * the best bonus of the worn pieces against each damage kind and the heaviest Dexterity penalty.
   * @returns null when nothing is worn
   * @throws DieCodeError when a worn piece holds a malformed code (cannot happen for validated data)
   */
  wornArmor(): ArmorStats | null {
    return wornArmorOf(this.items);
  }

  /**
   * What the worn armor takes from Dexterity and every Dexterity skill (rules: `armorDexterityPenalty`),
   * as an amount (`{ dice: 1, pips: 0 }` for "-1D"); nothing when no armor is worn.
   */
  dexterityArmorPenalty(): DieCode {
    return armorDexterityPenalty(this.wornArmor());
  }

  /**
   * What worn armor takes off a roll of `attribute` or one of its skills: the Dexterity penalty
   * (Grundregeln and Reglas) on Dexterity-based rolls, nothing on any other.
   * @returns the `armorPenalty` part of a roll request: empty when nothing is taken off
   */
  #armorPenaltyFor(attribute: AttributeKey | "force"): Pick<RollRequest, "armorPenalty"> {
    if (attribute !== "dex") return {};
    const penalty = this.dexterityArmorPenalty();
    return penalty.dice === 0 && penalty.pips === 0 ? {} : { armorPenalty: penalty };
  }

  /**
   * The six attribute codes of a character, NPC or creature.
   * @throws Error for a vehicle or starship, which has none
   */
  #attributes(): Record<AttributeKey, string> {
    const being = beingData(this);
    if (!being) throw new Error(`${this.name} has no attributes: it is a ${this.type}`);
    return being.attributes;
  }

  /**
   * The Force skills of each power the character keeps "up" (the Item flag {@link KEPT_UP_FLAG}), one
   * list per power, in the shape `keptUpActions` and `powerActions` take.
   * @param exceptItemId a power left out (the one being used)
   */
  keptUpPowerSkills(exceptItemId?: string): ForceSkill[][] {
    return this.items
      .filter((item) => item.type === "force-power" && item.id !== exceptItemId && systemFlag(item, KEPT_UP_FLAG) === true)
      .map((item) => [...forcePowerRules(itemData(item, "force-power")!).skills]);
  }

  /** The `keptUpActions` part of a roll request: the actions the kept-up powers count as (rules: `keptUpActions`), empty when none is up. */
  #keptUpFor(): Pick<RollRequest, "keptUpActions"> {
    const actions = keptUpActions(this.keptUpPowerSkills());
    return actions > 0 ? { keptUpActions: actions } : {};
  }

  /**
   * The roll request for one of the actor's attributes; a Dexterity roll carries the worn armor's
   * penalty, every roll the actions of the Force powers kept up.
   * @param key the attribute
   * @throws DieCodeError when the stored code is malformed (cannot happen for validated data)
   */
  attributeRollRequest(key: AttributeKey): RollRequest {
    return {
      actor: this,
      label: game.i18n.localize(attributeLabel(key)),
      labelKey: attributeLabel(key),
      code: parseDieCode(this.#attributes()[key]),
      attribute: key,
      kind: "attribute",
      ...this.#armorPenaltyFor(key),
      ...this.#keptUpFor(),
    };
  }

  /**
   * The roll request for one of the actor's skill Items: its code is the skill's own code (the
   * attribute's plus the added dice; an advanced skill's own dice) with the advanced skills built on
   * it added (skill-codes.ts: skillRollCode); a Dexterity skill carries the worn armor's penalty,
   * every skill the actions of the Force powers kept up.
   * @param itemId the skill Item's id
   * @throws Error when the actor has no skill with that id
   */
  skillRollRequest(itemId: string): RollRequest {
    const item = this.items.get(itemId);
    const skill = itemData(item, "skill");
    if (!item || !skill) throw new Error(`${this.name} has no skill with the id ${itemId}`);
    return {
      actor: this,
      label: item.name,
      code: skillRollCode(this.#attributes(), { system: skill }, itemsOfType(this.items, "skill")),
      attribute: skill.attribute,
      kind: "skill",
      itemId,
      ...this.#armorPenaltyFor(skill.attribute),
      ...this.#keptUpFor(),
    };
  }

  /**
   * The traits Advance mode can raise, skills named in the user's language, each with where its stored
   * code lives (advance-targets.ts): no attribute where the world's rules let none be raised in play
   * (`attributeAdvances`: the 1st edition, Reglas).
   * @param withAttributes list the attributes whatever the world's rule (to undo an earlier advance)
   * @throws DieCodeError when a stored code is malformed (validated data never is)
   */
  advanceTargets(withAttributes = getRuleSetting("attributeAdvances") !== "never"): LocatedTarget[] {
    return advanceTargets(this.#attributes(), itemsOfType(this.items, "skill"), withAttributes, game.i18n);
  }

  /** Character points, adventure counter and advance log, as the advance rules read them. */
  #advanceState(): { characterPoints: number; adventure: number; log: AdvanceRecord[] } {
    const system = personData(this);
    if (!system) throw new Error(`${this.name} does not advance: only characters and NPCs do`);
    return { characterPoints: system.characterPoints, adventure: system.adventure, log: [...system.advances] };
  }

  /** Writes a trait's new stored code where it lives. */
  async #writeTrait(located: LocatedTarget, code: DieCode, system: SystemChanges<PersonSystem>): Promise<void> {
    const text = formatDieCode(code);
    const where = located.location;
    if (where.at === "attribute") {
      await updateSystem(this, { ...system, attributes: { [where.attribute]: text } });
      return;
    }
    const item = this.items.get(where.itemId);
    if (!item) throw new Error(`${this.name} has no skill with the id ${where.itemId}`);
    if (where.at === "skill") await updateSystem(item, { bonus: text });
    else {
      const specializations = structuredClone(itemData(item, "skill")?.specializations ?? []);
      specializations[where.index] = { ...specializations[where.index]!, bonus: text };
      await updateSystem(item, { specializations });
    }
    await updateSystem(this, system);
  }

  /**
   * Raises a trait one pip (R&E Rules Upgrade): the cost leaves the character points, the trait
   * gets its new code, and the log gets the entry (rules: applyAdvance). A module's
   * `swd6rpg.preAdvance` listener may keep it from happening; one made is told to `swd6rpg.advance`.
   * @param key the trait's key (advance-targets.ts)
   * @param options teacher and whether the skill was used in the last adventure
   * @returns the log entry; null when a listener cancelled the advance (nothing is written)
   * @throws Error for an unknown key; RuleArgumentError when the rules refuse the advance
   */
  async advanceTrait(key: string, options: AdvanceOptions = {}): Promise<AdvanceRecord | null> {
    const located = this.advanceTargets().find((entry) => entry.target.key === key);
    if (!located) throw new Error(`${this.name} has no trait ${key} to advance`);
    const result = applyAdvance(located.target, this.#advanceState(), new Date().toISOString(), options);
    if (!callPreHook(SYSTEM_HOOKS.advance.pre, this, Object.freeze({ key, options: { ...options } }))) return null;
    await this.#writeTrait(located, result.stored, { characterPoints: result.characterPoints, advances: result.log });
    callAfterHook(SYSTEM_HOOKS.advance.post, this, result.record);
    return result.record;
  }

  /**
   * Undoes the last advance: the points come back, the trait goes back one pip (rules: undoLastAdvance).
   * @returns the undone entry
   * @throws RuleArgumentError when there is nothing to undo or the trait changed since
   */
  async undoLastAdvance(): Promise<AdvanceRecord> {
    // An attribute raised before the world stopped allowing it can still be taken back.
    const targets = this.advanceTargets(true);
    const find = (key: string) => targets.find((entry) => entry.target.key === key) ?? null;
    const result = undoLastAdvance(this.#advanceState(), (key) => find(key)?.target ?? null);
    await this.#writeTrait(find(result.record.key)!, result.stored, { characterPoints: result.characterPoints, advances: result.log });
    return result.record;
  }

  /**
   * Makes this character from a template (Grundregeln, character creation): attributes, listed skills
   * at their attribute's code, listed Force skills, Move, points, equipment and background. The
   * equipment lines that name an entry of the weapons, armor or equipment compendiums become Items
   * (creation/template-equipment.ts); the rest stays as text. Skills and gear the character already has are
   * kept as they are and not made again. The template's reading loads with the first template applied.
   * @param template a `template` Item
   * @throws Error when the item is not a template
   */
  async applyTemplate(template: Item.Implementation): Promise<void> {
    if (template.type !== "template") throw new Error(`${template.name} is not a character template`);
    const { characterFromTemplate, gearKey } = await import("./creation/character-from-template.ts");
    const existing = new Set(itemsOfType(this.items, "skill").map((item) => item.system.key || item.name.toLowerCase()));
    const ownedGear = new Set(this.items.filter((item) => item.type in GEAR_PACKS).map((item) => gearKey(item.type, item.name)));
    const [skills, gear] = await Promise.all([canonicalSkills(), compendiumGear()]);
    const result = characterFromTemplate(template.name, itemData(template, "template")!, skills, existing, gear, ownedGear);
    await updateSystem(this, result.system);
    const items = [...result.skills, ...result.gear];
    if (items.length > 0) await createOwnedItems(this, items);
  }

  /**
   * Creates a new character from a template and opens its sheet.
   * @param template a `template` Item
   * @returns the new actor, or undefined when the user may not create actors (a warning is shown)
   */
  /**
   * Creates the character the creation wizard made, with its skills and gear, in one creation (so
   * nothing half-made is left behind), and opens its sheet.
   * @param result the wizard's character: name, `system` data and Items
   * @returns the new actor, or undefined when the user may not create actors (a warning is shown)
   */
  static async createFromWizard(result: { name: string; system: object; items: readonly object[] }): Promise<Actor.Implementation | undefined> {
    if (!game.user.can("ACTOR_CREATE")) {
      ui.notifications?.warn("SWD6.Template.cannotCreate", { localize: true });
      return undefined;
    }
    const actor = await createActor({ name: result.name, type: "character", system: result.system, items: result.items });
    await actor?.sheet?.render(true);
    return actor;
  }

  static async createFromTemplate(template: Item.Implementation): Promise<Actor.Implementation | undefined> {
    if (!game.user.can("ACTOR_CREATE")) {
      ui.notifications?.warn("SWD6.Template.cannotCreate", { localize: true });
      return undefined;
    }
    const actor = await createActor({ name: template.name, type: "character" });
    if (!actor) return undefined;
    await actor.applyTemplate(template);
    await actor.sheet?.render(true);
    return actor;
  }
}

/**
 * What a template is read against: the skills compendium by key and the gear compendiums' entries
 * (a missing compendium gives none).
 */
export async function templateReferences(): Promise<{ skills: Map<string, SkillReference>; gear: GearReference[] }> {
  const [skills, gear] = await Promise.all([canonicalSkills(), compendiumGear()]);
  return { skills, gear };
}

/** The skills compendium by skill key, for names, descriptions and sources. */
async function canonicalSkills(): Promise<Map<string, SkillReference>> {
  const skills = itemsOfType((await compendiumItems(SKILLS_PACK)) ?? [], "skill");
  return new Map(skills.map((skill) => [skill.system.key, { name: skill.name, img: skill.img, system: skill.system }]));
}

/** The weapons, armor and equipment compendiums' entries; a compendium that is missing gives none. */
async function compendiumGear(): Promise<GearReference[]> {
  const packs = Object.entries(GEAR_PACKS) as [GearType, string][];
  const entries = await Promise.all(
    packs.map(async ([type, id]) => {
      const documents = (await compendiumItems(id)) ?? [];
      // Template lines are matched against the curated entries: the imported ones are many and would make more lines ambiguous.
      return documents
        .filter((doc) => doc.type === type && systemFlag(doc, "imported") !== true)
        .map((doc) => ({
          name: doc.name,
          // A compendium Babele translated keeps the English name the templates' lines use.
          matchName: babeleOriginalName(doc) ?? doc.name,
          type,
          img: doc.img ?? undefined,
          uuid: doc.uuid,
          system: doc.toObject().system,
        }));
    }),
  );
  return entries.flat();
}
