/**
 * The accessibility check runs axe's WCAG 2.2 A/AA rules and best practices, target size among them,
 * and switches off, before axe runs, only the rules whose findings it would neither fail nor list
 * (tests/helpers/accessibility.ts): read against the axe-core the tests install.
 */
import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { AXE_TAGS, type AxeRuleImpacts, axeRunOptions, rulesThatCannotFail } from "../helpers/accessibility.ts";

type Check = string | { id: string };
const audit = (
  axe as unknown as {
    _audit: {
      rules: { id: string; tags: string[]; enabled: boolean; impact?: AxeRuleImpacts["impact"]; any: Check[]; all: Check[]; none: Check[] }[];
      data: { checks: Record<string, { impact?: AxeRuleImpacts["impact"] }> };
    };
  }
)._audit;

/** The installed axe's rules, as the check reads them in the page. */
const installed: AxeRuleImpacts[] = audit.rules.map((rule) => ({
  id: rule.id,
  tags: rule.tags,
  impact: rule.impact,
  checkImpacts: [...rule.any, ...rule.all, ...rule.none].map((check) => audit.data.checks[typeof check === "string" ? check : check.id]?.impact),
}));

describe("the axe rules the accessibility check runs", () => {
  const options = axeRunOptions(installed);
  /** The rules an axe run with these options runs, as axe selects them: a rule's own setting first, else its tags. */
  const run = audit.rules
    .filter((rule) => options.rules[rule.id]?.enabled ?? (rule.enabled && rule.tags.some((tag) => options.runOnly.values.includes(tag))))
    .map((rule) => rule.id);

  it("runs WCAG 2.0, 2.1 and 2.2 at levels A and AA, and the best practices", () => {
    expect(options.runOnly).toEqual({ type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] });
    expect(AXE_TAGS).toEqual(options.runOnly.values);
  });

  it("switches on WCAG 2.2's target size, which axe ships switched off", () => {
    expect(audit.rules.find((rule) => rule.id === "target-size")).toMatchObject({ enabled: false, tags: expect.arrayContaining(["wcag22aa"]) });
    expect(options.rules["target-size"]).toEqual({ enabled: true });
    expect(run).toContain("target-size");
  });

  it("runs the rules of the issues it is there to find, and none of level AAA", () => {
    for (const id of ["td-has-header", "th-has-data-cells", "landmark-unique", "button-name", "color-contrast", "label", "select-name", "heading-order"]) {
      expect(run, id).toContain(id);
    }
    expect(run).not.toContain("color-contrast-enhanced");
  });

  it("leaves to Foundry's page what a made-up page lacks: its language, title, landmarks and first heading", () => {
    for (const id of ["html-has-lang", "document-title", "region", "landmark-one-main", "page-has-heading-one"]) expect(run, id).not.toContain(id);
  });
});

describe("the axe rules the accessibility check leaves out", () => {
  const off = rulesThatCannotFail(installed);

  it("keeps every rule that reports serious, critical or moderate violations, and the skipped heading level", () => {
    for (const id of [
      "button-name",
      "color-contrast",
      "label",
      "target-size",
      "aria-required-children",
      "heading-order",
      "landmark-unique",
      "scope-attr-valid",
    ]) {
      expect(off, id).not.toContain(id);
    }
  });

  it("leaves out rules whose impact is at most minor: an empty table header, a redundant alt text", () => {
    expect(off).toEqual(expect.arrayContaining(["empty-table-header", "image-redundant-alt", "aria-allowed-role"]));
  });

  it("reads a rule's own impact before its checks', as axe reports it", () => {
    expect(rulesThatCannotFail([{ id: "own-minor", impact: "minor", checkImpacts: ["serious"] }])).toEqual(["own-minor"]);
    expect(rulesThatCannotFail([{ id: "own-moderate", impact: "moderate", checkImpacts: ["minor"] }])).toEqual([]);
    expect(rulesThatCannotFail([{ id: "own-serious", impact: "serious", checkImpacts: ["minor"] }])).toEqual([]);
  });

  it("keeps a rule with a check of unknown impact", () => {
    expect(rulesThatCannotFail([{ id: "unknown", checkImpacts: ["minor", undefined] }])).toEqual([]);
    expect(rulesThatCannotFail([{ id: "known", checkImpacts: ["minor", "minor"] }])).toEqual(["known"]);
  });
});
