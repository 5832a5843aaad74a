/**
 * The active gamemaster's side of the combined actions' requests (combined-action-request.ts holds
 * the kinds and the clients' side): a group's declaration checked and declared in the round, and the
 * leader's command roll checked, its bonus stored and the card posted. Loaded when the first such
 * request reaches him.
 */
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { takeRoll } from "../../gateway/checked-roll.ts";
import { postCard } from "../../gateway/posted-cards.ts";
import { cardMessage } from "../../data/message/card-types.ts";
import { addDieCodes, formatDieCode, formatModifier } from "../../rules/dice/die-code.ts";
import { difficultyNumberFor } from "../../rules/dice/difficulty.ts";
import { difficultyEdition, getRuleSetting } from "../../settings.ts";
import {
  type CombinedAction,
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
import {
  type CombinedCommandRequest,
  type CombinedDeclareRequest,
  combatOf,
  combinedRefusal,
  leaderCommandOf,
  skillCodeOf,
  storedCombinedActions,
  writeCombinedActions,
} from "./combined-actions-stored.ts";

/** The gamemaster's side of a declaration. */
export async function handleDeclare(request: CombinedDeclareRequest, sender: User.Implementation): Promise<GatewayAnswer> {
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

/** The gamemaster's side of the command roll: check it, derive the bonus, store it, post the card. */
export async function handleCommand(request: CombinedCommandRequest, sender: User.Implementation): Promise<GatewayAnswer> {
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
