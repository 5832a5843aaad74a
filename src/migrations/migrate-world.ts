/**
 * The Foundry side of migrations: the world setting that stores the version that last migrated the
 * world, and the `ready` check of the active GM, who migrates the world when it was last migrated by
 * an older version. The migration itself (migrate-documents.ts) and its steps load only then, as most
 * starts migrate nothing.
 */
import { SYSTEM_ID } from "../constants.ts";
import type { SettingKey } from "../settings.ts";
import { migrationDecision, UNMIGRATED } from "./version.ts";
import { mayWriteWorldSettings } from "../data/world-settings.ts";

/** The world setting holding the version that last migrated the world ("" for none, settings.ts). */
export const MIGRATION_SETTING = "systemMigrationVersion" satisfies SettingKey;

const format = (key: string, data?: Record<string, string | number>) => game.i18n!.format(key, data as never);

/**
 * On `ready`: migrates the world when this user is the active GM and the stored version is older
 * than the running system's (or none is stored). The running version is stored only when every
 * document migrated: a world with failures (listed in the report) is migrated again at its next
 * start. A world last migrated by a newer version is left alone, with a warning.
 */
export async function migrateWorldIfNeeded(): Promise<void> {
  const stored = game.settings.get(SYSTEM_ID, MIGRATION_SETTING) ?? UNMIGRATED;
  const current = game.system!.version;
  const decision = migrationDecision(stored, current, game.users?.activeGM?.isSelf ?? false);
  if (decision === "newer") {
    ui.notifications?.warn(format("SWD6.Migration.newer", { stored, current }));
    return;
  }
  if (decision !== "migrate") return;
  // The version could not be recorded: the migration would run, and report, at every start.
  if (!mayWriteWorldSettings()) {
    ui.notifications?.warn(format("SWD6.Migration.settingsLocked", { version: current }));
    return;
  }
  const [{ migrateWorld }, { MESSAGE_STEPS, pendingSteps }] = await Promise.all([import("./migrate-documents.ts"), import("./steps.ts")]);
  const tally = await migrateWorld(pendingSteps(stored), current, pendingSteps(stored, MESSAGE_STEPS));
  if (tally.failures.length > 0 || tally.lockedPacks.length > 0) {
    ui.notifications?.warn(format("SWD6.Migration.incomplete", { version: current, failures: tally.failures.length + tally.lockedPacks.length }));
    return;
  }
  await game.settings.set(SYSTEM_ID, MIGRATION_SETTING, current);
}
