/**
 * The attack dialog: a weapon's attack against the targeted tokens, with each target's range band,
 * difficulty and chance to hit; its roll becomes an attack card (or, with no token targeted, a roll
 * card against the declared range band's difficulty).
 *
 * This module only gathers document and canvas data, shows the dialog and posts the roll; the
 * numbers come from attack-dialog-setup.ts, attack-dialog-view.ts and attack-dialog-message.ts.
 */
import { keptUpActions } from "../rules/force/force-power.ts";
import { type SkillAttributeKey, SYSTEM_ID, SYSTEM_PATH } from "../constants.ts";
import { applyMessageMode, currentMessageMode } from "../compat.ts";
import { D6Roll } from "../dice/d6-roll.ts";
import { MOST_DECLARED_ACTIONS } from "../dice/roll-modifiers.ts";
import type { SWD6Actor } from "../documents/actor.ts";
import type { ArmorStats } from "../rules/damage/armor.ts";
import { type DieCode, formatDieCode } from "../rules/dice/die-code.ts";
import { type CraftKind, craftResistance } from "../data/actor/craft-damage.ts";
import { getRuleSetting } from "../settings.ts";
import {
  type AttackSetup,
  type AttackSkillSource,
  type DialogMessage,
  type TargetSource,
  type WeaponSource,
  attackSetup,
  metersFromSceneUnits,
  skillKeyOf,
} from "./attack-dialog-setup.ts";
import { type AttackForm, attackDialogContext, attackSummaryView, initialAttackForm, readAttackForm, showAttackSummary, summarizeAttack } from "./attack-dialog-view.ts";
import { attackCardFlags, attackCardMessage, attackRollOptions, isTractorBeam } from "./attack-dialog-message.ts";
import { foundryTranslator } from "./sheet-shared.ts";
import { formFields } from "./form-fields.ts";

/** Where the canonical skills are looked up, for the attribute an untrained skill falls back to. */
const SKILLS_PACK = `${SYSTEM_ID}.skills`;

/** A token on the canvas, as far as the dialog reads it. */
type CanvasToken = foundry.canvas.placeables.Token;

/** Shows a message as an error notification. */
function notify(message: DialogMessage): void {
  ui.notifications?.error(game.i18n.format(message.key, message.data ?? {}));
}

/** The attribute the weapon's skill belongs to, from the skills compendium; null when it is not there. */
async function canonicalAttribute(weaponSkill: string): Promise<SkillAttributeKey | null> {
  const pack = game.packs.get(SKILLS_PACK);
  if (!pack) return null;
  const key = skillKeyOf(weaponSkill);
  const index = (await pack.getIndex({ fields: ["system.key", "system.attribute"] as never })) as unknown as Iterable<{
    system?: { key?: string; attribute?: SkillAttributeKey };
  }>;
  for (const entry of index) if (entry.system?.key === key) return entry.system.attribute ?? null;
  return null;
}

/** The actor's worn armor, or none when its data cannot be read (the sheet reports that). */
function armorOf(actor: Actor.Implementation | null): ArmorStats | null {
  try {
    return (actor as unknown as SWD6Actor | null)?.wornArmor?.() ?? null;
  } catch {
    return null;
  }
}

/** The attacker as plain data. */
function attackerSource(actor: SWD6Actor): Parameters<typeof attackSetup>[0]["attacker"] {
  const system = actor.system as unknown as { attributes?: Record<string, string>; woundLevel?: unknown };
  let armorPenalty: DieCode = { dice: 0, pips: 0 };
  try {
    armorPenalty = actor.dexterityArmorPenalty();
  } catch {
    // Malformed armor data: the sheet reports it; the attack goes on without the penalty.
  }
  return {
    uuid: actor.uuid,
    name: actor.name,
    attributes: system.attributes ?? {},
    woundLevel: system.woundLevel,
    skills: actor.items
      .filter((item) => item.type === "skill")
      .map((item) => ({ id: item.id ?? "", name: item.name, system: item.system as unknown as AttackSkillSource["system"] })),
    keptUpActions: keptUpActions(actor.keptUpPowerSkills()),
    armorPenalty,
  };
}

/**
 * The weapon as plain data. A starship's weapon fired in space measures its ranges in space units
 * (`spaceRanges`, a scene gridded in space units) instead of meters, when it prints them.
 */
function weaponSource(weapon: Item.Implementation, space: boolean): WeaponSource {
  const system = weapon.system as unknown as WeaponSource["system"] & { spaceRanges?: string };
  const ranges = space && system.spaceRanges ? system.spaceRanges : system.ranges;
  return { uuid: weapon.uuid ?? null, name: weapon.name, img: weapon.img ?? "", space, system: { ...system, ranges } };
}

/** The attacker's token on the canvas: the one the user controls, else the first active one. */
function attackerToken(actor: SWD6Actor): CanvasToken | null {
  const controlled = canvas?.tokens?.controlled.find((token) => token.actor?.uuid === actor.uuid);
  return controlled ?? (actor.getActiveTokens(true) as CanvasToken[])[0] ?? null;
}

/**
 * Meters between two tokens' centers on the canvas, with the grid's own measurement
 * (`canvas.grid.measurePath`) in the scene's units; null when either token is missing or the
 * canvas cannot measure.
 */
function distanceBetween(from: CanvasToken | null, to: CanvasToken): number | null {
  if (!from || !canvas?.grid || from.scene !== to.scene) return null;
  try {
    const measured = canvas.grid.measurePath([from.center, to.center], {});
    return metersFromSceneUnits(measured.distance, canvas.scene?.grid.units);
  } catch {
    return null;
  }
}

/** A craft's resistance code as text (body strength, or hull and shields left); null when unreadable. */
function craftResistanceText(kind: CraftKind, system: unknown): string | null {
  try {
    return formatDieCode(craftResistance(kind, system as Parameters<typeof craftResistance>[1]));
  } catch {
    return null;
  }
}

/**
 * The user's targeted tokens as plain data; tokens without an actor are left out. A starship caught
 * by a tractor beam resists with its hull code alone (seed 002: "roll the tractor beam's damage
 * against the target ship's hull code"), not hull and shields.
 */
function targetSources(actor: SWD6Actor, tractorBeam = false): TargetSource[] {
  const from = attackerToken(actor);
  return [...game.user.targets].flatMap((token): TargetSource[] => {
    const target = token.actor;
    if (!target) return [];
    const system = target.system as unknown as { attributes?: { str?: string }; scale?: unknown };
    const craft = target.type === "vehicle" || target.type === "starship" ? (target.type as CraftKind) : null;
    return [
      {
        key: token.document.uuid,
        actor: target.uuid,
        name: token.name || target.name,
        distance: distanceBetween(from, token),
        scale: system.scale ?? null,
        resistance: craft
          ? craftResistanceText(craft, tractorBeam && craft === "starship" ? { ...system, shields: "0D" } : system)
          : (system.attributes?.str ?? null),
        armor: craft ? null : armorOf(target),
        kind: craft ?? "character",
      },
    ];
  });
}


/** Wires the rendered dialog: every change of a field recomputes the summary. */
function wireDialog(root: HTMLElement, setup: AttackSetup): void {
  const form = root.querySelector("form") ?? root.closest("form");
  if (!form) return;
  const update = () =>
    showAttackSummary(root, attackSummaryView(setup, summarizeAttack(setup, readAttackForm(formFields(form), setup))), (key, data) =>
      game.i18n.format(key, data ?? {}),
    );
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  update();
  // After the dialog has placed its own focus; the dialog may live in a popped-out window (v14).
  // A distance that could not be measured comes first, else the declared actions.
  root.ownerDocument.defaultView?.requestAnimationFrame(() => {
    const distances = [...form.querySelectorAll<HTMLInputElement>('input[name$=".distance"]')];
    const first = distances.find((input) => input.value === "") ?? form.querySelector<HTMLInputElement>('input[name="actions"]');
    first?.focus();
    first?.select();
  });
}

/** Rolls the attack and posts it: an attack card with targets, a roll card without. */
async function postAttack(actor: SWD6Actor, setup: AttackSetup, form: AttackForm): Promise<D6Roll | null> {
  const summary = summarizeAttack(setup, form);
  if (!summary.valid) {
    if (summary.error) notify(summary.error);
    return null;
  }
  const roll = D6Roll.fromOptions(attackRollOptions(setup, form, summary));
  await roll.evaluate();
  const messageClass = ChatMessage.implementation;
  const data: Record<string, unknown> = {
    speaker: messageClass.getSpeaker({ actor: actor as unknown as Actor.Implementation }),
    rolls: [roll],
    sound: CONFIG.sounds.dice,
  };
  if (summary.targets.length > 0) {
    // A pending mishap: the card starts from the total as it stands; settling it re-scores the card.
    data.flags = attackCardFlags(attackCardMessage(setup, form, summary, roll.total ?? 0));
  }
  applyMessageMode(messageClass as never, data, form.mode);
  await messageClass.create(data as never);
  return roll;
}

/**
 * Opens the attack dialog for `actor` attacking with `weapon` against the user's targeted tokens,
 * and, when the player rolls, posts the attack. A weapon whose data the rules cannot read, or an
 * attacker the user does not own, gets a localized notification and no dialog.
 *
 * @param actor the attacker
 * @param weapon the weapon (a `weapon` Item, usually the actor's own)
 * @param options `actions`: the actions declared this round, this one included (the combat tracker
 *   presets the multiple action penalty with it); 1 when not given. `crewSkill`: a craft's weapon is
 *   fired with its gunner's skill (label and code), the weapon's fire control added by the rules;
 *   `space`: a starship's weapon, its ranges in space units
 * @returns the attack roll once posted, or null when the dialog was closed or refused
 */
export async function openAttackDialog(
  actor: SWD6Actor,
  weapon: Item.Implementation,
  options: { actions?: number; crewSkill?: { label: string; code: DieCode }; space?: boolean } = {},
): Promise<D6Roll | null> {
  if (!actor.isOwner) {
    notify({ key: "SWD6.AttackDialog.error.notOwner", data: { name: actor.name } });
    return null;
  }
  if (weapon.type !== "weapon") {
    notify({ key: "SWD6.AttackDialog.error.weaponData", data: { name: weapon.name } });
    return null;
  }
  const source = weaponSource(weapon, options.space ?? false);
  const wildDie = getRuleSetting("wildDie") === "on";
  const result = attackSetup({
    attacker: attackerSource(actor),
    weapon: source,
    targets: targetSources(actor, isTractorBeam(weapon as unknown as { system: { tractorBeam?: unknown } })),
    rules: {
      reactionMode: getRuleSetting("reactionMode"),
      damageModel: getRuleSetting("damageModel"),
      wildDie,
      mishap: getRuleSetting("mishap"),
    },
    skillAttribute: await canonicalAttribute(source.system.skill),
    canToggleWildDie: game.user.isGM,
    i18n: foundryTranslator(),
    crewSkill: options.crewSkill ?? null,
  });
  if (!result.ok) {
    notify(result.error);
    return null;
  }
  const setup = result.setup;
  const id = `swd6-attack-${foundry.utils.randomID()}`;
  const content = await foundry.applications.handlebars.renderTemplate(
    `${SYSTEM_PATH}/templates/apps/attack-dialog.hbs`,
    attackDialogContext(setup, initialAttackForm(setup, currentMessageMode(game.settings), Math.min(Math.max(Math.trunc(options.actions ?? 1), 1), MOST_DECLARED_ACTIONS)), id) as never,
  );
  const form = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("SWD6.AttackDialog.title", { weapon: weapon.name }), icon: "fa-solid fa-crosshairs" },
    classes: [SYSTEM_ID, "swd6-roll-window", "swd6-attack-window"],
    position: { width: 560 },
    content,
    buttons: [
      {
        action: "roll",
        label: "SWD6.AttackDialog.roll",
        icon: "fa-solid fa-crosshairs",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => (button.form ? readAttackForm(formFields(button.form), setup) : null),
      },
      { action: "cancel", label: "SWD6.Roll.cancel", icon: "fa-solid fa-xmark" },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => wireDialog(dialog.element, setup),
    rejectClose: false,
  });
  if (!form || typeof form !== "object") return null;
  try {
    return await postAttack(actor, setup, form as AttackForm);
  } catch (error) {
    console.error(`${SYSTEM_ID} | the attack could not be posted`, error);
    notify({ key: "SWD6.AttackDialog.error.post", data: { message: error instanceof Error ? error.message : String(error) } });
    return null;
  }
}
