/**
 * The imported starships and vehicles against the generator's craft records: each stat line the
 * record prints (speeds, hull or body strength, shields, maneuverability, hyperdrive, crew, cargo,
 * sensors) and each mounted weapon's count, damage, fire control and ranges.
 */
import type { ImportedDoc } from "./beings.ts";
import { EntryCheck, code, pagesIn, squeeze } from "./tally.ts";

const COUNTS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A printed text, trimmed, with the page's invisible joiners removed. */
function plain(value: unknown): string {
  return String(value ?? "")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .trim();
}

/** The whole numbers a printed value holds, in order ("350; 1,000 kmh" → [350, 1000]). */
function numbers(value: unknown): number[] {
  return [
    ...plain(value)
      .replace(/(\d),(\d{3})/g, "$1$2")
      .matchAll(/\d+(?:\.\d+)?/g),
  ].map((match) => Number(match[0]));
}

/** A speed line's Move and km/h ("350; 1,000 kmh", "280,800 kmh": a comma before the km/h may part them too). */
function speeds(value: unknown): number[] {
  const pair = /^([\d,]+?)\s*[;,]\s*([\d,]+)\s*km/i.exec(plain(value));
  return pair ? [pair[1]!, pair[2]!].map((part) => Number(part.replace(/,/g, ""))) : numbers(value).slice(0, 2);
}

/** The code a printed value leads with ("2D+1 (2D in atmosphere)" → "2D+1"), or "0D" for none. */
function leading(value: unknown): string {
  const match = /^\s*(\d+\s*D(?:\s*\+\s*\d)?)/i.exec(plain(value));
  return match ? code(match[1]!.replace(/\s/g, "").toUpperCase()) : plain(value) === "" ? "0D" : plain(value);
}

/** The printed name's count and the name after it ("Two Quad Laser Cannon" → 2, "Quad Laser Cannon"). */
function counted(name: string): { count: number; rest: string } {
  const match = /^(\d+|[A-Za-z]+)\s+(.+)$/.exec(name.trim());
  const count = !match ? 0 : /^\d+$/.test(match[1]!) ? Number(match[1]) : COUNTS.indexOf(match[1]!.toLowerCase()) + 1;
  return match && count > 0 ? { count, rest: match[2]! } : { count: 1, rest: name.trim() };
}

/** A starship or vehicle against one record; `starship` says which pack. */
export function compareCraft(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>, starship: boolean): void {
  const s = doc.system as Record<string, unknown>;
  for (const [field, key] of [
    ["craft", "craft"],
    ["length", "length"],
    ["piloting skill", "skill"],
    ["crew", "crew"],
    ["passengers", "passengers"],
    ["cargo", "cargo"],
    ["consumables", "consumables"],
    ["cost", "costText"],
  ] as const) {
    const stored = s[field === "piloting skill" ? "pilotingSkill" : field];
    check.same(field, stored, plain(record[key]));
  }
  check.holds("type", plain(record.type).startsWith(String(s.craftType)), s.craftType, plain(record.type));
  check.same("scale", s.scale, plain(record.scale).toLowerCase().replace(/\s+/g, "-") || s.scale);
  check.same("maneuverability", s.maneuverability, leading(record.maneuver));
  check.same("shields", s.shields, leading(record.shields));
  for (const page of pagesIn(plain(record.source))) check.holds("source page", String(s.source).includes(page), s.source, plain(record.source));
  if (starship) {
    check.same("hull", s.hull, leading(record.hull));
    check.same("space", s.space, numbers(record.space)[0] ?? 0);
    if (plain(record.atmosphere)) check.same("atmosphere", [s.atmosphereMove, s.atmosphereKmh], speeds(record.atmosphere));
    const hyper = s.hyperdrive as { multiplier: number | null; backup: number | null } | null;
    for (const [field, key] of [
      ["multiplier", "hyper"],
      ["backup", "hyperBackup"],
    ] as const) {
      const printed = /^x\s*(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?$/i.exec(plain(record[key]));
      if (printed) check.same(`hyperdrive ${field}`, hyper?.[field], printed[2] ? Number(printed[1]) / Number(printed[2]) : Number(printed[1]));
    }
    compareSensors(check, s.sensors as Record<string, { range: number | null; code: string }>, (record.sensors ?? {}) as Record<string, string>);
  } else {
    check.same("body strength", s.bodyStrength, leading(record.hull));
    if (plain(record.move)) check.same("move", [s.move, s.moveKmh], speeds(record.move));
    check.same("cover", s.cover, plain(record.cover));
  }
  compareWeapons(check, doc, (record.weapons ?? []) as Record<string, unknown>[]);
}

/** Each sensor mode printed as "range/code" is stored so; one printed otherwise is found in its text or stored as none. */
function compareSensors(check: EntryCheck, sensors: Record<string, { range: number | null; code: string }>, printed: Record<string, string>): void {
  for (const mode of ["Passive", "Scan", "Search", "Focus"]) {
    const raw = plain(printed[mode]);
    const stored = sensors[mode.toLowerCase()]!;
    const pair = /^([\d,]+)\s*\/\s*(\d+D(?:\s*\+\s*\d)?)$/i.exec(raw);
    if (pair) check.same(`sensors ${mode}`, stored, { code: code(pair[2]!.replace(/\s/g, "")), range: Number(pair[1]!.replace(/,/g, "")) });
    else
      check.holds(
        `sensors ${mode}`,
        stored.range === null
          ? stored.code === "0D"
          : squeeze(raw)
              .replace(/,/g, "")
              .includes(squeeze(`${stored.range}/${stored.code}`)),
        stored,
        raw,
      );
  }
}

/** Each mounted weapon is a printed one: its count, damage, fire control, arc and space ranges as printed (of several listings of its name, the one it fits). */
function compareWeapons(check: EntryCheck, doc: ImportedDoc, printed: Record<string, unknown>[]): void {
  const weapons = printed.map((weapon) => ({ ...counted(plain(weapon.name)), weapon }));
  for (const item of (doc.items ?? []).filter((i) => i.type === "weapon")) {
    const named = weapons.filter(({ rest }) => squeeze(rest) === squeeze(item.name));
    const candidates = named.length > 0 ? named : weapons.filter(({ rest }) => squeeze(rest).replace(/(\w{3,})\1/g, "$1") === squeeze(item.name));
    check.holds(`weapon ${item.name}`, candidates.length > 0, item.name, weapons.map(({ weapon }) => plain(weapon.name)).join("; "));
    if (candidates.length === 0) continue;
    const fits = candidates.map((candidate) => {
      const sub = new EntryCheck(check.entry);
      compareWeapon(sub, item, candidate, weapons);
      return sub;
    });
    const best = fits.reduce((a, b) => (b.mismatches.length < a.mismatches.length ? b : a));
    check.fields += best.fields;
    check.mismatches.push(...best.mismatches);
  }
}

/** One mounted weapon against one printed listing; a listing without values takes those of its name's first listing that prints them. */
function compareWeapon(
  check: EntryCheck,
  item: { name: string; system: Record<string, unknown> },
  listing: { count: number; rest: string; weapon: Record<string, unknown> },
  all: readonly { rest: string; weapon: Record<string, unknown> }[],
): void {
  const { count, weapon } = listing;
  const twin = all.find((other) => other.rest.toLowerCase() === listing.rest.toLowerCase() && plain(other.weapon.damage))?.weapon ?? weapon;
  check.same(`weapon ${item.name} count`, item.system.count, count);
  const damage = plain(weapon.damage) || plain(twin.damage);
  // A jammer rolls no damage: the code it takes off fire control is its printed damage's.
  const effect = String(item.system.jamming || item.system.entangle || "");
  if (damage && item.system.damage === "" && effect)
    check.holds(`weapon ${item.name} effect`, squeeze(damage).includes(squeeze(effect).toLowerCase()), effect, damage);
  else if (damage)
    check.holds(`weapon ${item.name} damage`, item.system.damage === damage || item.system.damage === leading(damage), item.system.damage, damage);
  check.same(`weapon ${item.name} fire control`, item.system.fireControl, leading(plain(weapon.fireControl) || plain(twin.fireControl)));
  check.same(`weapon ${item.name} fire arc`, item.system.fireArc, plain(weapon.arc));
  const space = plain(weapon.spaceRange) || plain(twin.spaceRange);
  if (item.system.spaceRanges) check.same(`weapon ${item.name} space ranges`, item.system.spaceRanges, space);
}
