/**
 * The people and places of the world's scenarios, made from the system's compendium sources: a
 * character from a template (its skills and listed gear as embedded Items, owned by a player), a
 * scene with tokens (linked or not), a combat of those tokens.
 */
import { characterFrom, gearItem } from "../applications/sheet-data.ts";
import { packEntry } from "../helpers/packs.ts";
import type { World } from "./index.ts";
import type { WoundLevel } from "../../src/rules/damage/damage.ts";
import { randomID } from "./utils.ts";

/**
 * Seeds a character made from a template.
 * @param options `owner`: the user who owns it; `name`; `woundLevel`; `gear`: more compendium gear
 * @returns the actor's id
 */
export function seedCharacter(
  world: World,
  template: string,
  options: {
    owner?: string;
    name?: string;
    woundLevel?: WoundLevel;
    gear?: ["weapons" | "armor" | "equipment", string][];
    /** Force powers from the compendium, by name. */
    powers?: string[];
    characterPoints?: number;
    forcePoints?: number;
    /** `"npc"` seeds the template's character as an NPC (the stat block of "6 stormtroopers"). */
    type?: "character" | "npc";
    /** The NPC's group size (npc only). */
    groupSize?: number;
  } = {},
): string {
  const made = characterFrom(template, { woundLevel: options.woundLevel });
  const extra = (options.gear ?? []).map(([pack, name], i) => gearItem(pack, name, `extra${String(i).padStart(11, "0")}`));
  const powers = (options.powers ?? []).map((name, i) => {
    const entry = packEntry<Record<string, unknown>>("force-powers", name);
    return { _id: `power${String(i).padStart(11, "0")}`, name: entry.name, type: "force-power", img: entry.img, system: entry.system };
  });
  const id = randomID();
  world.server.seed("Actor", {
    _id: id,
    name: options.name ?? made.name,
    type: options.type ?? "character",
    img: "",
    system: {
      ...made.system,
      ...(options.groupSize === undefined ? {} : { groupSize: options.groupSize }),
      ...(options.characterPoints === undefined ? {} : { characterPoints: options.characterPoints }),
      ...(options.forcePoints === undefined ? {} : { forcePoints: options.forcePoints }),
    },
    items: [
      ...made.skills.map((skill) => ({ _id: skill.id, name: skill.name, type: "skill", system: skill.system })),
      ...[...made.gear, ...extra].map((item) => ({ _id: item.id, name: item.name, type: item.type, img: item.img, system: item.system })),
      ...powers,
    ],
    ownership: { default: 0, ...(options.owner ? { [world.id(options.owner)]: 3 } : {}) },
  });
  return id;
}

/** A token to place: its actor, where, and whether it is linked to the actor. */
export interface TokenPlan {
  actorId: string;
  name?: string;
  x?: number;
  y?: number;
  elevation?: number;
  actorLink?: boolean;
  disposition?: number;
  hidden?: boolean;
}

/**
 * Seeds a scene (grid of 1.5 m squares, 100 px) with tokens.
 * @returns the scene's id and the tokens' ids, in order
 */
export function seedScene(world: World, tokens: TokenPlan[]): { sceneId: string; tokenIds: string[] } {
  const sceneId = randomID();
  const tokenIds = tokens.map(() => randomID());
  world.server.seed("Scene", {
    _id: sceneId,
    name: "Docking Bay 94",
    grid: { size: 100, distance: 1.5, units: "m" },
    tokens: tokens.map((t, i) => ({
      _id: tokenIds[i],
      name: t.name ?? "",
      actorId: t.actorId,
      actorLink: t.actorLink ?? true,
      x: t.x ?? 0,
      y: t.y ?? 0,
      elevation: t.elevation ?? 0,
      disposition: t.disposition ?? 0,
      hidden: t.hidden ?? false,
      delta: {},
    })),
  });
  return { sceneId, tokenIds };
}

/**
 * Seeds a combat of tokens on a scene, not yet begun.
 * @returns the combat's id and the combatants' ids, in the tokens' order
 */
export function seedCombat(
  world: World,
  sceneId: string,
  tokenIds: string[],
  options: { hidden?: string[] } = {},
): { combatId: string; combatantIds: string[] } {
  const scene = world.server.store.get("Scene")!.get(sceneId) as { tokens: { _id: string; actorId: string }[] };
  const combatId = randomID();
  const combatantIds = tokenIds.map(() => randomID());
  world.server.seed("Combat", {
    _id: combatId,
    round: 0,
    turn: null,
    active: true,
    scene: sceneId,
    combatants: tokenIds.map((tokenId, i) => ({
      _id: combatantIds[i],
      tokenId,
      sceneId,
      actorId: scene.tokens.find((t) => t._id === tokenId)?.actorId,
      hidden: options.hidden?.includes(tokenId) ?? false,
      defeated: false,
      initiative: null,
    })),
  });
  return { combatId, combatantIds };
}

/**
 * Seeds a craft from the starships or vehicles compendium, with its weapons, and characters aboard
 * in crew roles (`pilot`, `gunner` …).
 * @returns the craft actor's id
 */
export function seedCraft(
  world: World,
  pack: "starships" | "vehicles",
  name: string,
  options: { owner?: string; crew?: { role: string; actorId: string }[] } = {},
): string {
  const entry = packEntry<Record<string, unknown>>(pack, name) as unknown as {
    name: string;
    type: string;
    img: string;
    system: Record<string, unknown>;
    items?: { _id: string; name: string; type: string; img?: string; system: unknown }[];
  };
  const id = randomID();
  world.server.seed("Actor", {
    _id: id,
    name: entry.name,
    type: entry.type,
    img: entry.img,
    system: { ...entry.system, crewSlots: (options.crew ?? []).map((slot) => ({ role: slot.role, actorUuid: `Actor.${slot.actorId}` })) },
    items: (entry.items ?? []).map((item) => ({ _id: item._id, name: item.name, type: item.type, img: item.img ?? "", system: item.system })),
    ownership: { default: 0, ...(options.owner ? { [world.id(options.owner)]: 3 } : {}) },
  });
  return id;
}

/**
 * Two starships on a scene: Kell's X-wing, Kell at its controls, and the gamemaster's TIE fighter.
 * @returns the ids of Kell, the two craft, the scene and its tokens (X-wing first)
 */
export function seedDogfight(world: World): { kell: string; xwing: string; tie: string; sceneId: string; tokenIds: string[] } {
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
  const xwing = seedCraft(world, "starships", "X-Wing", { owner: "Kell", crew: [{ role: "pilot", actorId: kell }] });
  const tie = seedCraft(world, "starships", "TIE Fighter", {});
  const { sceneId, tokenIds } = seedScene(world, [
    { actorId: xwing, name: "Red Five" },
    { actorId: tie, name: "Black Two", disposition: -1 },
  ]);
  return { kell, xwing, tie, sceneId, tokenIds };
}
