/**
 * What the attack dialog posts, built by pure functions from its setup, its fields and the rolled
 * total: the attack roll's options, and the attack card's message data (`flags.swd6rpg.attackCard`)
 * whose state the card's flow starts from (`createAttackCard`). The Foundry side only rolls and
 * creates the message.
 */
import type { D6RollOptions } from "../../../dice/d6-roll-data.ts";
import type { RollModifier } from "../../../dice/roll-modifiers.ts";
import { type DieCode, addDieCodes, formatDieCode } from "../../../rules/dice/die-code.ts";
import { difficultyLevelOf } from "../../../rules/dice/difficulty.ts";
import { RuleArgumentError } from "../../../rules/errors.ts";
import { scaleModifiers } from "../../../rules/vehicles/scale.ts";
import { createAttackCard } from "./attack-card-flow.ts";
import type { AttackCardMessage } from "./attack-card-message.ts";
import type { AttackSetup } from "./attack-dialog-setup.ts";
import type { AttackForm, AttackSummary } from "./attack-dialog-view.ts";

/** A summary the dialog can roll: valid, with its attack code. */
function rollable(summary: AttackSummary): DieCode {
  if (!summary.valid || summary.attack === null) throw new RuleArgumentError("summary", summary.error, "an attack the rules could plan");
  return summary.attack;
}

/**
 * The attack roll's options: the skill's code as on the sheet (doubled by a Force point), the code
 * rolled, and the modifiers between them (wounds, declared actions, and the rest together: armor, the
 * typed modifier, fire control, scale dice and the combined action bonus's part on the attack). With targets the difficulty is each target's, on the
 * card, so the roll carries none; without a target it carries the declared band's (or the melee
 * weapon's) and its chance. A character's attack is a skill roll for character points (R&E: they are
 * spent on any roll but initiative, none in a round a Force point was spent: `characterPointLimit`);
 * a craft's weapon carries none.
 *
 * @param setup the dialog's setup
 * @param form the fields
 * @param summary what the rules made of them
 * @throws RuleArgumentError for a summary that cannot be rolled
 */
export function attackRollOptions(setup: AttackSetup, form: AttackForm, summary: AttackSummary): D6RollOptions {
  const code = rollable(summary);
  const scale = summary.targets[0] ? scaleModifiers(setup.weapon.attack.scale, summary.targets[0].target.scale).attack : 0;
  const armor = { dice: -setup.armorPenalty.dice, pips: -setup.armorPenalty.pips };
  const combined = summary.combined?.attack ?? { dice: 0, pips: 0 };
  const other = [armor, setup.weapon.attack.fireControl ?? { dice: 0, pips: 0 }, { dice: scale, pips: 0 }, combined].reduce(addDieCodes, summary.modifier);
  const modifiers: RollModifier[] = [
    { source: "wound" as const, amount: { dice: -summary.penalty.wound + 0, pips: 0 } },
    { source: "actions" as const, amount: { dice: -summary.penalty.actions + 0, pips: 0 } },
    { source: "other" as const, amount: { dice: other.dice + 0, pips: other.pips + 0 } },
  ].filter((m) => m.amount.dice !== 0 || m.amount.pips !== 0);
  const untargeted = summary.untargeted;
  return {
    label: setup.weapon.source.name,
    actorName: setup.attacker.name,
    base: { ...summary.base },
    code: { ...code },
    modifiers,
    wildDie: form.wildDie,
    mishap: setup.rules.mishap,
    difficulty: untargeted?.difficulty ?? null,
    difficultyLevel: untargeted ? difficultyLevelOf(untargeted.difficulty) : null,
    probability: untargeted?.outlook.probability ?? null,
    automatic: untargeted?.outlook.automatic ?? null,
    ...(setup.forcePoint ? { points: { roll: "skill" as const, forcePoint: summary.forcePoint, characterPoints: [] } } : {}),
  };
}

/**
 * Whether a weapon is a tractor beam: its `tractorBeam` flag (the compendium's starships set it on
 * their "Tractor Beam Projectors"; the weapon sheet sets it on any other).
 * @param weapon the weapon's data
 */
export function isTractorBeam(weapon: { system: { tractorBeam?: unknown } }): boolean {
  return weapon.system.tractorBeam === true;
}

/**
 * The attack card's message data for a rolled total: the card's state as the attack roll leaves it
 * (`createAttackCard`: each target hit or missed against its planned difficulty, out of range a
 * miss), the weapon as the card shows it, the attacker's name and the attack code.
 *
 * @param setup the dialog's setup
 * @param form the fields (the stun setting)
 * @param summary what the rules made of them; must have targets
 * @param total the attack roll's total (with a mishap the gamemaster has yet to decide, the total as it stands)
 * @throws RuleArgumentError for a summary that cannot be rolled or has no target, or a total that is not a finite number
 */
export function attackCardMessage(setup: AttackSetup, form: AttackForm, summary: AttackSummary, total: number): AttackCardMessage {
  const code = rollable(summary);
  const stun = setup.weapon.source.system.stun === true && form.stun;
  const state = createAttackCard({
    attacker: setup.attacker.uuid,
    attack: total,
    reactionMode: setup.rules.reactionMode,
    model: setup.rules.damageModel,
    stun,
    tractorBeam: isTractorBeam(setup.weapon.source),
    targets: summary.targets.map(({ target, plan }) => {
      if (!plan) throw new RuleArgumentError("summary.targets", target.name, "a planned target");
      return {
        key: target.key,
        name: target.name,
        actor: target.actor,
        difficulty: plan.difficulty,
        codes: {
          damage: formatDieCode(plan.damage),
          resistance: formatDieCode(plan.resistance),
          dodge: plan.dodge,
          // A Force point doubles Strength, not armor or scale: the resistance plus Strength once more.
          ...(target.kind === "character" && target.resistance ? { forcePointResistance: formatDieCode(addDieCodes(plan.resistance, target.resistance)) } : {}),
        },
        kind: target.kind,
      };
    }),
  });
  const source = setup.weapon.source;
  return {
    state,
    weapon: {
      uuid: source.uuid,
      name: source.name,
      img: source.img,
      damage: source.system.damage,
      damageKind: setup.weapon.attack.damageKind,
      stun,
      lightsaber: source.system.lightsaber === true,
    },
    attackerName: setup.attacker.name,
    attackCode: formatDieCode(code),
  };
}
