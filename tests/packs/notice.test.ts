/**
 * NOTICE names every upstream the compendiums' data was read from, with the commit read, and quotes
 * the imported data's MIT licence as its repository holds it, word for word and nothing spliced in.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readRepoFile } from "../../scripts/import/source.ts";
import { upstreams } from "../../scripts/import/upstreams.ts";
import { REFERENCE_DATA, UPSTREAM, itWith } from "../helpers/upstreams.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const NOTICE = readFileSync(join(ROOT, "NOTICE"), "utf8");
const { generator } = UPSTREAM;

/** Every `github:owner/name@commit` a text cites, as "owner/name" → short commits. */
function citedRepos(texts: readonly string[]): Map<string, Set<string>> {
  const cited = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const [, repo, commit] of text.matchAll(/github:([\w.-]+\/[\w.-]+)@([0-9a-f]{7,40})/g)) {
      if (!cited.has(repo!)) cited.set(repo!, new Set());
      cited.get(repo!)!.add(commit!.slice(0, 7));
    }
  }
  return cited;
}

/** The text of every pack source file. */
function packTexts(): string[] {
  const root = join(ROOT, "packs/_source");
  return readdirSync(root).flatMap((pack) => readdirSync(join(root, pack)).map((file) => readFileSync(join(root, pack, file), "utf8")));
}

/** The licence as NOTICE quotes it: the text between its two rulers. */
function quotedLicence(): string {
  const parts = NOTICE.split(/^-{20,}$/m);
  expect(parts.length).toBe(3);
  return parts[1]!.replace(/^\n/, "").replace(/\n$/, "");
}

describe("NOTICE", () => {
  it("names every repository the pack sources cite, with each commit they cite", () => {
    const cited = citedRepos(packTexts());
    expect(cited.size).toBeGreaterThan(0);
    for (const [repo, commits] of cited) {
      expect(NOTICE, repo).toContain(`github.com/${repo} (commit`);
      for (const commit of commits)
        expect(NOTICE, `${repo}@${commit}`).toMatch(new RegExp(`github\\.com/${repo.replace(/[.]/g, "\\.")} \\(commits? [^)]*${commit}`));
    }
  });

  it("names every upstream the importer reads, with its commit", () => {
    for (const repo of Object.values(upstreams()))
      expect(NOTICE, repo.name).toMatch(new RegExp(`github\\.com/${repo.name} \\(commits? [^)]*${repo.commit.slice(0, 7)}`));
  });

  itWith(["reference data"], "names every repository the reference data of the curated packs cites", () => {
    const files = [
      "armor.json",
      "attributes-skills.json",
      "equipment.json",
      "force-powers.json",
      "starfighters-reup.json",
      "starships.json",
      "templates.json",
      "vehicles.json",
      "weapons.json",
    ];
    const cited = citedRepos(files.map((file) => readFileSync(join(REFERENCE_DATA!, file), "utf8")));
    for (const repo of cited.keys()) expect(NOTICE, repo).toContain(`github.com/${repo} (commit`);
  });

  it("quotes an MIT licence whole: its heading first, the permission and the warranty paragraphs unbroken", () => {
    const licence = quotedLicence();
    expect(licence.startsWith("MIT License\n")).toBe(true);
    expect(licence.trimEnd().endsWith("SOFTWARE.")).toBe(true);
    expect(licence).toMatch(/Permission is hereby granted, free of charge,[^]*subject to the following conditions:\n\nThe above copyright notice/);
  });

  itWith([generator], "quotes the generator's LICENSE verbatim", () => {
    expect(quotedLicence()).toBe(readRepoFile(generator, "LICENSE").replace(/\n$/, ""));
  });
});
