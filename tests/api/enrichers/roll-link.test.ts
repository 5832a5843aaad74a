import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CHECK_LINK_PATTERN,
  CODE_LINK_PATTERN,
  type RollLink,
  difficultyNames,
  parseLinkDifficulty,
  parseLinkMatch,
} from "../../../src/api/enrichers/roll-link.ts";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../../src/rules/index.ts";
import { loadLang } from "../../helpers/render.ts";

/** The level names of a language, as the Foundry side reads them from game.i18n. */
function levelNames(lang: "en" | "de" | "es"): Record<DifficultyLevel, string> {
  const strings = loadLang(lang);
  return Object.fromEntries(DIFFICULTY_LEVELS.map((level) => [level, strings[`SWD6.Difficulty.${level}`]])) as Record<DifficultyLevel, string>;
}

const english = difficultyNames([levelNames("en")]);
const german = difficultyNames([levelNames("de")]);
const spanish = difficultyNames([levelNames("es")]);

/** Every link the patterns find in a text, parsed. */
function links(text: string, names = english): RollLink[] {
  return [...text.matchAll(CODE_LINK_PATTERN), ...text.matchAll(CHECK_LINK_PATTERN)].map((match) => parseLinkMatch(match, names));
}

function one(text: string, names = english): RollLink {
  const found = links(text, names);
  expect(found).toHaveLength(1);
  return found[0];
}

describe("code links [[/d6 …]]", () => {
  it("reads a bare code", () => {
    expect(one("Roll [[/d6 4D+2]] now.")).toEqual({
      kind: "code",
      valid: true,
      code: { dice: 4, pips: 2 },
      difficulty: null,
      label: null,
      source: "[[/d6 4D+2]]",
    });
  });

  it("reads a difficulty number and a label", () => {
    expect(one("[[/d6 3d-1 vs 15]]{Climb the wall}")).toMatchObject({
      code: { dice: 3, pips: -1 },
      difficulty: { number: 15, level: null },
      label: "Climb the wall",
    });
    expect(one("[[/d6 0D+2 VS. 5]]")).toMatchObject({ code: { dice: 0, pips: 2 }, difficulty: { number: 5 } });
  });

  it("reads a difficulty level by its key, in any case, with a hyphen or a space", () => {
    expect(one("[[/d6 4D+2 vs moderate]]")).toMatchObject({ difficulty: { number: null, level: "moderate" } });
    expect(one("[[/d6 4D vs Very-Difficult]]")).toMatchObject({ difficulty: { level: "very-difficult" } });
    expect(one("[[/d6 4D vs very difficult]]")).toMatchObject({ difficulty: { level: "very-difficult" } });
  });

  it("reads a level by its localized name, accents or none, and still by its English key", () => {
    expect(one("[[/d6 4D vs Sehr schwierig]]", german)).toMatchObject({ difficulty: { level: "very-difficult" } });
    expect(one("[[/d6 4D vs mittel]]", german)).toMatchObject({ difficulty: { level: "moderate" } });
    expect(one("[[/d6 4D vs Muy difícil]]", spanish)).toMatchObject({ difficulty: { level: "very-difficult" } });
    expect(one("[[/d6 4D vs muy dificil]]", spanish)).toMatchObject({ difficulty: { level: "very-difficult" } });
    expect(one("[[/d6 4D vs heroic]]", spanish)).toMatchObject({ difficulty: { level: "heroic" } });
  });

  it("shows an unreadable code or difficulty as such", () => {
    expect(one("[[/d6 4X]]")).toEqual({ kind: "code", valid: false, problem: "code", detail: "4X", source: "[[/d6 4X]]" });
    expect(one("[[/d6]]")).toMatchObject({ valid: false, problem: "code", detail: "" });
    expect(one("[[/d6 +1D]]")).toMatchObject({ valid: false, problem: "code" });
    expect(one("[[/d6 100D]]")).toMatchObject({ valid: false, problem: "code" });
    expect(one("[[/d6 4D vs legendary]]")).toMatchObject({ valid: false, problem: "difficulty", detail: "legendary" });
    expect(one("[[/d6 4D vs 1000]]")).toMatchObject({ valid: false, problem: "difficulty" });
    expect(one("[[/d6 4D vs -5]]")).toMatchObject({ valid: false, problem: "difficulty" });
    expect(one("[[/d6 4D vs]]")).toMatchObject({ valid: false, problem: "code" });
  });

  it("leaves Foundry's own inline rolls alone", () => {
    expect(links("[[/r 1d20]] and [[1d6]] and [[/d20 1]]")).toEqual([]);
  });

  it("finds every link of a text, each once", () => {
    const found = links("[[/d6 2D]] then [[/d6 3D vs easy]] and @Check[dodge] and @Check[blaster|15]{Shoot}");
    expect(found.map((link) => link.source)).toEqual(["[[/d6 2D]]", "[[/d6 3D vs easy]]", "@Check[dodge]", "@Check[blaster|15]{Shoot}"]);
  });
});

describe("check links @Check[…]", () => {
  it("reads a skill or attribute with and without a difficulty", () => {
    expect(one("@Check[blaster|moderate]")).toEqual({
      kind: "check",
      valid: true,
      target: "blaster",
      difficulty: { number: null, level: "moderate" },
      label: null,
      source: "@Check[blaster|moderate]",
    });
    expect(one("@Check[ Starfighter Piloting | 20 ]{Thread the canyon}")).toMatchObject({
      target: "Starfighter Piloting",
      difficulty: { number: 20 },
      label: "Thread the canyon",
    });
    expect(one("@Check[dex]")).toMatchObject({ target: "dex", difficulty: null });
    expect(one("@Check[blaster|mittel]", german)).toMatchObject({ difficulty: { level: "moderate" } });
  });

  it("shows a check without a target or with an unreadable difficulty as such", () => {
    expect(one("@Check[]")).toMatchObject({ kind: "check", valid: false, problem: "target" });
    expect(one("@Check[ |easy]")).toMatchObject({ valid: false, problem: "target" });
    expect(one("@Check[blaster|hardish]")).toMatchObject({ valid: false, problem: "difficulty", detail: "hardish" });
    expect(one("@Check[blaster|]")).toMatchObject({ valid: false, problem: "difficulty" });
  });
});

describe("parseLinkDifficulty", () => {
  it("reads 0 to 999 and the six levels, nothing else", () => {
    expect(parseLinkDifficulty("0", english)).toEqual({ number: 0, level: null });
    expect(parseLinkDifficulty("999", english)).toEqual({ number: 999, level: null });
    for (const level of DIFFICULTY_LEVELS) expect(parseLinkDifficulty(level, english)).toEqual({ number: null, level });
    for (const text of ["", "12.5", "1e3", "ten", "  "]) expect(parseLinkDifficulty(text, english)).toBeNull();
  });
});

describe("any text", () => {
  it("parses to links without throwing, every invalid one saying why", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const text = `[[/d6 ${a}]]{${b}} @Check[${a}|${b}] [[/d6 ${b} vs ${a}]]`;
        for (const link of links(text)) {
          expect(typeof link.source).toBe("string");
          if (!link.valid) expect(["code", "difficulty", "target"]).toContain(link.problem);
        }
      }),
    );
  });
});
