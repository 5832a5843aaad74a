import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RULE_SETTINGS, type RuleSettingKey } from "../../../src/settings.ts";
import { RULE_PRESETS, RULE_PRESET_IDS, presetOf, rulePresetsView, valuesOf } from "../../../src/applications/settings/rule-presets.ts";
import { loadLang, renderTemplate, toDom } from "../../helpers/render.ts";

const KEYS = Object.keys(RULE_SETTINGS) as RuleSettingKey[];

describe("the rule presets", () => {
  it("give every rule-variant setting a value that setting allows", () => {
    for (const id of RULE_PRESET_IDS) {
      expect(Object.keys(RULE_PRESETS[id]).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(RULE_SETTINGS[key].choices as readonly string[]).toContain(RULE_PRESETS[id][key]);
    }
  });

  it("play the 1st edition without the wild die, by multiples, reactions added, segments by action rolls, running -1D, one Force point, no attribute raised in play", () => {
    expect(valuesOf("first-edition")).toEqual({
      wildDie: "off",
      mishap: "count",
      damageModel: "ratio",
      reactionMode: "add",
      segmentTie: "simultaneous",
      initiative: "segments",
      declarations: "open",
      running: "every-roll",
      startingForcePoints: "one",
      attributeAdvances: "never",
    });
  });

  it("play R&E with the wild die, the GM ruling on mishaps, the difference chart, reactions replacing, side initiative, a run as an action, two Force points for the Force-sensitive, attributes raised with the GM", () => {
    expect(valuesOf("revised")).toEqual({
      wildDie: "on",
      mishap: "ask",
      damageModel: "difference",
      reactionMode: "replace",
      segmentTie: "simultaneous",
      initiative: "side",
      declarations: "open",
      running: "action",
      startingForcePoints: "sensitive-two",
      attributeAdvances: "gamemaster",
    });
  });

  it("valuesOf gives a copy, and refuses an unknown preset", () => {
    const values = valuesOf("revised");
    values.wildDie = "off";
    expect(RULE_PRESETS.revised.wildDie).toBe("on");
    expect(() => valuesOf("2nd-edition" as never)).toThrow(/2nd-edition/);
  });

  it("presetOf finds each preset from its own values", () => {
    for (const id of RULE_PRESET_IDS) expect(presetOf(valuesOf(id))).toBe(id);
  });

  it("presetOf calls a world custom when one setting differs from either preset", () => {
    for (const id of RULE_PRESET_IDS) {
      for (const key of KEYS) {
        const other = RULE_SETTINGS[key].choices.find((choice) => choice !== RULE_PRESETS[id][key])!;
        const changed = { ...valuesOf(id), [key]: other };
        const matches = RULE_PRESET_IDS.filter((preset) => KEYS.every((k) => changed[k] === RULE_PRESETS[preset][k]));
        expect(presetOf(changed)).toBe(matches[0] ?? "custom");
      }
    }
    // A new world's defaults are R&E's.
    const defaults = Object.fromEntries(KEYS.map((key) => [key, RULE_SETTINGS[key].choices[0]]));
    expect(presetOf(defaults)).toBe("revised");
  });

  it("presetOf reads missing, unknown or malformed values as custom and never throws", () => {
    expect(presetOf({})).toBe("custom");
    expect(presetOf({ ...valuesOf("revised"), wildDie: "maybe" })).toBe("custom");
    expect(presetOf(null as never)).toBe("custom");
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (values) => {
        expect(["custom", ...RULE_PRESET_IDS]).toContain(presetOf(values));
      }),
    );
  });

  it("the menu's view marks the preset in force and the world's value of each setting", () => {
    const view = rulePresetsView({ ...valuesOf("revised"), reactionMode: "add" });
    expect(view.current).toBe("custom");
    expect(view.isCustom).toBe(true);
    expect(view.presets.map((p) => p.active)).toEqual([false, false]);
    const reaction = view.rows.find((row) => row.key === "reactionMode")!;
    expect(reaction.presets.map((p) => [p.preset, p.value, p.current])).toEqual([
      ["first-edition", "add", true],
      ["revised", "replace", false],
    ]);
    expect(reaction.current).toBe("SWD6.Settings.reactionMode.choices.add");
    expect(rulePresetsView(valuesOf("first-edition")).presets.find((p) => p.active)?.id).toBe("first-edition");
  });
});

describe("the presets' descriptions", () => {
  it("say side initiative only for a preset that sets it (R&E's), segments by action rolls for the other", () => {
    const en = loadLang("en");
    for (const id of RULE_PRESET_IDS) {
      const hint = en[`SWD6.RulePresets.hint.${id}`];
      expect(/segments ordered by each action roll/.test(hint)).toBe(RULE_PRESETS[id].initiative === "segments");
      expect(/side initiative(?! stays an option)/i.test(hint)).toBe(RULE_PRESETS[id].initiative === "side");
    }
  });
});

describe("the rule presets menu's template", () => {
  it.each(["en", "de", "es"] as const)("renders both presets, the current one and every setting (%s)", async (lang) => {
    const html = await renderTemplate("templates/apps/rule-presets.hbs", rulePresetsView(valuesOf("first-edition")), lang);
    const dom = toDom(html);
    expect(dom.querySelectorAll("[data-action=applyPreset]")).toHaveLength(2);
    expect(dom.querySelector("[data-current-preset]")?.getAttribute("data-current-preset")).toBe("first-edition");
    expect((dom.querySelector('button[data-preset="first-edition"]') as HTMLButtonElement).disabled).toBe(true);
    expect((dom.querySelector('button[data-preset="revised"]') as HTMLButtonElement).disabled).toBe(false);
    expect([...dom.querySelectorAll("tbody tr")].map((row) => row.getAttribute("data-setting"))).toEqual(KEYS);
  });

  it("shows a mixed world as custom", async () => {
    const dom = toDom(await renderTemplate("templates/apps/rule-presets.hbs", rulePresetsView({ ...valuesOf("revised"), mishap: "count" }), "de"));
    expect(dom.querySelector("[data-current-label]")?.textContent).toBe("Eigene Auswahl");
    expect(dom.querySelector(".presets-badge")?.classList.contains("custom")).toBe(true);
  });
});
