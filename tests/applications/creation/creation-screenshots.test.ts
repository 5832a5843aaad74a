import { describe, expect, it } from "vitest";
import { addSpecialization, initialWizardState, nextStep, placeSkillDice } from "../../../src/applications/creation/wizard-state.ts";
import { wizardView } from "../../../src/applications/creation/wizard-view.ts";
import { WINDOW_FRAME_CSS, inScreenshotPage, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../../helpers/render.ts";
import { formatter as format, translator } from "../sheet-data.ts";
import { wizardSetupIn } from "./wizard-data.ts";
import { typed } from "../../helpers/phrasebook.ts";

/** A Failed Jedi half-way: 2D on Lightsaber, 1D+1 on Dodge, a specialization, on the skills step with a refused 3D. */
async function renderWizard(lang: Lang): Promise<string> {
  const setup = wizardSetupIn("Failed Jedi", lang);
  let state = { ...initialWizardState(setup, "Tam Orrin"), species: "Human" };
  state = nextStep(state, setup).state;
  state = placeSkillDice(state, "lightsaber", "2D").state;
  state = placeSkillDice(state, "dodge", "1D+1").state;
  state = addSpecialization(state, "survival", typed("Desert", lang), "1D").state;
  const refused = placeSkillDice(state, "blaster", "3D");
  const view = wizardView(refused.state, setup, translator(lang), refused.problem ? [refused.problem] : [], format(lang));
  const body = await renderTemplate("templates/apps/creation-wizard.hbs", view, lang);
  return (
    `<form class="application swd6rpg swd6-creation-window" style="width:640px">` +
    `<header class="window-header"><h1 class="window-title">${loadLang(lang)["SWD6.Creation.title"]}</h1></header>` +
    `<section class="window-content">${body}</section></form>`
  );
}

describe("creation wizard screenshots", () => {
  const browser = useBrowser();

  it.each([
    ["en", "creation-wizard", "Skill dice left: 2D+2 of 7D", "At most 2D"],
    ["de", "creation-wizard-de", "Übrige Fertigkeitswürfel: 2D+2 von 7D", "Höchstens 2D"],
    ["es", "creation-wizard-es", "Dados de habilidad restantes: 2D+2 de 7D", "Como máximo 2D"],
  ] as const)("renders a Failed Jedi mid-wizard (%s)", async (lang, name, diceText, problemText) => {
    const html = await renderWizard(lang);
    const dom = toDom(html);
    expect(dom.querySelector("[data-dice-left]")?.textContent).toContain(diceText);
    expect(dom.querySelector(".swd6-creation-problems")?.textContent).toContain(problemText);
    expect(dom.querySelector('[data-skill-dice="lightsaber"]')?.getAttribute("value")).toBe("2D");
    const path = await screenshot(browser(), name, html, { width: 680, height: 1300, selector: ".application", pageCss: WINDOW_FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(640);
    // Tab follows the layout: no positive tabindex, and down each column of skill boxes before the
    // next, so the order goes back up the page once, to the top of the second column.
    const order = await inScreenshotPage(
      browser(),
      () => {
        const stops = [...document.querySelectorAll<HTMLElement>(".swd6-creation button, .swd6-creation input, .swd6-creation select")].filter(
          (element) => !(element as HTMLButtonElement).disabled && element.tabIndex >= 0 && element.checkVisibility(),
        );
        const boxes = stops.map((element) => element.getBoundingClientRect());
        const upward = boxes.slice(1).filter((box, index) => box.bottom <= boxes[index]!.top);
        return { positive: stops.filter((element) => element.tabIndex > 0).length, upward: upward.map((box) => Math.round(box.left)) };
      },
      null,
    );
    expect(order.positive).toBe(0);
    expect(order.upward).toHaveLength(1);
    expect(order.upward[0]).toBeGreaterThan(300);
  });
});
