/**
 * Registers the roll links with Foundry's text enrichment (journal pages, chat messages, item
 * descriptions) and rolls them when clicked: one listener on the document's body serves every
 * link, wherever and whenever it was rendered, on v13 and v14 alike.
 */
import { parseDieCode } from "../../rules/dice/die-code.ts";
import type { DifficultyLevel } from "../../rules/dice/difficulty.ts";
import { openRollDialogWithDifficulty } from "../dialog-difficulty.ts";
import { rollCheck, userDifficultyNames } from "../rolls.ts";
import { ROLL_LINK_CLASS, linkElement, linkView } from "./link-view.ts";
import { CHECK_LINK_PATTERN, CODE_LINK_PATTERN, type LinkDifficulty, parseLinkMatch } from "./roll-link.ts";

/** The enriched element of a match, built in the document Foundry enriches into. */
async function enrichLink(match: RegExpMatchArray): Promise<HTMLElement> {
  return linkElement(document, linkView(parseLinkMatch(match, userDifficultyNames()), game.i18n));
}

/** A link's difficulty from its data attributes. */
function datasetDifficulty(dataset: DOMStringMap): LinkDifficulty | null {
  if (dataset.level) return { number: null, level: dataset.level as DifficultyLevel };
  const number = Number.parseInt(dataset.difficulty ?? "", 10);
  return Number.isInteger(number) ? { number, level: null } : null;
}

/**
 * Rolls a link from its data attributes: a code through the roll dialog for no one in particular,
 * a check for the speaking actor.
 * @param link the link's element
 */
export async function rollLink(link: HTMLElement): Promise<void> {
  const { swd6Link, code, target, label } = link.dataset;
  const difficulty = datasetDifficulty(link.dataset);
  if (swd6Link === "code" && code) {
    const parsed = parseDieCode(code);
    await openRollDialogWithDifficulty({ actor: null, label: label ?? code, code: parsed, attribute: null, kind: "free" }, difficulty);
  } else if (swd6Link === "check" && target) {
    await rollCheck(target, { difficulty: difficulty?.level ?? difficulty?.number ?? null, label });
  }
}

/** The body's click and key handler: a roll link rolls; anything else is left alone. */
function onLinkEvent(event: Event): void {
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
  const link = (event.target as Element | null)?.closest?.<HTMLElement>(`.${ROLL_LINK_CLASS}[data-swd6-link]`);
  if (!link || link.dataset.swd6Link === "invalid") return;
  event.preventDefault();
  event.stopPropagation();
  void rollLink(link);
}

/** Registers the two enrichers and the body's listeners. Call once, at `init`. */
export function registerRollLinks(): void {
  const enrichers = CONFIG.TextEditor.enrichers as unknown as { id?: string; pattern: RegExp; enricher: (match: RegExpMatchArray) => Promise<HTMLElement> }[];
  enrichers.push(
    { id: "swd6rpg-code-link", pattern: CODE_LINK_PATTERN, enricher: enrichLink },
    { id: "swd6rpg-check-link", pattern: CHECK_LINK_PATTERN, enricher: enrichLink },
  );
  document.body.addEventListener("click", onLinkEvent);
  document.body.addEventListener("keydown", onLinkEvent);
}
