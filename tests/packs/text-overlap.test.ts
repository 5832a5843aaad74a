/**
 * The packs' texts against their sources' wording: numbers, names and lists of features carry over
 * from a source, sentences never do.
 *
 * Every text of every pack document — every string of its `system` and of its embedded items'
 * `system`, names aside (scripts/packs/text-fields.ts) — is held to two rules against the string
 * literals of the pinned upstream data files in the upstream cache and of the reference data:
 *
 * - no run of 8 consecutive words shared with a source that states no licence (the
 *   SW-WEG-D6-Toolkit), in any text;
 * - no run of 12 consecutive words shared with any source in prose fields (descriptions, notes,
 *   backgrounds, ability texts, special abilities, equipment, a power's effect, time to use and
 *   keeping up; `PROSE_KEYS`), feature lists excepted.
 *
 * Words are lower-cased letter tokens with HTML stripped; a token holding a digit (a number or a die
 * code) is set aside (scripts/packs/word-runs.ts). A feature list is a segment of a text (cut at line
 * breaks, HTML block tags, semicolons, colons and full stops) that splits at its commas and a last
 * "and"/"or" into two or more items of at most five words each, with no verb or pronoun of a closed
 * list ("is", "can", "takes", "it", "which", …) in it — a droid's "humanoid body, two arms, two
 * legs" (scripts/packs/feature-lists.ts). The functions are held to planted examples first, so the
 * comparison can fail.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UPSTREAMS } from "../../scripts/import/upstreams.ts";
import { readRepoFile } from "../../scripts/import/source.ts";
import { isFeatureList, proseStretches } from "../../scripts/packs/feature-lists.ts";
import { PROSE_KEYS, documentTexts } from "../../scripts/packs/text-fields.ts";
import { runIndex, sharedRuns, stringLiterals, textWords, wordRuns } from "../../scripts/packs/word-runs.ts";
import { REFERENCE_DATA, UPSTREAM, describeWith } from "../helpers/upstreams.ts";
import { packDocuments } from "../helpers/packs.ts";

const UNLICENSED_RUN = 8;
const ANY_SOURCE_RUN = 12;

describe("word runs", () => {
  it("reads words lower-cased, HTML stripped, numbers and die codes set aside", () => {
    expect(textWords("<p>Bite: STR+2D damage; <em>Difficult</em> Stamina or -1D&nbsp;STR (3-75/200/500)</p>")).toEqual([
      "bite",
      "damage",
      "difficult",
      "stamina",
      "or",
      "str",
    ]);
    expect(textWords("can't climb/jump 10 m, “Hutt’s” ")).toEqual(["can't", "climb", "jump", "m", "hutt's"]);
  });

  it("finds a planted sentence whatever its numbers, and not a rearranged one", () => {
    const source = ["The tailring wraps its tail around the nearest limb and squeezes for STR+4D damage once per minute."];
    const index = runIndex(source, 8);
    const copied = sharedRuns("Constriction: wraps its tail around the nearest limb and squeezes for STR+2D damage.", index, 8);
    expect(copied.words).toBe(11);
    expect(copied.stretches).toEqual(["wraps its tail around the nearest limb and squeezes for damage"]);
    expect(sharedRuns("Constriction: STR+4D once a minute; breaking free takes an opposed Strength roll beaten by 5.", index, 8).words).toBe(0);
    expect(sharedRuns("around the nearest limb and squeezes", index, 8).words).toBe(0);
  });

  it("never lets a run cross from one source string into the next", () => {
    const index = runIndex(["one two three four", "five six seven eight"], 8);
    expect(index.size).toBe(0);
    expect(wordRuns(["a", "b", "c"], 2)).toEqual(["a b", "b c"]);
    expect(() => wordRuns(["a"], 0)).toThrow(RangeError);
  });

  it("reads a data file's string literals with their escapes", () => {
    expect(stringLiterals('const X = [{"name": "Bite", "special": "He said \\"run\\".\\nThen"}];')).toEqual([
      "name",
      "Bite",
      "special",
      'He said "run".\nThen',
    ]);
  });
});

describe("feature lists", () => {
  it("are comma lists of short items with no verb", () => {
    expect(isFeatureList("humanoid body, two arms, two legs, vocabulator, AA-1 verbobrain")).toBe(true);
    expect(isFeatureList("Beast Languages, Life Detection and Life Sense")).toBe(true);
    expect(isFeatureList("the droid can see twice as far as a human in dim light, and in infrared")).toBe(false);
    expect(isFeatureList("wraps its tail around the limb, squeezes")).toBe(false);
    expect(isFeatureList("a single item")).toBe(false);
  });

  it("leave a text's prose to compare, the lists cut out", () => {
    expect(proseStretches("Humanoid body, two arms, two legs. Low-light vision: sees twice as far as a human in dim light")).toEqual([
      "Low-light vision sees twice as far as a human in dim light",
    ]);
    expect(proseStretches("<p>Sense: Beast Languages, Life Detection</p>")).toEqual(["Sense"]);
  });
});

/** The sources by name, each its data files' string literals. */
function sourceTexts(): Record<string, { licensed: boolean; texts: string[] }> {
  const files = (role: keyof typeof UPSTREAMS) =>
    UPSTREAMS[role].files.filter((file) => file !== "LICENSE").flatMap((file) => stringLiterals(readRepoFile(UPSTREAM[role], file)));
  const reference = readdirSync(REFERENCE_DATA!)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => stringLiterals(readFileSync(join(REFERENCE_DATA!, file), "utf8")));
  return {
    [UPSTREAMS.generator.name]: { licensed: true, texts: files("generator") },
    [UPSTREAMS.companion.name]: { licensed: true, texts: files("companion") },
    [UPSTREAMS.toolkit.name]: { licensed: false, texts: files("toolkit") },
    "reference data": { licensed: true, texts: reference },
  };
}

const PACKS = ["armor", "creatures", "droids", "equipment", "force-powers", "npcs", "skills", "species", "starships", "templates", "vehicles", "weapons"];

describeWith([UPSTREAM.generator, UPSTREAM.companion, UPSTREAM.toolkit, "reference data"], "the packs' texts against their sources", () => {
  const sources = sourceTexts();
  const documents = PACKS.flatMap((pack) => packDocuments(pack).map((document) => ({ pack, document })));

  it("share no run of 8 words with a source that states no licence", () => {
    const found: string[] = [];
    for (const [name, source] of Object.entries(sources).filter(([, source]) => !source.licensed)) {
      const index = runIndex(source.texts, UNLICENSED_RUN);
      for (const { pack, document } of documents) {
        for (const field of documentTexts(document)) {
          const shared = sharedRuns(field.text, index, UNLICENSED_RUN);
          if (shared.words > 0) found.push(`${pack}: ${document.name}: ${field.path} (${name}): ${shared.stretches.join(" … ")}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("share no run of 12 words with any source in their prose, feature lists aside", () => {
    const found: string[] = [];
    for (const [name, source] of Object.entries(sources)) {
      const index = runIndex(source.texts, ANY_SOURCE_RUN);
      for (const { pack, document } of documents) {
        for (const field of documentTexts(document).filter((field) => PROSE_KEYS.has(field.key))) {
          const stretches = proseStretches(field.text).flatMap((prose) => sharedRuns(prose, index, ANY_SOURCE_RUN).stretches);
          if (stretches.length > 0) found.push(`${pack}: ${document.name}: ${field.path} (${name}): ${stretches.join(" … ")}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
