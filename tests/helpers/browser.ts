/**
 * Screenshots rendered templates in headless Chromium with the system's compiled stylesheet.
 * PNGs go to test-output/screenshots/ (git-ignored), to be looked at by people.
 */
import { chromium, type Browser } from "playwright-core";
import { compile } from "sass";
import { afterAll, beforeAll, expect } from "vitest";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
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

/** What core CSS gives a dialog around the system's markup: the window frame, its content and footer buttons. */
export const DIALOG_FRAME_CSS = `${WINDOW_FRAME_CSS}
  .application { background: #0b0a13; color: #e8e8e8; }
  .window-header { gap: 8px; }
  .window-title { flex: 1; }
  .header-control { color: #aaa; font: 16px sans-serif; }
  .window-content { display: flex; flex-direction: column; gap: 12px; padding: 12px; }
  .form-footer { display: flex; gap: 8px; }
  .form-footer button { flex: 1; height: 34px; color: #e8e8e8; background: #2c2f36; border: 1px solid #4a4f59;
    border-radius: 4px; font: 14px "Signika", "DejaVu Sans", sans-serif; }
`;

/**
 * What core CSS gives the chat log around the system's cards: a `#chat-log` list of `.chat-message`
 * items with their header.
 * @param width the log's width in pixels
 */
export function chatLogCss(width = 300): string {
  return `
  #chat-log { width: ${width}px; margin: 0; padding: 6px; list-style: none; background: #1a1b20; border: 1px solid #000; }
  .chat-message { margin: 0 0 8px; padding: 6px; background: #26282e; border: 1px solid #3a3c44; border-radius: 5px;
    color: #e8e8e8; font: 13px "Signika", "DejaVu Sans", sans-serif; }
  .message-header { display: flex; justify-content: space-between; margin-bottom: 4px; color: #b8b8b8; font-size: 12px; }
  .message-sender { color: #f0f0f0; font-weight: 700; }
`;
}

/** The system's stylesheet, compiled from styles/swd6rpg.scss as the build compiles it. */
export function compiledStyles(): string {
  return compile(join(ROOT, "styles", "swd6rpg.scss")).css;
}

/** Flags every launch gets: no downloads, no background traffic (this machine's network is closed). */
const QUIET_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** How to get a browser, said when none can be launched. */
const HOW_TO_GET_ONE =
  "The screenshot tests need Chromium. `npm ci` installs one (the @sparticuz/chromium package); " +
  "to use your own, set CHROMIUM_PATH to its executable.";

/**
 * The browser to launch: `CHROMIUM_PATH` when it is set, otherwise the headless Chromium the
 * `@sparticuz/chromium` package ships, unpacked to the temp folder on first use.
 * @returns the executable's path and the flags it needs
 * @throws Error when neither is available, saying how to get a browser
 */
async function browserExecutable(): Promise<{ executablePath: string; args: string[] }> {
  const own = process.env.CHROMIUM_PATH;
  if (own) {
    if (!existsSync(own)) throw new Error(`CHROMIUM_PATH is ${own}, which does not exist. ${HOW_TO_GET_ONE}`);
    return { executablePath: own, args: QUIET_FLAGS };
  }
  try {
    const { default: packaged } = await import("@sparticuz/chromium");
    packaged.setGraphicsMode = false;
    const executablePath = await packaged.executablePath();
    // One process for the whole browser ends it with the first page a suite closes.
    const args = packaged.args.filter((flag) => flag !== "--single-process");
    return { executablePath, args: [...new Set([...args, ...QUIET_FLAGS])] };
  } catch (error) {
    throw new Error(`No Chromium could be unpacked from @sparticuz/chromium (${String(error)}). ${HOW_TO_GET_ONE}`);
  }
}

/**
 * Launches headless Chromium: `CHROMIUM_PATH`, or the one installed from npm.
 * @throws Error when no browser can be launched, saying how to get one
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await browserExecutable();
  try {
    return await chromium.launch({ executablePath, args });
  } catch (error) {
    throw new Error(`Chromium at ${executablePath} did not start (${String(error)}). ${HOW_TO_GET_ONE}`);
  }
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
