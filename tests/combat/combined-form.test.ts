/** The combined action controls of the tracker and the dialog's reading (R&E Rules, "Combined Actions"). */
import { describe, expect, it } from "vitest";
import { combinedControls, memberField, readCombinedForm } from "../../src/combat/combined/combined-form.ts";
import type { CombinedAction } from "../../src/combat/flow/combined-action.ts";

const candidates = [
  { id: "a", name: "Kell", owner: true },
  { id: "b", name: "Garro", owner: true },
  { id: "c", name: "TK-421", owner: false },
];
const action = (leader: string, round: number, rolled = false): CombinedAction => ({
  round,
  leader,
  members: ["b"],
  label: "Cover",
  working: false,
  difficulty: 10,
  command: rolled ? { total: 12, bonus: { dice: 0, pips: 0 } } : null,
});

describe("combinedControls", () => {
  it("offers the declaration in the declaration phase to a user owning two characters or more", () => {
    expect(combinedControls({ declaring: true, round: 1, candidates, stored: [] }).canDeclare).toBe(true);
    expect(combinedControls({ declaring: false, round: 1, candidates, stored: [] }).canDeclare).toBe(false);
    expect(combinedControls({ declaring: true, round: 1, candidates: candidates.map((c) => ({ ...c, owner: c.id === "a" })), stored: [] }).canDeclare).toBe(
      false,
    );
  });

  it("offers the command roll of this round's unrolled actions whose leader he owns", () => {
    const stored = [action("a", 2), action("c", 2), action("a", 1), action("b", 2, true)];
    expect(combinedControls({ declaring: false, round: 2, candidates, stored }).commands).toEqual([{ leader: "a", label: "Cover", name: "Kell" }]);
  });
});

describe("readCombinedForm", () => {
  it("reads the checked members without the leader, the working box and the typed difficulty", () => {
    const fields = { leader: "a", [memberField("a")]: "on", [memberField("c")]: "on", label: " Cover ", skill: "blaster", working: "on", difficulty: "15" };
    expect(readCombinedForm(fields, candidates, 10)).toEqual({ leader: "a", members: ["c"], label: "Cover", working: true, difficulty: 15, skill: "blaster" });
  });

  it("takes the fallback difficulty when none is typed, and passes on a bad one for the gamemaster to refuse", () => {
    expect(readCombinedForm({ leader: "a" }, candidates, 10)).toMatchObject({ members: [], working: false, difficulty: 10, skill: "", label: "" });
    expect(readCombinedForm({ leader: "a", difficulty: "x" }, candidates, 10).difficulty).toBeNaN();
  });
});
