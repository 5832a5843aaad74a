/**
 * What a click on a code asks the roll dialog for: who rolls, what, and from which base code.
 */
import type { DifficultyLevel } from "../rules/dice/difficulty.ts";
import type { SkillAttributeKey } from "../constants.ts";
import type { DieCode } from "../rules/dice/die-code.ts";

/**
 * The kind of roll, which decides the modifiers that apply (wounds do not lower resisting damage nor
 * the daily Strength roll of natural healing, `"natural-healing"`).
 */
export type RollKind = "attribute" | "skill" | "resistance" | "natural-healing" | "free";

/** A request to roll a die code for an actor, as the sheet sends it to the roll dialog. */
export interface RollRequest {
  /** The actor who rolls (the chat speaker, whose wound level applies); null for a bare code. */
  actor: Actor.Implementation | null;
  /** What is rolled, already localized: "Blaster", "Dexterity". */
  label: string;
  /**
   * `label`'s localization key and data, when it is one ("SWD6.Attribute.dex.name"): the roll card
   * shows it in each viewer's language. Kept only while it gives `label` (`labelKeyFor`), so a
   * request whose label is changed without it keeps the new label.
   */
  labelKey?: string;
  labelData?: Record<string, string>;
  /** The base code before any modifier: the attribute's code or the skill's total code. */
  code: DieCode;
  /** The attribute the code belongs to, `"force"` for Control/Sense/Alter, null for a free roll. */
  attribute: SkillAttributeKey | null;
  /** The kind of roll. */
  kind: RollKind;
  /** The skill Item's id for skill rolls. */
  itemId?: string;
  /**
   * What the roller's worn armor takes off this roll, as an amount (`{ dice: 1, pips: 0 }` for
   * "-1D"; rules: `armorDexterityPenalty`): set on Dexterity and Dexterity skill rolls only, absent
   * when no armor hinders.
   */
  armorPenalty?: DieCode;
  /**
   * The actions the roller's Force powers kept "up" count as (`keptUpActions`): they add to the
   * multiple action penalty of every roll while the powers are up; absent when none is up.
   */
  keptUpActions?: number;
  /** The actions declared this round, this one included, when known (the combat tracker): the dialog starts with it. */
  actions?: number;
  /** A difficulty number the dialog starts with (the rules' difficulty of a medpac roll); absent: none. */
  difficulty?: number;
  /**
   * A difficulty level the dialog starts with (a roll link's "Moderate"), its number the level's
   * starting number in the world's table; a `difficulty` given beside it wins.
   */
  difficultyLevel?: DifficultyLevel;
  /** A modifier the dialog starts with, as typed (`"-1D"` for a medpac used on oneself); absent: none. */
  modifier?: string;
}
