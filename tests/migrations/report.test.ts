import { describe, expect, it } from "vitest";
import { emptyTally, migrationReportHtml, updatedCount } from "../../src/migrations/report.ts";

const format = (key: string, data: Record<string, string | number> = {}) => `${key}${Object.keys(data).length ? JSON.stringify(data) : ""}`;

describe("the migration report", () => {
  it("counts the updated documents of every kind", () => {
    const tally = emptyTally();
    tally.updated = { actors: 2, items: 1, tokens: 3, messages: 5, compendiums: 4 };
    expect(updatedCount(tally)).toBe(15);
    const html = migrationReportHtml(tally, "0.2.0", format);
    expect(html).toContain("SWD6.Migration.Report.title{&quot;version&quot;:&quot;0.2.0&quot;}");
    expect(html).toContain("SWD6.Migration.Report.tokens{&quot;count&quot;:3}");
    expect(html).toContain("SWD6.Migration.Report.messages{&quot;count&quot;:5}");
    expect(html).not.toContain("SWD6.Migration.Report.locked");
    expect(html).not.toContain("SWD6.Migration.Report.failures");
  });

  it("lists locked compendiums and failures, with names escaped", () => {
    const tally = emptyTally();
    tally.lockedPacks = ["world.old-heroes"];
    tally.failures = [{ where: "Actor", name: "<b>Kessa</b>", message: "bad & broken" }];
    const html = migrationReportHtml(tally, "0.2.0", format);
    expect(html).toContain("<li>world.old-heroes</li>");
    expect(html).toContain("<li>Actor: &lt;b&gt;Kessa&lt;/b&gt;: bad &amp; broken</li>");
    expect(html).not.toContain("<b>Kessa");
  });
});
