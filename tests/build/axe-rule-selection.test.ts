/**
 * The accessibility check switches off, before axe runs, only the rules whose findings it would
 * discard anyway (tests/helpers/accessibility.ts): read against the axe-core the tests install.
 */
import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { type AxeRuleImpacts, rulesThatCannotFail } from "../helpers/accessibility.ts";

type Check = string | { id: string };
const audit = (
  axe as unknown as {
    _audit: {
      rules: { id: string; impact?: AxeRuleImpacts["impact"]; any: Check[]; all: Check[]; none: Check[] }[];
      data: { checks: Record<string, { impact?: AxeRuleImpacts["impact"] }> };
    };
  }
)._audit;

/** The installed axe's rules, as the check reads them in the page. */
const installed: AxeRuleImpacts[] = audit.rules.map((rule) => ({
  id: rule.id,
  impact: rule.impact,
  checkImpacts: [...rule.any, ...rule.all, ...rule.none].map((check) => audit.data.checks[typeof check === "string" ? check : check.id]?.impact),
}));

describe("the axe rules the accessibility check leaves out", () => {
  const off = rulesThatCannotFail(installed);

  it("keeps every rule that reports serious or critical violations, and the skipped heading level", () => {
    for (const id of ["button-name", "color-contrast", "label", "target-size", "aria-required-children", "heading-order"]) expect(off, id).not.toContain(id);
  });

  it("leaves out rules whose impact is at most moderate: landmarks, regions, a redundant alt text", () => {
    expect(off).toEqual(expect.arrayContaining(["region", "landmark-one-main", "page-has-heading-one", "image-redundant-alt"]));
  });

  it("reads a rule's own impact before its checks', as axe reports it", () => {
    expect(rulesThatCannotFail([{ id: "own-minor", impact: "minor", checkImpacts: ["serious"] }])).toEqual(["own-minor"]);
    expect(rulesThatCannotFail([{ id: "own-serious", impact: "serious", checkImpacts: ["minor"] }])).toEqual([]);
  });

  it("keeps a rule with a check of unknown impact", () => {
    expect(rulesThatCannotFail([{ id: "unknown", checkImpacts: ["minor", undefined] }])).toEqual([]);
    expect(rulesThatCannotFail([{ id: "known", checkImpacts: ["minor", "moderate"] }])).toEqual(["known"]);
  });
});
