import { describe, expect, it } from "vitest";
import {
  type StarshipDamageData,
  type VehicleDamageData,
  STARSHIP_DAMAGE_COUNTS,
  VEHICLE_DAMAGE_COUNTS,
  damageCountValues,
  isStarshipDamage,
  starshipDamageData,
  starshipState,
  undamagedStarship,
  undamagedVehicle,
  vehicleDamageData,
  vehicleState,
} from "../../../src/data/actor/craft-damage.ts";
import { applyStarshipDamage, applyVehicleDamage, hullDamageResult } from "../../../src/rules/index.ts";
import { packEntry } from "../../helpers/packs.ts";

/** A random source that yields the given 1D faces in turn. */
function faces(...rolls: number[]): () => number {
  let i = 0;
  return () => (rolls[i++] - 1) / 6 + 0.01;
}

describe("vehicle damage through the stored state", () => {
  const landspeeder = { maneuverability: "2D", damage: undamagedVehicle() };

  it("reads an undamaged vehicle as the tables take it", () => {
    const { maneuverability, ...counts } = vehicleState(landspeeder);
    expect(maneuverability).toEqual({ dice: 2, pips: 0 });
    expect(counts).toEqual({ ...undamagedVehicle(), maneuverabilityLost: undefined, controlsIonized: undefined });
  });

  it("stores the level reached, so heavily damaged and damaged again rolls as severely damaged, and severely damaged again is destroyed", () => {
    const heavy = vehicleDamageData(landspeeder, applyVehicleDamage(vehicleState(landspeeder), "heavily", faces(5)).state);
    expect(heavy.level).toBe("heavily");
    const hit = { ...landspeeder, damage: heavy };
    const severe = vehicleDamageData(hit, applyVehicleDamage(vehicleState(hit), "lightly", faces(4)).state);
    expect(severe).toMatchObject({ level: "severely", weaponsDisabled: true, destroyed: false });
    const again = { ...landspeeder, damage: severe };
    expect(vehicleDamageData(again, applyVehicleDamage(vehicleState(again), "lightly", faces()).state)).toMatchObject({ destroyed: true });
  });

  it("stores a lightly damaged roll of 2 as one maneuverability die lost, and reads it back as 1D (Movement and Damage)", () => {
    const result = applyVehicleDamage(vehicleState(landspeeder), "lightly", faces(2));
    const stored = vehicleDamageData(landspeeder, result.state);
    expect(stored).toMatchObject({ maneuverabilityLost: 1, lostMoves: 0 });
    expect(vehicleState({ ...landspeeder, damage: stored }).maneuverability).toEqual({ dice: 1, pips: 0 });
  });

  it("keeps the controls ionized count the vehicle table does not track", () => {
    const ionized = { ...landspeeder, damage: { ...undamagedVehicle(), controlsIonized: 2 } };
    const result = applyVehicleDamage(vehicleState(ionized), "heavily", faces(5));
    expect(vehicleDamageData(ionized, result.state)).toMatchObject({ controlsIonized: 2, lostMoves: 2 });
  });

  it("reaches destroyed at -5 Moves", () => {
    const battered = { ...landspeeder, damage: { ...undamagedVehicle(), lostMoves: 4 } };
    const result = applyVehicleDamage(vehicleState(battered), "lightly", faces(6));
    expect(vehicleDamageData(battered, result.state)).toMatchObject({ lostMoves: 5, destroyed: true });
  });
});

describe("starship damage through the stored state, on the compendium's X-wing", () => {
  const xwing = packEntry<{ maneuverability: string; shields: string; damage: ReturnType<typeof undamagedStarship> }>("starships", "X-Wing").system;

  it("starts undamaged, with its printed maneuverability 3D and shields 1D", () => {
    expect(xwing.damage).toEqual(undamagedStarship());
    expect(starshipState(xwing)).toMatchObject({ damage: "none", maneuverability: { dice: 3, pips: 0 }, shields: { dice: 1, pips: 0 } });
  });

  it("shields blown twice: 1D of shields lost, then controls ionized (Movement and Damage)", () => {
    const once = starshipDamageData(xwing, applyStarshipDamage(starshipState(xwing), hullDamageResult(14, 12), faces()).state);
    expect(once).toMatchObject({ shieldsLost: 1, controlsIonized: 0 });
    const hit = { ...xwing, damage: once };
    const twice = starshipDamageData(hit, applyStarshipDamage(starshipState(hit), "shields-blown", faces()).state);
    expect(twice).toMatchObject({ shieldsLost: 1, controlsIonized: 1 });
  });

  it("heavily damaged, roll 1: -2D maneuverability stored as 2 dice lost; damaged again it is severely damaged (roll 4, then 2: weapons disabled)", () => {
    const heavy = starshipDamageData(xwing, applyStarshipDamage(starshipState(xwing), "heavily", faces(1)).state);
    expect(heavy).toMatchObject({ level: "heavily", maneuverabilityLost: 2 });
    const hit = { ...xwing, damage: heavy };
    expect(starshipState(hit).maneuverability).toEqual({ dice: 1, pips: 0 });
    const again = starshipDamageData(hit, applyStarshipDamage(starshipState(hit), "lightly", faces(4, 2)).state);
    expect(again).toMatchObject({ level: "severely", allWeapons: "severely-damaged", maneuverabilityLost: 2 });
  });

  it("writes back every field of the state unchanged when nothing happens", () => {
    const state = starshipState(xwing);
    expect(starshipDamageData(xwing, applyStarshipDamage(state, "none", faces()).state)).toEqual(xwing.damage);
  });
});

describe("a stored damage state's kind and counts", () => {
  it("tells a starship's damage (it has a hyperdrive) from a vehicle's, on the packs' stored data", () => {
    expect(isStarshipDamage(undamagedStarship())).toBe(true);
    expect(isStarshipDamage(undamagedVehicle())).toBe(false);
    expect(isStarshipDamage(packEntry<{ damage: StarshipDamageData }>("starships", "X-Wing").system.damage)).toBe(true);
    expect(isStarshipDamage(packEntry<{ damage: VehicleDamageData }>("vehicles", "Cloud Car").system.damage)).toBe(false);
  });

  it("lists each kind's counts in its tables' order with their values, a missing count as 0", () => {
    const ship = { ...undamagedStarship(), shieldsLost: 2, weaponArcsDisabled: 1 };
    expect(damageCountValues(ship).map((row) => row.key)).toEqual([...STARSHIP_DAMAGE_COUNTS]);
    expect(damageCountValues(ship).filter((row) => row.value > 0)).toEqual([
      { key: "shieldsLost", value: 2 },
      { key: "weaponArcsDisabled", value: 1 },
    ]);
    const { lostMoves: _dropped, ...partial } = { ...undamagedVehicle(), controlsIonized: 3 };
    const rows = damageCountValues(partial as VehicleDamageData);
    expect(rows.map((row) => row.key)).toEqual([...VEHICLE_DAMAGE_COUNTS]);
    expect(rows.find((row) => row.key === "lostMoves")?.value).toBe(0);
    expect(rows.find((row) => row.key === "controlsIonized")?.value).toBe(3);
  });
});
