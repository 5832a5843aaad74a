import { describe, expect, it } from "vitest";
import { pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { enrichLinks } from "./link-data.ts";

/** A journal text page much as Foundry shows one: light parchment, serif body text. */
const JOURNAL_CSS = `
  .journal-page { width: 640px; margin: 0 auto; padding: 20px 28px; background: #f0ebe0; color: #1b1b1b;
    font: 15px/1.6 "DejaVu Serif", Georgia, serif; border-radius: 6px; box-shadow: 0 0 24px rgba(0,0,0,.6); }
  .journal-page h2 { margin: 0 0 8px; font: 600 22px "DejaVu Sans", sans-serif; border-bottom: 1px solid #b5a98f; }
`;

const PAGE = {
  en: `<h2>The Mos Eisley hangar</h2>
<p>The lock on hangar 94 is old: slicing it takes [[/d6 3D+1 vs moderate]]{Slice the lock}, or anyone may try
@Check[security|15]. The guard notices intruders with @Check[Perception|easy].</p>
<p>A stormtrooper patrol opens fire: everyone in the open dodges, @Check[dodge|difficult], and the
shots roll [[/d6 4D]] damage. Getting the freighter off the ground: @Check[space-transports|very-difficult].</p>
<p>Typos show as such: [[/d6 4X]], [[/d6 3D vs legendary]] and @Check[].</p>`,
  de: `<h2>Der Hangar in Mos Eisley</h2>
<p>Das Schloss von Hangar 94 zu knacken: [[/d6 3D+1 vs Mittel]], oder @Check[security|mittel].
Die Wache bemerkt Eindringlinge mit @Check[per|leicht]. Ein Fehler: [[/d6 vier]].</p>`,
  es: `<h2>El hangar de Mos Eisley</h2>
<p>Forzar la cerradura del hangar 94: [[/d6 3D+1 vs moderada]], o @Check[security|moderada].
El guardia ve a los intrusos con @Check[per|fácil]. Un error: [[/d6 cuatro]].</p>`,
};

describe("journal enricher screenshots", () => {
  const browser = useBrowser();

  it.each(Object.keys(PAGE) as (keyof typeof PAGE)[])("shows the roll links of a journal page (%s)", async (lang) => {
    const html = `<article class="journal-page">${enrichLinks(PAGE[lang], lang)}</article>`;
    const name = lang === "en" ? "journal-enrichers" : `journal-enrichers-${lang}`;
    const path = await screenshot(browser(), name, html, { width: 720, height: 500, selector: ".journal-page", pageCss: JOURNAL_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(640);
  });
});
