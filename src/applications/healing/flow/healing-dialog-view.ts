/**
 * The healing dialog's pure parts: its template's context from the rules' preview (what each kind
 * of healing would be for the patient) and reading its form. No Foundry here, so both are tested.
 */
import type { HealingKind, HealingPreview } from "./healing-card-flow.ts";

/** A character who may treat the patient with a medpac: its actor uuid, name and first aid code. */
export interface HealerChoice {
  uuid: string;
  name: string;
  /** The first aid code the healer rolls (`"4D+1"`). */
  code: string;
  /** The healer is the patient: treating oneself costs -1D (rules: `medpacDifficulty`). */
  self: boolean;
}

/** One option of the dialog as the template shows it. */
export interface HealingOptionView {
  kind: HealingKind;
  labelKey: string;
  icon: string;
  checked: boolean;
  disabled: boolean;
  /** Why the option cannot be chosen, or null. */
  unavailableKey: string | null;
  difficulty: { levelKey: string; number: number } | null;
  restDays: number | null;
  /** How the option says how often the Strength roll comes: daily, or every `restDays` days. */
  restDaysKey: string;
  tank: { dice: string; unitKey: string } | null;
}

/** The healing dialog template's context. */
export interface HealingDialogContext {
  id: string;
  patientName: string;
  levelKey: string;
  medpacsUsedToday: number;
  options: HealingOptionView[];
  healers: (HealerChoice & { selected: boolean })[];
  /** No option can be chosen: the dialog only says why. */
  nothingToHeal: boolean;
}

const ICONS: Record<HealingKind, string> = { natural: "fa-bed", medpac: "fa-kit-medical", bacta: "fa-flask" };

/**
 * The dialog's context: every kind with what the rules say of it, the first available one chosen,
 * and the healers for a medpac (the first one chosen).
 * @param patientName the patient's name
 * @param preview the rules' preview for the patient (`healingPreview`)
 * @param healers who may use a medpac on the patient, the default first
 * @param id a prefix for the fields' ids
 */
export function healingDialogContext(patientName: string, preview: HealingPreview, healers: readonly HealerChoice[], id: string): HealingDialogContext {
  const first = preview.options.find((option) => option.unavailable === null)?.kind ?? null;
  return {
    id,
    patientName,
    levelKey: `SWD6.Wound.${preview.level}`,
    medpacsUsedToday: preview.medpacsUsedToday,
    options: preview.options.map((option) => ({
      kind: option.kind,
      labelKey: `SWD6.Healing.kind.${option.kind}`,
      icon: ICONS[option.kind],
      checked: option.kind === first,
      disabled: option.unavailable !== null || (option.kind === "medpac" && healers.length === 0),
      unavailableKey:
        option.unavailable !== null
          ? `SWD6.Healing.unavailable.${option.unavailable}`
          : option.kind === "medpac" && healers.length === 0
            ? "SWD6.Healing.unavailable.noHealer"
            : null,
      difficulty: option.difficulty ? { levelKey: `SWD6.Difficulty.${option.difficulty.level}`, number: option.difficulty.number } : null,
      restDays: option.restDays,
      restDaysKey: option.restDays === 1 ? "SWD6.Healing.restDaily" : "SWD6.Healing.restDays",
      tank: option.tank ? { dice: option.tank.dice, unitKey: `SWD6.Healing.unit.${option.tank.unit}` } : null,
    })),
    healers: healers.map((healer, index) => ({ ...healer, selected: index === 0 })),
    nothingToHeal: first === null,
  };
}

/** What the player chose: the kind and, for a medpac, the healer's uuid. */
export interface HealingChoice {
  kind: HealingKind;
  healer: string | null;
}

/**
 * Reads the dialog's form (FormData entries as text): a kind the context offers and does not
 * disable, and for a medpac one of the offered healers.
 * @param fields the form's entries by name
 * @param context the dialog's context
 * @returns the choice, or null when the form names no available kind or an unknown healer
 */
export function readHealingForm(fields: Record<string, string | undefined>, context: HealingDialogContext): HealingChoice | null {
  const option = context.options.find((o) => o.kind === fields.kind);
  if (!option || option.disabled) return null;
  if (option.kind !== "medpac") return { kind: option.kind, healer: null };
  const healer = context.healers.find((h) => h.uuid === fields.healer);
  return healer ? { kind: "medpac", healer: healer.uuid } : null;
}
