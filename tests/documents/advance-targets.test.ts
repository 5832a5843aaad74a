/**
 * Advance mode's targets name a skill as the sheet does: in the user's language when the skill has a
 * key the language names (sheet-context.ts: skillLabel), else by its Item's name.
 */
import { describe, expect, it } from "vitest";
import { advanceTargets } from "../../src/documents/advance-targets.ts";
import type { Translator } from "../../src/labels.ts";
import { loadLang } from "../helpers/render.ts";

const attributes = { dex: "3D+2", kno: "2D", mec: "2D", per: "3D", str: "3D", tec: "3D" };
const dodge = {
  id: "dg",
  name: "Dodge",
  system: { key: "dodge", attribute: "dex" as const, bonus: "1D", specializations: [{ name: "Energiewaffen", bonus: "1D" }] },
};
const invented = { id: "iv", name: "Sabacc", system: { key: "", attribute: "kno" as const, bonus: "1D" } };

/** A language's translations as the sheets read them. */
function translator(lang: "de" | "es"): Translator {
  const strings = loadLang(lang);
  return { localize: (key) => strings[key] ?? key, has: (key) => key in strings, lang };
}

/** Each target's key and label. */
function labels(i18n?: Translator): Record<string, string> {
  return Object.fromEntries(advanceTargets(attributes, [dodge, invented], false, i18n ?? null).map(({ target }) => [target.key, target.label]));
}

describe("advanceTargets: skill labels", () => {
  it("names a skill and its specializations in the user's language", () => {
    expect(labels(translator("de"))).toEqual({ "skill:dg": "Ausweichen", "spec:dg:0": "Ausweichen: Energiewaffen", "skill:iv": "Sabacc" });
    expect(labels(translator("es"))["skill:dg"]).toBe("Esquivar");
  });

  it("keeps the Item's name without translations", () => {
    expect(labels()).toEqual({ "skill:dg": "Dodge", "spec:dg:0": "Dodge: Energiewaffen", "skill:iv": "Sabacc" });
  });
});
