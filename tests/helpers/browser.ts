/**
 * Screenshots rendered templates in headless Chromium with the system's compiled stylesheet.
 * PNGs go to test-output/screenshots/ (git-ignored), to be looked at by people.
 */
import { chromium, type Browser } from "playwright-core";
import { compile } from "sass";
import { afterAll, beforeAll, expect } from "vitest";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("../../", import.meta.url).pathname;

/** Where the screenshots are written. */
export const SCREENSHOT_DIR = join(ROOT, "test-output", "screenshots");

/** Foundry's window frame, which core CSS draws around an application: only what a screenshot needs. */
export const WINDOW_FRAME_CSS = `
  .application { display: flex; flex-direction: column; margin: 0 auto; border: 1px solid #000;
    border-radius: 6px; overflow: hidden; box-shadow: 0 0 24px rgba(0,0,0,.8); }
  .window-header { display: flex; align-items: center; height: 34px; padding: 0 12px; background: #23252b;
    border-bottom: 1px solid #000; }
  .window-title { margin: 0; color: #e8e8e8; font: 600 14px "Signika", "DejaVu Sans", sans-serif; }
`;

/** The system's stylesheet, compiled from styles/swd6rpg.scss as the build compiles it. */
export function compiledStyles(): string {
  return compile(join(ROOT, "styles", "swd6rpg.scss")).css;
}

/** Launches Debian's Chromium with the flags this machine needs (no downloads, no background traffic). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * Gives the suite a browser: launched before its tests, closed after them.
 * @returns the browser, for use inside the suite's tests
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is launched in beforeAll; use it inside a test");
    return browser;
  };
}

/** Reads a PNG's width and height from its header, asserting that the file is a PNG. */
export function pngSize(path: string): { width: number; height: number } {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Renders `html` in a page styled like a Foundry window and writes a PNG of `selector`.
 * @param name file name without extension
 * @param html the rendered template
 * @param options viewport size, the element to capture, and extra page CSS
 * @returns the PNG's path
 */
export async function screenshot(
  browser: Browser,
  name: string,
  html: string,
  options: { width?: number; height?: number; selector?: string; pageCss?: string } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const page = await browser.newPage({ viewport: { width: options.width ?? 900, height: options.height ?? 900 } });
  try {
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>${compiledStyles()}</style>` +
        `<style>body{margin:0;padding:16px;background:#2b2d31;font-family:"Signika",sans-serif;}${options.pageCss ?? ""}</style>` +
        `</head><body>${html}</body></html>`,
      { waitUntil: "load" },
    );
    const path = join(SCREENSHOT_DIR, `${name}.png`);
    if (options.selector) await page.locator(options.selector).first().screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
    return path;
  } finally {
    await page.close();
  }
}
