/**
 * The package listing's media: the screenshots and the cover system.json names in `media`, made
 * from the screenshot tests' PNGs (test-output/screenshots/) as small JPEGs in assets/media/.
 *
 * The committed JPEGs are checked on every run. They are made again when one is missing, or on
 * `SWD6_UPDATE_MEDIA=1 npx vitest run tests/build/release-media.test.ts` after the screenshot tests
 * have written fresh PNGs; a PNG that is not there leaves its JPEG as it is.
 */
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCREENSHOT_DIR, useBrowser } from "../helpers/browser.ts";
import type { Browser } from "playwright-core";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const MEDIA_DIR = join(ROOT, "assets/media");
const SYSTEM_PREFIX = "systems/swd6rpg/";

/** Each screenshot of the listing and the screenshot test's PNG it is made from. */
const SCREENSHOTS: Record<string, string> = {
  "character-sheet.jpg": "character-sheet.png",
  "roll-chat-card.jpg": "roll-chat-card.png",
  "attack-card.jpg": "attack-card-hit.png",
  "combat-tracker.jpg": "combat-tracker-segment.png",
  "template-sheet.jpg": "template-sheet.png",
};

/** The PNGs the cover shows, left to right. */
const COVER_SHOTS = ["character-sheet.png", "attack-card-hit.png", "combat-tracker-segment.png"];

/** Largest size a listing image may have, so the zip stays small. */
const MAX_BYTES = 200_000;

const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  media: { type: string; url: string; thumbnail?: string }[];
};
const mediaFiles = [...new Set(manifest.media.flatMap((m) => [m.url, m.thumbnail]).filter((u): u is string => !!u))];
const update = process.env.SWD6_UPDATE_MEDIA === "1";
const png = (name: string) => join(SCREENSHOT_DIR, name);
const dataUrl = (path: string) => `data:image/png;base64,${readFileSync(path).toString("base64")}`;

/** Whether `file` in assets/media/ is to be made in this run. */
const wanted = (file: string) => update || !existsSync(join(MEDIA_DIR, file));

/** Renders `html` at `width` x `height` and writes it as a JPEG into assets/media/ (and a PNG preview). */
async function writeJpeg(browser: Browser, file: string, html: string, width: number, height: number): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height } });
  try {
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">${html}</body></html>`, { waitUntil: "load" });
    mkdirSync(MEDIA_DIR, { recursive: true });
    writeFileSync(join(MEDIA_DIR, file), await page.screenshot({ type: "jpeg", quality: 82, fullPage: false }));
    // A PNG beside the other screenshots, for people to look at.
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, `media-${file.replace(/\.jpg$/, ".png")}`) });
  } finally {
    await page.close();
  }
}

/** The cover: the title over the sheets' dark panels, with three of the system's screens. */
function coverHtml(width: number, height: number): string {
  const d6 = readFileSync(join(ROOT, "assets/d6.svg")).toString("base64");
  const shots = COVER_SHOTS.map((name) => `<img src="${dataUrl(png(name))}">`).join("");
  return `<div style="width:${width}px;height:${height}px;box-sizing:border-box;padding:36px 44px;overflow:hidden;
      background:radial-gradient(ellipse at 20% 0%, #1a2130 0%, #0f1217 70%);color:#ebe7de;
      font-family:'Roboto Condensed','Liberation Sans Narrow','DejaVu Sans Condensed',sans-serif;">
    <div style="display:flex;align-items:center;gap:18px;border-bottom:2px solid #f2a33a;padding-bottom:14px;">
      <img src="data:image/svg+xml;base64,${d6}" style="width:58px;height:58px;">
      <div>
        <div style="font-size:46px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#ffbf5e;">Star Wars D6</div>
        <div style="font-size:19px;letter-spacing:.06em;color:#97a1b1;">West End Games' roleplaying game for Foundry VTT · wild die · templates · action segments</div>
      </div>
    </div>
    <div style="display:flex;gap:22px;align-items:flex-start;margin-top:22px;">
      ${shots.replaceAll("<img ", '<img style="max-height:430px;border:1px solid #2f3745;border-radius:4px;box-shadow:0 6px 18px rgba(0,0,0,.6);" ')}
    </div>
  </div>`;
}

/** A screenshot scaled to at most `maxWidth`, on the sheets' background. */
function screenshotHtml(path: string, maxWidth: number): string {
  return `<div style="background:#0f1217;display:inline-block;"><img src="${dataUrl(path)}" style="display:block;max-width:${maxWidth}px;"></div>`;
}

describe("the package listing's media", () => {
  const browser = useBrowser();

  it("makes the screenshots and the cover from the screenshot tests' PNGs when asked or missing", async () => {
    for (const [file, source] of Object.entries(SCREENSHOTS)) {
      if (!wanted(file) || !existsSync(png(source))) continue;
      const { width, height } = scaledSize(png(source), 800);
      await writeJpeg(browser(), file, screenshotHtml(png(source), 800), width, height);
    }
    if ((wanted("cover.jpg") || wanted("thumbnail.jpg")) && COVER_SHOTS.every((name) => existsSync(png(name)))) {
      await writeJpeg(browser(), "cover.jpg", coverHtml(1200, 630), 1200, 630);
      await writeJpeg(browser(), "thumbnail.jpg", `<div style="zoom:0.3">${coverHtml(1200, 630)}</div>`, 360, 189);
    }
  }, 60_000);

  it.each(mediaFiles)("ships %s in assets/media/ as a small JPEG", (url) => {
    expect(url.startsWith(`${SYSTEM_PREFIX}assets/media/`)).toBe(true);
    const path = join(ROOT, url.slice(SYSTEM_PREFIX.length));
    expect(existsSync(path), `${path}: run the screenshot tests, then SWD6_UPDATE_MEDIA=1 on this file`).toBe(true);
    expect(readFileSync(path).subarray(0, 3).toString("hex")).toBe("ffd8ff");
    expect(statSync(path).size).toBeLessThan(MAX_BYTES);
  });

  it("names a cover and at least three screenshots", () => {
    expect(manifest.media.filter((m) => m.type === "cover")).toHaveLength(1);
    expect(manifest.media.filter((m) => m.type === "screenshot").length).toBeGreaterThanOrEqual(3);
    expect(
      Object.keys(SCREENSHOTS)
        .map((file) => `${SYSTEM_PREFIX}assets/media/${file}`)
        .sort(),
    ).toEqual(
      manifest.media
        .filter((m) => m.type === "screenshot")
        .map((m) => m.url)
        .sort(),
    );
  });
});

/** The size a PNG is shown at when scaled down to at most `maxWidth`. */
function scaledSize(path: string, maxWidth: number): { width: number; height: number } {
  const header = readFileSync(path);
  const width = header.readUInt32BE(16);
  const height = header.readUInt32BE(20);
  const scale = Math.min(1, maxWidth / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
