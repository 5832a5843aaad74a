/**
 * The healing card: a natural healing, medpac or bacta roll and the wound level it leaves
 * (applications/healing/flow/healing-card-flow.ts `HealingCardState`). The gamemaster posts it and
 * marks it applied once its outcome is written to the patient.
 */
import { WOUND_LEVELS } from "../../rules/damage/damage.ts";
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { ChatCardData, chatTemplate } from "./card-data.ts";

const fields = foundry.data.fields;

/** The healing kinds (natural healing, a medpac, a bacta tank), as the healing flow names them. */
const KINDS = ["natural", "medpac", "bacta"] as const;

function text() {
  return new fields.StringField({ required: true, blank: true });
}

function woundLevel() {
  return new fields.StringField({ required: true, blank: false, initial: "none", choices: [...WOUND_LEVELS] });
}

function count(nullable: boolean) {
  return new fields.NumberField({ required: true, nullable, integer: true, min: 0, initial: nullable ? null : 0 });
}

function choice(values: readonly string[]) {
  return new fields.StringField({ required: true, nullable: true, blank: false, initial: null, choices: [...values] });
}

function defineHealingCardSchema() {
  return {
    kind: new fields.StringField({ required: true, blank: false, initial: "natural", choices: [...KINDS] }),
    /** The patient's and the healer's actor uuids and names. */
    patient: new fields.StringField({ required: true, blank: false }),
    patientName: text(),
    healer: new fields.StringField({ required: true, blank: false }),
    healerName: text(),
    before: woundLevel(),
    after: woundLevel(),
    trend: choice(["worsens", "remains", "improves"]),
    roll: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    difficulty: new fields.SchemaField(
      {
        level: new fields.StringField({ required: true, blank: false, initial: "moderate", choices: [...DIFFICULTY_LEVELS] }),
        number: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      },
      { required: true, nullable: true, initial: null },
    ),
    medpacsBefore: count(true),
    lockedOut: new fields.BooleanField({ initial: false }),
    restDays: count(true),
    tankUnit: choice(["hours", "days", "weeks"]),
    /** The game day of the treatment. */
    day: count(false),
    applied: new fields.BooleanField({ initial: false }),
    /**
     * An apply under way (`HealingLanding`): written before the patient is, cleared with the card
     * applied, so that a gamemaster taking over after a crash between the writes finishes it.
     */
    landing: new fields.ObjectField({ required: false, nullable: true, initial: null }),
  };
}

type HealingCardSchema = ReturnType<typeof defineHealingCardSchema>;

/** The healing card's data. */
export class HealingCardData extends ChatCardData<HealingCardSchema> {
  static override templates = [chatTemplate("healing-card.hbs")];

  static override defineSchema(): HealingCardSchema {
    return defineHealingCardSchema();
  }
}
