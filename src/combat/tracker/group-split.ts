/**
 * "6 stormtroopers": an NPC stat block with a group size joins a fight as one combatant (core's
 * toggle on its token) and the gamemaster may split it into one combatant per member, each then
 * declaring and rolling on its own.
 */
import { actorData } from "../../data/document-data.ts";
import { createEmbedded } from "../../data/document-writes.ts";

/**
 * The names of the members a group adds when split: the combatant's own name numbered from 2 up to
 * `size` ("Stormtrooper 2" … "Stormtrooper 6"), skipping names the combat already holds.
 * @param name the group's combatant name
 * @param size the group's size (the NPC's `groupSize`, 1 to 100)
 * @param taken the names of the combat's combatants
 * @returns the new members' names; empty for a group of one
 */
export function groupMemberNames(name: string, size: number, taken: readonly string[]): string[] {
  const used = new Set(taken);
  const names: string[] = [];
  for (let n = 2; names.length < size - 1; n++) {
    const candidate = `${name} ${n}`;
    if (!used.has(candidate)) names.push(candidate);
  }
  return names;
}

/** The group size of a combatant's NPC; 1 for anyone else. */
export function groupSizeOf(combatant: Combatant.Implementation | undefined): number {
  return actorData(combatant?.actor, "npc")?.groupSize ?? 1;
}

/**
 * Splits a group combatant: adds one combatant per further member, on the same token and actor,
 * hidden as the group is. The gamemaster's command (players may not create combatants).
 * @param combat the combat
 * @param combatantId the group's combatant
 * @returns the combatants created (none for a group of one, or a combatant that is gone)
 */
export async function splitGroup(combat: Combat.Implementation, combatantId: string): Promise<number> {
  const group = combat.combatants.get(combatantId);
  const size = groupSizeOf(group);
  if (!group || size <= 1) return 0;
  const names = groupMemberNames(
    group.name ?? "",
    size,
    combat.combatants.map((c) => c.name ?? ""),
  );
  const members = names.map((name) => ({ name, tokenId: group.tokenId, sceneId: group.sceneId, actorId: group.actorId, hidden: group.hidden }));
  await createEmbedded(combat, "Combatant", members);
  return members.length;
}
