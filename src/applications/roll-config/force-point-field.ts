/**
 * The Force point as every roll dialog offers it (the roll, the attack and the Force power dialogs):
 * whether one may be spent with this roll, whether one spent this round already doubles it, and the
 * dialog's checkbox. Pure; the Foundry side (what the roller's sheet and the gamemaster's record say,
 * and spending the point once the roll's message exists) is `applications/force-point-spend.ts`.
 *
 * Rule: Reglas, "Confiando en la Fuerza": "En la ronda en que has gastado el punto, todos los códigos
 * de habilidad o atributo se doblan" (Grundregeln: Luke's Sense doubled "für die ganze Runde").
 */

/** The roller's Force point for one roll. */
export interface ForcePointOffer {
  /** A point may be spent now: the user owns the character, who has points left. */
  available: boolean;
  /** A point spent this round (the gamemaster's record) already doubles the roll, without spending another. */
  active: boolean;
}

/**
 * Whether the dialog's checkbox asks to spend a point with this roll: checked (FormData's `"on"`,
 * or `"true"`), a point available, and none active already (a second roll of the round doubles
 * without spending).
 * @param value the checkbox's form value (absent when unchecked)
 * @param offer the roller's offer; null or absent for a roll without a character
 */
export function readForcePointField(value: string | undefined, offer: ForcePointOffer | null | undefined): boolean {
  return offer?.available === true && offer.active !== true && (value === "on" || value === "true");
}

/**
 * Whether a roll's codes are doubled: a point spent this round, or one spent with this roll.
 * @param offer the roller's offer (null: no character)
 * @param spendNow the dialog's checkbox as read by {@link readForcePointField}
 */
export function forcePointDoubles(offer: ForcePointOffer | null | undefined, spendNow: boolean | undefined): boolean {
  return offer?.active === true || spendNow === true;
}

/** The checkbox's context (templates/parts/force-point-field.hbs). */
export interface ForcePointFieldContext {
  /** A checkbox to spend one now. */
  available: boolean;
  /** A note that one spent this round doubles the roll. */
  active: boolean;
  checked: boolean;
}

/**
 * The Force point line of a dialog: a checkbox while a point may be spent, a note while one spent
 * this round is active, or null (nothing to show).
 * @param offer the roller's offer
 * @param checked the checkbox as read
 */
export function forcePointField(offer: ForcePointOffer | null | undefined, checked: boolean | undefined): ForcePointFieldContext | null {
  if (!offer || (!offer.available && !offer.active)) return null;
  return { available: offer.available && !offer.active, active: offer.active, checked: checked === true };
}
