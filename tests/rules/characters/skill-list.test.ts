/**
 * The canonical skills the rules list (and `CONFIG.SWD6.skills` starts from) are the skills
 * compendium's, each with the compendium's attribute, and each named in every language.
 */
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { canonicalSkills } from "../../../src/rules/characters/skill-list.ts";
import { systemGameTerms } from "../../../src/game-terms.ts";

const SKILLS = fileURLToPath(new URL("../../../packs/_source/skills/", import.meta.url));

describe("the canonical skills", () => {
  it("are the skills compendium's, with its attributes", () => {
    const pack = readdirSync(SKILLS)
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(`${SKILLS}${name}`, "utf8")) as { system: { key: string; attribute: string } })
      .map(({ system }) => [system.key, system.attribute]);
    expect(Object.fromEntries(canonicalSkills())).toEqual(Object.fromEntries(pack));
  });

  it("are the system's terms, each labelled by its key", () => {
    const skills = systemGameTerms().skills;
    expect(skills.blaster).toEqual({ label: "SWD6.SkillName.blaster", attribute: "dex" });
    expect(skills.control).toEqual({ label: "SWD6.SkillName.control", attribute: "force" });
    expect(Object.keys(skills)).toHaveLength(canonicalSkills().length);
  });
});
