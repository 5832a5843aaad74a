/**
 * The roll links of journal pages and chat messages, parsed: `[[/d6 4D+2]]`, `[[/d6 4D+2 vs 15]]`,
 * `[[/d6 4D+2 vs moderate]]{Climb the wall}` and `@Check[blaster|moderate]{Shoot the lock}`. Pure:
 * every input, however malformed, gives a link, valid or not, and nothing here throws.
 */
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../rules/dice/difficulty.ts";
import { type DieCode, checkRollable, parseDieCode } from "../../rules/dice/die-code.ts";
import { comparableName } from "../lookup.ts";

/** The largest difficulty number a link may name: past it the text is more likely a typo. */
export const MOST_LINK_DIFFICULTY = 999;

/** A link's difficulty: a number, or a level whose number the roll dialog fills in for the edition. */
export type LinkDifficulty = { number: number; level: null } | { number: null; level: DifficultyLevel };

/** Why a link cannot be rolled; `SWD6.Links.invalid.<reason>` says it to the user. */
export type LinkProblem = "code" | "difficulty" | "target";

/** A roll link as parsed from the text. */
export type RollLink =
  | {
      kind: "code";
      valid: true;
      /** The code to roll. */
      code: DieCode;
      difficulty: LinkDifficulty | null;
      /** The label written after the link (`{Climb the wall}`), or null. */
      label: string | null;
      /** The link as written. */
      source: string;
    }
  | {
      kind: "check";
      valid: true;
      /** The skill (key or name) or attribute (key or name) as written, trimmed. */
      target: string;
      difficulty: LinkDifficulty | null;
      label: string | null;
      source: string;
    }
  | {
      kind: "code" | "check";
      valid: false;
      problem: LinkProblem;
      /** The part of the text that could not be read. */
      detail: string;
      source: string;
    };

/**
 * The names a difficulty level may be written with: its key (`very-difficult`, also with a space)
 * and the names of the level in the given translations (`Sehr schwierig`, `Muy difícil`).
 * @param localizedNames each language's names of the levels (`game.i18n.localize("SWD6.Difficulty.<level>")`)
 * @returns comparable name → level
 */
export function difficultyNames(localizedNames: readonly Partial<Record<DifficultyLevel, string>>[] = []): Map<string, DifficultyLevel> {
  const names = new Map<string, DifficultyLevel>();
  for (const level of DIFFICULTY_LEVELS) names.set(comparableName(level), level);
  for (const language of localizedNames) {
    for (const level of DIFFICULTY_LEVELS) {
      const name = language?.[level];
      if (typeof name === "string" && name.trim() && !names.has(comparableName(name))) names.set(comparableName(name), level);
    }
  }
  return names;
}

/**
 * Reads a difficulty: a whole number from 0 to {@link MOST_LINK_DIFFICULTY}, or a level's name.
 * @returns the difficulty, or null when the text is neither
 */
export function parseLinkDifficulty(text: string, names: ReadonlyMap<string, DifficultyLevel>): LinkDifficulty | null {
  const trimmed = String(text).trim();
  if (/^\d{1,4}$/.test(trimmed)) {
    const number = Number(trimmed);
    return number <= MOST_LINK_DIFFICULTY ? { number, level: null } : null;
  }
  const level = names.get(comparableName(trimmed));
  return level ? { number: null, level } : null;
}

/** A label written after a link, or null for none or a blank one. */
function labelOf(label: string | undefined | null): string | null {
  const trimmed = typeof label === "string" ? label.trim() : "";
  return trimmed === "" ? null : trimmed;
}

/**
 * Parses the inside of a code link, `[[/d6 <body>]]`: a die code with at least its dice written
 * (`4D+2`, `3d`, `0D+2`; not a modifier such as `+1D`), then optionally `vs` and a difficulty.
 * @param body the text between `/d6` and `]]`
 * @param label the text between the braces after the link, if any
 * @param names the difficulty names ({@link difficultyNames})
 * @param source the link as written, kept for display
 */
export function parseCodeLink(body: string, label: string | undefined | null, names: ReadonlyMap<string, DifficultyLevel>, source: string): RollLink {
  const text = typeof body === "string" ? body.trim() : "";
  const [codeText, ...rest] = text.split(/\s+vs\.?\s+/i);
  const invalid = (problem: LinkProblem, detail: string): RollLink => ({ kind: "code", valid: false, problem, detail, source });
  let code: DieCode;
  try {
    if (!/^\d/.test(codeText)) throw new Error("no dice");
    code = parseDieCode(codeText);
    checkRollable(code);
  } catch {
    return invalid("code", codeText);
  }
  const difficulty = trailingDifficulty(rest, " vs ", names);
  if (difficulty === undefined) return invalid("difficulty", rest.join(" vs "));
  return { kind: "code", valid: true, code, difficulty, label: labelOf(label), source };
}

/**
 * The difficulty written after a link's code or target, the parts split on `separator` joined again.
 * @returns null when none is written; undefined when what is written names no difficulty
 */
function trailingDifficulty(parts: readonly string[], separator: string, names: ReadonlyMap<string, DifficultyLevel>): LinkDifficulty | null | undefined {
  if (parts.length === 0) return null;
  return parseLinkDifficulty(parts.join(separator), names) ?? undefined;
}

/**
 * Parses the inside of a check link, `@Check[<body>]`: a skill or attribute, then optionally `|` and
 * a difficulty (`blaster|moderate`, `Starfighter Piloting|15`, `dex`).
 * @param body the text between the brackets
 * @param label the text between the braces after the link, if any
 * @param names the difficulty names ({@link difficultyNames})
 * @param source the link as written, kept for display
 */
export function parseCheckLink(body: string, label: string | undefined | null, names: ReadonlyMap<string, DifficultyLevel>, source: string): RollLink {
  const [targetText = "", ...rest] = (typeof body === "string" ? body : "").split("|");
  const target = targetText.trim();
  const invalid = (problem: LinkProblem, detail: string): RollLink => ({ kind: "check", valid: false, problem, detail, source });
  if (target === "") return invalid("target", targetText);
  const difficulty = trailingDifficulty(rest, "|", names);
  if (difficulty === undefined) return invalid("difficulty", rest.join("|"));
  return { kind: "check", valid: true, target, difficulty, label: labelOf(label), source };
}

/** The code link's pattern for `CONFIG.TextEditor.enrichers`: groups `body` and `label`. */
export const CODE_LINK_PATTERN = /\[\[\/d6(?:\s+(?<body>[^\]]*?))?\s*\]\](?:\{(?<label>[^}]*)\})?/gi;

/** The check link's pattern for `CONFIG.TextEditor.enrichers`: groups `body` and `label`. */
export const CHECK_LINK_PATTERN = /@Check\[(?<body>[^\]]*)\](?:\{(?<label>[^}]*)\})?/g;

/**
 * Parses a match of either pattern into a link.
 * @param match a match of {@link CODE_LINK_PATTERN} or {@link CHECK_LINK_PATTERN}
 * @param names the difficulty names ({@link difficultyNames})
 */
export function parseLinkMatch(match: RegExpMatchArray, names: ReadonlyMap<string, DifficultyLevel>): RollLink {
  const source = match[0] ?? "";
  const { body = "", label } = match.groups ?? {};
  return /^@check/i.test(source) ? parseCheckLink(body, label, names, source) : parseCodeLink(body, label, names, source);
}
