/**
 * How a roll link looks: the pure view of a parsed link (its texts, tooltip and data attributes, in
 * the user's language) and the element built from it for the enriched text.
 */
import { attributeLabel, isAttributeKey } from "../../constants.ts";
import { formatDieCode } from "../../rules/dice/die-code.ts";
import type { LinkDifficulty, RollLink } from "./roll-link.ts";
import { termLabel } from "../../game-terms.ts";

/** The translation functions a link's view needs: Foundry's `game.i18n`, or the tests' stand-in. */
export interface LinkTranslator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
  has(key: string): boolean;
}

/** The class every roll link carries; the click handler finds links by it. */
export const ROLL_LINK_CLASS = "swd6-roll-link";

/** A link's texts and data, ready to be built into an element. */
export interface LinkView {
  valid: boolean;
  kind: RollLink["kind"];
  /** Font Awesome classes of the link's icon. */
  icon: string;
  /** The label written with the link, or the check's skill or attribute; null for a bare code. */
  label: string | null;
  /** The code rolled (`4D+2`); null for a check, whose code depends on who rolls. */
  code: string | null;
  /** The localized "vs" and the difficulty's number or level name; null without a difficulty. */
  versus: string | null;
  difficulty: string | null;
  /** The link as written, shown for an unreadable link. */
  source: string;
  /** What a click does, or why the link cannot be rolled. */
  tooltip: string;
  /** The element's `data-*` attributes (camelCase names, as `dataset` takes them). */
  dataset: Record<string, string>;
}

/** A difficulty as a link shows it: the number, or the level's name. */
function difficultyText(difficulty: LinkDifficulty, i18n: LinkTranslator): string {
  return difficulty.level ? i18n.localize(termLabel("difficultyLevels", difficulty.level)) : String(difficulty.number);
}

/**
 * The name a check link shows for its target: a skill key's or attribute key's name in the user's
 * language (`blaster` → "Blaster", `dex` → "Geschicklichkeit"), else the target as written.
 */
export function checkTargetName(target: string, i18n: LinkTranslator): string {
  const key = target.trim().toLowerCase();
  if (isAttributeKey(key)) return i18n.localize(attributeLabel(key));
  const skillKey = `SWD6.SkillName.${key}`;
  return i18n.has(skillKey) ? i18n.localize(skillKey) : target.trim();
}

/**
 * The view of a link.
 * @param link the parsed link
 * @param i18n the user's translations
 */
export function linkView(link: RollLink, i18n: LinkTranslator): LinkView {
  if (!link.valid) {
    return {
      valid: false,
      kind: link.kind,
      icon: "fa-solid fa-triangle-exclamation",
      label: null,
      code: null,
      versus: null,
      difficulty: null,
      source: link.source,
      tooltip: i18n.format(`SWD6.Links.invalid.${link.problem}`, { detail: link.detail.trim() }),
      dataset: { swd6Link: "invalid" },
    };
  }
  const difficulty = link.difficulty ? difficultyText(link.difficulty, i18n) : null;
  const dataset: Record<string, string> = { swd6Link: link.kind };
  if (link.difficulty?.number != null) dataset.difficulty = String(link.difficulty.number);
  if (link.difficulty?.level) dataset.level = link.difficulty.level;
  if (link.label) dataset.label = link.label;
  if (link.kind === "code") {
    const code = formatDieCode(link.code);
    dataset.code = code;
    return {
      valid: true,
      kind: "code",
      icon: "fa-solid fa-dice-d6",
      label: link.label,
      code,
      versus: difficulty ? i18n.localize("SWD6.Links.versus") : null,
      difficulty,
      source: link.source,
      tooltip: difficulty ? i18n.format("SWD6.Links.rollCodeVs", { code, difficulty }) : i18n.format("SWD6.Links.rollCode", { code }),
      dataset,
    };
  }
  const target = checkTargetName(link.target, i18n);
  dataset.target = link.target;
  return {
    valid: true,
    kind: "check",
    icon: "fa-solid fa-bullseye",
    label: link.label ?? target,
    code: null,
    versus: difficulty ? i18n.localize("SWD6.Links.versus") : null,
    difficulty,
    source: link.source,
    tooltip: difficulty ? i18n.format("SWD6.Links.checkVs", { target, difficulty }) : i18n.format("SWD6.Links.check", { target }),
    dataset,
  };
}

/**
 * Builds a link's element: an `<a>` that rolls when clicked (focusable, a button to assistive
 * technology), or a `<span>` showing an unreadable link as written, marked invalid, with the reason
 * in its tooltip.
 * @param doc the document to create the element in
 * @param view the link's view
 */
export function linkElement(doc: Document, view: LinkView): HTMLElement {
  const element = doc.createElement(view.valid ? "a" : "span");
  element.classList.add("swd6rpg", ROLL_LINK_CLASS, `swd6-${view.kind}-link`);
  if (!view.valid) element.classList.add("invalid");
  Object.assign(element.dataset, view.dataset, { tooltip: view.tooltip });
  // The link is named by the text it shows; what clicking it rolls is its description.
  element.setAttribute("aria-description", view.tooltip);
  if (view.valid) {
    element.setAttribute("role", "button");
    element.tabIndex = 0;
  }
  const icon = doc.createElement("i");
  icon.className = view.icon;
  icon.setAttribute("aria-hidden", "true");
  element.append(icon);
  const part = (className: string, text: string | null) => {
    if (text === null) return;
    const span = doc.createElement("span");
    span.className = className;
    span.textContent = text;
    element.append(span);
  };
  if (!view.valid) {
    part("link-source", view.source);
    return element;
  }
  part("link-label", view.label);
  part("link-code", view.code);
  part("link-versus", view.versus);
  part("link-difficulty", view.difficulty);
  return element;
}
