import { beforeAll, describe, expect, it, vi } from "vitest";
import { installBootStandIn } from "../helpers/boot-stand-in.ts";
import { builtSystem } from "../helpers/system-release.ts";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { STARTUP_BUDGET, bundleSizes, startupFiles } from "../../scripts/startup-size.mjs";

/** The run's build (`scripts/build.mjs`, as `npm run build` runs it), made once for the build's and the release's tests. */
let out: string;
let manifest: {
  id: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path: string; type: string }[];
  documentTypes: Record<string, Record<string, unknown>>;
  compatibility: { minimum: string; verified: string; maximum?: string };
  version: string;
  url: string;
  download: string;
  socket?: boolean;
  relationships: { recommends: { id: string; type: string }[] };
};

beforeAll(async () => {
  out = await builtSystem();
  manifest = JSON.parse(readFileSync(join(out, "system.json"), "utf8"));
}, 240_000);

/** Every ES module of the build, by its path in the build folder. */
function builtModules(): Map<string, string> {
  const chunks = readdirSync(join(out, "chunks"))
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => `chunks/${name}`);
  return new Map([manifest.esmodules[0], ...chunks].map((path) => [path, readFileSync(join(out, path), "utf8")]));
}

describe("npm run build", () => {
  it("writes the manifest with a complete v13/v14 compatibility", () => {
    expect(manifest.id).toBe("swd6rpg");
    expect(Number(manifest.compatibility.minimum)).toBe(13);
    expect(Number(manifest.compatibility.verified)).toBe(14);
    if (manifest.compatibility.maximum !== undefined) expect(Number(manifest.compatibility.maximum)).toBeGreaterThanOrEqual(14);
  });

  it("downloads the zip of the version it is built at, and recommends Babele and Dice So Nice", () => {
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${manifest.version}/swd6rpg.zip`);
    expect(manifest.relationships.recommends.map((r) => [r.id, r.type])).toEqual([
      ["babele", "module"],
      ["dice-so-nice", "module"],
    ]);
  });

  it("asks for no socket: every request to the gamemaster is a query", () => {
    expect(manifest.socket).toBeUndefined();
    for (const [path, code] of builtModules()) expect(code, path).not.toMatch(/game\.socket|\.socket\.(on|emit)\(/);
  });

  it("holds every file the manifest names", () => {
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)]) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    expect(manifest.languages.map((l) => l.lang).sort()).toEqual(["de", "en", "es"]);
  });

  it("bundles the module as minified ES modules, the entry and its chunks, each with its source map", () => {
    const module = readFileSync(join(out, manifest.esmodules[0]), "utf8");
    expect(module).toMatch(/Hooks\.once\((["'`])init\1/);
    const modules = builtModules();
    expect([...modules.keys()].filter((path) => path !== manifest.esmodules[0]).every((path) => path.startsWith("chunks/"))).toBe(true);
    const sources: string[] = [];
    for (const [path, code] of modules) {
      expect(code, path).not.toMatch(/^import .* from ["'](?!\.)/m);
      expect(code.split("\n").length, path).toBeLessThan(10);
      // The bundler's own helpers come from no source of the system, and have no map.
      if (path === "chunks/rolldown-runtime.mjs") continue;
      expect(code, path).toContain(`//# sourceMappingURL=${path.split("/").pop()}.map`);
      sources.push(...JSON.parse(readFileSync(join(out, `${path}.map`), "utf8")).sources);
    }
    expect(sources.some((source) => source.endsWith("src/dice/d6-roll.ts"))).toBe(true);
  });

  it("loads the rarely opened windows on demand: the startup JavaScript stays within its budget, and no chunk imports the entry", () => {
    const modules = builtModules();
    const startup = startupFiles(manifest.esmodules[0], modules);
    for (const window of ["creation-wizard", "end-of-adventure", "migrate-documents", "advance-view", "healing-dialog"]) {
      expect(modules.has(`chunks/${window}.mjs`), window).toBe(true);
      expect(startup, window).not.toContain(`chunks/${window}.mjs`);
    }
    expect(bundleSizes(out, manifest.esmodules[0]).startup).toBeLessThanOrEqual(STARTUP_BUDGET);
    // Every dynamic import names a module of the build, and none reaches back to the entry, which the page loads by its own URL.
    let dynamic = 0;
    for (const [path, code] of modules) {
      for (const [, target] of code.matchAll(/import\(["'`](\.{1,2}\/[^"'`]+)["'`]\)/g)) {
        dynamic += 1;
        expect(modules.has(join(path, "..", target!).split("\\").join("/")), `${path} imports ${target}`).toBe(true);
      }
      if (path !== manifest.esmodules[0]) expect(startupFiles(path, modules), path).not.toContain(manifest.esmodules[0]);
    }
    expect(dynamic).toBeGreaterThanOrEqual(5);
  });

  it("keeps the class names saved rolls are rebuilt from: the built module registers D6Roll and WildDie by name", async () => {
    const record = installBootStandIn();
    vi.spyOn(console, "log").mockImplementation(() => {});
    await import(join(out, manifest.esmodules[0]));
    for (const init of record.hooks.get("init") ?? []) init();
    expect((record.config.Dice.terms.w as { name: string }).name).toBe("WildDie");
    expect(record.config.Dice.rolls.map((roll) => (roll as { name: string }).name)).toContain("D6Roll");
  });

  it("compiles the stylesheet", () => {
    const css = readFileSync(join(out, manifest.styles[0]), "utf8");
    expect(css.length).toBeGreaterThan(1000);
    expect(css).not.toContain("@use");
  });

  it("copies the templates", () => {
    expect(readdirSync(join(out, "templates"), { recursive: true }).some((f) => String(f).endsWith(".hbs"))).toBe(true);
  });

  it("compiles every pack to LevelDB", () => {
    for (const pack of manifest.packs) {
      const files = readdirSync(join(out, pack.path));
      expect(files, pack.name).toContain("CURRENT");
      expect(
        files.some((f) => f.endsWith(".ldb") || f.endsWith(".log")),
        pack.name,
      ).toBe(true);
    }
  });

  it("writes template.json with each document kind's subtypes, as the manifest declares them", () => {
    const template = JSON.parse(readFileSync(join(out, "template.json"), "utf8"));
    expect(Object.keys(template).sort()).toEqual(Object.keys(manifest.documentTypes).sort());
    for (const [document, types] of Object.entries(manifest.documentTypes)) {
      // The list of types only: the data models own every field and its default.
      expect(Object.keys(template[document]), document).toEqual(["types"]);
      expect(template[document].types).toEqual(Object.keys(types));
    }
    expect(template.ChatMessage.types).toContain("combinedAction");
  });
});
