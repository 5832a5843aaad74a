/**
 * Schema fields shared by the system's data models.
 */
import { canonicalDieCode, isDieCode, isStatDieCode } from "../rules/dice/die-code.ts";
import { parseWeaponDamage } from "../rules/damage/melee-damage.ts";
import { parseWeaponRanges } from "../rules/actions/ranged-difficulty.ts";

const fields = foundry.data.fields;

/**
 * A stat's die code kept as text in its canonical form (`"4D+1"`), checked by the rules' parser.
 * A malformed code, or one below zero (`"-1D"`: only modifiers carry a sign, `isStatDieCode`),
 * fails validation, so the update is refused and the document keeps its old value.
 */
export class DieCodeField extends fields.StringField<DieCodeField.Options> {
  /**
   * @param initial the code a new document starts with
   * @param options label and hint; `blank: true` lets the field be empty ("not printed")
   */
  constructor(initial = "0D", options: { label?: string; hint?: string; blank?: boolean } = {}) {
    super({ required: true, blank: false, nullable: false, trim: true, initial, ...options } as DieCodeField.Options);
  }

  /** Foundry's cleaning, then the canonical form; every argument core passes goes on (v14 adds a third). */
  protected override _cleanType(value: unknown, ...rest: unknown[]): string {
    const clean = super._cleanType as (this: unknown, value: unknown, ...rest: unknown[]) => unknown;
    return canonicalDieCode(clean.call(this, value, ...rest)) as string;
  }

  protected override _validateType(value: unknown): void {
    if (value === "" && this.options.blank) return;
    if (!isDieCode(value)) throw new Error(`"${String(value)}" is not a die code such as 4D+1`);
    if (!isStatDieCode(value)) throw new Error(`"${String(value)}" is below zero: a stat's die code has no minus`);
  }
}

/**
 * Printed text the rules engine must be able to read, or empty: a weapon's damage ("STR+1D+1 (max
 * 6D)", read by `parseWeaponDamage`) or its ranges ("3-10/30/120", read by `parseWeaponRanges`). Text
 * the engine cannot read fails validation, so the update is refused and the old value kept.
 */
export class PrintedRuleField extends fields.StringField<DieCodeField.Options> {
  readonly #read: (text: string) => unknown;

  /**
   * @param read the rules engine's reader; it throws for text it cannot read
   * @param options label and hint
   */
  constructor(read: (text: string) => unknown, options: { label?: string; hint?: string } = {}) {
    super({ required: true, blank: true, nullable: false, trim: true, initial: "", ...options } as never);
    this.#read = read;
  }

  protected override _validateType(value: unknown): void {
    if (typeof value !== "string") throw new Error("is not text");
    if (value === "") return;
    try {
      this.#read(value);
    } catch (error) {
      throw new Error((error as Error).message, { cause: error });
    }
  }
}

/** A weapon's damage as printed, or empty for a weapon that rolls none (a net). */
export function weaponDamageField(label: string) {
  return new PrintedRuleField(parseWeaponDamage, { label, hint: "SWD6.Weapon.damageHint" });
}

/** A weapon's ranges in meters as printed, or empty for a melee weapon. */
export function weaponRangesField(label: string) {
  return new PrintedRuleField(parseWeaponRanges, { label, hint: "SWD6.Weapon.rangesHint" });
}

export declare namespace DieCodeField {
  /** The StringField options a die-code field is built with. */
  type Options = foundry.data.fields.StringField.Options & { required: true; blank: boolean; nullable: false };
}

/** A whole number at least 0, as points and counts are. */
export function countField(initial = 0, options: { label?: string; hint?: string } = {}) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial, ...options });
}

/** A plain text that may be empty, as names, notes and sources are. */
export function textField(label: string) {
  return new fields.StringField({ required: true, blank: true, initial: "", label });
}

/**
 * A being's Force, character and Dark Side points, each a whole number of zero or more.
 * @param forcePoints the Force points a new one starts with
 * @param characterPoints the character points a new one starts with
 */
export function pointsFields(forcePoints: number, characterPoints: number) {
  return {
    forcePoints: countField(forcePoints, { label: "SWD6.Character.forcePoints" }),
    characterPoints: countField(characterPoints, { label: "SWD6.Character.characterPoints" }),
    darkSidePoints: countField(0, { label: "SWD6.Character.darkSidePoints" }),
  };
}

/** The values of {@link characterBasicsFields}, as plain data. */
export interface CharacterBasics {
  species: string;
  move: number;
  forcePoints: number;
  characterPoints: number;
  darkSidePoints: number;
  forceSensitive: boolean;
  specialAbilities: string;
  credits: number;
}

/**
 * What a character and the template it comes from both carry (Grundregeln; R&E Move 10 for humans,
 * five character points, one Force point): Move in meters a round, the points, Force-sensitivity,
 * species and special abilities.
 */
export function characterBasicsFields() {
  return {
    species: textField("SWD6.Character.species"),
    move: countField(10, { label: "SWD6.Character.move" }),
    ...pointsFields(1, 5),
    forceSensitive: new fields.BooleanField({ initial: false, label: "SWD6.Character.forceSensitive" }),
    specialAbilities: textField("SWD6.Character.specialAbilities"),
    credits: countField(0, { label: "SWD6.Character.credits" }),
  };
}

/**
 * What every piece of gear records besides its game values: cost and availability as printed
 * ("500 (power packs: 25)", "2, R"), a description, the source it comes from and any reading of it.
 */
export function itemProvenanceFields() {
  return {
    cost: textField("SWD6.Item.cost"),
    availability: textField("SWD6.Item.availability"),
    ...describedFields("SWD6.Item.description"),
  };
}

/**
 * A text that must be one of `choices` (a wound level, a damage state, a kind), `initial` when
 * absent; a blank `initial` makes "none of them" a choice too.
 * @param choices the allowed values
 * @param initial the value a new document gets, one of `choices` or `""`
 * @param label the field's localization key
 * @param hint the localization key of its hint
 */
export function choiceField<T extends string>(choices: readonly T[], initial: T | "", label?: string, hint?: string) {
  type Options = { required: true; blank: boolean; nullable: false; initial: T; choices: T[]; label?: string; hint?: string };
  const options = { required: true, blank: initial === "", nullable: false, initial, choices: initial === "" ? ["", ...choices] : [...choices], label, hint };
  return new fields.StringField<Options, T, T, T>(options as Options);
}

/**
 * What every compendium entry of the system shows below its stats: its description (HTML) and the
 * book and page it comes from (`source`).
 * @param descriptionLabel the description's label key
 */
export function describedFields(descriptionLabel: string) {
  return {
    description: new fields.HTMLField({ required: true, blank: true, initial: "", label: descriptionLabel }),
    source: textField("SWD6.Common.source"),
  };
}
