/**
 * The range between two starships from a starship sheet: the range dialog (the other ship, the range
 * now, both pilots' intentions, sublight speeds (each ship's stored one, shown and locked; typed only
 * for a ship of the user's that stores none) and piloting), both speed rolls with the wild die when
 * the pilots disagree, and the range card in chat, which the active gamemaster posts from the
 * documents and the rolls (space-range-request.ts). The rules' answers come from space-range-plan.ts;
 * this module only reads, renders, rolls and sends. The range lives on the card: nothing is stored.
 */
import { currentMessageMode } from "../../../compat.ts";
import type { D6Roll } from "../../../dice/d6-roll.ts";
import { rollD6 } from "../../../dice/pipeline/roll-d6.ts";
import { labelKeyFor } from "../../../dice/d6-roll-data.ts";
import type { DieCode } from "../../../rules/dice/die-code.ts";
import { formatDieCode } from "../../../rules/dice/die-code.ts";
import {
  type SpaceRangeChoice,
  type SpaceRangeShip,
  planSpaceRange,
  readSpaceRangeForm,
  sideSpeed,
  spaceRangeDialogContext,
  spaceRangeReady,
  speedFieldOf,
  speedOwedBy,
} from "./space-range-plan.ts";
import { askFormDialog, formFields } from "../../form-fields.ts";
import { planRollOptions } from "../../../dice/plan-roll-options.ts";
import { notifyRefusal } from "../../../gateway/request-button.ts";
import { RANGE_FIELDS } from "./space-range-payload.ts";
import { requestSpaceRangeCard } from "./space-range-request.ts";

/**
 * The sublight speed die codes typed this session, by actor uuid, for the user's own ships whose sheet
 * stores none: the dialog offers them again next round. Nothing is written to the ship; a stored
 * speed always wins (space-range-plan.ts `sideSpeed`).
 */
const typedSpeeds = new Map<string, DieCode>();

/** The speed roll's label, with the ship's name. */
const SPEED_ROLL_LABEL = "SWD6.SpaceRange.rollLabel";

/** What the sheet hands the range flow. */
export interface SpaceRangeRequest {
  /** The starship whose sheet asks. */
  craft: Actor.Implementation;
  /** A starship as the range dialog shows it: its name, pilot, the pilot's starship piloting and its sublight speed for this user. */
  shipOf: (actor: Actor.Implementation) => Promise<SpaceRangeShip>;
}

/** A starship to change the range to: its actor and the name its token shows. */
interface OtherShip {
  actor: Actor.Implementation;
  name: string;
}

/**
 * The other ships to choose from: the user's one targeted starship, else every other starship on the
 * current scene (each actor once). Only the uuid tells the sheet's own ship apart: two unlinked tokens
 * of one TIE fighter are two ships.
 */
function otherShips(craft: Actor.Implementation): { ships: OtherShip[]; targeted: boolean } {
  const shipOf = (token: TokenDocument.Implementation): OtherShip | null =>
    token.actor && token.actor.type === "starship" && token.actor.uuid !== craft.uuid ? { actor: token.actor, name: token.name || token.actor.name } : null;
  const targets = [...game.user.targets].map((token) => shipOf(token.document));
  if (targets.length === 1 && targets[0]) return { ships: [targets[0]], targeted: true };
  const tokens = canvas?.scene?.tokens.contents ?? [];
  const seen = new Set<string>();
  const ships = tokens.map(shipOf).filter((ship): ship is OtherShip => ship !== null && !seen.has(ship.actor.uuid) && !!seen.add(ship.actor.uuid));
  return { ships, targeted: false };
}

/** Keeps the dialog's roll codes, the other ship's name and the "rolls needed" line in step with the form. */
function wireDialog(root: HTMLElement, self: SpaceRangeShip, ships: ReadonlyMap<string, SpaceRangeShip>, firstId: string): void {
  const form = root.querySelector("form") ?? root.closest("form");
  if (!form) return;
  const update = () => {
    const fields = formFields(form);
    const other = ships.get(fields.otherShip ?? firstId) ?? ships.get(firstId);
    const choice = readSpaceRangeForm(fields);
    if (!choice || !other) return;
    const plan = planSpaceRange(choice, [self, other]);
    const context = spaceRangeDialogContext(plan, [self, other]);
    for (const side of context.sides) {
      const code = form.querySelector(`[data-range-code="${side.key}"]`);
      if (code) code.textContent = side.rollCode;
      const note = form.querySelector(`[data-range-speed-note="${side.key}"]`);
      if (note) note.textContent = side.speedNoteKey ? game.i18n.localize(side.speedNoteKey) : "";
    }
    const legend = form.querySelector('[data-range-side="other"] legend');
    if (legend) legend.textContent = other.pilotName ? `${other.name} · ${other.pilotName}` : other.name;
    const pilotingLabel = form.querySelector('label[for$="-other-piloting"]');
    if (pilotingLabel) pilotingLabel.textContent = game.i18n.format("SWD6.SpaceRange.addPiloting", { code: formatDieCode(other.piloting) });
    const rolls = form.querySelector("[data-range-rolls]");
    if (rolls) rolls.textContent = game.i18n.localize(plan.rollsNeeded ? "SWD6.SpaceRange.rollsNeeded" : "SWD6.SpaceRange.noRolls");
    form.querySelector<HTMLElement>("[data-range-missing]")?.toggleAttribute("hidden", context.ready);
    // Resolving needs both speeds when the pilots disagree: the button waits for them.
    const resolve = root.querySelector<HTMLButtonElement>('button[data-action="resolve"]');
    if (resolve) resolve.disabled = !context.ready;
  };
  // Picking another ship shows its stored sublight speed, else the one typed for it earlier this session.
  form.querySelector<HTMLSelectElement>('select[name="otherShip"]')?.addEventListener("change", (event) => {
    const id = (event.target as HTMLSelectElement).value;
    const ship = ships.get(id);
    const input = form.querySelector<HTMLInputElement>('input[name="otherSpeed"]');
    if (!input || !ship) return;
    const field = speedFieldOf(sideSpeed(ship, typedSpeeds.get(id) ?? null));
    input.value = field.sublightSpeed;
    input.readOnly = field.speedStored;
    input.disabled = field.speedNotYours;
  });
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  update();
}

/** Rolls a ship's speed roll code with the world's wild die, without the roll dialog (nobody's wounds apply); null when a listener cancelled it. */
async function rollSpeed(code: DieCode, ship: string, actorName: string): Promise<D6Roll | null> {
  const format = (key: string, data: Record<string, string>) => game.i18n.format(key, data);
  const label = format(SPEED_ROLL_LABEL, { ship });
  return rollD6("speed", {
    ...planRollOptions({ base: code, code, modifiers: [] }, label, actorName, "scoring"),
    ...labelKeyFor(label, SPEED_ROLL_LABEL, { ship }, format),
  });
}

/**
 * Changes the range between the sheet's starship and another: asks for the other ship, the range
 * and both pilots' declarations, rolls both speeds when they disagree, and has the active gamemaster
 * post the range card with the rolls. Warns (localized) when there is no other starship to choose, and
 * shows the gamemaster's refusal (or his absence) likewise.
 */
export async function changeSpaceRange(request: SpaceRangeRequest): Promise<void> {
  const { ships: candidates, targeted } = otherShips(request.craft);
  if (candidates.length === 0) {
    ui.notifications?.warn(game.i18n.localize("SWD6.SpaceRange.noOtherShip"));
    return;
  }
  const self = await request.shipOf(request.craft);
  const ships = new Map<string, SpaceRangeShip>();
  for (const { actor, name } of candidates) ships.set(actor.uuid, { ...(await request.shipOf(actor)), name });
  const firstId = candidates[0].actor.uuid;
  const initial: SpaceRangeChoice = {
    range: "medium",
    sides: [
      { intent: "close", sublightSpeed: typedSpeeds.get(request.craft.uuid) ?? null, addPiloting: false },
      { intent: "open", sublightSpeed: typedSpeeds.get(firstId) ?? null, addPiloting: false },
    ],
  };
  const pair = (id: string): [SpaceRangeShip, SpaceRangeShip] => [self, ships.get(id) ?? ships.get(firstId)!];
  const others = targeted ? [] : candidates.map(({ actor, name }) => ({ uuid: actor.uuid, name }));
  const id = `swd6-range-${foundry.utils.randomID()}`;
  const context = { id, ...spaceRangeDialogContext(planSpaceRange(initial, pair(firstId)), pair(firstId), others, firstId) };
  const fields = await askFormDialog({
    title: game.i18n.format("SWD6.SpaceRange.dialogTitle", { craft: request.craft.name }),
    icon: "fa-solid fa-arrows-left-right",
    windowClass: "swd6-space-range-window",
    width: 520,
    template: "templates/apps/space-range-dialog.hbs",
    context: context,
    confirm: { action: "resolve", label: "SWD6.SpaceRange.confirm", icon: "fa-solid fa-arrows-left-right" },
    render: (form) => wireDialog(form, self, ships, firstId),
  });
  const choice = fields && readSpaceRangeForm(fields);
  if (!choice) return;
  const otherId = fields?.otherShip ?? firstId;
  const both = pair(otherId);
  const plan = planSpaceRange(choice, both);
  for (const [i, uuid] of [request.craft.uuid, otherId].entries()) {
    const speed = plan.speeds[i];
    if (speed.source === "typed" && speed.speed) typedSpeeds.set(uuid, speed.speed);
  }
  const owed = speedOwedBy(plan, both);
  if (owed || !spaceRangeReady(plan)) {
    ui.notifications?.warn(owed ? game.i18n.format("SWD6.SpaceRange.refused.speedOwner", { ship: owed }) : game.i18n.localize("SWD6.SpaceRange.speedMissing"));
    return;
  }
  const rolls: D6Roll[] = [];
  if (plan.rollsNeeded) {
    for (const [i, ship] of both.entries()) {
      const roll = await rollSpeed(plan.codes[i]!.code, ship.name, ship.pilotName ?? ship.name);
      // A roll a `swd6rpg.preRollSpeed` listener cancelled: the range is not changed.
      if (!roll) return;
      rolls.push(roll);
    }
  }
  const answer = await requestSpaceRangeCard({
    craft: request.craft.uuid,
    other: otherId,
    fields: Object.fromEntries(RANGE_FIELDS.map((key) => [key, fields?.[key]])),
    mode: currentMessageMode(game.settings),
    rolls: rolls.map((roll) => roll.toJSON()),
  });
  notifyRefusal(answer);
}
