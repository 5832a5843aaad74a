/**
 * The combat tracker's combined action controls: the dialog in which a user declares a group's
 * combined action (leader, the characters combining, what they do, the task's skill; the gamemaster
 * also the command difficulty), sent through the `combined.declare` request, and the leader's
 * command roll, sent through `combined.command` (combined-action-request.ts holds both).
 */
import { askFormDialog } from "../../applications/form-fields.ts";
import { itemsOfType } from "../../data/document-data.ts";
import { difficultyNumberFor } from "../../rules/dice/difficulty.ts";
import { difficultyEdition } from "../../settings.ts";
import type { SWD6Combat } from "../combat.ts";
import { type CombinedCandidate, type CombinedControls, combinedControls, memberField, readCombinedForm } from "./combined-form.ts";
import { declareCombinedActionFor } from "./combined-action-request.ts";
import { storedCombinedActions } from "./combined-actions-stored.ts";

/** The combined action dialog's template. */
export const COMBINED_DIALOG = "templates/combat/combined-dialog.hbs";

/** The round's combatants as this user sees them, in the tracker's order. */
function candidatesOf(combat: SWD6Combat): CombinedCandidate[] {
  const inRound = new Set(combat.roundState?.combatants.map((c) => c.declaration.id) ?? []);
  return combat.turns.filter((c) => inRound.has(c.id ?? "")).map((c) => ({ id: c.id!, name: c.name ?? "", owner: c.isOwner }));
}

/**
 * The tracker's combined action controls for this user (`combinedControls`).
 * @param combat the viewed combat
 */
export function combinedControlsOf(combat: SWD6Combat): CombinedControls {
  const state = combat.roundState;
  return combinedControls({
    declaring: state?.phase === "declaration",
    round: state?.round ?? 0,
    candidates: candidatesOf(combat),
    stored: storedCombinedActions(combat),
  });
}

/** The skills the offered characters have, by key, for the task's skill. */
function taskSkills(combat: SWD6Combat, offered: readonly CombinedCandidate[]): { key: string; name: string }[] {
  const skills = new Map<string, string>();
  for (const { id } of offered) {
    for (const skill of itemsOfType(combat.combatants.get(id)?.actor?.items ?? [], "skill"))
      if (skill.system.key && !skills.has(skill.system.key)) skills.set(skill.system.key, skill.name);
  }
  return [...skills].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Opens the combined action dialog over the characters this user owns (the gamemaster: all of the
 * round's), and declares what he confirms; a refusal is shown as a localized warning.
 * @param combat the viewed combat, in its declaration phase (otherwise nothing opens)
 */
export async function openCombinedActionDialog(combat: SWD6Combat): Promise<void> {
  if (combat.roundState?.phase !== "declaration") return;
  const offered = candidatesOf(combat).filter((c) => c.owner);
  const moderate = difficultyNumberFor("moderate", difficultyEdition());
  const fields = await askFormDialog({
    title: game.i18n.localize("SWD6.Combined.title"),
    icon: "fa-solid fa-people-arrows",
    windowClass: "swd6-combined-window",
    width: 440,
    template: COMBINED_DIALOG,
    context: {
      candidates: offered.map((c) => ({ ...c, field: memberField(c.id) })),
      skills: taskSkills(combat, offered),
      isGM: game.user.isGM,
      difficulty: moderate,
    },
    confirm: { action: "declare", label: "SWD6.Combined.declare", icon: "fa-solid fa-people-arrows" },
  });
  if (!fields) return;
  await declareCombinedActionFor(combat, readCombinedForm(fields, offered, moderate));
}
