/**
 * The tracker's render context for a gamemaster and for a player, before the fight and during a
 * round: who is listed (hidden combatants are the gamemaster's alone, core's `Combatant#hidden`),
 * Foundry's row buttons, and which of core's encounter controls (begin, end, round and turn steps,
 * roll NPCs) stay.
 */
import { describe, expect, it } from "vitest";
import { trackerContext, type TrackerContext } from "../../src/combat/tracker/tracker-context.ts";
import { run } from "./flow/round-fixtures.ts";
import {
  GM_VIEWER,
  HANGAR_IDS,
  HIDDEN_ID,
  PLAYER_VIEWER,
  hangarCombat,
  hangarCombatants,
  hangarDeclaring,
  hangarRules,
  hangarSegment,
} from "./hangar-fight.ts";

const RULES = hangarRules();
const format = (key: string) => key;

/** Every combatant id a context lists, in its order. */
function listed(context: TrackerContext): string[] {
  if (context.swd6) return context.swd6.groups.flatMap((g) => g.rows.map((r) => r.id));
  if (context.swd6Battle) return context.swd6Battle.rows.map((r) => r.id);
  return context.swd6Roster.map((r) => r.id);
}

describe("the tracker before the fight starts", () => {
  const gm = trackerContext(hangarCombat(null), GM_VIEWER, RULES, format);
  const player = trackerContext(hangarCombat(null), PLAYER_VIEWER, RULES, format);

  it("lists every combatant as Foundry's row for the gamemaster, the hidden one marked", () => {
    expect(gm.swd6).toBeNull();
    expect(listed(gm)).toEqual([...HANGAR_IDS]);
    const officer = gm.swd6Roster.find((r) => r.id === HIDDEN_ID)!;
    expect(officer.css.split(" ")).toContain("hide");
    expect(gm.swd6Roster.every((r) => r.canToggle && r.canPing && !r.canPan)).toBe(true);
  });

  it("leaves the hidden combatant out for a player, who pans where the gamemaster toggles", () => {
    expect(listed(player)).toEqual(HANGAR_IDS.filter((id) => id !== HIDDEN_ID));
    expect(player.swd6Roster.every((r) => !r.canToggle && r.canPan && r.canPing)).toBe(true);
  });

  it("gives the gamemaster Begin, and neither End nor any round step yet", () => {
    expect(gm.swd6Controls).toMatchObject({
      startCombat: true,
      endCombat: false,
      nextRound: false,
      previousRound: false,
      nextTurn: false,
      previousTurn: false,
    });
    expect(gm.swd6Mode.chooseMode).toBe(true);
  });

  it("gives a player neither Begin nor End", () => {
    expect(Object.values(player.swd6Controls).every((allowed) => allowed === false)).toBe(true);
    expect(player.swd6Mode.chooseMode).toBe(false);
  });

  it("has nothing to list and no control without a combat", () => {
    const none = trackerContext(null, GM_VIEWER, RULES, format);
    expect(none.swd6HasCombat).toBe(false);
    expect(none.swd6Roster).toEqual([]);
    expect(Object.values(none.swd6Controls).some(Boolean)).toBe(false);
  });
});

describe("the tracker during a round", () => {
  it("gives the gamemaster End and Next round but no Begin; Previous round only while the last round is kept", () => {
    const combat = hangarCombat(hangarDeclaring(RULES));
    const gm = trackerContext(combat, GM_VIEWER, RULES, format);
    expect(gm.swd6Controls).toMatchObject({ startCombat: false, endCombat: true, nextRound: true, previousRound: false, previousTurn: false });
    // "Next turn" is the round's "next", which the declaration phase does not have.
    expect(gm.swd6Controls.nextTurn).toBe(false);
    expect(trackerContext({ ...combat, canRewind: true }, GM_VIEWER, RULES, format).swd6Controls.previousRound).toBe(true);
  });

  it("gives a player neither Begin nor End nor any step", () => {
    const player = trackerContext(hangarCombat(hangarDeclaring(RULES)), PLAYER_VIEWER, RULES, format);
    expect(Object.values(player.swd6Controls).some(Boolean)).toBe(false);
  });

  it("leaves the hidden combatant out of the player's round and keeps him in the gamemaster's", () => {
    const state = hangarSegment(RULES);
    const player = trackerContext(hangarCombat(state), PLAYER_VIEWER, RULES, format);
    const gm = trackerContext(hangarCombat(state), GM_VIEWER, RULES, format);
    expect(listed(player)).not.toContain(HIDDEN_ID);
    expect(listed(player)).toHaveLength(HANGAR_IDS.length - 1);
    expect(listed(gm)).toContain(HIDDEN_ID);
    expect(
      gm
        .swd6!.groups.flatMap((g) => g.rows)
        .find((r) => r.id === HIDDEN_ID)!
        .css.split(" "),
    ).toContain("hide");
  });

  it("shows a player no side whose only combatants are hidden (side initiative)", () => {
    const sides = hangarRules({ initiative: "side" });
    const state = hangarDeclaring(sides, []);
    // Everyone hostile but the officer is shown; hide the two stormtroopers too.
    const combatants = hangarCombatants(["anla"], [HIDDEN_ID, "trooper1", "trooper2"]);
    const player = trackerContext(hangarCombat(state, combatants), PLAYER_VIEWER, sides, format);
    const gm = trackerContext(hangarCombat(state, combatants), GM_VIEWER, sides, format);
    expect(player.swd6!.groups.map((g) => g.side)).toEqual(["friendly"]);
    expect(gm.swd6!.groups.map((g) => g.side)).toEqual(["friendly", "hostile"]);
  });

  it("marks the combatants acting now as core's active rows", () => {
    const state = run(hangarSegment(RULES, { anla: 14, bulack: 9, trooper1: 11, trooper2: 7, officer: 10 }), { type: "next" }, RULES);
    const gm = trackerContext(hangarCombat(state), GM_VIEWER, RULES, format);
    const active = gm.swd6!.groups.flatMap((g) => g.rows).filter((r) => r.css.split(" ").includes("active"));
    expect(active.map((r) => r.id)).toEqual(
      gm
        .swd6!.groups.flatMap((g) => g.rows)
        .filter((r) => r.current)
        .map((r) => r.id),
    );
    expect(active.length).toBeGreaterThan(0);
  });

  it("offers Roll NPCs while an NPC's action is still to roll, and Next turn once every roll is in", () => {
    const waiting = trackerContext(hangarCombat(hangarSegment(RULES, { anla: 14, bulack: 9 })), GM_VIEWER, RULES, format);
    expect(waiting.swd6Controls).toMatchObject({ rollNPC: true, rollAll: false, nextTurn: false });
    const pcsOnly = trackerContext(hangarCombat(hangarSegment(RULES, { trooper1: 11, trooper2: 7, officer: 10 })), GM_VIEWER, RULES, format);
    expect(pcsOnly.swd6Controls.rollNPC).toBe(false);
    const rolled = trackerContext(
      hangarCombat(hangarSegment(RULES, { anla: 14, bulack: 9, trooper1: 11, trooper2: 7, officer: 10 })),
      GM_VIEWER,
      RULES,
      format,
    );
    expect(rolled.swd6Controls).toMatchObject({ rollNPC: false, nextTurn: true });
  });

  it("lists a defeated combatant with core's defeated class", () => {
    const combatants = hangarCombatants().map((c) => (c.id === "trooper2" ? { ...c, defeated: true } : c));
    const gm = trackerContext(hangarCombat(hangarDeclaring(RULES), combatants), GM_VIEWER, RULES, format);
    expect(
      gm
        .swd6!.groups.flatMap((g) => g.rows)
        .find((r) => r.id === "trooper2")!
        .css.split(" "),
    ).toContain("defeated");
  });
});

describe("the tracker in a space battle", () => {
  it("leaves a hidden ship out of a player's rows and out of his targets", async () => {
    const { startBattle } = await import("../../src/combat/space-battle/battle-flow.ts");
    const { shipStatsOf } = await import("../../src/combat/space-battle/battle-ships.ts");
    const stats = shipStatsOf({ maneuverability: "2D", space: 10, shields: "0D", hull: "2D", weapons: [{ fireControl: "2D", damage: "5D" }] });
    const ids = ["xwing", "tie1", "tie2"];
    let battleState = startBattle(ids.map((id) => ({ id, stats })));
    // The X-wing acts: every ship has rolled, and the X-wing is first.
    battleState = { ...battleState, phase: "attacks", ships: battleState.ships.map((s, i) => ({ ...s, ship: { ...s.ship, initiative: 20 - i } })) };
    const combatants = ids.map((id) => ({
      id,
      name: id,
      img: "",
      owner: id === "xwing",
      names: {},
      hidden: id === "tie2",
      defeated: false,
      npc: id !== "xwing",
      onScene: true,
      resource: null,
    }));
    const combat = { round: 1, mode: "space-battle" as const, roundState: null, battleState, canRewind: false, combatants };
    const player = trackerContext(combat, PLAYER_VIEWER, RULES, format);
    const gm = trackerContext(combat, GM_VIEWER, RULES, format);
    expect(listed(player)).toEqual(["xwing", "tie1"]);
    expect(listed(gm)).toEqual(ids);
    const targets = (context: TrackerContext) => context.swd6Battle!.rows.find((r) => r.id === "xwing")!.targets.map((t) => t.id);
    expect(targets(gm)).toEqual(["tie1", "tie2"]);
    expect(targets(player)).toEqual(["tie1"]);
    // The battle's own "end turn" is the one next control: core's turn and round steps stand down.
    expect(gm.swd6Controls).toMatchObject({ nextTurn: false, nextRound: false, endCombat: true });
    expect(gm.swd6Battle!.rows.filter((r) => r.canEndTurn).map((r) => r.id)).toEqual(["xwing"]);
  });
});
