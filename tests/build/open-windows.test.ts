import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { closeOpenWindows, openWindowCount, trackWindow } from "../helpers/open-windows.ts";
import { toDom } from "../helpers/render.ts";

describe("the happy-dom windows a test file opens", () => {
  it("are closed, every one, when the file ends", async () => {
    await closeOpenWindows();
    const window = trackWindow(new Window());
    const document = toDom("<p>kept until the file ends</p>");
    expect(openWindowCount()).toBe(2);
    expect(document.querySelector("p")?.textContent).toBe("kept until the file ends");
    expect(window.closed).toBe(false);
    await closeOpenWindows();
    expect(window.closed).toBe(true);
    expect(openWindowCount()).toBe(0);
  });
});
