import { describe, expect, it, vi } from "vitest";
import { Window } from "happy-dom";
import { rollDialogContext } from "../../src/applications/roll-dialog.ts";
import { fillDifficulty } from "../../src/api/dialog-difficulty.ts";
import { blasterForm, blasterSetup } from "../helpers/blaster-shot.ts";
import { renderTemplate } from "../helpers/render.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

/** The roll dialog's content in a page, with a record of the input events its wiring would hear. */
async function dialog() {
  const window = new Window();
  const html = await renderTemplate("templates/apps/roll-dialog.hbs", rollDialogContext(blasterSetup(), { ...blasterForm(), difficulty: null, difficultyLevel: null }, "t"));
  window.document.body.innerHTML = `<form>${html}</form>`;
  const root = window.document.body as unknown as HTMLElement;
  const heard: string[] = [];
  root.addEventListener("change", (event) => heard.push(`change:${(event.target as HTMLElement).getAttribute("name")}`));
  root.addEventListener("input", (event) => heard.push(`input:${(event.target as HTMLElement).getAttribute("name")}`));
  return { root, heard };
}

describe("fillDifficulty", () => {
  it("chooses a level in the dialog's list as a player would, so the dialog fills in its number", async () => {
    const { root, heard } = await dialog();
    expect(fillDifficulty(root, { number: null, level: "difficult" })).toBe(true);
    expect((root.querySelector('select[name="difficultyLevel"]') as HTMLSelectElement).value).toBe("difficult");
    expect(heard).toEqual(["change:difficultyLevel"]);
  });

  it("types a number into the dialog's field as a player would, so the dialog selects its level", async () => {
    const { root, heard } = await dialog();
    expect(fillDifficulty(root, { number: 17, level: null })).toBe(true);
    expect((root.querySelector('input[name="difficulty"]') as HTMLInputElement).value).toBe("17");
    expect(heard).toEqual(["input:difficulty"]);
  });

  it("says so when the element is not the roll dialog", () => {
    const root = new Window().document.body as unknown as HTMLElement;
    expect(fillDifficulty(root, { number: 10, level: null })).toBe(false);
  });
});
