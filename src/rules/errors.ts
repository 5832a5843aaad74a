/**
 * Errors thrown by the rules engine, and the checks of input that throw them. Every function in
 * `src/rules/` throws only these (or `DieCodeError` from die-code.ts), so callers can tell bad input
 * from a bug.
 */

/**
 * An argument outside what a rule accepts: NaN, a negative count, an unknown scale or
 * wound level. `argument` names the parameter; the message quotes the bad value.
 */
export class RuleArgumentError extends RangeError {
  /** The name of the offending parameter, e.g. `"difficulty"`. */
  readonly argument: string;

  /**
   * @param argument the parameter's name
   * @param value the rejected value, quoted in the message
   * @param expected what the parameter accepts, in words
   */
  constructor(argument: string, value: unknown, expected: string) {
    super(`Invalid ${argument}: ${describe(value)} (expected ${expected})`);
    this.name = "RuleArgumentError";
    this.argument = argument;
  }
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Asserts `value` is a finite integer within [min, max].
 * @throws RuleArgumentError naming `argument` otherwise
 */
export function requireInteger(argument: string, value: unknown, min = -Infinity, max = Infinity): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    const range =
      min === -Infinity && max === Infinity
        ? "an integer"
        : max === Infinity
          ? `an integer >= ${min}`
          : min === -Infinity
            ? `an integer <= ${max}`
            : `an integer from ${min} to ${max}`;
    throw new RuleArgumentError(argument, value, range);
  }
  return value;
}

/**
 * Asserts `value` is a finite number within [min, max].
 * @throws RuleArgumentError naming `argument` otherwise
 */
export function requireNumber(argument: string, value: unknown, min = -Infinity, max = Infinity): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw new RuleArgumentError(argument, value, `a finite number from ${min} to ${max}`);
  }
  return value;
}

/**
 * Asserts `value` is one of `allowed`.
 * @throws RuleArgumentError naming `argument` otherwise
 */
export function requireOneOf<T extends string>(argument: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RuleArgumentError(argument, value, `one of ${allowed.join(", ")}`);
  }
  return value as T;
}

/**
 * Asserts `value` is an object (not null): a state, a declaration, a roll record.
 * @param expected what the object should be, in words (`"a vehicle state object"`)
 * @throws RuleArgumentError naming `argument` otherwise
 */
export function requireObject(argument: string, value: unknown, expected: string): void {
  if (value === null || typeof value !== "object") throw new RuleArgumentError(argument, value, expected);
}

/**
 * Whether `value` is a plain record: an object that is neither null nor an array (stored data and
 * payloads are checked with it before their fields are read). Never throws.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Asserts `value` is a boolean.
 * @throws RuleArgumentError naming `argument` otherwise
 */
export function requireBoolean(argument: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new RuleArgumentError(argument, value, "a boolean");
  return value;
}

/**
 * Asserts `value` is an id: a non-empty string (a combatant's, a side's).
 * @throws RuleArgumentError naming `argument` otherwise
 */
export function requireId(argument: string, value: unknown): string {
  if (typeof value !== "string" || value === "") throw new RuleArgumentError(argument, value, "a non-empty id");
  return value;
}

/**
 * Asserts `value` is an id (see {@link requireId}) not yet in `seen`, and adds it to `seen`.
 * @param once what the id must be, for the message (`"an id unique in the round"`)
 * @throws RuleArgumentError naming `argument` for an empty id or one already in `seen`
 */
export function requireUniqueId(argument: string, value: unknown, seen: Set<string>, once: string): string {
  const id = requireId(argument, value);
  if (seen.has(id)) throw new RuleArgumentError(argument, id, once);
  seen.add(id);
  return id;
}

/**
 * Whether a reader of the rules accepts a text: `read` returns for it rather than throwing.
 * @param read a reader that throws for text it cannot read (`parseWeaponRanges`, `parseDieCode` …)
 * @param text the text
 */
export function readable(read: (text: string) => unknown, text: string): boolean {
  try {
    read(text);
    return true;
  } catch {
    return false;
  }
}
