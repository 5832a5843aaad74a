/**
 * Accessibility checks on a page the screenshot suites render in Chromium: axe-core's serious and
 * critical violations, and text cut off by its box.
 */
import type { Page } from "playwright-core";
import type { AxeResults, ImpactValue } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

let axeSource: string | null = null;

/** axe-core's browser bundle, read once. */
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

/** One violated axe rule: its id and impact, and a selector and summary for each offending node. */
export interface AxeViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  nodes: { target: string; summary: string }[];
}

const FAILING_IMPACTS = new Set<ImpactValue | undefined>(["serious", "critical"]);

/** Rules of lesser impact that fail too: a skipped heading level misleads navigation by headings. */
const FAILING_RULES = new Set(["heading-order"]);

/**
 * Rules about the page around the markup, which the screenshot helper makes up and Foundry's own
 * page provides (a language, a title): not the system's to answer for.
 */
const PAGE_RULES = { "html-has-lang": { enabled: false }, "document-title": { enabled: false } };

/**
 * Runs axe-core over the whole page.
 * @param page a loaded page
 * @returns the violations of impact serious or critical, empty when there are none
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A screenshot page is used again and again: axe is added to it once.
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.addScriptTag({ content: axeScript() });
  const results = await page.evaluate(
    (rules) => (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe
      .run(document, { rules, resultTypes: ["violations"] }),
    PAGE_RULES,
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact) || FAILING_RULES.has(violation.id))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), summary: node.failureSummary ?? "" })),
    }));
}

/**
 * A text element whose text its box cuts off: where it is, its text, and how far the text reaches
 * and the box (pixels; heights for a text area, widths otherwise).
 */
export interface CutText {
  path: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Finds the text cut off by its box: every element holding text of its own whose box hides what
 * overflows it (overflow hidden or clip, or an ellipsis) and is narrower than its content, every
 * text field narrower than its value and every text area lower than its text.
 * @param page a loaded page
 * @returns the cut text elements, empty when none is cut
 */
export async function cutTexts(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const hides = (style: CSSStyleDeclaration) =>
      style.textOverflow === "ellipsis" || style.overflowX === "hidden" || style.overflowX === "clip";
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
        parts.unshift(at.tagName.toLowerCase() + [...at.classList].map((name) => `.${name}`).join(""));
      }
      return parts.join(" > ");
    };
    const cut: { path: string; text: string; scrollWidth: number; clientWidth: number }[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      // A field scrolls its value inside its box, so a value wider than the box is cut where it stands.
      const field = (element instanceof HTMLInputElement && element.type === "text") || element instanceof HTMLTextAreaElement;
      if (!(element instanceof HTMLElement) || !(field || (ownText(element) && hides(getComputedStyle(element))))) continue;
      // A box a pixel wide or less is text hidden on purpose for screen readers.
      if (element.clientWidth <= 1) continue;
      const [scrolled, shown] = element instanceof HTMLTextAreaElement
        ? [element.scrollHeight, element.clientHeight]
        : [element.scrollWidth, element.clientWidth];
      // A pixel over is the rounding of a fractional width, not text lost.
      if (scrolled <= shown + 1) continue;
      const text = field ? (element as HTMLInputElement).value : element.textContent!.trim();
      cut.push({ path: path(element), text, scrollWidth: scrolled, clientWidth: shown });
    }
    return cut;
  });
}

/**
 * Asserts the page accessible: no serious or critical axe violation and no text cut off by its box.
 * @param page a loaded page
 * @param name the page's name, for the message
 * @throws Error listing every violation and cut text, when there is any
 */
export async function assertAccessible(page: Page, name: string): Promise<void> {
  const [violations, cut] = [await seriousAxeViolations(page), await cutTexts(page)];
  if (violations.length === 0 && cut.length === 0) return;
  const lines = [
    ...violations.flatMap((v) => [`${v.impact} ${v.id}: ${v.help}`, ...v.nodes.map((n) => `  ${n.target}\n    ${n.summary.replace(/\n/g, "\n    ")}`)]),
    ...cut.map((c) => `cut text "${c.text}" (${c.scrollWidth}px in ${c.clientWidth}px): ${c.path}`),
  ];
  throw new Error(`${name} is not accessible:\n${lines.join("\n")}`);
}
