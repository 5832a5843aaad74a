/**
 * The system's Actor class: a thin adapter between the sheet and the rules.
 */
import { type AttributeKey, SYSTEM_ID, SYSTEM_PATH, attributeLabel } from "../constants.ts";
import { parseDieCode } from "../rules/die-code.ts";
import { skillCode } from "../rules/skill-code.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import { openRollDialog } from "../applications/roll-dialog.ts";
import { type SkillReference, type TemplateSource, characterFromTemplate } from "./character-from-template.ts";

/** Where the canonical skills are looked up when a template is applied. */
const SKILLS_PACK = `${SYSTEM_ID}.skills`;

/** The portrait a new character gets until the player picks one. */
export const DEFAULT_PORTRAIT = `${SYSTEM_PATH}/assets/portrait.svg`;

/** The system's Actor document class. */
export class SWD6Actor extends Actor {
  static override getDefaultArtwork(data?: Actor.CreateData): { img: string; texture: { src: string } } {
    if (data?.type !== "character") return super.getDefaultArtwork(data) as { img: string; texture: { src: string } };
    return { img: DEFAULT_PORTRAIT, texture: { src: DEFAULT_PORTRAIT } };
  }

  /**
   * The roll request for one of the actor's attributes.
   * @param key the attribute
   * @throws DieCodeError when the stored code is malformed (cannot happen for validated data)
   */
  attributeRollRequest(key: AttributeKey): RollRequest {
    const system = this.system as { attributes: Record<AttributeKey, string> };
    return {
      actor: this as unknown as Actor.Implementation,
      label: game.i18n.localize(attributeLabel(key)),
      code: parseDieCode(system.attributes[key]),
      attribute: key,
      kind: "attribute",
    };
  }

  /**
   * The roll request for one of the actor's skill Items: its code is the attribute's code plus the
   * dice added to the skill (rules: skillCode).
   * @param itemId the skill Item's id
   * @throws Error when the actor has no skill with that id
   */
  skillRollRequest(itemId: string): RollRequest {
    const item = this.items.get(itemId);
    if (!item || item.type !== "skill") throw new Error(`${this.name} has no skill with the id ${itemId}`);
    const skill = item.system as { attribute: AttributeKey | "force"; bonus: string };
    const system = this.system as { attributes: Record<AttributeKey, string> };
    const attribute = skill.attribute === "force" ? null : parseDieCode(system.attributes[skill.attribute]);
    return {
      actor: this as unknown as Actor.Implementation,
      label: item.name,
      code: skillCode(attribute, parseDieCode(skill.bonus)),
      attribute: skill.attribute,
      kind: "skill",
      itemId,
    };
  }

  /** Opens the roll dialog for an attribute. */
  async rollAttribute(key: AttributeKey): Promise<void> {
    await openRollDialog(this.attributeRollRequest(key));
  }

  /** Opens the roll dialog for a skill Item. */
  async rollSkill(itemId: string): Promise<void> {
    await openRollDialog(this.skillRollRequest(itemId));
  }

  /**
   * Makes this character from a template (seed 000, character creation): attributes, listed skills
   * at their attribute's code, listed Force skills, Move, points, equipment and background. Skills
   * the character already has are kept as they are.
   * @param template a `template` Item
   * @throws Error when the item is not a template
   */
  async applyTemplate(template: Item.Implementation): Promise<void> {
    if (template.type !== "template") throw new Error(`${template.name} is not a character template`);
    const existing = new Set(
      this.items
        .filter((item) => item.type === "skill")
        .map((item) => (item.system as { key: string }).key || item.name.toLowerCase()),
    );
    const result = characterFromTemplate(
      template.name,
      template.system as unknown as TemplateSource,
      await canonicalSkills(),
      existing,
    );
    await this.update({ system: result.system } as never);
    if (result.skills.length > 0) await this.createEmbeddedDocuments("Item", result.skills as never);
  }

  /**
   * Creates a new character from a template and opens its sheet.
   * @param template a `template` Item
   * @returns the new actor, or undefined when the user may not create actors (a warning is shown)
   */
  static async createFromTemplate(template: Item.Implementation): Promise<Actor.Implementation | undefined> {
    if (!game.user.can("ACTOR_CREATE")) {
      ui.notifications?.warn("SWD6.Template.cannotCreate", { localize: true });
      return undefined;
    }
    const actor = (await Actor.implementation.create({ name: template.name, type: "character" } as never)) as
      | Actor.Implementation
      | undefined;
    if (!actor) return undefined;
    await (actor as unknown as SWD6Actor).applyTemplate(template);
    await actor.sheet?.render(true);
    return actor;
  }
}

/** The skills compendium by skill key, for names, descriptions and sources. */
async function canonicalSkills(): Promise<Map<string, SkillReference>> {
  const pack = game.packs.get(SKILLS_PACK);
  if (!pack) return new Map();
  const documents = (await pack.getDocuments()) as unknown as { name: string; img: string; system: SkillReference["system"] }[];
  return new Map(documents.map((doc) => [doc.system.key, { name: doc.name, img: doc.img, system: doc.system }]));
}
