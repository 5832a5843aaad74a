import { describe, expect, it } from "vitest";
import { chooseSpecies, initialWizardState, nextStep, stepAttribute } from "../../../src/applications/creation/wizard-state.ts";
import { wizardView } from "../../../src/applications/creation/wizard-view.ts";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../../helpers/render.ts";
import { formatter as format, translator } from "../sheet-data.ts";
import { wizardSetupIn } from "./wizard-data.ts";

/**
 * A Brash Pilot made a Rodian: on the attributes step, two pips moved from Mechanical to Strength,
 * then Next refused because Mechanical and Technical still lie above the Rodian's maximum.
 */
async function renderSpeciesStep(lang: Lang): Promise<{ html: string; problems: string[] }> {
  const setup = wizardSetupIn("Brash Pilot", lang, ["Rodian", "Twi'lek"]);
  let state = chooseSpecies(initialWizardState(setup, "Greedo Tavari"), setup, setup.species[0]!.name);
  state = nextStep(state, setup).state;
  for (let i = 0; i < 2; i++) state = stepAttribute(state, setup, "mec", -1).state;
  for (let i = 0; i < 2; i++) state = stepAttribute(state, setup, "str", 1).state;
  const held = nextStep(state, setup);
  const view = wizardView(held.state, setup, translator(lang), held.problems, format(lang));
  const body = await renderTemplate("templates/apps/creation-wizard.hbs", view, lang);
  const html =
    `<form class="application swd6rpg swd6-creation-window" style="width:640px">` +
    `<header class="window-header"><h1 class="window-title">${loadLang(lang)["SWD6.Creation.title"]}</h1></header>` +
    `<section class="window-content">${body}</section></form>`;
  return { html, problems: view.problems };
}

describe("creation wizard: attributes bounded by species", () => {
  const browser = useBrowser();

  it.each([
    ["en", "creation-species", "Mechanical must stay between"],
    ["de", "creation-species-de", "Mechanik muss zwischen"],
    ["es", "creation-species-es", "Mecánica debe quedar entre"],
  ] as const)("renders a Human template made a Rodian, held on the attributes step (%s)", async (lang, name, problem) => {
    const { html, problems } = await renderSpeciesStep(lang);
    const dom = toDom(html);
    expect(problems.some((text) => text.startsWith(problem))).toBe(true);
    expect(dom.querySelector('tr[data-attribute="str"] .swd6-code')?.textContent).toBe("3D+2");
    expect(dom.querySelector('tr[data-attribute="tec"]')?.classList.contains("out-of-range")).toBe(true);
    expect(dom.querySelector('tr[data-attribute="mec"]')?.classList.contains("out-of-range")).toBe(true);
    const path = await screenshot(browser(), name, html, { width: 680, height: 900, selector: ".application", pageCss: WINDOW_FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(640);
  });
});
