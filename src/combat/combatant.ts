/**
 * The system's Combatant document: no initiative of its own (the action rolls of each segment order
 * the round, Grundregeln); it names the side it fights on for side initiative (R&E Rules).
 */
import { sideOfDisposition } from "./round-rules.ts";

/** The system's Combatant class. */
export class SWD6Combatant extends Combatant {
  /** The side for side initiative: the token's disposition (friendly, neutral, hostile). */
  get side(): string {
    return sideOfDisposition(this.token?.disposition ?? (this.hasPlayerOwner ? 1 : -1));
  }

  /** No initiative formula: a D6 round has no initiative roll. */
  protected override _getInitiativeFormula(): string {
    return "0";
  }
}
