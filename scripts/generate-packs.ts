/**
 * Regenerates the compendium sources packs/_source/{skills,templates,weapons,armor,equipment,force-powers}/ from the
 * reference data, one JSON file per document, deterministically (stable ids, sorted keys).
 *
 *   npm run packs:generate [-- --data <dir>] [-- --names <file>]
 *
 * The reference data is read from `--data`, else $SWD6_REFERENCE_DATA (both relative to the working
 * directory), else the upstream cache's copy (`npm run upstreams -- --reference-data <dir>`); without
 * any, the command stops with one line saying so. It also writes the skill records' facts the Babele
 * files are made from (scripts/babele/skill-records.json); run scripts/generate-babele.ts after it.
 * The skills' names in English, German and Spanish belong in lang/*.json under SWD6.SkillName; the
 * lang files are maintained by hand, so this script only writes that table to `--names` (as
 * {en, de, es}) for merging, and the pack tests check the lang files hold it.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { stableJson, type PackFile } from "./packs/documents.ts";
import { withPublicFacts } from "./packs/provenance.ts";
import { readReferenceData } from "./packs/reference-data.ts";
import { MISSING_REFERENCE_DATA, referenceDataDir } from "./packs/reference-data-dir.ts";
import { SKILL_RECORDS_PATH, skillRecordsText } from "./babele/files.ts";
import { buildSkills } from "./packs/skills.ts";
import { buildTemplates } from "./packs/templates.ts";
import { readGearData } from "./packs/gear-data.ts";
import { buildWeapons } from "./packs/weapons.ts";
import { buildArmorPack } from "./packs/armor.ts";
import { buildEquipment } from "./packs/equipment.ts";
import { readCraftData } from "./packs/craft-records.ts";
import { buildVehicles } from "./packs/vehicles.ts";
import { buildStarships } from "./packs/starships.ts";
import { buildForcePowers, readForcePowers } from "./packs/force-powers.ts";
import { withFolder } from "./packs/folders.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const { values } = parseArgs({ options: { data: { type: "string" }, names: { type: "string" } } });
const dataDir = referenceDataDir(values.data);
if (!dataDir) {
  console.error(`npm run packs:generate ${MISSING_REFERENCE_DATA}`);
  process.exit(1);
}
const data = readReferenceData(dataDir);
writeFileSync(join(ROOT, SKILL_RECORDS_PATH), skillRecordsText(data));

const skills = buildSkills(data);
const templates = buildTemplates(
  data,
  skills.files.map((file) => file.document),
);

/**
 * Replaces a pack's curated source files: stale entries of a renamed skill or template must not
 * survive. The imported entries (`imp-…`, written by `npm run packs:import`) stay. An entry of a pack
 * it shares with the imported ones goes in the folder of its kind (scripts/packs/folders.ts), which
 * `npm run packs:import` writes.
 */
function writePack(pack: string, files: readonly PackFile<unknown>[]): void {
  const dir = join(ROOT, "packs/_source", pack);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith(".json") && !name.startsWith("imp-")) rmSync(join(dir, name));
  for (const { file, document } of files)
    writeFileSync(join(dir, file), stableJson(withFolder(pack, withPublicFacts(structuredClone(document) as never, pack))));
}

writePack("skills", skills.files);
writePack("templates", templates.files);
const gear = readGearData(dataDir);
const weapons = buildWeapons(gear.weapons);
const armor = buildArmorPack(gear.armor);
const equipment = buildEquipment(gear.equipment);
writePack("weapons", weapons);
writePack("armor", armor);
writePack("equipment", equipment);
const craft = readCraftData(dataDir);
const vehicles = buildVehicles(craft);
const starships = buildStarships(craft);
writePack("vehicles", vehicles);
writePack("starships", starships);
console.log(`vehicles: ${vehicles.length}, starships: ${starships.length} written (actors, weapons embedded)`);
const forcePowers = buildForcePowers(readForcePowers(dataDir));
writePack("force-powers", forcePowers);
console.log(`force powers: ${forcePowers.length} written`);

if (values.names) {
  const table = Object.fromEntries(Object.entries(skills.names).map(([lang, names]) => [lang, { SWD6: { SkillName: names } }]));
  writeFileSync(resolve(values.names), stableJson(table));
}

console.log(`reference data: ${dataDir}`);
console.log(`skills: ${skills.files.length} written`);
for (const [lang, byReason] of Object.entries(skills.fillIns)) {
  for (const [reason, keys] of Object.entries(byReason)) console.log(`  ${lang} names, ${reason}: ${keys.length}`);
}
console.log(`templates: ${templates.files.length} written, ${templates.skipped.length} skipped`);
for (const { name, reason } of templates.skipped) console.log(`  skipped ${name}: ${reason}`);
console.log(`template skill entries: ${templates.skillEntries.matched} matched, ${templates.skillEntries.unmatched} kept as printed`);
for (const [name, times] of Object.entries(templates.unmatchedNames).sort()) console.log(`  unmatched "${name}" x${times}`);
console.log(`weapons: ${weapons.length}, armor: ${armor.length}, equipment: ${equipment.length} written`);
console.log(values.names ? `skill names table: ${resolve(values.names)}` : "skill names table: pass --names <file> to write it for lang/*.json");
