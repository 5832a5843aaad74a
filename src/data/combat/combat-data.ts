/**
 * The Combat's `system` data: the round the combat tracker runs (or the space battle), and the
 * reactions that stand in it. Only gamemasters write a Combat (a player may move its round and turn
 * at most, never its `system` or flags), so everything here is state the gamemaster applies from:
 * the round's declarations, rolls and wounds, the dodge standing in a segment, a full reaction.
 *
 * The round and the battle are kept as plain JSON objects whose shape the combat layer owns and
 * checks when it reads them (`readRoundState`, `readBattleState`); a value it cannot read starts a
 * new round rather than breaking the tracker.
 */
const fields = foundry.data.fields;

/** How a combat runs: `"segments"` (the action segments, default) or `"space-battle"` (Raumschlacht). */
export const COMBAT_DATA_MODES = ["segments", "space-battle"] as const;

/** The reaction kinds a standing reaction may be: a dodge (evasive action) or a parry. */
export const STANDING_REACTION_KINDS = ["dodge", "parry"] as const;

/**
 * A reaction made on an attack card, kept by the round it stands in.
 * - `combatant`: the Combatant's id; `round`, `segment`: where it was rolled (from 1)
 * - `kind`, `total`: the reaction and its roll's total
 * - `attack`: the card (message id) it answered, for a reaction that covers one attack only
 * - `full`: a full reaction (R&E): added to the difficulty, the character's only action that round
 */
export interface StandingReactionData {
  combatant: string;
  round: number;
  segment: number;
  kind: (typeof STANDING_REACTION_KINDS)[number];
  total: number;
  attack: string;
  full: boolean;
}

function defineCombatSchema() {
  return {
    mode: new fields.StringField({ required: true, blank: false, initial: "segments", choices: [...COMBAT_DATA_MODES] }),
    /** The round of action segments as the combat layer stores it; null before the fight starts. */
    round: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The round before, as it stood when it ended (for "previous round"); null when none is kept. */
    endedRound: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The space battle as the combat layer stores it; null outside one. */
    battle: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The reactions made on attack cards that stand in the current round. */
    reactions: new fields.ArrayField(
      new fields.SchemaField({
        combatant: new fields.StringField({ required: true, blank: false }),
        round: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
        segment: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
        kind: new fields.StringField({ required: true, blank: false, initial: "dodge", choices: [...STANDING_REACTION_KINDS] }),
        total: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
        attack: new fields.StringField({ required: true, blank: true, initial: "" }),
        full: new fields.BooleanField({ initial: false }),
      }),
    ),
  };
}

/** The schema of a Combat's `system` data. */
export type CombatSchema = ReturnType<typeof defineCombatSchema>;

/** A Combat's `system` data (the `base` Combat type): the round or battle and its standing reactions. */
export class CombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }
}

/** A Combat's `system` data as the combat layer reads it. */
export interface CombatSystem {
  mode: string;
  round: unknown;
  endedRound: unknown;
  battle: unknown;
  reactions: StandingReactionData[];
}

/**
 * The Combat flags (scope `swd6rpg`) the round lived in before it was system data: `round`,
 * `endedRound`, `mode` and `spaceBattle`. Read only to carry an older world's running fight over.
 */
export const LEGACY_COMBAT_FLAGS = { round: "round", endedRound: "endedRound", mode: "mode", battle: "spaceBattle" } as const;

/**
 * The `system` data a Combat stored before the round was system data carries over from its flags:
 * each part its flag holds, the rest as the model's defaults; the dodges of one segment kept in the
 * old `segmentDodges` flag are not carried (they last one segment).
 * @param flags the Combat's flags in the system's scope (anything: what is not an object is ignored)
 * @returns the parts to write into `system`; empty when the flags hold none
 */
export function combatSystemFromFlags(flags: unknown): Partial<Pick<CombatSystem, "mode" | "round" | "endedRound" | "battle">> {
  if (flags === null || typeof flags !== "object") return {};
  const stored = flags as Record<string, unknown>;
  const out: Partial<Pick<CombatSystem, "mode" | "round" | "endedRound" | "battle">> = {};
  const mode = stored[LEGACY_COMBAT_FLAGS.mode];
  if (typeof mode === "string" && (COMBAT_DATA_MODES as readonly string[]).includes(mode)) out.mode = mode;
  for (const key of ["round", "endedRound", "battle"] as const) {
    const value = stored[LEGACY_COMBAT_FLAGS[key]];
    if (value !== null && typeof value === "object" && !Array.isArray(value)) out[key] = value;
  }
  return out;
}

/**
 * A Combat's `system` data, typed, with what an older world kept in the Combat's flags carried over
 * where the system data holds none yet (the gamemaster's next write of the round moves it).
 * @param combat the Combat (its `system` is a {@link CombatData})
 */
export function combatSystemOf(combat: { system: unknown; flags?: unknown }): CombatSystem {
  const system = (combat.system ?? {}) as Partial<CombatSystem>;
  const legacy = combatSystemFromFlags((combat.flags as Record<string, unknown> | undefined)?.swd6rpg);
  return {
    mode: typeof system.mode === "string" && system.mode !== "segments" ? system.mode : (legacy.mode ?? system.mode ?? "segments"),
    round: system.round ?? legacy.round ?? null,
    endedRound: system.endedRound ?? legacy.endedRound ?? null,
    battle: system.battle ?? legacy.battle ?? null,
    reactions: Array.isArray(system.reactions) ? system.reactions : [],
  };
}
