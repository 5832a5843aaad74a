/**
 * Starships and vehicles from the 1Bln21 generator's PDF extraction, read by the same readers as the
 * curated craft (scripts/packs/starships.ts, vehicles.ts) after their fields are named as the
 * curated records name them. A craft is kept when every value reads and its speed, hull or body
 * strength, shields and crew lie within what its scale allows.
 */
import { parseDieCode } from "../../src/rules/dice/die-code.ts";
import { type CraftRecord, actorFile, mountedWeapons } from "../packs/craft-records.ts";
import { STARSHIP_IMG, buildStarship, readSensorMode } from "../packs/starships.ts";
import { VEHICLE_IMG, buildVehicle } from "../packs/vehicles.ts";
import { cleanSource } from "./gear.ts";
import { type FolderPath, entryFolder } from "../packs/folders.ts";
import { type KindReport, nameGate } from "./report.ts";

function textOrNull(value: unknown): string | null {
  const text = String(value ?? "").trim();
  return text === "" ? null : text;
}

/**
 * A craft's type line as printed, without the stat block the extraction ran into it: what follows
 * an attribute heading ("Droid walker DEXTERITY 1D …") or a die code is cut, and with it the word
 * fragments the page left before them ("vessel eters a in ls 3D …").
 */
export function typeLine(value: unknown): string | null {
  const text = textOrNull(value);
  if (!text) return null;
  const cut = text.split(/\s+(?=(?:DEXTERITY|KNOWLEDGE|MECHANICAL|PERCEPTION|STRENGTH|TECHNICAL)\b|\d+D\b)/)[0]!;
  const words = cut.split(/\s+/);
  // A fragment is a lower-case run of one or two letters ("a", "ls"); the line ends before the word it follows.
  const fragment = words.findIndex((word, i) => i > 0 && /^[a-z]{1,2}$/.test(word) && !["of", "to", "or", "by", "in"].includes(word));
  return (fragment > 0 ? words.slice(0, fragment - 1) : words).join(" ").trim() || null;
}

/**
 * A craft record of the extraction in the curated records' shape. Its books and pages, when the
 * record prints a page ("Adventure Journal 4 (page 203)"), are its `book_refs`, which a sheet shows;
 * the compendium the extraction read them from stays in the entry's provenance.
 */
export function asCraftRecord(record: Record<string, unknown>, vehicle: boolean): CraftRecord {
  const pages = cleanSource(null, record.source);
  const sensors = (record.sensors ?? {}) as Record<string, string>;
  // Each mode that reads is kept; one the page left blank or garbled reads 0D with no range.
  const modes = Object.fromEntries(
    ["Passive", "Scan", "Search", "Focus"].flatMap((mode) => {
      // Some pages carry invisible joiners around the printed value.
      const raw = String(sensors[mode] ?? "")
        .replace(/[\u200b-\u200d\ufeff]/g, "")
        .trim();
      const read = raw ? readSensorMode(mode, raw, []) : null;
      return read ? [[mode.toLowerCase(), { range: read.range, dice: read.code, raw }]] : [];
    }),
  );
  return {
    name: String(record.name).trim(),
    craft: textOrNull(record.craft),
    type: typeLine(record.type),
    scale: textOrNull(record.scale),
    length: textOrNull(record.length),
    skill: textOrNull(record.skill),
    crew: textOrNull(record.crew),
    crew_skill: textOrNull(record.crewSkill),
    passengers: textOrNull(record.passengers),
    cargo_capacity: textOrNull(record.cargo),
    consumables: textOrNull(record.consumables),
    cost: textOrNull(record.costText),
    cover: textOrNull(record.cover),
    maneuverability: textOrNull(record.maneuver),
    move: textOrNull(record.move),
    body_strength: vehicle ? textOrNull(record.hull) : null,
    hyperdrive_multiplier: textOrNull(record.hyper),
    hyperdrive_backup: textOrNull(record.hyperBackup),
    nav_computer: textOrNull(record.nav),
    space: textOrNull(record.space),
    atmosphere: textOrNull(record.atmosphere),
    hull: vehicle ? null : textOrNull(record.hull),
    shields: textOrNull(record.shields),
    sensors: Object.keys(modes).length > 0 ? modes : null,
    weapons: ((record.weapons ?? []) as Record<string, unknown>[]).map((w) => ({
      name: String(w.name ?? "").trim(),
      fire_arc: textOrNull(w.arc),
      crew: textOrNull(w.crew),
      skill: textOrNull(w.skill),
      fire_control: textOrNull(w.fireControl),
      space_range: textOrNull(w.spaceRange),
      atmosphere_range: textOrNull(w.atmRange),
      damage: textOrNull(w.damage),
      scale: textOrNull(w.scale),
    })),
    book_refs: /\(p\.?\s*\d/.test(pages) ? pages : null,
    compendium: String(record.book ?? ""),
    edition: "",
    source: cleanSource(record.book, record.source),
    notes: [],
  };
}

function pips(code: string): number {
  const c = parseDieCode(code || "0D");
  return c.dice * 3 + c.pips;
}

/** Why a starship's values lie outside its scale's range, or null. */
export function starshipSanity(system: { scale: string; space: number; hull: string; shields: string; crew: string }): string | null {
  const crew = Number.parseInt(system.crew.replace(/,/g, ""), 10);
  if (system.scale === "starfighter") {
    if (system.space < 1 || system.space > 20) return "a starfighter's space speed outside 1 to 20";
    if (pips(system.hull) < 3 || pips(system.hull) > 24) return "a starfighter's hull outside 1D to 8D";
    if (pips(system.shields) > 12) return "a starfighter's shields above 4D";
    if (Number.isInteger(crew) && crew > 20) return "a starfighter's crew above 20";
  } else if (system.scale === "capital") {
    if (system.space < 0 || system.space > 15) return "a capital ship's space speed outside 0 to 15";
    if (pips(system.hull) < 3 || pips(system.hull) > 36) return "a capital ship's hull outside 1D to 12D";
    if (pips(system.shields) > 24) return "a capital ship's shields above 8D";
  } else if (system.scale !== "death-star") return `a starship of ${system.scale} scale`;
  return null;
}

/** Why a vehicle's values lie outside its scale's range, or null. */
export function vehicleSanity(system: { scale: string; move: number; bodyStrength: string }): string | null {
  if (!["speeder", "walker", "character", "starfighter"].includes(system.scale)) return `a vehicle of ${system.scale} scale`;
  if (system.move < 0 || system.move > 2000) return "a Move outside 0 to 2,000";
  if (pips(system.bodyStrength) < 1 || pips(system.bodyStrength) > 36) return "a body strength outside 0D+1 to 12D";
  return null;
}

/** Reduces an error of a reader to a reason for the report. */
function reasonOf(error: unknown): string {
  const message = (error as Error).message ?? String(error);
  return `a value no reader fits (${message.split(/[:"]/)[0]!.trim().toLowerCase() || "unreadable"})`;
}

/**
 * The starships or vehicles that pass the checks; the first of a name wins, and names the curated
 * pack holds are left to it.
 * @param records the extraction's craft
 * @param kind which pack
 * @param curated the curated pack's names, in lower case
 * @param folder the id of a folder (scripts/packs/folders.ts)
 */
export function buildCraft(
  records: readonly Record<string, unknown>[],
  kind: "starships" | "vehicles",
  curated: ReadonlySet<string>,
  report: KindReport,
  folder: (path: FolderPath) => string | null,
) {
  const gate = nameGate(curated, report);
  const files: { file: string; document: { folder: string | null } }[] = [];
  const starships = kind === "starships";
  let unrolledCount = 0;
  for (const raw of records) {
    const name = String(raw.name ?? "").trim();
    if (!gate.admits(name)) continue;
    const merged = ["hull", "shields", "maneuver", "space", "atmosphere"].filter((key) =>
      /\d+D(?:\+\d)?\s+\d+D|^\s*\d+\s+\d+\s*$/.test(String(raw[key] ?? "")),
    );
    if (merged.length > 0) {
      report.rejected.push({ name, reason: `two values in one field (${merged.join(", ")}): stat blocks merged by the extraction` });
      continue;
    }
    const record = asCraftRecord(raw, !starships);
    let built;
    try {
      built = starships ? buildStarship(record) : buildVehicle(record);
    } catch (error) {
      report.rejected.push({ name, reason: reasonOf(error) });
      continue;
    }
    const { system, weapons } = built;
    const problem = starships
      ? starshipSanity(system as ReturnType<typeof buildStarship>["system"])
      : vehicleSanity(system as ReturnType<typeof buildVehicle>["system"]);
    if (problem) {
      report.rejected.push({ name, reason: problem });
      continue;
    }
    // The craft's readings are left out (they quote the record); the weapons mounted without a damage to roll are counted.
    const readings = [...((built as { notes?: string[] }).notes ?? []), String(system.sourceNote)].join(" ");
    const unrolled = [...new Set([...readings.matchAll(/Weapon "([^"]+)" printed without damage/g)].map((match) => match[1]!))];
    const clean = { ...system, notes: "", sourceNote: "" };
    unrolledCount += unrolled.length;
    const mounted = weapons.map((w) => ({ ...w, system: { ...w.system, description: "", sourceNote: "" } }));
    const file = actorFile(
      kind,
      starships ? "starship" : "vehicle",
      name,
      starships ? STARSHIP_IMG : VEHICLE_IMG,
      clean,
      mountedWeapons(mounted),
      files.length,
      { folder: folder(entryFolder(kind, { name, system })) },
    );
    files.push({ ...file, file: `imp-${file.file}` });
    gate.take(name);
  }
  report.decisions.push(
    `${unrolledCount} weapons printed with no damage the rules roll (tractor beams, gravity well projectors, warheads "as loaded") are no weapon items (a curated craft names them in its provenance).`,
  );
  return files;
}
