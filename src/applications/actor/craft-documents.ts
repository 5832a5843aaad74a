/**
 * A craft's crew view read from the documents: its crew members' actors, its weapons and the skills
 * compendium's attributes, put together by craft-view.ts. The craft sheets show it; the gamemaster
 * reads a crew weapon's gunner skill from it when he posts that weapon's attack card.
 */
import { type AttributeKey, SYSTEM_ID } from "../../constants.ts";
import type { SkillItemData } from "./character-view.ts";
import { type CraftKind, type CraftSystemData, type CraftView, type CraftWeaponData, type CrewMemberData, craftView, isAttributeKey } from "./craft-view.ts";

/** The skills compendium's attribute of each skill key, loaded once. */
let skillAttributes: Promise<Map<string, AttributeKey>> | null = null;

/** The attribute of each skill key as the skills compendium gives it (empty without the compendium). */
export function loadSkillAttributes(): Promise<Map<string, AttributeKey>> {
  skillAttributes ??= (async () => {
    const pack = game.packs.get(`${SYSTEM_ID}.skills`);
    if (!pack) return new Map<string, AttributeKey>();
    const index = await pack.getIndex({ fields: ["system.key", "system.attribute"] as never });
    const entries = [...index].map((entry) => (entry as unknown as { system?: { key?: string; attribute?: string } }).system ?? {});
    return new Map(entries.filter((s) => s.key && isAttributeKey(s.attribute)).map((s) => [s.key!, s.attribute as AttributeKey]));
  })();
  return skillAttributes;
}

/** A character as the crew view reads it. */
function crewMember(actor: Actor.Implementation): CrewMemberData {
  const system = actor.system as unknown as { attributes: Record<AttributeKey, string> };
  const skills: SkillItemData[] = actor.items
    .filter((item) => item.type === "skill")
    .map((item) => ({ id: item.id!, name: item.name, system: item.system as unknown as SkillItemData["system"] }));
  return { uuid: actor.uuid, name: actor.name, img: actor.img ?? "", attributes: system.attributes, skills };
}

/** The world's actor of a UUID, or null when it is gone. */
export function actorOf(uuid: string): Actor.Implementation | null {
  const found = fromUuidSync(uuid) as unknown;
  return found instanceof Actor ? (found as Actor.Implementation) : null;
}

/** A craft's weapons as the view reads them. */
export function craftWeapons(craft: Actor.Implementation): CraftWeaponData[] {
  return craft.items
    .filter((item) => item.type === "weapon")
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((item) => ({ id: item.id!, name: item.name, system: item.system as unknown as CraftWeaponData["system"] }));
}

/** The crew view of a craft as it is now (its own sheet's, or another ship's for the range dialog). */
export async function craftViewOf(craft: Actor.Implementation, kind: CraftKind): Promise<CraftView> {
  const system = craft.system as unknown as CraftSystemData;
  const members = new Map<string, CrewMemberData>();
  for (const slot of system.crewSlots) {
    const actor = actorOf(slot.actorUuid);
    if (actor) members.set(slot.actorUuid, crewMember(actor));
  }
  const attributes = await loadSkillAttributes();
  return craftView(kind, system, craftWeapons(craft), members, (key) => attributes.get(key) ?? null);
}
