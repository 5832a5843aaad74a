import { describe, expect, it } from "vitest";
import {
  type AttackCardEvent,
  type AttackCardState,
  CardFlowError,
  type CardUser,
  advanceAttackCard,
  createAttackCard,
  mayClick,
  defenseRollOpen,
  retotalAttackCard,
  retotalDefenseRoll,
} from "../../../src/applications/attack/flow/attack-card-flow.ts";
import { RuleArgumentError } from "../../../src/rules/index.ts";

const GM: CardUser = { isGM: true, ownsAttacker: false, ownsTarget: false };
const ATTACKER: CardUser = { isGM: false, ownsAttacker: true, ownsTarget: false };
const TARGET: CardUser = { isGM: false, ownsAttacker: false, ownsTarget: true };
const BYSTANDER: CardUser = { isGM: false, ownsAttacker: false, ownsTarget: false };

const codes = { damage: "5D", resistance: "3D", dodge: 0 };

/** Cantrell shoots at Sandor, difficulty 15, R&E (R&E Rules). */
function cantrellShoots(attack = 22): AttackCardState {
  return createAttackCard({
    attacker: "Actor.cantrell",
    attack,
    reactionMode: "replace",
    model: "difference",
    stun: false,
    targets: [{ key: "Token.sandor", name: "Sandor", actor: "Actor.t", difficulty: 15, codes }],
  });
}

/** Runs clicks in order, each by its user. */
function play(state: AttackCardState, ...clicks: [AttackCardEvent, CardUser][]): AttackCardState {
  return clicks.reduce((current, [event, user]) => advanceAttackCard(current, event, user), state);
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof CardFlowError) return error.reason;
    throw error;
  }
  throw new Error("the click was not refused");
}

const T = "Token.sandor";

describe("the attack card from attack to wound", () => {
  it("Sandor dodges 21, Cantrell's 22 still hits, 18 damage against Strength 14 wounds him, and the GM can undo it (R&E Rules)", () => {
    const attacked = cantrellShoots();
    expect(attacked.targets[0]).toMatchObject({ stage: "attacked", hit: true, difficulty: 15 });
    const reacted = play(attacked, [{ type: "react", target: T, stage: "attacked", kind: "dodge", total: 21 }, TARGET]);
    expect(reacted.targets[0]).toMatchObject({ stage: "attacked", hit: true, difficulty: 21, reaction: { kind: "dodge", total: 21 } });
    const resisted = play(
      reacted,
      [{ type: "rollDamage", target: T, stage: "attacked", total: 18 }, ATTACKER],
      [{ type: "resist", target: T, stage: "damaged", total: 14 }, TARGET],
    );
    expect(resisted.targets[0]).toMatchObject({ stage: "resisted", damage: 18, resistance: 14, inflicted: "wounded" });
    const applied = play(resisted, [{ type: "apply", target: T, stage: "resisted", wound: "none" }, TARGET]);
    expect(applied.targets[0]).toMatchObject({ stage: "applied", applied: { before: "none", after: "wounded", unconscious: false } });
    // Undo reads the target as the gamemaster finds it: still wounded from this card.
    const undone = play(applied, [{ type: "undo", target: T, stage: "applied", wound: "wounded" }, GM]);
    expect(undone.targets[0]).toMatchObject({ stage: "resisted", applied: null, inflicted: "wounded" });
    // Wounded twice since (a later shot), the card no longer undoes: it would erase that wound.
    expect(refusal(() => advanceAttackCard(applied, { type: "undo", target: T, stage: "applied", wound: "wounded-twice" }, GM))).toBe("changed");
    expect(refusal(() => advanceAttackCard(applied, { type: "undo", target: T, stage: "applied" }, GM))).toBe("changed");
  });

  it("a second wound combines with the first: wounded and wounded again is wounded twice (R&E Rules, Mahon)", () => {
    const state = play(
      cantrellShoots(),
      [{ type: "rollDamage", target: T, stage: "attacked", total: 20 }, GM],
      [{ type: "resist", target: T, stage: "damaged", total: 14 }, GM],
      [{ type: "apply", target: T, stage: "resisted", wound: "wounded" }, GM],
    );
    expect(state.targets[0].applied).toEqual({ before: "wounded", after: "wounded-twice", unconscious: false });
  });

  it("Luke's deflection adds 15 to the 15 of Bossk's 24: a miss ends the card for him (Grundregeln)", () => {
    const state = createAttackCard({
      attacker: "Actor.bossk",
      attack: 24,
      reactionMode: "add",
      model: "ratio",
      stun: false,
      targets: [{ key: "Token.luke", name: "Luke", actor: "Actor.t", difficulty: 15, codes }],
    });
    const deflected = advanceAttackCard(state, { type: "react", target: "Token.luke", stage: "attacked", kind: "parry", total: 15 }, GM);
    expect(deflected.targets[0]).toMatchObject({ stage: "missed", hit: false, difficulty: 30 });
    expect(refusal(() => advanceAttackCard(deflected, { type: "rollDamage", target: "Token.luke", stage: "missed", total: 20 }, GM))).toBe("stage");
  });

  it("a roll below the difficulty, and a target out of range, are missed at once", () => {
    const state = createAttackCard({
      attacker: "Actor.a",
      attack: 12,
      reactionMode: "add",
      model: "ratio",
      stun: false,
      targets: [
        { key: "a", name: "Near", actor: "Actor.t", difficulty: 15, codes },
        { key: "b", name: "Far", actor: "Actor.t", difficulty: null, codes },
        { key: "c", name: "Close", actor: "Actor.t", difficulty: 10, codes },
      ],
    });
    expect(state.targets.map((t) => [t.stage, t.hit])).toEqual([
      ["missed", false],
      ["missed", false],
      ["attacked", true],
    ]);
  });

  it("each target goes its own way on one card", () => {
    const state = createAttackCard({
      attacker: "Actor.a",
      attack: 18,
      reactionMode: "add",
      model: "difference",
      stun: false,
      targets: [
        { key: "a", name: "One", actor: "Actor.t", difficulty: 10, codes },
        { key: "b", name: "Two", actor: "Actor.t", difficulty: 10, codes },
      ],
    });
    const next = advanceAttackCard(state, { type: "rollDamage", target: "b", stage: "attacked", total: 9 }, GM);
    expect(next.targets.map((t) => t.stage)).toEqual(["attacked", "damaged"]);
    expect(state.targets[1].stage).toBe("attacked");
  });
});

describe("stun (Reglas): a stun shot never wounds", () => {
  function stunShot(damage: number, resistance: number, before: "none" | "wounded" = "none") {
    const state = createAttackCard({
      attacker: "Actor.a",
      attack: 20,
      reactionMode: "add",
      model: "ratio",
      stun: true,
      targets: [{ key: "t", name: "Guard", actor: "Actor.t", difficulty: 10, codes }],
    });
    return play(
      state,
      [{ type: "rollDamage", target: "t", stage: "attacked", total: damage }, GM],
      [{ type: "resist", target: "t", stage: "damaged", total: resistance }, GM],
      [{ type: "apply", target: "t", stage: "resisted", wound: before }, GM],
    ).targets[0].applied;
  }

  it("below the resistance it stuns", () => {
    expect(stunShot(5, 10)).toEqual({ before: "none", after: "stunned", unconscious: false });
  });

  it("what would wound or worse knocks out instead, and the wound level stays", () => {
    expect(stunShot(30, 10, "wounded")).toEqual({ before: "wounded", after: "wounded", unconscious: true });
  });
});

describe("clicks that apply once, by the users allowed", () => {
  const damage: AttackCardEvent = { type: "rollDamage", target: T, stage: "attacked", total: 18 };

  it("a second click on the same button, or from a second client, is refused", () => {
    const once = advanceAttackCard(cantrellShoots(), damage, ATTACKER);
    expect(refusal(() => advanceAttackCard(once, damage, ATTACKER))).toBe("stage");
    const applied = play(
      once,
      [{ type: "resist", target: T, stage: "damaged", total: 14 }, TARGET],
      [{ type: "apply", target: T, stage: "resisted", wound: "none" }, TARGET],
    );
    expect(refusal(() => advanceAttackCard(applied, { type: "apply", target: T, stage: "resisted", wound: "wounded" }, GM))).toBe("stage");
    expect(refusal(() => advanceAttackCard(applied, { type: "undo", target: T, stage: "resisted" }, GM))).toBe("stage");
  });

  it("a click made from a stale card is refused even when the stage fits the action", () => {
    const damaged = advanceAttackCard(cantrellShoots(), damage, ATTACKER);
    expect(refusal(() => advanceAttackCard(damaged, { type: "react", target: T, stage: "attacked", kind: "dodge", total: 30 }, TARGET))).toBe("stage");
  });

  it("a target reacts once", () => {
    const reacted = advanceAttackCard(cantrellShoots(30), { type: "react", target: T, stage: "attacked", kind: "dodge", total: 10 }, TARGET);
    expect(refusal(() => advanceAttackCard(reacted, { type: "react", target: T, stage: "attacked", kind: "dodge", total: 40 }, TARGET))).toBe("stage");
  });

  it.each([
    ["react", TARGET, true],
    ["react", ATTACKER, false],
    ["rollDamage", ATTACKER, true],
    ["rollDamage", TARGET, false],
    ["resist", TARGET, true],
    ["resist", ATTACKER, false],
    ["apply", TARGET, true],
    ["apply", ATTACKER, false],
    ["undo", TARGET, false],
    ["undo", GM, true],
    ["rollDamage", BYSTANDER, false],
  ] as const)("%s by %j: %s", (type, user, allowed) => {
    expect(mayClick(type, user)).toBe(allowed);
  });

  it("refuses a click by a user who may not make it, and changes nothing", () => {
    const state = cantrellShoots();
    expect(refusal(() => advanceAttackCard(state, damage, TARGET))).toBe("permission");
    expect(refusal(() => advanceAttackCard(state, { type: "react", target: T, stage: "attacked", kind: "dodge", total: 9 }, BYSTANDER))).toBe("permission");
    expect(state.targets[0].stage).toBe("attacked");
  });

  it("refuses an unknown target, an unknown action and totals that are not whole numbers", () => {
    const state = cantrellShoots();
    expect(refusal(() => advanceAttackCard(state, { ...damage, target: "Token.nobody" }, GM))).toBe("target");
    expect(refusal(() => advanceAttackCard(state, { ...damage, type: "heal" } as never, GM))).toBe("value");
    expect(refusal(() => advanceAttackCard(state, { ...damage, total: 17.5 }, GM))).toBe("value");
    expect(refusal(() => advanceAttackCard(state, { ...damage, total: "18" } as never, GM))).toBe("value");
    expect(refusal(() => advanceAttackCard(state, { type: "react", target: T, stage: "attacked", kind: "duck", total: 9 } as never, GM))).toBe("value");
  });
});

describe("createAttackCard refuses what no attack makes", () => {
  const target = { key: "t", name: "T", actor: "Actor.t", difficulty: 10, codes };
  const input = { attacker: "Actor.a", attack: 10, reactionMode: "add" as const, model: "ratio" as const, stun: false, targets: [target] };
  it.each([
    ["targets", { ...input, targets: [] }],
    ["attacker", { ...input, attacker: "" }],
    ["targets[0].actor", { ...input, targets: [{ ...target, actor: "" }] }],
    ["targets[1].key", { ...input, targets: [target, target] }],
    ["targets[0].key", { ...input, targets: [{ ...target, key: "" }] }],
    ["targets[0].difficulty", { ...input, targets: [{ ...target, difficulty: Number.NaN }] }],
    ["targets[0].codes.damage", { ...input, targets: [{ ...target, codes: { ...codes, damage: "lots" } }] }],
    ["targets[0].codes.dodge", { ...input, targets: [{ ...target, codes: { ...codes, dodge: -1 } }] }],
    ["reactionMode", { ...input, reactionMode: "both" as never }],
    ["stun", { ...input, stun: "no" as never }],
  ])("%s", (argument, bad) => {
    expect(() => createAttackCard(bad)).toThrow(RuleArgumentError);
    try {
      createAttackCard(bad);
    } catch (error) {
      expect((error as RuleArgumentError).argument).toBe(argument);
    }
  });

  it("stores the codes canonically", () => {
    const state = createAttackCard({ ...input, targets: [{ ...target, codes: { damage: "5d+0", resistance: "3d + 1", dodge: 2 } }] });
    expect(state.targets[0].codes).toEqual({ damage: "5D", resistance: "3D+1", dodge: 2 });
  });
});

describe("the attack total follows a mishap the gamemaster settles later", () => {
  /** Bossk's 16 against Luke (15) and Han (18), 1st-edition reactions added (Grundregeln). */
  function bosskShoots(attack = 16): AttackCardState {
    return createAttackCard({
      attacker: "Actor.bossk",
      attack,
      reactionMode: "add",
      model: "ratio",
      stun: false,
      targets: [
        { key: "luke", name: "Luke", actor: "Actor.luke", difficulty: 15, codes },
        { key: "han", name: "Han", actor: "Actor.han", difficulty: 18, codes },
        { key: "far", name: "Far", actor: "Actor.far", difficulty: null, codes },
      ],
    });
  }

  it("a 1 and the highest die taken out turn a hit into a miss; counting the 1 again makes it a hit", () => {
    const lower = retotalAttackCard(bosskShoots(), 11);
    expect(lower.attack).toBe(11);
    expect(lower.targets.map((t) => [t.stage, t.hit])).toEqual([
      ["missed", false],
      ["missed", false],
      ["missed", false],
    ]);
    const higher = retotalAttackCard(lower, 19);
    expect(higher.targets.map((t) => [t.stage, t.hit])).toEqual([
      ["attacked", true],
      ["attacked", true],
      ["missed", false],
    ]);
  });

  it("keeps a reaction and measures the new total against the difficulty it made", () => {
    const parried = advanceAttackCard(bosskShoots(30), { type: "react", target: "luke", stage: "attacked", kind: "parry", total: 8 }, GM);
    expect(parried.targets[0]).toMatchObject({ stage: "attacked", difficulty: 23 });
    const next = retotalAttackCard(parried, 22);
    expect(next.targets[0]).toMatchObject({ stage: "missed", hit: false, difficulty: 23, reaction: { kind: "parry", total: 8 } });
    expect(parried.targets[0].stage).toBe("attacked");
  });

  it("the same total leaves the card as it was", () => {
    const state = bosskShoots();
    expect(retotalAttackCard(state, 16)).toEqual(state);
  });

  it("refuses once damage is rolled for any target, and a total that is not a number", () => {
    const damaged = advanceAttackCard(bosskShoots(), { type: "rollDamage", target: "luke", stage: "attacked", total: 12 }, GM);
    expect(refusal(() => retotalAttackCard(damaged, 10))).toBe("stage");
    expect(refusal(() => retotalAttackCard(bosskShoots(), Number.NaN))).toBe("value");
    expect(refusal(() => retotalAttackCard(bosskShoots(), "12" as never))).toBe("value");
  });
});

describe("a character point on a defensive roll (R&E: up to 5 on a dodge, a parry or resisting damage)", () => {
  it("raises Sandor's dodge: under R&E the new total replaces the difficulty, and his 21 makes Cantrell's 22 hit, his 23 a miss", () => {
    const dodged = play(cantrellShoots(22), [{ type: "react", target: T, stage: "attacked", kind: "dodge", total: 21 }, TARGET]);
    expect(dodged.targets[0]).toMatchObject({ stage: "attacked", hit: true, difficulty: 21 });
    expect(defenseRollOpen(dodged, T, "reaction")).toBe(true);
    const raised = retotalDefenseRoll(dodged, T, "reaction", 23);
    expect(raised.targets[0]).toMatchObject({ stage: "missed", hit: false, difficulty: 23, reaction: { kind: "dodge", total: 23 } });
    // The old state is left as it was, and the raise can still be taken back by a lower total.
    expect(dodged.targets[0].difficulty).toBe(21);
    expect(retotalDefenseRoll(raised, T, "reaction", 21).targets[0]).toMatchObject({ stage: "attacked", hit: true });
  });

  it("raises a resistance roll: the damage chart is read again (R&E: 19 damage against 12 wounds, against 17 stuns)", () => {
    const resisted = play(
      cantrellShoots(22),
      [{ type: "rollDamage", target: T, stage: "attacked", total: 19 }, ATTACKER],
      [{ type: "resist", target: T, stage: "damaged", total: 12 }, TARGET],
    );
    expect(resisted.targets[0]).toMatchObject({ stage: "resisted", inflicted: "wounded" });
    const raised = retotalDefenseRoll(resisted, T, "resistance", 17);
    expect(raised.targets[0]).toMatchObject({ stage: "resisted", resistance: 17, inflicted: "stunned" });
  });

  it("is closed once it no longer decides anything: a dodge after damage is rolled, a resistance after the hit is applied, a roll never made", () => {
    const dodged = play(cantrellShoots(22), [{ type: "react", target: T, stage: "attacked", kind: "dodge", total: 9 }, TARGET]);
    const damaged = play(dodged, [{ type: "rollDamage", target: T, stage: "attacked", total: 19 }, ATTACKER]);
    expect(defenseRollOpen(damaged, T, "reaction")).toBe(false);
    expect(refusal(() => retotalDefenseRoll(damaged, T, "reaction", 30))).toBe("stage");
    const applied = play(
      damaged,
      [{ type: "resist", target: T, stage: "damaged", total: 12 }, TARGET],
      [{ type: "apply", target: T, stage: "resisted", wound: "none" }, GM],
    );
    expect(defenseRollOpen(applied, T, "resistance")).toBe(false);
    expect(refusal(() => retotalDefenseRoll(applied, T, "resistance", 30))).toBe("stage");
    expect(defenseRollOpen(cantrellShoots(22), T, "reaction")).toBe(false);
    expect(refusal(() => retotalDefenseRoll(cantrellShoots(22), "Token.nobody", "reaction", 3))).toBe("target");
  });
});

describe("a lightsaber's deflection on the card (Grundregeln, Reglas: the Sense roll is added to the shooter's difficulty)", () => {
  it("adds under R&E's replace mode too: Sandor's Sense 1 against Cantrell's shot makes 15 a 16, where a dodge of 1 would make it 1", () => {
    const deflected = play(cantrellShoots(15), [{ type: "react", target: T, stage: "attacked", kind: "parry", total: 1, deflection: true }, TARGET]);
    expect(deflected.targets[0]).toMatchObject({ stage: "missed", hit: false, difficulty: 16, reaction: { kind: "parry", total: 1, deflection: true } });
    const dodged = play(cantrellShoots(15), [{ type: "react", target: T, stage: "attacked", kind: "dodge", total: 1 }, TARGET]);
    expect(dodged.targets[0]).toMatchObject({ stage: "attacked", hit: true, difficulty: 1 });
  });
});
