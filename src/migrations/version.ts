/**
 * System versions as the migration check compares them: "0.1.0", "1.2" or "" (a world no version of
 * the system has migrated yet), and the decision whether a world needs migrating.
 */

/** A world no migration has touched yet stores this (the setting's default). */
export const UNMIGRATED = "";

/**
 * The numeric parts of a version ("v1.2.3-beta" → [1, 2, 3]); a missing part counts as 0 and
 * anything after the numbers (a pre-release tag) is ignored.
 * @param version a version as system.json writes it, optionally with a leading "v"
 * @throws Error when the text does not start with a number
 */
export function versionParts(version: string): number[] {
  const match = /^v?(\d+(?:\.\d+)*)/.exec(version.trim());
  if (!match) throw new Error(`"${version}" is not a version such as 0.1.0`);
  return match[1].split(".").map(Number);
}

/**
 * Compares two versions part by part: negative when `a` is older, 0 when equal, positive when newer.
 * @throws Error when either is not a version
 */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** What the `ready` hook does about migrations in this client. */
export type MigrationDecision =
  /** Not the active GM: another client (or none) does the work. */
  | "not-active-gm"
  /** The world is already at this version. */
  | "current"
  /** The world was migrated by a newer version of the system than this one: touch nothing. */
  | "newer"
  /** Migrate, then store the current version. */
  | "migrate";

/**
 * Whether this client migrates the world: only the active GM does, and only when the stored
 * version is older than the running system's (or none is stored).
 *
 * @param stored the `systemMigrationVersion` world setting ("" when never migrated)
 * @param current the running system's version (`game.system.version`)
 * @param isActiveGM whether this user is the world's active GM
 * @throws Error when `current`, or a non-empty `stored`, is not a version
 */
export function migrationDecision(stored: string, current: string, isActiveGM: boolean): MigrationDecision {
  versionParts(current);
  if (!isActiveGM) return "not-active-gm";
  if (stored.trim() === UNMIGRATED) return "migrate";
  const order = compareVersions(stored, current);
  return order < 0 ? "migrate" : order === 0 ? "current" : "newer";
}
