/**
 * Writes the Babele translation files lang/babele/{de,es}/swd6rpg.<pack>.json for the templates,
 * skills, weapons, armor, equipment, vehicles, starships and force-powers packs, from packs/_source/,
 * the lang files, the skill records' facts (scripts/babele/skill-records.json) and the tables in
 * scripts/babele/: names and sentence frames in <lang>.json (descriptions, and the craft's notes
 * written from their own stats), and the translated Force power effects in
 * force-power-effects.<lang>.json (optional: a missing file, or a power it does not name, gives no
 * effect, never the English one). The files are committed; run this after the packs or the tables
 * change:
 *
 *   npx tsx scripts/generate-babele.ts [--data <dir>] [--check]
 *
 * Where the reference data is there (`--data`, `SWD6_REFERENCE_DATA` or the upstream cache), the skill
 * records' facts are written from it first; elsewhere the committed ones are used, and one line says so.
 * It also writes docs/translations.md, the share of each pack's names the files translate.
 * `--check` writes nothing and exits 1 when a committed file differs from what would be written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SKILL_RECORDS_PATH, babeleFiles, skillRecordsText } from "./babele/files.ts";
import { TRANSLATIONS_REPORT_PATH, translationsReport } from "./babele/shares.ts";
import { readReferenceData } from "./packs/reference-data.ts";
import { MISSING_REFERENCE_DATA, referenceDataDir } from "./packs/reference-data-dir.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { data: { type: "string" }, check: { type: "boolean" } } });
const dataDir = referenceDataDir(values.data);

const files: { path: string; text: string }[] = [];
if (dataDir) files.push({ path: SKILL_RECORDS_PATH, text: skillRecordsText(readReferenceData(dataDir)) });
else console.log(`skill records: ${SKILL_RECORDS_PATH} as committed (refreshing it ${MISSING_REFERENCE_DATA})`);
const records = files.length ? JSON.parse(files[0]!.text) : undefined;
const babele = babeleFiles(ROOT, records);
files.push(...babele, { path: TRANSLATIONS_REPORT_PATH, text: translationsReport(babele) });

let stale = 0;
for (const { path, text } of files) {
  const target = join(ROOT, path);
  const current = existsSync(target) ? readFileSync(target, "utf8") : null;
  if (values.check) {
    if (current !== text) {
      console.error(`${path} is not what scripts/generate-babele.ts writes`);
      stale += 1;
    }
    continue;
  }
  mkdirSync(join(target, ".."), { recursive: true });
  writeFileSync(target, text);
  console.log(path.endsWith(".json") ? `${path}: ${Object.keys(JSON.parse(text).entries ?? JSON.parse(text)).length} entries` : path);
}
if (stale) process.exit(1);
