import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { trackWindow } from "../../helpers/open-windows.ts";
import { CHECK_LINK_PATTERN, CODE_LINK_PATTERN, difficultyNames, parseLinkMatch } from "../../../src/api/enrichers/roll-link.ts";
import { ROLL_LINK_CLASS, checkTargetName, linkElement, linkView } from "../../../src/api/enrichers/link-view.ts";
import { enrichLinks, linkTranslator } from "./link-data.ts";
import { toDom } from "../../helpers/render.ts";

const names = difficultyNames();

function view(text: string, lang: "en" | "de" | "es" = "en") {
  const match = text.match(new RegExp(CODE_LINK_PATTERN.source, "i")) ?? text.match(new RegExp(CHECK_LINK_PATTERN.source));
  return linkView(parseLinkMatch(match!, names), linkTranslator(lang));
}

describe("linkView", () => {
  it("shows a code link with its code, difficulty and tooltip", () => {
    expect(view("[[/d6 4d+2 vs 15]]")).toMatchObject({
      valid: true,
      kind: "code",
      label: null,
      code: "4D+2",
      versus: "vs",
      difficulty: "15",
      tooltip: "Roll 4D+2 against 15",
      dataset: { swd6Link: "code", code: "4D+2", difficulty: "15" },
    });
  });

  it("names a difficulty level in the user's language", () => {
    expect(view("[[/d6 3D vs moderate]]", "de")).toMatchObject({
      versus: "gegen",
      difficulty: "Mittel",
      tooltip: "3D gegen Mittel würfeln",
      dataset: { level: "moderate" },
    });
    expect(view("[[/d6 3D vs very-difficult]]", "es")).toMatchObject({ versus: "contra", difficulty: "Muy difícil" });
  });

  it("shows a check link with the skill's or attribute's name in the user's language", () => {
    expect(view("@Check[blaster|easy]")).toMatchObject({
      kind: "check",
      label: "Blaster",
      code: null,
      difficulty: "Easy",
      dataset: { target: "blaster", level: "easy" },
    });
    expect(view("@Check[dex]", "de")).toMatchObject({ label: "Geschicklichkeit", difficulty: null });
    expect(view("@Check[My Own Skill]{Hold on}")).toMatchObject({ label: "Hold on", dataset: { target: "My Own Skill", label: "Hold on" } });
    expect(checkTargetName("starfighter-piloting", linkTranslator("de"))).not.toBe("starfighter-piloting");
  });

  it("shows an unreadable link as written, with the reason in the user's language", () => {
    expect(view("[[/d6 4X vs 10]]")).toMatchObject({
      valid: false,
      source: "[[/d6 4X vs 10]]",
      tooltip: "“4X” is not a die code to roll: write it like 4D+2.",
      dataset: { swd6Link: "invalid" },
    });
    expect(view("@Check[blaster|hart]", "de").tooltip).toContain("„hart“ ist keine Schwierigkeit");
  });
});

describe("linkElement", () => {
  const document = trackWindow(new Window()).document as unknown as Document;

  it("builds a focusable link carrying what the click handler reads", () => {
    const element = linkElement(document, view("[[/d6 4D+2 vs moderate]]{Climb}"));
    expect(element.tagName).toBe("A");
    expect(element.classList.contains(ROLL_LINK_CLASS)).toBe(true);
    expect(element.getAttribute("role")).toBe("button");
    expect(element.tabIndex).toBe(0);
    expect({ ...element.dataset }).toMatchObject({ swd6Link: "code", code: "4D+2", level: "moderate", label: "Climb", tooltip: "Roll 4D+2 against Moderate" });
    expect([...element.querySelectorAll("span")].map((span) => span.textContent)).toEqual(["Climb", "4D+2", "vs", "Moderate"]);
  });

  it("builds an unreadable link as a marked span with no roll data", () => {
    const element = linkElement(document, view("[[/d6 nonsense]]"));
    expect(element.tagName).toBe("SPAN");
    expect(element.classList.contains("invalid")).toBe(true);
    expect(element.dataset.code).toBeUndefined();
    expect(element.textContent).toBe("[[/d6 nonsense]]");
  });

  it("escapes what the author wrote: a label is text, never markup", () => {
    const html = enrichLinks("[[/d6 2D]]{<img src=x onerror=alert(1)>}");
    const dom = toDom(html);
    expect(dom.querySelector("img")).toBeNull();
    expect(dom.querySelector(".link-label")?.textContent).toBe("<img src=x onerror=alert(1)>");
  });

  it("turns a journal text's links into elements and keeps the rest", () => {
    const dom = toDom(enrichLinks("<p>Climb: [[/d6 3D vs easy]]; shoot: @Check[blaster|moderate]; bad: [[/d6 4X]].</p>"));
    expect([...dom.querySelectorAll(`.${ROLL_LINK_CLASS}`)].map((link) => (link as HTMLElement).dataset.swd6Link)).toEqual(["code", "check", "invalid"]);
    expect(dom.querySelector("p")?.textContent).toMatch(/^Climb: .*; shoot: .*; bad: .*\.$/);
  });
});
