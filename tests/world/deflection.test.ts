/**
 * A lightsaber's deflection of a blaster bolt on the attack card, under both presets: the Sense roll
 * is added to the shooter's difficulty (Grundregeln: "Es wird mit der Machtfertigkeit Sense gewürfelt
 * und das Ergebnis zum Schwierigkeitswert des Angreifers addiert"; Reglas: "Tira por su habilidad de
 * sentir y suma el resultado al número de dificultad del que dispara el blaster"). No seed lets a
 * deflection replace the difficulty, so it adds under R&E's replace mode too, where a dodge replaces
 * it; the gamemaster reads from the card whether a parry is a deflection, never from the click.
 */
import { describe, expect, it } from "vitest";
import { World } from "./index.ts";
import { USERS, cardState, click, lastMessage, shoot } from "./attack-scenario.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Target = { stage: string; baseDifficulty: number; difficulty: number; reaction: { kind: string; total: number; deflection?: boolean } | null };

const PRESETS = ["revised", "first-edition"] as const;

describe("a lightsaber deflects a blaster bolt", () => {
  for (const preset of PRESETS) {
    it(`${preset}: Kell's shot at a Failed Jedi with a lightsaber and Sense: his Sense roll is added to the difficulty`, async () => {
      const world = new World(USERS, 11);
      const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]] });
      const jedi = seedCharacter(world, "Failed Jedi", { owner: "Garro", name: "Ilva", gear: [["weapons", "Lightsaber"]] });
      const { sceneId, tokenIds } = seedScene(world, [
        { actorId: kell, name: "Kell Tavari", x: 0, y: 0 },
        { actorId: jedi, name: "Ilva", x: 1000, y: 0 },
      ]);
      await world.connectAll(USERS.map((u) => u.name));
      const gm = world.client("GM");
      await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
      await world.settle();
      const kellClient = world.client("Kell");
      let id: string | null = null;
      for (let attempt = 0; attempt < 30 && !id; attempt++) {
        await shoot(kellClient, kell, [{ sceneId, tokenId: tokenIds[1]!, distance: 5 }]);
        await world.settle();
        if (cardState(lastMessage(kellClient)).targets[0].hit) id = lastMessage(kellClient).id;
      }
      if (!id) throw new Error("thirty shots missed");
      const garro = world.client("Garro");
      await click(world, garro, garro.messages.get(id)!, '[data-card-action="react"][data-reaction="deflect"]');
      const target = (cardState(gm.messages.get(id)!) as unknown as { targets: Target[] }).targets[0]!;
      expect(target.reaction).toMatchObject({ kind: "parry", deflection: true });
      expect(target.difficulty).toBe(target.baseDifficulty + target.reaction!.total);
    });
  }
});
