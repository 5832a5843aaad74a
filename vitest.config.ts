import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Two projects: the pure rules run in one shared module context (no suite there touches a global,
 * so isolating each file only costs time); every other suite runs isolated, with one compiled
 * stylesheet and one shared Chromium for the screenshot suites (tests/setup/shared-browser.ts).
 * A worker per core: the screenshot suites wait on the browser much of the time.
 */
export default defineConfig({
  test: {
    setupFiles: ["tests/setup/fast-check.ts"],
    environment: "node",
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "rules", include: ["tests/rules/**/*.test.ts"], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "system",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/rules/**"],
          globalSetup: ["tests/setup/shared-browser.ts"],
        },
      },
    ],
  },
});
