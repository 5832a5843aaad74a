/**
 * Sheets show book facts, never the data's provenance: no repository address, commit, file name or
 * tool word in any field a sheet renders, for every entry of every compendium; the item sheets of
 * the curated entries rendered with their real templates; where the data came from kept in the
 * `swd6rpg.provenance` flag, which no sheet renders.
 */
import { describe, expect, it } from "vitest";
import { INTERNAL_WORDS, publicSource, withPublicFacts } from "../../scripts/packs/provenance.ts";
import { renderTemplate } from "../helpers/render.ts";
import { type PackDocument, packDocuments } from "../helpers/packs.ts";
import { gearContext, skillContext, templateContext } from "../applications/sheet-data.ts";

const PACKS = ["skills", "templates", "weapons", "armor", "equipment", "force-powers", "vehicles", "starships", "species", "npcs", "droids", "creatures"];

/** Every text of a document a sheet may render: its name and its `system` strings, at any depth, and its items'. */
function texts(doc: PackDocument): string[] {
  const found: string[] = [doc.name];
  const walk = (value: unknown): void => {
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(doc.system);
  for (const item of doc.items ?? []) found.push(...texts(item));
  return found;
}

describe("what a sheet shows of where an entry comes from", () => {
  it.each(PACKS)("the %s pack shows no repository address, commit, file name or tool word", (pack) => {
    const offenders = packDocuments(pack).flatMap((doc) =>
      texts(doc)
        .filter((text) => INTERNAL_WORDS.test(text))
        .map((text) => `${doc.name}: ${text.slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });

  it.each(PACKS)("the %s pack has no sourceNote field left", (pack) => {
    expect(
      packDocuments(pack)
        .filter((doc) => "sourceNote" in doc.system || (doc.items ?? []).some((item) => "sourceNote" in item.system))
        .map((doc) => doc.name),
    ).toEqual([]);
  });

  it("renders every curated weapon, armor, equipment, skill and template sheet without a word of provenance", async () => {
    const offenders: string[] = [];
    const render = async (template: string, context: object, name: string) => {
      // Ids and images are the document's own, not words a reader sees.
      const html = (await renderTemplate(template, context)).replace(/<img[^>]*>/g, "").replace(/data-document-uuid="[^"]*"/g, "");
      if (INTERNAL_WORDS.test(html)) offenders.push(name);
    };
    for (const pack of ["weapons", "armor", "equipment"] as const) {
      const type = pack === "weapons" ? "weapon" : pack;
      for (const doc of packDocuments(pack, true)) await render(`templates/item/${type}-sheet.hbs`, gearContext(pack, doc.name), `${pack}: ${doc.name}`);
    }
    for (const doc of packDocuments("skills")) await render("templates/item/skill-sheet.hbs", skillContext(String(doc.system.key)), `skill: ${doc.name}`);
    for (const doc of packDocuments("templates")) await render("templates/item/template-sheet.hbs", templateContext(doc.name), `template: ${doc.name}`);
    expect(offenders).toEqual([]);
  });

  it("keeps where a curated entry came from in the provenance flag", () => {
    const blaster = packDocuments("skills").find((doc) => doc.system.key === "blaster")!;
    expect(blaster.system.source).toBe("Star Wars: The Roleplaying Game, 2nd ed. R&E");
    expect(blaster.flags?.swd6rpg?.provenance?.source).toMatch(/github:/);
  });
});

describe("publicSource and withPublicFacts", () => {
  it("names the book and page instead of a repository, and the R&E page a compendium reference gives", () => {
    expect(publicSource('2nd ed R&E per compendium ref "Rulebook (page 234)"', "armor")).toBe("Star Wars: The Roleplaying Game, 2nd ed. R&E, p. 234");
    expect(publicSource("Starship Compendium; books: Core Rulebook (page 249), Rebel Alliance Sourcebook (pages 86-87)", "starships")).toBe(
      "Core Rulebook (p. 249), Rebel Alliance Sourcebook (pp. 86-87)",
    );
    expect(publicSource("Heroes and Rogues pg 104", "templates")).toBe("Heroes and Rogues, p. 104");
    expect(publicSource("github:someone/repo@abcdef1:data.js", "weapons")).toBe("");
  });

  it("moves the note, a repository source and a description's edition sentence into the flag", () => {
    const source: { name: string; system: Record<string, unknown>; flags?: Record<string, unknown> } = {
      name: "X",
      system: {
        source: "github:a/b@abcdef1:x.db",
        sourceNote: "read as …",
        description: "<p>Attribute: Dexterity. Edition: REUP addition (absent from the DB).</p>",
      },
    };
    const doc = withPublicFacts(source, "equipment");
    expect(doc.system).toEqual({ source: "", description: "<p>Attribute: Dexterity.</p>" });
    expect(doc.flags).toEqual({
      swd6rpg: { provenance: { note: "read as …", source: "github:a/b@abcdef1:x.db", edition: "Edition: REUP addition (absent from the DB)." } },
    });
  });
});
