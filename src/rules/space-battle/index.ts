/**
 * The space battle quick rules (Raumschlacht, "Raumschlacht"): a self-contained mode for fleet battles
 * on a table with distances in centimetres. Each round: initiative, then in descending initiative
 * each ship moves and attacks, hits are resolved, and finally every ship rolls for repairs.
 */
export * from "./ship-state.ts";
export * from "./systems.ts";
export * from "./initiative.ts";
export * from "./attack.ts";
export * from "./defense.ts";
export * from "./damage-table.ts";
export * from "./repair.ts";
