/**
 * Where the screenshot tests run: Linux x64 with the browser @sparticuz/chromium ships, anywhere with
 * CHROMIUM_PATH; elsewhere they skip, and the reason is one line.
 */
import { describe, expect, it } from "vitest";
import { browserUnavailable } from "../helpers/browser-launch.ts";

describe("the screenshot tests' platforms", () => {
  it("run on Linux x64 with the packaged browser", () => {
    expect(browserUnavailable("linux", "x64", undefined)).toBe("");
  });

  it("run anywhere CHROMIUM_PATH names a browser", () => {
    expect(browserUnavailable("win32", "x64", "C:\\Chromium\\chrome.exe")).toBe("");
    expect(browserUnavailable("darwin", "arm64", "/Applications/Chromium.app/Contents/MacOS/Chromium")).toBe("");
  });

  it.each([
    ["win32", "x64"],
    ["darwin", "arm64"],
    ["linux", "arm64"],
  ])("skip on %s %s without CHROMIUM_PATH, saying why in one line", (platform, arch) => {
    const reason = browserUnavailable(platform, arch, undefined);
    expect(reason).toContain(`not ${platform} ${arch}`);
    expect(reason).toContain("CHROMIUM_PATH");
    expect(reason).not.toContain("\n");
  });
});
