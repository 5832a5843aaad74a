/**
 * Where the tests find the published stats the compendiums are generated from: `SWD6_REFERENCE_DATA`
 * or ../shared/reference-data next to the repository. A clone on its own has neither; the tests that
 * compare the packs with their sources then skip, and every other pack test still runs.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The reference-data folder (it may not exist). */
export const REFERENCE_DATA = process.env.SWD6_REFERENCE_DATA ? resolve(process.env.SWD6_REFERENCE_DATA) : resolve(ROOT, "../shared/reference-data");

/** Whether the reference data is there to compare the packs with. */
export const HAS_REFERENCE_DATA = existsSync(REFERENCE_DATA);
