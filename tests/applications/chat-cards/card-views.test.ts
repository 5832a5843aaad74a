import { afterEach, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { CARD_VIEW_TEMPLATES, renderCardView } from "../../../src/applications/chat-cards/card-views.ts";
import { CARD_PLACEHOLDER, CARD_VIEW_KINDS, cardViewData, readCardView } from "../../../src/data/message/card-view.ts";
import { darkSideCardContext } from "../../../src/documents/dark-side.ts";
import { type Lang, makeHandlebars, renderTemplate, toDom } from "../../helpers/render.ts";

const globals = globalThis as unknown as Record<string, unknown>;
const savedHandlebars = globals.Handlebars;
afterEach(() => {
  globals.Handlebars = savedHandlebars;
});

/** A chat message as the cards read it: its flags (`getFlag`) and whether this user may see its content. */
function message(data: { content: string; flags: Record<string, Record<string, unknown>> }, isContentVisible = true) {
  return { ...data, isContentVisible, getFlag: (scope: string, key: string) => data.flags[scope]?.[key] };
}

/**
 * The message as one client renders it: Foundry puts the stored content in `.message-content`, then
 * fires `renderChatMessageHTML` (A13 hookEvents.renderChatMessageHTML), whose Handlebars holds the
 * system's templates (here: the real templates with that client's translations).
 */
async function renderOn(lang: Lang, doc: ReturnType<typeof message>): Promise<{ rendered: boolean; html: HTMLElement }> {
  globals.Handlebars = await makeHandlebars(lang);
  const dom = toDom(`<li class="chat-message"><div class="message-content">${doc.content}</div></li>`);
  const html = dom.querySelector<HTMLElement>("li")!;
  return { rendered: renderCardView(doc, html), html };
}

/** What the template alone gives for a context in a language. */
async function expected(template: string, context: object, lang: Lang): Promise<string> {
  const path = template.replace("systems/swd6rpg/", "");
  return toDom(await renderTemplate(path, context, lang)).body.innerHTML;
}

describe("cards stored as their view", () => {
  it("has a template for every kind", () => {
    for (const kind of CARD_VIEW_KINDS) {
      expect(existsSync(new URL(`../../../${CARD_VIEW_TEMPLATES[kind].replace("systems/swd6rpg/", "")}`, import.meta.url))).toBe(true);
    }
  });

  it("a Dark Side card posted in one language reads in each viewer's", async () => {
    const context = darkSideCardContext("Kell Tavari", 3, { roll: 2, turned: true });
    const data = cardViewData("darkSide", context);
    expect(data.content).toBe(CARD_PLACEHOLDER);
    const outcomes: string[] = [];
    for (const lang of ["en", "de", "es"] as const) {
      const { rendered, html } = await renderOn(lang, message(data));
      expect(rendered).toBe(true);
      expect(html.querySelector(".message-content")!.innerHTML).toBe(await expected(CARD_VIEW_TEMPLATES.darkSide, context, lang));
      outcomes.push(html.querySelector(".outcome-label")!.textContent!);
    }
    expect(outcomes[0]).toContain("Kell Tavari");
    expect(new Set(outcomes).size).toBe(3);
  });

  it("keeps the card's other flags beside the view", () => {
    const data = cardViewData("forcePower", { name: "Control Pain" });
    const flags = { ...data.flags.swd6rpg, forcePowerCard: { given: false } };
    expect(readCardView(flags.cardView)).toEqual({ kind: "forcePower", context: { name: "Control Pain" } });
  });

  it("refuses an unknown card or a context that is no object, and reads none from malformed flags", async () => {
    expect(() => cardViewData("attack" as never, {})).toThrow(TypeError);
    expect(() => cardViewData("movement", null as never)).toThrow(TypeError);
    expect(readCardView({ kind: "movement", context: [] })).toBeNull();
    expect(readCardView({ kind: "healing", context: {} })).toBeNull();
    expect(readCardView("darkSide")).toBeNull();
    const { rendered, html } = await renderOn("en", message({ content: CARD_PLACEHOLDER, flags: { swd6rpg: { cardView: { kind: "template", context: {} } } } }));
    expect(rendered).toBe(false);
    expect(html.querySelector(".message-content")!.innerHTML).toBe(CARD_PLACEHOLDER);
  });
});
