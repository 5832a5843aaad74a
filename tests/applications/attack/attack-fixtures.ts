/**
 * The attack card tests' running example, from the compendiums: Kell Tavari, a Brash Pilot (Blaster
 * 4D+2: Dexterity 3D plus 1D+2), fires a Heavy Blaster Pistol (5D energy, 3-7/25/50 m) at Garro
 * Thune, a Bounty Hunter (Strength 3D+2, Dodge at Dexterity 4D) in a Blast Vest, 20 m away, and at
 * an Imperial stormtrooper in Stormtrooper Armor 45 m away. Codes and difficulties come from
 * `planAttack`, the card's state from the flow, the dice from fixed faces scored by the rules.
 */
import {
  type AttackCardEvent,
  type AttackCardState,
  type CardUser,
  advanceAttackCard,
  createAttackCard,
} from "../../../src/applications/attack/flow/attack-card-flow.ts";
import type { AttackCardMessage } from "../../../src/applications/attack/flow/attack-card-message.ts";
import { readFileSync } from "node:fs";
import { type StarshipDamageSource, craftResistance } from "../../../src/data/actor/craft-damage.ts";
import type { D6RollOptions, MishapHandling } from "../../../src/dice/d6-roll-data.ts";
import { type RollCardContext, rollCardContext } from "../../../src/dice/roll-card.ts";
import { type RollPlan, planRoll } from "../../../src/dice/roll-modifiers.ts";
import { type CardRollView, cardRollView } from "../../../src/applications/attack/flow/attack-card-view.ts";
import { reactionRollPlan } from "../../../src/applications/attack/reaction-choices.ts";
import {
  type ArmorStats,
  type DieCode,
  type ReactionMode,
  armorDexterityPenalty,
  formatDieCode,
  parseArmorStats,
  parseDieCode,
  planAttack,
  scoreD6Roll,
  skillCode,
} from "../../../src/rules/index.ts";
import { loadTemplate, packEntry } from "../../helpers/packs.ts";
import { ownItemName, translatedName } from "../../helpers/babele.ts";
import { typed } from "../../helpers/phrasebook.ts";
import type { Lang } from "../../helpers/render.ts";

const PILOT = loadTemplate("Brash Pilot");
/** The Bounty Hunter template: Garro's attributes. */
export const HUNTER = loadTemplate("Bounty Hunter");
const PISTOL = packEntry<{ damage: string; damageKind: "energy"; ranges: string; scale: "character"; stun: boolean }>("weapons", "Heavy Blaster Pistol");

function armor(name: string): ArmorStats {
  const system = packEntry<{ physical: string; energy: string; dexterityPenalty: string }>("armor", name).system;
  return parseArmorStats({ physical: system.physical, energy: system.energy, dexterityPenalty: system.dexterityPenalty || null });
}

/** Kell Tavari's Blaster: the template's Dexterity plus 1D+2. */
export const BLASTER: DieCode = skillCode(parseDieCode(PILOT.system.attributes.dex), parseDieCode("1D+2"));

/** Garro Thune's Dodge: the Bounty Hunter's Dexterity (the template lists the skill at its attribute). */
export const GARRO_DODGE: DieCode = parseDieCode(HUNTER.system.attributes.dex);

/** The Blast Vest Garro wears. */
export const BLAST_VEST = armor("Blast Vest");

export const ACTORS = {
  kell: "Actor.kellTavari00001",
  garro: "Actor.garroThune000001",
  trooper: "Actor.stormtrooper0001",
};

export const KEYS = { garro: "Scene.s.Token.garro", trooper: "Scene.s.Token.trooper" };

/** The plan of each shot: Garro at 20 m (medium), the stormtrooper at 45 m (long). */
export function shotPlans() {
  const weapon = { damage: PISTOL.system.damage, damageKind: PISTOL.system.damageKind, scale: PISTOL.system.scale, ranges: PISTOL.system.ranges };
  const strength = parseDieCode(PILOT.system.attributes.str);
  return {
    garro: planAttack({
      skill: BLASTER,
      strength,
      penalty: 0,
      weapon,
      target: { scale: "character", resistance: parseDieCode(HUNTER.system.attributes.str), armor: BLAST_VEST },
      distance: 20,
    }),
    trooper: planAttack({
      skill: BLASTER,
      strength,
      penalty: 0,
      weapon,
      target: { scale: "character", resistance: parseDieCode("2D"), armor: armor("Stormtrooper Armor") },
      distance: 45,
    }),
  };
}

/** A scored roll of `code` with the wild die and fixed faces, as the roll card shows it. */
export function fixedRoll(
  label: string,
  plan: RollPlan,
  faces: { dice: number[]; wild: number[]; pips?: number },
  mishap: MishapHandling = "count",
): RollCardContext {
  const options: D6RollOptions = {
    label,
    actorName: null,
    base: plan.base,
    code: plan.code,
    modifiers: plan.modifiers,
    wildDie: true,
    mishap,
    difficulty: null,
    difficultyLevel: null,
    probability: null,
    automatic: null,
  };
  const result = scoreD6Roll({ dice: faces.dice, wild: faces.wild, pips: faces.pips ?? plan.code.pips }, mishap === "ask" ? "count" : mishap);
  return rollCardContext({ options, result, isPrivate: false });
}

/** A plain code's plan: nothing between base and code. */
export function bare(code: string): RollPlan {
  const parsed = parseDieCode(code);
  return { base: parsed, code: parsed, modifiers: [] };
}

/** Kell's attack roll: Blaster 4D+2 with the faces given (default 5, 3, 4 and the wild die 6 then 2: 22), named after his pistol in the table's language. */
export function attackRoll(faces = { dice: [5, 3, 4], wild: [6, 2] }, mishap: MishapHandling = "count", lang: Lang = "en"): RollCardContext {
  return fixedRoll(translatedName(PISTOL.name, lang, ["weapons"]), planRoll({ base: BLASTER, kind: "skill", actions: 1, wound: null }), faces, mishap);
}

/** The card as the attack dialog writes it for the attack roll's total, its names in the table's language. */
export function kellShoots(total: number, reactionMode: ReactionMode = "replace", lang: Lang = "en"): AttackCardMessage {
  const plans = shotPlans();
  const target = (key: string, name: string, actor: string, plan: ReturnType<typeof planAttack>) => ({
    key,
    name,
    actor,
    difficulty: plan.difficulty,
    codes: { damage: formatDieCode(plan.damage), resistance: formatDieCode(plan.resistance), dodge: plan.dodge },
  });
  const state = createAttackCard({
    attacker: ACTORS.kell,
    attack: total,
    reactionMode,
    model: "difference",
    stun: false,
    targets: [
      target(KEYS.garro, "Garro Thune", ACTORS.garro, plans.garro),
      target(KEYS.trooper, typed("Imperial Stormtrooper", lang), ACTORS.trooper, plans.trooper),
    ],
  });
  return {
    state,
    weapon: {
      uuid: `${ACTORS.kell}.Item.heavyBlaster0001`,
      name: translatedName(PISTOL.name, lang, ["weapons"]),
      img: "icons/svg/target.svg",
      damage: PISTOL.system.damage,
      damageKind: PISTOL.system.damageKind,
      stun: false,
      lightsaber: false,
    },
    attackerName: "Kell Tavari",
    attackCode: formatDieCode(BLASTER),
  };
}

/**
 * A card between craft with its names as the compendium's translation gives them: the attacking
 * craft's, its weapon's and each target craft's.
 * @param attacker the attacking craft's English name, whose translation names its weapons
 */
export function craftCardIn(card: AttackCardMessage, attacker: string, lang: Lang): AttackCardMessage {
  const craft = ["starships", "vehicles"];
  return {
    ...card,
    attackerName: translatedName(card.attackerName, lang, craft),
    weapon: { ...card.weapon, name: ownItemName(attacker, card.weapon.name, lang) },
    state: { ...card.state, targets: card.state.targets.map((target) => ({ ...target, name: translatedName(target.name, lang, craft) })) },
  };
}

/** The card after clicks, each by its user. */
export function play(card: AttackCardMessage, ...clicks: [AttackCardEvent, CardUser][]): AttackCardMessage {
  const state = clicks.reduce((current: AttackCardState, [event, user]) => advanceAttackCard(current, event, user), card.state);
  return { ...card, state };
}

export const GM: CardUser = { isGM: true, ownsAttacker: false, ownsTarget: false };

/** Garro's dodge roll: Dodge 4D less the Blast Vest's Dexterity penalty, with the faces given, named in the table's language. */
export function garroDodge(faces: { dice: number[]; wild: number[] }, lang: Lang = "en"): CardRollView {
  const plan = reactionRollPlan({
    skill: GARRO_DODGE,
    wound: "none",
    model: "difference",
    armorPenalty: armorDexterityPenalty(BLAST_VEST),
    kind: "dodge",
    codes: { dodge: 0 },
  });
  return cardRollView(fixedRoll(translatedName("Dodge", lang, ["skills"]), plan, faces), 1);
}

/** A damage or resistance roll of the card's code with the faces given. */
export function codeRoll(code: string, faces: { dice: number[]; wild: number[] }): CardRollView {
  return cardRollView(fixedRoll("roll", bare(code), faces), 2);
}

/** The X-wing's `system` data as the compendium holds it. */
export function xwingSystem(): StarshipDamageSource & Record<string, unknown> {
  return JSON.parse(readFileSync("packs/_source/starships/x-wing_zJKBduXkTRTEC69K.json", "utf8")).system;
}

/**
 * A TIE fighter's printed gunner (gunnery 4D + fire control 2D) fires its laser cannons at an X-wing
 * (hull 4D + shields 1D), the names in the table's language.
 */
export function tieShootsXwing(total: number, lang: Lang = "en"): AttackCardMessage {
  const xwing = xwingSystem();
  const plan = planAttack({
    skill: parseDieCode("4D"),
    strength: parseDieCode("0D"),
    penalty: 0,
    weapon: { damage: "5D", damageKind: "energy", scale: "starfighter", ranges: "100-300/1200/2500", fireControl: parseDieCode("2D") },
    target: { scale: "starfighter", resistance: craftResistance("starship", xwing), armor: null },
    distance: 200,
  });
  const state = createAttackCard({
    attacker: "Actor.tie",
    attack: total,
    reactionMode: "replace",
    model: "difference",
    stun: false,
    targets: [
      {
        key: "Scene.s.Token.xwing",
        name: typed("Red Three", lang),
        actor: "Actor.xwing",
        kind: "starship",
        difficulty: plan.difficulty,
        codes: { damage: formatDieCode(plan.damage), resistance: formatDieCode(plan.resistance), dodge: plan.dodge },
      },
    ],
  });
  return {
    state,
    weapon: {
      uuid: null,
      name: ownItemName("TIE Fighter", "Laser Cannons (fire linked)", lang),
      img: "icons/svg/target.svg",
      damage: "5D",
      damageKind: "energy",
      stun: false,
      lightsaber: false,
    },
    attackerName: translatedName("TIE Fighter", lang, ["starships"]),
    attackCode: formatDieCode(plan.attack),
  };
}
