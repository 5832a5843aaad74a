import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AttackCardState,
  CardFlowError,
  type CardUser,
  advanceAttackCard,
  createAttackCard,
} from "../../../src/applications/attack/flow/attack-card-flow.ts";
import { type StarshipDamageSource, type VehicleDamageSource, craftResistance } from "../../../src/data/actor/craft-damage.ts";
import { type AttackWeapon, formatDieCode, parseDieCode, planAttack } from "../../../src/rules/index.ts";

const GM: CardUser = { isGM: true, ownsAttacker: false, ownsTarget: false };

interface PackCraft {
  name: string;
  type: "vehicle" | "starship";
  system: Record<string, unknown> & { scale: string };
  items: { name: string; system: Record<string, string> }[];
}

/** A craft from the generated compendium sources, by name. */
function craft(pack: "vehicles" | "starships", name: string): PackCraft {
  const dir = join("packs/_source", pack);
  for (const file of readdirSync(dir)) {
    const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as PackCraft;
    if (data.name === name) return data;
  }
  throw new Error(`no ${name} in ${pack}`);
}

/** A weapon item's data as `planAttack` takes it. */
function weaponOf(system: Record<string, string>): AttackWeapon {
  return {
    damage: system.damage,
    damageKind: system.damageKind as AttackWeapon["damageKind"],
    scale: system.scale as AttackWeapon["scale"],
    ranges: system.ranges,
    fireControl: parseDieCode(system.fireControl),
  };
}

/** Plans the attack against a craft and opens its card with the planned codes; the attack total is given. */
function attackCraft(input: { skill: string; weapon: AttackWeapon; target: PackCraft; distance: number; attack: number }) {
  const plan = planAttack({
    skill: parseDieCode(input.skill),
    strength: parseDieCode("2D"),
    penalty: 0,
    weapon: input.weapon,
    target: {
      scale: input.target.system.scale as AttackWeapon["scale"],
      resistance: craftResistance(input.target.type, input.target.system as never),
      armor: null,
    },
    distance: input.distance,
  });
  const state = createAttackCard({
    attacker: "Actor.attacker",
    attack: input.attack,
    reactionMode: "replace",
    model: "difference",
    stun: false,
    targets: [
      {
        key: "Token.target",
        name: input.target.name,
        actor: "Actor.target",
        kind: input.target.type,
        difficulty: plan.difficulty,
        codes: { damage: formatDieCode(plan.damage), resistance: formatDieCode(plan.resistance), dodge: plan.dodge },
      },
    ],
  });
  return { plan, state };
}

/** Damage and resistance rolled, then applied with the given system-table rolls. */
function hit(state: AttackCardState, damage: number, resistance: number, system: unknown, rolls: number[]) {
  let next = advanceAttackCard(state, { type: "rollDamage", target: "Token.target", stage: "attacked", total: damage }, GM);
  next = advanceAttackCard(next, { type: "resist", target: "Token.target", stage: "damaged", total: resistance }, GM);
  const resisted = next;
  const craftInput = { system: system as VehicleDamageSource | StarshipDamageSource, rolls };
  next = advanceAttackCard(next, { type: "apply", target: "Token.target", stage: "resisted", wound: "none", craft: craftInput }, GM);
  return { resisted, applied: next };
}

describe("the attack card against a craft", () => {
  it("R&E Rules: the landspeeder's cannon against the AT-AT, lightly damaged on the vehicle table", () => {
    const atat = craft("vehicles", "All Terrain Armored Transport");
    const cannon: AttackWeapon = { damage: "3D+2", damageKind: "energy", scale: "speeder", ranges: "50-300/500/1000", fireControl: parseDieCode("2D") };
    const { plan, state } = attackCraft({ skill: "4D", weapon: cannon, target: atat, distance: 100, attack: 25 });
    // Gunnery 4D + fire control 2D + 2D for speeder against walker; the walker resists with 6D + 2D.
    expect(formatDieCode(plan.attack)).toBe("8D");
    expect(state.targets[0].codes).toEqual({ damage: "3D+2", resistance: "8D", dodge: 0 });
    expect(state.targets[0]).toMatchObject({ kind: "vehicle", stage: "attacked", hit: true });

    const { resisted, applied } = hit(state, 20, 15, atat.system, [5, 1]);
    expect(resisted.targets[0]).toMatchObject({ stage: "resisted", craftResult: "lightly", inflicted: null });
    // Lightly damaged, 5 on the system table: -1 Move.
    expect(applied.targets[0].craftApplied).toMatchObject({ systemRoll: 5, effect: "moves" });
    expect(applied.targets[0].craftApplied?.after).toMatchObject({ lostMoves: 1, destroyed: false });
    expect(applied.targets[0].craftApplied?.before).toEqual(atat.system.damage);

    const now = applied.targets[0].craftApplied?.after;
    const undone = advanceAttackCard(applied, { type: "undo", target: "Token.target", stage: "applied", damage: now }, GM);
    expect(undone.targets[0]).toMatchObject({ stage: "resisted", craftApplied: null, craftResult: "lightly" });
    // A craft damaged again since (one more Move lost) is no longer as this card left it.
    const later = { ...now!, lostMoves: 2 } as typeof now;
    expect(() => advanceAttackCard(applied, { type: "undo", target: "Token.target", stage: "applied", damage: later }, GM)).toThrow(
      /no longer as this card left it/,
    );
  });

  it("a heavily damaged AT-AT lightly damaged again becomes severely damaged and rolls on that table; once more and it is destroyed", () => {
    const atat = craft("vehicles", "All Terrain Armored Transport");
    const cannon: AttackWeapon = { damage: "3D+2", damageKind: "energy", scale: "speeder", ranges: "50-300/500/1000", fireControl: parseDieCode("2D") };
    const battered = { ...atat.system, damage: { ...(atat.system.damage as object), level: "heavily" } };
    const { state } = attackCraft({ skill: "4D", weapon: cannon, target: atat, distance: 100, attack: 25 });
    const { resisted, applied } = hit(state, 20, 15, battered, [4, 1]);
    expect(resisted.targets[0].craftResult).toBe("lightly");
    expect(applied.targets[0].craftApplied).toMatchObject({ systemRoll: 4, effect: "weapons-disabled" });
    expect(applied.targets[0].craftApplied?.after).toMatchObject({ level: "severely", weaponsDisabled: true, destroyed: false });

    const severe = { ...atat.system, damage: applied.targets[0].craftApplied?.after };
    const again = hit(attackCraft({ skill: "4D", weapon: cannon, target: atat, distance: 100, attack: 25 }).state, 20, 15, severe, []);
    expect(again.applied.targets[0].craftApplied).toMatchObject({ systemRoll: null, effect: "destroyed", after: { destroyed: true } });
  });

  it("R&E Rules: the AT-AT firing back adds 2D to its damage and the landspeeder 2D to its dodge", () => {
    const atat = craft("vehicles", "All Terrain Armored Transport");
    const speeder = craft("vehicles", "X-34 Landspeeder");
    const { plan, state } = attackCraft({ skill: "5D", weapon: weaponOf(atat.items[0].system), target: speeder, distance: 100, attack: 20 });
    expect(formatDieCode(plan.attack)).toBe("7D");
    expect(state.targets[0].codes).toEqual({ damage: "8D", resistance: "2D", dodge: 2 });
  });

  it("a TIE fighter's printed gunner fires at an X-wing, which resists with hull and shields", () => {
    const tie = craft("starships", "TIE Fighter");
    const xwing = craft("starships", "X-Wing");
    const { plan, state } = attackCraft({ skill: "4D", weapon: weaponOf(tie.items[0].system), target: xwing, distance: 200, attack: 18 });
    expect(formatDieCode(plan.attack)).toBe("6D");
    expect(state.targets[0].codes).toEqual({ damage: "5D", resistance: "5D", dodge: 0 });
    expect(state.targets[0]).toMatchObject({ kind: "starship", baseDifficulty: 10, hit: true });

    // 18 against 12: 6 over, lightly damaged; 5 on the light table costs 1D of shields.
    const { resisted, applied } = hit(state, 18, 12, xwing.system, [5, 1]);
    expect(resisted.targets[0].craftResult).toBe("lightly");
    expect(applied.targets[0].craftApplied).toMatchObject({ systemRoll: 5, effect: "shields" });
    expect(applied.targets[0].craftApplied?.after).toMatchObject({ level: "lightly", shieldsLost: 1, lostMoves: 0 });
    // With a shield die lost, the X-wing resists the next shot with its hull alone.
    const damaged = { ...xwing.system, damage: applied.targets[0].craftApplied?.after };
    expect(formatDieCode(craftResistance("starship", damaged as never))).toBe("4D");
  });

  it("a stormtrooper's blaster rifle against a landspeeder: +2D to hit, the speeder resists with 4D, controls ionized", () => {
    const speeder = craft("vehicles", "X-34 Landspeeder");
    const rifle: AttackWeapon = { damage: "5D", damageKind: "energy", scale: "character", ranges: "3-30/100/300", fireControl: parseDieCode("0D") };
    const { plan, state } = attackCraft({ skill: "4D", weapon: rifle, target: speeder, distance: 20, attack: 15 });
    expect(formatDieCode(plan.attack)).toBe("6D");
    expect(state.targets[0].codes).toEqual({ damage: "5D", resistance: "4D", dodge: 0 });
    // Damage equal to the body roll: the chart's 0-3 row; a vehicle has no shields, its controls are ionized.
    const { resisted, applied } = hit(state, 14, 14, speeder.system, []);
    expect(resisted.targets[0].craftResult).toBe("shields-blown");
    expect(applied.targets[0].craftApplied).toMatchObject({ systemRoll: null, effect: "controls-ionized" });
    expect(applied.targets[0].craftApplied?.after).toMatchObject({ controlsIonized: 1, lostMoves: 0 });
  });

  it("a Star Destroyer's turbolaser against a freighter: +6D damage, the freighter dodges with +6D, destroyed", () => {
    const isd = craft("starships", "Imperial I Star Destroyer");
    const freighter = craft("starships", "YT-1300 Transport");
    const { state } = attackCraft({ skill: "4D+2", weapon: weaponOf(isd.items[0].system), target: freighter, distance: 10000, attack: 20 });
    expect(state.targets[0].codes).toEqual({ damage: "11D", resistance: "4D", dodge: 6 });
    const { resisted, applied } = hit(state, 40, 14, freighter.system, []);
    expect(resisted.targets[0].craftResult).toBe("destroyed");
    expect(applied.targets[0].craftApplied).toMatchObject({ effect: "destroyed" });
    expect(applied.targets[0].craftApplied?.after).toMatchObject({ level: "destroyed" });
  });

  it("a damage roll below the resistance does nothing, and an apply without the craft's state is refused", () => {
    const xwing = craft("starships", "X-Wing");
    const tie = craft("starships", "TIE Fighter");
    const { state } = attackCraft({ skill: "4D", weapon: weaponOf(tie.items[0].system), target: xwing, distance: 200, attack: 18 });
    const { resisted, applied } = hit(state, 10, 12, xwing.system, []);
    expect(resisted.targets[0].craftResult).toBe("none");
    expect(applied.targets[0].craftApplied).toMatchObject({ effect: "none", after: xwing.system.damage });
    const bare = { type: "apply" as const, target: "Token.target", stage: "resisted" as const, wound: "none" as const };
    expect(() => advanceAttackCard(resisted, bare, GM)).toThrow(CardFlowError);
    const short = { ...bare, craft: { system: xwing.system as unknown as StarshipDamageSource, rolls: [] } };
    const lightly = hit(state, 18, 12, xwing.system, [5]).resisted;
    expect(() => advanceAttackCard(lightly, short, GM)).toThrow(/1D/);
  });

  it("a character target keeps the wound chart and is a character by default", () => {
    const state = createAttackCard({
      attacker: "Actor.a",
      attack: 20,
      reactionMode: "replace",
      model: "difference",
      stun: false,
      targets: [{ key: "Token.t", name: "T", actor: "Actor.t", difficulty: 10, codes: { damage: "5D", resistance: "3D", dodge: 0 } }],
    });
    expect(state.targets[0].kind).toBe("character");
    expect(() =>
      createAttackCard({
        ...state,
        targets: [{ key: "Token.t", name: "T", actor: "Actor.t", difficulty: 10, codes: state.targets[0].codes, kind: "boat" as never }],
      }),
    ).toThrow();
  });
});
