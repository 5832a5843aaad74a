// The types of what scripts/ci-local.mjs exports, for the tests that import it.

/** The one-line `run` steps of a workflow's job, in order; throws when the workflow has no such job. */
export function jobRunSteps(workflow: string, job: string): string[];

/** The PATH without git: a folder holding git is stood in for by a folder of links to everything else in it. */
export function pathWithoutGit(path: string, scratch: string): string;
