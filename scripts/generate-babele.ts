/**
 * Writes the Babele translation files lang/babele/{de,es}/swd6rpg.<pack>.json for the templates,
 * skills, weapons, armor, equipment, vehicles, starships and force-powers packs, from packs/_source/,
 * the reference data's skill names and the tables in scripts/babele/: names and sentence frames in
 * <lang>.json (descriptions, and the craft's notes written from their own stats), and the translated
 * Force power effects in force-power-effects.<lang>.json (optional: a missing file, or a power it
 * does not name, gives no effect, never the English one). The files are committed; run this after
 * the packs or the tables change:
 *
 *   npx tsx scripts/generate-babele.ts [--data <dir>] [--check]
 *
 * `--check` writes nothing and exits 1 when a committed file differs from what would be written.
 * The reference data is read from `--data`, else $SWD6_REFERENCE_DATA, else ../shared/reference-data.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { babeleFiles } from "./babele/files.ts";

const ROOT = resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { data: { type: "string" }, check: { type: "boolean" } } });
const given = values.data ?? process.env.SWD6_REFERENCE_DATA;
const dataDir = given ? resolve(given) : resolve(ROOT, "../shared/reference-data");

let stale = 0;
for (const { path, text } of babeleFiles(ROOT, dataDir)) {
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
  console.log(`${path}: ${Object.keys(JSON.parse(text).entries).length} entries`);
}
if (stale) process.exit(1);
