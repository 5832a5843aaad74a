/**
 * The wound levels as token statuses on v13 and v14: the system registers them in the shape each
 * generation's `CONFIG.statusEffects` has, keeps a module's statuses, and the token HUD shows the
 * six wound levels first, by severity, whichever way it orders them.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { MODULE_STATUSES, hudStatusOrder } from "./status-effects.ts";
import { seedCharacter } from "./fixtures.ts";

const WOUND_STATUSES = ["wound-stunned", "wound-wounded", "wound-wounded-twice", "wound-incapacitated", "wound-mortally-wounded", "wound-killed"];

async function bootedClient(generation: 13 | 14, lang: "en" | "de" = "en") {
  const world = new World([{ name: "GM", role: "GAMEMASTER", lang }], undefined, generation);
  await world.connectAll();
  const gm = world.client("GM");
  return { gm, registry: gm.run(() => CONFIG.statusEffects as unknown) };
}

describe("the wound statuses on each generation", () => {
  it("v13: an array with the wound levels first, then the module's statuses, which the HUD shows in its order", async () => {
    const { gm, registry } = await bootedClient(13);
    expect(Array.isArray(registry)).toBe(true);
    expect(hudStatusOrder(registry, 13, (key) => gm.i18n.localize(key))).toEqual([...WOUND_STATUSES, ...MODULE_STATUSES.map((s) => s.id)]);
  });

  it.each(["en", "de"] as const)("v14: an object keyed by id, which the HUD sorts by order and name, the wound levels still first (%s)", async (lang) => {
    const { gm, registry } = await bootedClient(14, lang);
    expect(Array.isArray(registry)).toBe(false);
    const keyed = registry as Record<string, { id: string; order?: number }>;
    expect(Object.keys(keyed).sort()).toEqual([...WOUND_STATUSES, ...MODULE_STATUSES.map((s) => s.id)].sort());
    for (const [id, status] of Object.entries(keyed)) expect(status.id).toBe(id);
    // By name alone "Aim" would come before "Stunned" and "Blinded" before "Wounded".
    expect(hudStatusOrder(registry, 14, (key) => gm.i18n.localize(key))).toEqual([...WOUND_STATUSES, "aim", "blinded"]);
  });
});

describe("keeping the wound statuses in step when a write fails", () => {
  it("a character deleted while its statuses are being switched: no unhandled rejection, the failure is reported and the next sync works", async () => {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const doomed = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Doomed Pilot" });
    const kept = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    await world.connectAll();
    const gm = world.client("GM");
    const warned: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      await gm.run(async () => {
        const actor = game.actors.get(doomed)!;
        // The delete reaches the server before the statuses the update's hook is about to write.
        const wounded = actor.update({ "system.woundLevel": "wounded" } as never);
        await actor.delete();
        await wounded;
      });
      await world.settle();
    } finally {
      console.warn = warn;
    }
    expect(warned.some((args) => String(args[0]).includes("Doomed Pilot"))).toBe(true);
    await gm.run(() => game.actors.get(kept)!.update({ "system.woundLevel": "incapacitated" } as never));
    await world.settle();
    expect([...world.client("Kell").actors.get(kept)!.effects].flatMap((effect) => [...effect.statuses])).toEqual(["wound-incapacitated"]);
  });
});
