/**
 * The round of action segments as the Combat stores it (`system.round`, and `system.endedRound` for
 * the round before; combat/flow/round-state.ts `RoundState`, stored as round-storage.ts
 * `StoredRoundState`): the version of its shape, the round, phase and segment, who acted, each
 * combatant's part keyed by his id with their order beside them (so that a change writes only the
 * members it changes, by path), the surprise and the side initiative. A round that breaks this shape
 * is not stored; one an earlier version stored is carried to it as the Combat is built
 * ({@link storableRound}): its combatants an array, keyed by id; one the field cannot read, dropped,
 * so a new round starts rather than the tracker breaking.
 */
import { ACTION_KINDS } from "../../rules/actions/actions.ts";
import { REACTION_KINDS } from "../../rules/actions/reactions.ts";
import { ACTION_STATUSES } from "../../rules/actions/segments.ts";
import { SIDE_CHOICES } from "../../rules/actions/side-initiative.ts";
import { WOUND_LEVELS } from "../../rules/damage/damage.ts";
import { isObject } from "../../rules/errors.ts";
import {
  choice,
  choiceOrNull,
  dieCode,
  fits,
  flag,
  id,
  list,
  optionalChoice,
  optionalFlag,
  optionalText,
  optionalWhole,
  text,
  whole,
  wholeOrNull,
} from "./state-fields.ts";
import { ROUND_DATA_PHASES, ROUND_DATA_VERSION } from "./state-shapes.ts";

/** A declared action (rules/actions/segments.ts `DeclaredAction`): its kind, label, skill and status. */
function actionField() {
  return new foundry.data.fields.SchemaField({
    kind: choice(ACTION_KINDS),
    label: optionalText(),
    skill: optionalText(),
    status: optionalChoice(ACTION_STATUSES),
  });
}

/** A declared reaction (rules/actions/segments.ts `ReactionDeclaration`), with its roll once rolled. */
function reactionField() {
  return new foundry.data.fields.SchemaField({
    segment: whole(),
    label: optionalText(),
    skill: optionalText(),
    replaces: optionalWhole(),
    full: optionalFlag(),
    kind: optionalChoice(REACTION_KINDS),
    total: optionalWhole(),
    attack: optionalText(),
  });
}

/**
 * A combatant's part of the round (`CombatantRoundState`). The tie code of a roll and what a wound
 * took are null where there is none: a nested schema left out would be filled with its fields'
 * initial values.
 */
function memberField() {
  const fields = foundry.data.fields;
  const nullable = { required: true, nullable: true, initial: null } as const;
  return new fields.SchemaField({
    declaration: new fields.SchemaField({ id: id(), actions: list(actionField()), reactions: list(reactionField()) }),
    declared: flag(),
    rolls: list(new fields.SchemaField({ segment: whole(1), total: whole(), tieCode: new fields.SchemaField(dieCode().fields, nullable) })),
    side: text(),
    surprised: flag(),
    wound: choice(WOUND_LEVELS),
    losesFirstAction: flag(),
    stunnedRound: wholeOrNull(),
    mortalRound: wholeOrNull(),
    previous: list(actionField()),
    woundLoss: new fields.SchemaField({ before: choice(WOUND_LEVELS), actions: list(whole(0)), firstAction: flag() }, nullable),
    knockedOut: optionalFlag(),
  });
}

/** The round's field: the round, or null before the fight starts (or none kept). */
export function roundField() {
  const fields = foundry.data.fields;
  const nullable = { required: true, nullable: true, initial: null } as const;
  const surprise = new fields.SchemaField(
    { attackers: list(id()), targets: list(new fields.SchemaField({ id: id(), spotted: list(id()), surprised: flag() })) },
    nullable,
  );
  const sides = new fields.SchemaField(
    {
      rolls: list(new fields.SchemaField({ side: text(), total: whole() })),
      winner: new fields.StringField({ required: true, nullable: true, blank: true, initial: null }),
      tied: list(text()),
      choice: choiceOrNull(SIDE_CHOICES),
    },
    nullable,
  );
  return new fields.SchemaField(
    {
      version: new fields.NumberField({ required: true, nullable: false, integer: true, initial: ROUND_DATA_VERSION, choices: [ROUND_DATA_VERSION] }),
      round: whole(1),
      phase: choice(ROUND_DATA_PHASES),
      segment: whole(0),
      acted: list(id()),
      order: list(id()),
      combatants: new fields.TypedObjectField(memberField(), { required: true, nullable: false, initial: () => ({}) }),
      surprise,
      sides,
      // Set as the Combat is built from an earlier version's round, whose combatants the database
      // still holds as an array: a write by path into them would not land (foundryvtt/foundryvtt#14454,
      // migrated data is not written back), so the next write stores the round whole.
      unkeyed: optionalFlag(),
    },
    nullable,
  );
}

/** The stored round, as the field gives it. */
export type StoredRound = NonNullable<foundry.data.fields.SchemaField.InitializedData<ReturnType<typeof roundField>["fields"]>>;

let checked: ReturnType<typeof roundField> | undefined;

/**
 * A stored round as the field can keep it: a round of this version, its combatants keyed by id with
 * their order beside them (an earlier version's array keyed, the first of a repeated id kept, and
 * marked `unkeyed`), when the field takes it; else null (a new round starts rather than the tracker
 * breaking).
 * @param value the value as stored (anything)
 * @returns the round to store (the value itself, or a keyed copy of an array's), or null
 */
export function storableRound(value: unknown): StoredRound | null {
  if (!isObject(value) || value.version !== ROUND_DATA_VERSION) return null;
  const keyed = Array.isArray(value.combatants) ? keyedRound(value, value.combatants) : value;
  checked ??= roundField();
  return keyed && fits(checked, keyed) ? (keyed as StoredRound) : null;
}

/** A round whose members are an array, with them keyed by id and their order beside; null when a member has no id. */
function keyedRound(round: Record<string, unknown>, members: unknown[]): Record<string, unknown> | null {
  const combatants: Record<string, unknown> = {};
  const order: string[] = [];
  for (const member of members) {
    const key = isObject(member) && isObject(member.declaration) ? member.declaration.id : undefined;
    if (typeof key !== "string") return null;
    if (Object.hasOwn(combatants, key)) continue;
    combatants[key] = member;
    order.push(key);
  }
  return { ...round, order, combatants, unkeyed: true };
}
