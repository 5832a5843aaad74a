// Builds the installable system into dist/: the ES module, the chunks it loads (chunks/) and the CSS
// (vite), the manifest, templates, translations and assets (copied), template.json (written from the
// manifest's documentTypes) and the compendium packs (compiled from packs/_source/). It fails, with
// one line, when the JavaScript loaded at startup passes its budget (scripts/startup-size.mjs).
import { build } from "vite";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { cp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { releaseManifest } from "./release.mjs";
import { STARTUP_BUDGET, bundleSizes, sizeLine } from "./startup-size.mjs";

// The output folder; tests build into a temporary one.
const out = process.env.SWD6_BUILD_DIR ?? "dist";

await build({ logLevel: "warn", build: { outDir: out } });

const manifest = JSON.parse(await readFile("system.json", "utf8"));
const sizes = bundleSizes(out, manifest.esmodules[0]);
console.log(sizeLine(sizes));
if (sizes.startup > STARTUP_BUDGET) {
  console.error(
    `build refused: the startup JavaScript is ${sizes.startup.toLocaleString("en")} B gzip -9, past its budget of ${STARTUP_BUDGET.toLocaleString("en")} B`,
  );
  process.exit(1);
}

for (const entry of ["system.json", "README.md", "LICENSE", "NOTICE", "lang", "templates", "assets"]) {
  if (existsSync(entry)) await cp(entry, `${out}/${entry}`, { recursive: true });
}

// The built manifest downloads the zip of its own version, whatever system.json's download says.
await writeFile(`${out}/system.json`, `${JSON.stringify(releaseManifest(manifest, manifest.version), null, 2)}\n`);
// Each document kind's subtypes, as the manifest declares them (tests/build/document-types.test.ts
// checks that the manifest says what the registry, src/data/document-types.ts, holds).
const template = Object.fromEntries(Object.entries(manifest.documentTypes ?? {}).map(([kind, types]) => [kind, { types: Object.keys(types) }]));
await writeFile(`${out}/template.json`, `${JSON.stringify(template, null, 2)}\n`);
for (const pack of manifest.packs ?? []) {
  const source = `packs/_source/${pack.name}`;
  if (!existsSync(source) || !(await stat(source)).isDirectory()) {
    throw new Error(`system.json lists the pack "${pack.name}" but ${source}/ does not exist`);
  }
  const files = (await readdir(source)).filter((file) => /\.(json|ya?ml)$/.test(file));
  await compilePack(source, `${out}/${pack.path}`, { yaml: files.some((file) => /\.ya?ml$/.test(file)) });
  console.log(`pack ${pack.name}: ${files.length} entries`);
}
console.log(`built ${manifest.id} ${manifest.version} into ${out}/`);
