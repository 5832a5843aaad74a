/**
 * Applying a healing card, on the writing client's side (the active gamemaster's, through the
 * `swd6rpg.healing` query, or the requester's own when it may write the message and the patient):
 * the card is read from the message, the requester checked (a gamemaster, or the owner of the healer
 * or of the patient), and `applyHealingCard` decides; a card already applied is refused, so a button
 * clicked twice or by two clients applies once. Written against a small {@link HealingWorld} so it
 * runs, and is tested, without Foundry; `healing-card.ts` is the Foundry side.
 */
import { type HealingCardState, type MedpacRecord, HealingFlowError, applyHealingCard } from "../data/message/healing-card-flow.ts";
import type { WoundLevel } from "../rules/damage/damage.ts";

/** The name of the gamemaster's query in `CONFIG.queries`. */
export const HEALING_QUERY = "swd6rpg.healing";

/** A click on a healing card's Apply button. */
export interface HealingRequest {
  messageId: string;
}

/** Why an apply came to nothing. */
export type HealingRefusal = "applied" | "stale" | "badCard" | "permission" | "missing" | "noGM" | "failed";

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
  /** Writes the applied card into the message. */
  writeCard(messageId: string, card: HealingCardState): Promise<void>;
  /** Updates the patient (dot-notation changes). */
  updatePatient(actorUuid: string, update: Record<string, unknown>): Promise<void>;
}

/** A refusal with its localization key. */
export function healingRefusal(reason: HealingRefusal): HealingAnswer {
  return { ok: false, reason, key: `SWD6.Healing.refused.${reason}` };
}

async function handle(request: HealingRequest, userId: string, world: HealingWorld): Promise<HealingAnswer> {
  const card = world.card(request.messageId) as Partial<HealingCardState> | null;
  if (!card || typeof card !== "object") return healingRefusal("missing");
  const isGM = world.isGM(userId);
  if (isGM === null) return healingRefusal("permission");
  const mayAsk = isGM || world.owns(userId, String(card.healer ?? "")) || world.owns(userId, String(card.patient ?? ""));
  if (!mayAsk) return healingRefusal("permission");
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
  // The card first: once it says applied, a second request is refused even if the patient's write fails.
  await world.writeCard(request.messageId, applied.card);
  await world.updatePatient(applied.card.patient, applied.update);
  return { ok: true };
}

/**
 * The handler of apply requests over one world. Requests for the same message run one after another,
 * so the second of two clicks finds the card applied and is refused.
 *
 * @param world the world the handler reads and writes
 * @returns the handler: the request as received and the id of the user Foundry says sent it; it
 *   resolves to the answer (a refusal for a malformed request) and never rejects; an error writing
 *   the world is logged and answered "failed"
 */
export function createHealingHandler(world: HealingWorld): (request: unknown, userId: string) => Promise<HealingAnswer> {
  const queues = new Map<string, Promise<unknown>>();
  return (request, userId) => {
    const messageId = (request as HealingRequest | null)?.messageId;
    if (typeof messageId !== "string" || messageId === "" || typeof userId !== "string") return Promise.resolve(healingRefusal("badCard"));
    const run = async (): Promise<HealingAnswer> => {
      try {
        return await handle({ messageId }, userId, world);
      } catch (error) {
        console.error("swd6rpg | the healing card request failed", error);
        return healingRefusal("failed");
      }
    };
    const answer = (queues.get(messageId) ?? Promise.resolve()).then(run);
    queues.set(messageId, answer);
    void answer.then(() => {
      if (queues.get(messageId) === answer) queues.delete(messageId);
    });
    return answer;
  };
}
