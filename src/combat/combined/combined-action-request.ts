/**
 * Combined actions at the table, through the gateway (combat/flow/combined-action.ts holds the rules'
 * side; combined-action-world.ts the active gamemaster's, loaded when the first request reaches him).
 * Two request kinds:
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
import { type GatewayAnswer, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { rollD6 } from "../../dice/pipeline/roll-d6.ts";
import { getRuleSetting } from "../../settings.ts";
import { type CombinedDeclaration, commandCode } from "../flow/combined-action.ts";
import { type CombinedCommandRequest, type CombinedDeclareRequest, leaderCommandOf, storedCombinedActions } from "./combined-actions-stored.ts";

/** The request kinds' names. */
export const COMBINED_DECLARE_REQUEST = "combined.declare";
export const COMBINED_COMMAND_REQUEST = "combined.command";

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

function parseCommand(payload: unknown): CombinedCommandRequest | null {
  const p = (payload ?? {}) as Partial<CombinedCommandRequest>;
  if (typeof p.combat !== "string" || typeof p.leader !== "string" || p.roll === undefined) return null;
  return { combat: p.combat, leader: p.leader, roll: p.roll };
}

/** The declaration's request kind (`index.ts` registers it with every other). */
export const combinedDeclareRequestKind = defineRequestKind<CombinedDeclareRequest>({
  name: COMBINED_DECLARE_REQUEST,
  parse: parseDeclare,
  handle: async (request, sender) => (await import("./combined-action-world.ts")).handleDeclare(request, sender),
});

/** The command roll's request kind (`index.ts` registers it with every other). */
export const combinedCommandRequestKind = defineRequestKind<CombinedCommandRequest>({
  name: COMBINED_COMMAND_REQUEST,
  parse: parseCommand,
  handle: async (request, sender) => (await import("./combined-action-world.ts")).handleCommand(request, sender),
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
