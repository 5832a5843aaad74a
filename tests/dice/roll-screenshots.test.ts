import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { type RollForm, type RollSetup, rollDialogContext } from "../../src/applications/roll-dialog.ts";
import { rollCardContext } from "../../src/chat/roll-card.ts";
import { type D6RollOptions, type MishapHandling, facesOfTerms } from "../../src/dice/d6-roll-data.ts";
import { planRoll } from "../../src/dice/roll-modifiers.ts";
import { parseDieCode, scoreD6Roll, skillCode, successProbability } from "../../src/rules/index.ts";
import { launchBrowser, screenshot } from "../helpers/browser.ts";
import { makeLocalize, renderTemplate } from "../helpers/render.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

/** What core CSS draws around the system's markup in Foundry: a window frame, buttons, the chat log. */
const FRAME_CSS = `
  .application { display: flex; flex-direction: column; margin: 0 auto; border: 1px solid #000; border-radius: 6px;
    overflow: hidden; background: #0b0a13; box-shadow: 0 0 24px rgba(0,0,0,.8); color: #e8e8e8; }
  .window-header { display: flex; align-items: center; gap: 8px; height: 34px; padding: 0 12px; background: #23252b;
    border-bottom: 1px solid #000; }
  .window-title { flex: 1; margin: 0; color: #e8e8e8; font: 600 14px "Signika", "DejaVu Sans", sans-serif; }
  .header-control { color: #aaa; font: 16px sans-serif; }
  .window-content { display: flex; flex-direction: column; gap: 12px; padding: 12px; }
  .form-footer { display: flex; gap: 8px; }
  .form-footer button { flex: 1; height: 34px; color: #e8e8e8; background: #2c2f36; border: 1px solid #4a4f59;
    border-radius: 4px; font: 14px "Signika", "DejaVu Sans", sans-serif; }
  #chat-log { width: 300px; margin: 0; padding: 6px; list-style: none; background: #1a1b20; border: 1px solid #000; }
  .chat-message { margin: 0 0 8px; padding: 6px; background: #26282e; border: 1px solid #3a3c44; border-radius: 5px;
    color: #e8e8e8; font: 13px "Signika", "DejaVu Sans", sans-serif; }
  .message-header { display: flex; justify-content: space-between; margin-bottom: 4px; color: #b8b8b8; font-size: 12px; }
  .message-sender { color: #f0f0f0; font-weight: 700; }
`;

/** The Brash Pilot template from the templates compendium's source: Dexterity 3D. */
function brashPilotDexterity(): string {
  const dir = new URL("../../packs/_source/templates/", import.meta.url);
  const file = readdirSync(dir).find((name) => name.startsWith("brash-pilot_"));
  if (!file) throw new Error("packs/_source/templates has no Brash Pilot");
  return JSON.parse(readFileSync(new URL(file, dir), "utf8")).system.attributes.dex;
}

/** Blaster 4D+2: the template's Dexterity 3D plus 1D+2. */
const BLASTER = skillCode(parseDieCode(brashPilotDexterity()), parseDieCode("1D+2"));

/** A Blaster roll's card for fixed faces, through the same planning and scoring as a real roll. */
async function card(faces: { dice: number[]; wild: number[] }, mishap: MishapHandling, actions: number): Promise<string> {
  const plan = planRoll({ base: BLASTER, kind: "skill", actions, wound: null });
  const options: D6RollOptions = {
    label: "Blaster",
    actorName: "Kell Tavari",
    base: plan.base,
    code: plan.code,
    modifiers: plan.modifiers,
    wildDie: true,
    mishap,
    difficulty: 15,
    difficultyLevel: "moderate",
    probability: successProbability(plan.code, 15, { wildDie: true, mishap: "count" }),
    automatic: null,
  };
  const terms = [
    { kind: "die" as const, faces: 6, results: faces.dice.map((result) => ({ result })) },
    { kind: "operator" as const, operator: "+" },
    { kind: "wild" as const, results: faces.wild.map((result) => ({ result })) },
    { kind: "operator" as const, operator: "+" },
    { kind: "number" as const, number: plan.code.pips },
  ];
  const result = scoreD6Roll(facesOfTerms(terms), mishap === "ask" ? "count" : mishap);
  const content = await renderTemplate("templates/chat/roll-card.hbs", rollCardContext({ options, result, isPrivate: false }));
  return `<li class="chat-message message flexcol"><header class="message-header"><span class="message-sender">Kell Tavari</span>` +
    `<span class="message-timestamp">now</span></header><div class="message-content">${content}</div></li>`;
}

/** Reads a PNG's width and height from its header. */
function pngSize(path: string): { width: number; height: number } {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("roll screenshots", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("renders the roll dialog of a wounded Brash Pilot's second blaster shot", async () => {
    const setup: RollSetup = {
      label: "Blaster",
      actorName: "Kell Tavari",
      base: BLASTER,
      kind: "skill",
      wound: { level: "wounded", model: "difference" },
      mishap: "ask",
      edition: "revised",
      wildDie: true,
      canToggleWildDie: false,
    };
    const form: RollForm = { difficulty: 15, difficultyLevel: "moderate", modifier: "+1", actions: 2, wildDie: true, mode: "gm" };
    const content = await renderTemplate("templates/apps/roll-dialog.hbs", rollDialogContext(setup, form, "roll"));
    const localize = makeLocalize("en");
    const html =
      `<div class="application dialog themed theme-dark swd6rpg swd6-roll-window" style="width:460px">` +
      `<header class="window-header"><h1 class="window-title">${localize("SWD6.Roll.title", { label: "Blaster" })}</h1>` +
      `<span class="header-control">✕</span></header>` +
      `<form class="window-content standard-form"><div class="dialog-content standard-form">${content}</div>` +
      `<footer class="form-footer"><button type="submit" data-action="roll" class="default">${localize("SWD6.Roll.roll")}</button>` +
      `<button type="button" data-action="cancel">${localize("SWD6.Roll.cancel")}</button></footer></form></div>`;
    expect(html).toContain("2D+3");
    const path = await screenshot(browser, "roll-dialog", html, { width: 500, height: 900, selector: ".application", pageCss: FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(460);
  });

  it("renders roll cards: a wild die chain, a pending mishap, a mishap that removed dice", async () => {
    const cards = [
      await card({ dice: [4, 2], wild: [6, 6, 3] }, "count", 2),
      await card({ dice: [5, 3, 2], wild: [1] }, "ask", 1),
      await card({ dice: [5, 3, 2], wild: [1] }, "remove-highest", 1),
    ];
    const path = await screenshot(browser, "roll-chat-card", `<ol id="chat-log">${cards.join("")}</ol>`, {
      width: 360,
      height: 900,
      selector: "#chat-log",
      pageCss: FRAME_CSS,
    });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(300);
  });
});
