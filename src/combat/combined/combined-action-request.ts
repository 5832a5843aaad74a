/**
 * Combined actions at the table, through the gateway (combat/flow/combined-action.ts holds the rules'
 * side). Two request kinds:
 *
 * - `combined.declare`: in the declaration phase, the owner of every character of a group (the
 *   gamemaster for his troops) declares one combined action under a leader; the gamemaster checks the
 *   group against the leader's command dice, declares each character's part of it in the round, and
 *   stores the combined action in the combat's system data (which only gamemasters write). The command difficulty
 *   is the gamemaster's to set; a player's group gets Moderate in the world's table.
 * - `combined.command`: the leader's owner rolls his command roll (`commandCode`), the gamemaster
 *   takes the roll only when its dice are those of the code he computes from the leader's documents,
 *   derives the bonus, stores it, and posts the card: the group, the command roll against its
 *   difficulty, the bonus, and who rolls the task with it.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { postCard } from "../../gateway/posted-cards.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { configuredCombat, itemsOfType } from "../../data/document-data.ts";
import { rollD6 } from "../../dice/pipeline/roll-d6.ts";
import { type DieCode, addDieCodes, formatDieCode, formatModifier } from "../../rules/dice/die-code.ts";
import { difficultyNumberFor } from "../../rules/dice/difficulty.ts";
import { difficultyEdition, getRuleSetting } from "../../settings.ts";
import {
  type CombinedAction,
  type CombinedDeclaration,
  actingMembers,
  combinedDeclarations,
  commandCode,
  commandRolled,
  declareCombinedAction,
  taskRoller,
} from "../flow/combined-action.ts";
import { declare } from "../flow/round-flow.ts";
import { RefusalError } from "../flow/refusal-error.ts";
import { roundRules } from "../round-rules.ts";
import { updateCombat } from "../../data/document-writes.ts";
import { LEGACY_COMBINED_ACTIONS_FLAG } from "../../migrations/combined-actions-flag.ts";

/** The request kinds' names. */
export const COMBINED_DECLARE_REQUEST = "combined.declare";
export const COMBINED_COMMAND_REQUEST = "combined.command";

/** What a client sends to declare a group's combined action. */
export interface CombinedDeclareRequest extends CombinedDeclaration {
  combat: string;
  /** The task's skill key (`blaster`), which picks who rolls the task; "" for none. */
  skill: string;
}

/** What the leader's client sends with his command roll. */
export interface CombinedCommandRequest {
  combat: string;
  /** The leader's combatant id: his group's combined action of this round. */
  leader: string;
  roll: unknown;
}

function combinedRefusal(key: string, data?: Record<string, string>): GatewayAnswer {
  return refused("combined", key, data);
}

function combatOf(id: string): Combat.Implementation | null {
  return configuredCombat(game.combats.get(id));
}

/** A combined action as the combat stores it: with the task's skill key ("" for none). */
export type StoredCombinedAction = CombinedAction & { skill: string };

/** The combined actions stored on a combat (its system data, which the data model checks). */
export function storedCombinedActions(combat: Combat.Implementation): StoredCombinedAction[] {
  return combat.system.combinedActions;
}

/**
 * Stores a combat's combined actions (gamemaster only), and deletes the flag an earlier version kept
 * them in (migrations/combined-actions-flag.ts lifts it as the combat is built).
 * @param combat the combat
 * @param actions every combined action of the fight
 */
export async function writeCombinedActions(combat: Combat.Implementation, actions: readonly StoredCombinedAction[]): Promise<void> {
  await updateCombat(combat, { "system.combinedActions": actions, [`flags.${SYSTEM_ID}.-=${LEGACY_COMBINED_ACTIONS_FLAG}`]: null });
}

/** A character's code for a skill key: his skill's code, else null. */
function skillCodeOf(actor: Actor.Implementation | null | undefined, key: string): DieCode | null {
  if (!actor || !key) return null;
  const skill = itemsOfType(actor.items, "skill").find((item) => item.system.key === key);
  return skill ? actor.skillRollRequest(skill.id).code : null;
}

/** The leader's command: his command skill's code, else his Perception (R&E Rules). */
export function leaderCommandOf(actor: Actor.Implementation): DieCode {
  return skillCodeOf(actor, "command") ?? actor.attributeRollRequest("per").code;
}

function parseDeclare(payload: unknown): CombinedDeclareRequest | null {
  const p = (payload ?? {}) as Partial<CombinedDeclareRequest>;
  if (typeof p.combat !== "string" || typeof p.leader !== "string" || !Array.isArray(p.members) || !p.members.every((id) => typeof id === "string"))
    return null;
  if (typeof p.label !== "string" || typeof p.working !== "boolean") return null;
  return {
    combat: p.combat,
    leader: p.leader,
    members: p.members,
    label: p.label,
    working: p.working,
    difficulty: Number(p.difficulty),
    skill: typeof p.skill === "string" ? p.skill : "",
  };
}

/** The gamemaster's side of a declaration. */
async function handleDeclare(request: CombinedDeclareRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const combat = combatOf(request.combat);
  const state = combat?.roundState;
  if (!combat || !state) return refused("badRequest");
  if (state.phase !== "declaration") return refused("phase", "SWD6.Combat.Error.notDeclarationPhase");
  const actors = [request.leader, ...request.members].map((id) => combat.combatants.get(id)?.actor ?? null);
  if (actors.some((actor) => !actor)) return refused("badRequest");
  if (!actors.every((actor) => actor!.testUserPermission(sender, "OWNER"))) return combinedRefusal("SWD6.Combined.error.notOwner");
  // The command difficulty is the gamemaster's judgement; a player's group starts at Moderate.
  const difficulty = sender.isGM && Number.isInteger(request.difficulty) ? request.difficulty : difficultyNumberFor("moderate", difficultyEdition());
  const existing = storedCombinedActions(combat).filter((action) => action.round === state.round);
  try {
    const action = declareCombinedAction({ ...request, difficulty }, leaderCommandOf(actors[0]!), state.round, existing);
    let next = state;
    for (const part of combinedDeclarations(action)) next = declare(next, part.id, part.actions, roundRules());
    await writeCombinedActions(combat, [...existing, { ...action, skill: request.skill }]);
    await combat.writeRoundState(next);
  } catch (error) {
    if (error instanceof RefusalError) return combinedRefusal(error.key, error.data);
    throw error;
  }
  return done();
}

function parseCommand(payload: unknown): CombinedCommandRequest | null {
  const p = (payload ?? {}) as Partial<CombinedCommandRequest>;
  if (typeof p.combat !== "string" || typeof p.leader !== "string" || p.roll === undefined) return null;
  return { combat: p.combat, leader: p.leader, roll: p.roll };
}

/** The gamemaster's side of the command roll: check it, derive the bonus, store it, post the card. */
async function handleCommand(request: CombinedCommandRequest, sender: User.Implementation): Promise<GatewayAnswer> {
  const combat = combatOf(request.combat);
  const state = combat?.roundState;
  if (!combat || !state) return refused("badRequest");
  const all = storedCombinedActions(combat);
  const index = all.findIndex((action) => action.round === state.round && action.leader === request.leader);
  const leader = combat.combatants.get(request.leader)?.actor;
  if (index < 0 || !leader) return combinedRefusal("SWD6.Combined.error.none");
  if (!leader.testUserPermission(sender, "OWNER")) return combinedRefusal("SWD6.Combined.error.notOwner");
  const action = all[index]!;
  const code = commandCode(action, leaderCommandOf(leader));
  let rolled: CombinedAction;
  let acting: string[] = [];
  try {
    if (action.command) return combinedRefusal("SWD6.Combined.error.rolled");
    const taken = takeRoll(request.roll, { codes: [code], wildDie: getRuleSetting("wildDie") === "on" });
    if (!taken) return combinedRefusal("SWD6.Combined.error.roll");
    acting = actingMembers(action, state, roundRules().damageModel);
    rolled = commandRolled(action, taken.total, acting);
  } catch (error) {
    if (error instanceof RefusalError) return combinedRefusal(error.key, error.data);
    throw error;
  }
  const members = rolled.members.map((id) => combat.combatants.get(id)?.actor ?? null);
  // Only a character who still acts works on the task, and so rolls it.
  const codes = members.map((actor, i) => (acting.includes(rolled.members[i]!) ? skillCodeOf(actor, action.skill) : null));
  const roller = taskRoller(codes);
  await writeCombinedActions(
    combat,
    all.map((entry, i) => (i === index ? { ...rolled, skill: action.skill, roller: rolled.members[roller] ?? null } : entry)),
  );
  const bonus = rolled.command!.bonus;
  const context = {
    label: rolled.label,
    leader: leader.name ?? "",
    members: members.flatMap((actor, i) => (acting.includes(rolled.members[i]!) ? [actor?.name ?? ""] : [])),
    code: formatDieCode(code),
    total: rolled.command!.total,
    difficulty: rolled.difficulty,
    success: rolled.command!.total >= rolled.difficulty,
    bonus: formatModifier(bonus),
    roller: roller < 0 ? null : { name: members[roller]?.name ?? "", code: formatDieCode(addDieCodes(codes[roller]!, bonus)) },
  };
  await postCard({ ...cardMessage("combinedAction", { view: context }), speaker: ChatMessage.implementation.getSpeaker({ actor: leader }) });
  return done();
}

/** The declaration's request kind (`index.ts` registers it with every other). */
export const combinedDeclareRequestKind = defineRequestKind<CombinedDeclareRequest>({
  name: COMBINED_DECLARE_REQUEST,
  parse: parseDeclare,
  handle: handleDeclare,
});

/** The command roll's request kind (`index.ts` registers it with every other). */
export const combinedCommandRequestKind = defineRequestKind<CombinedCommandRequest>({
  name: COMBINED_COMMAND_REQUEST,
  parse: parseCommand,
  handle: handleCommand,
});

/**
 * Declares a group's combined action in the combat's declaration phase (see the module's docstring).
 * @param combat the combat
 * @param declaration the leader's and the members' combatant ids, what they do, whether the leader
 *   works on it too, the command difficulty (the gamemaster's; ignored from a player), and the task's
 *   skill key ("" for none)
 * @returns the gateway's answer (never rejects); a refusal is shown as a localized warning
 */
export async function declareCombinedActionFor(combat: Combat.Implementation, declaration: CombinedDeclaration & { skill: string }): Promise<GatewayAnswer> {
  const answer = await sendRequest(COMBINED_DECLARE_REQUEST, { combat: combat.id, ...declaration });
  if (!answer.ok) ui.notifications?.warn(game.i18n.format(answer.key, answer.data ?? {}));
  return answer;
}

/**
 * The leader rolls his group's command roll: his command (else Perception) at -1D when he works on the
 * task, with the world's wild die; the gamemaster posts the combined action's card.
 * @param combat the combat
 * @param leader the leader's combatant id
 * @returns the gateway's answer (never rejects); a refusal is shown as a localized warning
 */
export async function rollCombinedCommand(combat: Combat.Implementation, leader: string): Promise<GatewayAnswer> {
  const action = storedCombinedActions(combat).find((entry) => entry.leader === leader && entry.round === (combat.round ?? 0));
  const actor = combat.combatants.get(leader)?.actor;
  if (!action || !actor) {
    ui.notifications?.warn("SWD6.Combined.error.none", { localize: true });
    return refused("combined", "SWD6.Combined.error.none");
  }
  const code = commandCode(action, leaderCommandOf(actor));
  const roll = await rollD6(
    "command",
    {
      label: game.i18n.localize("SWD6.Combined.command"),
      actorName: actor.name,
      base: code,
      code,
      modifiers: [],
      wildDie: getRuleSetting("wildDie") === "on",
      mishap: getRuleSetting("mishap"),
      difficulty: action.difficulty,
      difficultyLevel: null,
      probability: null,
      automatic: null,
    },
    actor,
  );
  if (!roll) return refused("cancelled");
  const answer = await sendRequest(COMBINED_COMMAND_REQUEST, { combat: combat.id, leader, roll: roll.toJSON() });
  if (!answer.ok) ui.notifications?.warn(game.i18n.format(answer.key, answer.data ?? {}));
  return answer;
}
