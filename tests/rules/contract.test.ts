/**
 * The engine's public contract: the names, parameter orders and result shapes other tools build on,
 * re-exported from src/rules/index.ts. `expectTypeOf` is checked by the type check (`tsc`), the
 * values at run time.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import * as rules from "../../src/rules/index.ts";
import type {
  ActionKind,
  ReactionKind,
  ActionStatus,
  CombatantDeclaration,
  DeclaredAction,
  ReactionDeclaration,
  SegmentEntry,
  SegmentPlan,
  SegmentRoll,
  SegmentTie,
  SegmentTurn,
  StunOutcome,
  ArmorStats,
  AttackInput,
  AttackOutcome,
  AttackPlan,
  AttackWeapon,
  D6RollResult,
  DamageKind,
  DamageModel,
  DifficultyEdition,
  RangeBand,
  ReactionMode,
  DieCode,
  Mishap,
  RollOptions,
  Scale,
  WoundLevel,
} from "../../src/rules/index.ts";

/**
 * Fails the type check unless A and B are assignable to each other. (expect-type's strict equality
 * tells labelled tuples of two or more from unlabelled ones, and parameter lists are labelled.)
 */
function sameParameters<A, B>(..._proof: [A] extends [B] ? ([B] extends [A] ? [] : [never]) : [never]): void {}

describe("the rules engine's public contract", () => {
  it("die codes", () => {
    expectTypeOf<DieCode>().toEqualTypeOf<{ dice: number; pips: number }>();
    expectTypeOf(rules.parseDieCode).toEqualTypeOf<(text: string) => DieCode>();
    expectTypeOf(rules.formatDieCode).toEqualTypeOf<(code: DieCode) => string>();
    expectTypeOf(rules.addDieCodes).toEqualTypeOf<(a: DieCode, b: DieCode) => DieCode>();
    expect(new rules.DieCodeError("x")).toBeInstanceOf(Error);
    expect(rules.parseDieCode("4D+1")).toEqual({ dice: 4, pips: 1 });
  });

  it("rolling with the wild die", () => {
    expectTypeOf<Mishap>().toEqualTypeOf<"count" | "remove-highest" | "complication">();
    expectTypeOf<RollOptions>().toMatchTypeOf<{ wildDie: boolean; mishap?: Mishap; random?: () => number }>();
    expectTypeOf<D6RollResult>().toMatchTypeOf<{
      total: number;
      dice: number[];
      wild: number[];
      pips: number;
      mishap: boolean;
      complication: boolean;
      removed: number[];
    }>();
    sameParameters<Parameters<typeof rules.rollDieCode>, [DieCode, RollOptions]>();
    expectTypeOf(rules.rollDieCode).returns.toEqualTypeOf<D6RollResult>();
    expect(Object.keys(rules.rollDieCode({ dice: 2, pips: 0 }, { wildDie: true })).sort()).toEqual(
      expect.arrayContaining(["complication", "dice", "mishap", "pips", "removed", "total", "wild"]),
    );
  });

  it("damage and wounds", () => {
    expectTypeOf<WoundLevel>().toEqualTypeOf<"none" | "stunned" | "wounded" | "wounded-twice" | "incapacitated" | "mortally-wounded" | "killed">();
    sameParameters<Parameters<typeof rules.resolveDamage>, [number, number, "ratio" | "difference"]>();
    expectTypeOf(rules.resolveDamage).returns.toEqualTypeOf<WoundLevel>();
    sameParameters<Parameters<typeof rules.combineWounds>, [WoundLevel, WoundLevel, "ratio" | "difference"]>();
    expectTypeOf(rules.combineWounds).returns.toEqualTypeOf<WoundLevel>();
    expect(rules.resolveDamage(18, 14, "difference")).toBe("wounded");
  });

  it("actions, combined actions and scale", () => {
    expectTypeOf<ActionKind>().toEqualTypeOf<"walk" | "run" | "action" | "reaction" | "draw">();
    sameParameters<Parameters<typeof rules.multipleActionPenalty>, [ActionKind[]]>();
    expectTypeOf(rules.multipleActionPenalty).returns.toEqualTypeOf<number>();
    sameParameters<Parameters<typeof rules.combinedActionBonus>, [number, number, number]>();
    expectTypeOf(rules.combinedActionBonus).returns.toEqualTypeOf<DieCode>();
    expectTypeOf<Scale>().toEqualTypeOf<"character" | "speeder" | "walker" | "starfighter" | "capital" | "death-star">();
    sameParameters<Parameters<typeof rules.scaleModifiers>, [Scale, Scale]>();
    expectTypeOf(rules.scaleModifiers).returns.toEqualTypeOf<{ attack: number; dodge: number; damage: number; resist: number }>();
    expect(rules.combinedActionBonus(8, 27, 12)).toEqual({ dice: 2, pips: 2 });
  });

  it("success probability and falling damage", () => {
    sameParameters<Parameters<typeof rules.successProbability>, [DieCode, number, { wildDie: boolean; mishap?: Mishap }]>();
    expectTypeOf(rules.successProbability).returns.toEqualTypeOf<number>();
    sameParameters<Parameters<typeof rules.fallingDamage>, [number]>();
    expectTypeOf(rules.fallingDamage).returns.toEqualTypeOf<DieCode | null>();
    expect(rules.successProbability({ dice: 1, pips: 0 }, 4, { wildDie: false })).toBeCloseTo(0.5, 12);
    expect(rules.fallingDamage(2)).toBeNull();
  });

  it("the attack: planAttack and resolveAttack", () => {
    expectTypeOf<DamageKind>().toEqualTypeOf<"energy" | "physical">();
    expectTypeOf<AttackWeapon>().toEqualTypeOf<{
      damage: string;
      damageKind: DamageKind;
      scale: Scale;
      ranges?: string;
      difficulty?: string;
      fireControl?: DieCode;
    }>();
    expectTypeOf<AttackInput>().toEqualTypeOf<{
      skill: DieCode;
      strength: DieCode;
      penalty: number;
      weapon: AttackWeapon;
      target: { scale: Scale; resistance: DieCode; armor: ArmorStats | null };
      distance?: number;
      cover?: boolean;
      edition?: DifficultyEdition;
      damageBonus?: DieCode;
    }>();
    expectTypeOf<AttackPlan>().toEqualTypeOf<{
      attack: DieCode;
      band: RangeBand | null;
      difficulty: number | null;
      dodge: number;
      damage: DieCode;
      resistance: DieCode;
    }>();
    expectTypeOf<AttackOutcome>().toEqualTypeOf<{
      difficulty: number;
      hit: boolean;
      inflicted: WoundLevel | null;
      wound: WoundLevel;
    }>();
    sameParameters<Parameters<typeof rules.planAttack>, [AttackInput]>();
    expectTypeOf(rules.planAttack).returns.toEqualTypeOf<AttackPlan>();
    sameParameters<
      Parameters<typeof rules.resolveAttack>,
      [
        {
          attack: number;
          difficulty: number;
          reaction?: number;
          reactionMode: ReactionMode;
          fullReaction?: boolean;
          damage?: number;
          resistance?: number;
          model: DamageModel;
          wound: WoundLevel;
        },
      ]
    >();
    expectTypeOf(rules.resolveAttack).returns.toEqualTypeOf<AttackOutcome>();
    expect(
      rules.resolveAttack({
        attack: 22,
        difficulty: 15,
        reaction: 21,
        reactionMode: "replace",
        damage: 18,
        resistance: 14,
        model: "difference",
        wound: "none",
      }),
    ).toEqual({ difficulty: 21, hit: true, inflicted: "wounded", wound: "wounded" });
  });
  it("the action segments: planSegments, penaltyInSegment, markAction, loseRemainingActions, orderSegment", () => {
    expectTypeOf<DeclaredAction>().toEqualTypeOf<{ kind: ActionKind; label?: string; skill?: string; status?: ActionStatus }>();
    expectTypeOf<ReactionDeclaration>().toEqualTypeOf<{
      segment: number;
      label?: string;
      skill?: string;
      replaces?: number;
      full?: boolean;
      kind?: ReactionKind;
      total?: number;
      attack?: string;
    }>();
    expectTypeOf<CombatantDeclaration>().toEqualTypeOf<{ id: string; actions: DeclaredAction[]; reactions: ReactionDeclaration[] }>();
    expectTypeOf<SegmentEntry>().toMatchTypeOf<{ id: string; reactions: number[]; penalty: number }>();
    expectTypeOf<SegmentEntry["action"]>().toMatchTypeOf<{ index: number; kind: ActionKind; status: ActionStatus | "replaced" } | null>();
    expectTypeOf<SegmentPlan>().toEqualTypeOf<{ segment: number; entries: SegmentEntry[] }>();
    expectTypeOf<SegmentRoll>().toEqualTypeOf<{ id: string; total: number; tieCode?: DieCode }>();
    expectTypeOf<SegmentTurn>().toEqualTypeOf<{ id: string; total: number; rank: number }>();
    sameParameters<Parameters<typeof rules.planSegments>, [CombatantDeclaration[]]>();
    expectTypeOf(rules.planSegments).returns.toEqualTypeOf<SegmentPlan[]>();
    sameParameters<Parameters<typeof rules.penaltyInSegment>, [CombatantDeclaration, number]>();
    expectTypeOf(rules.penaltyInSegment).returns.toEqualTypeOf<number>();
    sameParameters<Parameters<typeof rules.markAction>, [CombatantDeclaration, number, ActionStatus]>();
    expectTypeOf(rules.markAction).returns.toEqualTypeOf<CombatantDeclaration>();
    sameParameters<Parameters<typeof rules.loseRemainingActions>, [CombatantDeclaration, number]>();
    expectTypeOf(rules.loseRemainingActions).returns.toEqualTypeOf<StunOutcome>();
    expectTypeOf<StunOutcome>().toEqualTypeOf<{ declaration: CombatantDeclaration; losesFirstActionNextRound: boolean }>();
    sameParameters<Parameters<typeof rules.orderSegment>, [SegmentRoll[], SegmentTie?]>();
    expectTypeOf(rules.orderSegment).returns.toEqualTypeOf<SegmentTurn[]>();
    const anla: CombatantDeclaration = { id: "anla", actions: [{ kind: "action" }, { kind: "action" }, { kind: "action" }], reactions: [] };
    expect(rules.planSegments([anla]).map((s) => s.entries[0].penalty)).toEqual([2, 2, 2]);
    expect(rules.penaltyInSegment(anla, 1)).toBe(2);
    expect(rules.markAction(anla, 1, "lapsed").actions[0].status).toBe("lapsed");
    expect(rules.loseRemainingActions(anla, 4).losesFirstActionNextRound).toBe(true);
    expect(
      rules
        .orderSegment([
          { id: "a", total: 8 },
          { id: "b", total: 16 },
        ])
        .map((t) => t.id),
    ).toEqual(["b", "a"]);
  });
});
