/**
 * Roll links as the enrichers build them, for the link tests and the journal screenshot: a text's
 * links parsed, viewed and built into elements with one language's translations.
 */
import { Window } from "happy-dom";
import { trackWindow } from "../../helpers/open-windows.ts";
import { CHECK_LINK_PATTERN, CODE_LINK_PATTERN, difficultyNames, parseLinkMatch } from "../../../src/api/enrichers/roll-link.ts";
import { type LinkTranslator, linkElement, linkView } from "../../../src/api/enrichers/link-view.ts";
import { DIFFICULTY_LEVELS } from "../../../src/rules/index.ts";
import { type Lang, loadLang, makeLocalize } from "../../helpers/render.ts";

/** One language's translations as `game.i18n` gives them to the enrichers. */
export function linkTranslator(lang: Lang = "en"): LinkTranslator {
  const strings = loadLang(lang);
  const format = makeLocalize(lang);
  return { localize: (key) => strings[key] ?? key, format: (key, data) => format(key, data), has: (key) => key in strings };
}

/**
 * Replaces every roll link in `text` with the element the enricher builds, as Foundry's enrichment
 * does (other text is kept as it is).
 * @returns the enriched HTML
 */
export function enrichLinks(text: string, lang: Lang = "en"): string {
  const i18n = linkTranslator(lang);
  const names = difficultyNames([Object.fromEntries(DIFFICULTY_LEVELS.map((level) => [level, i18n.localize(`SWD6.Difficulty.${level}`)]))]);
  const document = trackWindow(new Window()).document as unknown as Document;
  const pattern = new RegExp(`${CODE_LINK_PATTERN.source}|${CHECK_LINK_PATTERN.source.replace(/\?<(body|label)>/g, "?<check$1>")}`, "gi");
  return text.replace(pattern, (...args) => {
    const source = args[0] as string;
    const match = (source.match(new RegExp(CODE_LINK_PATTERN.source, "i")) ?? source.match(new RegExp(CHECK_LINK_PATTERN.source))) as RegExpMatchArray;
    return linkElement(document, linkView(parseLinkMatch(match, names), i18n)).outerHTML;
  });
}
