/**
 * The active gamemaster is an assistant whenever no full gamemaster is online, and an assistant can
 * lack `SETTINGS_MODIFY`, without which no world setting is written (FOUNDRY-FACTS §2: foundryvtt#10912,
 * #11678; the world models it in server.ts). Every card is listed in a world setting, so such a
 * gamemaster refuses a player's request before writing anything — no Dark Side point given for a card
 * that never comes — tells the player why in his language, and is told himself when the world starts.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { cardsOf, isListed, playerCardWorld, usePower } from "./player-cards.ts";
import { ROLES } from "./permissions.ts";
import { seedCharacter } from "./fixtures.ts";

const points = (scenario: Awaited<ReturnType<typeof playerCardWorld>>) =>
  (scenario.world.client("Assistant").actors.get(scenario.vesh)!.system as { darkSidePoints: number }).darkSidePoints;

describe("an active assistant gamemaster who may not write world settings", () => {
  it("refuses a dark-side power before anything is written, in the player's words; granted the permission, the same click goes through once", async () => {
    const scenario = await playerCardWorld();
    const { world, kell } = scenario;
    world.server.permissions.SETTINGS_MODIFY = ROLES.GAMEMASTER;
    world.disconnect("GM");
    await world.settle();
    const before = points(scenario);
    const writes = world.server.log.length;

    await usePower(scenario, "Rage");
    expect(world.server.log.slice(writes).filter((entry) => entry.userId === world.id("Assistant"))).toEqual([]);
    expect(points(scenario)).toBe(before);
    expect(world.client("Assistant").messages.filter((message) => message.type === "darkSide" || message.type === "forcePower")).toEqual([]);
    expect(kell.notifications.shown.at(-1)).toEqual({ type: "warn", message: kell.i18n.localize("SWD6.Gateway.refused.settingsLocked") });

    world.server.permissions.SETTINGS_MODIFY = ROLES.ASSISTANT;
    await usePower(scenario, "Rage");
    const assistantView = { ...scenario, gm: world.client("Assistant") };
    const [card] = cardsOf(assistantView, "darkSide");
    expect(card.author?.name).toBe("Assistant");
    expect(isListed(assistantView, card)).toBe(true);
    expect(points(scenario)).toBe(before + 1);
  });

  it("is told when the world starts, in his language, and leaves an older world's migration to a gamemaster who may record it", async () => {
    const world = new World([
      { name: "Ana", role: "ASSISTANT", lang: "de" },
      { name: "Kell", role: "PLAYER" },
    ]);
    world.server.permissions.SETTINGS_MODIFY = ROLES.GAMEMASTER;
    world.server.worldSettings.set("swd6rpg.systemMigrationVersion", "0.1.0");
    seedCharacter(world, "Brash Pilot", { owner: "Kell" });
    await world.connectAll();
    await world.settle();
    const ana = world.client("Ana");
    const warnings = ana.notifications.shown.filter((notice) => notice.type === "warn").map((notice) => notice.message);
    expect(warnings).toContain(ana.i18n.localize("SWD6.Gateway.settingsLockedActive"));
    expect(warnings.some((message) => message.startsWith("Die Daten der Welt wurden nicht"))).toBe(true);
    expect(world.server.worldSettings.get("swd6rpg.systemMigrationVersion")).toBe("0.1.0");
    expect(world.server.log.filter((entry) => entry.userId === world.id("Ana"))).toEqual([]);
    expect(world.client("Kell").notifications.shown).toEqual([]);
  });
});
