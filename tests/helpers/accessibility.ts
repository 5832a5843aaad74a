/**
 * Accessibility checks on a page the screenshot suites render in Chromium: axe-core (WCAG 2.2 A/AA and best practices), its serious and
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

/**
 * The rule set axe runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. WCAG
 * 2.2's target size (2.5.8, `target-size`) is among them, though axe ships it switched off.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

/** The rules of the set axe ships switched off, switched on. */
const SWITCHED_ON = { "target-size": { enabled: true } } as const;

const FAILING_IMPACTS = new Set<ImpactValue | undefined>(["serious", "critical"]);

/** Impacts reported without failing the page: listed in the run's output with the page's name. */
const LISTED_IMPACTS = new Set<ImpactValue | undefined>(["moderate"]);

/** Rules of lesser impact that fail too: a skipped heading level misleads navigation by headings. */
const FAILING_RULES = new Set(["heading-order"]);

/**
 * Rules about the page around the markup, which the screenshot helper makes up and Foundry's own
 * page provides (a language, a title, the landmarks and the first heading of the page a window
 * opens in): not the system's to answer for.
 */
const PAGE_RULES = {
  "html-has-lang": { enabled: false },
  "document-title": { enabled: false },
  region: { enabled: false },
  "landmark-one-main": { enabled: false },
  "page-has-heading-one": { enabled: false },
} as const;

/** An axe rule as its metadata describes it: its id, its tags, the impact it sets for itself (if any) and its checks' impacts. */
export interface AxeRuleImpacts {
  id: string;
  tags?: string[];
  impact?: ImpactValue;
  /** Undefined where axe's metadata gives a check no impact. */
  checkImpacts: (ImpactValue | undefined)[];
}

/**
 * The rules of the set whose violations the check would neither fail nor list, to be switched off
 * before axe runs: axe reports a rule at the impact the rule sets for itself, else at the highest
 * impact of its failing checks (axe-core's result aggregation), so a rule whose every possible
 * impact is minor, and which is not among the rules failing at any impact, is never reported. A
 * check of unknown impact keeps its rule.
 * @param rules every rule of the running axe, as `axeRuleImpacts` reads them
 * @returns the ids of the rules that can never fail the check nor be listed by it
 */
export function rulesThatCannotFail(rules: readonly AxeRuleImpacts[]): string[] {
  const reported = (impact: ImpactValue | undefined) => impact === undefined || FAILING_IMPACTS.has(impact) || LISTED_IMPACTS.has(impact);
  return rules
    .filter((rule) => !FAILING_RULES.has(rule.id) && !(rule.impact ? reported(rule.impact) : rule.checkImpacts.some(reported)))
    .map((rule) => rule.id);
}

/**
 * The options of every axe run: the WCAG 2.2 A/AA set and best practices (`AXE_TAGS`), target size
 * switched on, the page rules and the rules that cannot be reported switched off.
 * @param rules every rule of the running axe, as `axeRuleImpacts` reads them (empty when unknown)
 */
export function axeRunOptions(rules: readonly AxeRuleImpacts[]): { runOnly: { type: "tag"; values: string[] }; rules: Record<string, { enabled: boolean }> } {
  return {
    runOnly: { type: "tag", values: [...AXE_TAGS] },
    rules: { ...Object.fromEntries(rulesThatCannotFail(rules).map((id) => [id, { enabled: false }])), ...SWITCHED_ON, ...PAGE_RULES },
  };
}

/** What every axe run is told, once per page. */
const runOptions = new WeakMap<Page, Promise<ReturnType<typeof axeRunOptions>>>();

/**
 * The rules of the axe loaded in the page, from its metadata (`axe._audit`, which the published API
 * does not list); null when the metadata is not shaped as axe-core 4 shapes it, and then every rule runs.
 */
function axeRuleImpacts(page: Page): Promise<AxeRuleImpacts[] | null> {
  return page.evaluate(() => {
    type Check = string | { id: string };
    type Audit = {
      rules?: { id: string; tags?: string[]; impact?: string; any: Check[]; all: Check[]; none: Check[] }[];
      data?: { checks?: Record<string, { impact?: string }> };
    };
    const audit = (globalThis as unknown as { axe: { _audit?: Audit } }).axe._audit;
    const checks = audit?.data?.checks;
    if (!Array.isArray(audit?.rules) || !checks) return null;
    return audit.rules.map((rule) => ({
      id: rule.id,
      tags: rule.tags,
      impact: rule.impact,
      checkImpacts: [...rule.any, ...rule.all, ...rule.none].map((check) => checks[typeof check === "string" ? check : check.id]?.impact),
    })) as AxeRuleImpacts[];
  });
}

function optionsFor(page: Page): Promise<ReturnType<typeof axeRunOptions>> {
  let options = runOptions.get(page);
  if (!options) {
    options = axeRuleImpacts(page).then((impacts) => axeRunOptions(impacts ?? []));
    runOptions.set(page, options);
  }
  return options;
}

/**
 * Runs axe-core over the whole page with the check's rule set (`axeRunOptions`).
 * @param page a loaded page
 * @returns every violation of impact moderate or above, and of the rules failing at any impact
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A screenshot page is used again and again: axe is added to it once.
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.addScriptTag({ content: axeScript() });
  // Only the violations cross the protocol, as one string: axe's results list every rule it ran, and
  // Playwright would check each of their values on the way.
  const violations = JSON.parse(
    await page.evaluate(
      async (options) =>
        JSON.stringify(
          (
            await (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
              ...options,
              resultTypes: ["violations"],
            })
          ).violations,
        ),
      await optionsFor(page),
    ),
  ) as AxeResults["violations"];
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact) || LISTED_IMPACTS.has(violation.impact) || FAILING_RULES.has(violation.id))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), summary: node.failureSummary ?? "" })),
    }));
}

/** Whether a violation fails the page: serious or critical, or of a rule failing at any impact. */
export function failsPage(violation: AxeViolation): boolean {
  return FAILING_IMPACTS.has(violation.impact) || FAILING_RULES.has(violation.id);
}

/**
 * Runs axe-core over the whole page (see `axeViolations`).
 * @param page a loaded page
 * @returns the violations that fail the page, empty when there are none
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(failsPage);
}

function violationLines(violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((v) => [`${v.impact} ${v.id}: ${v.help}`, ...v.nodes.map((n) => `  ${n.target}\n    ${n.summary.replace(/\n/g, "\n    ")}`)]);
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
 * table cell narrower than its text (which runs over the next cell), every
 * text field narrower than its value, every text area lower than its text, and every select
 * narrower than its chosen option's text beside its arrow (16 px, Chromium's).
 * @param page a loaded page
 * @returns the cut text elements, empty when none is cut
 */
export async function cutTexts(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const hides = (style: CSSStyleDeclaration) => style.textOverflow === "ellipsis" || style.overflowX === "hidden" || style.overflowX === "clip";
    const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
        parts.unshift(at.tagName.toLowerCase() + [...at.classList].map((name) => `.${name}`).join(""));
      }
      return parts.join(" > ");
    };
    const cut: { path: string; text: string; scrollWidth: number; clientWidth: number }[] = [];
    // A select shows its chosen option's text in its box, beside the arrow: a span of that text in the
    // select's font measures what it needs, the select's own width less its padding and the browser's
    // arrow what it has.
    const measure = document.createElement("span");
    measure.style.cssText = "position:absolute;visibility:hidden;white-space:pre;left:-9999px;top:0";
    document.body.append(measure);
    for (const select of document.body.querySelectorAll("select")) {
      const option = select.selectedOptions[0];
      if (!option || select.clientWidth <= 1 || select.multiple) continue;
      const style = getComputedStyle(select);
      measure.style.font = style.font;
      measure.style.letterSpacing = style.letterSpacing;
      measure.textContent = option.text.trim();
      // A select drawn by the system (no native look) keeps its arrow in its right padding.
      const arrow = style.appearance === "none" ? 0 : 16;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      const needed = Math.ceil(measure.getBoundingClientRect().width);
      if (needed > room + 1) cut.push({ path: path(select), text: option.text.trim(), scrollWidth: needed, clientWidth: Math.floor(room) });
    }
    measure.remove();
    for (const element of document.body.querySelectorAll("*")) {
      // A field scrolls its value inside its box, so a value wider than the box is cut where it stands.
      const field = (element instanceof HTMLInputElement && element.type === "text") || element instanceof HTMLTextAreaElement;
      // A table cell's text that overflows runs over the next cell: cut for the reader as much as hidden text is.
      const cell = element instanceof HTMLTableCellElement;
      if (!(element instanceof HTMLElement) || !(field || (ownText(element) && (cell || hides(getComputedStyle(element)))))) continue;
      // A box a pixel wide or less is text hidden on purpose for screen readers.
      if (element.clientWidth <= 1) continue;
      const [scrolled, shown] =
        element instanceof HTMLTextAreaElement ? [element.scrollHeight, element.clientHeight] : [element.scrollWidth, element.clientWidth];
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
 * The moderate violations are listed in the run's output under the page's name, and pass.
 * @param page a loaded page
 * @param name the page's name, for the message
 * @throws Error listing every failing violation and cut text, when there is any
 */
export async function assertAccessible(page: Page, name: string): Promise<void> {
  const [all, cut] = [await axeViolations(page), await cutTexts(page)];
  const violations = all.filter(failsPage);
  const listed = all.filter((violation) => !failsPage(violation));
  if (listed.length > 0) console.warn(`${name}: moderate accessibility findings:\n${violationLines(listed).join("\n")}`);
  if (violations.length === 0 && cut.length === 0) return;
  const lines = [...violationLines(violations), ...cut.map((c) => `cut text "${c.text}" (${c.scrollWidth}px in ${c.clientWidth}px): ${c.path}`)];
  throw new Error(`${name} is not accessible:\n${lines.join("\n")}`);
}
