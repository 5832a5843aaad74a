import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  WOUND_STATUS_LEVELS,
  woundLevelAfterToggle,
  woundLevelOfStatus,
  woundStatusChanges,
  woundStatusEffects,
  woundStatusId,
} from "../../src/documents/wound-status.ts";
import { WOUND_LEVELS, type WoundLevel } from "../../src/rules/index.ts";
import { loadLang } from "../helpers/render.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("the wound statuses", () => {
  it("one status per wound level but healthy, in order of severity, each with a name in every language and an icon", () => {
    const effects = woundStatusEffects();
    expect(effects.map((e) => e.id)).toEqual([
      "wound-stunned",
      "wound-wounded",
      "wound-wounded-twice",
      "wound-incapacitated",
      "wound-mortally-wounded",
      "wound-killed",
    ]);
    for (const lang of ["en", "de", "es"] as const) {
      const strings = loadLang(lang);
      for (const effect of effects) expect(strings[effect.name], `${lang} ${effect.name}`).toBeTruthy();
    }
    for (const effect of effects) {
      const file = `${ROOT}${effect.img.replace("systems/swd6rpg/", "")}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    }
  });

  it("maps levels to status ids and back; healthy and foreign statuses have none", () => {
    for (const level of WOUND_STATUS_LEVELS) expect(woundLevelOfStatus(woundStatusId(level) as string)).toBe(level);
    expect(woundStatusId("none")).toBeNull();
    expect(woundLevelOfStatus("stun")).toBeNull();
    expect(woundLevelOfStatus("dead")).toBeNull();
    expect(woundLevelOfStatus("wound-none")).toBeNull();
  });
});

describe("keeping statuses in step with the wound level", () => {
  it("a new wound switches its status on and the old one off; other statuses stay", () => {
    expect(woundStatusChanges("incapacitated", ["wound-wounded", "prone"])).toEqual({ add: ["wound-incapacitated"], remove: ["wound-wounded"] });
    expect(woundStatusChanges("wounded", [])).toEqual({ add: ["wound-wounded"], remove: [] });
  });

  it("healing to healthy switches every wound status off", () => {
    expect(woundStatusChanges("none", ["wound-stunned", "wound-killed", "bleeding"])).toEqual({ add: [], remove: ["wound-stunned", "wound-killed"] });
  });

  it("in step, nothing changes", () => {
    expect(woundStatusChanges("stunned", ["wound-stunned", "prone"])).toEqual({ add: [], remove: [] });
    expect(woundStatusChanges("none", ["prone"])).toEqual({ add: [], remove: [] });
  });
});

describe("a status toggled on the token HUD sets the wound level", () => {
  it.each([
    ["none", "wound-wounded", true, "wounded"],
    ["wounded", "wound-stunned", true, "stunned"],
    ["wounded", "wound-wounded", false, "none"],
    ["wounded", "wound-stunned", false, null],
    ["wounded", "wound-wounded", true, null],
    ["none", "prone", true, null],
    ["killed", "dead", false, null],
  ] as const)("at %s, %s switched %s: %s", (current, status, active, expected) => {
    expect(woundLevelAfterToggle(current, status, active)).toBe(expected);
  });

  it("never loops: carrying out a sync's status changes never changes the wound level again", () => {
    for (const from of WOUND_LEVELS) {
      for (const to of WOUND_LEVELS) {
        const active = [woundStatusId(from)].filter((id): id is string => id !== null);
        const { add, remove } = woundStatusChanges(to, active);
        const echoes = [...add.map((id) => woundLevelAfterToggle(to, id, true)), ...remove.map((id) => woundLevelAfterToggle(to, id, false))];
        expect(
          echoes.every((level) => level === null),
          `${from} -> ${to}`,
        ).toBe(true);
      }
    }
  });

  it("a toggle followed by its sync ends in step with one wound status", () => {
    const current: WoundLevel = "stunned";
    const next = woundLevelAfterToggle(current, "wound-incapacitated", true) as WoundLevel;
    expect(next).toBe("incapacitated");
    expect(woundStatusChanges(next, ["wound-stunned", "wound-incapacitated"])).toEqual({ add: [], remove: ["wound-stunned"] });
  });
});
