/**
 * Migration step: a weapon's ammunition as a number of shots, and how it is reloaded in a field of its
 * own ("30 (power packs: 25)" → ammo 30, reload "power packs: 25"). 0.1.0 stored both as one text.
 */
import type { DocumentSource } from "./document-source.ts";

/**
 * The shots and the reload of an ammunition line as printed.
 * @param printed the line ("100", "30 (power packs: 25)", "25 or Power generator only", "10 charges", "")
 * @returns `ammo`: the leading whole number, or null when the line starts with none; `reload`: the
 *   rest without its parentheses, "" when none
 */
export function readAmmo(printed: string): { ammo: number | null; reload: string } {
  const match = /^\s*(\d[\d,]*)\s*(.*)$/.exec(printed);
  if (!match) return { ammo: null, reload: printed.trim() };
  const rest = match[2]!
    .trim()
    .replace(/^\((.*)\)$/, "$1")
    .trim();
  return { ammo: Number(match[1]!.replace(/,/g, "")), reload: rest };
}

/**
 * A weapon source with its text ammunition split ({@link readAmmo}); a weapon already migrated and
 * every other document come back as they were. Pure.
 * @param source an Actor or Item source
 */
export function weaponAmmo(source: DocumentSource): DocumentSource {
  if (source.type !== "weapon" || !source.system || typeof source.system.ammo !== "string") return source;
  const { ammo, reload } = readAmmo(source.system.ammo);
  const kept = typeof source.system.reload === "string" && source.system.reload !== "" ? source.system.reload : reload;
  return { ...source, system: { ...source.system, ammo, reload: kept } };
}
