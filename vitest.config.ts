import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { testProjects } from "./tests/setup/projects.ts";

/**
 * Five projects, by what a file needs (tests/setup/projects.ts sorts them): `unit` and `world`
 * share one module context per worker (their suites restore what they change, and every client of the
 * world evaluates its own copy of the system from the run's bundle, so isolating each file would only
 * repeat the imports); `globals` files each get a fresh context, since they install Foundry's
 * globals before the system's classes extend them, and those that boot the whole system evaluate the
 * world's bundle; `browser` files share the stylesheet its global setup compiles, and each of its workers
 * launches one Chromium when its first browser file runs; `build` files check the one build and release made for the run
 * (in the background, beside the other projects' tests). Run one project with
 * `npm test -- --project unit`, or one file with `npm test -- tests/world/fight.test.ts`.
 */
const files = testProjects();

export default defineConfig({
  test: {
    setupFiles: ["tests/setup/fast-check.ts", "tests/setup/close-windows.ts"],
    environment: "node",
    // Worker threads, not processes: a thread starts and hands its results back cheaper than a forked
    // process (the suites took 143-159 CPU-s in threads against 168-172 in forks on the 2-core
    // machine). No suite changes the process itself (its folder, its exit), which a thread may not.
    pool: "threads",
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    // Every client a world test boots says so; a thousand such lines would hide what a failing test logs.
    onConsoleLog: (log) => !log.startsWith("swd6rpg | initializing"),
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: files.unit, isolate: false } },
      { extends: true, test: { name: "globals", include: files.globals, globalSetup: ["tests/setup/system-bundle.ts"] } },
      {
        extends: true,
        test: { name: "world", include: files.world, isolate: false, globalSetup: ["tests/setup/system-bundle.ts"] },
      },
      {
        extends: true,
        test: { name: "browser", include: files.browser, isolate: false, globalSetup: ["tests/setup/browser-styles.ts"] },
      },
      {
        extends: true,
        // The build's test installs Foundry's globals to load the built module: a fresh context per file.
        // Node loads that module itself, as a browser would, instead of vite transforming its minified text.
        test: { name: "build", include: files.build, globalSetup: ["tests/setup/system-release.ts"], server: { deps: { external: [/\/swd6rpg\.mjs$/] } } },
      },
    ],
  },
});
