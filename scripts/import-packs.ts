/**
 * Imports the compendium entries of the public stat sets: species, droids and stock NPCs into packs
 * of their own, and starships, vehicles, weapons and equipment beside the curated entries of those
 * packs (files named `imp-…`, which `npm run packs:generate` leaves alone). Every entry passes the
 * validators of scripts/import/; what they leave out, and why, is written to docs/import-report.md.
 *
 *   npm run upstreams && npm run packs:import
 *
 * It reads github:1Bln21/swd6-character-generator (commit b654bf4), for species, droids, craft and gear;
 * github:DarthBanjo/starwarsd6-essentialcompanion-od6s (commit 24fdebf), for the stock NPCs; and
 * github:Segrimsjinn/SW-WEG-D6-Toolkit (commit 373ec55), for the creatures — from the copies
 * `npm run upstreams` makes in the upstream cache (scripts/import/upstreams.ts), or from folders
 * holding those files named by `--generator`, `--companion` and `--toolkit`. Without them it stops
 * with one line saying so. The output is committed: building and testing the system need none of them.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { SCANNED_PACKS, SCAN_CATEGORIES, readPackEntries, scanEntries } from "./import/scan.ts";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { stableJson } from "./packs/documents.ts";
import { withPublicFacts } from "./packs/provenance.ts";
import { asImportReads, readGeneratorData, readStockNpcs, type SourceRepo } from "./import/source.ts";
import { ImportReport } from "./import/report.ts";
import { buildSpecies } from "./import/species.ts";
import { SOURCE_SPELLINGS, printedNames } from "./import/spellings.ts";
import { stableId } from "./packs/ids.ts";
import { readCanonicalSkills, skillReader } from "./import/skills.ts";
import { buildStockNpcs } from "./import/npcs.ts";
import { EQUIPMENT_WORDINGS, buildDroids } from "./import/droids.ts";
import { buildEquipment, buildWeapons } from "./import/gear.ts";
import { buildCraft } from "./import/craft.ts";
import { FOLDERED_PACKS, type FolderPath, entryFolder, folderFile } from "./packs/folders.ts";
import { buildCreatures } from "./import/creatures.ts";
import { LONGEST_PRINTED_TEXT, type WordingKind } from "./import/creature-wordings.ts";
import { evaluateDataFile, readRepoFile } from "./import/source.ts";
import { workbookFacts } from "./import/workbook-facts.ts";
import { UPSTREAMS_COMMAND, isPresent, upstreams } from "./import/upstreams.ts";
import { compareImported } from "./import/compare/index.ts";
import { type StatEntry, oneEntryAThing } from "./import/duplicates.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { generator: { type: "string" }, companion: { type: "string" }, toolkit: { type: "string" } } });
const { generator, companion, toolkit } = upstreams(values);
// A folder given on the command line is taken as it is; the cache's copies must be complete.
const absent = (["generator", "companion", "toolkit"] as const).filter((role) => !values[role] && !isPresent({ generator, companion, toolkit }[role]));
if (absent.length) {
  console.error(
    `npm run packs:import needs ${absent.map((role) => ({ generator, companion, toolkit })[role].name).join(", ")} in the upstream cache: run ${UPSTREAMS_COMMAND}`,
  );
  process.exit(1);
}

const IMPORTED = "imp-";
const packDir = (pack: string) => join(ROOT, "packs/_source", pack);

/** The names of a pack's curated entries (not imported), in lower case. */
function curatedNames(pack: string): Set<string> {
  return new Set(
    readdirSync(packDir(pack))
      .filter((file) => file.endsWith(".json") && !file.startsWith(IMPORTED))
      .map((file) => (JSON.parse(readFileSync(join(packDir(pack), file), "utf8")) as { name: string }).name.toLowerCase()),
  );
}

/** A pack's curated entries (not imported), folders left out. */
function curatedEntries(pack: string): StatEntry[] {
  return readdirSync(packDir(pack))
    .filter((file) => file.endsWith(".json") && !file.startsWith(IMPORTED))
    .map((file) => JSON.parse(readFileSync(join(packDir(pack), file), "utf8")) as StatEntry & { _key: string })
    .filter((entry) => !entry._key.startsWith("!folders!"));
}

/** The armor compendium's curated entries by lower-case name, their provenance aside. */
function curatedArmor(): Map<string, { name: string; img: string; system: Record<string, unknown> }> {
  const dir = packDir("armor");
  const entries = readdirSync(dir)
    .filter((file) => file.endsWith(".json") && !file.startsWith(IMPORTED))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as { name: string; img: string; system: Record<string, unknown> });
  return new Map(entries.map((entry) => [entry.name.toLowerCase(), entry]));
}

/**
 * Folders of a pack, made as they are first asked for (a folder's parents first), in the order asked.
 * A shared pack's folders start with those of its curated entries, whose folder the curated generator
 * set from the same rules (scripts/packs/folders.ts).
 */
function folders(pack: string, type: "Actor" | "Item") {
  const made = new Map<string, ReturnType<typeof folderFile>>();
  const id = (path: FolderPath | string): string => {
    const names = typeof path === "string" ? [path] : path;
    const key = names.join("\u0000");
    if (!made.has(key)) {
      if (names.length > 1) id(names.slice(0, -1));
      made.set(key, folderFile(pack, type, names, made.size));
    }
    return made.get(key)!.document._id;
  };
  if ((FOLDERED_PACKS as readonly string[]).includes(pack)) {
    for (const file of readdirSync(packDir(pack))
      .filter((name) => name.endsWith(".json") && !name.startsWith(IMPORTED))
      .sort()) {
      const entry = JSON.parse(readFileSync(join(packDir(pack), file), "utf8")) as { name: string; system: Record<string, unknown>; folder: string | null };
      if (entry.folder !== id(entryFolder(pack, entry)))
        throw new Error(`${pack}/${file}: its folder is not the one its kind is put in; run npm run packs:generate first`);
    }
  }
  return { id, files: () => [...made.values()] };
}

/** Marks an imported entry (`flags.swd6rpg.imported`): template gear is matched against the curated entries only. */
function markImported<T extends { flags?: Record<string, unknown> }>(document: T): T {
  const flags = (document.flags ?? {}) as Record<string, Record<string, unknown>>;
  return { ...document, flags: { ...flags, swd6rpg: { ...(flags.swd6rpg ?? {}), imported: true } } };
}

/**
 * An entry whose name the import spelled right, under the id its printed name gave it (its embedded
 * items' keys follow), so a link made to it before still finds it; any other entry as it is.
 */
function underPrintedId(pack: string, file: string, document: IdentifiedDocument): { file: string; document: IdentifiedDocument } {
  const printed = renamed.get(pack)?.get(document.name);
  if (!printed) return { file, document };
  const id = stableId(pack, printed);
  const items = document.items?.map((item) => ({ ...item, _key: item._key.replace(`${document._id}.`, `${id}.`) }));
  return {
    file: file.replace(document._id, id),
    document: { ...document, _id: id, _key: document._key.replace(document._id, id), ...(items ? { items } : {}) },
  };
}

/** A pack entry as far as its ids go. */
interface IdentifiedDocument {
  _id: string;
  _key: string;
  name: string;
  items?: { _key: string }[];
}

/** Writes a pack's imported files: a pack of its own is replaced; a shared pack only loses its `imp-` files. */
function writeImported(pack: string, files: readonly { file: string; document: unknown }[], own: boolean): void {
  const dir = packDir(pack);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith(".json") && (own || name.startsWith(IMPORTED))) rmSync(join(dir, name));
  for (const written of files) {
    const { file, document } = underPrintedId(pack, written.file, written.document as IdentifiedDocument);
    const shown = document._key.startsWith("!folders!") ? document : markImported(withPublicFacts(structuredClone(document) as never, pack));
    writeFileSync(join(dir, own || file.startsWith(IMPORTED) ? file : `${IMPORTED}${file}`), stableJson(shown));
  }
}

const printedData = readGeneratorData(generator, { asPrinted: true });
const data = asImportReads(printedData);
// Each pack's names that spelling right changes: each such entry keeps the id its printed name gave it.
const renamed = new Map<string, Map<string, string>>([
  ["species", printedNames([...printedData.data.species, ...printedData.data.nearHumans, ...printedData.pdfSpecies])],
  ["droids", printedNames(printedData.droids)],
  ["starships", printedNames(printedData.ships)],
  ["vehicles", printedNames(printedData.vehicles)],
  ["weapons", printedNames([...printedData.melee, ...printedData.ranged])],
  ["equipment", printedNames(printedData.equipment)],
]);
writeFileSync(join(ROOT, "scripts/packs/workbook-facts.json"), stableJson(workbookFacts(data)));
const report = new ImportReport();
const reader = skillReader(readCanonicalSkills(ROOT));
const from = (repo: SourceRepo, files: string) => `${repo.name} @ ${repo.commit.slice(0, 7)}: ${files}`;

const species = oneEntryAThing(
  "species",
  buildSpecies(
    [...data.data.species, ...data.data.nearHumans, ...data.pdfSpecies],
    report.kind("Species", from(generator, "data.js, pdfdata-species.js"), [
      "Attribute ranges are stored in pips there (Dexterity, Knowledge, Mechanical, Perception, Strength, Technical); the attribute dice are 18D plus the record's offset in pips (Gamorrean 17D, Arkanian 19D, Noghri 22D), and every species can place them within its ranges.",
      'Special abilities and story factors keep their names and, as their text, the values they print listed in our words ("Berserker Rage: +2D Strength; -2D all non-strength checks"); the books\' sentences are left out.',
      'A value printed without what it applies to stays a bare code, and a text printing no value leaves the name alone: the Wookiee\'s "Berserker Rage: +2D Strength; -2D all non-strength checks; -1D; 1D" ends with the record\'s roll to calm down, a Perception check at -1D, at least 1D; the Ewok\'s "Skill Limits" prints only which skills may not be improved (vehicle skills but Glider, starship operations, repair skills), no value.',
      'The description is written from the values (home world, attribute dice and ranges, Move, height, the abilities\' names); a home world the record does not name ("Unknown", "The Sith homeworld") is left empty.',
      "The data prints no maximum Move: it is set to the Move.",
      "The workbook's species win over the PDF extraction's records of the same name.",
    ]),
  ).map((document) => ({ file: `${document._id}.json`, document })),
  [],
  report.kinds.at(-1)!,
).map(({ document }) => document);
writeImported(
  "species",
  species.map((document) => ({ file: `${document._id}.json`, document })),
  true,
);
report.kinds
  .at(-1)!
  .decisions.push(
    `${species.filter((s) => s.system.attributeDice !== "18D").length} species are dealt other than 18D; ` +
      `${species.filter((s) => (s.flags as { swd6rpg?: { aliases?: string[] } }).swd6rpg?.aliases?.length).length} are named as the books spell them and keep the other spellings their sources print as aliases ("Wookie" for Wookiee).`,
  );

const npcFolders = folders("npcs", "Actor");
const npcGroup = (name: string) => (/trooper|soldier|officer|pilot|clone|arc /i.test(name) ? "Soldiers and troopers" : "Scoundrels and specialists");
const npcs = buildStockNpcs(
  readStockNpcs(companion),
  reader,
  report.kind("Stock NPCs", from(companion, "packs/reupgmpc.db"), [
    "Codes are stored in pips there (9 = 3D); a skill adds its pips to its attribute's.",
    "A melee weapon whose printed damage line adds to Strength does so here too, though the record's flag leaves Strength out: the Typical Assassin's knife prints \"STR +1 to STR+1D\" and is stored as 1 pip, so it rolls STR+1, not 0D+1 (the knives, vibroblades and vibroknife of 6 NPCs).",
    "An explosive's damage is kept in its blast bands there (band by band from the center, in dice, with 0 as its damage score): a grenade rolls its bands' damage over its bands' radii (5D/4D/3D/2D over 0-2/4/6/10).",
    "Descriptions are left out (prose); special abilities keep their names.",
    "A specialization is an item of its own there, its pips added to its attribute's as a skill's are (Typical Imperial Naval Officer: tactics 3D, tactics: fleets 4D; Republic ARC Trooper: blaster: repeating blaster 9D+1).",
    "A weapon's least range is the one its text prints with the record's bands (the Typical Assassin's thrown knife 2-3/5/10; the aquatic stormtrooper's speargun 0-10/50/100 in air, 0-5/25/35 and 0-5/15/25 under water, printed in another of its weapons' texts); where none prints it, 3 meters (0 when the short band ends within 3).",
    "The record's values win over the texts its items copy from the equipment lists (Clone Trooper's blaster pistol 3D, its text 4D; Scout Trooper's hold-out blaster 3D+2, its text 3D; Field Armor and Helmet +1D physical, +2 energy, its text +1; ARC Trooper Armor +1D physical, +2 energy, its text +2D and +1D; Zero-G Assault's stun grenade 5D/4D/3D/2D, its text 6D/5D/3D/2D; ARC Trooper's light repeating blaster 50/120/350, its text 3-50/120/300).",
    "A weapon the record gives both a damage score and blast bands rolls its score (Zero-G Assault's mini-proton torpedo launcher 6D; its bands 6D/4D/3D/2D over 0-2/5/10/15 are left out).",
    "22 of the 26 NPCs, drawn with a fixed seed and read by hand from their records (tests/packs/printed-npcs.json), are compared with the pack value by value: attributes, Move, every skill's and specialization's code, every weapon's damage, blast radius and ranges, every armor's bonuses.",
  ]),
  (name) => npcFolders.id(npcGroup(name)),
  curatedArmor(),
);
writeImported("npcs", [...npcFolders.files(), ...npcs], true);
const explosives = npcs.filter(({ document }) =>
  document.items.some((item) => item.type === "weapon" && (item.system as { blastRadius?: string }).blastRadius),
);
report.kinds
  .at(-1)!
  .decisions.push(
    `${explosives.reduce((sum, { document }) => sum + document.items.filter((item) => (item.system as { blastRadius?: string }).blastRadius).length, 0)} explosives of ${explosives.length} NPCs roll their blast bands.`,
  );

const creatureFolders = folders("creatures", "Actor");
const creatureRecords = evaluateDataFile(readRepoFile(toolkit, "data_creatures.js")).CREATURES_DATA as Record<string, unknown>[];
const creatureWordings = new Map<string, WordingKind[]>();
const creatures = oneEntryAThing(
  "creatures",
  buildCreatures(
    creatureRecords,
    reader,
    report.kind("Creatures", from(toolkit, "data_creatures.js"), [
      "Dexterity, Perception and Strength as printed; the other attributes 0D.",
      `The toolkit states no licence: its names, numbers and feature lists are used, its sentences are not. An ability keeps the text its record prints after its name when that is a stat note of at most ${LONGEST_PRINTED_TEXT} words, digits aside ("Armor: +3D physical and energy"); a longer one is stated as mechanics in this project's words (scripts/import/creature-wordings.json, every number and name kept), a list of skills is listed from the highest code down, and any other is dropped, the ability keeping its name. A size or home world printed as a sentence is worded there too.`,
      'Natural weapons ("Bite: STR+2D", "Teeth (15D damage)") become weapon items: brawling in melee, thrown weapons or missile weapons when thrown or printed with ranges; a bare "STR" rolls as STR+0, and a penalty ("STR-1D") stays in the ability\'s text only.',
      'Natural armor ("+2D physical, +1D energy", "+1D STR to resist damage") becomes a worn armor item with no Dexterity penalty, so the Strength roll to resist damage adds it; resistances to poison, radiation and the like are not armor.',
      "Skills listed with codes are linked to the skills compendium.",
      'A code printed for what is no skill of the compendium stays in the ability\'s text ("Flight: 6D+2" of the Adar, "Tracking: 4D" of the Chiilak); "each head does STR+1D" is a natural weapon per head (the Battle Hydra\'s jaws).',
      'A list of skills whose specialization has a colon is read whole (Andoan Marsh Lizard: "Search 4D+2, brawling: bite 4D+2"; Space Mite: "Sneak 2D+1, brawling: bite 3D"); an attack printed with its skill\'s code gives that skill (Worrt: "Tongue Attack: Brawling 4D, 1D damage" is brawling 4D), its damage staying in the ability\'s text until its name has German and Spanish names in the translations\' glossary.',
      "A walker- or speeder-scale creature's natural weapons are of its scale (the Gorax's claws, the Thranta's); \"Attribute Dice: 14D\" (the Morodin, a species' dice printed as a creature's) is no weapon, and the species' average Knowledge, Mechanical and Technical it prints are left at 0D.",
      'Armor printed with a note naming a kind of damage counts against that kind: the Myntor\'s "+2D (blaster reflects on wild die 1)" is +2D against energy, though the print may mean against both.',
      "42 creatures drawn with a fixed seed and read by hand from their printed text (tests/packs/printed-creatures.json) are compared with the pack value by value: Dexterity, Perception, Strength, Move, every skill code, every natural weapon's damage, ranges and scale, every natural armor's bonuses; a damage dealt on contact or by a venom (Sleeg's acid slime 3D, the Corellian Sand Panther's poison 7D) is no attack and stays in the ability's text.",
    ]),
    (group) => creatureFolders.id(group),
    creatureWordings,
  ),
  [],
  report.kinds.at(-1)!,
);
{
  const stated = (kind: WordingKind) =>
    creatures.reduce((sum, { document }) => sum + (creatureWordings.get(document.name)?.filter((k) => k === kind).length ?? 0), 0);
  report.kinds
    .at(-1)!
    .decisions.push(
      `Of the printed ability texts, ${stated("printed")} are kept as printed, ${stated("table")} stated in this project's words, ${stated("skills")} skill lists put in order of their codes and ${stated("dropped")} dropped.`,
    );
  const items = (type: string) => creatures.reduce((sum, { document }) => sum + document.items.filter((item) => item.type === type).length, 0);
  const unarmed = creatures.filter(({ document }) => !document.items.some((item) => item.type === "weapon")).length;
  report.kinds
    .at(-1)!
    .decisions.push(
      `${items("weapon")} natural weapons and ${items("armor")} pieces of natural armor; ${unarmed} creatures print no weapon with a damage that reads.`,
    );
}
writeImported("creatures", [...creatureFolders.files(), ...creatures], true);

const droidFolders = folders("droids", "Actor");
const degreeName = (degree: string) =>
  degree ? `Droids of the ${["first", "second", "third", "fourth", "fifth"][Number(degree) - 1]} degree` : "Droids of no printed degree";
const droids = oneEntryAThing(
  "droids",
  buildDroids(
    data.droids,
    reader,
    report.kind("Droids", from(generator, "pdfdata-droids.js"), [
      'The extraction breaks stat blocks over lines and spaces out words; skills are read as "name code" pairs after joining them, and a range such as 4D-5D+2 counts its first code.',
      "A skill that links to no skill of the compendium (\"Energy weapons 7D\") is kept under its printed name, under the attribute the stat block prints it beneath (else a linked skill's on its line, else the rules' for its name); notes and quotes are left out (prose).",
      "Where the printed stat block and the extraction's summary disagree, the block wins: attributes (Trade Federation Loader Droid Strength 6D, summary 7D; Eliminator 434 Dexterity 2D, summary 3D+2; 2-1 Assassin Droid Perception 4D, summary 3D) and, where the record's type line holds the whole block, its skills, for the record's skill lines at times run on into another droid's block (Squeaky's Languages 10D, then Fritz's 8D; the 2-1's melee parry 4D, then another's 5D+1).",
      'A droid printed "not for sale" has no price: the extraction\'s cost then holds a digit of the next record\'s name (HK Assassin Droid 434 of "Eliminator 434", Gate 9 of "Q9-X2"; LC-Zed, WED00-88, MK-09, Squeaky, MD-OC6, B2-X, Krath War Droid).',
      "A skill code printed below its attribute's (HXZ-1 climbing/jumping 3D under Strength 4D) or a specialization's below its skill's (ER-1 search: tracking 6D+1 under search 7D) is no code a sheet can hold (skills add to their attribute, specializations to their skill) and is left out. 64 droids drawn with a fixed seed and read by hand from their printed text (tests/packs/printed-droids.json) are compared with the pack value by value: cost, attributes, every skill code, every weapon's damage, ranges and scale, every armor's bonuses.",
      "An advanced skill keeps its printed code whole, not added to its attribute (rules: skillCode): MD-OC6's medicine is 8D+2 as printed, not Technical 4D plus 8D+2. A specialization printed with no code (the A-Series Assassin Droid's \"Blaster: wrist blasters\", its code lost by the extraction) is left out.",
      "The description is written from the values (model, degree, attributes, Move, skills, gear, cost); a weapon or armor read into an item leaves the other-equipment text.",
      "A damage printed as \"damage is 8D\" counts (the E522's heavy repeating blaster 8D and ion cannon 4D+2, the Dark Troopers' assault cannon 6D); a long note keeps the damage and ranges it leads with (Battle Droid Assassin: heavy blaster rifle 5D+2, 3-50/150/430), and an \"Equipment:\" line lists the gear a droid carries item by item (Battle Droid Commander: macrobinoculars, blaster rifle 5D; HK-24 and HK-50: blaster rifle 5D). Damage printed in blast bands rolls them over the blast radius printed with it (the Dark Troopers' long-range rockets 12D/9D/6D/3D over 0-2/4/8/12); bands with no radius are no weapon. An armor's bonus against lightsabers alone is not one against physical or energy damage (Cortosis Battle Droid: +2D, and +3D against lightsabers).",
      'A weapon its equipment prints with its damage ("Two mounted heavy repeating blasters (8D damage, range: 3-75/200/500)") becomes a weapon item with its count, ranges and blast radius; armor printed with its bonus ("Medium armor (+2D physical, +1D energy)") a worn armor item with no Dexterity penalty, the droid\'s printed Dexterity counting it already. Of several pieces, the best bonus against each kind of damage counts (rules: wornArmor).',
      "The other equipment is a list of the items' names and values; an item the book explains in a sentence is stated in this project's words (scripts/import/droid-equipment-wordings.json, every number and name kept: \"Low-light vision (twice a human's range in dim light)\") or as the values it prints (scripts/import/printed-values.ts), the sentence left out.",
    ]),
    (degree) => droidFolders.id(degreeName(degree)),
  ),
  [],
  report.kinds.at(-1)!,
);
{
  const items = (test: (item: { type: string; system: unknown }) => boolean) => droids.filter(({ document }) => document.items.some(test)).length;
  const worded = new Set(Object.values(EQUIPMENT_WORDINGS).flatMap((stated) => stated.split("\n")));
  const reworded = droids.filter(({ document }) =>
    String((document.system as { equipment?: string }).equipment ?? "")
      .split("\n")
      .some((line) => worded.has(line)),
  ).length;
  report.kinds
    .at(-1)!
    .decisions.push(
      `${items((item) => item.type === "weapon")} droids carry weapons, ${items((item) => item.type === "armor")} wear armor, ${items((item) => item.type === "skill" && (item.system as { key: string }).key === "")} keep a skill under its printed name, ${reworded} state an equipment line in this project's words (${Object.keys(EQUIPMENT_WORDINGS).length} printed lines, ${worded.size} stated).`,
    );
}
writeImported("droids", [...droidFolders.files(), ...droids], true);

for (const [pack, kind, records, label] of [
  ["starships", "starships", data.ships, "Starships"],
  ["vehicles", "vehicles", data.vehicles, "Vehicles"],
] as const) {
  const packFolders = folders(pack, "Actor");
  const files = buildCraft(
    records,
    kind,
    curatedNames(pack),
    report.kind(label, from(generator, "pdfdata-craft.js"), [
      "Read by the curated craft's readers (scripts/packs/craft-records.ts); the curated entry of a name wins.",
      'A weapon\'s count is read in digits or in words ("Two Quad Laser Cannon" is two Quad Laser Cannons).',
      'A weapon the extraction named with its cost line ("Cost: 500 credits each") is the ordnance the notes list in its place below their hardpoints (the E-7 E-wing Type C\'s concussion missiles, proton torpedoes, "egg" bombs, heavy rockets and heavy space bombs).',
      "The books and pages a record cites are the entry's source; the compendium they were read from stays in its provenance.",
      "Kept only within its scale's ranges: a starfighter's space speed 1 to 20, hull 1D to 8D, shields up to 4D, crew up to 20; a capital ship's space speed up to 15, hull 1D to 12D, shields up to 8D; a vehicle's Move up to 2,000 and body strength up to 12D.",
      ...(kind === "starships"
        ? [
            "Each sensor mode printed as range and code is kept (the Rebellion era's where a record prints one per era); a mode left blank or garbled reads 0D with no range.",
            'A space range printed with other than three bands has none (the curated Millennium Falcon\'s tractor beam "1-5/15-30" and mine layer "1-3/7", their atmosphere ranges kept): which band the extraction lost cannot be told.',
          ]
        : []),
    ]),
    (group) => packFolders.id(group),
  );
  const kept = oneEntryAThing(pack, files, curatedEntries(pack), report.kinds.at(-1)!);
  writeImported(pack, [...packFolders.files(), ...kept], false);
  const systems = kept.map(
    ({ document }) => (document as unknown as { system: { source: string; sensors?: Record<string, { range: number | null }> } }).system,
  );
  const sensed = systems.filter((system) => Object.values(system.sensors ?? {}).some((mode) => mode.range !== null)).length;
  report.kinds
    .at(-1)!
    .decisions.push(
      `${systems.filter((system) => /\(p\.\s*\d/.test(system.source)).length} show the books and pages their record cites` +
        (kind === "starships" ? `; ${sensed} keep at least one sensor mode, ${systems.length - sensed} print none that reads.` : "."),
    );
}

const weaponFolders = folders("weapons", "Item");
const weapons = buildWeapons(
  [...data.melee, ...data.ranged],
  curatedNames("weapons"),
  report.kind("Weapons", from(generator, "pdfdata-gear.js"), [
    "Kept when the rules engine reads the damage as one code (a model range such as STR+1D to STR+3D is left out) and a ranged weapon's ranges; the curated entry of a name wins.",
    'A weapon\'s skill is the first its skill text names (scripts/import/weapon-skill.ts): the extraction runs some lines into their neighbours\' ("Melee combat: whip Melee combat: club"), and an alternative after "or" is the second way to use it. A skill the skills compendium knows by another name ("Blasters", "Melee weapons") is named as the compendium names it.',
  ]),
  readCanonicalSkills(ROOT).map((skill) => skill.name),
);
const weaponFiles = weapons.map(({ doc, group }) => ({ file: `${doc._id}.json`, document: { ...doc, folder: weaponFolders.id(group) } }));
writeImported("weapons", [...weaponFolders.files(), ...weaponFiles], false);

const equipmentFolders = folders("equipment", "Item");
const equipment = buildEquipment(
  data.equipment,
  curatedNames("equipment"),
  report.kind("Equipment", from(generator, "pdfdata-gear.js"), ["Notes are left out (prose); the curated entry of a name wins."]),
);
const equipmentFiles = equipment.map(({ doc, group }) => ({ file: `${doc._id}.json`, document: { ...doc, folder: equipmentFolders.id(group) } }));
writeImported("equipment", [...equipmentFolders.files(), ...equipmentFiles], false);

const scan = scanEntries(readPackEntries(ROOT, SCANNED_PACKS));
const scanLines = [
  "",
  "## Scan over every entry",
  "",
  `Every entry of the ${SCANNED_PACKS.join(", ")} packs, curated and imported (scripts/import/scan.ts), by what a gamemaster could not trust:`,
  "",
  ...Object.entries(SCAN_CATEGORIES).map(([key, label]) => `- ${label}: ${scan[key as keyof typeof scan].length}`),
  "",
  "A craft prints no sensor mode or a weapon fire control 0D where its record prints none that reads; the tests compare each with its record.",
  "The entries of every category the scan still finds, each with its value as stored from its record:",
  "",
  ...Object.entries(SCAN_CATEGORIES)
    .filter(([key]) => scan[key as keyof typeof scan].length > 0)
    .map(([key, label]) => `- **${label}**: ${scan[key as keyof typeof scan].join("; ")}`),
];
const compared = compareImported(ROOT, { generator, companion, toolkit });
const total = (key: "entries" | "fields") => compared.reduce((sum, pack) => sum + pack[key], 0);
const mismatches = compared.flatMap((pack) => pack.mismatches);
const comparedLines = [
  "",
  "## Values compared with their sources",
  "",
  `Every imported entry was read again from the record it came from and compared field by field (scripts/import/compare/): ${total("entries")} entries, ${total("fields").toLocaleString("en-US")} fields, ${mismatches.length} mismatches.`,
  "",
  "| pack | entries | fields | mismatches |",
  "|---|---|---|---|",
  ...compared.map((pack) => `| ${pack.pack} | ${pack.entries} | ${pack.fields.toLocaleString("en-US")} | ${pack.mismatches.length} |`),
  "",
  "A field is the record's value where the entry stores it whole (an attribute, a Move, a cost), or the code a printed line leads with (\"2D+1 (2D in atmosphere)\" is maneuverability 2D+1); a skill's code is its attribute's plus its dice (rules: skillCode), as the stat block prints it.",
  ...mismatches.map((line) => `- ${line}`),
];
writeFileSync(
  join(ROOT, "docs/import-report.md"),
  report.markdown(
    "# What the imported compendium entries hold, and what was left out\n\nGenerated by `npm run packs:import` (scripts/import-packs.ts). Facts are imported; the sources' prose is not. " +
      "The generator's words are spelled right as its records are read, each entry keeping its id (scripts/import/spellings.ts): " +
      `${Object.entries(SOURCE_SPELLINGS)
        .map(([misspelt, right]) => `"${misspelt}" → "${right}"`)
        .join(", ")}.`,
  ) + `${comparedLines.join("\n")}\n${scanLines.join("\n")}\n`,
);
for (const k of report.kinds) console.log(`${k.kind}: ${k.kept.length} kept, ${k.rejected.length} left out`);
