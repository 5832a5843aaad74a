import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("the windows of one test and the windows its file shares", () => {
  let shared: Window;
  let own: Window;
  beforeAll(() => {
    shared = trackWindow(new Window());
  });
  afterAll(() => {
    // The file's window outlives its tests; the setup closes it after this hook.
    expect(shared.closed).toBe(false);
  });

  it("opens a window of its own", () => {
    own = trackWindow(new Window());
    expect(own.closed).toBe(false);
  });

  it("finds the last test's window closed when it ended, and the file's window still open", () => {
    expect(own.closed).toBe(true);
    expect(shared.closed).toBe(false);
    expect(shared.document.body).toBeTruthy();
  });
});
