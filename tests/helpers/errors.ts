/**
 * Assertions about what the rules engine throws. It documents two errors, RuleArgumentError
 * (naming the bad argument) and DieCodeError; random input must never raise anything else.
 */
import { expect } from "vitest";
import { DieCodeError, RuleArgumentError } from "../../src/rules/index.ts";

/** What `fn` threw, or `undefined` when it returned. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Asserts that `fn` throws a RuleArgumentError naming `argument`. */
export function expectArgumentError(fn: () => unknown, argument: string): void {
  const error = thrown(fn);
  expect(error).toBeInstanceOf(RuleArgumentError);
  expect(error).toMatchObject({ argument });
}

/** An error class a call may throw. */
type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Calls each function in turn; each may return or throw an instance of one of `allowed`. Any other
 * error, an assertion failing inside a call included, is rethrown as it is, so that the test fails
 * with that error's own message and stack.
 */
export function expectOnlyErrors(allowed: readonly ErrorClass[], ...calls: (() => unknown)[]): void {
  for (const call of calls) {
    const error = thrown(call);
    if (error !== undefined && !allowed.some((type) => error instanceof type)) throw error;
  }
}

/** {@link expectOnlyErrors} with the engine's documented errors: RuleArgumentError and DieCodeError. */
export function expectOnlyDocumentedErrors(...calls: (() => unknown)[]): void {
  expectOnlyErrors([RuleArgumentError, DieCodeError], ...calls);
}
