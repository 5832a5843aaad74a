import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { SHEET_PARTIALS } from "../../src/applications/handlebars-helpers.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

/** Every partial a template includes (`{{> "systems/swd6rpg/…"}}`), by its Foundry path. */
function includedPartials(): Set<string> {
  const partials = new Set<string>();
  for (const file of templateFiles(join(ROOT, "templates"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/\{\{>\s*"(systems\/swd6rpg\/[^"]+)"/g)) partials.add(match[1]);
  }
  return partials;
}

describe("the templates preloaded at init", () => {
  it("are partials the sheets include, not whole templates that load when first rendered", () => {
    const included = includedPartials();
    for (const path of SHEET_PARTIALS) {
      expect(included.has(path), `${path} is included by no template`).toBe(true);
      expect(path.includes("/parts/"), path).toBe(true);
    }
  });

  it("hold every partial the actor and item sheets include (Handlebars cannot fetch a partial on demand)", () => {
    const sheetPartials = [...includedPartials()].filter((path) => /templates\/(actor|item)\//.test(path));
    expect(sheetPartials.filter((path) => !SHEET_PARTIALS.includes(path))).toEqual([]);
    for (const path of SHEET_PARTIALS) expect(statSync(join(ROOT, relative("systems/swd6rpg", path))).isFile()).toBe(true);
  });
});
