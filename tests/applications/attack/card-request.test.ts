import { describe, expect, it } from "vitest";
import type { AttackCardEvent } from "../../../src/applications/attack/flow/attack-card-flow.ts";
import type { AttackCardMessage } from "../../../src/applications/attack/flow/attack-card-message.ts";
import { type CardAnswer, type CardWorld, type CardWrite, createCardHandler } from "../../../src/applications/attack/card/card-request.ts";
import { type WoundLevel, addDieCodes, formatDieCode, parseDieCode } from "../../../src/rules/index.ts";
import { ACTORS, HUNTER, KEYS, kellShoots, tieShootsXwing, xwingSystem } from "./attack-fixtures.ts";

const USERS: Record<string, { isGM: boolean; owns: string[] }> = {
  gm: { isGM: true, owns: [] },
  kell: { isGM: false, owns: [ACTORS.kell] },
  garro: { isGM: false, owns: [ACTORS.garro] },
  stranger: { isGM: false, owns: [] },
};

/** A fake roll as the client sends it: the world reads its total and code. */
function roll(code: string, total: number) {
  return { class: "D6Roll", code, total };
}

/** An in-memory world: one message, the actors' wound levels, every write recorded; writes take a tick. */
function world(card: AttackCardMessage = kellShoots(22), wounds: Record<string, WoundLevel> = {}) {
  const messages = new Map<string, AttackCardMessage>([["msg1", card]]);
  const levels = new Map<string, WoundLevel>(Object.entries({ [ACTORS.garro]: "none", [ACTORS.trooper]: "none", ...wounds }));
  const writes: CardWrite[] = [];
  const woundWrites: [string, WoundLevel][] = [];
  const reactions: [string, string][] = [];
  // The actors a stun knocked out, as the gamemaster's record holds them.
  const knockedOut: Record<string, boolean> = {};
  // The actors whose Force point is active this round.
  const forcePoints = new Set<string>();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const w: CardWorld = {
    card: (id) => messages.get(id) ?? null,
    isGM: (user) => USERS[user]?.isGM ?? null,
    owns: (user, actor) => USERS[user]?.owns.includes(actor) ?? false,
    woundLevel: (actor) => levels.get(actor) ?? null,
    forcePointActive: (actor) => forcePoints.has(actor),
    takeRoll: (data, codes) => {
      const r = data as { class?: string; code?: string; total?: number } | undefined;
      if (r?.class !== "D6Roll" || typeof r.total !== "number" || typeof r.code !== "string") return null;
      return codes.includes(r.code) ? r.total : null;
    },
    // Every target dodges with 2D and parries with 3D, as its documents say.
    reactionCodes: (_card, _target, kind) => (kind === "dodge" ? ["2D"] : ["3D"]),
    // A target may react unless his wound keeps him from it; a full reaction is never allowed here.
    mayReact: (_card, target, how) => how.full !== true && !["incapacitated", "mortally-wounded", "killed"].includes(levels.get(target.actor) ?? "none"),
    // Kell's card is a shot: a parry against it is a lightsaber's deflection.
    isDeflection: (_card, kind) => kind === "parry",
    write: async (id, write) => {
      await tick();
      writes.push(write);
      messages.set(id, { ...(messages.get(id) as AttackCardMessage), state: write.state, landing: null });
    },
    mayApplyDamage: () => true,
    appliedDamage: () => {},
    writeLanding: async (id, landing) => {
      await tick();
      messages.set(id, { ...(messages.get(id) as AttackCardMessage), landing });
    },
    setKnockedOut: async (actor, out) => {
      knockedOut[actor] = out;
    },
    setWoundLevel: async (actor, level) => {
      await tick();
      woundWrites.push([actor, level]);
      levels.set(actor, level);
    },
    craftSystem: () => null,
    rollD6: async (count) => Array.from({ length: count }, () => 1),
    setCraftDamage: async () => {
      throw new Error("no craft in this world");
    },
    recordReaction: async (actor, _message, { kind }) => {
      reactions.push([actor, kind]);
    },
  };
  return { world: w, handler: createCardHandler(w), messages, levels, writes, woundWrites, reactions, knockedOut };
}

const G = KEYS.garro;
const damage: AttackCardEvent = { type: "rollDamage", target: G, stage: "attacked", total: 19 };
const resist: AttackCardEvent = { type: "resist", target: G, stage: "damaged", total: 12 };
const apply: AttackCardEvent = { type: "apply", target: G, stage: "resisted", wound: "none" };
const undo: AttackCardEvent = { type: "undo", target: G, stage: "applied" };

const ok: CardAnswer = { ok: true };
const refused = (reason: string) => ({ ok: false, reason, key: `SWD6.AttackCard.refused.${reason}` });

/** Garro's part of the card taken to "resisted" by the players allowed: 19 against 12, wounded. */
async function toResisted(w: ReturnType<typeof world>) {
  expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 19) }, "kell")).toEqual(ok);
  expect(await w.handler({ messageId: "msg1", event: resist, roll: roll("3D+3", 12) }, "garro")).toEqual(ok);
}

describe("the gamemaster's handler of attack card clicks", () => {
  it("takes Garro from hit to wounded through the players' clicks, and the gamemaster undoes it", async () => {
    const w = world();
    await toResisted(w);
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "resisted", damage: 19, resistance: 12, inflicted: "wounded" });
    expect(await w.handler({ messageId: "msg1", event: apply }, "garro")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
    expect(await w.handler({ messageId: "msg1", event: undo }, "gm")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("none");
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "resisted", applied: null });
    expect(w.woundWrites).toEqual([
      [ACTORS.garro, "wounded"],
      [ACTORS.garro, "none"],
    ]);
  });

  it("stores each roll with its target and kind, in the same write as the state", async () => {
    const w = world();
    await toResisted(w);
    expect(w.writes.map((write) => write.roll && [write.roll.target, write.roll.type, write.state.targets[0].stage])).toEqual([
      [G, "damage", "damaged"],
      [G, "resistance", "resisted"],
    ]);
  });

  it("reads the target's wound level itself: a second wound makes wounded twice, whatever the click says", async () => {
    const w = world(kellShoots(22), { [ACTORS.garro]: "wounded" });
    await toResisted(w);
    expect(await w.handler({ messageId: "msg1", event: { ...apply, wound: "killed" } }, "garro")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("wounded-twice");
    expect(w.messages.get("msg1")?.state.targets[0].applied).toEqual({ before: "wounded", after: "wounded-twice", unconscious: false });
  });

  it("the gamemaster runs both sides of a card against a non-player character alone", async () => {
    const T = KEYS.trooper;
    const w = world();
    const steps: [AttackCardEvent, unknown][] = [
      [{ type: "react", target: T, stage: "attacked", kind: "dodge", total: 9 }, roll("2D", 9)],
      [{ type: "rollDamage", target: T, stage: "attacked", total: 21 }, roll("5D", 21)],
      [{ type: "resist", target: T, stage: "damaged", total: 9 }, roll("3D", 9)],
      [{ type: "apply", target: T, stage: "resisted", wound: "none" }, undefined],
    ];
    for (const [event, r] of steps) expect(await w.handler({ messageId: "msg1", event, roll: r }, "gm")).toEqual(ok);
    expect(w.levels.get(ACTORS.trooper)).toBe("incapacitated");
  });

  it("refuses a reaction rolled with a code the target's documents do not give: a dodge of 30D, a dodge at the parry's code", async () => {
    const T = KEYS.trooper;
    const w = world();
    const dodge = (code: string, total: number) => ({
      messageId: "msg1",
      event: { type: "react", target: T, stage: "attacked", kind: "dodge", total } as AttackCardEvent,
      roll: roll(code, total),
    });
    expect(await w.handler(dodge("30D", 111), "gm")).toEqual(refused("value"));
    expect(await w.handler(dodge("3D", 12), "gm")).toEqual(refused("value"));
    expect(w.writes).toEqual([]);
    expect(await w.handler(dodge("2D", 9), "gm")).toEqual(ok);
  });

  it("decides itself whether a reaction is a deflection, whatever the click claims: a dodge sent as one still replaces the difficulty", async () => {
    const T = KEYS.trooper;
    const w = world();
    const event = { type: "react", target: T, stage: "attacked", kind: "dodge", total: 9, deflection: true } as AttackCardEvent;
    expect(await w.handler({ messageId: "msg1", event, roll: roll("2D", 9) }, "gm")).toEqual(ok);
    const reacted = w.messages.get("msg1")!.state.targets.find((t) => t.key === T)!;
    expect(reacted.reaction).toEqual({ kind: "dodge", total: 9 });
    expect(reacted.difficulty).toBe(9);
  });

  it("refuses a reaction the penalties leave with no die (3D less -3D of actions): no dice, no reaction, however its roll is dressed", async () => {
    const T = KEYS.trooper;
    const w = world();
    w.world.reactionCodes = (_card, _target, kind) => (kind === "dodge" ? ["0D+2"] : ["3D"]);
    const dodge = (code: string, total: number) => ({
      messageId: "msg1",
      event: { type: "react", target: T, stage: "attacked", kind: "dodge", total } as AttackCardEvent,
      roll: roll(code, total),
    });
    expect(await w.handler(dodge("0D+2", 2), "gm")).toEqual(refused("noDice"));
    expect(await w.handler(dodge("0D", 0), "gm")).toEqual(refused("noDice"));
    expect(w.writes).toEqual([]);
    // A parry the penalties leave 3D is rolled as ever.
    const parry = {
      messageId: "msg1",
      event: { type: "react", target: T, stage: "attacked", kind: "parry", total: 11 } as AttackCardEvent,
      roll: roll("3D", 11),
    };
    expect(await w.handler(parry, "gm")).toEqual(ok);
  });

  it("refuses, before its roll is looked at, a reaction the target may not make: an incapacitated trooper's dodge, a full dodge the world refuses", async () => {
    const T = KEYS.trooper;
    const w = world(kellShoots(22), { [ACTORS.trooper]: "incapacitated" });
    const event = { type: "react", target: T, stage: "attacked", kind: "dodge", total: 9 } as AttackCardEvent;
    expect(await w.handler({ messageId: "msg1", event, roll: roll("2D", 9) }, "gm")).toEqual(refused("cannotReact"));
    const standing = world();
    expect(await standing.handler({ messageId: "msg1", event: { ...event, full: true } as AttackCardEvent, roll: roll("2D", 9) }, "gm")).toEqual(
      refused("cannotReact"),
    );
    expect([...w.writes, ...standing.writes, ...w.reactions, ...standing.reactions]).toEqual([]);
  });
});

// The gateway runs requests one after another (tests/world/ proves it with two clients clicking at
// once); here each request comes after the one before it, as the gateway delivers them.
describe("idempotency: nothing applies twice", () => {
  it("a double submit of the same click writes once; the second is refused as stale", async () => {
    const w = world();
    const request = { messageId: "msg1", event: damage, roll: roll("5D", 19) };
    const answers = [await w.handler(request, "kell"), await w.handler(request, "kell")];
    expect(answers).toEqual([ok, refused("stage")]);
    expect(w.writes).toHaveLength(1);
  });

  it("two clients applying in turn (the target's player and the gamemaster) wound once", async () => {
    const w = world();
    await toResisted(w);
    const answers = [await w.handler({ messageId: "msg1", event: apply }, "garro"), await w.handler({ messageId: "msg1", event: apply }, "gm")];
    expect(answers).toEqual([ok, refused("stage")]);
    expect(w.woundWrites).toEqual([[ACTORS.garro, "wounded"]]);
  });

  it("a click from a stale card (after a reload, the stage it shows has passed) writes nothing", async () => {
    const w = world();
    await toResisted(w);
    const before = w.writes.length;
    expect(await w.handler({ messageId: "msg1", event: { ...damage, total: 25 }, roll: roll("5D", 25) }, "kell")).toEqual(refused("stage"));
    expect(await w.handler({ messageId: "msg1", event: { ...resist, total: 30 }, roll: roll("3D+3", 30) }, "garro")).toEqual(refused("stage"));
    expect(w.writes).toHaveLength(before);
  });

  it("undo twice restores once", async () => {
    const w = world();
    await toResisted(w);
    await w.handler({ messageId: "msg1", event: apply }, "garro");
    const answers = [await w.handler({ messageId: "msg1", event: undo }, "gm"), await w.handler({ messageId: "msg1", event: undo }, "gm")];
    expect(answers).toEqual([ok, refused("stage")]);
    expect(w.woundWrites).toEqual([
      [ACTORS.garro, "wounded"],
      [ACTORS.garro, "none"],
    ]);
  });
});

describe("undo undoes only what the card did", () => {
  it("refuses once a later wound changed the target, and leaves that wound", async () => {
    const w = world();
    await toResisted(w);
    await w.handler({ messageId: "msg1", event: apply }, "garro");
    // A second shot, applied from another card, leaves Garro wounded twice.
    w.levels.set(ACTORS.garro, "wounded-twice");
    expect(await w.handler({ messageId: "msg1", event: undo }, "gm")).toEqual(refused("changed"));
    expect(w.levels.get(ACTORS.garro)).toBe("wounded-twice");
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "applied" });
  });

  it("ignores a wound the undo click claims: the gamemaster reads the target", async () => {
    const w = world();
    await toResisted(w);
    await w.handler({ messageId: "msg1", event: apply }, "garro");
    w.levels.set(ACTORS.garro, "incapacitated");
    expect(await w.handler({ messageId: "msg1", event: { ...undo, wound: "wounded" } as AttackCardEvent }, "gm")).toEqual(refused("changed"));
  });
});

describe("nothing is marked done before it is done", () => {
  it("a wound that cannot be written leaves the card at resisted, to be applied again", async () => {
    const w = world();
    await toResisted(w);
    const setWound = w.world.setWoundLevel;
    w.world.setWoundLevel = async () => {
      throw new Error("lacks permission");
    };
    await expect(w.handler({ messageId: "msg1", event: apply }, "garro")).rejects.toThrow("lacks permission");
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "resisted", applied: null });
    w.world.setWoundLevel = setWound;
    expect(await w.handler({ messageId: "msg1", event: apply }, "garro")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
  });

  it("a card that cannot be written after the wound puts the wound back", async () => {
    const w = world();
    await toResisted(w);
    const write = w.world.write;
    w.world.write = async () => {
      throw new Error("the server is gone");
    };
    await expect(w.handler({ messageId: "msg1", event: apply }, "garro")).rejects.toThrow("the server is gone");
    expect(w.levels.get(ACTORS.garro)).toBe("none");
    w.world.write = write;
    expect(await w.handler({ messageId: "msg1", event: apply }, "garro")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
  });
});

describe("a gamemaster whose client dies between an apply's writes (another takes over and gets the click again)", () => {
  /** Kills the writing client once `after` writes have gone through: every later write of his fails. */
  function dieAfter(w: ReturnType<typeof world>, writes: { landing: number; wound: number }) {
    const alive = { ...w.world };
    let landings = 0;
    let wounds = 0;
    let dead = false;
    const check = () => {
      if (dead) throw new Error("the client is gone");
    };
    w.world.writeLanding = async (id, landing) => {
      check();
      await alive.writeLanding(id, landing);
      if (++landings >= writes.landing && writes.wound === 0) dead = true;
    };
    w.world.setWoundLevel = async (actor, level, undo) => {
      check();
      await alive.setWoundLevel(actor, level, undo);
      if (++wounds >= writes.wound) dead = true;
    };
    w.world.write = async (id, write) => {
      check();
      await alive.write(id, write);
    };
    return () => Object.assign(w.world, alive);
  }

  it("dying after the wound is written: the hit lands once, and one undo takes it back", async () => {
    const w = world();
    await toResisted(w);
    const takeOver = dieAfter(w, { landing: 1, wound: 1 });
    await expect(w.handler({ messageId: "msg1", event: apply }, "garro")).rejects.toThrow("the client is gone");
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
    takeOver();
    const assistant = createCardHandler(w.world);
    expect(await assistant({ messageId: "msg1", event: apply }, "garro")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "applied", applied: { before: "none", after: "wounded" } });
    expect(w.messages.get("msg1")?.landing).toBeNull();
    expect(await assistant({ messageId: "msg1", event: undo }, "gm")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("none");
    expect(w.woundWrites).toEqual([
      [ACTORS.garro, "wounded"],
      [ACTORS.garro, "none"],
    ]);
  });

  it("dying after the landing, before the wound: the next gamemaster lands it, once", async () => {
    const w = world();
    await toResisted(w);
    const takeOver = dieAfter(w, { landing: 1, wound: 0 });
    await expect(w.handler({ messageId: "msg1", event: apply }, "garro")).rejects.toThrow("the client is gone");
    expect(w.levels.get(ACTORS.garro)).toBe("none");
    expect(w.messages.get("msg1")?.state.targets[0].stage).toBe("resisted");
    takeOver();
    expect(await createCardHandler(w.world)({ messageId: "msg1", event: apply }, "garro")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
    expect(w.woundWrites).toEqual([[ACTORS.garro, "wounded"]]);
  });

  it("another click on the card finishes the landing first, then is handled against the finished card", async () => {
    const w = world();
    await toResisted(w);
    const takeOver = dieAfter(w, { landing: 1, wound: 1 });
    await expect(w.handler({ messageId: "msg1", event: apply }, "garro")).rejects.toThrow("the client is gone");
    takeOver();
    expect(await createCardHandler(w.world)({ messageId: "msg1", event: undo }, "gm")).toEqual(ok);
    expect(w.levels.get(ACTORS.garro)).toBe("none");
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "resisted", applied: null });
  });
});

describe("permissions come from the world, never from the request", () => {
  it("refuses the wrong user: the target's player rolling damage, a stranger applying, a player undoing, an unknown user", async () => {
    const w = world();
    expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 19) }, "garro")).toEqual(refused("permission"));
    expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 19) }, "nobody")).toEqual(refused("permission"));
    await toResisted(w);
    expect(await w.handler({ messageId: "msg1", event: apply }, "stranger")).toEqual(refused("permission"));
    expect(await w.handler({ messageId: "msg1", event: apply }, "kell")).toEqual(refused("permission"));
    await w.handler({ messageId: "msg1", event: apply }, "garro");
    expect(await w.handler({ messageId: "msg1", event: undo }, "garro")).toEqual(refused("permission"));
    expect(w.levels.get(ACTORS.garro)).toBe("wounded");
  });

  it("ignores what the request claims about its sender", async () => {
    const w = world();
    const forged = { messageId: "msg1", event: damage, roll: roll("5D", 19), user: { isGM: true }, isGM: true, ownsAttacker: true };
    expect(await w.handler(forged, "stranger")).toEqual(refused("permission"));
    expect(w.writes).toHaveLength(0);
  });
});

describe("the numbers are checked", () => {
  it("a rolled click needs its roll, with the event's total, rolled with the card's code", async () => {
    const w = world();
    expect(await w.handler({ messageId: "msg1", event: damage }, "kell")).toEqual(refused("value"));
    expect(await w.handler({ messageId: "msg1", event: damage, roll: { total: 19 } }, "kell")).toEqual(refused("value"));
    expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 30) }, "kell")).toEqual(refused("value"));
    expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("6D", 19) }, "kell")).toEqual(refused("value"));
    expect(w.writes).toHaveLength(0);
  });

  it("refuses a message that is gone, an unknown target and a malformed request", async () => {
    const w = world();
    expect(await w.handler({ messageId: "gone", event: damage, roll: roll("5D", 19) }, "kell")).toEqual(refused("missing"));
    expect(await w.handler({ messageId: "msg1", event: { ...damage, target: "Token.nobody" }, roll: roll("5D", 19) }, "gm")).toEqual(refused("target"));
    expect(await w.handler({ messageId: "msg1", event: { type: "heal", target: G } }, "gm")).toEqual(refused("value"));
    expect(await w.handler(null, "gm")).toEqual(refused("value"));
    expect(await w.handler("msg1", "gm")).toEqual(refused("value"));
  });

  it('rejects when writing the world fails (the gateway answers "failed"), and the next click goes through', async () => {
    const w = world();
    const write = w.world.write;
    w.world.write = async () => {
      throw new Error("the server is gone");
    };
    await expect(w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 19) }, "kell")).rejects.toThrow("the server is gone");
    w.world.write = write;
    expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 19) }, "kell")).toEqual(ok);
  });
});

describe("a craft target", () => {
  it("applies the starship damage table's result to the X-wing through the gamemaster, and undo restores it", async () => {
    const xwing = xwingSystem();
    const damageWrites: unknown[] = [];
    const w = world(tieShootsXwing(18));
    w.world.craftSystem = (actor) => (actor === "Actor.xwing" ? xwing : null);
    w.world.rollD6 = async (count) => [5, 3].slice(0, count);
    w.world.setCraftDamage = async (_actor, damage) => {
      damageWrites.push(damage);
      xwing.damage = damage as typeof xwing.damage;
    };
    const X = "Scene.s.Token.xwing";
    const stage = (s: string) => s as "attacked";
    expect(
      await w.handler({ messageId: "msg1", event: { type: "rollDamage", target: X, stage: stage("attacked"), total: 18 }, roll: roll("5D", 18) }, "gm"),
    ).toEqual(ok);
    expect(await w.handler({ messageId: "msg1", event: { type: "resist", target: X, stage: "damaged", total: 12 }, roll: roll("5D", 12) }, "gm")).toEqual(ok);
    expect(w.messages.get("msg1")?.state.targets[0]).toMatchObject({ stage: "resisted", craftResult: "lightly" });
    // The client's claimed craft state is ignored: the gamemaster reads the X-wing and rolls the 1D.
    const claimed = { system: { ...xwing, damage: { ...xwing.damage, level: "severely" } }, rolls: [6] } as never;
    expect(await w.handler({ messageId: "msg1", event: { type: "apply", target: X, stage: "resisted", wound: "none", craft: claimed } }, "gm")).toEqual(ok);
    expect(w.messages.get("msg1")?.state.targets[0].craftApplied).toMatchObject({ systemRoll: 5, effect: "shields" });
    expect(damageWrites[0]).toMatchObject({ level: "lightly", shieldsLost: 1 });
    expect(await w.handler({ messageId: "msg1", event: { type: "undo", target: X, stage: "applied" } }, "gm")).toEqual(ok);
    expect(damageWrites[1]).toEqual(xwingSystem().damage);
    expect(w.woundWrites).toEqual([]);
  });

  it("refuses the apply when the craft is gone, writing nothing", async () => {
    const w = world(tieShootsXwing(18));
    const X = "Scene.s.Token.xwing";
    await w.handler({ messageId: "msg1", event: { type: "rollDamage", target: X, stage: "attacked", total: 18 }, roll: roll("5D", 18) }, "gm");
    await w.handler({ messageId: "msg1", event: { type: "resist", target: X, stage: "damaged", total: 12 }, roll: roll("5D", 12) }, "gm");
    const writes = w.writes.length;
    expect(await w.handler({ messageId: "msg1", event: { type: "apply", target: X, stage: "resisted", wound: "none" } }, "gm")).toEqual(refused("missing"));
    expect(w.writes.length).toBe(writes);
  });
});

describe("a Force point doubles the Strength a target resists with (Reglas: every code doubles)", () => {
  /** Kell's card with Garro's doubled resistance stored, as the gamemaster stores it: Strength once more. */
  function withForcePointCode(w: ReturnType<typeof world>) {
    const card = w.messages.get("msg1")!;
    const garro = card.state.targets.find((t) => t.key === G)!;
    const strength = parseDieCode(HUNTER.system.attributes.str);
    const doubled = formatDieCode(addDieCodes(parseDieCode(garro.codes.resistance), strength));
    garro.codes.forcePointResistance = doubled;
    return doubled;
  }

  it("accepts the doubled code while Garro's Force point is active, and only then", async () => {
    const w = world();
    const doubled = withForcePointCode(w);
    expect(await w.handler({ messageId: "msg1", event: damage, roll: roll("5D", 19) }, "kell")).toEqual(ok);
    // No Force point spent: the doubled code is no resistance roll of his.
    expect(await w.handler({ messageId: "msg1", event: resist, roll: roll(doubled, 12) }, "garro")).toEqual(refused("value"));
    w.world.forcePointActive = (actor) => actor === ACTORS.garro;
    const plain = w.messages.get("msg1")!.state.targets.find((t) => t.key === G)!.codes.resistance;
    expect(await w.handler({ messageId: "msg1", event: resist, roll: roll(plain, 12) }, "garro")).toEqual(refused("value"));
    expect(await w.handler({ messageId: "msg1", event: resist, roll: roll(doubled, 12) }, "garro")).toEqual(ok);
  });
});
