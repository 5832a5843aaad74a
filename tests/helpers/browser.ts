/**
 * Screenshots rendered templates in headless Chromium with the system's compiled stylesheet.
 * PNGs go to test-output/screenshots/ (git-ignored), to be looked at by people.
 */
import type { Browser, CDPSession, Page } from "playwright-core";
import { beforeAll, expect, inject, TestRunner } from "vitest";
import { browserUnavailable, launchBrowser } from "./browser-launch.ts";
import { assertAccessible } from "./accessibility.ts";
import { assertInLanguage } from "./english-words.ts";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

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

let styles: string | null = null;

/**
 * The system's stylesheet, compiled from styles/swd6rpg.scss as the build compiles it: once per
 * run by the browser project's setup (tests/setup/browser-styles.ts), read here.
 * @throws Error when the run has no compiled stylesheet (a suite run without that setup)
 */
export function compiledStyles(): string {
  if (styles === null) {
    const path = inject("stylesPath");
    if (!path || !existsSync(path)) throw new Error("no compiled stylesheet: run the suites through vitest.config.ts, whose setup compiles it");
    styles = readFileSync(path, "utf8");
  }
  return styles;
}

let launched: Promise<Browser> | null = null;

/**
 * The worker's browser, launched when its first suite asks: the suites of a worker share their module
 * context (vitest.config.ts), so every suite after the first finds the browser, and the screenshot
 * page with its parsed stylesheet and axe-core, already made. Playwright drives it from the worker
 * itself, over the pipe it was launched with; one browser shared by the run would have every call
 * and every screenshot relayed by the process that served it (about a tenth more CPU for the browser
 * suites, measured on the 2-core machine). The browser ends with the worker, whose end closes that
 * pipe.
 */
function workerBrowser(): Promise<Browser> {
  launched ??= launchBrowser().catch((error: unknown) => {
    launched = null;
    throw error;
  });
  return launched;
}

/**
 * Gives the suite the worker's browser, ready before its tests. Where no browser can run
 * (`browserUnavailable`), the suite calling it is skipped as it is collected; the run's setup has
 * said why.
 * @returns the browser, for use inside the suite's tests
 */
export function useBrowser(): () => Browser {
  if (browserUnavailable()) {
    const suite = TestRunner.getCurrentSuite().suite;
    if (suite) suite.mode = "skip";
    return () => {
      throw new Error(browserUnavailable());
    };
  }
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
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

/** What a screenshot page holds besides the content: the system's stylesheet and the page's own CSS. */
function pageShell(): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>${compiledStyles()}</style>` +
    `<style>body{margin:0;padding:16px;background:#2b2d31;font-family:"Signika",sans-serif;}</style>` +
    `<style id="page-css"></style></head><body></body></html>`
  );
}

const pages = new WeakMap<Browser, Promise<Page>>();

/**
 * The browser's screenshot page: made once per browser connection with the stylesheet parsed once,
 * then given each screenshot's content and CSS in turn (the page closes with the connection).
 */
function screenshotPage(browser: Browser): Promise<Page> {
  let page = pages.get(browser);
  if (!page) {
    page = browser.newPage().then(async (made) => {
      await made.setContent(pageShell(), { waitUntil: "load" });
      return made;
    });
    pages.set(browser, page);
  }
  return page;
}

/**
 * Runs `fn` with `arg` in the page the last {@link screenshot} rendered, its window still shown: what
 * a test measures of the laid-out window (where its controls stand, how focus looks).
 */
export async function inScreenshotPage<A, R>(browser: Browser, fn: (arg: A) => R, arg: A): Promise<R> {
  const page = await screenshotPage(browser);
  return (await page.evaluate(fn as never, arg)) as R;
}

/**
 * Renders `html` in a page styled like a Foundry window, writes a PNG of `selector` and asserts the page accessible
 * and, when its name ends in `-de` or `-es`, free of English words.
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
  const page = await screenshotPage(browser);
  await page.setViewportSize({ width: options.width ?? 900, height: options.height ?? 900 });
  await page.evaluate(
    async ({ body, css }) => {
      document.getElementById("page-css")!.textContent = css;
      document.body.innerHTML = body;
      // What a page load would wait for: every image and the fonts.
      const images = [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((settled) => {
              image.addEventListener("load", settled);
              image.addEventListener("error", settled);
            }),
      );
      await Promise.all([...images, document.fonts.ready]);
    },
    { body: html, css: options.pageCss ?? "" },
  );
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  writeFileSync(path, await capturePng(page, options.selector));
  await assertAccessible(page, name);
  await assertInLanguage(page, name);
  return path;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A PNG of the first element matching `selector`, or of the whole page: what Playwright's
 * `screenshot` takes, asked of Chromium directly so that it may encode the PNG for speed
 * (`Page.captureScreenshot` with `optimizeForSpeed`, a larger file), which Playwright does not offer.
 * The box is widened to whole pixels.
 * @throws Error when no element matches `selector`
 */
async function capturePng(page: Page, selector?: string): Promise<Buffer> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const box = selector
    ? await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY };
        })
    : await page.evaluate(() => ({ left: 0, top: 0, right: document.documentElement.scrollWidth, bottom: document.documentElement.scrollHeight }));
  const x = Math.floor(box.left);
  const y = Math.floor(box.top);
  const clip = { x, y, width: Math.ceil(box.right) - x, height: Math.ceil(box.bottom) - y, scale: 1 };
  // Drawing beyond the viewport lays the page out again at its full size: only when the box needs it.
  const viewport = page.viewportSize();
  const beyond = !viewport || clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height;
  const { data } = await (await session).send("Page.captureScreenshot", { format: "png", clip, captureBeyondViewport: beyond, optimizeForSpeed: true });
  return Buffer.from(data, "base64");
}
