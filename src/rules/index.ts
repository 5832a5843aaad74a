/**
 * The D6 rules engine: pure functions, no Foundry global, no DOM.
 * Everything the sheets, chat cards and combat tracker compute comes from here.
 */
export * from "./errors.ts";
export * from "./die-code.ts";
export * from "./roll.ts";
