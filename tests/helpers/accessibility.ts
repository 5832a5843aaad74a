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
const PAGE_RULES = { "html-has-lang": { enabled: false }, "document-title": { enabled: false } } as const;

/** An axe rule as its metadata describes it: its id, the impact it sets for itself (if any) and its checks' impacts. */
export interface AxeRuleImpacts {
  id: string;
  impact?: ImpactValue;
  /** Undefined where axe's metadata gives a check no impact. */
  checkImpacts: (ImpactValue | undefined)[];
}

/**
 * The rules whose violations the check would discard whatever they find, to be switched off before
 * axe runs: axe reports a rule at the impact the rule sets for itself, else at the highest impact of
 * its failing checks (axe-core's result aggregation), so a rule whose every possible impact is minor
 * or moderate, and which is not among the rules failing at any impact, never fails the check. A check
 * of unknown impact keeps its rule.
 * @param rules every rule of the running axe, as `axeRuleImpacts` reads them
 * @returns the ids of the rules that can never fail the check
 */
export function rulesThatCannotFail(rules: readonly AxeRuleImpacts[]): string[] {
  const canFail = (impact: ImpactValue | undefined) => impact === undefined || FAILING_IMPACTS.has(impact);
  return rules.filter((rule) => !FAILING_RULES.has(rule.id) && !(rule.impact ? canFail(rule.impact) : rule.checkImpacts.some(canFail))).map((rule) => rule.id);
}

/** What every axe run is told: the page rules off, and the rules that cannot fail the check, once per page. */
const runRules = new WeakMap<Page, Promise<Record<string, { enabled: false }>>>();

/**
 * The rules of the axe loaded in the page, from its metadata (`axe._audit`, which the published API
 * does not list); null when the metadata is not shaped as axe-core 4 shapes it, and then every rule runs.
 */
function axeRuleImpacts(page: Page): Promise<AxeRuleImpacts[] | null> {
  return page.evaluate(() => {
    type Check = string | { id: string };
    type Audit = {
      rules?: { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }[];
      data?: { checks?: Record<string, { impact?: string }> };
    };
    const audit = (globalThis as unknown as { axe: { _audit?: Audit } }).axe._audit;
    const checks = audit?.data?.checks;
    if (!Array.isArray(audit?.rules) || !checks) return null;
    return audit.rules.map((rule) => ({
      id: rule.id,
      impact: rule.impact,
      checkImpacts: [...rule.any, ...rule.all, ...rule.none].map((check) => checks[typeof check === "string" ? check : check.id]?.impact),
    })) as AxeRuleImpacts[];
  });
}

function rulesFor(page: Page): Promise<Record<string, { enabled: false }>> {
  let rules = runRules.get(page);
  if (!rules) {
    rules = axeRuleImpacts(page).then((impacts) => ({
      ...Object.fromEntries(rulesThatCannotFail(impacts ?? []).map((id) => [id, { enabled: false as const }])),
      ...PAGE_RULES,
    }));
    runRules.set(page, rules);
  }
  return rules;
}

/**
 * Runs axe-core over the whole page (but the rules whose findings could not fail the check, see
 * `rulesThatCannotFail`).
 * @param page a loaded page
 * @returns the violations of impact serious or critical, empty when there are none
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A screenshot page is used again and again: axe is added to it once.
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.addScriptTag({ content: axeScript() });
  const results = await page.evaluate(
    (rules) =>
      (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        rules,
        resultTypes: ["violations"],
      }),
    await rulesFor(page),
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
      if (!(element instanceof HTMLElement) || !(field || (ownText(element) && hides(getComputedStyle(element))))) continue;
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
