/**
 * The attack dialog: a weapon's attack against the targeted tokens, with each target's range band,
 * difficulty and chance to hit; its roll becomes an attack card (or, with no token targeted, a roll
 * card against the declared range band's difficulty).
 *
 * This module only shows the dialog and rolls; the setup is gathered by attack-gather.ts, the
 * numbers come from attack-dialog-setup.ts, attack-dialog-view.ts and attack-dialog-message.ts, and
 * an attack card is posted by the active gamemaster (attack-request.ts).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { applyMessageMode, currentMessageMode } from "../../compat.ts";
import type { D6Roll } from "../../dice/d6-roll.ts";
import { rollD6 } from "../../dice/pipeline/roll-d6.ts";
import { MOST_DECLARED_ACTIONS } from "../../dice/roll-modifiers.ts";
import type { SWD6Actor } from "../../documents/actor.ts";
import type { DieCode } from "../../rules/dice/die-code.ts";
import { notifyRefusal } from "../../gateway/request-button.ts";
import type { AttackSetup, DialogMessage } from "./flow/attack-dialog-setup.ts";
import { type AttackForm, attackDialogSpec, initialAttackForm, summarizeAttack } from "./flow/attack-dialog-view.ts";
import { attackRollOptions } from "./flow/attack-dialog-message.ts";
import { type AttackOptions, gatherAttackSetup } from "./attack-gather.ts";
import { requestAttackCard } from "./attack-request.ts";
import { openRollConfigDialog } from "../roll-config/roll-config-dialog.ts";
import { opensDialog } from "../roll-config/skip-dialog.ts";
import { atTheRoll, spendForcePointFor } from "../force-point-spend.ts";
import { createChatMessage } from "../../data/document-writes.ts";

/** Shows a message as an error notification. */
function notify(message: DialogMessage): void {
  ui.notifications?.error(game.i18n.format(message.key, message.data ?? {}));
}

/** What the attack is posted with, beyond the setup and the fields. */
interface PostContext {
  weapon: Item.Implementation;
  targets: readonly TokenDocument.Implementation[];
  options: AttackOptions;
}

/**
 * Rolls the attack and posts it. With targets, the roll goes to the active gamemaster, who posts
 * the attack card from the documents (attack-request.ts); without, it is a roll card of this client's.
 * @returns the roll, or null when the gamemaster refused the card (the refusal is shown)
 */
async function postAttack(actor: SWD6Actor, opened: AttackSetup, chosen: AttackForm, context: PostContext): Promise<D6Roll | null> {
  // The Force point as it stands at the roll: one spent since the dialog opened doubles it without another.
  const atRoll = atTheRoll(actor, opened, chosen);
  if (!atRoll) return null;
  const { setup, form } = atRoll;
  const summary = summarizeAttack(setup, form);
  if (!summary.valid) {
    if (summary.error) notify(summary.error);
    return null;
  }
  const roll = await rollD6("attack", attackRollOptions(setup, form, summary), actor);
  if (!roll) return null;
  if (summary.targets.length > 0) {
    const answer = await requestAttackCard({
      attacker: actor.uuid,
      weapon: context.weapon.id as string,
      targets: context.targets.map((token) => token.uuid as string),
      form,
      roll: roll.toJSON(),
      crew: Boolean(context.options.crewSkill),
      space: context.options.space ?? false,
    });
    notifyRefusal(answer);
    return answer.ok ? roll : null;
  }
  const messageClass = ChatMessage.implementation;
  const data: Record<string, unknown> = {
    speaker: messageClass.getSpeaker({ actor: actor }),
    rolls: [roll],
    sound: CONFIG.sounds.dice,
  };
  applyMessageMode(messageClass as never, data, form.mode);
  const message = await createChatMessage(data);
  // The Force point is spent once the roll's message exists: a roll that is never posted costs nothing.
  if (!message) return null;
  if (form.forcePoint && !(await spendForcePointFor(actor, message))) return null;
  return roll;
}

/**
 * Opens the attack dialog for `actor` attacking with `weapon` against the user's targeted tokens,
 * and, when the player rolls, posts the attack. A weapon whose data the rules cannot read, an
 * attacker the user does not own, or one out of the fight (incapacitated or worse, or knocked out by
 * a stun), gets a localized notification and no dialog.
 *
 * @param actor the attacker
 * @param weapon the weapon (a `weapon` Item, usually the actor's own)
 * @param options `actions`: the actions declared this round, this one included (the combat tracker
 *   presets the multiple action penalty with it); 1 when not given. `crewSkill`: a craft's weapon is
 *   fired with its gunner's skill (label and code), the weapon's fire control added by the rules;
 *   `space`: a starship's weapon, its ranges in space units; `configure`: false rolls as the dialog
 *   opens, without it; absent, a held Shift key does the same (`opensDialog`)
 * @returns the attack roll once posted, or null when the dialog was closed or refused
 */
export async function openAttackDialog(
  actor: SWD6Actor,
  weapon: Item.Implementation,
  options: { actions?: number; crewSkill?: { label: string; code: DieCode }; space?: boolean; configure?: boolean } = {},
): Promise<D6Roll | null> {
  if (!actor.isOwner) {
    notify({ key: "SWD6.AttackDialog.error.notOwner", data: { name: actor.name } });
    return null;
  }
  if (weapon.type !== "weapon") {
    notify({ key: "SWD6.AttackDialog.error.weaponData", data: { name: weapon.name } });
    return null;
  }
  const targets = [...game.user.targets].map((token) => token.document);
  const result = await gatherAttackSetup(actor, weapon, targets, options, game.user);
  if (!result.ok) {
    notify(result.error);
    return null;
  }
  const setup = result.setup;
  // An attacker out of the fight (a wound, a stun knock-out) is told so at once: he makes no attack.
  if (setup.unconscious) {
    notify({ key: "SWD6.Roll.cannotAct", data: { value: setup.attacker.name } });
    return null;
  }
  const id = `swd6-attack-${foundry.utils.randomID()}`;
  const actions = Math.min(Math.max(Math.trunc(options.actions ?? 1), 1), MOST_DECLARED_ACTIONS);
  const initial = initialAttackForm(setup, currentMessageMode(game.settings), actions);
  const form = opensDialog(options.configure)
    ? await openRollConfigDialog(attackDialogSpec(setup, id), initial, {
        title: game.i18n.format("SWD6.AttackDialog.title", { weapon: weapon.name }),
        icon: "fa-solid fa-crosshairs",
        classes: ["swd6-attack-window"],
        width: 560,
      })
    : initial;
  if (!form) return null;
  try {
    return await postAttack(actor, setup, form, { weapon, targets, options });
  } catch (error) {
    console.error(`${SYSTEM_ID} | the attack could not be posted`, error);
    notify({ key: "SWD6.AttackDialog.error.post", data: { message: error instanceof Error ? error.message : String(error) } });
    return null;
  }
}
