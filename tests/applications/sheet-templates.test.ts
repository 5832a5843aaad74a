import { describe, expect, it } from "vitest";
import { isMountedWeapon } from "../../src/applications/item/gear-view.ts";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { SHEET_PARTIALS, registerHandlebarsHelpers } from "../../src/applications/handlebars-helpers.ts";
import { DieCodeError } from "../../src/rules/dice/die-code.ts";
import { renderTemplate, toDom } from "../helpers/render.ts";
import {
  type Character,
  characterContext,
  characterFrom,
  gearContext,
  gearItem,
  readOnlyWindow,
  renderCharacterSheet,
  skillContext,
  templateContext,
} from "./sheet-data.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

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
    expect(steps.map((step) => text(step))).toEqual(["Healthy", "Stunned", "Wounded", "Wounded Twice", "Incapacitated", "Mortally Wounded", "Killed"]);
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

  it("gives the gamemaster alone a control to give a Dark Side point, and marks a character who turned", async () => {
    const player = (await pilotSheet()).document;
    expect(player.querySelector('[data-action="gainDarkSidePoint"]')).toBeNull();
    expect(player.querySelector(".swd6-turned")).toBeNull();
    const gm = (await pilotSheet({ isGM: true, turned: true }, "de")).document;
    expect(gm.querySelector('[data-action="gainDarkSidePoint"]')?.closest(".swd6-point-dark")).not.toBeNull();
    expect(text(gm.querySelector(".swd6-turned"))).toBe("Gefallen");
  });

  it("has three tabs, the skills tab active, and the gear and background tabs", async () => {
    const { document } = await pilotSheet();
    const tabs = [...document.querySelectorAll<HTMLButtonElement>('nav.tabs [data-action="tab"]')];
    expect(tabs.map((tab) => [tab.dataset.tab, text(tab), tab.classList.contains("active")])).toEqual([
      ["skills", "Attributes & Skills", true],
      ["gear", "Gear", false],
      ["background", "Background", false],
    ]);
    const sections = [...document.querySelectorAll<HTMLElement>('section.tab[data-group="primary"]')];
    expect(sections.map((section) => [section.dataset.tab, section.classList.contains("active")])).toEqual([
      ["skills", true],
      ["gear", false],
      ["background", false],
    ]);
    // The template's blaster pistol, medpac and vacuum suit became Items; the rest stays as notes.
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="system.equipment"]')!.value.split("\n")).toEqual(["Rebel Uniform", "1,000 credits"]);
    expect(text(document.querySelector(".swd6-credits"))).toBe("1000 credits");
    const editor = document.querySelector("prose-mirror")!;
    expect(editor.getAttribute("name")).toBe("system.background");
    expect(editor.getAttribute("value")).toBe("<p><strong>Type:</strong> Brash Pilot</p>");
  });

  it("has an add-skill control per attribute and edit and delete controls per skill when editable", async () => {
    const { pilot, document } = await pilotSheet();
    const adds = [...document.querySelectorAll<HTMLElement>('[data-action="createSkill"]')].map((b) => b.dataset.attribute);
    expect(adds).toEqual(["dex", "kno", "mec", "per", "str", "tec"]);
    expect(document.querySelectorAll('.swd6-skill [data-action="editItem"]')).toHaveLength(pilot.skills.length);
    expect(document.querySelectorAll('.swd6-skill [data-action="deleteItem"]')).toHaveLength(pilot.skills.length);
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
    expect(text(force.querySelector("h2"))).toBe("Force Skills");
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
      "Geschicklichkeit würfeln — Eingabe: würfeln · E: Würfelcode bearbeiten · ↑↓: seine Fertigkeiten",
    );
  });

  it("speaks Spanish", async () => {
    const { document } = await pilotSheet({}, "es");
    expect(text(document.querySelector(".swd6-attribute-name"))).toBe("Destreza");
    expect(text(document.querySelector('.swd6-wound[data-level="wounded"]'))).toBe("Herido");
  });
});

/** The Bounty Hunter with Bounty Hunter Armor added from the compendium, as the Gear tab test character. */
function bountyHunter(options: { worn?: string[]; bonuses?: Record<string, string> } = {}): Character {
  const hunter = characterFrom("Bounty Hunter", { worn: options.worn, bonuses: options.bonuses });
  hunter.gear.push(gearItem("armor", "Bounty Hunter Armor", "armorbh00000001", options.worn?.includes("Bounty Hunter Armor")));
  return hunter;
}

async function gearTab(character: Character, options: Parameters<typeof characterContext>[1] = {}, lang: "en" | "de" | "es" = "en") {
  return toDom(await renderCharacterSheet(characterContext(character, { ...options, lang, tab: "gear" }), lang));
}

const rowsOf = (document: Document, list: string) => [...document.querySelectorAll(`[data-gear="${list}"] li.swd6-gear-row`)];

describe("the character sheet's Gear tab", () => {
  it("is the active tab when chosen, and lists the weapons by name with damage, skill and range or difficulty", async () => {
    const document = await gearTab(bountyHunter({ bonuses: { blaster: "2D" } }));
    expect(document.querySelector('section.tab[data-tab="gear"]')!.classList.contains("active")).toBe(true);
    const weapons = rowsOf(document, "weapon").map((row) => [
      text(row.querySelector(".swd6-gear-title")),
      text(row.querySelector(".swd6-weapon-damage .swd6-code")),
      text(row.querySelector(".swd6-weapon-skill")),
      text(row.querySelector(".swd6-weapon-range")),
    ]);
    expect(weapons).toEqual([
      // Dexterity 4D: Blaster with 2D added is 6D, Melee Combat at its attribute 4D; no Grenade skill:
      // the attack rolls its attribute, Dexterity 4D.
      ["Blaster Pistol", "4D", "Blaster 6D", "3-10/30/120 m"],
      ["Heavy Blaster Pistol", "5D", "Blaster 6D", "3-7/25/50 m"],
      ["Hold-Out Blaster", "3D", "Blaster 6D", "3-4/8/12 m"],
      ["Knife", "STR+1D (maximum: 6D)", "Melee Combat 4D", "Very Easy"],
      ["Knife", "STR+1D (maximum: 6D)", "Melee Combat 4D", "Very Easy"],
      ["Thermal Detonator", "10D/8D/5D/2D", "Grenade 4D no skill: Dexterity", "3-4/7/12 m"],
    ]);
  });

  it("shows the codes worn armor leaves to roll: Dexterity, its skills and the weapons that use them, the own code beside", async () => {
    const document = await gearTab(bountyHunter({ bonuses: { blaster: "2D" }, worn: ["Bounty Hunter Armor"] }));
    // Bounty Hunter Armor takes 2D off Dexterity 4D: a click rolls 2D; Blaster 6D rolls 4D.
    expect(text(document.querySelector('[data-attribute="dex"] .swd6-attribute-code'))).toBe("2D");
    expect(document.querySelector('[data-attribute="dex"] .swd6-attribute-code')!.getAttribute("aria-label")).toBe("2D, roll Dexterity");
    const blaster = [...document.querySelectorAll('[data-attribute="dex"] .swd6-skill')].find(
      (row) => text(row.querySelector(".swd6-skill-name")) === "Blaster",
    )!;
    expect([text(blaster.querySelector(".swd6-skill-code")), text(blaster.querySelector(".swd6-code-base"))]).toEqual(["4D", "base 6D"]);
    const weapons = Object.fromEntries(
      rowsOf(document, "weapon").map((row) => [text(row.querySelector(".swd6-gear-title")), text(row.querySelector(".swd6-weapon-skill"))]),
    );
    expect(weapons["Blaster Pistol"]).toBe("Blaster 4D");
    expect(weapons["Thermal Detonator"]).toBe("Grenade 2D no skill: Dexterity");
    // Strength is no Dexterity skill: its code is the character's own, no base beside it.
    expect(text(document.querySelector('[data-attribute="str"] .swd6-attribute-code'))).toBe("3D+2");
    expect(document.querySelector('[data-attribute="str"] .swd6-code-base')).toBeNull();
  });

  it("gives every weapon an attack button marked as a roll control, and makes its row draggable as the Item", async () => {
    const hunter = bountyHunter();
    const document = await gearTab(hunter);
    for (const row of rowsOf(document, "weapon")) {
      const id = row.getAttribute("data-item-id")!;
      expect(hunter.gear.find((item) => item.id === id)?.type).toBe("weapon");
      expect(row.getAttribute("draggable")).toBe("true");
      expect(row.classList.contains("draggable")).toBe(true);
      const attack = row.querySelector<HTMLButtonElement>('button[data-action="attack"]')!;
      expect(attack.hasAttribute("data-roll-control")).toBe(true);
      expect(attack.getAttribute("aria-label")).toBe(`Attack with ${text(row.querySelector(".swd6-gear-title"))}`);
    }
    expect(document.querySelectorAll('[data-action="attack"]')).toHaveLength(6);
  });

  it("shows each armor's values as the rules read them, the worn one pressed, and the worn armor's effect on top", async () => {
    const document = await gearTab(bountyHunter({ worn: ["Bounty Hunter Armor"] }));
    const armor = rowsOf(document, "armor").map((row) => [
      text(row.querySelector(".swd6-gear-title")),
      text(row.querySelector(".swd6-armor-physical")),
      text(row.querySelector(".swd6-armor-energy")),
      text(row.querySelector(".swd6-armor-penalty")),
      row.querySelector('[data-action="toggleWorn"]')!.getAttribute("aria-pressed"),
      text(row.querySelector('[data-action="toggleWorn"]')),
    ]);
    // Bounty Hunter Armor prints no penalty: the larger bonus, 2D (Grundregeln and Reglas); the vest prints 0D.
    expect(armor).toEqual([
      ["Bounty Hunter Armor", "+2D", "+1D", "-2D*", "true", "Worn"],
      ["Protective Vest", "+1D+2", "+2", "—", "false", "Carried"],
    ]);
    expect(rowsOf(document, "armor")[0].querySelector(".swd6-armor-penalty")!.getAttribute("data-tooltip")).toMatch(/larger bonus/);
    expect(text(document.querySelector("[data-worn-armor] .swd6-worn-effect"))).toBe("+2D physical +1D energy Dexterity -2D");
    expect(text(document.querySelector('[data-attribute="dex"] [data-armor-note]'))).toBe("armor -2D");
    expect(document.querySelectorAll("[data-armor-note]")).toHaveLength(1);
  });

  it("says no armor is worn, and puts no armor note on Dexterity, when nothing is worn", async () => {
    const document = await gearTab(bountyHunter());
    expect(text(document.querySelector("[data-worn-armor]"))).toBe("Worn armor none");
    expect(document.querySelector("[data-armor-note]")).toBeNull();
    expect(rowsOf(document, "armor").every((row) => row.querySelector('[data-action="toggleWorn"]')!.getAttribute("aria-pressed") === "false")).toBe(true);
  });

  it("lists the equipment with quantity, cost and its description as a tooltip", async () => {
    const document = await gearTab(bountyHunter());
    const equipment = rowsOf(document, "equipment").map((row) => [
      text(row.querySelector(".swd6-gear-title")),
      text(row.querySelector(".swd6-equipment-quantity")),
      text(row.querySelector(".swd6-equipment-cost")),
    ]);
    expect(equipment).toEqual([
      ["Jet Pack", "×1", "1800 cr"],
      ["Medpac", "×2", "100 cr"],
    ]);
    const tooltip = rowsOf(document, "equipment")[1].querySelector(".swd6-gear-name")!.getAttribute("data-tooltip")!;
    expect(tooltip).toContain("first aid");
    expect(tooltip).not.toMatch(/<|>/);
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="system.equipment"]')!.value.split("\n")).toEqual(["1,000 credits"]);
  });

  it("offers add, edit and delete controls to its editor", async () => {
    const hunter = bountyHunter();
    const document = await gearTab(hunter);
    const adds = [...document.querySelectorAll<HTMLElement>('[data-action="createGear"]')].map((button) => button.dataset.type);
    expect(adds).toEqual(["weapon", "armor", "equipment"]);
    const gearRows = document.querySelectorAll(".swd6-gear-row");
    expect(gearRows).toHaveLength(hunter.gear.length);
    for (const row of gearRows) {
      expect(row.querySelector('[data-action="editItem"]')).not.toBeNull();
      expect(row.querySelector('[data-action="deleteItem"]')).not.toBeNull();
    }
  });

  it("read-only, has no add, edit or delete control and no worn toggle to use, but its owner still attacks", async () => {
    const html = await renderCharacterSheet(characterContext(bountyHunter({ worn: ["Protective Vest"] }), { editable: false, tab: "gear" }));
    const owner = toDom(readOnlyWindow(html, true));
    for (const action of ["createGear", "editItem", "deleteItem"]) expect(owner.querySelectorAll(`[data-action="${action}"]`), action).toHaveLength(0);
    const toggles = [...owner.querySelectorAll<HTMLButtonElement>('[data-action="toggleWorn"]')];
    expect(toggles.map((toggle) => [toggle.disabled, toggle.getAttribute("aria-pressed")])).toEqual([
      [true, "false"],
      [true, "true"],
    ]);
    const attacks = [...owner.querySelectorAll<HTMLButtonElement>('[data-action="attack"]')];
    expect(attacks).toHaveLength(6);
    expect(attacks.every((attack) => !attack.disabled)).toBe(true);
    const observer = toDom(readOnlyWindow(html, false));
    expect([...observer.querySelectorAll<HTMLButtonElement>('[data-action="attack"]')].some((attack) => !attack.disabled)).toBe(false);
  });

  it("speaks German: lists, worn armor and its effect", async () => {
    const document = await gearTab(bountyHunter({ worn: ["Protective Vest"] }), {}, "de");
    expect(text(document.querySelector('[data-tab="gear"][data-action="tab"]'))).toBe("Ausrüstung");
    expect([...document.querySelectorAll(".swd6-gear-panel h2")].map(text)).toEqual(["Waffen", "Rüstung", "Ausrüstung"]);
    expect(text(document.querySelector("[data-worn-armor] .swd6-worn-effect"))).toBe("+1D+2 physisch +2 Energie");
    // The weapons (named as the German compendium names them, and so in another order) with their
    // skills by the character's skill names, or the skill's German name with the attribute rolled in its place.
    const skills = rowsOf(document, "weapon").map((row) => text(row.querySelector(".swd6-weapon-skill")));
    expect([...skills].sort()).toEqual([
      "Blaster 4D",
      "Blaster 4D",
      "Blaster 4D",
      "Granaten 4D ohne Fertigkeit: Geschicklichkeit",
      "Nahkampfwaffen 4D",
      "Nahkampfwaffen 4D",
    ]);
    const knives = rowsOf(document, "weapon").filter((row) => text(row.querySelector(".swd6-gear-title")) === "Messer");
    expect(knives.map((row) => text(row.querySelector(".swd6-weapon-range")))).toEqual(["Sehr leicht", "Sehr leicht"]);
    expect(text(document.querySelector('[data-action="toggleWorn"][aria-pressed="true"]'))).toBe("Getragen");
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
    expect(document.querySelector<HTMLInputElement>('input[name="system.source"]')!.value).toBe("Star Wars: The Roleplaying Game, 2nd ed. R&E");
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
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="system.equipment"]')!.value.split("\n")).toEqual(context.system.equipment);
    expect(
      ["system.move", "system.forcePoints", "system.darkSidePoints", "system.credits"].map(
        (name) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value,
      ),
    ).toEqual(["10", "2", "1", "250"]);
    // Where the data came from is a flag, not a field of the sheet.
    expect(document.querySelector('[name="system.sourceNote"]')).toBeNull();
  });

  it("offers the create button in German", async () => {
    const document = toDom(await renderTemplate("templates/item/template-sheet.hbs", templateContext("Brash Pilot"), "de"));
    expect(text(document.querySelector('[data-action="createCharacter"]'))).toBe("Charakter aus dieser Charaktervorlage erschaffen");
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

describe("the gear sheets", () => {
  async function gearSheet(type: "weapon" | "armor" | "equipment", pack: "weapons" | "armor" | "equipment", name: string, lang: "en" | "de" = "en") {
    return toDom(await renderTemplate(`templates/item/${type}-sheet.hbs`, gearContext(pack, name), lang));
  }
  const value = (document: Document, name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
  const selected = (document: Document, name: string) =>
    document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.querySelector("option[selected]")?.getAttribute("value");

  it("shows the Blaster Pistol's skill, damage, kind, ranges, scale and stun setting", async () => {
    const document = await gearSheet("weapon", "weapons", "Blaster Pistol");
    expect(text(document.querySelector(".swd6-item-type"))).toBe("Weapon");
    expect([value(document, "system.skill"), value(document, "system.damage"), value(document, "system.ranges")]).toEqual(["Blaster", "4D", "3-10/30/120"]);
    expect([selected(document, "system.damageKind"), selected(document, "system.scale"), selected(document, "system.difficulty")]).toEqual([
      "energy",
      "character",
      "",
    ]);
    expect(document.querySelector<HTMLInputElement>('[name="system.stun"]')?.checked).toBe(true);
    expect(document.querySelector('[name="system.fireControl"]')?.hasAttribute("data-die-code")).toBe(true);
    // A pistol sits on no craft: no mount, no ranges in space units.
    expect(document.querySelector(".swd6-weapon-mount")).toBeNull();
    expect(document.querySelector('[name="system.spaceRanges"]')).toBeNull();
  });

  it("shows the craft mount of a weapon of a craft's scale, or one a vehicle or starship holds", () => {
    expect(isMountedWeapon({ scale: "starfighter" }, null)).toBe(true);
    expect(isMountedWeapon({ scale: "character" }, "starship")).toBe(true);
    expect(isMountedWeapon({ scale: "character", fireArc: "front" }, "character")).toBe(true);
    expect(isMountedWeapon({ scale: "character", count: 1, crew: 0, fireArc: "", spaceRanges: "" }, "character")).toBe(false);
    expect(isMountedWeapon({ scale: "character" }, null)).toBe(false);
  });

  it("offers the melee difficulty levels in German, the Vibro-Ax's selected", async () => {
    const document = await gearSheet("weapon", "weapons", "Vibro-Ax", "de");
    expect(selected(document, "system.difficulty")).toBe("moderate");
    expect(text(document.querySelector('select[name="system.difficulty"] option[selected]'))).toBe("Mittel");
    expect(text(document.querySelector('select[name="system.damageKind"] option[selected]'))).toBe("Physisch");
  });

  it("shows the Stormtrooper Armor's bonuses and penalty as die-code fields, the penalty optional", async () => {
    const document = await gearSheet("armor", "armor", "Stormtrooper Armor");
    expect([value(document, "system.physical"), value(document, "system.energy"), value(document, "system.dexterityPenalty")]).toEqual(["2D", "1D", "1D"]);
    expect(document.querySelector('[name="system.dexterityPenalty"]')?.getAttribute("data-die-code")).toBe("optional");
    expect(document.querySelector('[name="system.physical"]')?.getAttribute("data-die-code")).toBe("");
  });

  it("shows an item's quantity, cost, source and description", async () => {
    const document = await gearSheet("equipment", "equipment", "Medpac");
    expect([value(document, "system.quantity"), value(document, "system.cost")]).toEqual(["1", "100"]);
    expect(document.querySelector('[name="system.sourceNote"]')).toBeNull();
    expect(value(document, "system.source")).toBe("Star Wars: Revised, Expanded and Updated (fan rulebook, 2015)");
    expect(text(document.querySelector("prose-mirror"))).toContain("first aid");
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
      "templates/actor/character-gear.hbs",
      "templates/actor/character-header.hbs",
      "templates/actor/character-skills.hbs",
      "templates/actor/sheet-tabs.hbs",
      "templates/item/skill-sheet.hbs",
      "templates/item/template-sheet.hbs",
      "templates/item/weapon-sheet.hbs",
      "templates/item/armor-sheet.hbs",
      "templates/item/equipment-sheet.hbs",
      // rendered by tests/applications/actor/advance-mode-screenshots.test.ts
      "templates/actor/character-advance.hbs",
      // rendered by tests/applications/item/force-power-sheet.test.ts
      "templates/item/force-power-sheet.hbs",
      // rendered by tests/applications/actor/craft-sheet.test.ts
      "templates/actor/craft/craft-crew.hbs",
      "templates/actor/craft/craft-damage.hbs",
      "templates/actor/craft/craft-header.hbs",
      "templates/actor/craft/craft-notes.hbs",
      "templates/actor/craft/craft-stats.hbs",
      // rendered by the real sheets in tests/world/npc-creature-species.test.ts and by the sheet screenshots
      "templates/actor/npc-header.hbs",
      "templates/actor/creature-header.hbs",
      "templates/actor/creature-abilities.hbs",
      "templates/item/species-sheet.hbs",
    ];
    const partials = SHEET_PARTIALS.map((path) => path.replace("systems/swd6rpg/", ""));
    expect([...files("templates/actor"), ...files("templates/item"), ...files("templates/parts")].sort()).toEqual([...rendered, ...partials].sort());
  });
});
