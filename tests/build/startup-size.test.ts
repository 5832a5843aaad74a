/**
 * The startup JavaScript's measure (scripts/startup-size.mjs): which modules the browser loads to run
 * the entry, read from the modules' own import statements, and their sizes gzip -9.
 */
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bundleSizes, startupFiles, staticImports } from "../../scripts/startup-size.mjs";

/** A build as vite writes it: the entry beside chunks/, one loaded at startup, two on demand (one of them shared). */
const BUILD = new Map([
  ["swd6rpg.mjs", 'import{a as e}from"./chunks/startup.mjs";import"./chunks/runtime.mjs";Hooks.once(`init`,()=>e(()=>import("./chunks/wizard.mjs")));'],
  ["chunks/startup.mjs", 'import{n as t}from"./runtime.mjs";export*from"./shared-names.mjs";function a(e){return e()}export{a};'],
  ["chunks/runtime.mjs", "var n=1;export{n};"],
  ["chunks/shared-names.mjs", "export const names=[`import('./wizard.mjs')`];"],
  ["chunks/wizard.mjs", 'import{a}from"./startup.mjs";import{b}from"./forms.mjs";export const open=()=>a(b);'],
  ["chunks/forms.mjs", "export const b=()=>0;"],
]);

describe("the modules a module imports statically", () => {
  it("are its import and export-from declarations, never a dynamic import or a string that looks like one", () => {
    expect(staticImports(BUILD.get("swd6rpg.mjs")!)).toEqual(["./chunks/startup.mjs", "./chunks/runtime.mjs"]);
    expect(staticImports(BUILD.get("chunks/startup.mjs")!)).toEqual(["./runtime.mjs", "./shared-names.mjs"]);
    expect(staticImports(BUILD.get("chunks/shared-names.mjs")!)).toEqual([]);
  });

  it("refuses a text that is not an ES module", () => {
    expect(() => staticImports("import {")).toThrow(/not a parsable ES module/);
  });
});

describe("the startup files", () => {
  it("are the entry and what it imports statically, transitively, each once, without the chunks loaded on demand", () => {
    expect(startupFiles("swd6rpg.mjs", BUILD)).toEqual(["swd6rpg.mjs", "chunks/startup.mjs", "chunks/runtime.mjs", "chunks/shared-names.mjs"]);
  });

  it("of a chunk loaded on demand are that chunk and its own static imports", () => {
    expect(startupFiles("chunks/wizard.mjs", BUILD).sort()).toEqual([
      "chunks/forms.mjs",
      "chunks/runtime.mjs",
      "chunks/shared-names.mjs",
      "chunks/startup.mjs",
      "chunks/wizard.mjs",
    ]);
  });

  it("refuses an import of a module the build does not hold", () => {
    const broken = new Map([["swd6rpg.mjs", 'import"./chunks/gone.mjs";']]);
    expect(() => startupFiles("swd6rpg.mjs", broken)).toThrow("swd6rpg.mjs imports chunks/gone.mjs, which the build does not hold");
  });
});

describe("a build's sizes", () => {
  it("add up each startup file gzip -9, and every module for the total", () => {
    const dir = mkdtempSync(join(tmpdir(), "swd6rpg-sizes-"));
    try {
      mkdirSync(join(dir, "chunks"));
      for (const [path, code] of BUILD) writeFileSync(join(dir, path), code);
      writeFileSync(join(dir, "chunks", "startup.mjs.map"), "{}");
      const gzipped = (path: string) => gzipSync(Buffer.from(BUILD.get(path)!), { level: 9 }).length;
      const sizes = bundleSizes(dir, "swd6rpg.mjs");
      expect(sizes.startupFiles).toEqual(["swd6rpg.mjs", "chunks/startup.mjs", "chunks/runtime.mjs", "chunks/shared-names.mjs"]);
      expect(sizes.startup).toBe(sizes.startupFiles.reduce((sum, path) => sum + gzipped(path), 0));
      expect(sizes.total).toBe([...BUILD.keys()].reduce((sum, path) => sum + gzipped(path), 0));
      expect(sizes.files).toBe(BUILD.size);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
