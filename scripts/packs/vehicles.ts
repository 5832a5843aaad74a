/**
 * The vehicles pack: every vehicle of vehicles.json and of craft-additions.json as a `vehicle` Actor
 * (src/data/actor/vehicle.ts) with its weapons embedded as `weapon` Items. Each entry keeps its
 * source; every reading of a printed value (a blank code, ranges in km written in meters, a weapon's
 * gunners read from its crew text) is written into its `sourceNote`. The description (`notes`) is
 * composed from the entry's own numbers.
 */
import type { VehicleDamageData } from "../../src/data/actor/craft-damage.ts";
import { undamagedVehicle } from "../../src/data/actor/craft-damage.ts";
import { escapeHtml } from "./documents.ts";
import {
  type ActorFile,
  type CraftData,
  type CraftRecord,
  type CraftSystemBase,
  actorFile,
  mountedWeapons,
  craftBase,
  craftWeapons,
  readCode,
  readMove,
  sourceNote,
  text,
} from "./craft-records.ts";

/** A vehicle's `system` data as the pack ships it. */
export interface VehicleSystem extends CraftSystemBase {
  cover: string;
  move: number;
  moveKmh: number;
  altitude: string;
  bodyStrength: string;
  damage: VehicleDamageData;
}

/** The image of every vehicle: a core Foundry icon. */
export const VEHICLE_IMG = "icons/svg/wing.svg";

/**
 * One vehicle's `system` data and weapons.
 * @param record the vehicle as printed
 * @throws Error on a value no reading fits (a body strength or move that is not printed as one)
 */
export function buildVehicle(record: CraftRecord) {
  const notes: string[] = [];
  const base = craftBase(
    record,
    notes,
    'Maneuverability blank in the source: 0D applied (R&E Rules\'s AT-AT example: the walker "has no maneuverability (0D)").',
  );
  const { move, kmh } = readMove("Move", text(record.move), notes);
  const weapons = craftWeapons(record, base.scale, false, notes);
  const system: VehicleSystem = {
    ...base,
    cover: text(record.cover),
    move,
    moveKmh: kmh,
    altitude: "",
    bodyStrength: readCode("Body strength", record.body_strength ?? null, "0D", notes),
    damage: undamagedVehicle(),
  };
  system.notes = describeVehicle(record.name, system, weapons.length);
  system.sourceNote = sourceNote(record, notes);
  return { system, weapons };
}

function describeVehicle(name: string, v: VehicleSystem, weapons: number): string {
  const parts = [
    `${v.craft || name}: ${v.craftType ? v.craftType.toLowerCase() : "vehicle"} of ${v.scale} scale${v.length ? `, ${v.length} long` : ""}.`,
    `Driven with ${v.pilotingSkill || "its operation skill"}; maneuverability ${v.maneuverability}, body strength ${v.bodyStrength}, Move ${v.move} (${v.moveKmh} km/h).`,
    weapons ? `${weapons} weapon mount${weapons === 1 ? "" : "s"}.` : "Unarmed.",
  ];
  return `<p>${escapeHtml(parts.join(" "))}</p>`;
}

/**
 * Builds the vehicles pack, sorted by name.
 * @param data the craft data
 */
export function buildVehicles(data: CraftData): ActorFile<VehicleSystem>[] {
  return [...data.vehicles, ...data.additions.vehicles]
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((record, position) => {
      const { system, weapons } = buildVehicle(record);
      return actorFile("vehicles", "vehicle", record.name, VEHICLE_IMG, system, mountedWeapons(weapons), position);
    });
}
