/**
 * The round as the Combat stores it (round-storage.ts): its combatants keyed by id with their order
 * beside, read back as the flow's array (the data model checks the stored shape: data/combat/round-fields.ts);
 * the array an earlier version stored still read; and the
 * update a change writes, only what changed, applied as Foundry merges an update (the world's model,
 * tests/world/diff.ts, deletion keys included) to give the new round back.
 */
import { describe, expect, it } from "vitest";
import { declare, knockedOutChanged, startRound, startSegments, syncMembers } from "../../../src/combat/flow/round-flow.ts";
import { type RoundState, readRoundState } from "../../../src/combat/flow/round-state.ts";
import { roundUpdate, storedRound, updateDiff } from "../../../src/combat/flow/round-storage.ts";
import { applyChanges } from "../../world/diff.ts";
import type { StoredRound } from "../../../src/data/combat/round-fields.ts";
import { CORRIDOR, rulesWith, shots } from "./round-fixtures.ts";

const rules = rulesWith();

/** The Combat's system data after `update`, as Foundry merges it into what is stored. */
function written(stored: unknown, update: Record<string, unknown>): StoredRound | null {
  return (applyChanges({ system: { round: stored } }, update).system as { round: StoredRound | null }).round;
}

/** The round `next` stored over `before`'s stored form by its update; the update and the stored round read back. */
function store(before: RoundState | null, next: RoundState) {
  const stored = before ? JSON.parse(JSON.stringify(storedRound(before))) : null;
  const update = roundUpdate(stored, next, "system.round");
  return { update, read: readRoundState(written(stored, update)) };
}

describe("the round's stored form", () => {
  it("keys the combatants by id, keeps their order, and reads back as the flow's round", () => {
    const round = startRound(CORRIDOR, rules);
    const stored = storedRound(round);
    expect(stored.order).toEqual(["anla", "bulack", "corukk", "darlen"]);
    expect(Object.keys(stored.combatants).sort()).toEqual(["anla", "bulack", "corukk", "darlen"]);
    expect(stored.combatants.corukk).toBe(round.combatants[2]);
    expect(readRoundState(JSON.parse(JSON.stringify(stored)))).toEqual(round);
  });

  it("reads the order from `order`, not from the keys, and a member `order` misses after the others", () => {
    const round = startRound(CORRIDOR, rules);
    const stored = JSON.parse(JSON.stringify(storedRound(round)));
    const reversed = {
      ...stored,
      order: ["darlen", "corukk", "anla"],
      combatants: { anla: stored.combatants.anla, bulack: stored.combatants.bulack, corukk: stored.combatants.corukk, darlen: stored.combatants.darlen },
    };
    expect(readRoundState(reversed)!.combatants.map((c) => c.declaration.id)).toEqual(["darlen", "corukk", "anla", "bulack"]);
    // An id in the order with no member is passed over.
    expect(readRoundState({ ...stored, order: ["ghost", ...stored.order] })!.combatants).toHaveLength(4);
  });

  it("refuses a member stored under another combatant's id", () => {
    const stored = JSON.parse(JSON.stringify(storedRound(startRound(CORRIDOR, rules))));
    expect(readRoundState({ ...stored, combatants: { ...stored.combatants, anla: stored.combatants.bulack } })).toBeNull();
  });

  it("still reads a round an earlier version stored, its combatants an array, and writes it whole in the keyed form", () => {
    const declared = declare(startRound(CORRIDOR, rules), "anla", shots(2), rules);
    const older = JSON.parse(JSON.stringify(declared));
    expect(Array.isArray(older.combatants)).toBe(true);
    expect(readRoundState(older)).toEqual(declared);
    const next = declare(declared, "bulack", shots(1), rules);
    const update = roundUpdate(older, next, "system.round");
    expect(Object.keys(update).sort()).toEqual(["system.round.combatants", "system.round.order"]);
    expect(readRoundState(written(older, update))).toEqual(next);
  });
});

describe("a round the data model keyed from an earlier version's array", () => {
  it("is written whole, for the database still holds the array", () => {
    const declared = declare(startRound(CORRIDOR, rules), "anla", shots(2), rules);
    const keyed = { ...JSON.parse(JSON.stringify(storedRound(declared))), unkeyed: true };
    const next = declare(declared, "bulack", shots(1), rules);
    expect(roundUpdate(keyed, next, "system.round")).toEqual({ "system.round": storedRound(next) });
    const older = JSON.parse(JSON.stringify(declared));
    expect(readRoundState(written(older, roundUpdate(keyed, next, "system.round")))).toEqual(next);
  });
});

describe("the update a change of the round writes", () => {
  it("a declaration writes its combatant's entry only, by path, and nothing else", () => {
    const round = startRound(CORRIDOR, rules);
    const next = declare(round, "corukk", shots(2), rules);
    const { update, read } = store(round, next);
    expect(Object.keys(update).sort()).toEqual(["system.round.combatants.corukk.declaration.actions", "system.round.combatants.corukk.declared"]);
    expect(update["system.round.combatants.corukk.declared"]).toBe(true);
    expect(read).toEqual(next);
  });

  it("writes the same few bytes for a declaration in a round of 30 combatants as in one of 3,000", () => {
    const bytes = (n: number) => {
      const round = startRound(
        Array.from({ length: n }, (_, i) => ({ id: `c${i}`, side: "hostile", wound: "none" as const })),
        rules,
      );
      return JSON.stringify(updateDiff(storedRound(round), storedRound(declare(round, "c7", shots(2), rules)), "system.round")).length;
    };
    expect(bytes(3000)).toBe(bytes(30));
  });

  it("a round-level change writes its fields and each member it changed", () => {
    let round = startRound(CORRIDOR, rules);
    for (const id of ["anla", "bulack", "corukk"]) round = declare(round, id, shots(1), rules);
    const next = startSegments(round, true);
    const { update, read } = store(round, next);
    expect(Object.keys(update).sort()).toEqual(["system.round.combatants.darlen.declared", "system.round.phase", "system.round.segment"]);
    expect(read).toEqual(next);
  });

  it("a combatant who leaves goes with Foundry's deletion key, and the order is written anew", () => {
    const round = startRound(CORRIDOR, rules);
    const next = syncMembers(
      round,
      CORRIDOR.filter((m) => m.id !== "bulack"),
      rules,
    );
    const { update, read } = store(round, next);
    expect(update).toEqual({ "system.round.combatants.-=bulack": null, "system.round.order": ["anla", "corukk", "darlen"] });
    expect(read).toEqual(next);
  });

  it("a newcomer is written whole under his id; a reordering writes the order alone", () => {
    const round = startRound(CORRIDOR, rules);
    const joined = syncMembers(round, [...CORRIDOR, { id: "eeth", side: "hostile", wound: "none" }], rules);
    const first = store(round, joined);
    expect(Object.keys(first.update).sort()).toEqual(["system.round.combatants.eeth", "system.round.order"]);
    expect(first.read).toEqual(joined);
    const reordered = syncMembers(joined, [...CORRIDOR].reverse(), rules);
    const second = store(joined, reordered);
    expect(second.update).toEqual({ "system.round.combatants.-=eeth": null, "system.round.order": ["darlen", "corukk", "bulack", "anla"] });
    expect(second.read).toEqual(reordered);
  });

  it("a key a member no longer holds is deleted, not left standing by the merge (a knock-out lifted)", () => {
    const round = knockedOutChanged(startRound(CORRIDOR, rules), "anla", true, rules);
    expect(round.combatants[0].knockedOut).toBe(true);
    const next = knockedOutChanged(round, "anla", false, rules);
    const { update, read } = store(round, next);
    expect(update["system.round.combatants.anla.-=knockedOut"]).toBeNull();
    expect(read).toEqual(next);
    expect(read!.combatants[0].knockedOut).toBeUndefined();
  });

  it("writes nothing for an unchanged round, the whole round where none is stored, and null to clear one", () => {
    const round = startRound(CORRIDOR, rules);
    expect(roundUpdate(JSON.parse(JSON.stringify(storedRound(round))), round, "system.round")).toEqual({});
    expect(roundUpdate(null, round, "system.round")).toEqual({ "system.round": storedRound(round) });
    expect(roundUpdate(storedRound(round), null, "system.endedRound")).toEqual({ "system.endedRound": null });
    expect(roundUpdate(null, null, "system.endedRound")).toEqual({});
  });

  it("refuses a key no update path can name", () => {
    expect(() => updateDiff({ a: 1 }, { "b.c": 2 }, "system.round")).toThrow(RangeError);
    expect(() => updateDiff({ a: 1 }, { "-=a": null }, "system.round")).toThrow(RangeError);
  });
});
