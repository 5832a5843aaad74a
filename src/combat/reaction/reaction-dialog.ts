/**
 * Declaring a reaction (dodge, parry) in the current segment from the tracker: the tracker's door to
 * the round's one record of reactions, the attack card being the other. The reaction is rolled at
 * once, with the code the attack card would give it (the skill at the character's penalties, the
 * multiple action penalty of the reaction as the rules engine counts it), and sent with its roll to
 * the active gamemaster, who checks the roll and records the reaction with its total in the round
 * (round-query.ts, reaction-check.ts); a later attack card meets it where the rules say it stands.
 * Under R&E (world setting "reactions replace the difficulty") the reaction may use up a remaining
 * declared action instead, or be a full dodge or parry (added to the difficulty, his only action that
 * round): offered when the round situation the attack card reads says so, so the two cannot disagree.
 */
import { formatDieCode } from "../../rules/dice/die-code.ts";
import { hasDiceToRoll } from "../../rules/dice/skill-code.ts";
import { askFormDialog } from "../../applications/form-fields.ts";
import { remainingActions, roundRules } from "../round-rules.ts";
import { submitRoundCommand } from "../round-query.ts";
import type { SWD6Combat } from "../combat.ts";
import { roundSituationOf } from "../../dice/roll-situation.ts";
import type { ReactionHow } from "../../applications/attack/reaction-choices.ts";
import { trackerReactionPlan, trackerReactionsOf } from "../../applications/attack/reaction-plan.ts";
import { rollD6 } from "../../dice/pipeline/roll-d6.ts";
import { planRollOptions } from "../../dice/plan-roll-options.ts";
import { type MessageMode, applyMessageMode, currentMessageMode } from "../../compat.ts";
import { createChatMessage } from "../../data/document-writes.ts";

/** The reaction dialog's template. */
export const REACTION_DIALOG = "templates/combat/reaction-dialog.hbs";

/** How the dialog's fields say the reaction is made: a full reaction, using up a declared action, or an extra action. */
function howOf(fields: Record<string, string | undefined>, mayReactFully: boolean): ReactionHow {
  // A full reaction uses up no declared action: it takes the place of all of them.
  if (mayReactFully && fields.full !== undefined) return { full: true };
  const index = fields.replaces === "" || fields.replaces === undefined ? NaN : Number(fields.replaces);
  return Number.isInteger(index) ? { replaces: index } : {};
}

/** Opens the reaction dialog of a combatant; rolls the reaction and sends it to be recorded. */
export async function openReactionDialog(combat: SWD6Combat, combatantId: string): Promise<void> {
  const state = combat.roundState;
  const combatant = combat.combatants.get(combatantId);
  const actor = combatant?.actor;
  if (!state || !combatant || !actor || state.phase !== "segments") return;
  // Remaining declared actions, this segment's or later ones', that a reaction could use up (R&E).
  const remaining = remainingActions(state, combatantId);
  const options = trackerReactionsOf(actor).map((choice) => ({ ref: choice.id, name: game.i18n.localize(choice.labelKey) }));
  const mayReactFully = roundSituationOf(actor)?.mayReactFully === true;
  const fields = await askFormDialog({
    title: game.i18n.format("SWD6.Combat.Reaction.title", { name: combatant.name ?? "" }),
    icon: "fa-solid fa-shield-halved",
    windowClass: "swd6-reaction-window",
    width: 420,
    template: REACTION_DIALOG,
    context: { options, replaceable: roundRules().reactionMode === "replace" ? remaining : [], mayReactFully },
    confirm: { action: "declare", label: "SWD6.Combat.Reaction.declare", icon: "fa-solid fa-shield-halved" },
  });
  if (!fields) return;
  const how = howOf(fields, mayReactFully);
  const planned = trackerReactionPlan(actor, fields.skill ?? "", how);
  if (!planned) {
    ui.notifications?.warn("SWD6.Combat.Error.badRequest", { localize: true });
    return;
  }
  const name = game.i18n.localize(planned.choice.labelKey);
  if (!hasDiceToRoll(planned.plan.code)) {
    ui.notifications?.warn(game.i18n.format("SWD6.Roll.noDice", { value: formatDieCode(planned.plan.code) }));
    return;
  }
  const roll = await rollD6("reaction", planRollOptions(planned.plan, fields.label || name, actor.name ?? null, "scoring"), actor);
  if (!roll) return;
  const label = fields.label || name;
  const command = {
    type: "react",
    combatant: combatantId,
    label,
    choice: planned.choice.id,
    kind: planned.choice.kind,
    total: roll.total as number,
    ...how,
  } as const;
  const sent = await submitRoundCommand(combat, { ...command, round: state.round, phase: state.phase, segment: state.segment }, roll.toJSON());
  if (!sent) return;
  // A hidden combatant's roll would give him away: it goes to the gamemasters only.
  const mode: MessageMode = combatant.hidden ? "gm" : currentMessageMode(game.settings);
  const data = { speaker: ChatMessage.implementation.getSpeaker({ actor }), rolls: [roll] };
  await createChatMessage(applyMessageMode(ChatMessage.implementation as never, data, mode));
}
