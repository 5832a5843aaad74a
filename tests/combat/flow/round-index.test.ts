import { describe, expect, it } from "vitest";
import { appendActed, firstNotActed, hasActed, positionOf, replaceAt, replaceMany } from "../../../src/combat/flow/round-index.ts";

const member = (id: string, note = "") => ({ declaration: { id }, note });
const members = (...ids: string[]) => ids.map((id) => member(id));

/** A small fixed-seed generator, so that the long sequences below are the same at every run. */
function generator(seed: number): (below: number) => number {
  let s = seed;
  return (below) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % below;
  };
}

describe("positionOf", () => {
  it("finds each combatant's position and -1 for an unknown id", () => {
    const combatants = members("anla", "bulack", "corukk");
    expect(["anla", "bulack", "corukk", "darlen"].map((id) => positionOf(combatants, id))).toEqual([0, 1, 2, -1]);
  });

  it("gives the first of a repeated id, as a search would", () => {
    expect(positionOf(members("anla", "bulack", "anla"), "anla")).toBe(0);
  });

  it("answers for an array changed in place after its first look-up", () => {
    const combatants = members("anla", "bulack");
    expect(positionOf(combatants, "bulack")).toBe(1);
    combatants[1] = member("corukk");
    expect(positionOf(combatants, "bulack")).toBe(-1);
    expect(positionOf(combatants, "corukk")).toBe(1);
    combatants.unshift(member("darlen"));
    expect(positionOf(combatants, "corukk")).toBe(2);
    expect(positionOf(combatants, "darlen")).toBe(0);
  });
});

describe("replaceAt", () => {
  it("makes a new array with the member replaced and leaves the old one as it was", () => {
    const before = members("anla", "bulack", "corukk");
    positionOf(before, "anla");
    const after = replaceAt(before, 1, member("bulack", "rolled"));
    expect(after).not.toBe(before);
    expect(after.map((c) => c.note)).toEqual(["", "rolled", ""]);
    expect(before.map((c) => c.note)).toEqual(["", "", ""]);
    expect(["anla", "bulack", "corukk"].map((id) => positionOf(after, id))).toEqual([0, 1, 2]);
  });

  it("never answers from the old array's index once a member of another id took a place", () => {
    const before = members("anla", "bulack", "corukk");
    expect(positionOf(before, "bulack")).toBe(1);
    const after = replaceAt(before, 1, member("darlen"));
    expect(positionOf(after, "bulack")).toBe(-1);
    expect(positionOf(after, "darlen")).toBe(1);
    expect(positionOf(before, "bulack")).toBe(1);
    expect(positionOf(before, "darlen")).toBe(-1);
  });

  it("refuses a position outside the array", () => {
    const combatants = members("anla");
    expect(() => replaceAt(combatants, 1, member("bulack"))).toThrow(RangeError);
    expect(() => replaceAt(combatants, -1, member("bulack"))).toThrow(RangeError);
  });

  it("agrees with a search over a long run of replacements, old arrays asked again on the way", () => {
    const next = generator(7);
    const ids = Array.from({ length: 12 }, (_, i) => `c${i}`);
    const history = [members(...ids)];
    for (let step = 0; step < 400; step++) {
      const from = history[next(history.length)];
      const id = next(4) === 0 ? `new${step}` : ids[next(ids.length)];
      history.push(replaceAt(from, next(from.length), member(id, `step ${step}`)));
      for (const asked of [history[history.length - 1], history[next(history.length)]]) {
        const probe = next(3) === 0 ? `new${next(step + 1)}` : ids[next(ids.length)];
        expect(positionOf(asked, probe)).toBe(asked.findIndex((c) => c.declaration.id === probe));
      }
    }
  });
});

describe("replaceMany", () => {
  it("replaces several members in one new array and leaves the old one as it was", () => {
    const before = members("anla", "bulack", "corukk", "darlen");
    positionOf(before, "anla");
    const after = replaceMany(
      before,
      new Map([
        [0, member("anla", "rolled")],
        [2, member("corukk", "rolled")],
      ]),
    );
    expect(after.map((c) => c.note)).toEqual(["rolled", "", "rolled", ""]);
    expect(before.map((c) => c.note)).toEqual(["", "", "", ""]);
    expect(after[1]).toBe(before[1]);
    expect(["anla", "bulack", "corukk", "darlen"].map((id) => positionOf(after, id))).toEqual([0, 1, 2, 3]);
  });

  it("never answers from the old array's index when one of the members replaced has another id", () => {
    const before = members("anla", "bulack", "corukk");
    expect(positionOf(before, "corukk")).toBe(2);
    const after = replaceMany(
      before,
      new Map([
        [0, member("anla", "rolled")],
        [2, member("vader")],
      ]),
    );
    expect(positionOf(after, "corukk")).toBe(-1);
    expect(positionOf(after, "vader")).toBe(2);
    expect(positionOf(before, "corukk")).toBe(2);
  });

  it("refuses a position outside the array, changing nothing", () => {
    const before = members("anla");
    expect(() =>
      replaceMany(
        before,
        new Map([
          [0, member("anla", "x")],
          [3, member("bulack")],
        ]),
      ),
    ).toThrow(RangeError);
    expect(before[0].note).toBe("");
  });
});

describe("hasActed and appendActed", () => {
  it("a new list holds the ids appended; the old list still does not", () => {
    const before = ["anla"];
    expect(hasActed(before, "anla")).toBe(true);
    expect(hasActed(before, "bulack")).toBe(false);
    const after = appendActed(before, ["bulack", "corukk"]);
    expect(after).toEqual(["anla", "bulack", "corukk"]);
    expect(before).toEqual(["anla"]);
    expect(["anla", "bulack", "corukk", "darlen"].map((id) => hasActed(after, id))).toEqual([true, true, true, false]);
    expect(["anla", "bulack", "corukk"].map((id) => hasActed(before, id))).toEqual([true, false, false]);
  });

  it("two lists appended to the same list each answer for their own ids", () => {
    const start = appendActed([], ["anla"]);
    const one = appendActed(start, ["bulack"]);
    const other = appendActed(start, ["corukk", "bulack"]);
    expect(["anla", "bulack", "corukk"].map((id) => hasActed(one, id))).toEqual([true, true, false]);
    expect(["anla", "bulack", "corukk"].map((id) => hasActed(other, id))).toEqual([true, true, true]);
    expect(["anla", "bulack", "corukk"].map((id) => hasActed(start, id))).toEqual([true, false, false]);
  });

  it("an id appended again keeps answering for the list that held it first", () => {
    const before = ["anla"];
    const after = appendActed(before, ["anla", "bulack"]);
    expect(hasActed(before, "anla")).toBe(true);
    expect(hasActed(after, "anla")).toBe(true);
    expect(hasActed(after, "bulack")).toBe(true);
  });

  it("answers for a list grown or shrunk in place after its first look-up", () => {
    const acted = ["anla"];
    expect(hasActed(acted, "bulack")).toBe(false);
    acted.push("bulack");
    expect(hasActed(acted, "bulack")).toBe(true);
    acted.shift();
    expect(hasActed(acted, "anla")).toBe(false);
  });

  it("agrees with includes over a long run of appends from lists old and new", () => {
    const next = generator(11);
    const ids = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const lists: string[][] = [[]];
    for (let step = 0; step < 300; step++) {
      const from = lists[next(lists.length)];
      lists.push(
        appendActed(
          from,
          Array.from({ length: next(3) }, () => ids[next(ids.length)]),
        ),
      );
      for (const asked of [lists[lists.length - 1], lists[next(lists.length)]]) {
        const probe = ids[next(ids.length)];
        expect(hasActed(asked, probe)).toBe(asked.includes(probe));
      }
    }
  });
});

describe("firstNotActed", () => {
  const turns = ["anla", "bulack", "corukk", "darlen"].map((id) => ({ id }));

  it("is the first turn whose combatant has not acted, or the order's length when all have", () => {
    expect(firstNotActed(turns, [])).toBe(0);
    expect(firstNotActed(turns, ["anla", "corukk"])).toBe(1);
    expect(firstNotActed(turns, ["bulack", "anla"])).toBe(2);
    expect(firstNotActed(turns, ["darlen", "corukk", "bulack", "anla"])).toBe(4);
  });

  it("follows appended lists, and starts over for another order of the same list", () => {
    const one = appendActed([], ["anla"]);
    expect(firstNotActed(turns, one)).toBe(1);
    const two = appendActed(one, ["bulack", "corukk"]);
    expect(firstNotActed(turns, two)).toBe(3);
    expect(firstNotActed(turns, one)).toBe(1);
    const reordered = [{ id: "darlen" }, ...turns.slice(0, 3)];
    expect(firstNotActed(reordered, two)).toBe(0);
    expect(firstNotActed(turns, two)).toBe(3);
  });

  it("answers for a list shrunk in place after its first look-up", () => {
    const acted = ["anla", "bulack"];
    expect(firstNotActed(turns, acted)).toBe(2);
    acted.pop();
    expect(firstNotActed(turns, acted)).toBe(1);
  });

  it("agrees with a search over a long run of appends and changing orders", () => {
    const next = generator(23);
    const ids = Array.from({ length: 20 }, (_, i) => `c${i}`);
    const orders = [0, 1, 2].map(() => ids.map((id) => ({ id })).sort(() => next(3) - 1));
    const lists: string[][] = [[]];
    for (let step = 0; step < 300; step++) {
      const from = lists[next(lists.length)];
      lists.push(
        appendActed(
          from,
          Array.from({ length: next(3) }, () => ids[next(ids.length)]),
        ),
      );
      const asked = next(2) === 0 ? lists[lists.length - 1] : lists[next(lists.length)];
      const order = orders[next(orders.length)];
      const first = order.findIndex((t) => !asked.includes(t.id));
      expect(firstNotActed(order, asked)).toBe(first < 0 ? order.length : first);
    }
  });
});
