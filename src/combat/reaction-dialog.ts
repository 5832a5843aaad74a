/**
 * Declaring a reaction (dodge, parry) in the current segment from the tracker, then rolling it at
 * the penalty the rules engine gives from then on (`penaltyInSegment`). Under R&E (world setting
 * "reactions replace the difficulty") the reaction may use up a remaining declared action instead,
 * or be a full dodge or parry (added to the difficulty, his only action that round): offered when
 * the round situation the attack card reads says so (`mayReactFully`), so the two cannot disagree.
 */
import { askFormDialog } from "../applications/form-fields.ts";
import { penaltyInSegmentUnder } from "../rules/actions/segments.ts";
import { openRollDialog } from "../applications/roll-dialog.ts";
import { memberOf } from "./flow/round-state.ts";
import { rollOptions } from "./declaration-dialog.ts";
import { remainingActions, roundRules } from "./round-rules.ts";
import { submitRoundCommand } from "./round-query.ts";
import { requestFor } from "./segment-action.ts";
import type { SWD6Combat } from "./combat.ts";
import { getRuleSetting } from "../settings.ts";
import { roundSituationOf } from "../dice/roll-situation.ts";
import { reactionPenaltyFor } from "../applications/attack/reaction-choices.ts";

/** The reaction dialog's template. */
export const REACTION_DIALOG = "templates/combat/reaction-dialog.hbs";

/** Opens the reaction dialog of a combatant; declares the reaction and opens its roll. */
export async function openReactionDialog(combat: SWD6Combat, combatantId: string): Promise<void> {
  const state = combat.roundState;
  const combatant = combat.combatants.get(combatantId);
  if (!state || !combatant || state.phase !== "segments") return;
  const declaration = memberOf(state, combatantId).declaration;
  // Remaining declared actions, this segment's or later ones', that a reaction could use up (R&E).
  const remaining = remainingActions(state, combatantId);
  const options = rollOptions(combatant.actor).filter((o) => o.group !== "weapon");
  const situation = combatant.actor ? roundSituationOf(combatant.actor) : null;
  const mayReactFully = situation?.mayReactFully === true;
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
  const { label, skill, replaces } = fields;
  // A full reaction uses up no declared action: it takes the place of all of them.
  const full = mayReactFully && fields.full !== undefined;
  const index = full || replaces === "" || replaces === undefined ? undefined : Number(replaces);
  const reaction = { ...(label ? { label } : {}), ...(skill ? { skill } : {}), ...(Number.isInteger(index) ? { replaces: index } : {}), ...(full ? { full: true } : {}) };
  const sent = await submitRoundCommand(combat, { type: "react", combatant: combatantId, ...reaction, round: state.round, phase: state.phase, segment: state.segment });
  if (!sent || !skill) return;
  const after = { ...declaration, reactions: [...declaration.reactions, { segment: state.segment, ...reaction }] };
  const actor = combatant.actor;
  if (!actor) return;
  const { request } = requestFor(actor, skill);
  const penalty = full && situation ? reactionPenaltyFor({ full }, situation) : penaltyInSegmentUnder(after, state.segment, getRuleSetting("running"));
  await openRollDialog({ ...request, actions: penalty + 1 });
}
