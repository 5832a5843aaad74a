/**
 * Setting a blaster for stun at the table, under both presets (Reglas: "Fijar los blasters en aturdir,
 * o volverlos a poner en funcionamiento normal, reduce todos los códigos de habilidad y de atributo en
 * 1D … no se considera como una acción, y no gasta un segmento"): Kell's first stun shot through the
 * attack dialog rolls 1D less, the pistol stays set for stun, and the next stun shot costs nothing;
 * switching back to normal costs the 1D again. The gamemaster plans every code from the weapon's
 * stored setting, so the roll of a client that forgot the switch is refused.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, shoot } from "./attack-scenario.ts";
import type { Client } from "./client.ts";
import { formatDieCode } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type AttackDialog = typeof import("../../src/applications/attack/attack-dialog.ts");
type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;

const PRESETS = ["revised", "first-edition"] as const;

describe("switching a blaster's stun setting costs the attack 1D", () => {
  for (const preset of PRESETS) {
    it(`${preset}: Kell's first stun shot rolls 1D less, the pistol stays on stun and the next stun shot costs nothing; back to normal costs 1D`, async () => {
      const scenario = await attackWorld({ seed: 9 });
      const { world, actors, sceneId, tokens } = scenario;
      const gm = world.client("GM");
      const kell = world.client("Kell");
      await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
      await world.settle();
      const pistol = (client: Client) => client.run(() => game.actors.get(actors.kell)!.items.find((item) => item.type === "weapon") as Item.Implementation);
      const setToStun = () => (pistol(gm).system as { setToStun: boolean }).setToStun;

      /** Kell fires at Garro through the attack dialog with the stun box as given; the attack roll's code. */
      const fire = async (stun: boolean): Promise<string> => {
        kell.dialogAnswers.push({ fields: { "target.0.distance": 5, stun } });
        await kell.run(async () => {
          game.user.targets.clear();
          game.user.targets.add({ document: fromUuidSync(`Scene.${sceneId}.Token.${tokens.garroToken}` as never) } as never);
          return kell
            .module<AttackDialog>("applications/attack/attack-dialog.ts")
            .openAttackDialog(game.actors.get(actors.kell) as never as SWD6Actor, pistol(kell));
        });
        await world.settle();
        const roll = gm.messages.contents.at(-1)!.rolls[0] as unknown as { d6: { code: { dice: number; pips: number } } };
        return formatDieCode(roll.d6.code);
      };

      expect(setToStun()).toBe(false);
      const normal = await fire(false);
      const switched = await fire(true);
      expect(setToStun()).toBe(true);
      const kept = await fire(true);
      // Red team: a roll made at the stun setting's code, sent as a switch back to normal, is refused (the switch costs 1D).
      const forged = await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 5 }], (request) => {
        request.form.stun = false;
      });
      expect(forged.answer).toMatchObject({ ok: false });
      expect(setToStun()).toBe(true);
      const back = await fire(false);
      expect(setToStun()).toBe(false);
      const [n, s, k, b] = [normal, switched, kept, back].map((code) => Number(code.split("D")[0]));
      expect([s, k, b]).toEqual([n - 1, n, n - 1]);
      expect(world.client("GM").messages.filter((m) => m.type === "attack")).toHaveLength(4);
    });
  }
});
