import { describe, expect, it, vi } from "vitest";
import { healingCard, type HealingCardState, type MedpacRecord } from "../../../src/applications/healing/flow/healing-card-flow.ts";
import { type HealingWorld, createHealingHandler } from "../../../src/applications/healing/flow/healing-request.ts";
import { HEALING_REQUEST } from "../../../src/applications/healing/flow/healing-card-flow.ts";
import type { WoundLevel } from "../../../src/rules/damage/damage.ts";

/** A world of one message, a patient owned by "patientOwner", a healer owned by "medicOwner", and a gamemaster. */
function world(card: HealingCardState, patient: { level: WoundLevel; record?: Partial<MedpacRecord> } = { level: card.before }) {
  const state = { card: structuredClone(card) as HealingCardState | null, patient: { ...patient } };
  const owners: Record<string, string[]> = { "Actor.kell": ["patientOwner"], "Actor.medic": ["medicOwner"] };
  const updates: Record<string, unknown>[] = [];
  const fake: HealingWorld = {
    card: (id) => (id === "msg1" ? state.card : null),
    isGM: (userId) => (userId === "gm" ? true : ["patientOwner", "medicOwner", "stranger"].includes(userId) ? false : null),
    owns: (userId, uuid) => (owners[uuid] ?? []).includes(userId),
    patient: (uuid) => (uuid === "Actor.kell" ? { level: state.patient.level, record: state.patient.record } : null),
    writeCard: vi.fn(async (_id, written) => {
      // A second request for the message waits while this one writes.
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.card = { ...written, landing: null };
    }),
    updatePatient: vi.fn(async (_uuid, update) => {
      updates.push(update);
      state.patient.level = update["system.woundLevel"] as WoundLevel;
    }),
    writeLanding: vi.fn(async (_id, landing) => {
      state.card = { ...(state.card as HealingCardState), landing };
    }),
    mayApplyHealing: () => true,
    appliedHealing: () => {},
  };
  return { fake, state, updates };
}

const medpacCard = healingCard(
  {
    kind: "medpac",
    patient: { uuid: "Actor.kell", name: "Kell Tavari", level: "wounded", medpacs: { used: 0, lockedOut: false } },
    healer: { uuid: "Actor.medic", name: "Doc Varn" },
    roll: 11,
    day: 4,
  },
  { model: "difference", edition: "revised" },
);

describe("the healing request", () => {
  it("is the system's", () => {
    expect(HEALING_REQUEST).toBe("healing.apply");
  });

  it("applies a card for the healer's owner: the wound level and the medpac count", async () => {
    const { fake, state, updates } = world(medpacCard, { level: "wounded", record: { day: 4, medpacsToday: 0, lockedOut: false } });
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "medicOwner")).resolves.toEqual({ ok: true });
    expect(updates).toEqual([{ "system.woundLevel": "none", "system.healing": { day: 4, medpacsToday: 1, lockedOut: false } }]);
    expect(state.card?.applied).toBe(true);
  });

  it("refuses a user who is neither gamemaster nor owner of the patient or healer, and an unknown user", async () => {
    const { fake, updates } = world(medpacCard);
    const handle = createHealingHandler(fake);
    await expect(handle({ messageId: "msg1" }, "stranger")).resolves.toMatchObject({ ok: false, reason: "permission", key: "SWD6.Healing.refused.permission" });
    await expect(handle({ messageId: "msg1" }, "ghost")).resolves.toMatchObject({ ok: false, reason: "permission" });
    expect(updates).toEqual([]);
    expect(fake.writeCard).not.toHaveBeenCalled();
  });

  it("lets the gamemaster and the patient's owner apply", async () => {
    for (const user of ["gm", "patientOwner"]) {
      const { fake } = world(medpacCard);
      await expect(createHealingHandler(fake)({ messageId: "msg1" }, user)).resolves.toEqual({ ok: true });
    }
  });

  it("applies once when two clicks arrive one after the other (as the gateway delivers them)", async () => {
    const { fake, updates } = world(medpacCard);
    const handle = createHealingHandler(fake);
    const answers = [await handle({ messageId: "msg1" }, "gm"), await handle({ messageId: "msg1" }, "medicOwner")];
    expect(answers).toEqual([{ ok: true }, { ok: false, reason: "applied", key: "SWD6.Healing.refused.applied" }]);
    expect(updates).toHaveLength(1);
  });

  it("refuses a card whose flag already says applied", async () => {
    const { fake, updates } = world({ ...medpacCard, applied: true });
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "gm")).resolves.toMatchObject({ reason: "applied" });
    expect(updates).toEqual([]);
  });

  it("refuses a wound that changed since the roll, a missing message and a malformed request", async () => {
    const { fake } = world(medpacCard, { level: "incapacitated" });
    const handle = createHealingHandler(fake);
    await expect(handle({ messageId: "msg1" }, "gm")).resolves.toMatchObject({ reason: "stale" });
    await expect(handle({ messageId: "other" }, "gm")).resolves.toMatchObject({ reason: "missing" });
    await expect(handle({}, "gm")).resolves.toMatchObject({ reason: "badCard" });
    await expect(handle(null, "gm")).resolves.toMatchObject({ reason: "badCard" });
  });

  it("puts the patient back when the card cannot be written, so the card is not marked applied and can be applied again", async () => {
    const { fake, state, updates } = world(medpacCard);
    const writeCard = fake.writeCard;
    fake.writeCard = async () => {
      throw new Error("disk full");
    };
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "gm")).rejects.toThrow("disk full");
    expect(state.patient.level).toBe("wounded");
    expect(state.card?.applied).toBe(false);
    expect(updates.at(-1)).toMatchObject({ "system.woundLevel": "wounded" });
    fake.writeCard = writeCard;
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "gm")).resolves.toEqual({ ok: true });
  });

  it("finishes, once, an apply whose gamemaster died after the patient was written: the next gamemaster marks the card applied", async () => {
    const { fake, state, updates } = world(medpacCard, { level: "wounded", record: { day: 4, medpacsToday: 0, lockedOut: false } });
    const writeCard = fake.writeCard;
    fake.writeCard = async () => {
      throw new Error("the client is gone");
    };
    const updatePatient = fake.updatePatient;
    let dead = false;
    fake.updatePatient = async (uuid, update) => {
      if (dead) throw new Error("the client is gone");
      await updatePatient(uuid, update);
      dead = true;
    };
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "medicOwner")).rejects.toThrow("the client is gone");
    expect(state.patient.level).toBe("none");
    expect(state.card?.applied).toBe(false);
    Object.assign(fake, { writeCard, updatePatient });
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "medicOwner")).resolves.toEqual({ ok: true });
    expect(state.card).toMatchObject({ applied: true, landing: null });
    expect(updates).toEqual([{ "system.woundLevel": "none", "system.healing": { day: 4, medpacsToday: 1, lockedOut: false } }]);
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "medicOwner")).resolves.toMatchObject({ ok: false, reason: "applied" });
  });

  it("leaves the card unapplied when the patient cannot be written", async () => {
    const { fake, state } = world(medpacCard);
    fake.updatePatient = async () => {
      throw new Error("lacks permission");
    };
    await expect(createHealingHandler(fake)({ messageId: "msg1" }, "gm")).rejects.toThrow("lacks permission");
    expect(state.card?.applied).toBe(false);
  });
});
