/**
 * The Combat document keeps Foundry's round counter equal to the declaration round's and changes it
 * the way core changes rounds. Foundry's Combat is a stand-in that models only what the public API
 * documents and the system relies on:
 * - `startCombat` fires `combatStart` and sets round 1, turn 0 (foundryvtt.com/api/functions/hookEvents.combatStart.html);
 * - `combatRound(combat, updateData, updateOptions)` fires on the initiating client before the
 *   update, both objects mutable, options `{direction, worldTime: {delta}}`
 *   (foundryvtt.com/api/v14/functions/hookEvents.combatRound.html);
 * - an update's `worldTime: {delta}` option moves the world time with it (foundryvtt/foundryvtt#10924),
 *   and starting a fight moves none (#12015).
 * The round commands run on the gamemaster's side through the real round-query.ts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SWD6Combat as SWD6CombatClass } from "../../src/combat/combat.ts";
import type { RoundState } from "../../src/combat/flow/round-state.ts";
import { CORRIDOR, shot } from "./flow/round-fixtures.ts";
import { applyChanges } from "../world/diff.ts";
import { registeredActorConfig } from "../helpers/actor-stand-in.ts";
import { RULE_PRESETS } from "../../src/applications/settings/rule-presets.ts";

vi.mock("../../src/combat/segment-rolls.ts", () => ({ rollNpcActions: vi.fn(async () => {}) }));

/** Every call of a hook, in order. */
const hookCalls: { name: string; args: unknown[] }[] = [];
/** Listeners of `combatRound`, as a module would register them. */
let roundListeners: ((...args: unknown[]) => void)[] = [];
const warnings: string[] = [];
let worldTime = 0;

/** Foundry's Combat, as far as the documented behaviour above goes. */
class CombatStandIn {
  round = 0;
  turn: number | null = null;
  flags: Record<string, Record<string, unknown>> = {};
  /** The Combat's system data (data/combat/combat-data.ts), as its model starts it. */
  system: Record<string, unknown> = { mode: "segments", round: null, endedRound: null, battle: null };
  updates: { data: Record<string, unknown>; options: Record<string, unknown> }[] = [];
  readonly id = "combat1";
  readonly turns = CORRIDOR.map((m) => ({
    id: m.id,
    token: { disposition: m.side === "friendly" ? 1 : -1 },
    actor: { system: { woundLevel: m.wound }, testUserPermission: () => true },
    hasPlayerOwner: m.side === "friendly",
  }));
  readonly combatants = Object.assign([...this.turns], { get: (id: string) => this.turns.find((t) => t.id === id) });

  getFlag(scope: string, key: string): unknown {
    return structuredClone(this.flags[scope]?.[key]);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  async update(data: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<this> {
    this.updates.push({ data: structuredClone(data), options: structuredClone(options) });
    const system: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(data)) {
      if (path === "round") this.round = value as number;
      else if (path === "turn") this.turn = value as number;
      else if (path.startsWith("flags.")) {
        const [, scope, key] = path.split(".");
        (this.flags[scope] ??= {})[key] = structuredClone(value);
      } else if (path.startsWith("system.")) system[path] = value;
    }
    // The system data by path, merged as Foundry merges an update (deletion keys included; the world's model).
    this.system = (applyChanges({ system: this.system }, system) as { system: Record<string, unknown> }).system;
    const delta = (options.worldTime as { delta?: number } | undefined)?.delta;
    if (typeof delta === "number") worldTime += delta;
    return this;
  }

  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    (globalThis as unknown as { Hooks: { callAll: (...a: unknown[]) => void } }).Hooks.callAll("combatStart", this, updateData);
    return this.update(updateData);
  }
}

/** The world's rule settings: R&E's, the round run in action segments. */
const WORLD_SETTINGS: Record<string, string> = { ...RULE_PRESETS.revised, initiative: "segments" };

let SWD6Combat: typeof SWD6CombatClass;

/** The world's combats by id, as `game.combats` finds them. */
const combats = new Map<string, unknown>();

beforeAll(async () => {
  vi.stubGlobal("Combat", CombatStandIn);
  vi.stubGlobal("CONFIG", { time: { roundTime: 5 }, Actor: await registeredActorConfig() });
  vi.stubGlobal("Hooks", {
    callAll: (name: string, ...args: unknown[]) => {
      hookCalls.push({ name, args: structuredClone(args.slice(1)) });
      if (name === "combatRound") for (const listener of roundListeners) listener(...args);
      return true;
    },
  });
  vi.stubGlobal("ui", { notifications: { warn: (key: string) => void warnings.push(key), info: (key: string) => void warnings.push(key) } });
  // The gamemaster is the active one: his round commands run on his own client through the gateway. A
  // full gamemaster holds every permission, world settings included.
  const gm = { isGM: true, id: "gm", active: true, isSelf: true, can: () => true };
  vi.stubGlobal("game", {
    user: gm,
    users: { activeGM: gm, get: (id: string) => (id === "gm" ? gm : undefined) },
    combats: { get: (id: string) => combats.get(id) },
    settings: { get: (_scope: string, key: string) => WORLD_SETTINGS[key] },
    i18n: { format: (key: string) => key, localize: (key: string) => key },
  });
  ({ SWD6Combat } = await import("../../src/combat/combat.ts"));
  const { roundRequestKind } = await import("../../src/combat/round-query.ts");
  const { registerRequestKind } = await import("../../src/gateway/request-kind.ts");
  registerRequestKind(roundRequestKind);
});

beforeEach(() => {
  hookCalls.length = 0;
  warnings.length = 0;
  roundListeners = [];
  worldTime = 0;
  (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = true;
});

afterEach(() => vi.clearAllMocks());

/** The system's Combat over the stand-in, with the stand-in's record of updates. */
type TestCombat = SWD6CombatClass & Pick<CombatStandIn, "updates">;

/** A started fight: round 1's declaration phase. */
async function started(): Promise<TestCombat> {
  const combat = new (SWD6Combat as unknown as new () => TestCombat)();
  combats.set(combat.id as string, combat);
  await combat.startCombat();
  return combat;
}

/** Everyone declares one shot, the segments start and everyone rolls. */
async function toRolledSegment(combat: SWD6CombatClass): Promise<void> {
  const { submitRoundCommand } = await import("../../src/combat/round-query.ts");
  const stamp = () => {
    const s = combat.roundState!;
    return { round: s.round, phase: s.phase, segment: s.segment };
  };
  for (const { id } of CORRIDOR) await submitRoundCommand(combat, { ...stamp(), type: "declare", combatant: id, actions: [shot()] });
  await submitRoundCommand(combat, { ...stamp(), type: "start", force: false });
  for (const [i, { id }] of CORRIDOR.entries()) await submitRoundCommand(combat, { ...stamp(), type: "roll", combatant: id, total: 20 - i, tieCode: null });
}

const roundHooks = () => hookCalls.filter((c) => c.name === "combatRound");

describe("Foundry's round counter follows the declaration round", () => {
  it("starts at round 1 through core's start, with no round change and no time moved", async () => {
    const combat = await started();
    expect(combat.round).toBe(1);
    expect(combat.roundState?.round).toBe(1);
    expect(hookCalls.map((c) => c.name)).toEqual(["combatStart"]);
    expect(worldTime).toBe(0);
  });

  it("moves to round 2 when the last segment's last turn is done, firing combatRound first and moving the world time one round", async () => {
    const combat = await started();
    await toRolledSegment(combat);
    const before = combat.updates.length;
    for (let i = 0; i < 10 && combat.roundState!.round === 1; i++) await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.roundState).toMatchObject({ round: 2, phase: "declaration" });
    expect(roundHooks()).toEqual([
      {
        name: "combatRound",
        args: [
          { round: 2, turn: 0 },
          { direction: 1, worldTime: { delta: 5 }, advanceTime: 5 },
        ],
      },
    ]);
    expect(worldTime).toBe(5);
    // Only the update that changes the round carries the time.
    const timed = combat.updates.slice(before).filter((u) => u.options.worldTime);
    expect(timed).toHaveLength(1);
    expect(timed[0].data.round).toBe(2);
  });

  it("lets a combatRound listener change the time, as core's mutable arguments allow", async () => {
    const combat = await started();
    roundListeners.push((_combat, _data, options) => void ((options as { worldTime: { delta: number } }).worldTime.delta = 60));
    await combat.nextRound();
    expect(worldTime).toBe(60);
    roundListeners = [(_combat, _data, options) => void ((options as { advanceTime: number }).advanceTime = 0)];
    await combat.nextRound();
    expect(worldTime).toBe(60);
    expect(combat.round).toBe(3);
  });

  it("ends the round at once on Next round, and the round it ended is kept", async () => {
    const combat = await started();
    await toRolledSegment(combat);
    const ending: RoundState = combat.roundState!;
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(combat.roundState).toMatchObject({ round: 2, phase: "declaration", segment: 0 });
    expect(combat.endedRound).toEqual(ending);
  });

  it("goes back one round on Previous round, rewinding the time, and no further", async () => {
    const combat = await started();
    await toRolledSegment(combat);
    const ending = combat.roundState!;
    await combat.nextRound();
    hookCalls.length = 0;
    await combat.previousRound();
    expect(combat.round).toBe(1);
    expect(combat.roundState).toEqual(ending);
    expect(roundHooks()).toEqual([
      {
        name: "combatRound",
        args: [
          { round: 1, turn: 0 },
          { direction: -1, worldTime: { delta: -5 }, advanceTime: -5 },
        ],
      },
    ]);
    expect(worldTime).toBe(0);
    const writes = combat.updates.length;
    await combat.previousRound();
    expect(combat.updates.length).toBe(writes);
    expect(warnings).toEqual(["SWD6.Combat.Navigation.noPreviousRound"]);
  });

  it("refuses Previous turn and a player's Previous round without writing anything", async () => {
    const combat = await started();
    await combat.nextRound();
    const writes = combat.updates.length;
    await combat.previousTurn();
    (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user.isGM = false;
    await combat.previousRound();
    expect(combat.updates.length).toBe(writes);
    expect(warnings).toEqual(["SWD6.Combat.Navigation.noPreviousTurn", "SWD6.Combat.Navigation.noPreviousRound"]);
  });

  it("rolls the NPCs' actions on core's Roll NPCs and Roll All during the segments, never an initiative", async () => {
    const { rollNpcActions } = await import("../../src/combat/segment-rolls.ts");
    const combat = await started();
    await combat.rollNPC();
    expect(rollNpcActions).not.toHaveBeenCalled();
    expect(warnings).toEqual(["SWD6.Combat.noInitiative"]);
    await toRolledSegment(combat);
    await combat.rollAll();
    expect(rollNpcActions).toHaveBeenCalledWith(combat);
  });
});
