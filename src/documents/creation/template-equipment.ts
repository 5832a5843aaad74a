/**
 * A template's equipment list read against the gear compendiums: which printed line names which
 * weapon, armor or piece of equipment, and how many. Pure, so it is tested with the packs' sources.
 *
 * The templates print their gear loosely ("Blaster pistol (4D)", "2 medpacs", "headset comlink",
 * "equipped with: Heavy Blaster Pistol (5D)"); the compendiums name it as the books' equipment
 * chapters do ("Blaster Pistol", "Medpac", "Comlink, Personal"). A line matches when, once its
 * quantity, its printed stats in brackets, case, punctuation and plurals are set aside, it is an
 * entry's name, or that name with descriptive words in front ("modified BlasTech DL-44 heavy
 * blaster pistol"). A word in front that tells entries apart ("stun blaster pistol", "light blast
 * vest") keeps the line unmatched: a wrong item is worse than a line left as text.
 */

/** The kinds of gear a template's line can become. */
export type GearType = "weapon" | "armor" | "equipment";

/** A compendium entry a line may name: the entry's data as the pack holds it. */
export interface GearReference {
  /** The entry's name as the compendium shows it (translated when Babele translates the compendium). */
  name: string;
  /**
   * The name the templates' equipment lines are matched against: the entry's English name, which
   * Babele keeps as `flags.babele.originalName` on a translated entry (FOUNDRY-FACTS §10); `name`
   * when absent.
   */
  matchName?: string;
  type: GearType;
  img?: string;
  /** The compendium document's UUID, recorded as the created item's compendium source. */
  uuid?: string;
  system: Record<string, unknown>;
}

/** A template line that names a compendium entry. */
export interface EquipmentMatch {
  /** The line as printed. */
  line: string;
  entry: GearReference;
  /** How many the line lists: "2 medpacs" is 2, "Medpacs (5)" is 5; 1 when it says nothing. */
  quantity: number;
}

/** The lines of a list that name entries, and the rest, each in the list's order. */
export interface EquipmentMatches {
  matched: EquipmentMatch[];
  unmatched: string[];
}

/**
 * Names the templates use for an entry that the entry's own name does not give: a plain "comlink"
 * is the personal one, a plain "blaster" the blaster pistol, a plain "grenade" the fragmentation
 * grenade. `qualified`: the name may also follow descriptive words ("headset comlink"); the others
 * match only when they are the whole line, since "smoke grenade" or "pulse-wave blaster" is
 * another weapon.
 */
const COMMON_NAMES: readonly { words: string; entry: string; qualified: boolean }[] = [
  { words: "comlink", entry: "Comlink, Personal", qualified: true },
  { words: "blaster", entry: "Blaster Pistol", qualified: false },
  { words: "grenade", entry: "Grenade, Fragmentation", qualified: false },
  { words: "sensor pack", entry: "Sensor Pack, Portable", qualified: false },
  { words: "pocket computer", entry: "Computer, Portable", qualified: false },
];

/**
 * Categories whose entries are named "Category, Kind" with a kind that names the thing by itself:
 * "Tool, Hydrospanner" is a hydrospanner, while "Scope, Standard" is no "standard".
 */
const SELF_NAMING_KINDS = new Set(["tool", "translator"]);

/**
 * Words in front of a name that make it another piece of gear than the entry of that name, besides
 * the words of the compendiums' own names (which already tell "stun" or "heavy" apart).
 */
const DISTINGUISHING_WORDS = ["pulsewave", "smoke", "homemade", "makeshift", "broken", "fake", "toy", "replica"];

/**
 * A line's leading count in words: English as the templates print it, and German and Spanish as a
 * translated template (Babele) gives it ("zwei × Lichtschwert (5D)", "dos sables de luz (5D)").
 */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

/** The most of one thing a line is read as listing; a larger number is no count ("1000 credits"). */
const MOST_COUNTED = 20;

/** Plurals the s-rule does not undo. */
const IRREGULAR_PLURALS: Record<string, string> = { knives: "knife" };

/** How an alias came about; a lower rank wins when two entries share an alias. */
const Rank = { Name: 0, Inverted: 1, Kind: 2, Common: 3 } as const;

interface Alias {
  entry: GearReference;
  rank: (typeof Rank)[keyof typeof Rank];
  /** The alias may follow descriptive words. */
  qualified: boolean;
}

/** The compendium entries by every name a line may give them. */
export interface GearIndex {
  aliases: Map<string, Alias>;
  /** The words of the entries' names, and the words that tell gear apart. */
  distinguishing: Set<string>;
}

/** One word as compared: lower case, no punctuation ("Hold-out" is "holdout"), singular. */
function wordKey(word: string): string {
  const bare = word.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (bare in IRREGULAR_PLURALS) return IRREGULAR_PLURALS[bare];
  if (bare.length >= 4 && bare.endsWith("ies")) return `${bare.slice(0, -3)}y`;
  if (bare.length >= 4 && bare.endsWith("s") && !/(ss|us|is)$/.test(bare)) return bare.slice(0, -1);
  return bare;
}

/** A text's words as compared, brackets and their content left out. */
function words(text: string): string[] {
  return text
    .replace(/\([^)]*\)?|\[[^\]]*\]?/g, " ")
    .split(/[\s,;:/]+/)
    .map(wordKey)
    .filter((word) => word !== "");
}

/** The key of a run of words: joined, so that "glow rod" and "glowrod" are one name. */
const keyOf = (run: readonly string[]) => run.join("");

/**
 * Indexes compendium entries by the names a template line may give them: the name itself (the
 * English one and, for a translated entry, the one it shows), its
 * bracketed part left out as a line's is ("Blaster Pistol"; "Spear" for "Spear (Melee)", and of two
 * such the first by name, so melee before thrown and "Knife" before "Knife (Thrown)"), "Kind
 * Category" for "Category, Kind" names ("fragmentation grenade", "personal comlink"), the kind alone
 * for tools and translators ("hydrospanner"), and the templates' common names ({@link COMMON_NAMES})
 * when the entry is there.
 *
 * @param entries the weapons, armor and equipment compendiums' entries
 * @throws TypeError when `entries` is not an array
 */
export function gearIndex(entries: readonly GearReference[]): GearIndex {
  if (!Array.isArray(entries)) throw new TypeError("gearIndex: entries must be an array of compendium entries");
  const aliases = new Map<string, Alias>();
  const distinguishing = new Set(DISTINGUISHING_WORDS);
  const add = (run: string[], alias: Alias) => {
    const key = keyOf(run);
    const held = aliases.get(key);
    if (key !== "" && (!held || alias.rank < held.rank)) aliases.set(key, alias);
  };
  const matchName = (entry: GearReference) => entry.matchName ?? entry.name;
  const sorted = [...entries].sort((a, b) => matchName(a).localeCompare(matchName(b), "en"));
  for (const entry of sorted) {
    // A template translated by Babele lists its gear by the compendium's translated names
    // ("Lichtschwert (5D)"), so an entry is found by its shown name as well as by its English one.
    const shown = entry.name === matchName(entry) ? [] : [entry.name];
    for (const printed of [matchName(entry), ...shown]) {
      // "Ration Pack x3" is sold by threes; the templates list "rations pack".
      const name = printed.replace(/\s+x\d+$/i, "");
      for (const word of words(printed)) distinguishing.add(word);
      add(words(name), { entry, rank: Rank.Name, qualified: true });
      const comma = name.indexOf(",");
      if (comma > 0) {
        const category = words(name.slice(0, comma));
        const kind = words(name.slice(comma + 1));
        add([...kind, ...category], { entry, rank: Rank.Inverted, qualified: true });
        if (SELF_NAMING_KINDS.has(keyOf(category))) add(kind, { entry, rank: Rank.Kind, qualified: true });
      }
    }
  }
  for (const common of COMMON_NAMES) {
    const entry = entries.find((candidate) => matchName(candidate) === common.entry);
    if (entry) add(words(common.words), { entry, rank: Rank.Common, qualified: common.qualified });
  }
  return { aliases, distinguishing };
}

/** A line's count and the rest of it: "2 medpacs" is 2 and "medpacs", "Medpacs (5)" 5. */
function countOf(line: string): { quantity: number; rest: string } {
  let rest = line
    .trim()
    .replace(/^(?:&|and)\s+/i, "")
    .replace(/^equipped with:\s*/i, "");
  let quantity = 1;
  const leading = /^(\d+|[a-z]+)\s+(.+)$/i.exec(rest);
  if (leading) {
    const word = leading[1].toLowerCase();
    const number = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (number !== undefined) {
      quantity = number;
      rest = leading[2];
    }
  }
  const bracketed = /\((\d+)\)\s*$/.exec(rest);
  if (bracketed && quantity === 1) quantity = Number(bracketed[1]);
  return { quantity, rest };
}

/**
 * The compendium entry a template's equipment line names, if any (see the module's comment): case,
 * punctuation, plurals and bracketed stats do not matter ("Blaster pistol (4D)", "hold-out blaster",
 * "2 medpacs"); a leading count ("2", "two", "a") or a bracketed one ("Medpacs (5)") is the quantity;
 * descriptive words in front of a name are allowed unless one of them is a word of a compendium name
 * or another word that makes it other gear ("stun blaster pistol" stays unmatched).
 *
 * @param line one line of a template's equipment list
 * @param index the compendium entries, indexed by {@link gearIndex}
 * @returns the match, or null when the line names no entry (or lists more than 20 of it)
 */
export function matchEquipmentLine(line: string, index: GearIndex): EquipmentMatch | null {
  if (typeof line !== "string") return null;
  const { quantity, rest } = countOf(line);
  if (quantity < 1 || quantity > MOST_COUNTED) return null;
  const run = words(rest);
  for (let start = 0; start < run.length; start += 1) {
    const alias = index.aliases.get(keyOf(run.slice(start)));
    if (!alias) continue;
    const qualifiers = run.slice(0, start);
    if (qualifiers.length > 0 && (!alias.qualified || qualifiers.some((word) => index.distinguishing.has(word)))) return null;
    return { line, entry: alias.entry, quantity };
  }
  return null;
}

/**
 * Reads a template's equipment list against the gear compendiums (see {@link matchEquipmentLine}).
 * @param lines the template's equipment, one item a line
 * @param entries the weapons, armor and equipment compendiums' entries
 * @throws TypeError when `lines` or `entries` is not an array
 */
export function matchTemplateEquipment(lines: readonly string[], entries: readonly GearReference[]): EquipmentMatches {
  if (!Array.isArray(lines)) throw new TypeError("matchTemplateEquipment: lines must be an array of text");
  const index = gearIndex(entries);
  const matched: EquipmentMatch[] = [];
  const unmatched: string[] = [];
  for (const line of lines) {
    const match = matchEquipmentLine(line, index);
    if (match) matched.push(match);
    else unmatched.push(line);
  }
  return { matched, unmatched };
}
