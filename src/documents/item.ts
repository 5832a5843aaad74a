/**
 * The system's Item class.
 */

/** The system's Item document class; skills and templates keep their logic in the rules and data models. */
export class SWD6Item extends Item {}
