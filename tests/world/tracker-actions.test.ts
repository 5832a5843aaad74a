/**
 * The combat tracker's buttons in the world, as each user's tracker (the system's class) carries them
 * out: the gamemaster marks a surprised combatant, rolls the sides' initiative (a new world plays side
 * initiative, R&E Rules) and starts the segments, a player rolls his action
 * and declares a reaction from his row, lapses and restores his action, and the gamemaster moves the
 * segment on with core's next turn. Every change goes through the gateway to the active gamemaster.
 */
import { describe, expect, it } from "vitest";
import { attackWorld, beginFight, roundCommand } from "./attack-scenario.ts";
import { pressTrackerButton } from "./tracker-buttons.ts";

const press = pressTrackerButton;

describe("the tracker's buttons in the world", () => {
  it("surprise, start, a player's roll and reaction, lapse and restore, next", async () => {
    const { world, sceneId, tokens, actors } = await attackWorld({ seed: 4 });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.tk421]);
    const blaster = kell.run(() => game.actors.get(actors.kell)!.items.find((i) => i.name === "Blaster")!.id);
    await roundCommand(world, kell, {
      type: "declare",
      combatant: ids[tokens.kellToken],
      actions: [{ kind: "action", skill: `skill:${blaster}`, label: "shoot" }],
    });
    await roundCommand(world, gm, { type: "declare", combatant: ids[tokens.tk421], actions: [{ kind: "action", skill: "attribute:dex", label: "shoot" }] });
    const state = () =>
      (
        gm.combats.contents[0] as unknown as {
          roundState: {
            phase: string;
            segment: number;
            acted: string[];
            combatants: { declaration: { id: string; actions: { status?: string }[]; reactions: unknown[] }; surprised: boolean; rolls: unknown[] }[];
          };
        }
      ).roundState;
    const member = (token: string) => state().combatants.find((c) => c.declaration.id === ids[token])!;
    const sides = () => (gm.combats.contents[0] as unknown as { roundState: { sides: { winner: string | null } | null } }).roundState.sides;

    await press(gm, "toggleSurprise", ids[tokens.tk421]);
    await world.settle();
    expect(member(tokens.tk421).surprised).toBe(true);
    await press(gm, "toggleSurprise", ids[tokens.tk421]);
    // A new world plays side initiative (R&E Rules): the segments wait for the sides' Perception rolls and the winner's choice.
    await press(gm, "startSegments");
    await world.settle();
    expect(state().phase).toBe("declaration");
    for (let tries = 0; tries < 5 && !sides()?.winner; tries++) {
      await press(gm, "rollSides");
      await world.settle();
    }
    await press(gm, "chooseSide", "", { choice: "first" });
    await press(gm, "startSegments");
    await world.settle();
    expect(state().phase).toBe("segments");

    // Kell rolls his declared Blaster shot from his row: the roll dialog (answered), the total recorded.
    kell.dialogAnswers.push({ fields: { difficulty: "" } });
    await press(kell, "rollAction", ids[tokens.kellToken]);
    await world.settle();
    expect(member(tokens.kellToken).rolls).toHaveLength(1);

    // A dodge declared from his row, as an extra action (the reaction dialog answered).
    kell.dialogAnswers.push({ fields: { label: "dodge the trooper", skill: "dodge" } });
    await press(kell, "react", ids[tokens.kellToken]);
    await world.settle();
    expect(member(tokens.kellToken).declaration.reactions).toHaveLength(1);

    await press(gm, "lapse", ids[tokens.tk421]);
    await world.settle();
    expect(member(tokens.tk421).declaration.actions[0].status).toBe("lapsed");
    await press(gm, "restore", ids[tokens.tk421]);
    await world.settle();
    expect(member(tokens.tk421).declaration.actions[0].status ?? "declared").toBe("declared");

    // The trooper rolls, and the gamemaster moves the segment on: Kell, who rolled higher or the same, acts.
    await press(gm, "rollNpcs");
    await world.settle();
    await press(gm, "nextTurn");
    await world.settle();
    expect(state().acted.length).toBeGreaterThan(0);
    // A player's "next" is refused and changes nothing.
    const acted = state().acted.length;
    await press(kell, "nextTurn");
    await world.settle();
    expect(state().acted.length).toBe(acted);
    expect(kell.notifications.shown.at(-1)?.type).toBe("warn");
  });
});
