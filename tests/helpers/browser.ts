/**
 * Screenshots rendered templates in headless Chromium with the system's compiled stylesheet.
 * PNGs go to test-output/screenshots/ (git-ignored), to be looked at by people.
 */
import { chromium, type Browser } from "playwright-core";
import { compile } from "sass";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("../../", import.meta.url).pathname;

/** Where the screenshots are written. */
export const SCREENSHOT_DIR = join(ROOT, "test-output", "screenshots");

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
