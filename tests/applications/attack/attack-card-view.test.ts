import { describe, expect, it } from "vitest";
import { type CardViewer, type TargetView, attackCardContext } from "../../../src/applications/attack/flow/attack-card-view.ts";
import { reactionChoices } from "../../../src/applications/attack/reaction-choices.ts";
import type { AttackCardMessage } from "../../../src/applications/attack/flow/attack-card-message.ts";
import { GM, KEYS, attackRoll, codeRoll, kellShoots, play } from "./attack-fixtures.ts";

const DODGE = reactionChoices({ reach: "ranged", attackerLightsaber: false, parryWeapon: "ordinary", hasSense: false });
const VIEWERS: Record<string, CardViewer> = {
  gm: { isGM: true, ownsAttacker: false, ownedTargets: [] },
  attacker: { isGM: false, ownsAttacker: true, ownedTargets: [] },
  garro: { isGM: false, ownsAttacker: false, ownedTargets: [KEYS.garro] },
  bystander: { isGM: false, ownsAttacker: false, ownedTargets: [] },
};

function view(card: AttackCardMessage, viewer: CardViewer, roll = attackRoll()) {
  return attackCardContext({ card, attackRoll: roll, viewer, reactions: { [KEYS.garro]: DODGE, [KEYS.trooper]: DODGE } });
}

/** The buttons a viewer has for a target, as action names. */
function buttons(target: TargetView): string[] {
  const b = target.buttons;
  return [...b.reactions.map((r) => `react:${r.id}`), ...(["rollDamage", "resist", "apply", "undo"] as const).filter((name) => b[name])];
}

const damaged = () => play(kellShoots(22), [{ type: "rollDamage", target: KEYS.garro, stage: "attacked", total: 19 }, GM]);
const resisted = () => play(damaged(), [{ type: "resist", target: KEYS.garro, stage: "damaged", total: 12 }, GM]);
const applied = () => play(resisted(), [{ type: "apply", target: KEYS.garro, stage: "resisted", wound: "none" }, GM]);

describe("the attack card per viewer", () => {
  it.each([
    ["gm", ["react:dodge", "rollDamage"]],
    ["attacker", ["rollDamage"]],
    ["garro", ["react:dodge"]],
    ["bystander", []],
  ])("just hit: the %s's buttons for Garro are %j", (who, expected) => {
    expect(buttons(view(kellShoots(22), VIEWERS[who]).targets[0])).toEqual(expected);
  });

  it.each([
    ["damaged", damaged, { gm: ["resist"], attacker: [], garro: ["resist"], bystander: [] }],
    ["resisted", resisted, { gm: ["apply"], attacker: [], garro: ["apply"], bystander: [] }],
    ["applied", applied, { gm: ["undo"], attacker: [], garro: [], bystander: [] }],
  ] as const)("%s: each viewer's buttons", (_stage, card, expected) => {
    for (const [who, list] of Object.entries(expected)) expect(buttons(view(card(), VIEWERS[who]).targets[0]), who).toEqual(list);
  });

  it("tells a viewer without the button what the card waits for", () => {
    expect(view(kellShoots(22), VIEWERS.garro).targets[0].waitingKey).toBe("SWD6.AttackCard.waiting.damage");
    expect(view(kellShoots(22), VIEWERS.attacker).targets[0].waitingKey).toBeNull();
    expect(view(damaged(), VIEWERS.attacker).targets[0].waitingKey).toBe("SWD6.AttackCard.waiting.resistance");
    expect(view(resisted(), VIEWERS.bystander).targets[0].waitingKey).toBe("SWD6.AttackCard.waiting.apply");
    expect(view(applied(), VIEWERS.bystander).targets[0].waitingKey).toBeNull();
  });

  it("shows no reaction button once the target reacted, and none on a miss", () => {
    const reacted = play(kellShoots(22), [{ type: "react", target: KEYS.garro, stage: "attacked", kind: "dodge", total: 12 }, GM]);
    const garro = view(reacted, VIEWERS.garro).targets[0];
    expect(garro).toMatchObject({ outcome: "hit", difficulty: 12, baseDifficulty: 15, difficultyChanged: true });
    expect(garro.reaction).toMatchObject({ labelKey: "SWD6.AttackCard.reaction.dodge", total: 12 });
    expect(buttons(garro)).toEqual([]);
    const missed = view(kellShoots(7), VIEWERS.gm);
    expect(missed.targets.map((t) => [t.outcome, buttons(t), t.damage])).toEqual([
      ["miss", [], null],
      ["miss", [], null],
    ]);
  });

  it("shows the damage and resistance rolls, the wound the chart gives and what applying did", () => {
    const damage = codeRoll("5D", { dice: [4, 5, 3, 2], wild: [5] });
    const context = attackCardContext({
      card: applied(),
      attackRoll: attackRoll(),
      rolls: { [KEYS.garro]: { damage } },
      viewer: VIEWERS.bystander,
    });
    const garro = context.targets[0];
    expect(garro.damage).toEqual({ code: "5D", total: 19, roll: damage });
    expect(garro.resistance).toEqual({ code: "3D+3", total: 12, characterPoints: null, roll: null });
    expect(garro.inflicted).toEqual({ labelKey: "SWD6.Wound.wounded", severity: "light" });
    expect(garro.applied).toEqual({ beforeKey: "SWD6.Wound.none", afterKey: "SWD6.Wound.wounded", unconscious: false });
    expect(context.targets[1]).toMatchObject({ outcome: "hit", damage: { code: "5D", total: null }, resistance: null, inflicted: null });
  });

  it("a stun shot shows what the stun does, not a wound", () => {
    const card = kellShoots(22);
    const stun = { ...card, state: { ...card.state, stun: true } };
    const resistedStun = play(
      stun,
      [{ type: "rollDamage", target: KEYS.garro, stage: "attacked", total: 25 }, GM],
      [{ type: "resist", target: KEYS.garro, stage: "damaged", total: 12 }, GM],
    );
    expect(view(resistedStun, VIEWERS.gm).targets[0].inflicted).toEqual({ labelKey: "SWD6.AttackCard.stunEffect.unconscious", severity: "light" });
  });

  it("shows the attack roll without its own difficulty, and flags a total the card kept", () => {
    const context = view(kellShoots(22), VIEWERS.gm);
    expect(context).toMatchObject({ attackTotal: 22, attackCode: "4D+2", totalKept: false, roll: { total: 22, difficulty: null, outcome: null } });
    const kept = view(damaged(), VIEWERS.gm, attackRoll({ dice: [4, 3, 2], wild: [1] }, "remove-highest"));
    expect(kept).toMatchObject({ attackTotal: 22, totalKept: true });
    expect(attackCardContext({ card: kellShoots(22), attackRoll: null, viewer: VIEWERS.gm }).roll).toBeNull();
  });
});

describe("a craft target on the card", () => {
  it("shows the damage chart's result and what the damage tables did", async () => {
    const { tieShootsXwing, xwingSystem } = await import("./attack-fixtures.ts");
    const { advanceAttackCard } = await import("../../../src/applications/attack/flow/attack-card-flow.ts");
    const card = tieShootsXwing(18);
    const gm = { isGM: true, ownsAttacker: false, ownsTarget: false };
    const X = "Scene.s.Token.xwing";
    let state = advanceAttackCard(card.state, { type: "rollDamage", target: X, stage: "attacked", total: 18 }, gm);
    state = advanceAttackCard(state, { type: "resist", target: X, stage: "damaged", total: 12 }, gm);
    const viewer = { isGM: true, ownsAttacker: false, ownedTargets: [] };
    const resisted = attackCardContext({ card: { ...card, state }, attackRoll: null, viewer }).targets[0];
    expect(resisted.inflicted).toEqual({ labelKey: "SWD6.AttackCard.craftResult.lightly", severity: "light" });
    expect(resisted.buttons.apply).toBe(true);
    state = advanceAttackCard(state, { type: "apply", target: X, stage: "resisted", wound: "none", craft: { system: xwingSystem(), rolls: [6] } }, gm);
    const applied = attackCardContext({ card: { ...card, state }, attackRoll: null, viewer }).targets[0];
    expect(applied.craftApplied).toEqual({ effectKey: "SWD6.AttackCard.craftEffect.moves", systemRoll: 6, lostMoves: 1, controlsIonized: 0, destroyed: false });
    expect(applied.applied).toBeNull();
    expect(applied.buttons.undo).toBe(true);
  });
});
