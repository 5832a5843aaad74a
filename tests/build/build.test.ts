import { beforeAll, describe, expect, it, vi } from "vitest";
import { installBootStandIn } from "../helpers/boot-stand-in.ts";
import { builtSystem } from "../helpers/system-release.ts";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

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
    const bundle = readFileSync(join(out, manifest.esmodules[0]), "utf8");
    expect(bundle).not.toMatch(/game\.socket|\.socket\.(on|emit)\(/);
  });

  it("holds every file the manifest names", () => {
    for (const file of [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)]) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
    expect(manifest.languages.map((l) => l.lang).sort()).toEqual(["de", "en", "es"]);
  });

  it("bundles the module as one minified ES module with its source map", () => {
    const module = readFileSync(join(out, manifest.esmodules[0]), "utf8");
    expect(module).toMatch(/Hooks\.once\((["'`])init\1/);
    expect(module).not.toMatch(/^import .* from ["'](?!\.)/m);
    expect(module.split("\n").length).toBeLessThan(10);
    expect(module).toContain(`//# sourceMappingURL=${manifest.esmodules[0].split("/").pop()}.map`);
    const map = JSON.parse(readFileSync(join(out, `${manifest.esmodules[0]}.map`), "utf8"));
    expect(map.sources.some((source: string) => source.endsWith("src/dice/d6-roll.ts"))).toBe(true);
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
      expect(files.some((f) => f.endsWith(".ldb") || f.endsWith(".log")), pack.name).toBe(true);
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
