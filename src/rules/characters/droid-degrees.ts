/**
 * A droid's degree (R&E Rules, droids; the Droid Compendium): first degree for medical and
 * analytical droids, second for engineering and technical, third for protocol and social, fourth
 * for security and military, fifth for labor.
 */

/** The degrees, `""` first for a droid whose book gives none. */
export const DROID_DEGREES = ["", "1", "2", "3", "4", "5"] as const;

/** A droid's degree, or `""` when the book gives none. */
export type DroidDegree = (typeof DROID_DEGREES)[number];
