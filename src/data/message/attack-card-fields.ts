/**
 * The attack card's flow state and landing as schema fields (applications/attack/flow/attack-card-flow.ts
 * `AttackCardState`, flow/attack-card-message.ts `CardLanding`): what each target's part of the card
 * holds, so that a write breaking the state's shape is refused by the card's model.
 */
import { REACTION_KINDS, REACTION_MODES } from "../../rules/actions/reactions.ts";
import { DAMAGE_MODELS, WOUND_LEVELS } from "../../rules/damage/damage.ts";
import { ALL_WEAPONS_CONDITIONS, HULL_DAMAGE_RESULTS, HYPERDRIVE_CONDITIONS, STARSHIP_DAMAGE_LEVELS } from "../../rules/vehicles/starship-damage.ts";
import { STARSHIP_DAMAGE_COUNTS, VEHICLE_DAMAGE_COUNTS } from "../actor/craft-damage.ts";
import { flag, list, number, numberOrNull, optionalText, text } from "./view-fields.ts";

const fields = foundry.data.fields;

/**
 * A member a card stored before it existed lacks, or that only one kind of target or craft has:
 * absent, not empty.
 */
const ABSENT = { required: false, nullable: false, initial: undefined } as const;

/**
 * A part of a target that is not there yet, or not there on a card stored before it existed: null
 * either way, as the flow writes it and reads it alike (`?? null`).
 */
const NOT_YET = { required: true, nullable: true, initial: null } as const;

/** One of a list's values. */
function oneOf<const T extends readonly string[]>(values: T, initial: T[number]) {
  return new fields.StringField({ required: true, nullable: false, blank: false, initial, choices: [...values] as T[number][] });
}

/** One of a list's values, or null while not decided. */
function oneOfOrNull<const T extends readonly string[]>(values: T) {
  return new fields.StringField({ ...NOT_YET, blank: false, choices: [...values] as T[number][] });
}

/** One of a list's values, where only one kind of craft has it. */
function optionalOneOf<const T extends readonly string[]>(values: T) {
  return new fields.StringField({ ...ABSENT, blank: false, choices: [...values] as T[number][] });
}

/** A whole count at least 0. */
function count() {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
}

/** A count, or a countdown in rounds (null while not running), that only one kind of craft has. */
function optionalCount(nullable = false) {
  return new fields.NumberField({ ...ABSENT, nullable, integer: true, min: 0 });
}

/** A yes or no absent on a card stored before it existed, or on the craft that has none. */
function optionalFlag() {
  return new fields.BooleanField(ABSENT);
}

/**
 * A craft's stored damage state (`system.damage` of a vehicle or a starship, data/actor/vehicle.ts and
 * starship.ts): a vehicle's members are all a starship's but its four flags and countdown, and a
 * schema holds no union, so what only one of them has is optional.
 */
function craftDamageField() {
  return new fields.SchemaField({
    // A vehicle's levels are a starship's less "destroyed", which a vehicle keeps as a flag.
    level: oneOf(STARSHIP_DAMAGE_LEVELS, "none"),
    ...(Object.fromEntries(STARSHIP_DAMAGE_COUNTS.map((key) => [key, optionalCount()])) as Record<
      (typeof STARSHIP_DAMAGE_COUNTS)[number],
      ReturnType<typeof optionalCount>
    >),
    ...(Object.fromEntries(VEHICLE_DAMAGE_COUNTS.map((key) => [key, count()])) as Record<(typeof VEHICLE_DAMAGE_COUNTS)[number], ReturnType<typeof count>>),
    generatorExplodesIn: optionalCount(true),
    weaponsDisabled: optionalFlag(),
    powerplantDestroyed: optionalFlag(),
    breaksUpIn: optionalCount(true),
    destroyed: optionalFlag(),
    allWeapons: optionalOneOf(ALL_WEAPONS_CONDITIONS),
    hyperdrive: optionalOneOf(HYPERDRIVE_CONDITIONS),
    deadInSpace: optionalFlag(),
    disintegratesIn: optionalCount(true),
  });
}

/** One target of the attack and how far its part of the card has come (the flow's `AttackCardTarget`). */
function targetField() {
  return new fields.SchemaField({
    key: text(),
    name: text(),
    actor: text(),
    // The flow's `TARGET_KINDS`; a card stored before craft targets existed has none (a character).
    kind: optionalOneOf(["character", "vehicle", "starship"] as const),
    codes: new fields.SchemaField({ damage: text(), resistance: text(), dodge: count(), forcePointResistance: optionalText() }),
    baseDifficulty: numberOrNull(),
    reaction: new fields.SchemaField({ kind: oneOf(REACTION_KINDS, "dodge"), total: number(), full: optionalFlag(), deflection: optionalFlag() }, NOT_YET),
    difficulty: numberOrNull(),
    hit: flag(),
    damage: numberOrNull(),
    resistance: numberOrNull(),
    inflicted: oneOfOrNull(WOUND_LEVELS),
    applied: new fields.SchemaField({ before: oneOf(WOUND_LEVELS, "none"), after: oneOf(WOUND_LEVELS, "none"), unconscious: flag() }, NOT_YET),
    craftResult: oneOfOrNull(HULL_DAMAGE_RESULTS),
    craftApplied: new fields.SchemaField({ before: craftDamageField(), after: craftDamageField(), systemRoll: numberOrNull(), effect: text() }, NOT_YET),
    tractorResult: new fields.SchemaField({ brokeFree: flag(), unitsReeledIn: count(), lostMoves: count() }, NOT_YET),
    // The flow's `TARGET_STAGES`: one it has not would not type-check where the card is read (attack-card-of.ts).
    stage: oneOf(["attacked", "missed", "damaged", "resisted", "applied"] as const, "attacked"),
  });
}

/** The attack card's whole flow state (the flow's `AttackCardState`). */
export function attackStateField() {
  return new fields.SchemaField({
    attacker: text(),
    attack: number(),
    reactionMode: oneOf(REACTION_MODES, "replace"),
    model: oneOf(DAMAGE_MODELS, "difference"),
    stun: flag(),
    tractorBeam: optionalFlag(),
    targets: list(targetField()),
  });
}

/**
 * An apply or undo under way (flow/attack-card-message.ts `CardLanding`): the target, the click, the
 * stage it was made at, the state the card reaches once the target is written, and whose click it is;
 * null when none is.
 */
export function landingField() {
  return new fields.SchemaField(
    { target: text(), type: oneOf(["apply", "undo"] as const, "apply"), stage: text(), state: attackStateField(), roller: text() },
    { required: false, nullable: true, initial: null },
  );
}
