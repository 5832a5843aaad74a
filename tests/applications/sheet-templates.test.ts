import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { SHEET_PARTIALS, registerHandlebarsHelpers } from "../../src/applications/handlebars-helpers.ts";
import { DieCodeError } from "../../src/rules/die-code.ts";
import { renderTemplate, toDom } from "../helpers/render.ts";
import {
  characterContext,
  characterFrom,
  renderCharacterSheet,
  skillContext,
  templateContext,
} from "./sheet-data.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

const PILOT_BONUSES = { blaster: "1D+1", dodge: "1D", "starfighter-piloting": "2D", "space-transports": "1D+2" };

async function pilotSheet(options: Parameters<typeof characterContext>[1] = {}, lang: "en" | "de" | "es" = "en") {
  const pilot = characterFrom("Brash Pilot", { bonuses: PILOT_BONUSES, woundLevel: "wounded" });
  const context = characterContext(pilot, { ...options, lang });
  return { pilot, document: toDom(await renderCharacterSheet(context, lang)) };
}

function text(element: Element | null): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

describe("the character sheet", () => {
  it("shows the six attributes with their labels and codes, each rollable and editable", async () => {
    const { document } = await pilotSheet();
    const boxes = [...document.querySelectorAll(".swd6-attribute-grid .swd6-attribute")];
    expect(boxes.map((box) => text(box.querySelector(".swd6-attribute-name")))).toEqual([
      "Dexterity",
      "Knowledge",
      "Mechanical",
      "Perception",
      "Strength",
      "Technical",
    ]);
    expect(boxes.map((box) => text(box.querySelector('[data-action="rollAttribute"]')))).toEqual(["3D", "2D", "4D", "3D", "3D", "3D"]);
    expect(boxes.map((box) => box.querySelector<HTMLElement>('[data-action="rollAttribute"]')!.dataset.attribute)).toEqual([
      "dex",
      "kno",
      "mec",
      "per",
      "str",
      "tec",
    ]);
    const dex = document.querySelector<HTMLInputElement>('input[name="system.attributes.dex"]')!;
    expect(dex.value).toBe("3D");
    expect(dex.hasAttribute("data-die-code")).toBe(true);
    expect(dex.getAttribute("aria-label")).toBe("Dexterity die code");
  });

  it("gives every skill row a roll button with its total and an input for its added dice", async () => {
    const { pilot, document } = await pilotSheet();
    const rows = [...document.querySelectorAll(".swd6-skill")];
    expect(rows).toHaveLength(pilot.skills.length);
    for (const row of rows) {
      expect(row.querySelector('[data-action="rollSkill"]')).not.toBeNull();
      const id = row.getAttribute("data-item-id")!;
      expect(row.querySelector<HTMLInputElement>(".swd6-bonus-input")!.dataset.skillBonus).toBe(id);
    }
    const totals = Object.fromEntries(rows.map((row) => [text(row.querySelector(".swd6-skill-name")), text(row.querySelector(".swd6-skill-code"))]));
    expect(totals).toMatchObject({
      Blaster: "4D+1",
      Dodge: "4D",
      "Brawling Parry": "3D",
      "Starfighter Piloting": "6D",
      "Space Transports": "5D+2",
      Sensors: "4D",
      Willpower: "2D",
      "Droid Repair": "3D",
    });
  });

  it("marks raised skills and only those", async () => {
    const { document } = await pilotSheet();
    const raised = [...document.querySelectorAll(".swd6-skill.raised .swd6-skill-name")].map(text).sort();
    expect(raised).toEqual(["Blaster", "Dodge", "Space Transports", "Starfighter Piloting"]);
    const blaster = [...document.querySelectorAll(".swd6-skill")].find((row) => text(row.querySelector(".swd6-skill-name")) === "Blaster")!;
    expect(blaster.querySelector<HTMLInputElement>(".swd6-bonus-input")!.value).toBe("1D+1");
  });

  it("shows the wound track with the current level pressed and its penalty", async () => {
    const { document } = await pilotSheet();
    const steps = [...document.querySelectorAll<HTMLButtonElement>('[data-action="setWoundLevel"]')];
    expect(steps.map((step) => text(step))).toEqual([
      "Healthy",
      "Stunned",
      "Wounded",
      "Wounded Twice",
      "Incapacitated",
      "Mortally Wounded",
      "Killed",
    ]);
    expect(steps.filter((step) => step.getAttribute("aria-pressed") === "true").map((step) => step.dataset.level)).toEqual(["wounded"]);
    expect(steps.filter((step) => step.classList.contains("reached")).map((step) => step.dataset.level)).toEqual(["none", "stunned", "wounded"]);
    expect(text(document.querySelector(".swd6-wound-penalty"))).toBe("Penalty -1D");
    expect(steps[3].dataset.tooltip).toBe("-2D on every roll");
    expect(steps[4].dataset.tooltip).toBe("Out of action until healed");
  });

  it("shows the points, species and template in the header", async () => {
    const { document } = await pilotSheet();
    const value = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(value("name")).toBe("Brash Pilot");
    expect(value("system.species")).toBe("Human");
    expect(value("system.template")).toBe("Brash Pilot");
    expect(["system.forcePoints", "system.characterPoints", "system.darkSidePoints", "system.move", "system.credits"].map(value)).toEqual([
      "1",
      "5",
      "0",
      "10",
      "1000",
    ]);
    expect(document.querySelector('[data-action="editImage"][data-edit="img"]')).not.toBeNull();
  });

  it("has three tabs, the skills tab active, and the equipment and background tabs", async () => {
    const { document } = await pilotSheet();
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('nav.tabs [data-action="tab"]')];
    expect(tabs.map((tab) => [tab.dataset.tab, text(tab), tab.classList.contains("active")])).toEqual([
      ["skills", "Attributes & Skills", true],
      ["equipment", "Equipment", false],
      ["background", "Background", false],
    ]);
    const sections = [...document.querySelectorAll<HTMLElement>('section.tab[data-group="primary"]')];
    expect(sections.map((section) => [section.dataset.tab, section.classList.contains("active")])).toEqual([
      ["skills", true],
      ["equipment", false],
      ["background", false],
    ]);
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="system.equipment"]')!.value.split("\n")).toEqual([
      "Blaster Pistol (4D)",
      "Rebel Uniform",
      "medpac",
      "vacuum suit",
      "1,000 credits",
    ]);
    expect(text(document.querySelector(".swd6-credits"))).toBe("1000 credits");
    const editor = document.querySelector("prose-mirror")!;
    expect(editor.getAttribute("name")).toBe("system.background");
    expect(editor.getAttribute("value")).toBe("<p><strong>Type:</strong> Brash Pilot</p>");
  });

  it("has an add-skill control per attribute and edit and delete controls per skill when editable", async () => {
    const { pilot, document } = await pilotSheet();
    const adds = [...document.querySelectorAll<HTMLElement>('[data-action="createSkill"]')].map((b) => b.dataset.attribute);
    expect(adds).toEqual(["dex", "kno", "mec", "per", "str", "tec"]);
    expect(document.querySelectorAll('[data-action="editItem"]')).toHaveLength(pilot.skills.length);
    expect(document.querySelectorAll('[data-action="deleteItem"]')).toHaveLength(pilot.skills.length);
    const del = document.querySelector('.swd6-skill [data-action="deleteItem"]')!;
    expect(del.tagName).toBe("BUTTON");
    expect(del.getAttribute("aria-label")).toMatch(/^Delete /);
  });

  it("hides the editing controls and the editor when it is not editable", async () => {
    const { document } = await pilotSheet({ editable: false });
    expect(document.querySelector('[data-action="createSkill"]')).toBeNull();
    expect(document.querySelector('[data-action="deleteItem"]')).toBeNull();
    expect(document.querySelector("prose-mirror")).toBeNull();
    expect(document.querySelector('[data-action="editImage"]')).toBeNull();
    expect(text(document.querySelector(".swd6-prose"))).toBe("Type: Brash Pilot");
  });

  it("has no Force block for the Brash Pilot", async () => {
    const { document } = await pilotSheet();
    expect(document.querySelector(".swd6-force")).toBeNull();
  });

  it("shows the Failed Jedi's Force skills at their own codes", async () => {
    const jedi = characterFrom("Failed Jedi", { bonuses: { control: "2D" } });
    const document = toDom(await renderCharacterSheet(characterContext(jedi)));
    const force = document.querySelector(".swd6-force")!;
    expect(text(force.querySelector("h3"))).toBe("Force Skills");
    const rows = [...force.querySelectorAll(".swd6-skill")].map((row) => [
      text(row.querySelector(".swd6-skill-name")),
      text(row.querySelector(".swd6-skill-code")),
      row.querySelector('[data-action="rollSkill"]') !== null,
    ]);
    expect(rows).toEqual([
      ["Control", "2D", true],
      ["Sense", "1D", true],
    ]);
    expect(force.querySelector<HTMLElement>('[data-action="createSkill"]')!.dataset.attribute).toBe("force");
    expect(document.querySelector('input[name="system.forceSensitive"]')!.hasAttribute("checked")).toBe(true);
  });

  it("speaks German: attribute names, skill names, wound levels and tabs", async () => {
    const { document } = await pilotSheet({}, "de");
    const labels = [...document.querySelectorAll(".swd6-attribute-grid .swd6-attribute-name")].map(text);
    expect(labels).toEqual(["Geschicklichkeit", "Wissen", "Mechanik", "Wahrnehmung", "Stärke", "Technik"]);
    const dexSkills = [...document.querySelectorAll('[data-attribute="dex"] .swd6-skill-name')].map(text);
    expect(dexSkills).toEqual(["Abblocken", "Ausweichen", "Blaster", "Fahrzeugblaster", "Nahkampfwaffen"]);
    expect(text(document.querySelector('.swd6-wound[data-level="wounded"]'))).toBe("Verwundet");
    expect(text(document.querySelector('[data-tab="skills"][data-action="tab"]'))).toBe("Attribute & Fertigkeiten");
    expect(document.querySelector('[data-action="rollAttribute"][data-attribute="dex"]')!.getAttribute("data-tooltip")).toBe(
      "Geschicklichkeit würfeln",
    );
  });

  it("speaks Spanish", async () => {
    const { document } = await pilotSheet({}, "es");
    expect(text(document.querySelector(".swd6-attribute-name"))).toBe("Destreza");
    expect(text(document.querySelector('.swd6-wound[data-level="wounded"]'))).toBe("Herido");
  });
});

describe("the skill sheet", () => {
  it("edits the attribute, added dice, key, advanced flag, specializations, description and source", async () => {
    const context = skillContext("blaster", [{ name: "Blaster pistol", bonus: "1D" }]);
    const document = toDom(await renderTemplate("templates/item/skill-sheet.hbs", context));
    const select = document.querySelector<HTMLSelectElement>('select[name="system.attribute"]')!;
    expect([...select.options].map((o) => o.value)).toEqual(["dex", "kno", "mec", "per", "str", "tec", "force"]);
    expect(select.querySelector("option[selected]")!.getAttribute("value")).toBe("dex");
    expect(text(select.options[6])).toBe("Force Skills");
    const bonus = document.querySelector<HTMLInputElement>('input[name="system.bonus"]')!;
    expect([bonus.value, bonus.hasAttribute("data-die-code")]).toEqual(["0D", true]);
    expect(document.querySelector<HTMLInputElement>('input[name="system.key"]')!.value).toBe("blaster");
    expect(document.querySelector('input[name="system.advanced"]')).not.toBeNull();
    expect(document.querySelector<HTMLInputElement>('input[name="system.specializations.0.name"]')!.value).toBe("Blaster pistol");
    expect(document.querySelector('input[name="system.specializations.0.bonus"]')!.hasAttribute("data-die-code")).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-action="removeSpecialization"]')!.dataset.index).toBe("0");
    expect(document.querySelector('[data-action="addSpecialization"]')).not.toBeNull();
    expect(document.querySelector("prose-mirror")!.getAttribute("name")).toBe("system.description");
    expect(document.querySelector<HTMLInputElement>('input[name="system.source"]')!.value).toMatch(/^github:/);
    expect(text(document.querySelector(".swd6-item-type"))).toBe("Skill");
  });
});

describe("the template sheet", () => {
  it("lays out the Failed Jedi with its attributes, listed skills, Force skills and the create button", async () => {
    const context = templateContext("Failed Jedi");
    const document = toDom(await renderTemplate("templates/item/template-sheet.hbs", context));
    const attributes = [...document.querySelectorAll<HTMLInputElement>('input[name^="system.attributes."]')];
    expect(attributes.map((input) => [input.name, input.value])).toEqual([
      ["system.attributes.dex", "2D+2"],
      ["system.attributes.kno", "3D+1"],
      ["system.attributes.mec", "2D"],
      ["system.attributes.per", "3D+1"],
      ["system.attributes.str", "2D+2"],
      ["system.attributes.tec", "2D"],
    ]);
    const dexSkills = [...document.querySelectorAll<HTMLInputElement>('[data-attribute="dex"] input[name$=".name"]')].map((i) => i.value);
    expect(dexSkills).toEqual(context.system.skills.filter((s) => s.attribute === "dex").map((s) => s.name));
    for (const [index, skill] of context.system.skills.entries()) {
      expect(document.querySelector<HTMLInputElement>(`input[name="system.skills.${index}.name"]`)!.value).toBe(skill.name);
      expect(document.querySelector<HTMLInputElement>(`input[name="system.skills.${index}.attribute"]`)!.value).toBe(skill.attribute);
    }
    const force = [...document.querySelectorAll<HTMLInputElement>('input[name^="system.forceSkills."][name$=".code"]')];
    expect(force.map((input) => input.value)).toEqual(["1D", "1D"]);
    expect(force.every((input) => input.hasAttribute("data-die-code"))).toBe(true);
    const create = document.querySelector<HTMLButtonElement>('[data-action="createCharacter"]')!;
    expect([create.tagName, text(create)]).toEqual(["BUTTON", "Create character from this template"]);
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="system.equipment"]')!.value.split("\n")).toEqual(
      context.system.equipment,
    );
    expect(["system.move", "system.forcePoints", "system.darkSidePoints", "system.credits"].map(
      (name) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value,
    )).toEqual(["10", "2", "1", "250"]);
    expect(document.querySelector<HTMLInputElement>('input[name="system.sourceNote"]')!.value).toMatch(/^Provenance:/);
  });

  it("offers the create button in German", async () => {
    const document = toDom(await renderTemplate("templates/item/template-sheet.hbs", templateContext("Brash Pilot"), "de"));
    expect(text(document.querySelector('[data-action="createCharacter"]'))).toBe("Charakter aus diesem Template erschaffen");
    expect(text(document.querySelector(".swd6-attribute-name"))).toBe("Geschicklichkeit");
  });
});

describe("the system's Handlebars helpers", () => {
  const hbs = Handlebars.create();
  registerHandlebarsHelpers(hbs as never);

  it.each([
    ["{{swd6DieCode code}}", { dice: 4, pips: 1 }, "4D+1"],
    ["{{swd6DieCode code}}", "3d - 1", "3D-1"],
    ["{{swd6Modifier code}}", { dice: -1, pips: 0 }, "-1D"],
    ["{{swd6Modifier code}}", { dice: 0, pips: 2 }, "+2"],
  ])("%s with %j writes %s", (source, code, expected) => {
    expect(hbs.compile(source)({ code })).toBe(expected);
  });

  it("throws DieCodeError for something that is not a die code", () => {
    expect(() => hbs.compile("{{swd6DieCode code}}")({ code: "banana" })).toThrow(DieCodeError);
    expect(() => hbs.compile("{{swd6Modifier code}}")({ code: { dice: 1.5, pips: 0 } })).toThrow(DieCodeError);
  });
});

describe("the templates on disk", () => {
  function files(dir: string): string[] {
    return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".hbs"))
      .map((file) => `${dir}/${file}`)
      .sort();
  }

  it("are all rendered by these tests or preloaded as the sheets' partials", () => {
    const rendered = [
      "templates/actor/character-background.hbs",
      "templates/actor/character-equipment.hbs",
      "templates/actor/character-header.hbs",
      "templates/actor/character-skills.hbs",
      "templates/actor/sheet-tabs.hbs",
      "templates/item/skill-sheet.hbs",
      "templates/item/template-sheet.hbs",
    ];
    const partials = SHEET_PARTIALS.map((path) => path.replace("systems/swd6rpg/", ""));
    expect([...files("templates/actor"), ...files("templates/item")]).toEqual([...rendered, ...partials].sort());
  });
});
