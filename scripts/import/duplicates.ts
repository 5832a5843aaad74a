/**
 * One entry a thing: two entries of a pack that are the same being, droid or craft under two names
 * are merged into one. Found two ways: by their stats (every game value alike and names that are
 * variants of each other, or the same model line), and from a list of the records that print a
 * model the books print otherwise (a community addition of a craft whose book stat block a kept
 * entry holds). The entry kept takes the other name as an alias (`flags.swd6rpg.aliases`).
 */

/** An entry as its source file holds it (or as an importer built it). */
export interface StatEntry {
  name: string;
  type?: string;
  system: Record<string, unknown>;
  items?: { name: string; type: string; system: Record<string, unknown> }[];
  flags?: Record<string, unknown>;
}

/** The fields that are no game value: where an entry comes from, what it says about itself, what it is called. */
const NOT_STATS = new Set([
  "source",
  "description",
  "notes",
  "sourceNote",
  "craft",
  "cost",
  "pilotingSkill",
  "homeworld",
  "height",
  "size",
  "storyFactors",
  "specialAbilities",
  "droid",
  "template",
  "equipment",
  "availability",
  "damage",
  "background",
]);

/** An entry's game values as one text: its own fields less NOT_STATS, and each item's (skills aside) kind, damage, fire control, count and dice. */
export function statKey(entry: StatEntry): string {
  const own = Object.entries(entry.system)
    .filter(([field]) => !NOT_STATS.has(field))
    .sort(([a], [b]) => a.localeCompare(b));
  // A creature's skills are printed by some records of it and not by others: the same beast either way.
  const items = (entry.items ?? [])
    .filter((item) => entry.type !== "creature" || item.type !== "skill")
    .map((item) => [item.type, item.system.damage, item.system.fireControl, item.system.count, item.system.bonus, item.system.physical, item.system.energy]);
  return JSON.stringify([entry.type ?? "", own, items]);
}

/** A name's words, lower case, each without a plural "s" ("Nashtah/Dravian Hound" → dravian, hound, nashtah). */
function words(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .replace(/^the\s+/, "")
      .split(/[^a-z0-9']+/)
      .map((word) => word.replace(/'/g, "").replace(/s$/, ""))
      .filter((word) => word !== ""),
  );
}

/** Whether two names are variants of one: the words of one are all among the other's ("Halkra", "Halkra (Strangle Vine)"; "Hapan", "Hapans"). */
export function variantNames(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return small.size > 0 && [...small].every((word) => large.has(word));
}

/** The model line an entry prints (a craft's, a droid's), lower case, or "". */
function modelLine(entry: StatEntry): string {
  const droid = entry.system.droid as { model?: string } | undefined;
  return String(entry.system.craft ?? droid?.model ?? "")
    .trim()
    .toLowerCase();
}

/** Whether two entries with the same stats are one thing: variant names or one model line, and no two home worlds printed apart. */
function sameThing(a: StatEntry, b: StatEntry): boolean {
  const [worldA, worldB] = [String(a.system.homeworld ?? "").trim(), String(b.system.homeworld ?? "").trim()];
  if (worldA && worldB && worldA.toLowerCase() !== worldB.toLowerCase()) return false;
  return variantNames(a.name, b.name) || (modelLine(a) !== "" && modelLine(a) === modelLine(b));
}

/**
 * The pairs of entries that are one thing by their stats, each as [kept, other] in the order met
 * (the caller orders entries so the one to keep comes first).
 */
export function statDuplicates<E extends StatEntry>(entries: readonly E[]): [E, E][] {
  const byKey = new Map<string, E[]>();
  for (const entry of entries) byKey.set(statKey(entry), [...(byKey.get(statKey(entry)) ?? []), entry]);
  const pairs: [E, E][] = [];
  for (const group of byKey.values()) {
    const kept: E[] = [];
    for (const entry of group) {
      const first = kept.find((other) => sameThing(other, entry));
      if (first) pairs.push([first, entry]);
      else kept.push(entry);
    }
  }
  return pairs;
}

/**
 * Records that print a model a kept entry holds from the books, with conflicting values: each is
 * left out for the entry named, with the reason.
 */
export const MODEL_DUPLICATES: Readonly<Record<string, Readonly<Record<string, { kept: string; reason: string }>>>> = {
  starships: {
    "The Millennium Falcon": {
      kept: "Millennium Falcon",
      reason:
        "the curated Millennium Falcon is this ship, from the same books (its Dark Empire record differs only in its space speed 9, the curated one's 8 from the R&E rulebook)",
    },
    "Incom T-65B X-Wing Starfighter": {
      kept: "X-Wing",
      reason: "a community addition of the T-65B X-wing the curated X-Wing holds from the books, with the same values",
    },
    "Koensayr BTL-S3 Y-wing": {
      kept: "Y-Wing",
      reason: "a community addition of the BTL-S3 Y-wing the curated Y-Wing holds from the books; it leaves out the ion cannons the books print",
    },
    "Incom T-65BR X-Wing Reconnaissance Starfighter": {
      kept: "Reconnaissance X-Wing",
      reason: "a community addition of the T-65BR, whose stat block in Cracken's Threat Dossier gives its lasers fire control 2D, not 3D",
    },
    "Incom T65XJ X-Wing": {
      kept: "XJ X-Wing",
      reason: "a community addition of the T-65XJ, whose stat block in the Power of the Jedi Sourcebook gives hull 5D and space 9, not 4D+2 and 13",
    },
    "Incom T-65XJ3 X-Wing": {
      kept: "XJ3 X-Wing",
      reason: "a community addition of the T-65XJ3, whose stat block in the New Jedi Order Sourcebook gives maneuverability 4D and space 10, not 3D+2 and 9",
    },
    "Koensayr Manufacturing BTL-B Y-wing starfighter": {
      kept: "BTL-B Y-Wing",
      reason: "a community addition of the BTL-B Y-wing, whose stat block in the Clone Wars guide gives hull 4D+1 and a length of 16 meters, not 4D and 23.4",
    },
    "Shipyards/CEC Crix-Class A-2s Armored Shuttle": {
      kept: "Crix Assault Shuttle",
      reason: "the Crix-class A-2s shuttle again, its name cut from its maker's; the same stats but the crew line",
    },
  },
  creatures: {
    Krakjya: { kept: "Krak'jya", reason: "the Krak'jya under another spelling, with the same attributes and Move" },
  },
};

/** The reason a second entry of the same stats is left out, naming the one kept. */
export function statDuplicateReason(kept: string): string {
  return `the same stats as ${kept} under another name (kept as ${kept})`;
}

/** Adds `alias` to an entry's `flags.swd6rpg.aliases`. */
export function addAlias(entry: { flags?: Record<string, unknown> }, alias: string): void {
  const flags = (entry.flags ??= {}) as Record<string, Record<string, unknown>>;
  const own = (flags.swd6rpg ??= {});
  const aliases = (own.aliases as string[] | undefined) ?? [];
  if (!aliases.includes(alias)) own.aliases = [...aliases, alias];
}

/** Whether an entry's source cites a page (a book's stat block rather than a compilation's). */
const citesPage = (entry: StatEntry) => /\(p\.?\s*\d|, p\. \d/.test(String(entry.system.source ?? ""));

/**
 * The imported files less the second entry of each thing (MODEL_DUPLICATES, then statDuplicates):
 * a curated entry is kept before an imported one, then one whose source cites a page, then the
 * first imported. The entry kept, when imported, takes the other's name as an alias; the report
 * moves the other from kept to left out, with the reason.
 * @param pack the pack's folder name
 * @param files the imported files (folders among them pass through)
 * @param curated the pack's curated entries
 * @param report the kind's tally
 */
export function oneEntryAThing<F extends { document: unknown }>(
  pack: string,
  files: readonly F[],
  curated: readonly StatEntry[],
  report: { kept: string[]; rejected: { name: string; reason: string }[] },
): F[] {
  const entryOf = (file: F) => file.document as StatEntry & { _key?: string };
  const entries = files.filter((file) => !String(entryOf(file)._key ?? "").startsWith("!folders!"));
  const dropped = new Set<F>();
  const drop = (file: F, kept: StatEntry | undefined, reason: string) => {
    dropped.add(file);
    const name = entryOf(file).name;
    report.kept.splice(report.kept.indexOf(name), 1);
    report.rejected.push({ name, reason });
    if (kept && !curated.includes(kept)) addAlias(kept, name);
  };
  const listed = MODEL_DUPLICATES[pack] ?? {};
  for (const file of entries) {
    const entry = listed[entryOf(file).name];
    if (!entry) continue;
    const kept = [...curated, ...entries.map(entryOf)].find((other) => other.name === entry.kept);
    if (!kept) throw new Error(`${pack}: "${entryOf(file).name}" is listed as a second entry of "${entry.kept}", which the pack does not hold`);
    drop(file, kept, entry.reason);
  }
  const rank = (entry: StatEntry) => (curated.includes(entry) ? 0 : citesPage(entry) ? 1 : 2);
  // Of names alike, the books' form: a species in the singular ("Hapan"), a model code in capitals ("RHTC-560", not "Rhtc-560").
  const form = (entry: StatEntry) => (/[a-z]s$/.test(entry.name) ? 1 : 0) + (/\b[A-Z][a-z]+-\d/.test(entry.name) ? 1 : 0);
  const candidates = [...curated, ...entries.filter((file) => !dropped.has(file)).map(entryOf)]
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || form(a.entry) - form(b.entry) || a.order - b.order);
  for (const [kept, other] of statDuplicates(candidates.map(({ entry }) => entry))) {
    const file = entries.find((candidate) => entryOf(candidate) === other);
    if (file) drop(file, kept, statDuplicateReason(kept.name));
  }
  return files.filter((file) => !dropped.has(file));
}
