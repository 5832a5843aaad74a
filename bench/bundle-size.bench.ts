/**
 * Bundle-size benchmark, run with `npm run bench` (or `npx tsx bench/bundle-size.bench.ts`): the
 * sources built as `npm run build` builds them (vite, into a temporary folder), then the JavaScript
 * the browser loads at startup (the manifest's entry module and every chunk it imports statically,
 * transitively) gzip -9, beside all the JavaScript of the build (the chunks loaded on demand
 * included), against the build's budget.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { STARTUP_BUDGET, bundleSizes, sizeLine } from "../scripts/startup-size.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { esmodules: string[] };
const out = mkdtempSync(join(tmpdir(), "swd6rpg-bundle-size-"));
try {
  await build({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent", build: { outDir: out } });
  const sizes = bundleSizes(out, manifest.esmodules[0]);
  console.log(sizeLine(sizes));
  console.log(`startup modules: ${sizes.startupFiles.join(", ")}`);
  const left = STARTUP_BUDGET - sizes.startup;
  console.log(
    `startup budget ${STARTUP_BUDGET.toLocaleString("en")} B: ${left >= 0 ? `${left.toLocaleString("en")} B left` : `${(-left).toLocaleString("en")} B over`}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
