/**
 * The character sheet's Force power actions, the Foundry side of force-power-use.ts: using a power
 * (the dialog, the rolls through `rollPower`, one chat card, the kept-up flag) and dropping a
 * kept-up power. The card is posted by the active gamemaster from the documents and the rolls, who
 * also spends the Force point, marks the power kept up and gives a dark-side power's Dark Side points
 * once (force-power-card.ts).
 */
import { KEPT_UP_FLAG } from "../../documents/actor.ts";
import { forcePowerRules } from "../../data/item/force-power-rules.ts";
import { rollD6 } from "../../dice/pipeline/roll-d6.ts";
import { planRollOptions } from "../../dice/plan-roll-options.ts";
import { keptUpActions } from "../../rules/force/force-power.ts";
import { difficultyEdition } from "../../settings.ts";
import { type ForcePowersView, forceSkillCodes, forcePowersView, initialPowerForm, powerDialogSpec, powerCodes, powerPlan } from "./flow/force-power-use.ts";
import { atTheRoll } from "../force-point-spend.ts";
import { openRollConfigDialog } from "../roll-config/roll-config-dialog.ts";
import { opensDialog } from "../roll-config/skip-dialog.ts";
import { requestPowerCard } from "./force-power-card.ts";
import { powerItemData, powerUseOf, skillItemsOf } from "./power-use-of.ts";
import { itemData } from "../../data/document-data.ts";
import { setSystemFlag, systemFlag } from "../../data/document-writes.ts";
import { notifyRefusal } from "../../gateway/request-button.ts";
import { skillNameKey } from "../../labels.ts";

/** The sheet a handler runs on, as far as these actions need it. */
interface PowerSheet {
  document: Actor.Implementation;
  isEditable: boolean;
}

/**
 * The sheet's Force power list for a character (`forcePowersView`), with the world's difficulty table.
 * @param forceVisible the sheet shows the Force section (Force-sensitive, or Force skills)
 */
export function characterForcePowers(actor: Actor.Implementation, forceVisible: boolean): ForcePowersView {
  const powers = actor.items.filter((item) => item.type === "force-power").map(powerItemData);
  const kept = keptUpActions(actor.keptUpPowerSkills());
  const edition = difficultyEdition();
  return forcePowersView(forceVisible, powers, forceSkillCodes(skillItemsOf(actor)), kept, edition, game.i18n.lang);
}

/** The power of the clicked row, or null. */
function powerOf(sheet: PowerSheet, target: HTMLElement): Item.Implementation | null {
  const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  const item = sheet.document.items.get(itemId ?? "");
  return item?.type === "force-power" ? item : null;
}

/**
 * "Use": the owner rolls the power. A character lacking one of its Force skills is refused with a
 * localized warning; otherwise the dialog sets each roll's difficulty and the round's other actions,
 * then every skill is rolled (wild die as the world says) and the active gamemaster posts the card,
 * marks the power kept up if it stays up and gives a dark-side power's points.
 */
export async function onUsePower(this: PowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const item = powerOf(this, target);
  if (item) await useForcePowerItem(this.document, item);
}

/**
 * Uses one of a character's Force powers, as the sheet's "Use" does (see {@link onUsePower}); the
 * hotbar macros and `game.swd6rpg.useForcePower` come here too. Only the actor's owner may.
 * @param actor the character
 * @param item a `force-power` Item the character holds
 * @param configure false uses the power at once with the difficulties its dialog starts with; absent,
 *   a held Shift key does the same (`opensDialog`)
 */
export async function useForcePowerItem(actor: Actor.Implementation, item: Item.Implementation, configure?: boolean): Promise<void> {
  if (!actor.isOwner || item.type !== "force-power") return;
  const use = powerUseOf(actor, item);
  const { power, codes, keptUp, woundPenalty, edition } = use;
  const rules = forcePowerRules(power.system);
  if (rules.skills.length === 0) {
    ui.notifications?.warn(game.i18n.format("SWD6.ForcePowers.notRolled", { power: item.name }));
    return;
  }
  const probe = powerPlan(power, codes, { difficulties: {}, otherActions: 0, keepUp: false }, keptUp, woundPenalty);
  if (probe.missing.length > 0) {
    const skills = probe.missing.map((skill) => game.i18n.localize(skillNameKey(skill))).join(", ");
    ui.notifications?.warn(game.i18n.format("SWD6.ForcePowers.missingSkills", { actor: actor.name ?? "", power: item.name, skills }));
    return;
  }

  const id = `swd6-power-${foundry.utils.randomID()}`;
  const input = { id, power, actorName: actor.name ?? "", codes, keptUp, woundPenalty, edition, wildDie: use.wildDie, forcePoint: use.forcePoint };
  const initial = initialPowerForm(power, edition);
  const asked = opensDialog(configure)
    ? await openRollConfigDialog(powerDialogSpec(input), initial, {
        title: game.i18n.format("SWD6.ForcePowers.useTitle", { power: item.name }),
        icon: "fa-solid fa-hand-sparkles",
        classes: ["swd6-power-window"],
      })
    : initial;
  if (!asked) return;
  // The Force point as it stands at the roll: one spent since the dialog opened doubles it without another.
  const atRoll = atTheRoll(actor, input, asked);
  if (!atRoll) return;
  const chosen = atRoll.form;
  const plan = powerPlan(power, powerCodes(codes, atRoll.setup.forcePoint ?? null, chosen), chosen, keptUp, woundPenalty);
  if (plan.rolls.some((roll) => roll.difficulty === null)) {
    ui.notifications?.warn("SWD6.ForcePowers.difficultyNeeded", { localize: true });
    return;
  }
  const rolls: object[] = [];
  for (const planned of plan.rolls) {
    const label = `${item.name}: ${game.i18n.localize(skillNameKey(planned.skill))}`;
    const roll = await rollD6(
      "forcePower",
      planRollOptions({ base: planned.base, code: planned.code, modifiers: [] }, label, actor.name ?? null, "scoring"),
      actor,
    );
    if (!roll) return;
    rolls.push(roll.toJSON());
  }
  notifyRefusal(await requestPowerCard({ actorId: actor.id ?? "", itemId: item.id ?? "", form: chosen, rolls }));
}

/** "Kept up" toggle: the owner drops a kept-up power, or marks one that may or must be kept up as up. */
export async function onToggleKeptUp(this: PowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  if (!this.isEditable) return;
  const item = powerOf(this, target);
  const power = itemData(item, "force-power");
  if (!item || !power || forcePowerRules(power).keptUp === "no") return;
  const up = systemFlag(item, KEPT_UP_FLAG) === true;
  await setSystemFlag(item, KEPT_UP_FLAG, !up);
}
