/**
 * The distance between two tokens as their documents place them, with no canvas: what the gamemaster
 * measures for an attack whose scene his canvas may not show. Pure.
 */
import { metersFromSceneUnits, slantDistance } from "./attack-dialog-setup.ts";

/** A token as its document places it: its corner and size in grid squares, and its elevation in scene units. */
export interface TokenPlace {
  x: number;
  y: number;
  width: number;
  height: number;
  elevation: number;
}

/**
 * Meters between two tokens of one scene, read from their documents alone (no canvas): the straight
 * line between their centers in grid squares times the grid's distance, and the difference of their
 * elevations (`slantDistance`), converted from the scene's units (`metersFromSceneUnits`).
 * @param from the attacker's token
 * @param to the target's token
 * @param grid the scene's grid: pixels per square, scene units per square, the units
 * @returns meters, or null when a number is missing or not finite, or the grid has no size
 */
export function documentDistance(from: TokenPlace, to: TokenPlace, grid: { size: number; distance: number; units: string | null | undefined }): number | null {
  if (!(grid.size > 0) || !Number.isFinite(grid.distance)) return null;
  const center = (place: TokenPlace, axis: "x" | "y") => place[axis] + ((axis === "x" ? place.width : place.height) * grid.size) / 2;
  const across = (Math.hypot(center(to, "x") - center(from, "x"), center(to, "y") - center(from, "y")) / grid.size) * grid.distance;
  const slant = slantDistance(across, [from.elevation, to.elevation]);
  return slant === null ? null : metersFromSceneUnits(slant, grid.units);
}
