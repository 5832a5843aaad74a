/**
 * The movement roll from a craft sheet: the movement dialog (speed, terrain, ramming), the pilot's
 * roll through the roll dialog against the planned difficulty, and the movement card in chat, which
 * the active gamemaster posts from the documents and the roll (movement-request.ts). The numbers come
 * from movement-plan.ts (which asks the rules); this module only asks, rolls and sends.
 */
import { currentMessageMode } from "../../compat.ts";
import { difficultyEdition } from "../../settings.ts";
import type { CraftKind, CrewRollView } from "./craft-view.ts";
import { openRollDialog } from "../roll-dialog.ts";
import type { SkillAttributeKey } from "../../constants.ts";
import { type MovementChoice, movementDialogContext, planMovement, readMovementForm } from "./movement-plan.ts";
import { askFormDialog } from "../form-fields.ts";
import { actorData } from "../../data/document-data.ts";
import { notifyRefusal } from "../../gateway/request-button.ts";
import { requestMovementCard } from "./movement-request.ts";

/** What the sheet hands the movement flow. */
export interface MovementRequest {
  /** The craft that moves. */
  craft: Actor.Implementation;
  kind: CraftKind;
  /** The pilot's roll (piloting + maneuverability) from the crew view. */
  piloting: CrewRollView;
  /** The pilot aboard, who rolls; null when the craft rolls for its printed crew. */
  pilot: Actor.Implementation | null;
  /** The attribute of the piloting skill, for the roll dialog. */
  attribute: SkillAttributeKey;
  /** The roll's label: the skill + maneuverability, localized. */
  label: string;
}

/** Asks for the move's speed, terrain and ramming; null when cancelled or the drive is disabled. */
async function askMovement(request: MovementRequest, lostMoves: number): Promise<MovementChoice | null> {
  const id = `swd6-move-${foundry.utils.randomID()}`;
  const context = { id, ...movementDialogContext(request.kind, lostMoves, { speed: "cruising", terrain: "easy" }) };
  const fields = await askFormDialog({
    title: game.i18n.format("SWD6.Movement.dialogTitle", { craft: request.craft.name }),
    icon: "fa-solid fa-gauge-high",
    windowClass: "swd6-movement-window",
    width: 400,
    template: "templates/apps/movement-dialog.hbs",
    context: context,
    confirm: context.disabled ? undefined : { action: "move", label: "SWD6.Movement.move", icon: "fa-solid fa-gauge-high" },
  });
  return fields && readMovementForm(fields);
}

/**
 * Moves a craft: asks for the speed and terrain, rolls the pilot's piloting + maneuverability against
 * the movement difficulty (when the move needs a roll), and has the active gamemaster post the
 * movement card; his refusal (or his absence) is shown as a localized warning.
 */
export async function rollMovement(request: MovementRequest): Promise<void> {
  const vehicle = actorData(request.craft, "vehicle");
  const ship = actorData(request.craft, "starship");
  const lostMoves = (vehicle ?? ship)?.damage.lostMoves ?? 0;
  const choice = await askMovement(request, lostMoves);
  if (!choice) return;
  const move = (ship ? ship.space : vehicle?.move) ?? 0;
  const edition = difficultyEdition();
  const plan = planMovement(request.kind, choice, move, edition);
  let roll: unknown;
  if (plan.rollDifficulty !== null) {
    const rolled = await openRollDialog({
      actor: request.pilot ?? request.craft,
      label: `${game.i18n.format("SWD6.Movement.rollLabel", { speed: game.i18n.localize(`SWD6.Craft.Speed.${choice.speed}`) })}: ${request.label}`,
      code: request.piloting.code,
      attribute: request.attribute,
      kind: "skill",
      actions: Math.max(1, plan.actions),
      difficulty: plan.rollDifficulty,
    });
    if (!rolled || rolled.total === undefined) return;
    roll = rolled.toJSON();
  }
  const answer = await requestMovementCard({
    craft: request.craft.uuid,
    choice,
    mode: currentMessageMode(game.settings),
    ...(roll === undefined ? {} : { roll }),
  });
  notifyRefusal(answer);
}
