/**
 * Kinds of action a character declares for a round, and the multiple action penalty.
 *
 * Rule: Grundregeln's table (Aktion | Modifikator | eigenes Segment):
 *   Gehen (walk)             no penalty  own segment
 *   Rennen (run)             -1D         own segment
 *   Reguläre Aktion (action) -1D         own segment
 *   Reaktion (reaction)      -1D         no own segment
 *   Waffe ziehen o.ä. (draw) -1D         no own segment
 * "Dieser Modifikator gilt nur, wenn weitere Aktionen ausgeführt werden": a lone run or a lone
 * action rolls without penalty. Reglas agrees ("cada utilización de una habilidad, después de la
 * primera, te cuesta 1D"; drawing a weapon or setting a blaster to stun costs 1D "pero no gasta un
 * segmento"; "si declaras 1 acción y esta es una habilidad de reacción, no hay penalización").
 */
import { RuleArgumentError, requireObject, requireOneOf } from "../errors.ts";

/** Every action kind, in the order of Grundregeln's table. */
export const ACTION_KINDS = ["walk", "run", "action", "reaction", "draw"] as const;

/** What a declared action is, for the multiple action penalty and the action segments. */
export type ActionKind = (typeof ACTION_KINDS)[number];

/** How an action kind counts: `counts` toward the multiple action penalty; takes its `ownSegment`. */
export interface ActionKindRule {
  counts: boolean;
  ownSegment: boolean;
}

/** Grundregeln's table of action kinds (see the module comment). */
export const ACTION_KIND_RULES: Readonly<Record<ActionKind, Readonly<ActionKindRule>>> = {
  walk: { counts: false, ownSegment: true },
  run: { counts: true, ownSegment: true },
  action: { counts: true, ownSegment: true },
  reaction: { counts: true, ownSegment: false },
  draw: { counts: true, ownSegment: false },
};

/** The movement kinds, of which a character may declare one per round (Grundregeln). */
export const MOVEMENT_KINDS: readonly ActionKind[] = ["walk", "run"];

/**
 * Whether an action of this kind fills an action segment of its own (walk, run, action) or happens
 * as part of another (reaction, draw). Grundregeln's table, column "eigenes Segment".
 * @throws RuleArgumentError for an unknown kind
 */
export function takesOwnSegment(kind: ActionKind): boolean {
  return ACTION_KIND_RULES[requireOneOf("kind", kind, ACTION_KINDS)].ownSegment;
}

/** Both ways running may cost dice, the default first. */
export const RUNNING_RULES = ["action", "every-roll"] as const;

/**
 * How running costs dice, where the documents disagree: `"action"` (Grundregeln: running is an action
 * like any other, "Rennen | -1D" only "wenn weitere Aktionen ausgeführt werden", so a lone run is
 * free) or `"every-roll"` (Reglas: "siempre que un personaje que corre haga una tirada de habilidad o
 * de atributo, su código se reduce en 1D", and the run itself is not a skill use that counts).
 */
export type RunningRule = (typeof RUNNING_RULES)[number];

/**
 * The multiple action penalty: the number of dice to subtract from every roll of the round,
 * one per counted action beyond the first; walking is never counted (Grundregeln's table, Reglas).
 * Under the `"every-roll"` running rule a run is not counted, but takes 1D off every roll of its
 * round (Reglas), the running roll itself included.
 *
 * Examples: three shots → 2 (Grundregeln, Anla rolls 5D+2 as 3D+2); walk then shoot → 0; shoot then
 * run → 1 under either rule; a lone reaction → 0 (Reglas); a lone run → 0 (Grundregeln) or 1 (Reglas).
 *
 * @param actions the kinds of every action counted so far this round, reactions included
 * @returns dice to subtract, an integer >= 0 (`2` means -2D)
 * @throws RuleArgumentError when `actions` is not an array or holds an unknown kind (`actions[i]`)
 */
export function multipleActionPenalty(actions: ActionKind[]): number {
  return multipleActionPenaltyUnder(actions, "action");
}

/**
 * {@link multipleActionPenalty} under a running rule of the world's choosing ({@link RunningRule}).
 * @param actions the kinds of every action counted so far this round, reactions included
 * @param running how running costs dice
 * @returns dice to subtract, an integer >= 0
 * @throws RuleArgumentError when `actions` is not an array or holds an unknown kind (`actions[i]`),
 *   or for an unknown running rule
 */
export function multipleActionPenaltyUnder(actions: ActionKind[], running: RunningRule): number {
  if (!Array.isArray(actions)) throw new RuleArgumentError("actions", actions, "an array of action kinds");
  const everyRoll = requireOneOf("running", running, RUNNING_RULES) === "every-roll";
  let counted = 0;
  let ran = false;
  actions.forEach((kind, i) => {
    const known = requireOneOf(`actions[${i}]`, kind, ACTION_KINDS);
    if (everyRoll && known === "run") ran = true;
    else if (ACTION_KIND_RULES[known].counts) counted += 1;
  });
  return Math.max(0, counted - 1) + (ran ? 1 : 0);
}

/**
 * One action declared in the declaration phase. Plain JSON.
 * `kind` decides penalty and segment; `label` is free text ("shoot at the stormtroopers");
 * `skill` names the skill or attribute to roll (Grundregeln: an action must be declared at least
 * precisely enough to know which skill is rolled).
 */
export interface ActionDeclaration {
  kind: ActionKind;
  label?: string;
  skill?: string;
}

/**
 * Checks a character's declared actions for a round: each an object with a known `kind` and
 * optional string `label` / `skill`, and at most one movement (walk or run) per round
 * (Grundregeln: "Pro Runde darf jeder nur eine Bewegungsaktion ausführen, Gehen oder Rennen").
 *
 * @param actions the declarations, in the order they are to happen
 * @param argument the name used in error messages (default `"actions"`)
 * @throws RuleArgumentError naming `actions`, `actions[i]`, `actions[i].kind`, `actions[i].label`
 *   or `actions[i].skill`
 */
export function checkDeclaration(actions: readonly ActionDeclaration[], argument = "actions"): void {
  if (!Array.isArray(actions)) throw new RuleArgumentError(argument, actions, "an array of action declarations");
  let movements = 0;
  actions.forEach((action: unknown, i) => {
    const name = `${argument}[${i}]`;
    requireObject(name, action, "an action declaration");
    const { kind, label, skill } = action as Record<string, unknown>;
    if (MOVEMENT_KINDS.includes(requireOneOf(`${name}.kind`, kind, ACTION_KINDS))) movements += 1;
    if (label !== undefined && typeof label !== "string") throw new RuleArgumentError(`${name}.label`, label, "a string");
    if (skill !== undefined && typeof skill !== "string") throw new RuleArgumentError(`${name}.skill`, skill, "a string");
  });
  if (movements > 1) {
    throw new RuleArgumentError(
      argument,
      actions.map((a) => a.kind),
      "at most one movement (walk or run) per round",
    );
  }
}
