import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ACTION_KINDS,
  type ActionKind,
  RuleArgumentError,
  addDieCodes,
  checkDeclaration,
  formatDieCode,
  multipleActionPenalty,
  parseDieCode,
  rollDieCode,
  takesOwnSegment,
} from "../../../src/rules/index.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { expectArgumentError, expectOnlyErrors, thrown } from "../../helpers/errors.ts";

describe("multipleActionPenalty", () => {
  it.each<[string, ActionKind[], number]>([
    ["Grundregeln: Anla shoots three times, -2D", ["action", "action", "action"], 2],
    ["Grundregeln: Bulack walks 3 m, then shoots without penalty", ["walk", "action"], 0],
    ["Grundregeln: Bulack shoots, then jumps (ruled a run), -1D", ["action", "run"], 1],
    ["Grundregeln: Anla shoots and dodges, -1D", ["action", "reaction"], 1],
    ["Grundregeln: Luke deflects and redirects two shots, 4 actions, -3D", ["reaction", "reaction", "reaction", "reaction"], 3],
    ["Grundregeln: a lone run has no penalty", ["run"], 0],
    ["Grundregeln: walking is free even beside two actions", ["walk", "action", "action"], 1],
    ["Grundregeln: draw and shoot, -1D", ["draw", "action"], 1],
    ["Reglas: two skill uses, -1D", ["action", "action"], 1],
    ["Reglas: three skill uses, -2D", ["action", "action", "action"], 2],
    ["Reglas: four skill uses, -3D", ["action", "action", "action", "action"], 3],
    ["Reglas: one declared action that is a reaction, no penalty", ["reaction"], 0],
    ["Reglas: setting the blaster to stun costs 1D beside the shot", ["draw", "action"], 1],
    ["nothing declared", [], 0],
    ["a lone walk", ["walk"], 0],
  ])("%s", (_name, actions, penalty) => {
    expect(multipleActionPenalty(actions)).toBe(penalty);
  });

  it("Grundregeln: Anla's blaster 5D+2 rolls 3D+2 for each of her three shots", () => {
    const penalty = multipleActionPenalty(["action", "action", "action"]);
    const code = addDieCodes(parseDieCode("5D+2"), { dice: -penalty, pips: 0 });
    expect(formatDieCode(code)).toBe("3D+2");
    // Exactly three dice are drawn: fixedFaces throws if a fourth is asked for.
    expect(rollDieCode(code, { wildDie: false, random: fixedFaces(4, 3, 6) }).total).toBe(15);
  });

  it.each([
    [["action", "jump"], "actions[1]"],
    [[7], "actions[0]"],
    [["reaction", null], "actions[1]"],
  ])("rejects an unknown kind in %j naming %s", (actions, argument) => {
    expectArgumentError(() => multipleActionPenalty(actions as ActionKind[]), argument);
  });

  it("rejects what is not an array", () => {
    expectArgumentError(() => multipleActionPenalty("action" as unknown as ActionKind[]), "actions");
  });

  it("is one die per counted action beyond the first; walks never count", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTION_KINDS), { maxLength: 30 }), (actions) => {
        const counted = actions.filter((kind) => kind !== "walk").length;
        expect(multipleActionPenalty(actions)).toBe(Math.max(0, counted - 1));
        expect(multipleActionPenalty([...actions, "walk"])).toBe(multipleActionPenalty(actions));
      }),
    );
  });

  it("never throws anything but RuleArgumentError", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(fc.constantFrom(...ACTION_KINDS), fc.anything())), fc.anything()), (actions) => {
        expectOnlyErrors([RuleArgumentError], () => expect(multipleActionPenalty(actions as ActionKind[])).toBeGreaterThanOrEqual(0));
      }),
    );
  });
});

describe("takesOwnSegment (Grundregeln's table)", () => {
  it.each<[ActionKind, boolean]>([
    ["walk", true],
    ["run", true],
    ["action", true],
    ["reaction", false],
    ["draw", false],
  ])("%s takes its own segment: %s", (kind, own) => {
    expect(takesOwnSegment(kind)).toBe(own);
  });

  it("rejects an unknown kind", () => {
    expectArgumentError(() => takesOwnSegment("crawl" as ActionKind), "kind");
  });
});

describe("checkDeclaration", () => {
  it("accepts Grundregeln's walk-then-shoot declaration with labels and skills", () => {
    expect(() =>
      checkDeclaration([
        { kind: "walk", label: "3 m to the corner", skill: "dexterity" },
        { kind: "action", label: "shoot whoever waits there", skill: "blaster" },
      ]),
    ).not.toThrow();
  });

  it.each<[string, unknown, string]>([
    ["Grundregeln: only one movement per round (walk and run)", [{ kind: "walk" }, { kind: "action" }, { kind: "run" }], "actions"],
    ["Grundregeln: only one movement per round (two walks)", [{ kind: "walk" }, { kind: "walk" }], "actions"],
    ["an unknown kind", [{ kind: "action" }, { kind: "teleport" }], "actions[1].kind"],
    ["a declaration that is no object", [{ kind: "action" }, "run"], "actions[1]"],
    ["a label that is no string", [{ kind: "action", label: 3 }], "actions[0].label"],
    ["a skill that is no string", [{ kind: "action", skill: null }], "actions[0].skill"],
    ["a list that is no array", { kind: "action" }, "actions"],
  ])("rejects %s", (_name, actions, argument) => {
    expectArgumentError(() => checkDeclaration(actions as never), argument);
  });

  it("names the argument it was given", () => {
    expectArgumentError(() => checkDeclaration([{ kind: "fly" as ActionKind }], "declarations[2].actions"), "declarations[2].actions[0].kind");
  });

  it("accepts any list with at most one movement and rejects the others", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ACTION_KINDS), { maxLength: 8 }), (kinds) => {
        const movements = kinds.filter((k) => k === "walk" || k === "run").length;
        const error = thrown(() => checkDeclaration(kinds.map((kind) => ({ kind }))));
        if (movements <= 1) expect(error).toBeUndefined();
        else expect(error).toMatchObject({ argument: "actions" });
      }),
    );
  });
});
