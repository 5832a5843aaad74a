/**
 * Character points on defensive rolls, through the real attack card under both presets: R&E
 * (`tables.json` `character_points`, `character-points.ts`) lets a character spend up to five on a
 * dodge, a parry or the Strength roll to resist damage, after seeing the roll, each adding a die to
 * the same roll. The card's reaction and resistance rolls carry the gamemaster's own record of their
 * points; a point raises the total, the card meets the shot (or reads the damage chart) again, and
 * the point leaves the sheet once. Red team: the attacker's player cannot spend the target's points,
 * nor a sixth, nor one after the roll stops deciding anything.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, cardState, click, hitGarro, toResisted } from "./attack-scenario.ts";
import { request } from "./red-team/console.ts";
import type { Client } from "./client.ts";
import { resolveDamage } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Target = {
  stage: string;
  hit: boolean;
  difficulty: number;
  reaction: { total: number } | null;
  damage: number | null;
  resistance: number | null;
  inflicted: string | null;
};

const PRESETS = ["revised", "first-edition"] as const;
const SPEND = '.attack-step button[data-action="spendCharacterPoint"]';

/** The world under a preset, Garro with `points` character points, and Kell's card that hit him. */
async function garroHit(preset: (typeof PRESETS)[number], points: number) {
  const scenario = await attackWorld({ seed: 7 });
  const { world, actors } = scenario;
  const gm = world.client("GM");
  await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
  await gm.run(() => game.actors.get(actors.garro)!.update({ "system.characterPoints": points } as never));
  await world.settle();
  const id = await hitGarro(scenario);
  const garro = world.client("Garro");
  const target = (): Target => (cardState(gm.messages.get(id)!) as unknown as { targets: Target[] }).targets[0]!;
  const pointsLeft = () => gm.run(() => (game.actors.get(actors.garro)!.system as { characterPoints: number }).characterPoints);
  const rollIndex = (type: string) =>
    gm.messages.get(id)!.rolls.findIndex((r) => (r as { options: { attackCard?: { type?: string } } }).options.attackCard?.type === type);
  const message = (client: Client) => client.messages.get(id)!;
  return { ...scenario, id, garro, gm, target, pointsLeft, rollIndex, message };
}

describe("character points on defensive rolls", () => {
  for (const preset of PRESETS) {
    it(`${preset}: Garro raises his dodge on the card: the shot is met again at the new total, and one point leaves his sheet per click`, async () => {
      const s = await garroHit(preset, 7);
      await click(s.world, s.garro, s.message(s.garro), '[data-card-action="react"]');
      const dodged = s.target();
      expect(dodged.reaction).not.toBeNull();
      const index = s.rollIndex("reaction");
      expect(index).toBeGreaterThan(0);
      await click(s.world, s.garro, s.message(s.garro), SPEND);
      const raised = s.target();
      expect(raised.reaction!.total).toBeGreaterThan(dodged.reaction!.total);
      expect(raised.reaction!.total).toBe((s.message(s.gm).rolls[index] as unknown as { total: number }).total);
      expect(await s.pointsLeft()).toBe(6);
      // The difficulty follows the reaction rule: replaced (R&E) or added to the base (1st edition).
      expect(raised.difficulty - dodged.difficulty).toBe(raised.reaction!.total - dodged.reaction!.total);
      expect(raised.hit).toBe(cardState(s.message(s.gm)).attack >= raised.difficulty);
      expect(raised.stage).toBe(raised.hit ? "attacked" : "missed");

      // Red team: Kell may not spend Garro's points; a repeated request spends nothing.
      expect(await request(s.world.client("Kell"), "points.spend", { messageId: s.id, rollIndex: index, spent: 1 })).toMatchObject({
        ok: false,
        reason: "notOwner",
      });
      expect(await request(s.garro, "points.spend", { messageId: s.id, rollIndex: index, spent: 0 })).toMatchObject({ ok: true });
      expect(await s.pointsLeft()).toBe(6);
      // Up to five on a defensive roll, a sixth refused.
      for (const spent of [1, 2, 3, 4])
        expect(await request(s.garro, "points.spend", { messageId: s.id, rollIndex: index, spent })).toMatchObject({ ok: true });
      await s.world.settle();
      expect(await s.pointsLeft()).toBe(2);
      expect(await request(s.garro, "points.spend", { messageId: s.id, rollIndex: index, spent: 5 })).toMatchObject({ ok: false, reason: "limit" });
    });

    it(`${preset}: Garro raises his resistance roll: the damage chart is read again; once the hit is applied no point is taken`, async () => {
      const s = await garroHit(preset, 3);
      await toResisted(s.world, s.id);
      const resisted = s.target();
      expect(resisted.stage).toBe("resisted");
      const index = s.rollIndex("resistance");
      await click(s.world, s.garro, s.message(s.garro), SPEND);
      const raised = s.target();
      expect(raised.resistance!).toBeGreaterThan(resisted.resistance!);
      expect(await s.pointsLeft()).toBe(2);
      const model = preset === "revised" ? "difference" : "ratio";
      expect(raised.inflicted).toBe(resolveDamage(raised.damage!, raised.resistance!, model));
      await click(s.world, s.gm, s.message(s.gm), '[data-card-action="apply"]');
      expect(await request(s.garro, "points.spend", { messageId: s.id, rollIndex: index, spent: 1 })).toMatchObject({ ok: false, reason: "limit" });
      expect(await s.pointsLeft()).toBe(2);
    });
  }
});
