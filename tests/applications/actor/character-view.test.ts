import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { characterView, woundTrack } from "../../../src/applications/actor/character-view.ts";
import { skillLabel } from "../../../src/labels.ts";
import { DAMAGE_MODELS, WOUND_LEVELS, type WoundLevel } from "../../../src/rules/damage/damage.ts";
import { DieCodeError, formatDieCode } from "../../../src/rules/dice/die-code.ts";
import { RuleArgumentError } from "../../../src/rules/errors.ts";
import { woundPenalty } from "../../../src/rules/damage/wounds.ts";
import { characterFrom, translator } from "../sheet-data.ts";

const code = formatDieCode;

describe("characterView with the Brash Pilot template", () => {
  const pilot = characterFrom("Brash Pilot", { bonuses: { blaster: "1D+1", "starfighter-piloting": "2D" } });
  const view = characterView(pilot.system, pilot.skills, "difference", translator("en"));

  it("lists the six attributes in sheet order with the template's codes", () => {
    expect(view.attributes.map((a) => [a.key, code(a.code), a.value])).toEqual([
      ["dex", "3D", "3D"],
      ["kno", "2D", "2D"],
      ["mec", "4D", "4D"],
      ["per", "3D", "3D"],
      ["str", "3D", "3D"],
      ["tec", "3D", "3D"],
    ]);
    expect(view.attributes.map((a) => a.label)).toEqual([
      "SWD6.Attribute.dex.name",
      "SWD6.Attribute.kno.name",
      "SWD6.Attribute.mec.name",
      "SWD6.Attribute.per.name",
      "SWD6.Attribute.str.name",
      "SWD6.Attribute.tec.name",
    ]);
  });

  it("splits the attributes into the printed sheet's two columns", () => {
    expect(view.columns.map((column) => column.map((a) => a.key))).toEqual([
      ["dex", "kno", "mec"],
      ["per", "str", "tec"],
    ]);
  });

  it("groups the template's skills under their attributes, sorted by name", () => {
    const dex = view.attributes.find((a) => a.key === "dex")!;
    expect(dex.skills.map((s) => s.label)).toEqual(["Blaster", "Brawling Parry", "Dodge", "Melee Combat", "Vehicle Blasters"]);
    expect(view.attributes.map((a) => a.skills.length)).toEqual([5, 5, 7, 6, 3, 4]);
  });

  it.each([
    ["blaster", "dex", "4D+1", true],
    ["dodge", "dex", "3D", false],
    ["starfighter-piloting", "mec", "6D", true],
    ["sensors", "mec", "4D", false],
    ["willpower", "kno", "2D", false],
  ])("skill %s under %s rolls %s (raised: %s)", (key, attribute, total, raised) => {
    const id = pilot.skills.find((s) => s.system.key === key)!.id;
    const skill = view.attributes.find((a) => a.key === attribute)!.skills.find((s) => s.id === id)!;
    expect(code(skill.code)).toBe(total);
    expect(skill.raised).toBe(raised);
  });

  it("shows no Force block for a template without the Force", () => {
    expect(view.force).toEqual({ visible: false, skills: [] });
  });

  it("has an unhurt wound track with no penalty", () => {
    expect(view.wounds.map((w) => w.level)).toEqual(WOUND_LEVELS);
    expect(view.wounds.filter((w) => w.current).map((w) => w.level)).toEqual(["none"]);
    expect(view.woundPenalty).toBeNull();
  });
});

describe("characterView sorting and names", () => {
  it("sorts skills by their names in the user's language (German: Abblocken, Ausweichen, Blaster…)", () => {
    const pilot = characterFrom("Brash Pilot");
    const view = characterView(pilot.system, pilot.skills, "difference", translator("de"));
    expect(view.attributes[0].skills.map((s) => s.label)).toEqual(["Abblocken", "Ausweichen", "Blaster", "Fahrzeugblaster", "Nahkampfwaffen"]);
  });

  it.each([
    ["a canonical key the language has", { name: "Dodge", system: { key: "dodge" } }, "de", "Ausweichen"],
    ["no key (a skill the group invented)", { name: "Sabacc Cheating", system: { key: "" } }, "de", "Sabacc Cheating"],
    ["a key the language lacks", { name: "Pod Racing", system: { key: "pod-racing" } }, "es", "Pod Racing"],
  ])("labels a skill with %s", (_, skill, lang, label) => {
    expect(skillLabel(skill, translator(lang as "de" | "es"))).toBe(label);
  });
});

describe("characterView for the Force", () => {
  it("shows the Failed Jedi's Control and Sense at their own codes (Grundregeln: Control 1D raised by 2D is 3D)", () => {
    const jedi = characterFrom("Failed Jedi", { bonuses: { control: "3D" } });
    const view = characterView(jedi.system, jedi.skills, "difference", translator("en"));
    expect(view.force.visible).toBe(true);
    expect(view.force.skills.map((s) => [s.label, code(s.code), s.raised])).toEqual([
      ["Control", "3D", true],
      ["Sense", "1D", true],
    ]);
    expect(view.attributes.flatMap((a) => a.skills).some((s) => s.label === "Control")).toBe(false);
  });

  it("shows an empty Force block for a Force-sensitive character without Force skills", () => {
    const pilot = characterFrom("Brash Pilot");
    const view = characterView({ ...pilot.system, forceSensitive: true }, pilot.skills, "difference", translator("en"));
    expect(view.force).toEqual({ visible: true, skills: [] });
  });

  it("adds a Wookiee's dodge dice to Dexterity (Grundregeln: Dexterity 2D+2, Dodge +2D is 4D+2)", () => {
    const wookiee = characterFrom("Brash Pilot", { attributes: { dex: "2D+2" }, bonuses: { dodge: "2D" } });
    const view = characterView(wookiee.system, wookiee.skills, "difference", translator("en"));
    const dodge = view.attributes[0].skills.find((s) => s.label === "Dodge")!;
    expect(code(dodge.code)).toBe("4D+2");
  });

  it("gives a specialization the skill's code plus its own dice", () => {
    const pilot = characterFrom("Brash Pilot", { bonuses: { blaster: "1D" } });
    const blaster = pilot.skills.find((s) => s.system.key === "blaster")!;
    blaster.system.specializations = [{ name: "Blaster pistol", bonus: "1D+2" }];
    const view = characterView(pilot.system, pilot.skills, "difference", translator("en"));
    const row = view.attributes[0].skills.find((s) => s.id === blaster.id)!;
    expect(row.specializations.map((s) => [s.name, code(s.code)])).toEqual([["Blaster pistol", "5D+2"]]);
  });
});

describe("woundTrack", () => {
  it.each([
    ["none", "difference", null],
    ["stunned", "difference", "-1D"],
    ["stunned", "ratio", null],
    ["wounded", "difference", "-1D"],
    ["wounded", "ratio", "-1D"],
    ["wounded-twice", "difference", "-2D"],
    ["incapacitated", "difference", null],
  ] as const)("%s under the %s model costs %s", (level, model, penalty) => {
    const pilot = characterFrom("Brash Pilot", { woundLevel: level });
    const view = characterView(pilot.system, pilot.skills, model, translator("en"));
    expect(view.woundPenalty && code(view.woundPenalty)).toBe(penalty);
  });

  it("marks the current level, fills the levels up to it and flags the unconscious ones", () => {
    const track = woundTrack("wounded", "difference");
    expect(track.map((s) => [s.level, s.current, s.reached, s.unconscious])).toEqual([
      ["none", false, true, false],
      ["stunned", false, true, false],
      ["wounded", true, true, false],
      ["wounded-twice", false, false, false],
      ["incapacitated", false, false, true],
      ["mortally-wounded", false, false, true],
      ["killed", false, false, true],
    ]);
    expect(track.map((s) => s.label)).toContain("SWD6.Wound.wounded-twice");
  });

  it("agrees with the rules' wound penalty for every level and model", () => {
    for (const model of DAMAGE_MODELS) {
      for (const step of woundTrack("none", model)) {
        expect(step.penalty ? -step.penalty.dice : 0).toBe(woundPenalty(step.level, model));
      }
    }
  });

  it("throws RuleArgumentError for an unknown level or model", () => {
    expect(() => woundTrack("bruised" as WoundLevel, "difference")).toThrow(RuleArgumentError);
    expect(() => woundTrack("none", "percent" as never)).toThrow(RuleArgumentError);
  });
});

describe("characterView with random skill dice", () => {
  it("only ever throws DieCodeError for a malformed stored code", () => {
    const pilot = characterFrom("Brash Pilot");
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (bonus) => {
        const skills = pilot.skills.map((s, i) => (i === 0 ? { ...s, system: { ...s.system, bonus } } : s));
        try {
          characterView(pilot.system, skills, "difference", translator("en"));
        } catch (error) {
          expect(error).toBeInstanceOf(DieCodeError);
        }
      }),
    );
  });

  it("adds a skill's dice and pips to its attribute's, each on its own", () => {
    const pilot = characterFrom("Brash Pilot");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 2 }), (dice, pips) => {
        const skills = pilot.skills.map((s) => ({ ...s, system: { ...s.system, bonus: code({ dice, pips }) } }));
        const view = characterView(pilot.system, skills, "difference", translator("en"));
        for (const attribute of view.attributes) {
          for (const skill of attribute.skills) {
            expect(skill.code.dice).toBe(attribute.code.dice + dice);
            expect(skill.code.pips).toBe(attribute.code.pips + pips);
            expect(skill.raised).toBe(dice + pips > 0);
          }
        }
      }),
    );
  });
});

describe("characterView: worn armor on Dexterity (Grundregeln and Reglas)", () => {
  const pilot = characterFrom("Brash Pilot");

  it("marks Dexterity alone with the armor's penalty as a modifier, and leaves the codes as they are", () => {
    const view = characterView(pilot.system, pilot.skills, "difference", translator("en"), { dice: 1, pips: 0 });
    expect(view.attributes.map((a) => [a.key, a.armorPenalty ? code(a.armorPenalty) : null])).toEqual([
      ["dex", "-1D"],
      ["kno", null],
      ["mec", null],
      ["per", null],
      ["str", null],
      ["tec", null],
    ]);
    expect(code(view.attributes[0].code)).toBe("3D");
    expect(view.attributes[0].skills.find((s) => s.label === "Blaster")?.code).toEqual({ dice: 3, pips: 0 });
  });

  it("writes a pip penalty as pips (+1 armor: -1)", () => {
    const view = characterView(pilot.system, pilot.skills, "difference", translator("en"), { dice: 0, pips: 1 });
    expect(view.attributes[0].armorPenalty).toEqual({ dice: 0, pips: -1 });
  });

  it("marks nothing without armor", () => {
    const view = characterView(pilot.system, pilot.skills, "difference", translator("en"));
    expect(view.attributes.every((a) => a.armorPenalty === null)).toBe(true);
  });
});
