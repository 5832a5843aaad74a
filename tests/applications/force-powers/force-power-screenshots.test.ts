/**
 * Screenshots of Force powers: the Failed Jedi's power list on the character sheet (in English,
 * German and Spanish, each power under its shipped translation), and the chat cards of Lightsaber
 * Combat (works, kept up) and Force Lightning (fails, a Dark Side point), in English and German.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import {
  forcePowersView,
  forceSkillCodes,
  powerCardContext,
  initialPowerForm,
  powerDialogSpec,
  powerPlan,
  startingDifficulties,
} from "../../../src/applications/force-powers/flow/force-power-use.ts";
import { rollDialogSpec } from "../../../src/applications/roll-dialog.ts";
import { rollDialogWindow } from "../../helpers/roll-dialog-parts.ts";
import { forcePowerRules } from "../../../src/data/item/force-power-rules.ts";
import { keptUpActions, rollPower } from "../../../src/rules/force/force-power.ts";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser, chatLogCss, DIALOG_FRAME_CSS } from "../../helpers/browser.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { type Lang, makeLocalize, renderTemplate } from "../../helpers/render.ts";
import { blasterForm, blasterSetup } from "../../helpers/blaster-shot.ts";
import { characterContext, renderCharacterSheet } from "../sheet-data.ts";
import { failedJedi, jediPowers, powerItem } from "./force-power-fixtures.ts";
import { chatMessage } from "../../helpers/chat-log.ts";

// The roll dialog's module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

const CHAT_CSS = `${WINDOW_FRAME_CSS}
${chatLogCss()}
`;

const DIALOG_CSS = DIALOG_FRAME_CSS;

/** A power's card as the Jedi rolls it with the given faces, inside a chat message. */
async function card(name: string, difficulties: Record<string, number>, faces: number[], keepUp: boolean, lang: Lang): Promise<string> {
  const power = powerItem(name, "power0000000009", false, lang);
  const codes = { ...forceSkillCodes(failedJedi(lang).skills), alter: { dice: 2, pips: 0 } };
  const form = { difficulties: { ...startingDifficulties(power.system, "revised"), ...difficulties }, otherActions: 0, keepUp };
  const plan = powerPlan(power, codes, form, [], 0);
  const rolled = rollPower(forcePowerRules(power.system), plan, { wildDie: true, mishap: "count", random: fixedFaces(...faces), keepUp });
  const content = await renderTemplate("templates/chat/force-power-card.hbs", powerCardContext(power.name, "Ilsa Renn", rolled, plan.actions, "count"), lang);
  return chatMessage("Ilsa Renn", content, lang);
}

describe("Force power screenshots", () => {
  const browser = useBrowser();

  for (const [lang, name] of [
    ["en", "force-power-card"],
    ["de", "force-power-card-de"],
    ["es", "force-power-card-es"],
  ] as const) {
    it(`shows Lightsaber Combat working and kept up, then Force Lightning failing with its Dark Side point (${lang})`, async () => {
      const cards = [await card("Lightsaber Combat", {}, [6, 6, 2, 6, 3], true, lang), await card("Force Lightning", { alter: 14 }, [3, 4, 5], false, lang)];
      expect(cards[1]).toContain("data-dark-side");
      const path = await screenshot(browser(), name, `<ol id="chat-log">${cards.join("")}</ol>`, {
        width: 360,
        height: 900,
        selector: "#chat-log",
        pageCss: CHAT_CSS,
      });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
    });
  }

  it.each(["en", "de", "es"] as const)(
    "shows the dialog that uses Lightsaber Combat with Absorb/Dissipate Energy kept up, and a Blaster roll's kept-up line (%s)",
    async (lang) => {
      const localize = makeLocalize(lang);
      const jedi = failedJedi(lang);
      const input = {
        id: "power",
        power: powerItem("Lightsaber Combat", "power0000000003", false, lang),
        actorName: jedi.name,
        codes: forceSkillCodes(jedi.skills),
        keptUp: [["control"]] as ("control" | "sense" | "alter")[][],
        woundPenalty: 0,
        edition: "revised" as const,
      };
      const power = await rollDialogWindow(
        localize("SWD6.ForcePowers.useTitle", { power: input.power.name }),
        powerDialogSpec(input),
        initialPowerForm(input.power, "revised"),
        "swd6-power-window",
        lang,
      );
      const roll = await rollDialogWindow(
        localize("SWD6.Roll.title", { label: "Blaster" }),
        rollDialogSpec(blasterSetup({ actorName: jedi.name, keptUpActions: 1 }), "roll"),
        blasterForm(),
        "",
        lang,
      );
      const path = await screenshot(
        browser(),
        lang === "en" ? "force-power-dialog" : `force-power-dialog-${lang}`,
        `<div style="display:flex;gap:16px;align-items:flex-start">${power}${roll}</div>`,
        {
          width: 980,
          height: 1000,
          pageCss: DIALOG_CSS,
        },
      );
      expect(pngSize(path).width).toBeGreaterThanOrEqual(940);
    },
  );

  it.each([
    ["en", "character-force-powers"],
    ["de", "character-force-powers-de"],
    ["es", "character-force-powers-es"],
  ] as const)("shows the Failed Jedi's Force powers on the character sheet in %s, Absorb/Dissipate Energy kept up", async (lang, name) => {
    const jedi = failedJedi(lang);
    // Each power as the shipped translation gives it (lang/babele), as a German or Spanish table sees it.
    const powers = jediPowers(lang);
    const kept = keptUpActions(powers.filter((p) => p.up).map((p) => forcePowerRules(p.system).skills));
    const base = characterContext(jedi, { lang });
    const portrait = `data:image/svg+xml;base64,${readFileSync(new URL("../../../assets/portrait.svg", import.meta.url)).toString("base64")}`;
    const context = {
      ...base,
      actor: { ...base.actor, name: jedi.name, img: portrait },
      forcePowers: forcePowersView(true, powers, forceSkillCodes(jedi.skills), kept, "revised"),
    };
    const html = (await renderCharacterSheet(context, lang)).replace('<form class="application', '<form style="width:780px" class="application');
    const path = await screenshot(browser(), name, html, { width: 820, height: 1700, selector: ".application", pageCss: WINDOW_FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(780);
  });
});
