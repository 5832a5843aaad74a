// Builds the system and writes the files a GitHub release carries:
//   release/swd6rpg.zip   exactly the files the manifest lists and the running system loads, and NOTICE (the
//                         data's upstreams and licences), at the zip's root; no source map and none of
//                         the files LevelDB writes while a pack is open (LOCK, LOG, LOG.old, *.log)
//   release/system.json   the manifest with package.json's version, the latest-release manifest URL and
//                         this version's download URL
//   release/<name>.map    each zipped module's source map, an asset of its own: the zipped module names
//                         it by its release URL, so installs stay small and a debugger still finds it
//
//   npm run release
//
// It refuses to run (exit 1, nothing written) when package.json's and system.json's versions differ,
// CHANGELOG.md has no entry for the version, or SWD6_RELEASE_TAG (the pushed tag, set by the release
// workflow) is not v<version>. SWD6_BUILD_DIR and SWD6_RELEASE_DIR change the build and output
// folders (the tests use temporary ones).
//
// The zip is written with Node's own zlib (deflate and CRC-32): no zip library is among the
// dependencies. Entries carry a fixed date, so the same build gives the same bytes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { crc32, deflateRawSync } from "node:zlib";
import { LEVELDB_RUNTIME_FILE, releaseSourceMaps, unflushedPackLogs } from "./release-files.mjs";

/**
 * Folders the running system loads files from by path, besides those the manifest names: chunks/
 * holds the modules the ES module imports (vite.config.ts names them so), those loaded on demand
 * included.
 */
export const RUNTIME_FOLDERS = ["chunks", "templates", "assets", "lang/babele"];

/**
 * Files every release carries though the manifest has no field for them: NOTICE names the upstreams
 * of the compendiums' data and quotes their licences, which their terms ask to travel with the data.
 */
export const SHIPPED_FILES = ["NOTICE"];

/**
 * Why a release of this version must not be made: package.json's and system.json's versions differ,
 * CHANGELOG.md has no `## [<version>]` heading, or the tag being released is not `v<version>`.
 * Empty when all is well.
 * @param {{ packageVersion: string, manifest: { version?: string, url?: string }, changelog: string, tag?: string }} input
 *   `tag`: the pushed tag the release is made from, when there is one
 * @returns {string[]} the problems, one sentence each
 */
export function releaseProblems({ packageVersion, manifest, changelog, tag }) {
  const problems = [];
  if (tag && tag !== `v${packageVersion}`) {
    problems.push(`the tag ${tag} is not v${packageVersion}, package.json's version`);
  }
  if (manifest.version !== packageVersion) {
    problems.push(`package.json's version ${packageVersion} and system.json's version ${manifest.version} differ`);
  }
  const escaped = String(packageVersion).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!new RegExp(`^## \\[${escaped}\\]`, "m").test(changelog)) {
    problems.push(`CHANGELOG.md has no entry "## [${packageVersion}]"`);
  }
  if (!/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(manifest.url ?? "")) {
    problems.push(`system.json's url "${manifest.url ?? ""}" is not a GitHub repository URL`);
  }
  return problems;
}

/**
 * The manifest a release ships: `version`, `manifest` (the latest release's system.json) and
 * `download` (this version's zip), from the repository URL in `url`.
 * @param {Record<string, unknown> & { url: string }} manifest system.json as built
 * @param {string} version the version being released
 */
export function releaseManifest(manifest, version) {
  return {
    ...manifest,
    version,
    manifest: `${manifest.url}/releases/latest/download/system.json`,
    download: `${manifest.url}/releases/download/v${version}/swd6rpg.zip`,
  };
}

/** Every file under `dir`, as paths relative to `root` with forward slashes. */
function filesUnder(root, dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [dir];
  return readdirSync(full).flatMap((name) => filesUnder(root, `${dir}/${name}`));
}

/**
 * A path the manifest gives, relative to the package, when it is a file inside it: "LICENSE", or
 * "systems/swd6rpg/assets/media/cover.jpg" as Foundry serves it; null for a URL or nothing.
 */
const localPath = (path) =>
  typeof path === "string" && path !== "" && !/^[a-z]+:/i.test(path) ? path.replace(/^\.?\//, "").replace(/^systems\/swd6rpg\//, "") : null;

/**
 * The files of the built system a release ships: system.json; the ES modules (the entry and the
 * chunks it loads); the styles; the languages; template.json; the licence and readme when the
 * manifest names files; the data's NOTICE ({@link SHIPPED_FILES}); local media; every pack's
 * database files; and the folders the code loads by path (the ES module's chunks, templates, assets,
 * Babele's translations). Nothing else of the build folder: no source map, and none of the files
 * LevelDB writes while a pack is open ({@link LEVELDB_RUNTIME_FILE}).
 * @param {string} buildDir the build folder
 * @param {Record<string, any>} manifest system.json as built
 * @returns {string[]} paths relative to the build folder, sorted
 * @throws Error when a file the manifest names, or NOTICE, is missing from the build, or a pack's
 *   write-ahead log still holds entries its tables lack
 */
export function releaseFiles(buildDir, manifest) {
  const listed = [
    "system.json",
    "template.json",
    ...(manifest.esmodules ?? []),
    ...(manifest.styles ?? []).map((style) => (typeof style === "string" ? style : style.src)),
    ...(manifest.languages ?? []).map((language) => language.path),
    localPath(manifest.license),
    localPath(manifest.readme),
    ...SHIPPED_FILES,
    ...(manifest.media ?? []).flatMap((media) => [localPath(media.url), localPath(media.thumbnail)]),
  ].filter(Boolean);
  for (const file of listed) {
    if (!existsSync(join(buildDir, file))) {
      throw new Error(SHIPPED_FILES.includes(file) ? `the build has no ${file}` : `the manifest names ${file}, but the build has no such file`);
    }
  }
  const packPaths = (manifest.packs ?? []).map((pack) => pack.path);
  const folders = [...packPaths, ...RUNTIME_FOLDERS].flatMap((dir) => filesUnder(buildDir, dir));
  const unflushed = unflushedPackLogs(buildDir, folders, packPaths);
  if (unflushed.length) throw new Error(`${unflushed.join(", ")} still hold entries the packs' tables lack; build the packs again`);
  return [...new Set([...listed, ...folders])].filter((file) => !file.endsWith(".map") && !LEVELDB_RUNTIME_FILE.test(file)).sort();
}

/**
 * A zip archive of the given files, deflated, each with a fixed date (1980-01-01) and its CRC-32.
 * @param {{ name: string, data: Buffer }[]} entries paths inside the zip (forward slashes) and contents
 * @returns {Buffer} the archive
 */
export function zipArchive(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const compressed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Runs the release: checks, build, manifest, zip. Exits with 1 and a message on any problem. */
function main() {
  const root = process.cwd();
  const read = (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : "");
  const packageVersion = JSON.parse(read("package.json") || "{}").version;
  const manifest = JSON.parse(read("system.json") || "{}");
  const tag = process.env.SWD6_RELEASE_TAG || undefined;
  const problems = releaseProblems({ packageVersion, manifest, changelog: read("CHANGELOG.md"), tag });
  if (problems.length) {
    for (const problem of problems) console.error(`release refused: ${problem}`);
    process.exit(1);
  }

  const buildDir = resolve(root, process.env.SWD6_BUILD_DIR ?? "dist");
  const outDir = resolve(root, process.env.SWD6_RELEASE_DIR ?? "release");
  const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SWD6_BUILD_DIR: buildDir },
  });
  if (build.status !== 0) {
    console.error("release refused: the build failed");
    process.exit(1);
  }

  const built = JSON.parse(readFileSync(join(buildDir, "system.json"), "utf8"));
  const released = releaseManifest(built, packageVersion);
  const manifestText = `${JSON.stringify(released, null, 2)}\n`;
  let files;
  let maps;
  try {
    files = releaseFiles(buildDir, built);
    maps = releaseSourceMaps(buildDir, files, released.download.replace(/\/[^/]*$/, ""));
  } catch (error) {
    console.error(`release refused: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const entries = files.map((name) => ({
    name,
    data: name === "system.json" ? Buffer.from(manifestText) : (maps.modules.get(name) ?? readFileSync(join(buildDir, ...name.split("/")))),
  }));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "swd6rpg.zip"), zipArchive(entries));
  writeFileSync(join(outDir, "system.json"), manifestText);
  for (const [asset, data] of maps.assets) writeFileSync(join(outDir, asset), data);
  const shown = relative(root, outDir).split(sep).join("/") || ".";
  const assets = [...maps.assets.keys()].map((asset) => `, ${shown}/${asset}`).join("");
  console.log(`release ${packageVersion}: ${shown}/swd6rpg.zip (${entries.length} files), ${shown}/system.json${assets}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
