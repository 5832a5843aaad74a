/**
 * Posting a movement card through the gateway (request kind `movement.post`). The pilot's client
 * asks the speed and terrain and rolls piloting + maneuverability through the roll dialog (its roll
 * card is the pilot's own); it sends the craft, the choice, its message mode and the roll. The active
 * gamemaster reads the craft's Move, lost Moves and crew from the documents, plans the move with the
 * rules (`planMovement`), checks that the roll is an evaluated D6 roll of at most the pilot's code (a
 * Force point spent this round by his record doubles it) with the world's wild die, not sent before
 * (`takeRoll`), reads the outcome against his own difficulty (a gamemaster rolling may set another in
 * the roll dialog, as the difficulty is his to call) and posts the card as his own message.
 */
import type { MessageMode } from "../../compat.ts";
import { actorAtUuid, actorOfUuid, craftData } from "../../data/document-data.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { currentMoment, forcePointSpentAt } from "../../dice/force-point-round.ts";
import { scoringMishap } from "../../dice/d6-roll-data.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { applyRollerMode, parseMessageMode, postCard } from "../../gateway/posted-cards.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { forcePointDieCode } from "../../rules/characters/force-points.ts";
import { getRuleSetting, difficultyEdition } from "../../settings.ts";
import { craftViewOf } from "./craft-documents.ts";
import { type MovementChoice, availableSpeeds, movementCardContext, movementOutcome, planMovement, readMovementForm } from "./movement-plan.ts";

/** The request kind of a movement card posted. */
export const MOVEMENT_POST_REQUEST = "movement.post";

/** What the pilot's client sends. */
export interface MovementPostRequest {
  /** The craft's uuid. */
  craft: string;
  /** The movement dialog's choice. */
  choice: MovementChoice;
  /** The roller's message mode. */
  mode: MessageMode;
  /** The movement roll's JSON data; absent for a move that needs no roll. */
  roll?: unknown;
}

function movementRefusal(reason: "missing" | "permission" | "speed" | "roll"): GatewayAnswer {
  return refused(reason, `SWD6.Movement.refused.${reason}`);
}

/** The payload, checked for shape: the choice read as the dialog's fields are. */
function parseMovementPost(payload: unknown): MovementPostRequest | null {
  const p = (payload ?? {}) as Partial<Record<keyof MovementPostRequest, unknown>>;
  const choice = p.choice as Partial<Record<keyof MovementChoice, unknown>> | undefined;
  if (typeof p.craft !== "string" || p.craft === "" || typeof choice !== "object" || choice === null) return null;
  const flag = (value: unknown) => (value === true ? "true" : undefined);
  const read = readMovementForm({
    speed: String(choice.speed),
    terrain: String(choice.terrain),
    ramming: flag(choice.ramming),
    somethingToHit: flag(choice.somethingToHit),
  });
  const mode = parseMessageMode(p.mode);
  if (!read || !mode) return null;
  return { craft: p.craft, choice: read, mode, ...(p.roll === undefined ? {} : { roll: p.roll }) };
}

/** A craft by uuid, or null when it is gone or no vehicle or starship. */
function craftAt(uuid: string): Actor.Implementation | null {
  const actor = actorAtUuid(uuid);
  return craftData(actor) ? actor : null;
}

/** The gamemaster's side: plans the move from the documents, checks the roll, builds and posts the card. */
async function postMovementCard(request: MovementPostRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const craft = craftAt(request.craft);
  const system = craftData(craft);
  if (!craft || !system) return movementRefusal("missing");
  if (!craft.testUserPermission(sender, "OWNER")) return movementRefusal("permission");
  const kind = craft.type === "starship" ? "starship" : "vehicle";
  if (!availableSpeeds(system.damage.lostMoves).includes(request.choice.speed)) return movementRefusal("speed");
  const move = "space" in system ? system.space : system.move;
  const plan = planMovement(kind, request.choice, move, difficultyEdition());
  const piloting = (await craftViewOf(craft, kind)).piloting;
  let roll: { total: number; difficulty: number | null } | null = null;
  if (plan.rollDifficulty !== null) {
    const roller = (piloting.member ? actorOfUuid(piloting.member.uuid) : null) ?? craft;
    const most = forcePointSpentAt(roller, currentMoment()) ? forcePointDieCode(piloting.code) : piloting.code;
    const mishap = scoringMishap(getRuleSetting("mishap"));
    const taken = takeRoll(request.roll, { most, mishap, ...(sender.isGM ? {} : { wildDie: getRuleSetting("wildDie") === "on" }) });
    if (!taken) return movementRefusal("roll");
    roll = { total: taken.total, difficulty: sender.isGM ? (taken.roll.d6.difficulty ?? plan.rollDifficulty) : plan.rollDifficulty };
  }
  const outcome = movementOutcome(plan, roll?.total ?? 0, roll?.difficulty ?? plan.rollDifficulty);
  const view = movementCardContext(plan, outcome, { craftName: craft.name, pilotName: piloting.member?.name ?? null, roll });
  // The roll itself is shown on the pilot's own roll card.
  const data: Record<string, unknown> = { ...cardMessage("movement", { view }), speaker: ChatMessage.implementation.getSpeaker({ actor: craft }) };
  applyRollerMode(data, request.mode, sender);
  await postCard(data);
  return done();
}

/**
 * Sends a move and its roll to the active gamemaster, who posts its card.
 * @returns the answer (never rejects)
 */
export function requestMovementCard(request: MovementPostRequest): Promise<GatewayAnswer> {
  return sendRequest(MOVEMENT_POST_REQUEST, request);
}

/** The movement card's posting request kind (`index.ts` registers it with every other). */
export const movementPostRequestKind = defineRequestKind<MovementPostRequest>({
  name: MOVEMENT_POST_REQUEST,
  parse: parseMovementPost,
  handle: postMovementCard,
});
