import { describe, expect, it } from "vitest";
import { ROLL_CONTROL, VIEW_CONTROL, applySheetAccess } from "../../src/applications/view-controls.ts";
import { renderTemplate, toDom } from "../helpers/render.ts";
import { characterContext, characterFrom, readOnlyWindow, renderCharacterSheet, sheetWindow, templateContext } from "./sheet-data.ts";

/** The Brash Pilot's sheet as a user who may not edit it sees it. */
async function readOnlyCharacter(mayRoll: boolean): Promise<Document> {
  const html = await renderCharacterSheet(characterContext(characterFrom("Brash Pilot"), { editable: false }));
  return toDom(readOnlyWindow(html, mayRoll));
}

/** The Failed Jedi template's sheet as a player sees it in the locked compendium. */
async function readOnlyTemplate(): Promise<Document> {
  const body = await renderTemplate("templates/item/template-sheet.hbs", templateContext("Failed Jedi", false));
  return toDom(readOnlyWindow(sheetWindow("item template", "Failed Jedi", body), false));
}

/** Whether any field can be typed into: inputs and selects enabled, text areas writable. */
const anyEditable = (document: Document) =>
  Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, select, textarea")).some((element) =>
    element instanceof document.defaultView!.HTMLTextAreaElement ? !element.readOnly : !element.disabled,
  );

const enabled = (document: Document, selector: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(selector)).map((element) => !element.disabled);

describe("a character sheet its user may not edit", () => {
  it("switches tabs: every tab button works", async () => {
    const document = await readOnlyCharacter(false);
    const tabs = enabled(document, 'button[data-action="tab"]');
    expect(tabs).toHaveLength(3);
    expect(tabs.every(Boolean)).toBe(true);
  });

  it("lets the actor's owner roll every attribute and skill (a locked compendium's character)", async () => {
    const document = await readOnlyCharacter(true);
    expect(enabled(document, 'button[data-action="rollAttribute"]')).toEqual(Array(6).fill(true));
    const skills = enabled(document, 'button[data-action="rollSkill"]');
    expect(skills.length).toBeGreaterThan(20);
    expect(skills.every(Boolean)).toBe(true);
  });

  it("gives an observer no roll", async () => {
    const document = await readOnlyCharacter(false);
    expect(enabled(document, 'button[data-action="rollAttribute"], button[data-action="rollSkill"]').some(Boolean)).toBe(false);
  });

  it("lets the actor's owner attack with every weapon, and an observer with none", async () => {
    expect(enabled(await readOnlyCharacter(true), 'button[data-action="attack"]')).toEqual([true]);
    expect(enabled(await readOnlyCharacter(false), 'button[data-action="attack"]')).toEqual([false]);
  });

  it("leaves every editing control disabled or absent", async () => {
    const document = await readOnlyCharacter(true);
    expect(anyEditable(document)).toBe(false);
    expect(enabled(document, 'button[data-action="setWoundLevel"]').some(Boolean)).toBe(false);
    expect(enabled(document, 'button[data-action="toggleWorn"]')).toEqual([false]);
    for (const action of ["createSkill", "createGear", "editItem", "deleteItem", "editImage"]) {
      expect(document.querySelectorAll(`[data-action="${action}"]`), action).toHaveLength(0);
    }
  });
});

describe("a template in a locked compendium", () => {
  it("makes a character: the button works", async () => {
    const document = await readOnlyTemplate();
    expect(enabled(document, 'button[data-action="createCharacter"]')).toEqual([true]);
  });

  it("edits nothing: fields disabled, no add or remove control", async () => {
    const document = await readOnlyTemplate();
    expect(anyEditable(document)).toBe(false);
    for (const action of ["addTemplateSkill", "removeTemplateSkill", "addForceSkill", "removeForceSkill"]) {
      expect(document.querySelectorAll(`[data-action="${action}"]`), action).toHaveLength(0);
    }
  });
});

describe("applySheetAccess", () => {
  const form = () =>
    toDom(
      `<form><button id="tab" ${VIEW_CONTROL} disabled></button><button id="roll" ${ROLL_CONTROL} disabled></button>` +
        `<button id="delete"></button><input id="name"><select id="pick"></select><textarea id="notes"></textarea></form>`,
    );
  const state = (document: Document) =>
    Object.fromEntries(Array.from(document.querySelectorAll<HTMLInputElement>("[id]")).map((element) => [element.id, !element.disabled]));

  it("opens the view controls, and the rolls only for an owner; locks every editing control", () => {
    const observer = form();
    const usable = applySheetAccess(observer.querySelector("form") as HTMLFormElement, { editable: false, mayRoll: false });
    expect(usable.map((element) => element.id)).toEqual(["tab"]);
    expect(state(observer)).toEqual({ tab: true, roll: false, delete: false, name: false, pick: false, notes: true });
    expect((observer.querySelector("#notes") as HTMLTextAreaElement).readOnly).toBe(true);

    const owner = form();
    const ownerUsable = applySheetAccess(owner.querySelector("form") as HTMLFormElement, { editable: false, mayRoll: true });
    expect(ownerUsable.map((element) => element.id)).toEqual(["tab", "roll"]);
    expect(state(owner)).toMatchObject({ roll: true, delete: false, name: false });
  });

  it("changes nothing on a sheet its user may edit", () => {
    const document = form();
    expect(applySheetAccess(document.querySelector("form") as HTMLFormElement, { editable: true, mayRoll: true })).toEqual([]);
    expect(state(document)).toEqual({ tab: false, roll: false, delete: true, name: true, pick: true, notes: true });
  });
});
