import { describe, expect, it } from "vitest";
import { movementCardContext, movementOutcome, planMovement } from "../../../src/applications/craft/movement-plan.ts";
import { crewRollCode } from "../../../src/rules/vehicles/crew-roll.ts";
import { parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { packEntry } from "../../helpers/packs.ts";
import { pngSize, screenshot, useBrowser, chatLogCss } from "../../helpers/browser.ts";
import { type Lang, renderTemplate } from "../../helpers/render.ts";
import { chatMessage } from "../../helpers/chat-log.ts";
import { translatedEntry, translatedName } from "../../helpers/babele.ts";

interface VehicleSystem {
  move: number;
  maneuverability: string;
}

const CHAT_CSS = chatLogCss();

/** Three moves of compendium craft (named in the table's language): a landspeeder at high speed, a speeder bike failing all-out, a ram. */
async function cards(lang: Lang): Promise<string[]> {
  const landspeeder = translatedEntry("vehicles", packEntry<VehicleSystem>("vehicles", "X-34 Landspeeder"), lang);
  const bike = translatedEntry("vehicles", packEntry<VehicleSystem>("vehicles", "Speeder Bike"), lang);
  // Kell Tavari: repulsorlift operation 4D.
  const skill = parseDieCode("4D");
  const out: string[] = [];

  const high = planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: false, somethingToHit: true }, landspeeder.system.move, "revised");
  const highRoll = rollDieCode(crewRollCode(skill, null, parseDieCode(landspeeder.system.maneuverability)).code, {
    wildDie: true,
    random: fixedFaces(4, 3, 5, 2, 1, 4),
  });
  out.push(
    await renderTemplate(
      "templates/chat/movement-card.hbs",
      movementCardContext(high, movementOutcome(high, highRoll.total), {
        craftName: landspeeder.name,
        pilotName: "Kell Tavari",
        roll: { total: highRoll.total, difficulty: high.rollDifficulty },
      }),
      lang,
    ),
  );

  const allOut = planMovement("vehicle", { speed: "all-out", terrain: "difficult", ramming: false, somethingToHit: true }, bike.system.move, "revised");
  const bikeRoll = rollDieCode(crewRollCode(skill, null, parseDieCode(bike.system.maneuverability)).code, {
    wildDie: true,
    random: fixedFaces(1, 2, 1, 3, 2, 2, 3),
  });
  out.push(
    await renderTemplate(
      "templates/chat/movement-card.hbs",
      movementCardContext(allOut, movementOutcome(allOut, bikeRoll.total), {
        craftName: bike.name,
        pilotName: "Kell Tavari",
        roll: { total: bikeRoll.total, difficulty: allOut.rollDifficulty },
      }),
      lang,
    ),
  );

  const ram = planMovement("vehicle", { speed: "cruising", terrain: "easy", ramming: true, somethingToHit: true }, landspeeder.system.move, "revised");
  out.push(
    await renderTemplate(
      "templates/chat/movement-card.hbs",
      movementCardContext(ram, movementOutcome(ram, 22), { craftName: landspeeder.name, pilotName: null, roll: { total: 22, difficulty: ram.rollDifficulty } }),
      lang,
    ),
  );
  return out;
}

describe("movement card screenshots", () => {
  const browser = useBrowser();

  for (const [lang, name] of [
    ["en", "vehicle-movement-card"],
    ["de", "vehicle-movement-card-de"],
    ["es", "vehicle-movement-card-es"],
  ] as const) {
    it(`renders a landspeeder's and a speeder bike's moves (${lang})`, async () => {
      const rendered = await cards(lang);
      expect(rendered[1]).toContain("is-failure");
      const html = `<ol id="chat-log">${rendered.map((card, i) => chatMessage(translatedName(i === 1 ? "Speeder Bike" : "X-34 Landspeeder", lang), card, lang)).join("")}</ol>`;
      const path = await screenshot(browser(), name, html, { width: 360, height: 1000, selector: "#chat-log", pageCss: CHAT_CSS });
      expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
    });
  }
});
