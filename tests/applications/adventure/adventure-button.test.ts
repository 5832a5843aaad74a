import { describe, expect, it } from "vitest";
import { addEndOfAdventureButton } from "../../../src/applications/adventure/adventure-button.ts";
import { makeLocalize, toDom } from "../../helpers/render.ts";

const DIRECTORY = `<section class="directory"><header class="directory-header"><div class="header-actions action-buttons"><button type="button" class="create-entry">Create Actor</button></div></header><ol class="directory-list"></ol></section>`;

function directory(): HTMLElement {
  return toDom(DIRECTORY).querySelector<HTMLElement>(".directory")!;
}

describe("the end-of-adventure button in the Actors directory", () => {
  it("is added for a gamemaster, labelled in German, and opens the dialog when clicked", () => {
    const root = directory();
    let opened = 0;
    const button = addEndOfAdventureButton(root, true, makeLocalize("de"), () => (opened += 1));
    expect(button?.parentElement?.classList.contains("header-actions")).toBe(true);
    expect(button?.textContent?.trim()).toBe(makeLocalize("de")("SWD6.Points.endOfAdventure.title"));
    button?.click();
    expect(opened).toBe(1);
  });

  it("is never shown to a player, and never twice", () => {
    const root = directory();
    expect(addEndOfAdventureButton(root, false, makeLocalize("en"), () => 0)).toBeNull();
    expect(addEndOfAdventureButton(root, true, makeLocalize("en"), () => 0)).not.toBeNull();
    expect(addEndOfAdventureButton(root, true, makeLocalize("en"), () => 0)).toBeNull();
    expect(root.querySelectorAll(".swd6-end-adventure")).toHaveLength(1);
  });
});
