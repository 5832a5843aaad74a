import { describe, expect, it } from "vitest";
import { RESOLVE_MISHAP_ACTION, formatChance, rollCardContext } from "../../src/dice/roll-card.ts";
import type { Mishap } from "../../src/rules/index.ts";
import { blasterShot } from "../helpers/blaster-shot.ts";
import { type Lang, renderTemplate, toDom } from "../helpers/render.ts";

const TEMPLATE = "templates/chat/roll-card.hbs";

async function renderCard(input: ReturnType<typeof blasterShot>, lang: Lang = "en", isPrivate = false) {
  return toDom(await renderTemplate(TEMPLATE, rollCardContext({ ...input, isPrivate }), lang));
}

describe("the Brash Pilot's blaster shot", () => {
  it("rolls 3D+2: the template's Dexterity 3D plus 1D+2, less 1D for the second declared shot", () => {
    const { options } = blasterShot({ dice: [4, 2], wild: [6, 6, 3] });
    expect(options.base).toEqual({ dice: 4, pips: 2 });
    expect(options.code).toEqual({ dice: 3, pips: 2 });
  });
});

describe("rollCardContext", () => {
  it("shows the wild die chain 6, 6, 3 with the sixes linked to the next die", () => {
    const context = rollCardContext({ ...blasterShot({ dice: [4, 2], wild: [6, 6, 3] }), isPrivate: false });
    expect(context.wild.map((d) => [d.face, d.exploded, d.mishap])).toEqual([
      [6, true, false],
      [6, true, false],
      [3, false, false],
    ]);
    expect(context.total).toBe(4 + 2 + 6 + 6 + 3 + 2);
    expect(context.pips).toBe("+2");
    expect(context.outcome).toMatchObject({ success: true, margin: 8 });
    expect(context.mishap).toBeNull();
  });

  it("strikes the wild die's 1 and the highest normal die when the mishap removes them", () => {
    const context = rollCardContext({ ...blasterShot({ dice: [5, 3], wild: [1] }, { mishap: "remove-highest" }), isPrivate: false });
    expect(context.wild[0]).toMatchObject({ face: 1, mishap: true, removed: true });
    expect(context.dice.map((d) => [d.face, d.removed])).toEqual([
      [5, true],
      [3, false],
    ]);
    expect(context.total).toBe(3 + 2);
    expect(context.outcome).toMatchObject({ success: false, margin: 10 });
    expect(context.mishap).toMatchObject({ pending: false, handling: "remove-highest", choices: [] });
  });

  it("strikes only the first of two equal highest dice", () => {
    const context = rollCardContext({ ...blasterShot({ dice: [5, 5], wild: [1] }, { mishap: "remove-highest" }), isPrivate: false });
    expect(context.dice.map((d) => d.removed)).toEqual([true, false]);
  });

  it.each(["count", "complication"] as Mishap[])("keeps every die with mishap handling %s", (mishap) => {
    const context = rollCardContext({ ...blasterShot({ dice: [5, 3], wild: [1] }, { mishap }), isPrivate: false });
    expect([...context.dice, ...context.wild].some((d) => d.removed)).toBe(false);
    expect(context.total).toBe(5 + 3 + 1 + 2);
    expect(context.mishap?.resultKey).toBe(`SWD6.Chat.mishapResult.${mishap}`);
  });

  it("offers the three handlings while the gamemaster has yet to decide", () => {
    const context = rollCardContext({ ...blasterShot({ dice: [5, 3], wild: [1] }, { mishap: "ask" }), isPrivate: false });
    expect(context.mishap?.pending).toBe(true);
    expect(context.mishap?.choices.map((c) => [c.action, c.mishap])).toEqual([
      [RESOLVE_MISHAP_ACTION, "count"],
      [RESOLVE_MISHAP_ACTION, "remove-highest"],
      [RESOLVE_MISHAP_ACTION, "complication"],
    ]);
  });

  it("shows no outcome and no chance for a roll without a difficulty", () => {
    const input = blasterShot({ dice: [4, 2], wild: [5] });
    const context = rollCardContext({ options: { ...input.options, difficulty: null, difficultyLevel: null }, result: input.result, isPrivate: false });
    expect(context.difficulty).toBeNull();
    expect(context.outcome).toBeNull();
    expect(context.chance).toBeNull();
  });

  it("a tie succeeds by 0 (Grundregeln: equal or greater)", () => {
    const context = rollCardContext({ ...blasterShot({ dice: [5, 4], wild: [4] }), isPrivate: false });
    expect(context.total).toBe(15);
    expect(context.outcome).toMatchObject({ success: true, margin: 0 });
  });
});

describe("formatChance", () => {
  it.each([
    [0, "0%"],
    [1, "100%"],
    [0.62, "62%"],
    [0.004, "<1%"],
    [0.996, ">99%"],
    [0.5, "50%"],
  ])("%f is %s", (p, text) => {
    expect(formatChance(p)).toBe(text);
  });
});

describe("templates/chat/roll-card.hbs", () => {
  it("shows the label, the roller, the code, the dice, the wild die chain, the total and the success", async () => {
    const input = blasterShot({ dice: [4, 2], wild: [6, 6, 3] });
    const dom = await renderCard(input);
    expect(dom.querySelector(".card-title")?.textContent).toBe("Blaster");
    expect(dom.querySelector(".card-actor")?.textContent).toBe("Brash Pilot");
    expect(dom.querySelector(".card-code")?.textContent).toBe("3D+2");
    const normal = [...dom.querySelectorAll(".card-dice > .d6-face")];
    expect(normal.map((d) => d.getAttribute("data-face"))).toEqual(["4", "2"]);
    expect(normal[0].querySelectorAll(".dot")).toHaveLength(4);
    const chain = [...dom.querySelectorAll(".wild-chain .d6-face.is-wild")];
    expect(chain.map((d) => d.getAttribute("data-face"))).toEqual(["6", "6", "3"]);
    expect(chain.map((d) => d.classList.contains("is-exploded"))).toEqual([true, true, false]);
    expect(dom.querySelector(".card-pips")?.textContent).toBe("+2");
    expect(dom.querySelector(".card-total")?.textContent).toBe("23");
    expect(dom.querySelector(".difficulty-number")?.textContent).toBe("15");
    expect(dom.querySelector(".difficulty-level")?.textContent).toBe("Moderate");
    expect(dom.querySelector(".swd6-roll-card")?.classList.contains("is-success")).toBe(true);
    expect(dom.querySelector(".outcome-label")?.textContent).toBe("Success");
    expect(dom.querySelector(".outcome-margin")?.textContent).toBe("by 8");
    expect(dom.querySelector(".card-chance")?.textContent).toMatch(/^\d+% chance$/);
    expect(dom.querySelector(".card-modifier.is-actions .modifier-value")?.textContent).toBe("-1D");
    expect(dom.querySelector(".card-mishap")).toBeNull();
  });

  it("marks the mishap, strikes the removed dice and shows the failure", async () => {
    const dom = await renderCard(blasterShot({ dice: [5, 3], wild: [1] }, { mishap: "remove-highest" }));
    const wild = dom.querySelector(".d6-face.is-wild");
    expect(wild?.classList.contains("is-mishap")).toBe(true);
    expect(wild?.classList.contains("is-removed")).toBe(true);
    expect([...dom.querySelectorAll(".card-dice > .d6-face.is-removed")].map((d) => d.getAttribute("data-face"))).toEqual(["5"]);
    expect(dom.querySelector(".mishap-badge")?.textContent?.trim()).toBe("Mishap");
    expect(dom.querySelector(".card-total")?.textContent).toBe("5");
    expect(dom.querySelector(".swd6-roll-card")?.classList.contains("is-failure")).toBe(true);
    expect(dom.querySelector(".outcome-margin")?.textContent).toBe("short by 10");
    expect(dom.querySelector(`button[data-action="${RESOLVE_MISHAP_ACTION}"]`)).toBeNull();
  });

  it("carries the gamemaster's three buttons while the mishap is pending", async () => {
    const dom = await renderCard(blasterShot({ dice: [5, 3], wild: [1] }, { mishap: "ask" }));
    const buttons = [...dom.querySelectorAll(`[data-mishap-choices] button[data-action="${RESOLVE_MISHAP_ACTION}"]`)];
    expect(buttons.map((b) => b.getAttribute("data-mishap"))).toEqual(["count", "remove-highest", "complication"]);
    expect(buttons.map((b) => b.textContent)).toEqual(["Count it", "Remove 1 and highest", "Complication"]);
  });

  it("in German names the wild die Wildwürfel and the mishap Patzer", async () => {
    const dom = await renderCard(blasterShot({ dice: [5, 3], wild: [1] }, { mishap: "count" }), "de");
    expect(dom.querySelector(".wild-chain")?.getAttribute("data-tooltip")).toBe("Wildwürfel");
    expect(dom.querySelector(".mishap-badge")?.textContent?.trim()).toBe("Patzer");
    expect(dom.querySelector(".difficulty-label")?.textContent).toBe("Schwierigkeit");
  });

  it("in Spanish names the mishap pifia", async () => {
    const dom = await renderCard(blasterShot({ dice: [5, 3], wild: [1] }, { mishap: "count" }), "es");
    expect(dom.querySelector(".mishap-badge")?.textContent?.trim()).toBe("Pifia");
    expect(dom.querySelector(".wild-chain")?.getAttribute("data-tooltip")).toBe("Dado salvaje");
  });

  it("hides the dice and the total from a viewer who may not see the roll", async () => {
    const dom = await renderCard(blasterShot({ dice: [4, 2], wild: [6, 6, 3] }), "en", true);
    expect(dom.querySelectorAll(".d6-face")).toHaveLength(0);
    expect(dom.querySelector(".card-total")?.textContent).toBe("?");
    expect(dom.body.textContent).not.toContain("Blaster");
  });
});

describe("core's roll markup on the card", () => {
  // Core and modules read a roll from the chat log by its .dice-roll structure (seen in open-source
  // systems and modules: .dice-roll > .dice-result > .dice-formula, .dice-tooltip, .dice-total).
  it("carries the formula, every die and the total where core's markup has them", async () => {
    const shot = blasterShot({ dice: [4, 2], wild: [6, 6, 3] });
    const dom = await renderCard(shot);
    const roll = dom.querySelector(".dice-roll")!;
    expect(roll.hasAttribute("hidden")).toBe(true);
    expect(roll.querySelector(".dice-result .dice-formula")?.textContent).toBe("3D+2");
    expect([...roll.querySelectorAll(".dice-tooltip li.roll.die.d6")].map((li) => li.textContent)).toEqual(["4", "2", "6", "6", "3"]);
    expect(roll.querySelectorAll("li.wild")).toHaveLength(3);
    expect(roll.querySelector(".dice-total")?.textContent).toBe(String(4 + 2 + 6 + 6 + 3 + 2));
    // The card people see keeps the same total.
    expect(dom.querySelector(".card-total")?.textContent).toBe(roll.querySelector(".dice-total")?.textContent);
  });

  it("shows core's markup of a hidden roll to a viewer who may not see it", async () => {
    const dom = await renderCard(blasterShot({ dice: [4, 2], wild: [6, 6, 3] }), "en", true);
    expect(dom.querySelector(".dice-roll .dice-total")?.textContent).toBe("?");
    expect(dom.querySelectorAll(".dice-roll li")).toHaveLength(0);
  });
});
