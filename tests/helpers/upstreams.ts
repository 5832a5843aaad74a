/**
 * The comparisons with an outside input — the upstream repositories' files and the project's
 * reference data, both copied into the upstream cache by `npm run upstreams` — run when that input
 * is there and skip otherwise. vitest runs a `describe` body while it collects, even a skipped one,
 * so a suite that needs the input is declared through `describeWith`, which never calls the body when
 * the input is absent and declares one skipped test instead, whose name says how to enable it. The
 * test command counts those names (scripts/test.mjs).
 */
import { describe, it } from "vitest";
import { UPSTREAMS_COMMAND, isPresent, upstreams } from "../../scripts/import/upstreams.ts";
import { referenceDataDir } from "../../scripts/packs/reference-data-dir.ts";
import type { SourceRepo } from "../../scripts/import/source.ts";

/** The prefix of every skipped comparison's name (scripts/test.mjs counts them by it). */
export const SKIPPED_COMPARISON = "upstream comparison skipped";

/** The upstream copies by role (each may be absent). */
export const UPSTREAM = upstreams();

/** The reference data's folder, or null when neither `SWD6_REFERENCE_DATA` nor the cache has it. */
export const REFERENCE_DATA = referenceDataDir();

/** An outside input a suite needs: an upstream's copy, or the reference data. */
export type OutsideInput = SourceRepo | "reference data";

const present = (input: OutsideInput) => (input === "reference data" ? REFERENCE_DATA !== null : isPresent(input));
const label = (input: OutsideInput) => (input === "reference data" ? "the reference data" : `${input.name} @ ${input.commit.slice(0, 7)}`);

/** Why a test or suite needing `inputs` cannot run here, or null when it can. */
export function missingInputs(inputs: OutsideInput[]): string | null {
  const missing = inputs.filter((input) => !present(input));
  return missing.length ? `${SKIPPED_COMPARISON} (needs ${missing.map(label).join(", ")}; run ${UPSTREAMS_COMMAND})` : null;
}

/**
 * A suite that runs only where its outside inputs are there: otherwise its body is never called and
 * one skipped test stands in for it.
 */
export function describeWith(inputs: OutsideInput[], title: string, body: () => void): void {
  const missing = missingInputs(inputs);
  if (missing === null) describe(title, body);
  else describe(title, () => it.skip(missing, () => {}));
}

/** A test that runs only where its outside inputs are there, else skipped under a name saying why. */
export function itWith(inputs: OutsideInput[], title: string, test: () => void | Promise<void>): void {
  const missing = missingInputs(inputs);
  if (missing === null) it(title, test);
  else it.skip(`${title}: ${missing}`, () => {});
}
