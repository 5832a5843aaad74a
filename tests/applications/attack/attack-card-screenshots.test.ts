import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { type CardRollView, type CardViewer, attackCardContext } from "../../../src/applications/attack/flow/attack-card-view.ts";
import type { AttackCardMessage } from "../../../src/applications/attack/flow/attack-card-message.ts";
import type { CardRollType, ReactionChoice } from "../../../src/applications/attack/reaction-choices.ts";
import { reactionChoices } from "../../../src/applications/attack/reaction-choices.ts";
import type { RollCardContext } from "../../../src/dice/roll-card.ts";
import { pngSize, screenshot, useBrowser, chatLogCss } from "../../helpers/browser.ts";
import { type Lang, makeLocalize, renderTemplate, toDom } from "../../helpers/render.ts";
import { chatMessage as chatLogMessage } from "../../helpers/chat-log.ts";
import { GM, KEYS, attackRoll, codeRoll, garroDodge, kellShoots, play } from "./attack-fixtures.ts";

/** What core CSS draws around a chat message in Foundry's chat log. */
const CHAT_CSS = chatLogCss(320);

const PLAYER: CardViewer = { isGM: false, ownsAttacker: true, ownedTargets: [] };
const GARRO_PLAYER: CardViewer = { isGM: false, ownsAttacker: false, ownedTargets: [KEYS.garro] };
const GM_VIEW: CardViewer = { isGM: true, ownsAttacker: false, ownedTargets: [] };

const DODGE: ReactionChoice[] = reactionChoices({ reach: "ranged", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false });

/** The damage (19) and resistance (12) Garro's part of the card shows. */
const DAMAGE = codeRoll("5D", { dice: [4, 5, 3, 2], wild: [5] });
const RESISTANCE = codeRoll("3D+3", { dice: [3, 4], wild: [2] });

/** The weapon's picture as Foundry would serve it: the page has no server, so it is inlined. */
const WEAPON_IMG = `data:image/svg+xml;base64,${readFileSync(new URL("../../../assets/d6.svg", import.meta.url)).toString("base64")}`;

async function chatMessage(
  card: AttackCardMessage,
  viewer: CardViewer,
  options: {
    roll?: RollCardContext;
    rolls?: Record<string, Partial<Record<CardRollType, CardRollView>>>;
    lang?: Lang;
    reactions?: Record<string, ReactionChoice[]>;
  } = {},
): Promise<string> {
  const context = attackCardContext({
    card: { ...card, weapon: { ...card.weapon, img: WEAPON_IMG } },
    attackRoll: options.roll ?? attackRoll(),
    rolls: options.rolls ?? {},
    viewer,
    reactions: options.reactions ?? { [KEYS.garro]: DODGE, [KEYS.trooper]: DODGE },
  });
  const lang = options.lang ?? "en";
  const content = await renderTemplate("templates/chat/attack-card.hbs", context, lang);
  return `<ol id="chat-log">${chatLogMessage("Kell Tavari", content, lang)}</ol>`;
}

async function shoot(name: string, html: string): Promise<void> {
  const path = await screenshot(browser(), name, html, { width: 380, height: 1000, selector: "#chat-log", pageCss: CHAT_CSS });
  expect(pngSize(path).width).toBeGreaterThanOrEqual(320);
}

const browser = useBrowser();

const damaged = (lang: Lang) => play(kellShoots(22, "replace", lang), [{ type: "rollDamage", target: KEYS.garro, stage: "attacked", total: DAMAGE.total }, GM]);
const resisted = (lang: Lang) => play(damaged(lang), [{ type: "resist", target: KEYS.garro, stage: "damaged", total: RESISTANCE.total }, GM]);

/** The miss's roll: a mishap took the 1 and the highest die out. */
const missRoll = (lang: Lang) => attackRoll({ dice: [4, 3, 2], wild: [1] }, "remove-highest", lang);
const dodgeRoll = (lang: Lang) => garroDodge({ dice: [4, 5], wild: [3] }, lang);

/** The stormtrooper's dodge, which the penalties left at 0D+2: its button says so, in the reader's language. */
const noDiceDodge = (lang: Lang) => {
  const localize = makeLocalize(lang);
  return DODGE.map((choice) => ({
    ...choice,
    noDice: "0D+2",
    label: localize("SWD6.AttackCard.react.noDice", { reaction: localize(choice.labelKey), code: "0D+2" }),
  }));
};

/** Each card pictured, as a chat message in a language. */
const CARDS = {
  hit: (lang: Lang) => chatMessage(damaged(lang), PLAYER, { rolls: { [KEYS.garro]: { damage: DAMAGE } }, lang }),
  resisted: (lang: Lang) => chatMessage(resisted(lang), GARRO_PLAYER, { rolls: { [KEYS.garro]: { damage: DAMAGE, resistance: RESISTANCE } }, lang }),
  applied: (lang: Lang) =>
    chatMessage(play(resisted(lang), [{ type: "apply", target: KEYS.garro, stage: "resisted", wound: "none" }, GM]), GM_VIEW, {
      rolls: { [KEYS.garro]: { damage: DAMAGE, resistance: RESISTANCE } },
      lang,
    }),
  miss: (lang: Lang) => chatMessage(kellShoots(missRoll(lang).total, "replace", lang), PLAYER, { roll: missRoll(lang), lang }),
  reaction: (lang: Lang) =>
    chatMessage(
      play(kellShoots(22, "add", lang), [{ type: "react", target: KEYS.garro, stage: "attacked", kind: "dodge", total: dodgeRoll(lang).total }, GM]),
      GM_VIEW,
      { rolls: { [KEYS.garro]: { reaction: dodgeRoll(lang) } }, lang },
    ),
  defense: (lang: Lang) =>
    chatMessage(resisted(lang), GM_VIEW, {
      rolls: { [KEYS.garro]: { damage: DAMAGE, resistance: { ...RESISTANCE, points: { action: "spendCharacterPoint", rollIndex: 2, spent: 0, left: 5 } } } },
      reactions: { [KEYS.trooper]: noDiceDodge(lang) },
      lang,
    }),
} as const;

describe("attack card screenshots", () => {
  it("a hit with damage rolled, as the attacker's player sees it", async () => {
    const html = await CARDS.hit("en");
    const dom = toDom(html);
    expect(dom.querySelector(`[data-target="${KEYS.garro}"] .attack-step.is-damage .step-total`)?.textContent).toBe("19");
    expect(dom.querySelectorAll(`button[data-card-action="rollDamage"][data-target="${KEYS.trooper}"]`)).toHaveLength(1);
    await shoot("attack-card-hit", html);
  });

  it("resisted, with the wound the chart gives, as Garro's player sees it", async () => {
    const html = await CARDS.resisted("en");
    const dom = toDom(html);
    expect(dom.querySelector(`[data-target="${KEYS.garro}"] .wound-level`)?.textContent).toBe("Wounded");
    expect(dom.querySelectorAll(`button[data-card-action="apply"]`)).toHaveLength(1);
    await shoot("attack-card-resisted", html);
  });

  it("applied, as the gamemaster sees it: undo, and every button of the stormtrooper", async () => {
    const html = await CARDS.applied("en");
    const dom = toDom(html);
    expect(dom.querySelector(".applied-after")?.textContent).toBe("Wounded");
    expect(dom.querySelectorAll("button[data-card-action]").length).toBe(3);
    await shoot("attack-card-applied", html);
  });

  it("a miss: a mishap took the 1 and the highest die out", async () => {
    expect(missRoll("en").total).toBe(7);
    const html = await CARDS.miss("en");
    expect(toDom(html).querySelectorAll(".attack-target.is-miss")).toHaveLength(2);
    expect(toDom(html).querySelectorAll("button[data-card-action]")).toHaveLength(0);
    await shoot("attack-card-miss", html);
  });

  it("a dodge added to the difficulty (1st edition) turns Garro's hit into a miss", async () => {
    const html = await CARDS.reaction("en");
    const garro = toDom(html).querySelector(`[data-target="${KEYS.garro}"]`);
    expect(garro?.querySelector(".difficulty-base")?.textContent).toBe("15");
    expect(garro?.querySelector(".difficulty-number")?.textContent).toBe("27");
    expect(garro?.classList.contains("is-miss")).toBe(true);
    await shoot("attack-card-reaction", html);
  });

  it("a resistance roll that still takes character points offers them on its step; a dodge the penalties left at 0D says so", async () => {
    const html = await CARDS.defense("en");
    const dom = toDom(html);
    const offer = dom.querySelector(`[data-target="${KEYS.garro}"] .attack-step.is-resistance button[data-action="spendCharacterPoint"]`);
    expect(offer?.getAttribute("data-roll-index")).toBe("2");
    const disabled = dom.querySelector<HTMLButtonElement>(`[data-target="${KEYS.trooper}"] button.no-dice`);
    expect(disabled?.disabled).toBe(true);
    expect(disabled?.textContent).toContain("0D+2");
    await shoot("attack-card-defense", html);
  });

  it.each([
    ["de", "Verwundet"],
    ["es", "Herido"],
  ] as const)("every card above in %s, the wound named in it", async (lang, wounded) => {
    expect(toDom(await CARDS.resisted(lang)).querySelector(`[data-target="${KEYS.garro}"] .wound-level`)?.textContent).toBe(wounded);
    for (const [name, card] of Object.entries(CARDS)) await shoot(`attack-card-${name}-${lang}`, await card(lang));
  });
});
