import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { type CardViewer, attackCardContext } from "../../../src/applications/attack/flow/attack-card-view.ts";
import { reactionChoices } from "../../../src/applications/attack/reaction-choices.ts";
import type { AttackCardMessage } from "../../../src/applications/attack/flow/attack-card-message.ts";
import { pngSize, screenshot, useBrowser, chatLogCss } from "../../helpers/browser.ts";
import { type Lang, renderTemplate, toDom } from "../../helpers/render.ts";
import { chatMessage as chatLogMessage } from "../../helpers/chat-log.ts";
import { GM, bare, codeRoll, fixedRoll, play, tieShootsXwing, xwingSystem } from "./attack-fixtures.ts";

/** What core CSS draws around a chat message in Foundry's chat log. */
const CHAT_CSS = chatLogCss(320);

const X = "Scene.s.Token.xwing";
const GM_VIEW: CardViewer = { isGM: true, ownsAttacker: false, ownedTargets: [] };
const DAMAGE = codeRoll("5D", { dice: [4, 5, 3, 2], wild: [4] });
const HULL = codeRoll("5D", { dice: [3, 2, 1, 3], wild: [3] });
const WEAPON_IMG = `data:image/svg+xml;base64,${readFileSync(new URL("../../../assets/d6.svg", import.meta.url)).toString("base64")}`;

/** The TIE's shot at Red Three: hit, 18 damage against a hull and shields roll of 12, lightly damaged. */
function resisted(lang: Lang = "en"): AttackCardMessage {
  return play(
    tieShootsXwing(18, lang),
    [{ type: "rollDamage", target: X, stage: "attacked", total: DAMAGE.total }, GM],
    [{ type: "resist", target: X, stage: "damaged", total: HULL.total }, GM],
  );
}

async function chatMessage(card: AttackCardMessage, lang: Lang): Promise<string> {
  const context = attackCardContext({
    card: { ...card, weapon: { ...card.weapon, img: WEAPON_IMG } },
    attackRoll: fixedRoll(card.weapon.name, bare("6D"), { dice: [4, 3, 2, 3, 2], wild: [4] }),
    rolls: { [X]: { damage: DAMAGE, resistance: HULL } },
    viewer: GM_VIEW,
    reactions: { [X]: reactionChoices({ reach: "ranged", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false }) },
  });
  const content = await renderTemplate("templates/chat/attack-card.hbs", context, lang);
  return `<ol id="chat-log">${chatLogMessage(card.attackerName, content, lang)}</ol>`;
}

async function shoot(name: string, html: string): Promise<void> {
  const path = await screenshot(browser(), name, html, { width: 380, height: 1000, selector: "#chat-log", pageCss: CHAT_CSS });
  expect(pngSize(path).width).toBeGreaterThanOrEqual(320);
}

const browser = useBrowser();

describe("starship attack card screenshots", () => {
  it("a TIE fighter's laser cannons against an X-wing: resisted with hull and shields, lightly damaged", async () => {
    expect(DAMAGE.total).toBe(18);
    expect(HULL.total).toBe(12);
    const html = await chatMessage(resisted(), "en");
    const dom = toDom(html);
    expect(dom.querySelector(`[data-target="${X}"] .wound-level`)?.textContent).toBe("Lightly damaged");
    expect(dom.querySelector(`[data-target="${X}"] .attack-step.is-resistance .step-total`)?.textContent).toBe("12");
    expect(dom.querySelectorAll(`button[data-card-action="apply"]`)).toHaveLength(1);
    expect(dom.querySelector(`[data-target="${X}"] .wound-label`)?.textContent).toBe("Damage result");
    expect(dom.textContent).not.toContain("mishap");
    await shoot("starship-attack-card", html);
  });

  it("in German, applied: the light damage table cost the X-wing a Move", async () => {
    const applied = play(resisted("de"), [{ type: "apply", target: X, stage: "resisted", wound: "none", craft: { system: xwingSystem(), rolls: [6] } }, GM]);
    const html = await chatMessage(applied, "de");
    const dom = toDom(html);
    expect(dom.querySelector(`[data-target="${X}"] .wound-level`)?.textContent).toBe("Leicht beschädigt");
    expect(dom.querySelector(`[data-target="${X}"] .applied-after`)?.textContent).toBe("Bewegungen verloren");
    expect(dom.querySelector(`[data-target="${X}"] .applied-moves`)?.textContent).toBe("Bewegungen verloren, insgesamt: 1");
    await shoot("starship-attack-card-de", html);
  });

  it("in Spanish, resisted", async () => {
    await shoot("starship-attack-card-es", await chatMessage(resisted("es"), "es"));
  });
});
