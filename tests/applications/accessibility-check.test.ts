/**
 * The accessibility check the screenshot suites run on every page finds what it is there to find:
 * an unnamed icon button, text below 4.5:1, a skipped heading level, controls too small and too close
 * to be hit (WCAG 2.2's target size) and cut text (a select's chosen option and a table cell's among
 * it), lists a moderate finding without failing, and passes the same markup put right.
 */
import { describe, expect, it, vi } from "vitest";
import type { Browser } from "playwright-core";
import { useBrowser } from "../helpers/browser.ts";
import { assertAccessible, axeViolations, cutTexts, seriousAxeViolations } from "../helpers/accessibility.ts";

const WRONG = `
  <h1>Sheet</h1><h3>Wounds</h3>
  <button type="button" data-tooltip="Declare actions"><i class="fa-solid fa-list-ol"></i></button>
  <span style="color:#fff;background:#2f9d5c;font-size:10px">Hit</span>
  <span style="display:inline-block;width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Computer Programming/Repair</span>
  <input type="text" style="width:60px" value="Star Wars: Revised, Expanded and Updated" aria-label="Source">
  <select style="width:70px" aria-label="Kind"><option>Action</option><option selected>Desenfundar o similar</option></select>
  <table style="table-layout:fixed;width:160px"><tr><td style="width:80px">Vierlingsturbolaserbatterien</td><td>vorne</td></tr></table>
  <div style="display:flex"><button type="button" aria-label="Less" style="width:16px;height:16px;padding:0;margin:0">-</button><button type="button" aria-label="More" style="width:16px;height:16px;padding:0;margin:0">+</button></div>`;

const RIGHT = `
  <h1>Sheet</h1><h2>Wounds</h2>
  <button type="button" data-tooltip="Declare actions" aria-label="Declare actions"><i class="fa-solid fa-list-ol"></i></button>
  <span style="color:#fff;background:#23824b;font-size:10px">Hit</span>
  <span style="display:inline-block;width:60px;overflow-wrap:anywhere">Computer Programming/Repair</span>
  <textarea rows="4" style="width:120px" aria-label="Source">Star Wars: Revised, Expanded and Updated</textarea>
  <select aria-label="Kind"><option>Action</option><option selected>Desenfundar o similar</option></select>
  <table style="table-layout:fixed;width:160px"><tr><td style="width:80px;overflow-wrap:anywhere">Vierlingsturbolaserbatterien</td><td>vorne</td></tr></table>
  <div style="display:flex;align-items:center"><button type="button" aria-label="Less" style="width:24px;height:24px;padding:0;margin:0">-</button><button type="button" aria-label="More" style="width:16px;height:16px;padding:0;margin:0 0 0 8px">+</button></div>`;

/** A moderate finding (two navigation landmarks no label tells apart): listed, not failing. */
const MODERATE = `<h1>Tracker</h1><nav><a href="#next" style="color:#ebe7de;display:inline-block;padding:4px">Next</a></nav><nav><a href="#end" style="color:#ebe7de;display:inline-block;padding:4px">End</a></nav>`;

async function onPage<T>(browser: Browser, html: string, check: (page: import("playwright-core").Page) => Promise<T>): Promise<T> {
  const page = await browser.newPage({ viewport: { width: 400, height: 300 } });
  try {
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body style="background:#14171e;color:#ebe7de">${html}</body></html>`);
    return await check(page);
  } finally {
    await page.close();
  }
}

describe("the accessibility check", () => {
  const browser = useBrowser();

  it("reports an unnamed icon button, low contrast, a skipped heading level, small targets and cut text", async () => {
    const [violations, cut] = await onPage(browser(), WRONG, async (page) => [await seriousAxeViolations(page), await cutTexts(page)] as const);
    expect(violations.map((v) => v.id).sort()).toEqual(["button-name", "color-contrast", "heading-order", "target-size"]);
    expect(
      violations
        .find((v) => v.id === "target-size")
        ?.nodes.map((n) => n.target)
        .sort(),
    ).toEqual(['button[aria-label="Less"]', 'button[aria-label="More"]']);
    expect(cut.map((c) => c.text).sort()).toEqual([
      "Computer Programming/Repair",
      "Desenfundar o similar",
      "Star Wars: Revised, Expanded and Updated",
      "Vierlingsturbolaserbatterien",
    ]);
    await expect(onPage(browser(), WRONG, (page) => assertAccessible(page, "wrong"))).rejects.toThrow(
      /wrong is not accessible:[\s\S]*button-name[\s\S]*cut text "Computer Programming\/Repair"/,
    );
  });

  it("passes the same page put right: a 24 px target, and a smaller one whose 24 px circle touches no other", async () => {
    await expect(onPage(browser(), RIGHT, (page) => assertAccessible(page, "right"))).resolves.toBeUndefined();
  });

  it("lists a moderate finding under the page's name and passes the page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const all = await onPage(browser(), MODERATE, (page) => axeViolations(page));
      expect(all.map((v) => [v.id, v.impact])).toEqual([["landmark-unique", "moderate"]]);
      await expect(onPage(browser(), MODERATE, (page) => assertAccessible(page, "tracker"))).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^tracker: moderate accessibility findings:\n.*landmark-unique/));
    } finally {
      warn.mockRestore();
    }
  });
});
