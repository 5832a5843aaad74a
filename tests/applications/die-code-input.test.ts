import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import {
  DIE_CODE_INVALID,
  DIE_CODE_MODIFIER,
  DIE_CODE_NEGATIVE,
  checkDieCodeInput,
  dieCodeFieldNames,
  refuseMalformedDieCodes,
  restoreRefusedFields,
  screenDieCodeValues,
} from "../../src/applications/die-code-input.ts";
import { listFromForm } from "../../src/applications/sheet-context.ts";
import { makeLocalize, renderTemplate, toDom } from "../helpers/render.ts";
import { characterContext, characterFrom } from "./sheet-data.ts";

const english = makeLocalize("en");
const german = makeLocalize("de");

describe("checkDieCodeInput", () => {
  it.each([
    ["4d + 1", "4D+1"],
    ["3D", "3D"],
    [" 2D-1 ", "2D-1"],
    ["0d+2", "0D+2"],
    ["12D", "12D"],
  ])("normalises %j to %s", (typed, canonical) => {
    expect(checkDieCodeInput(typed, english)).toEqual({ valid: true, code: canonical });
  });

  it.each(["", "abc", "4D+", "D6", "4.5D", "4", "4D+1D", "100D"])("refuses %j with the localized message", (typed) => {
    expect(checkDieCodeInput(typed, english)).toEqual({
      valid: false,
      message: `“${typed}” is not a die code. Write it like 4D+1, 3D, 2D-1 or 0D+2; the old value was kept.`,
    });
  });

  it.each(["-1D", "-99D-99", "0D-1"])("refuses %j, a code below zero, as no stat's", (typed) => {
    expect(checkDieCodeInput(typed, english)).toEqual({ valid: false, message: english(DIE_CODE_NEGATIVE, { value: typed }) });
    expect(checkDieCodeInput(typed, german)).toEqual({ valid: false, message: german(DIE_CODE_NEGATIVE, { value: typed }) });
  });

  it.each(["+2", "+1D", "+0D+2", "-0D+1"])("refuses %j, a modifier's form, rather than read it as a stat (never 0D+2 or 1D)", (typed) => {
    expect(checkDieCodeInput(typed, english)).toEqual({ valid: false, message: english(DIE_CODE_MODIFIER, { value: typed }) });
    expect(checkDieCodeInput(typed, german)).toEqual({ valid: false, message: german(DIE_CODE_MODIFIER, { value: typed }) });
  });

  it("refuses in German with the German message", () => {
    const result = checkDieCodeInput("vier", german);
    expect(result).toEqual({ valid: false, message: german(DIE_CODE_INVALID, { value: "vier" }) });
    expect(result.valid || result.message).toContain("„vier“ ist kein Würfelcode");
  });

  it("never throws, and a code it accepts is accepted again unchanged", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 10 }), fc.stringMatching(/^[+-]?\d{1,3}[dD]([+-]\d{1,3})?$/)), (typed) => {
        const result = checkDieCodeInput(typed, english);
        if (result.valid) expect(checkDieCodeInput(result.code, english)).toEqual(result);
        else expect(result.message).toContain(typed);
      }),
    );
  });
});

describe("screenDieCodeValues", () => {
  const stored: Record<string, string> = { "system.attributes.dex": "3D", "system.attributes.kno": "2D+1" };

  it("makes valid codes canonical, gives malformed ones their stored value back and leaves other fields alone", () => {
    const data: Record<string, unknown> = {
      name: "Brash Pilot",
      "system.attributes.dex": "4d + 1",
      "system.attributes.kno": "banana",
      "system.move": 10,
    };
    const refused = screenDieCodeValues(data, Object.keys(stored), (name) => stored[name], english);
    expect(data).toEqual({ name: "Brash Pilot", "system.attributes.dex": "4D+1", "system.attributes.kno": "2D+1", "system.move": 10 });
    expect(refused).toEqual([
      {
        name: "system.attributes.kno",
        typed: "banana",
        kept: "2D+1",
        message: english(DIE_CODE_INVALID, { value: "banana" }),
      },
    ]);
  });

  it("keeps a list row whole when its code is refused: the row keeps its stored code, the other rows their edits", () => {
    const rows: Record<string, string> = { "system.forceSkills.0.code": "2D", "system.forceSkills.1.code": "1D+1" };
    const data: Record<string, unknown> = {
      "system.forceSkills.0.name": "Control",
      "system.forceSkills.0.code": "3d",
      "system.forceSkills.1.name": "Sense",
      "system.forceSkills.1.code": "zz",
    };
    const refused = screenDieCodeValues(data, Object.keys(rows), (name) => rows[name], english);
    expect(refused.map((field) => field.name)).toEqual(["system.forceSkills.1.code"]);
    // The rows as the sheet stores them: every submitted row with both its fields.
    const byIndex = new Map<string, Record<string, unknown>>();
    for (const [name, value] of Object.entries(data)) {
      const [, index, field] = /^system\.forceSkills\.(\d+)\.(\w+)$/.exec(name) ?? [];
      byIndex.set(index, { ...byIndex.get(index), [field]: value });
    }
    expect(listFromForm(Object.fromEntries(byIndex))).toEqual([
      { name: "Control", code: "3D" },
      { name: "Sense", code: "1D+1" },
    ]);
  });

  it("leaves out a refused field that has nothing stored, so the document's default stands", () => {
    const data: Record<string, unknown> = { "system.forceSkills.2.code": "zz" };
    screenDieCodeValues(data, ["system.forceSkills.2.code"], () => "", english);
    expect(data).toEqual({});
  });

  it("ignores die-code fields the form did not submit", () => {
    const data = { name: "X" };
    expect(screenDieCodeValues(data, ["system.attributes.dex"], () => "3D", english)).toEqual([]);
    expect(data).toEqual({ name: "X" });
  });
});

describe("refusing a malformed code in the character sheet's form", () => {
  async function sheetForm(): Promise<HTMLFormElement> {
    const context = characterContext(characterFrom("Brash Pilot"));
    const html = await renderTemplate("templates/actor/character-skills.hbs", { ...context, tab: context.tabs.skills });
    const document = toDom(`<form>${html}</form>`);
    return document.querySelector("form")!;
  }

  it("finds the six attribute fields and no skill field (skills are Items, checked on their own)", async () => {
    const form = await sheetForm();
    expect(dieCodeFieldNames(form)).toEqual([
      "system.attributes.dex",
      "system.attributes.kno",
      "system.attributes.mec",
      "system.attributes.per",
      "system.attributes.str",
      "system.attributes.tec",
    ]);
  });

  it("shows the message, keeps the old value in the field and changes only the valid field", async () => {
    const form = await sheetForm();
    const dex = form.querySelector<HTMLInputElement>('[name="system.attributes.dex"]')!;
    const mec = form.querySelector<HTMLInputElement>('[name="system.attributes.mec"]')!;
    dex.value = "4D+";
    mec.value = "5d";
    const data: Record<string, unknown> = { "system.attributes.dex": dex.value, "system.attributes.mec": mec.value };
    const notify = vi.fn();
    const stored: Record<string, string> = { "system.attributes.dex": "3D", "system.attributes.mec": "4D" };
    refuseMalformedDieCodes({ form, data, stored: (name) => stored[name], format: english, notify });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith("“4D+” is not a die code. Write it like 4D+1, 3D, 2D-1 or 0D+2; the old value was kept.");
    expect(dex.value).toBe("3D");
    expect(data).toEqual({ "system.attributes.dex": "3D", "system.attributes.mec": "5D" });
  });

  it("restores nothing and says nothing when nothing was refused", async () => {
    const form = await sheetForm();
    const notify = vi.fn();
    restoreRefusedFields(form, [], notify);
    expect(notify).not.toHaveBeenCalled();
    expect(form.querySelector<HTMLInputElement>('[name="system.attributes.dex"]')!.value).toBe("3D");
  });
});
