/**
 * Applying a healing card, on the active gamemaster's client (request kind `healing.apply` of the
 * gateway): the card is read from the message, the requester checked (a gamemaster, or the owner of
 * the healer or of the patient), and `applyHealingCard` decides; a card already applied is refused,
 * so a button clicked twice or by two clients applies once, and one whose gamemaster died between
 * its writes is finished by the next from the landing it wrote first. A module's `swd6rpg.preApplyHealing`
 * listener may keep it from being applied ("cancelled"); one applied is told to `swd6rpg.applyHealing`. Written against a small
 * {@link HealingWorld} so it runs, and is tested, without Foundry; `healing-world.ts` is the Foundry side, loaded when the first apply reaches the gamemaster.
 */
import {
  type HealingCardState,
  type HealingLanding,
  type MedpacRecord,
  HealingFlowError,
  applyHealingCard,
  isHealingLanding,
  type HealingRequest,
  parseHealingRequest,
  patientUpdate,
} from "./healing-card-flow.ts";
import type { WoundLevel } from "../../../rules/damage/damage.ts";

/** Why an apply came to nothing. */
export type HealingRefusal = "applied" | "stale" | "badCard" | "permission" | "missing" | "noGM" | "failed" | "cancelled";

/** The answer the clicking client gets: done, or refused with the localization key of the reason. */
export type HealingAnswer = { ok: true } | { ok: false; reason: HealingRefusal; key: string };

/** The world as the applying client reads and writes it. */
export interface HealingWorld {
  /** The card stored in the message (its flag's raw value), or null when the message or the card is gone. */
  card(messageId: string): unknown;
  /** Whether the user is a gamemaster; null for a user the world does not know. */
  isGM(userId: string): boolean | null;
  /** Whether the user owns the actor (a uuid), by the document's own permissions. */
  owns(userId: string, actorUuid: string): boolean;
  /** The patient's wound level and medpac record now; null when the actor is gone. */
  patient(actorUuid: string): { level: WoundLevel; record: Partial<MedpacRecord> | undefined } | null;
  /** Writes the applied card into the message, which clears its landing. */
  writeCard(messageId: string, card: HealingCardState): Promise<void>;
  /** Writes an apply under way into the message, before the patient is written. */
  writeLanding(messageId: string, landing: HealingLanding): Promise<void>;
  /** Updates the patient (dot-notation changes). */
  updatePatient(actorUuid: string, update: Record<string, unknown>): Promise<void>;
  /** Whether the modules let the healing be applied (`swd6rpg.preApplyHealing`); false: a listener cancelled it. */
  mayApplyHealing(change: HealingChange): boolean;
  /** Tells the modules the healing was applied (`swd6rpg.applyHealing`). */
  appliedHealing(change: HealingChange): void;
}

/** A healing as it is applied: the patient (a uuid), the card, and his wound level before and after. */
export interface HealingChange {
  actor: string;
  messageId: string;
  before: WoundLevel;
  after: WoundLevel;
}

/** A refusal with its localization key. */
export function healingRefusal(reason: HealingRefusal): HealingAnswer {
  return { ok: false, reason, key: `SWD6.Healing.refused.${reason}` };
}

/** The update that puts back what `update` changed, from the patient as read before it. */
function restoring(update: Record<string, unknown>, patient: { level: WoundLevel; record: Partial<MedpacRecord> | undefined }): Record<string, unknown> {
  const back: Record<string, unknown> = {};
  for (const key of Object.keys(update)) {
    if (key === "system.woundLevel") back[key] = patient.level;
    else if (key === "system.healing") back[key] = { ...patient.record };
  }
  return back;
}

async function handle(request: HealingRequest, userId: string, world: HealingWorld): Promise<HealingAnswer> {
  const card = world.card(request.messageId) as Partial<HealingCardState> | null;
  if (!card || typeof card !== "object") return healingRefusal("missing");
  const isGM = world.isGM(userId);
  if (isGM === null) return healingRefusal("permission");
  const mayAsk = isGM || world.owns(userId, String(card.healer ?? "")) || world.owns(userId, String(card.patient ?? ""));
  if (!mayAsk) return healingRefusal("permission");
  // An apply a gamemaster began and died in is finished, once: the patient's update holds absolute
  // values, written again only while he is as the card found him.
  if (isHealingLanding(card.landing)) {
    const landing = card.landing;
    if (world.patient(landing.card.patient)?.level === landing.card.before) await world.updatePatient(landing.card.patient, patientUpdate(landing.patient));
    await world.writeCard(request.messageId, landing.card);
    return { ok: true };
  }
  if (card.applied === true) return healingRefusal("applied");
  const patient = world.patient(String(card.patient ?? ""));
  if (!patient) return healingRefusal("missing");
  let applied;
  try {
    applied = applyHealingCard(card, patient);
  } catch (error) {
    if (error instanceof HealingFlowError && (error.reason === "applied" || error.reason === "stale" || error.reason === "badCard")) {
      return healingRefusal(error.reason);
    }
    throw error;
  }
  const change: HealingChange = {
    actor: applied.card.patient,
    messageId: request.messageId,
    before: patient.level,
    after: applied.card.after,
  };
  if (!world.mayApplyHealing(change)) return healingRefusal("cancelled");
  // The landing, then the patient, then the card: a card never says "applied" for healing that did not
  // land, and a gamemaster taking over after a crash between them finishes the apply from the landing.
  // If the card cannot be written while this client lives, the patient is put back, so the card can be
  // applied again.
  await world.writeLanding(request.messageId, { patient: applied.patient, card: applied.card });
  await world.updatePatient(applied.card.patient, applied.update);
  try {
    await world.writeCard(request.messageId, applied.card);
  } catch (error) {
    await world.updatePatient(applied.card.patient, restoring(applied.update, patient));
    throw error;
  }
  world.appliedHealing(change);
  return { ok: true };
}

/**
 * The handler of apply requests over one world. The gateway runs requests one after another, so
 * the second of two clicks finds the card applied and is refused.
 *
 * @param world the world the handler reads and writes
 * @returns the handler: the request as received and the id of the user the gateway established as
 *   its sender; it resolves to the answer (a refusal for a malformed request). An error writing the
 *   world rejects (the gateway answers "failed") once the patient is put back.
 */
export function createHealingHandler(world: HealingWorld): (request: unknown, userId: string) => Promise<HealingAnswer> {
  return async (request, userId) => {
    const parsed = parseHealingRequest(request);
    if (!parsed || typeof userId !== "string") return healingRefusal("badCard");
    return handle(parsed, userId, world);
  };
}
