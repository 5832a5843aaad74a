/**
 * Roll links bound where they are rendered: core calls the enricher's `onRender` with the enriched
 * content in whichever window shows it, a v14 detached window with a document of its own among them,
 * and the link rolls from there, once a click however often it re-entered a page.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Window } from "happy-dom";

const rolled: { kind: string; what: string; difficulty: unknown }[] = [];

vi.mock("../../../src/api/rolls.ts", () => ({
  userDifficultyNames: () => ({}),
  rollCheck: async (target: string, options: { difficulty: unknown }) => void rolled.push({ kind: "check", what: target, difficulty: options.difficulty }),
}));
vi.mock("../../../src/api/dialog-difficulty.ts", () => ({
  openRollDialogWithDifficulty: async (setup: { label: string }, difficulty: unknown) => void rolled.push({ kind: "code", what: setup.label, difficulty }),
}));

const { bindRollLinks } = await import("../../../src/api/enrichers/register-links.ts");

/** A detached window's content: core's wrapper around a link, in a document of its own. */
function detachedContent(link: string): { content: HTMLElement; link: HTMLElement; window: Window } {
  const window = new Window();
  window.document.body.innerHTML = `<enriched-content data-enricher-id="swd6rpg-check-link">${link}</enriched-content>`;
  const content = window.document.querySelector("enriched-content") as unknown as HTMLElement;
  return { content, link: content.querySelector("a, span") as HTMLElement, window };
}

const CHECK = `<a class="swd6rpg swd6-roll-link" data-swd6-link="check" data-target="security" data-difficulty="15" role="button" tabindex="0">Security</a>`;

describe("roll links in any window", () => {
  beforeEach(() => void rolled.splice(0));

  it("a link in a detached window rolls on a click, and on Enter", () => {
    const { content, link, window } = detachedContent(CHECK);
    bindRollLinks(content);
    link.click();
    link.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true }) as unknown as Event);
    link.dispatchEvent(new window.KeyboardEvent("keydown", { key: "a", bubbles: true }) as unknown as Event);
    expect(rolled).toEqual([
      { kind: "check", what: "security", difficulty: 15 },
      { kind: "check", what: "security", difficulty: 15 },
    ]);
  });

  it("rolls once a click however often the content re-entered a page, and not after it left (v14's signal)", () => {
    const { content, link } = detachedContent(CHECK);
    bindRollLinks(content);
    bindRollLinks(content);
    link.click();
    expect(rolled).toHaveLength(1);
    const left = new AbortController();
    bindRollLinks(content, { signal: left.signal });
    left.abort();
    link.click();
    expect(rolled).toHaveLength(1);
  });

  it("an unreadable link stays inert", () => {
    const { content, link } = detachedContent(`<span class="swd6rpg swd6-roll-link invalid" data-swd6-link="invalid">[[/d6 4X]]</span>`);
    bindRollLinks(content);
    link.click();
    expect(rolled).toEqual([]);
  });
});
