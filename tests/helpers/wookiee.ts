/**
 * The Wookiee of R&E as a species (Star Wars: The Roleplaying Game, 2nd ed. R&E, aliens): 18D of
 * attributes, Strength 2D+1 to 6D, Perception 1D to 2D+1, Move 11. Shared by the tests of the
 * species rules, the wizard and the species sheet.
 */
export const WOOKIEE_RANGES = {
  dex: { min: "1D", max: "3D+2" },
  kno: { min: "1D", max: "2D" },
  mec: { min: "1D", max: "3D" },
  per: { min: "1D", max: "2D+1" },
  str: { min: "2D+1", max: "6D" },
  tec: { min: "1D", max: "3D+1" },
};

/** The Wookiee as the creation wizard reads a species. */
export const WOOKIEE = { name: "Wookiee", attributeDice: "18D", attributes: WOOKIEE_RANGES, move: 11 };
