import { describe, expect, it } from "vitest";
import { darkSideCardContext } from "../../src/documents/dark-side.ts";
import { rollDarkSideCheck } from "../../src/rules/index.ts";
import { renderTemplate, toDom } from "../helpers/render.ts";

describe("the dark side card", () => {
  it("shows a character turned by a 2 against 3 Dark Side points", async () => {
    const check = rollDarkSideCheck(3, { random: () => 1.5 / 6 });
    expect(check).toEqual({ roll: 2, turned: true });
    const dom = toDom(await renderTemplate("templates/chat/dark-side-card.hbs", darkSideCardContext("Kell", 3, check)));
    expect(dom.querySelector("[data-dark-side-card]")?.classList.contains("is-failure")).toBe(true);
    expect(dom.body.textContent).toContain("Kell turns to the dark side");
  });

  it("shows a resisted check in German", async () => {
    const check = rollDarkSideCheck(1, { random: () => 0 });
    expect(check.turned).toBe(false);
    const dom = toDom(await renderTemplate("templates/chat/dark-side-card.hbs", darkSideCardContext("Kell", 1, check), "de"));
    expect(dom.body.textContent).toContain("widersteht");
  });
});
