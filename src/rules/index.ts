/**
 * The D6 rules engine, the one public entry: pure functions, no Foundry global, no DOM.
 * Everything the sheets, chat cards and combat tracker compute comes from here; the modules sit in
 * one folder per domain.
 */

// Errors every rule throws
export * from "./errors.ts";

// Dice: die codes, rolls, difficulties, chances
export * from "./dice/die-code.ts";
export * from "./dice/roll.ts";
export * from "./dice/difficulty.ts";
export * from "./dice/probability.ts";
export * from "./dice/opposed.ts";
export * from "./dice/automatic-result.ts";
export * from "./dice/skill-code.ts";

// Actions: declarations, segments, reactions, initiative, difficulties to hit
export * from "./actions/preparation.ts";
export * from "./actions/actions.ts";
export * from "./actions/segments.ts";
export * from "./actions/reactions.ts";
export * from "./actions/combined-action.ts";
export * from "./actions/surprise.ts";
export * from "./actions/side-initiative.ts";
export * from "./actions/ranged-difficulty.ts";

// Damage: wounds, armor, melee and lightsaber damage, healing
export * from "./damage/damage.ts";
export * from "./damage/wounds.ts";
export * from "./damage/mortal-wounds.ts";
export * from "./damage/armor.ts";
export * from "./damage/melee-damage.ts";
export * from "./damage/lightsaber.ts";
export * from "./damage/healing.ts";
export * from "./damage/falling.ts";
export * from "./damage/stun-setting.ts";
export * from "./damage/stun-duration.ts";
export * from "./damage/damage-chart.ts";

// Characters: creation, character and Force points
export * from "./characters/character-points.ts";
export * from "./characters/force-points.ts";
export * from "./characters/character-creation.ts";
export * from "./characters/species-limits.ts";
export * from "./characters/droid-degrees.ts";
export * from "./characters/walking.ts";
export * from "./characters/advancement.ts";
export * from "./characters/advance-step.ts";
export * from "./characters/advanced-skills.ts";
export * from "./characters/creation-specializations.ts";
export * from "./characters/skill-list.ts";

// The Force: using Force powers, keeping them up
export * from "./force/force-power.ts";

// Vehicles and starships: scale, movement, damage, space range
export * from "./vehicles/scale.ts";
export * from "./vehicles/movement.ts";
export * from "./vehicles/long-distance.ts";
export * from "./vehicles/movement-failure.ts";
export * from "./vehicles/ramming.ts";
export * from "./vehicles/lost-moves.ts";
export * from "./vehicles/vehicle-damage.ts";
export * from "./vehicles/starship-damage.ts";
export * from "./vehicles/tractor-beam.ts";
export * from "./vehicles/space-range.ts";
export * from "./vehicles/evasive-action.ts";
export * from "./vehicles/crew-roll.ts";

// The space battle quick rules (Raumschlacht)
export * from "./space-battle/index.ts";

// The attack, composed from the rules above
export * from "./attack.ts";
