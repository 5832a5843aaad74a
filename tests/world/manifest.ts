/**
 * The system's manifest as the world reads it: Foundry sets `game.system` from the installed
 * system's `system.json` (A13 classes/foundry.packages.System.html: the package's manifest data,
 * `version` among it), so the world's clients read the version there too, never a constant of their own.
 */
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { id: string; title: string; version: string };

/** The system's version, from its manifest. */
export const SYSTEM_VERSION = manifest.version;

/** `game.system` as a client sees it: id, title and version from the manifest. */
export function systemData(): { id: string; title: string; version: string } {
  return { id: manifest.id, title: manifest.title, version: manifest.version };
}
