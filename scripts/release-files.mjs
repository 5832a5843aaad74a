// What the release leaves out of the zip, and what it does instead: the files LevelDB writes while a
// pack is open, and the source maps, which travel as release assets of their own.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * A file LevelDB writes while a database is open: the lock, the info logs (LOG, LOG.old) and the
 * write-ahead log (`<number>.log`, empty once the pack is compiled and compacted). Foundry opens a pack
 * without them; shipping them would only hand a stale lock and a build machine's log to every install.
 */
export const LEVELDB_RUNTIME_FILE = /(^|\/)(LOCK|LOG|LOG\.old|[^/]*\.log)$/;

/**
 * The write-ahead logs among a pack folder's files that still hold entries: leaving one out of the
 * zip would lose them, so the release refuses instead.
 * @param {string} buildDir the build folder
 * @param {string[]} files paths relative to it, with forward slashes
 * @param {string[]} packPaths the manifest's pack folders (`packs/skills`)
 * @returns {string[]} the paths of the logs that hold entries; empty when none does
 */
export function unflushedPackLogs(buildDir, files, packPaths) {
  return files.filter((file) => file.endsWith(".log") && packPaths.some((pack) => file.startsWith(`${pack}/`)) && statSync(join(buildDir, file)).size > 0);
}

/** The `//# sourceMappingURL=<name>` comment that ends a module vite writes. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/;

/**
 * The zipped modules whose source maps are released as assets of their own: each such module's text
 * with its map comment pointing at the asset's URL, and each map under its asset name.
 * @param {string} buildDir the build folder
 * @param {string[]} files the zipped files, relative to it, with forward slashes
 * @param {string} assetBase the URL the release's assets are downloaded from, without a trailing slash
 * @returns {{ modules: Map<string, Buffer>, assets: Map<string, Buffer> }} `modules`: zip path to
 *   its rewritten text; `assets`: asset file name (the map's own name) to its bytes
 * @throws Error when two maps would be released under the same name
 */
export function releaseSourceMaps(buildDir, files, assetBase) {
  const modules = new Map();
  const assets = new Map();
  for (const file of files.filter((name) => /\.(m?js|css)$/.test(name))) {
    const text = readFileSync(join(buildDir, ...file.split("/")), "utf8");
    const named = SOURCE_MAP_COMMENT.exec(text);
    if (!named) continue;
    const map = [...file.split("/").slice(0, -1), named[1]].join("/");
    let data;
    try {
      data = readFileSync(join(buildDir, ...map.split("/")));
    } catch {
      continue;
    }
    if (assets.has(named[1])) throw new Error(`two modules name a source map ${named[1]}; a release's assets need distinct names`);
    assets.set(named[1], data);
    modules.set(file, Buffer.from(`${text.slice(0, named.index)}\n//# sourceMappingURL=${assetBase}/${named[1]}\n`));
  }
  return { modules, assets };
}
