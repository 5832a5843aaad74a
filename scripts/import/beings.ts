/**
 * NPC Actors as pack source files: the stock NPCs and the droids, each with its skills, weapons,
 * armor and gear embedded.
 */
import { type EmbeddedItem, actorFile } from "../packs/craft-records.ts";
import type { CharacterBasics } from "../../src/data/fields.ts";

/** An embedded Item before it gets its ids. */
export type { EmbeddedItem } from "../packs/craft-records.ts";

/** An NPC's `system` data as the pack ships it (src/data/actor/npc.ts). */
export interface NpcSystem extends CharacterBasics {
  attributes: Record<string, string>;
  woundLevel: "none";
  droid: { isDroid: boolean; model: string; degree: string; cost: string; restrainingBolt: boolean };
  template: string;
  equipment: string;
  background: string;
  groupSize: number;
}

/** An NPC's defaults: a living being of the group size one, nothing held. */
export function npcSystem(fields: Partial<NpcSystem> & Pick<NpcSystem, "attributes">): NpcSystem {
  return {
    species: "",
    move: 10,
    forcePoints: 0,
    characterPoints: 0,
    darkSidePoints: 0,
    forceSensitive: false,
    specialAbilities: "",
    credits: 0,
    woundLevel: "none",
    droid: { isDroid: false, model: "", degree: "", cost: "", restrainingBolt: false },
    template: "",
    equipment: "",
    background: "",
    groupSize: 1,
    ...fields,
  };
}

/**
 * One Actor of a pack with its Items embedded (see `actorFile`).
 * @param pack the pack's name, part of the ids' seed
 * @param folder the folder's id, or null
 * @param flags the document's flags (where it came from goes in `swd6rpg.provenance`)
 */
export function beingFile(
  pack: string,
  type: string,
  name: string,
  img: string,
  system: object,
  items: readonly EmbeddedItem[],
  position: number,
  folder: string | null,
  flags: object,
) {
  return actorFile(pack, type, name, img, system, items, position, { folder, flags });
}
