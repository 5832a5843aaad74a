/**
 * No file of the project outside docs/ and CHANGELOG.md names an absolute path of a machine: a clone
 * anywhere — a folder with a space, another user's home, Windows, a CI runner — builds and tests as
 * it does here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { machinePaths, projectTextFiles } from "../helpers/machine-paths.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("machine paths", () => {
  it("are found from the root or a drive letter, and a URL, a relative path, a Foundry path or an interpreter line is none", () => {
    const found = (text: string) => machinePaths(text).map((path) => path.text.slice(0, 12));
    // Put together from parts, so that this file names no machine path itself.
    const [slash, back, mirror] = ["/", "\\", ".mirror"];
    expect(found(`const dir = "${slash}home/jane/swd6";`)).toEqual([`${slash}home/jane/s`]);
    expect(found(`cp -r dist '${slash}Users/Jane Doe/FoundryVTT'`)).toEqual([`${slash}Users/Jane `]);
    expect(found(`gitDir: \`${slash}work/${mirror}/x+y/repo\``)).toEqual([`${slash}work/${mirror.slice(0, 6)}`, `${mirror}/x+y/`]);
    expect(found(`const out = '${slash}tmp/swd6rpg-build';`)).toEqual([`${slash}tmp/swd6rpg`]);
    expect(found(`copy dist "C:${back}Users${back}Jane${back}AppData"`)).toEqual([`C:${back}Users${back}Jan`]);
    expect(found(`D:${slash}Foundry/Data/systems`)).toEqual([`D:${slash}Foundry/D`]);
    expect(found(`#!${slash}usr/bin/env bash\necho ok`)).toEqual([]);
    expect(found(`https://github.com/home/work/tmp/x and systems/swd6rpg/templates/a.hbs`)).toEqual([]);
    expect(found(`join(tmpdir(), "x"); "../shared"; $HOME/.local/share; %LOCALAPPDATA%${back}FoundryVTT; key:${back}n`)).toEqual([]);
  });

  it("appear in no project file outside docs/ and CHANGELOG.md (temporary folders come from os.tmpdir())", () => {
    const files = projectTextFiles(ROOT).filter((path) => !path.startsWith("docs/") && path !== "CHANGELOG.md");
    expect(files).toContain("src/index.ts");
    expect(files).toContain(
      "packs/_source/skills/" +
        files
          .find((path) => path.startsWith("packs/_source/skills/"))
          ?.split("/")
          .at(-1),
    );
    expect(files.some((path) => path.startsWith("node_modules/") || path.startsWith(".cache/"))).toBe(false);
    const found = files.flatMap((path) => machinePaths(readFileSync(join(ROOT, path), "utf8")).map((hit) => `${path}:${hit.line}: ${hit.text}`));
    expect(found).toEqual([]);
  });
});
