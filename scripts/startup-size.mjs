// The size of the JavaScript a browser loads when the system starts: the entry module the manifest
// names and every chunk it imports statically, transitively, each compressed with gzip -9; beside it,
// the size of every module of the build (the entry and each chunk, those loaded on demand included).
// scripts/build.mjs fails the build past STARTUP_BUDGET; bench/bundle-size.ts prints the sizes.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { parseSync } from "vite";

/** The most the startup modules may weigh, in bytes of gzip -9 (100 K). */
export const STARTUP_BUDGET = 100_000;

/**
 * The modules a module imports statically (`import … from`, `import "…"`, `export … from`): those the
 * browser fetches before the module runs. Dynamic `import()` is left out, as it loads on demand.
 * @param {string} code an ES module's text
 * @returns {string[]} the specifiers as written, in order
 * @throws Error when the text is not a parsable ES module
 */
export function staticImports(code) {
  let imports = parsedImports.get(code);
  if (!imports) {
    const { program, errors } = parseSync("module.mjs", code, { sourceType: "module", lang: "js" });
    if (errors.length > 0) throw new Error(`not a parsable ES module: ${errors[0].message}`);
    imports = program.body.filter((node) => /^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type) && node.source).map((node) => node.source.value);
    parsedImports.set(code, imports);
  }
  return [...imports];
}

/** Each module text's static imports, parsed once: the walks from every chunk of a build meet the same modules again. */
const parsedImports = new Map();

/**
 * The files the browser loads to run `entry`: the entry and every module it imports statically,
 * transitively. Only relative specifiers are followed (the build has no bare import).
 * @param {string} entry the entry's path among `modules`' keys (forward slashes, e.g. "swd6rpg.mjs")
 * @param {Map<string, string>} modules every module of the build: its path relative to the build folder,
 *   with forward slashes, to its text
 * @returns {string[]} the paths, the entry first, then in the order they are first reached
 * @throws Error when a module imports a relative path that is not among `modules`
 */
export function startupFiles(entry, modules) {
  const seen = [];
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.shift();
    if (seen.includes(file)) continue;
    const code = modules.get(file);
    if (code === undefined) throw new Error(`${seen.at(-1) ?? "the manifest"} imports ${file}, which the build does not hold`);
    seen.push(file);
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith(".")) stack.push(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }
  return seen;
}

/** Every ES module (`.mjs`, as the build names them) under `dir`, relative to `root`, with forward slashes. */
function modulesUnder(root, dir = "") {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) return modulesUnder(root, path);
    return name.endsWith(".mjs") ? [path] : [];
  });
}

/**
 * The sizes of a build's JavaScript, in bytes of gzip -9 (Node's zlib, so the same files give the same
 * numbers anywhere).
 * @param {string} buildDir the build folder
 * @param {string} entry the entry module's path in it, as the manifest names it
 * @returns {{ startup: number, total: number, startupFiles: string[], files: number }} `startup`: the
 *   entry and its static imports; `total`: every module of the build; `files`: how many modules it has
 * @throws Error when the build lacks the entry or a module a module imports
 */
export function bundleSizes(buildDir, entry) {
  const modules = new Map(modulesUnder(buildDir).map((path) => [path, readFileSync(join(buildDir, path), "utf8")]));
  const gzipped = (path) => gzipSync(Buffer.from(modules.get(path)), { level: 9 }).length;
  const startup = startupFiles(entry, modules);
  const sum = (paths) => paths.reduce((total, path) => total + gzipped(path), 0);
  return { startup: sum(startup), total: sum([...modules.keys()]), startupFiles: startup, files: modules.size };
}

/**
 * The sizes as one line: "startup JS 98,765 B gzip -9 (2 files), all JS 123,456 B (14 files)".
 * @param {{ startup: number, total: number, startupFiles: string[], files: number }} sizes from {@link bundleSizes}
 */
export function sizeLine(sizes) {
  const bytes = (n) => `${n.toLocaleString("en")} B`;
  return `startup JS ${bytes(sizes.startup)} gzip -9 (${sizes.startupFiles.length} files), all JS ${bytes(sizes.total)} (${sizes.files} files)`;
}
