/**
 * The rule presets menu in the world: the gamemaster opens it from the system's settings and sets
 * every rule variant to the 1st edition's values in one click; the world's settings follow on every
 * client; a player's click changes nothing (world settings are the gamemaster's).
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import type { Client } from "./client.ts";

type Menu = { render(options?: object): Promise<unknown>; element: HTMLElement };

async function openMenu(client: Client): Promise<Menu> {
  return client.run(async () => {
    const config = client.menus.get("swd6rpg.rulePresets") as { type: new () => Menu; restricted: boolean };
    const menu = new config.type();
    await menu.render({ force: true });
    return menu;
  });
}

describe("the rule presets menu", () => {
  it("sets the 1st edition's rules in one click, for the whole world", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    await world.connectAll();
    const gm = world.client("GM");
    const setting = (client: Client, key: string) => client.run(() => game.settings.get("swd6rpg" as never, key as never));
    expect(setting(gm, "wildDie")).toBe("on");
    expect((gm.menus.get("swd6rpg.rulePresets") as { restricted: boolean }).restricted).toBe(true);
    const menu = await openMenu(gm);
    gm.run(() => menu.element.querySelector<HTMLButtonElement>('[data-action="applyPreset"][data-preset="first-edition"]')!.click());
    await world.settle();
    expect(setting(gm, "wildDie")).toBe("off");
    expect(setting(world.client("Kell"), "wildDie")).toBe("off");
    expect(setting(world.client("Kell"), "damageModel")).toBe("ratio");
    expect(gm.notifications.shown.at(-1)?.type).toBe("info");

    const kell = world.client("Kell");
    const playerMenu = await openMenu(kell);
    kell.run(() => playerMenu.element.querySelector<HTMLButtonElement>('[data-action="applyPreset"][data-preset="revised"]')!.click());
    await world.settle();
    expect(setting(gm, "wildDie")).toBe("off");
  });
});
