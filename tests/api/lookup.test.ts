import { describe, expect, it } from "vitest";
import { comparableName, findAttribute, findSkill } from "../../src/api/lookup.ts";
import { loadLang } from "../helpers/render.ts";

function i18n(lang: "en" | "de" | "es") {
  const strings = loadLang(lang);
  return { localize: (key: string) => strings[key] ?? key, has: (key: string) => key in strings };
}

const skills = [
  { id: "a", name: "Blaster", key: "blaster" },
  { id: "b", name: "Starfighter Piloting", key: "starfighter-piloting" },
  { id: "c", name: "Sabacc", key: "" },
  { id: "d", name: "blaster", key: "blaster-artillery" },
];

describe("comparableName", () => {
  it("ignores case, accents, hyphens and extra spaces; anything else is empty", () => {
    expect(comparableName("  Muy   Difícil ")).toBe("muy dificil");
    expect(comparableName("very-difficult")).toBe("very difficult");
    expect(comparableName(undefined)).toBe("");
    expect(comparableName(42)).toBe("");
  });
});

describe("findSkill", () => {
  it("finds a skill by its key first, then by the Item's name", () => {
    expect(findSkill(skills, "blaster", i18n("en"))?.id).toBe("a");
    expect(findSkill(skills, "Starfighter piloting", i18n("en"))?.id).toBe("b");
    expect(findSkill(skills, "starfighter piloting", i18n("en"))?.id).toBe("b");
    expect(findSkill(skills, "SABACC", i18n("en"))?.id).toBe("c");
  });

  it("finds a skill by its name in the user's language", () => {
    const german = loadLang("de")["SWD6.SkillName.starfighter-piloting"];
    expect(german).toBeTruthy();
    expect(findSkill(skills, german, i18n("de"))?.id).toBe("b");
  });

  it("finds nothing for an unknown or empty name", () => {
    expect(findSkill(skills, "lightsaber", i18n("en"))).toBeNull();
    expect(findSkill(skills, "  ", i18n("en"))).toBeNull();
    expect(findSkill([], "blaster", i18n("en"))).toBeNull();
  });
});

describe("findAttribute", () => {
  it("finds an attribute by key, name or abbreviation in the user's language", () => {
    expect(findAttribute("dex", i18n("en"))).toBe("dex");
    expect(findAttribute("Dexterity", i18n("en"))).toBe("dex");
    expect(findAttribute("PER", i18n("en"))).toBe("per");
    expect(findAttribute("geschicklichkeit", i18n("de"))).toBe("dex");
    expect(findAttribute("Fortaleza", i18n("es"))).toBe("str");
  });

  it("finds nothing for the Force skills' group or an unknown name", () => {
    expect(findAttribute("force", i18n("en"))).toBeNull();
    expect(findAttribute("Luck", i18n("en"))).toBeNull();
    expect(findAttribute("", i18n("en"))).toBeNull();
  });
});
