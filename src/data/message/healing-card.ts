/**
 * The healing card: a natural healing, medpac or bacta roll and the wound level it leaves
 * (applications/healing/flow/healing-card-flow.ts `HealingCardState`). The gamemaster posts it and
 * marks it applied once its outcome is written to the patient.
 */
import { WOUND_LEVELS } from "../../rules/damage/damage.ts";
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { ChatCardData, chatTemplate } from "./card-data.ts";
import { isObject } from "../../rules/errors.ts";

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

/** The card's own fields: what the roll found and whether it was applied. */
function healingCardFields() {
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
  };
}

function defineHealingCardSchema() {
  return {
    ...healingCardFields(),
    /**
     * An apply under way (`HealingLanding`): what the patient becomes (his wound level, and his medpac
     * record where a medpac was used) and the card as applied; written before the patient is, cleared
     * with the card applied, so that a gamemaster taking over after a crash between the writes finishes it.
     */
    landing: new fields.SchemaField(
      {
        patient: new fields.SchemaField({
          woundLevel: woundLevel(),
          healing: new fields.SchemaField(
            { day: count(false), medpacsToday: count(false), lockedOut: new fields.BooleanField({ initial: false }) },
            { required: true, nullable: true, initial: null },
          ),
        }),
        card: new fields.SchemaField(healingCardFields()),
      },
      { required: false, nullable: true, initial: null },
    ),
  };
}

/**
 * A landing as an earlier version stored it (the patient's update, in dot notation or expanded, beside
 * the card) in the form the schema holds: what the patient becomes. A landing already of that form is
 * kept; one whose update names no wound level is dropped (the apply is then refused as stale, never
 * written twice).
 * @param landing the stored landing (anything)
 */
export function currentLanding(landing: unknown): unknown {
  if (!isObject(landing) || !isObject(landing.update)) return landing;
  const { update, card } = landing;
  const system = isObject(update.system) ? update.system : {};
  const woundLevel = update["system.woundLevel"] ?? system.woundLevel;
  if (!WOUND_LEVELS.includes(woundLevel as never)) return null;
  const healing = update["system.healing"] ?? system.healing ?? null;
  return { patient: { woundLevel, healing }, card };
}

type HealingCardSchema = ReturnType<typeof defineHealingCardSchema>;

/** The healing card's data. */
export class HealingCardData extends ChatCardData<HealingCardSchema> {
  static override templates = [chatTemplate("healing-card.hbs")];

  static override defineSchema(): HealingCardSchema {
    return defineHealingCardSchema();
  }

  /**
   * Core's migration, then a landing of an earlier version in the form the schema holds.
   * @param source the card's stored data
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const migrated = "landing" in source ? { ...source, landing: currentLanding(source.landing) } : source;
    return super.migrateData(migrated as never) as Record<string, unknown>;
  }
}
