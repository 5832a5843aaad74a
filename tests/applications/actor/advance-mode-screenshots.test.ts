import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { advanceTargets } from "../../../src/documents/advance-targets.ts";
import { advanceView } from "../../../src/applications/actor/advance-view.ts";
import { type AdvanceRecord, applyAdvance } from "../../../src/rules/index.ts";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { type Lang, loadLang, renderTemplate, toDom } from "../../helpers/render.ts";
import { characterContext, characterFrom, renderCharacterSheet } from "../sheet-data.ts";

/** The translations advance mode reads, in one language. */
function translations(lang: Lang) {
  const strings = loadLang(lang);
  const i18n = { localize: (key: string) => strings[key] ?? key, has: (key: string) => key in strings, lang };
  const format = (key: string, data: Record<string, string>) => (strings[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => data[n] ?? "");
  return { i18n, format };
}

describe("advance mode", () => {
  const browser = useBrowser();

  it.each(["en", "de", "es"] as const)("shows each trait's next code and cost, and a log of two advances with fixed numbers (%s)", async (lang) => {
    const { i18n, format } = translations(lang);
    const jedi = characterFrom("Failed Jedi", { bonuses: { lightsaber: "2D", dodge: "1D" }, lang });
    jedi.name = "Tam Orrin";
    jedi.skills.forEach((skill, index) => (skill.id = `skill${String(index).padStart(11, "0")}`));
    const lightsaber = jedi.skills.find((s) => s.system.key === "lightsaber")!;
    let targets = advanceTargets(jedi.system.attributes, jedi.skills as never);
    // Lightsaber 2D+2 + 2D = 4D+2: raising it costs 4 and takes 4 days.
    const first = applyAdvance(
      targets.find((t) => t.target.key === `skill:${lightsaber.id}`)!.target,
      { characterPoints: 12, adventure: 1, log: [] },
      "2026-11-20T10:00:00Z",
    );
    lightsaber.system.bonus = "2D+1";
    expect(first.record).toMatchObject({ from: "4D+2", to: "5D", cost: 4, days: 4 });
    targets = advanceTargets(jedi.system.attributes, jedi.skills as never);
    const control = jedi.skills.find((s) => s.system.key === "control")!;
    const second = applyAdvance(
      targets.find((t) => t.target.key === `skill:${control.id}`)!.target,
      { characterPoints: first.characterPoints, adventure: 1, log: first.log },
      "2026-11-21T10:00:00Z",
    );
    control.system.bonus = "1D+1";
    expect(second.characterPoints).toBe(7);
    targets = advanceTargets(jedi.system.attributes, jedi.skills as never);

    const context = characterContext(jedi, { lang });
    const log: AdvanceRecord[] = second.log;
    const advance = advanceView(context.sheet, targets, { characterPoints: 7, adventure: 1, log }, i18n, format);
    // The log names a skill by its item's name, as the table's compendium named it.
    expect(advance.log.map((line) => line.what)).toEqual([control.name, lightsaber.name]);
    if (lang !== "en") expect(control.name).not.toBe("Control");
    const portrait = `data:image/svg+xml;base64,${readFileSync(new URL("../../../assets/portrait.svg", import.meta.url)).toString("base64")}`;
    const html = await renderCharacterSheet({ ...context, actor: { ...context.actor, img: portrait }, advanceMode: true, advance } as never, lang);
    const logHtml = await renderTemplate("templates/actor/character-advance.hbs", { advanceMode: true, advance, isGM: true }, lang);
    const full = html.replace("</section></form>", `${logHtml}</section></form>`);
    const dom = toDom(full);
    const blaster = dom.querySelector(`[data-advance-key="skill:${jedi.skills.find((s) => s.system.key === "blaster")!.id}"]`);
    expect(blaster?.getAttribute("data-tooltip")).toContain(lang === "en" ? "2D+2 → 3D: 2 character points, 2 days of training" : "2D+2 → 3D");
    expect(dom.querySelector(`[data-advance-key="skill:${lightsaber.id}"]`)?.classList.contains("blocked")).toBe(true);
    expect(dom.querySelectorAll(".swd6-advance-log tbody tr")).toHaveLength(2);
    const sized = full.replace('<form class="application', '<form style="width:780px" class="application');
    const path = await screenshot(browser(), lang === "en" ? "advance-mode" : `advance-mode-${lang}`, sized, {
      width: 820,
      height: 1500,
      selector: ".application",
      pageCss: WINDOW_FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(780);
  });
});
