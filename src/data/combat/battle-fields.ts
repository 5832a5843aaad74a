/**
 * The space battle as the Combat stores it (`system.battle`; combat/space-battle/battle-state.ts
 * `SpaceBattleState`): the version of its shape, the round, the phase, each ship with the rules
 * engine's state (rules/space-battle/ship-state.ts `BattleShip`), and the round's events. A battle
 * that breaks this shape is refused as it is written; one stored by an earlier version that this
 * shape cannot read is dropped as the Combat is built ({@link storableBattle}), so a new battle starts.
 */
import { CAPTAIN_STATUSES } from "../../rules/space-battle/ship-state.ts";
import { BATTLE_SYSTEMS } from "../../rules/space-battle/systems.ts";
import { isObject } from "../../rules/errors.ts";
import { choice, dieCode, fits, flag, id, list, optionalFlag, optionalWhole, whole, wholeOrNull } from "./state-fields.ts";
import { BATTLE_DATA_PHASES, BATTLE_DATA_VERSION } from "./state-shapes.ts";

/** Every kind of battle event. */
export const BATTLE_EVENT_TYPES = ["initiative", "attack", "repair"] as const;

/** Every kind of damage table row (rules/space-battle/damage-table.ts `BattleDamageRow`). */
export const BATTLE_ROW_KINDS = ["shields-collapse", "systems", "destroyed"] as const;

/** A ship's battle values (`BattleShipStats`). */
function statsField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    maneuverability: dieCode(),
    speed: whole(0),
    weaponDamage: dieCode(),
    fireControl: dieCode(),
    shields: dieCode(),
    hull: dieCode(),
  });
}

/** A ship of the battle: its Combatant's id, the rules engine's state, its turn done, its repairs rolled. */
function entryField() {
  const fields = foundry.data.fields;
  const ship = new fields.SchemaField({
    stats: statsField(),
    base: statsField(),
    captainBonus: dieCode(),
    captain: choice(CAPTAIN_STATUSES),
    initiative: wholeOrNull(),
    hasAttacked: flag(),
    shieldsDown: flag(),
    destroyed: flag(),
  });
  return new fields.SchemaField({ id: id(), ship, done: flag(), repaired: flag() });
}

/**
 * An event of the round: its type and ship, the roll, and the members its type carries (an
 * initiative's total and mishap; an attack's target, hit, mishap, defense, damage row and systems; a
 * repair's systems repaired), the others absent; the damage row null where there is none (a nested
 * schema left out would be filled with its fields' initial values).
 */
function eventField() {
  const fields = foundry.data.fields;
  const systems = () => new fields.ArrayField(choice(BATTLE_SYSTEMS), { required: false, nullable: false, initial: undefined });
  const row = new fields.SchemaField(
    { kind: choice(BATTLE_ROW_KINDS), systems: optionalWhole(), dice: optionalWhole() },
    { required: true, nullable: true, initial: null },
  );
  return new fields.SchemaField({
    type: choice(BATTLE_EVENT_TYPES),
    ship: id(),
    roll: whole(),
    initiative: optionalWhole(),
    mishap: new fields.StringField({ required: false, nullable: true, blank: false, initial: undefined, choices: [...BATTLE_SYSTEMS] }),
    target: new fields.StringField({ required: false, nullable: false, blank: false, initial: undefined }),
    hit: optionalFlag(),
    defense: new fields.NumberField({ required: false, nullable: true, integer: true, initial: undefined }),
    row,
    systems: systems(),
    repaired: systems(),
  });
}

/** The space battle's field: the battle, or null outside one. */
export function battleField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField(
    {
      version: new fields.NumberField({ required: true, nullable: false, integer: true, initial: BATTLE_DATA_VERSION, choices: [BATTLE_DATA_VERSION] }),
      round: whole(1),
      phase: choice(BATTLE_DATA_PHASES),
      ships: list(entryField()),
      events: list(eventField()),
    },
    { required: true, nullable: true, initial: null },
  );
}

/** The stored battle, as the field gives it. */
export type StoredBattle = NonNullable<foundry.data.fields.SchemaField.InitializedData<ReturnType<typeof battleField>["fields"]>>;

let checked: ReturnType<typeof battleField> | undefined;

/**
 * A stored battle as the field can keep it: the value itself when it is a battle of this version that
 * the field takes, else null (a new battle starts rather than the tracker breaking).
 * @param value the value as stored (anything)
 */
export function storableBattle(value: unknown): StoredBattle | null {
  if (!isObject(value) || value.version !== BATTLE_DATA_VERSION) return null;
  checked ??= battleField();
  return fits(checked, value) ? (value as StoredBattle) : null;
}
