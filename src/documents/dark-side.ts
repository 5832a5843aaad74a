/**
 * A Dark Side point gained, as a character shows it: the flag {@link TURNED_FLAG} of a character who
 * turned, and the Dark Side card's context. The point itself is given by the active gamemaster
 * (applications/force-powers/dark-side-point.ts).
 */

/** The actor flag (in the system's scope) set to true when the character has turned to the dark side. */
export const TURNED_FLAG = "turned";

/** What the dark side card shows. */
export interface DarkSideCardContext {
  name: string;
  /** The character's Dark Side points, the new one included. */
  points: number;
  /** The gamemaster's 1D. */
  roll: number;
  turned: boolean;
}

/**
 * The card's context for a check's result (pure).
 * @param name the character's name
 * @param points the Dark Side points, the new one included
 * @param check the result of `rollDarkSideCheck`
 */
export function darkSideCardContext(name: string, points: number, check: { roll: number; turned: boolean }): DarkSideCardContext {
  return { name, points, roll: check.roll, turned: check.turned };
}
