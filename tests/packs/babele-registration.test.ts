/**
 * The system registers the Babele translation files only when Babele calls: its own `babele.init`
 * hook points Babele at lang/babele, where a file waits for every language and translated pack.
 * A file of its own, since it boots the system against Foundry's globals in a fresh module context
 * (tests/setup/projects.ts), while babele.test.ts checks the files' text in the shared one.
 */
import { describe, expect, it, vi } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BABELE_DIR, BABELE_LANGS, BABELE_PACKS } from "../../scripts/babele/translate.ts";
import { installBootStandIn } from "../helpers/boot-stand-in.ts";
import { loadSystem } from "../helpers/system-loader.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("registration", () => {
  it("points Babele at lang/babele only when Babele's own hook runs", async () => {
    const record = installBootStandIn();
    vi.spyOn(console, "log").mockImplementation(() => {});
    await loadSystem([]);
    const hooks = record.hooks.get("babele.init") ?? [];
    expect(hooks).toHaveLength(1);
    const babele = { setSystemTranslationsDir: vi.fn() };
    hooks[0](babele);
    expect(babele.setSystemTranslationsDir).toHaveBeenCalledWith(BABELE_DIR);
    // Babele reads systems/<id>/<dir>/<language>/<collection>.json: the files are there.
    for (const lang of BABELE_LANGS) {
      for (const pack of BABELE_PACKS) expect(existsSync(join(ROOT, BABELE_DIR, lang, `swd6rpg.${pack}.json`))).toBe(true);
    }
  });
});
