import { describe, expect, it, vi } from "vitest";
import { initialDifficulty } from "../../src/applications/roll-dialog.ts";
import { withDifficulty } from "../../src/api/dialog-difficulty.ts";
import { difficultyNumberFor } from "../../src/rules/index.ts";
import type { RollRequest } from "../../src/dice/roll-request.ts";

// The dialog module posts rolls with the Foundry Roll subclass, which needs Foundry to load.
vi.mock("../../src/dice/d6-roll.ts", () => ({ D6Roll: class {} }));

const request: RollRequest = { label: "Climb", actor: null, code: { dice: 3, pips: 0 }, kind: "attribute", attribute: "str" };

describe("a roll link's difficulty in the roll dialog", () => {
  it("a level opens the dialog with that level and its starting number in the world's table", () => {
    const asked = withDifficulty(request, { number: null, level: "difficult" });
    expect(asked.difficultyLevel).toBe("difficult");
    expect(initialDifficulty(asked, "revised")).toEqual({ difficulty: difficultyNumberFor("difficult", "revised"), difficultyLevel: "difficult" });
    expect(initialDifficulty(asked, "first")).toEqual({ difficulty: difficultyNumberFor("difficult", "first"), difficultyLevel: "difficult" });
  });

  it("a number opens the dialog with that number and the level it falls in", () => {
    expect(initialDifficulty(withDifficulty(request, { number: 17, level: null }), "revised")).toEqual({ difficulty: 17, difficultyLevel: "difficult" });
  });

  it("no difficulty leaves the request as it was, and the dialog without one", () => {
    expect(withDifficulty(request, null)).toBe(request);
    expect(initialDifficulty(request, "revised")).toEqual({ difficulty: null, difficultyLevel: null });
  });
});
