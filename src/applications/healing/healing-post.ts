/**
 * Posting a healing card through the gateway (request kind `healing.post`). The healer's client
 * sends what was chosen and the roll it made (a Strength roll for natural healing, a first aid roll
 * for a medpac); the active gamemaster reads the patient's wound level and medpac record, the game
 * day and the healer's code from the documents, checks that the roll is an evaluated D6 roll made
 * from that code and not sent before, rolls a bacta tank's time himself, builds the card
 * (`healingCard`) and posts it as his own message (`postCard`). The card's outcome is his, from the
 * dice and the documents.
 */
import { HEALING_KINDS, HealingFlowError, type HealingKind, type HealingRules, gameDay, healingCard, medpacsOn } from "./flow/healing-card-flow.ts";
import type { MedpacRecord } from "./flow/healing-card-flow.ts";
import type { RollRequest } from "../../dice/roll-request.ts";
import { rollDice } from "../../dice/pipeline/roll-dice.ts";
import { type WoundLevel } from "../../rules/damage/damage.ts";
import { bactaTankTime } from "../../rules/damage/healing.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import { difficultyEdition, getRuleSetting } from "../../settings.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { postCard } from "../../gateway/posted-cards.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { actorAtUuid, personData, skillByKey, woundLevelOf } from "../../data/document-data.ts";
export { woundLevelOf };

/** The request kind of a healing card posted. */
export const HEALING_POST_REQUEST = "healing.post";

/** The skill key of first aid, the medpac roll (tables.json `healing.medpac`). */
export const FIRST_AID_KEY = "first-aid";

/** What the healer's client sends. */
export interface HealingPostRequest {
  kind: HealingKind;
  /** The patient's uuid. */
  patient: string;
  /** The healer's uuid (the patient for natural healing and bacta). */
  healer: string;
  /** The roll's JSON data; none for bacta, whose time the gamemaster rolls. */
  roll?: unknown;
}

/** The world's rules for the flow: the damage model and the difficulty table the roll dialog uses. */
export function healingRules(): HealingRules {
  return { model: getRuleSetting("damageModel"), edition: difficultyEdition() };
}

/** The actor's medpac record as stored (characters and NPCs keep one; a creature none). */
export function medpacRecordOf(actor: Actor.Implementation): Partial<MedpacRecord> | undefined {
  return personData(actor)?.healing;
}

/** The healer's first aid roll: the first aid skill when the healer has it, else Technical (its attribute). */
export function firstAidRequest(healer: Actor.Implementation): RollRequest {
  const actor = healer;
  const skill = skillByKey(healer.items, FIRST_AID_KEY);
  if (skill) return actor.skillRollRequest(skill.id);
  return { ...actor.attributeRollRequest("tec"), label: game.i18n.localize("SWD6.Healing.firstAid") };
}

/** Rolls the tank's dice (rules: `bactaTankTime`) with Foundry's dice; null without a time or when a `swd6rpg.preRollBactaTank` listener cancelled the roll. */
async function rollTankTime(level: WoundLevel, patient: Actor.Implementation | null): Promise<number | null> {
  const time = bactaTankTime(level);
  if (!time) return null;
  const roll = await rollDice("bactaTank", `${time.dice.dice}d6${time.dice.pips ? ` + ${time.dice.pips}` : ""}`, patient);
  return roll?.total ?? null;
}

function healingPostRefusal(reason: string): GatewayAnswer {
  return refused(reason, `SWD6.Healing.refused.${reason}`);
}

function parseHealingPost(payload: unknown): HealingPostRequest | null {
  const p = (payload ?? {}) as Partial<HealingPostRequest>;
  if (!HEALING_KINDS.includes(p.kind as HealingKind) || typeof p.patient !== "string" || typeof p.healer !== "string") return null;
  if (p.kind !== "bacta" && p.roll === undefined) return null;
  return { kind: p.kind as HealingKind, patient: p.patient, healer: p.healer, ...(p.roll === undefined ? {} : { roll: p.roll }) };
}

/**
 * The roll's total when it is an evaluated D6 roll planned from `base`, not sent before, and rolled at
 * no more than `base` (a penalty lowers a healing roll; nothing the healer types raises it); null otherwise.
 */
function totalFrom(data: unknown, base: DieCode): number | null {
  return takeRoll(data, { base, most: base })?.total ?? null;
}

/** The gamemaster's side: reads the documents, checks the roll, builds and creates the card. */
async function postHealingCard(request: HealingPostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const patient = actorAtUuid(request.patient);
  const healer = request.kind === "medpac" ? actorAtUuid(request.healer) : patient;
  if (!patient || !healer || patient.type !== "character" || healer.type !== "character") return healingPostRefusal("missing");
  // A medpac needs the healer's owner; natural healing and bacta the patient's.
  if (!healer.testUserPermission(sender, "OWNER")) return healingPostRefusal("permission");
  let total: number | null;
  if (request.kind === "natural") total = totalFrom(request.roll, patient.attributeRollRequest("str").code);
  else if (request.kind === "medpac") total = totalFrom(request.roll, firstAidRequest(healer).code);
  else total = await rollTankTime(woundLevelOf(patient), patient);
  if (total === null || !Number.isInteger(total)) return healingPostRefusal("roll");
  const day = gameDay(game.time.worldTime);
  let card;
  try {
    card = healingCard(
      {
        kind: request.kind,
        patient: { uuid: patient.uuid, name: patient.name ?? "", level: woundLevelOf(patient), medpacs: medpacsOn(medpacRecordOf(patient), day) },
        healer: { uuid: healer.uuid, name: healer.name ?? "" },
        roll: total,
        day,
      },
      healingRules(),
    );
  } catch (error) {
    if (error instanceof HealingFlowError) return healingPostRefusal("stale");
    throw error;
  }
  await postCard({ ...cardMessage("healing", card), speaker: ChatMessage.implementation.getSpeaker({ actor: healer }) });
  return done();
}

/**
 * Sends a healing roll to the active gamemaster, who posts its card.
 * @returns the answer (never rejects)
 */
export function requestHealingCard(request: HealingPostRequest): Promise<GatewayAnswer> {
  return sendRequest(HEALING_POST_REQUEST, request);
}

/** The healing card's posting request kind (`index.ts` registers it with every other). */
export const healingPostRequestKind = defineRequestKind<HealingPostRequest>({ name: HEALING_POST_REQUEST, parse: parseHealingPost, handle: postHealingCard });
