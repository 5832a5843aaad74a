/**
 * `npm run release`: the zip holds exactly the files the manifest lists and the running system
 * loads, at its root, byte for byte as built, without source maps or the files LevelDB writes while a
 * pack is open; the source map is an asset of its own; release/system.json carries package.json's
 * version and the release URLs; the script refuses mismatched versions, a version the changelog lacks
 * and a tag that is not the version. The
 * release checked is the run's one `npm run release` (tests/setup/system-release.ts), whose build the
 * build's tests read too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, inflateRawSync } from "node:zlib";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { releasedSystem } from "../helpers/system-release.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "scripts/release.mjs");
const packageJson = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

/** The entries of a zip, read from its central directory, each inflated and its CRC-32 checked. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + size);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    expect(crc32(data), name).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Every file under a folder, relative to it, with forward slashes. */
function walk(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** The fields of system.json these tests read. */
interface Manifest {
  [field: string]: unknown;
  version: string;
  url: string;
  manifest: string;
  download: string;
  license: string;
  readme: string;
  esmodules: string[];
  styles: string[];
  languages: { path: string }[];
  packs: { name: string; path: string }[];
  media: { url: string; thumbnail?: string }[];
}

/** What LevelDB writes while a pack is open: its lock, its info logs and its write-ahead log. */
const LEVELDB_RUNTIME = /(^|\/)(LOCK|LOG|LOG\.old|[^/]*\.log)$/;

/** The folders the run's one `npm run release` wrote (tests/setup/system-release.ts). */
let buildDir: string;
let releaseDir: string;
let zip: Map<string, Buffer>;
let released: Manifest;
let built: Manifest;

beforeAll(async () => {
  ({ buildDir, releaseDir } = await releasedSystem());
  zip = readZip(readFileSync(join(releaseDir, "swd6rpg.zip")));
  released = JSON.parse(readFileSync(join(releaseDir, "system.json"), "utf8"));
  built = JSON.parse(readFileSync(join(buildDir, "system.json"), "utf8"));
}, 300_000);

describe("npm run release", () => {
  it("writes a manifest with package.json's version, the latest-release manifest URL and this version's download", () => {
    const version = packageJson.version;
    expect(released.version).toBe(version);
    expect(released.manifest).toBe(`${built.url}/releases/latest/download/system.json`);
    expect(released.download).toBe(`${built.url}/releases/download/v${version}/swd6rpg.zip`);
    expect(released.url).toMatch(/^https:\/\/github\.com\//);
    const { version: _v, manifest: _m, download: _d, ...rest } = released;
    const { version: _bv, manifest: _bm, download: _bd, ...builtRest } = built;
    expect(rest).toEqual(builtRest);
  });

  it("zips the same manifest at the zip's root", () => {
    expect(JSON.parse(zip.get("system.json")!.toString("utf8"))).toEqual(released);
  });

  it("zips exactly the files the manifest lists and the system loads by path, nothing else of the build", () => {
    const local = (path: string) => path.replace(/^systems\/swd6rpg\//, "");
    const named = [
      "system.json",
      "template.json",
      ...built.esmodules,
      ...built.styles,
      ...built.languages.map((l: { path: string }) => l.path),
      built.license,
      built.readme,
      "NOTICE",
      ...built.media.flatMap((m: { url: string; thumbnail?: string }) => [m.url, m.thumbnail].filter((u): u is string => !!u).map(local)),
    ];
    const byFolder = walk(buildDir).filter(
      (file) =>
        (built.packs.some((p: { path: string }) => file.startsWith(`${p.path}/`)) && !LEVELDB_RUNTIME.test(file)) ||
        (/^chunks\//.test(file) && !file.endsWith(".map")) ||
        /^(templates|assets|lang\/babele)\//.test(file),
    );
    const expected = [...new Set([...named, ...byFolder])].sort();
    expect([...zip.keys()].sort()).toEqual(expected);
    // The build's README and LICENSE are shipped because the manifest names them, NOTICE because the data's licences travel with it; the
    // package's sources never are.
    expect([...zip.keys()].filter((f) => /^(src|packs\/_source|node_modules|tests)\//.test(f))).toEqual([]);
  });

  it("holds every file the manifest names, every pack's LevelDB and every template the code loads", () => {
    for (const path of [...built.esmodules, ...built.styles, ...built.languages.map((l: { path: string }) => l.path)]) {
      expect(zip.has(path), path).toBe(true);
    }
    for (const pack of built.packs) expect(zip.has(`${pack.path}/CURRENT`), pack.name).toBe(true);
    const source = walk(join(ROOT, "src"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => readFileSync(join(ROOT, "src", f), "utf8"))
      .join("\n");
    const templates = [...source.matchAll(/(?:systems\/swd6rpg|\$\{SYSTEM_PATH\})\/(templates\/[\w/-]+\.hbs)/g)].map((m) => m[1]);
    expect(templates.length).toBeGreaterThan(5);
    for (const template of new Set(templates)) expect(zip.has(template), template).toBe(true);
  });

  it("holds the repository's NOTICE, which names the data's upstreams and quotes their licences, and the build holds it too", () => {
    const notice = readFileSync(join(ROOT, "NOTICE"));
    expect(zip.get("NOTICE")?.equals(notice)).toBe(true);
    expect(readFileSync(join(buildDir, "NOTICE")).equals(notice)).toBe(true);
  });

  it("holds no LevelDB lock or log, no write-ahead log and no source map, and still the LICENSE and the NOTICE", () => {
    const names = [...zip.keys()];
    expect(names.filter((name) => LEVELDB_RUNTIME.test(name) || name.endsWith(".map"))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(["LICENSE", "NOTICE"]));
    // The build has them, so the zip leaves them out rather than never meeting them.
    expect(walk(buildDir).filter((file) => LEVELDB_RUNTIME.test(file)).length).toBeGreaterThan(0);
    expect(zip.get("LICENSE")?.equals(readFileSync(join(ROOT, "LICENSE")))).toBe(true);
  });

  it("zips a manifest whose download is this version's zip, the tag the release workflow pushes", () => {
    const zipped = JSON.parse(zip.get("system.json")!.toString("utf8"));
    expect(zipped.version).toBe(packageJson.version);
    expect(zipped.download).toMatch(new RegExp(`/releases/download/v${packageJson.version.replaceAll(".", "\\.")}/swd6rpg\\.zip$`));
  });

  it("opens a pack from the zip's files alone, with every entry of its sources", async () => {
    const work = mkdtempSync(join(tmpdir(), "swd6rpg-zip-packs-"));
    try {
      // Two packs stand for all: every pack is compiled alike, and extracting all of them takes seconds.
      for (const pack of (built.packs as { name: string; path: string }[]).filter((p) => ["skills", "templates"].includes(p.name))) {
        for (const [name, data] of zip) {
          if (!name.startsWith(`${pack.path}/`)) continue;
          mkdirSync(dirname(join(work, "db", name)), { recursive: true });
          writeFileSync(join(work, "db", name), data);
        }
        await extractPack(join(work, "db", pack.path), join(work, "out", pack.name), { clean: true });
        const sources = readdirSync(join(ROOT, "packs/_source", pack.name)).filter((file) => /\.(json|ya?ml)$/.test(file));
        expect(walk(join(work, "out", pack.name)).length, pack.name).toBe(sources.length);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it("releases each module's source map as an asset of its own, which the zipped module names by its release URL", () => {
    for (const module of built.esmodules as string[]) {
      const mapName = `${module.split("/").pop()}.map`;
      expect(readFileSync(join(releaseDir, mapName)).equals(readFileSync(join(buildDir, `${module}.map`))), mapName).toBe(true);
      const text = zip.get(module)!.toString("utf8");
      expect(text.trimEnd().split("\n").pop()).toBe(`//# sourceMappingURL=${released.download.replace(/\/[^/]*$/, "")}/${mapName}`);
    }
  });

  it("zips each file byte for byte as built, a module's source map comment aside", () => {
    const withoutMapComment = (text: string) => text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "");
    for (const [name, data] of zip) {
      if (name === "system.json") continue;
      const file = readFileSync(join(buildDir, name));
      // A module, the entry or one of its chunks, names its map's release URL instead of the file beside it.
      if (/\.m?js$/.test(name)) expect(withoutMapComment(data.toString("utf8")), name).toBe(withoutMapComment(file.toString("utf8")));
      else expect(data.equals(file), name).toBe(true);
    }
  });
});

describe("the release's refusals", () => {
  /** Runs the script in a folder holding only the given package.json, system.json and changelog. */
  function refuse(files: { version: string; manifestVersion: string; changelog: string; tag?: string }) {
    const dir = mkdtempSync(join(tmpdir(), "swd6rpg-refuse-"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ version: files.version }));
    writeFileSync(join(dir, "system.json"), JSON.stringify({ version: files.manifestVersion, url: "https://github.com/swd6rpg/foundry-swd6rpg" }));
    writeFileSync(join(dir, "CHANGELOG.md"), files.changelog);
    const env = { ...process.env, SWD6_RELEASE_TAG: files.tag ?? "" };
    const run = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: "utf8", env });
    return { status: run.status, stderr: run.stderr, wrote: existsSync(join(dir, "release")) || existsSync(join(dir, "dist")) };
  }

  it("refuses when package.json's and system.json's versions differ", () => {
    const run = refuse({ version: "0.2.0", manifestVersion: "0.1.0", changelog: "## [0.2.0] - 2026-12-01\n" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("package.json's version 0.2.0 and system.json's version 0.1.0 differ");
    expect(run.wrote).toBe(false);
  });

  it("refuses when the changelog has no entry for the version", () => {
    const run = refuse({ version: "0.2.0", manifestVersion: "0.2.0", changelog: "## [Unreleased]\n\n## [0.1.0] - 2026-11-23\n" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHANGELOG.md has no entry "## [0.2.0]"');
    expect(run.wrote).toBe(false);
  });

  it("refuses a tag that is not v<version>", () => {
    const run = refuse({ version: "0.2.0", manifestVersion: "0.2.0", changelog: "## [0.2.0] - 2026-12-01\n", tag: "v0.2.1" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("the tag v0.2.1 is not v0.2.0, package.json's version");
    expect(run.wrote).toBe(false);
  });

  it("finds the current version in the repository's changelog", () => {
    expect(readFileSync(join(ROOT, "CHANGELOG.md"), "utf8")).toMatch(
      new RegExp(`^## \\[${packageJson.version.replaceAll(".", "\\.")}\\] - \\d{4}-\\d{2}-\\d{2}$`, "m"),
    );
  });
});
