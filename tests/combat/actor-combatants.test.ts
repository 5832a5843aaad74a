/**
 * A wound on one unlinked token's actor reaches that token's combatant only. The tokens of one
 * unlinked actor each carry a synthetic actor with the world actor's id but their own uuid
 * (foundryvtt.com/article/v11-actor-delta: "Scene.<id>.Token.<id>.Actor.<id>"); a linked token's
 * combatant has the world actor itself.
 */
import { describe, expect, it } from "vitest";
import { combatantsOfActor } from "../../src/combat/round-rules.ts";
import { woundChanged, startRound } from "../../src/combat/flow/round-flow.ts";
import { rulesWith } from "./flow/round-fixtures.ts";

/** An actor as Foundry gives it: world actors by `Actor.<id>`, synthetic ones under their token. */
function actor(id: string, token?: string) {
  return { id, uuid: token ? `Scene.hangar.Token.${token}.Actor.${id}` : `Actor.${id}` };
}

const trooperBase = actor("trooper");
const tk421 = actor("trooper", "tk421");
const tk422 = actor("trooper", "tk422");
const anla = actor("anla");
const COMBATANTS = [
  { id: "c-tk421", actor: tk421 },
  { id: "c-tk422", actor: tk422 },
  { id: "c-anla", actor: anla },
  { id: "c-gone", actor: null },
];

describe("the combatants of a changed actor", () => {
  it("are the one token's combatant when an unlinked token's synthetic actor changes, though both share the actor's id", () => {
    expect(tk421.id).toBe(tk422.id);
    expect(combatantsOfActor(COMBATANTS, tk421).map((c) => c.id)).toEqual(["c-tk421"]);
  });

  it("are the linked token's combatant when the world actor changes, and none of the unlinked copies", () => {
    expect(combatantsOfActor(COMBATANTS, anla).map((c) => c.id)).toEqual(["c-anla"]);
    expect(combatantsOfActor(COMBATANTS, trooperBase)).toEqual([]);
  });

  it("stun one stormtrooper in the round, not his squad mate", () => {
    const rules = rulesWith();
    const members = COMBATANTS.slice(0, 3).map((c) => ({ id: c.id, side: "hostile", wound: "none" as const }));
    let state = startRound(members, rules);
    for (const c of combatantsOfActor(COMBATANTS, tk421)) state = woundChanged(state, c.id, "stunned", rules);
    expect(state.combatants.map((c) => [c.declaration.id, c.wound])).toEqual([
      ["c-tk421", "stunned"],
      ["c-tk422", "none"],
      ["c-anla", "none"],
    ]);
  });
});
