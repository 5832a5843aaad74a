import { describe, expect, it, vi } from "vitest";
import { type RollForm, type RollSetup, readRollForm, rollDialogSpec, summarizeRoll, summaryView } from "../../src/applications/roll-dialog.ts";
import { renderRollDialog } from "../helpers/roll-dialog-parts.ts";
import { parseDieCode, successProbability } from "../../src/rules/index.ts";
import { blasterForm as form, blasterSetup as setup } from "../helpers/blaster-shot.ts";
import { type Lang, toDom } from "../helpers/render.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

describe("readRollForm", () => {
  it("reads the fields as the form sends them", () => {
    const fields = { difficulty: "18", difficultyLevel: "difficult", modifier: "+1D", actions: "3", mode: "gm" };
    expect(readRollForm(fields, setup())).toEqual({
      difficulty: 18,
      difficultyLevel: "difficult",
      modifier: "+1D",
      actions: 3,
      wildDie: true,
      mode: "gm",
    });
  });

  it("reads a blank difficulty as none, clamps the actions and falls back to a public roll", () => {
    const read = readRollForm({ difficulty: "", difficultyLevel: "legendary", actions: "40", mode: "everyone" }, setup());
    expect(read).toMatchObject({ difficulty: null, difficultyLevel: null, modifier: "", actions: 10, mode: "public" });
    expect(readRollForm({ actions: "0" }, setup()).actions).toBe(1);
  });

  it.each([
    [" 15 ", 15],
    ["0", 0],
    ["020", 20],
  ])("reads the difficulty %j as the number %i", (text, number) => {
    const read = readRollForm({ difficulty: text }, setup());
    expect(read.difficulty).toBe(number);
    expect(read.difficultyInvalid).toBeUndefined();
  });

  it.each(["1e3", "2e1", "3.5", "12.5", "-5", "abc", "15abc", "1e400", "0x"])("keeps %j, which is no whole difficulty, to refuse it", (text) => {
    const read = readRollForm({ difficulty: text }, setup());
    expect(read).toMatchObject({ difficulty: null, difficultyInvalid: text });
    expect(summarizeRoll(setup(), read)).toEqual({ valid: false, error: { key: "SWD6.Roll.difficultyInvalid", value: text } });
  });

  it("reads v13's roll mode names too", () => {
    expect(readRollForm({ mode: "blindroll" }, setup()).mode).toBe("blind");
  });

  it("takes the wild die from a gamemaster's checkbox, never from a player's form", () => {
    expect(readRollForm({}, setup({ canToggleWildDie: true })).wildDie).toBe(false);
    expect(readRollForm({ wildDie: "on" }, setup({ canToggleWildDie: true, wildDie: false })).wildDie).toBe(true);
    expect(readRollForm({}, setup({ canToggleWildDie: false, wildDie: true })).wildDie).toBe(true);
    expect(readRollForm({ wildDie: "on" }, setup({ canToggleWildDie: false, wildDie: false })).wildDie).toBe(false);
  });
});

describe("summarizeRoll", () => {
  it("the wounded pilot's second shot: 4D+2 less 1D for wounds and 1D for two actions rolls 2D+2", () => {
    const summary = summarizeRoll(setup(), form());
    if (!summary.valid) throw new Error("expected a valid summary");
    expect(summary.plan.code).toEqual({ dice: 2, pips: 2 });
    expect(summary.outlook?.probability).toBe(successProbability({ dice: 2, pips: 2 }, 15, { wildDie: true, mishap: "count" }));
  });

  it("reports a modifier that is not one, quoting it", () => {
    expect(summarizeRoll(setup(), form({ modifier: "+1X" }))).toEqual({
      valid: false,
      error: { key: "SWD6.Roll.modifierInvalid", value: "+1X" },
    });
  });

  it("refuses a code that the penalties take down to 0D: the wounded pilot's Blaster 4D+2 with four declared actions", () => {
    // 4D+2 less 1D for the wound and 3D for four actions leaves 0D+2: pips alone are no roll.
    expect(summarizeRoll(setup(), form({ actions: 4 }))).toEqual({ valid: false, error: { key: "SWD6.Roll.noDice", value: "0D+2" } });
    const three = summarizeRoll(setup(), form({ actions: 3 }));
    expect(three.valid && three.plan.code).toEqual({ dice: 1, pips: 2 });
  });

  it.each(["incapacitated", "mortally-wounded"] as const)("refuses a skill roll of a character %s, naming him; he still resists damage", (level) => {
    const out = setup({ wound: { level, model: "difference" } });
    expect(summarizeRoll(out, form({ actions: 1 }))).toEqual({ valid: false, error: { key: "SWD6.Roll.cannotAct", value: out.actorName } });
    const resisting = summarizeRoll({ ...out, kind: "resistance", base: { dice: 3, pips: 0 } }, form({ actions: 1 }));
    expect(resisting.valid && resisting.plan.code).toEqual({ dice: 3, pips: 0 });
  });

  it("has no outlook without a difficulty", () => {
    const summary = summarizeRoll(setup(), form({ difficulty: null }));
    expect(summary.valid && summary.outlook).toBeNull();
  });

  it("notes the automatic success of Grundregeln (5D+2 against 5, no wild die)", () => {
    const view = summaryView(
      setup({ base: parseDieCode("5D+2"), wound: null, wildDie: false }),
      summarizeRoll(setup({ base: parseDieCode("5D+2"), wound: null }), form({ difficulty: 5, actions: 1, wildDie: false })),
    );
    expect(view).toMatchObject({ code: "5D+2", chance: "100%", automaticKey: "SWD6.Roll.automatic.success" });
  });
});

describe("the roll dialog's parts (templates/apps/roll-dialog-*.hbs, roll-footer.hbs)", () => {
  async function render(s: RollSetup, f: RollForm, lang: Lang = "en") {
    return toDom(await renderRollDialog(rollDialogSpec(s, "roll"), f, lang));
  }

  it("shows the base code, the difficulty, the penalties and the live line", async () => {
    const dom = await render(setup(), form());
    expect(dom.querySelector(".roll-label")?.textContent).toBe("Blaster");
    expect(dom.querySelector(".roll-base")?.textContent).toBe("4D+2");
    const difficulty = dom.querySelector<HTMLInputElement>('input[name="difficulty"]');
    expect(difficulty?.value).toBe("15");
    expect(difficulty?.hasAttribute("autofocus")).toBe(true);
    // The rendered markup, not happy-dom's selectedness (which mishandles `selected` set through innerHTML).
    expect(dom.querySelector('select[name="difficultyLevel"] option[selected]')?.getAttribute("value")).toBe("moderate");
    expect([...dom.querySelectorAll('select[name="difficultyLevel"] option')].map((o) => o.textContent)).toContain("Heroic (31+)");
    expect(dom.querySelector("[data-action-penalty]")?.textContent).toBe("-1D");
    expect(dom.querySelector(".roll-wound")?.textContent).toBe("Wounded");
    expect(dom.querySelector(".roll-readonly .roll-penalty")?.textContent).toBe("-1D");
    expect(dom.querySelector("[data-summary-code]")?.textContent).toBe("2D+2");
    expect(dom.querySelector("[data-summary-chance]")?.textContent).toMatch(/^\d+%$/);
    expect(dom.querySelector<HTMLInputElement>('input[name="wildDie"]')?.disabled).toBe(true);
    expect(dom.querySelector('select[name="mode"] option[selected]')?.getAttribute("value")).toBe("public");
    expect(dom.querySelector("[data-modifier-error]")?.hasAttribute("hidden")).toBe(true);
    expect(dom.querySelector("[data-summary-automatic]")).toBeNull();
    expect(dom.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(false);
  });

  it("does not lower a Strength roll to resist damage for wounds", async () => {
    const dom = await render(setup({ label: "Strength", base: parseDieCode("3D"), kind: "resistance" }), form({ actions: 1 }));
    expect(dom.querySelector(".roll-note")?.textContent).toBe("not applied to resisting damage");
    expect(dom.querySelector("[data-summary-code]")?.textContent).toBe("3D");
  });

  it("shows the modifier's error in the summary, which the field points to, and disables Roll", async () => {
    const dom = await render(setup(), form({ modifier: "lots" }));
    const error = dom.querySelector("[data-modifier-error]");
    expect(error?.hasAttribute("hidden")).toBe(false);
    expect(error?.textContent).toBe("“lots” is not a modifier. Write it like +1D, -1D, +2 or -1.");
    expect(dom.querySelector('input[name="modifier"]')?.getAttribute("aria-describedby")).toBe(error?.id);
    expect(dom.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(true);
  });

  it("says why a code at 0D cannot be rolled and disables Roll, in each language", async () => {
    for (const [lang, words] of [
      ["en", "no dice left"],
      ["de", "ohne Würfel"],
      ["es", "sin dados"],
    ] as const) {
      const dom = await render(setup(), form({ actions: 5 }), lang);
      expect(dom.querySelector("[data-modifier-error]")?.textContent).toContain(words);
      expect(dom.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(true);
    }
  });

  it("in German says Wildwürfel, Zielwert and Aktionen", async () => {
    const dom = await render(setup(), form(), "de");
    const text = dom.body.textContent ?? "";
    expect(text).toContain("Wildwürfel");
    expect(text).toContain("Zielwert");
    expect(text).toContain("Aktionen");
    expect(dom.querySelector(".roll-wound")?.textContent).toBe("Verwundet");
  });

  it("in Spanish says dado salvaje and dificultad", async () => {
    const text = (await render(setup(), form(), "es")).body.textContent ?? "";
    expect(text).toContain("Dado salvaje");
    expect(text).toContain("Dificultad");
  });
});

describe("the summary part follows the fields", () => {
  const summaryOf = async (f: RollForm, s: RollSetup = setup()) => toDom(await renderRollDialog(rollDialogSpec(s, "roll"), f));

  it("an invalid modifier disables Roll and shows the error; fixed, both are undone", async () => {
    const wrong = await summaryOf(form({ modifier: "+1" + "X" }));
    expect(wrong.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(true);
    expect(wrong.querySelector("[data-modifier-error]")?.textContent).toContain("+1X");
    const fixed = await summaryOf(form({ modifier: "+1D" }));
    expect(fixed.querySelector<HTMLButtonElement>("[data-roll-submit]")?.disabled).toBe(false);
    expect(fixed.querySelector<HTMLElement>("[data-modifier-error]")?.hidden).toBe(true);
    expect(fixed.querySelector("[data-summary-code]")?.textContent).toBe("3D+2");
  });

  it("three declared shots show -2D, and no chance without a difficulty", async () => {
    const dom = await summaryOf(form({ actions: 3, difficulty: null }));
    expect(dom.querySelector("[data-action-penalty]")?.textContent).toBe("-2D");
    expect(dom.querySelector("[data-summary-code]")?.textContent).toBe("1D+2");
    expect(dom.querySelector("[data-summary-chance-row]")).toBeNull();
  });

  it("notes an automatic success", async () => {
    const easy = setup({ base: parseDieCode("5D+2"), wound: null });
    const dom = await summaryOf(form({ difficulty: 5, actions: 1 }), easy);
    expect(dom.querySelector("[data-summary-automatic]")?.textContent).toMatch(/^Automatic success/);
  });
});
