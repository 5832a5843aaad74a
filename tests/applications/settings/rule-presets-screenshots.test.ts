import { describe, expect, it } from "vitest";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { loadLang, renderTemplate } from "../../helpers/render.ts";
import { rulePresetsView, valuesOf } from "../../../src/applications/settings/rule-presets.ts";

/** The menu's window as ApplicationV2 frames it. */
function menuWindow(title: string, body: string): string {
  return (
    `<form class="application swd6rpg swd6-rule-presets-window" style="width:760px">` +
    `<header class="window-header"><h1 class="window-title">${title}</h1></header>` +
    `<section class="window-content">${body}</section></form>`
  );
}

describe("rule presets screenshots", () => {
  const browser = useBrowser();

  it.each(["en", "de", "es"] as const)("shows the settings menu of a world on the 1st edition preset (%s)", async (lang) => {
    const body = await renderTemplate("templates/apps/rule-presets.hbs", rulePresetsView(valuesOf("first-edition")), lang);
    const title = loadLang(lang)["SWD6.RulePresets.title"];
    const path = await screenshot(browser(), lang === "en" ? "settings-presets" : `settings-presets-${lang}`, menuWindow(title, body), {
      width: 800,
      height: 900,
      selector: ".application",
      pageCss: WINDOW_FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(760);
  });

  it("shows a mixed world as custom, in German", async () => {
    const body = await renderTemplate(
      "templates/apps/rule-presets.hbs",
      rulePresetsView({ ...valuesOf("revised"), reactionMode: "add", initiative: "side" }),
      "de",
    );
    const path = await screenshot(browser(), "settings-presets-custom-de", menuWindow("Regelvorgaben", body), {
      width: 800,
      height: 900,
      selector: ".application",
      pageCss: WINDOW_FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(760);
  });
});
