/**
 * A craft's crew view read from the documents: its crew members' actors, its weapons and the skills
 * compendium's attributes, put together by craft-view.ts. The craft sheets show it; the gamemaster
 * reads a crew weapon's gunner skill from it when he posts that weapon's attack card.
 */
import { type AttributeKey, isAttributeKey } from "../../constants.ts";
import { type CraftKind, type CraftView, type CraftWeaponData, type CrewMemberData, craftView } from "./craft-view.ts";
import { skillIndex } from "../../data/compendium.ts";
import { gameTerms } from "../../game-terms.ts";
import { actorOfUuid, beingData, craftData, itemsOfType } from "../../data/document-data.ts";

/** The skills compendium's attribute of each skill key, loaded once. */
let skillAttributes: Promise<Map<string, AttributeKey>> | null = null;

/**
 * The attribute of each skill key: as `CONFIG.SWD6.skills` gives it (a module's skills among them),
 * else as the skills compendium does (the Force skills, of no attribute, left out).
 */
export async function loadSkillAttributes(): Promise<Map<string, AttributeKey>> {
  skillAttributes ??= (async () => {
    const attributes = new Map<string, AttributeKey>();
    for (const { key, attribute } of (await skillIndex()) ?? []) if (key && isAttributeKey(attribute)) attributes.set(key, attribute);
    return attributes;
  })();
  const attributes = new Map(await skillAttributes);
  for (const [key, term] of Object.entries(gameTerms().skills)) if (isAttributeKey(term.attribute)) attributes.set(key, term.attribute);
  return attributes;
}

/** A character as the crew view reads it. */
function crewMember(actor: Actor.Implementation): CrewMemberData {
  const attributes = beingData(actor)?.attributes;
  if (!attributes) throw new Error(`${actor.name} cannot crew a craft: it is a ${actor.type}`);
  return { uuid: actor.uuid, name: actor.name, img: actor.img ?? "", attributes, skills: itemsOfType(actor.items, "skill") };
}

/** A craft's weapons as the view reads them. */
export function craftWeapons(craft: Actor.Implementation): CraftWeaponData[] {
  const order = new Map(craft.items.map((item) => [item.id, item.sort ?? 0]));
  return itemsOfType(craft.items, "weapon").sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The crew view of a craft as it is now (its own sheet's, or another ship's for the range dialog). */
export async function craftViewOf(craft: Actor.Implementation, kind: CraftKind): Promise<CraftView> {
  const system = craftData(craft);
  if (!system) throw new Error(`${craft.name} is not a vehicle or starship`);
  const members = new Map<string, CrewMemberData>();
  for (const slot of system.crewSlots) {
    const actor = actorOfUuid(slot.actorUuid);
    if (actor) members.set(slot.actorUuid, crewMember(actor));
  }
  const attributes = await loadSkillAttributes();
  return craftView(kind, system, craftWeapons(craft), members, (key) => attributes.get(key) ?? null);
}
