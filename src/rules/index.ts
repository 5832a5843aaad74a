/**
 * The D6 rules engine: pure functions, no Foundry global, no DOM.
 * Everything the sheets, chat cards and combat tracker compute comes from here.
 */
export * from "./errors.ts";
export * from "./die-code.ts";
export * from "./roll.ts";
export * from "./difficulty.ts";
export * from "./probability.ts";
export * from "./opposed.ts";
export * from "./automatic-result.ts";
export * from "./preparation.ts";
export * from "./character-points.ts";
export * from "./force-points.ts";
export * from "./actions.ts";
export * from "./segments.ts";
export * from "./reactions.ts";
export * from "./combined-action.ts";
export * from "./surprise.ts";
export * from "./side-initiative.ts";
export * from "./damage.ts";
export * from "./wounds.ts";
export * from "./mortal-wounds.ts";
export * from "./armor.ts";
export * from "./melee-damage.ts";
export * from "./lightsaber.ts";
export * from "./ranged-difficulty.ts";
export * from "./healing.ts";
export * from "./falling.ts";
export * from "./scale.ts";
export * from "./skill-code.ts";
export * from "./movement.ts";
export * from "./long-distance.ts";
export * from "./movement-failure.ts";
export * from "./ramming.ts";
export * from "./lost-moves.ts";
export * from "./vehicle-damage.ts";
export * from "./starship-damage.ts";
export * from "./tractor-beam.ts";
export * from "./space-range.ts";
export * from "./evasive-action.ts";
export * from "./space-battle/index.ts";
export * from "./character-creation.ts";
export * from "./stun-setting.ts";
export * from "./walking.ts";
export * from "./damage-chart.ts";
