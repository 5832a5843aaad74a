/**
 * The words the generator misspells or breaks apart, spelled right in the imported entries
 * (scripts/import/spellings.ts): every text of every entry the import wrote, a droid's broken skill
 * read as the skill it names, and a renamed entry still under the id its printed name gave it.
 */
import { describe, expect, it } from "vitest";
import { SOURCE_SPELLINGS, printedNames, spelledRight } from "../../scripts/import/spellings.ts";
import { stableId } from "../../scripts/packs/ids.ts";
import { type PackDocument, packDocuments } from "../helpers/packs.ts";

const IMPORTING_PACKS = ["species", "droids", "npcs", "creatures", "starships", "vehicles", "weapons", "equipment"];

/** Every text of a document but its flags and ids, with where it stands. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (["flags", "_id", "_key"].includes(key) ? [] : texts(item, `${path}.${key}`)));
  return [];
}

const entry = (pack: string, name: string) => packDocuments(pack).find((doc) => doc.name === name)! as PackDocument & { _id: string };

describe("spelling the generator's words right", () => {
  it("changes whole words only, as they are cased, and phrases the extraction broke apart", () => {
    expect(spelledRight("Computer programming/rep air 5D, repulsorlfit")).toBe("Computer programming/repair 5D, repulsorlift");
    expect(spelledRight("Twin Light Flak Canon (fire-linked)")).toBe("Twin Light Flak Cannon (fire-linked)");
    // Inside another word, or cased otherwise, a word is left alone.
    expect(spelledRight("Canonical canon Lasters")).toBe("Canonical canon Lasters");
    expect(spelledRight("Bacta Productionor, (A) Medicine")).toBe("Bacta Production");
    expect(printedNames([{ name: " Modifed Sienar Fleet Systems TIE/mg" }, { name: "Blaster Pistol" }, {}])).toEqual(
      new Map([["Modified Sienar Fleet Systems TIE/mg", "Modifed Sienar Fleet Systems TIE/mg"]]),
    );
  });

  it("leaves no misspelt word in any entry the import wrote", () => {
    const misspelt = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(SOURCE_SPELLINGS).join("|")})(?![\\p{L}\\p{N}])`, "u");
    const found = IMPORTING_PACKS.flatMap((pack) =>
      packDocuments(pack)
        .filter((doc) => !doc._key.startsWith("!folders!"))
        .flatMap((doc) =>
          texts(doc, "")
            .filter(([, text]) => misspelt.test(text))
            .map(([path]) => `${pack}: ${doc.name}${path}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it("names the species' abilities and story factors right, the Odenji's own word kept", () => {
    const rows = (name: string) => {
      const system = entry("species", name).system as Record<"specialAbilities" | "storyFactors", { name: string }[]>;
      return [...system.specialAbilities, ...system.storyFactors].map((row) => row.name);
    };
    expect(rows("Rodian")).toEqual(["Reputation"]);
    expect(rows("Mon Calamari")).toEqual(["Moist Environment", "Dry Environment", "Aquatic", "Enslaved"]);
    expect(rows("Vratix")).toContain("Bacta Production");
    expect(rows("Odenji")).toContain("Melanncho");
  });

  it("reads a droid's broken skill as the skill it names", () => {
    const skills = (entry("droids", "R4 Agromech Droid").items ?? []).filter((item) => item.type === "skill");
    expect(skills.map((skill) => [skill.name, skill.system.key])).toEqual([
      ["Repulsorlift Operation", "repulsorlift-operation"],
      ["Computer Programming/Repair", "computer-programming-repair"],
      ["Repulsorlift Repair", "repulsorlift-repair"],
      ["Space Transports Repair", "space-transports-repair"],
    ]);
  });

  it("keeps a renamed entry under the id its printed name gave it, and its crew's skill spelled as the rules read it", () => {
    const tie = entry("starships", "Modified Sienar Fleet Systems TIE/mg");
    expect(tie._id).toBe(stableId("starships", "Modifed Sienar Fleet Systems TIE/mg"));
    expect(tie.system.pilotingSkill).toBe("Starfighter piloting: TIE");
    expect((tie.system.crewSkills as { name: string }[])[0]!.name).toBe("Starfighter piloting");
    expect(entry("vehicles", "Ubrikkian Skybird")._id).toBe(stableId("vehicles", "Ubrikian Skybird"));
    expect(entry("species", "Yuuzhan Vong")._id).toBe(stableId("species", "Yuuzahn Vong"));
  });
});
