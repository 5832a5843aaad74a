/**
 * Starting headless Chromium and compiling the system's stylesheet, for the screenshot tests: the
 * browser is `CHROMIUM_PATH` when set, else the one the `@sparticuz/chromium` npm package ships.
 */
import { chromium, type Browser } from "playwright-core";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The system's stylesheet, compiled from styles/swd6rpg.scss as the build compiles it. Sass is
 * loaded only here: the suites read the run's compiled copy and never need it.
 */
export async function compileSystemStyles(): Promise<string> {
  const { compile } = await import("sass");
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
  "The screenshot tests need Chromium. `npm ci` installs one (the @sparticuz/chromium package); " + "to use your own, set CHROMIUM_PATH to its executable.";

/**
 * Why the screenshot tests cannot run here, in one line, or "" when they can: without
 * `CHROMIUM_PATH`, the browser is the one `@sparticuz/chromium` ships, which is built for Linux x64 only.
 * @param platform `process.platform`
 * @param arch `process.arch`
 * @param chromiumPath `CHROMIUM_PATH`
 */
export function browserUnavailable(platform: string = process.platform, arch: string = process.arch, chromiumPath = process.env.CHROMIUM_PATH): string {
  if (chromiumPath || (platform === "linux" && arch === "x64")) return "";
  return `the screenshot tests skip: @sparticuz/chromium ships Chromium for Linux x64 only, not ${platform} ${arch}; set CHROMIUM_PATH to a Chromium or Chrome executable to run them`;
}

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
    throw new Error(`No Chromium could be unpacked from @sparticuz/chromium (${String(error)}). ${HOW_TO_GET_ONE}`, { cause: error });
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
    throw new Error(`Chromium at ${executablePath} did not start (${String(error)}). ${HOW_TO_GET_ONE}`, { cause: error });
  }
}
