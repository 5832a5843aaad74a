/**
 * The fields of the cards stored as their view (view-card.ts, the combined action and Force power
 * cards): each card's template context as a schema, names, numbers and localization keys, no words of
 * any language. A view that breaks its card's shape is refused as it is written.
 */
import { MISHAPS } from "../../rules/dice/roll.ts";

const fields = foundry.data.fields;

/** A text, empty allowed. */
export function text() {
  return new fields.StringField({ required: true, nullable: false, blank: true });
}

/** A text or null. */
export function textOrNull() {
  return new fields.StringField({ required: true, nullable: true, blank: true, initial: null });
}

/** A text a view may leave out (absent, not empty). */
export function optionalText() {
  return new fields.StringField({ required: false, nullable: false, blank: true, initial: undefined });
}

/** A number (a total, a difficulty, a count). */
export function number() {
  return new fields.NumberField({ required: true, nullable: false });
}

/** A number or null (a roll not made). */
export function numberOrNull() {
  return new fields.NumberField({ required: true, nullable: true, initial: null });
}

/** A yes or no. */
export function flag() {
  return new fields.BooleanField({ required: true, nullable: false, initial: false });
}

/** A localization's data: the names its placeholders take. */
function keyData() {
  return new fields.TypedObjectField(new fields.StringField({ required: true, nullable: false, blank: true }), { initial: () => ({}) });
}

/** A list of one field's values. */
export function list<F extends foundry.data.fields.DataField.Any>(element: F) {
  return new fields.ArrayField(element, { required: true, nullable: false, initial: () => [] });
}

/** The Dark Side card's view (documents/dark-side.ts `DarkSideCardContext`). */
export function darkSideView() {
  return new fields.SchemaField({ name: text(), points: number(), roll: number(), turned: flag() });
}

/** The movement card's view (applications/craft/movement-plan.ts `MovementCardContext`). */
export function movementView() {
  return new fields.SchemaField({
    craftName: text(),
    pilotName: textOrNull(),
    speedKey: text(),
    terrainKey: text(),
    rows: list(new fields.SchemaField({ labelKey: text(), value: text(), unitKey: optionalText() })),
    outcomeClass: text(),
    outcomeKey: text(),
    outcomeData: keyData(),
    details: list(new fields.SchemaField({ key: text(), data: keyData() })),
  });
}

/** The space range card's view (applications/craft/space-range/space-range-plan.ts `SpaceRangeCardContext`). */
export function spaceRangeView() {
  const side = new fields.SchemaField({
    name: text(),
    pilotName: textOrNull(),
    intentKey: text(),
    code: textOrNull(),
    total: numberOrNull(),
    countsAsAction: flag(),
    winner: flag(),
  });
  return new fields.SchemaField({ sides: list(side), rollsNeeded: flag(), fromKey: text(), toKey: text(), outcomeKey: text(), outcomeClass: text() });
}

/** The NPC rolls card's view: the segment, and each NPC's line (npc-roll-lines.ts `NpcRollLine`). */
export function npcRollsView() {
  const line = new fields.SchemaField({
    name: text(),
    label: text(),
    labelKey: optionalText(),
    labelData: new fields.TypedObjectField(new fields.StringField({ required: true, blank: true }), { required: false, initial: undefined }),
    total: number(),
    mishap: new fields.StringField({ required: false, nullable: false, blank: false, initial: undefined, choices: [...MISHAPS] }),
  });
  return new fields.SchemaField({ segment: number(), lines: list(line) });
}

/** The combined action card's view (combat/combined/combined-action-world.ts). */
export function combinedActionView() {
  return new fields.SchemaField({
    label: text(),
    leader: text(),
    members: list(text()),
    code: text(),
    total: number(),
    difficulty: number(),
    success: flag(),
    bonus: text(),
    roller: new fields.SchemaField({ name: text(), code: text() }, { required: true, nullable: true, initial: null }),
  });
}

/** A die on a card (dice/roll-card.ts `CardDie`, `CardWildDie`): its face, its dots, and how the roll counted it. */
function cardDie(wild: boolean) {
  return new fields.SchemaField({
    face: number(),
    dots: list(number()),
    removed: flag(),
    ...(wild ? { exploded: flag(), mishap: flag() } : {}),
  });
}

/** The Force power card's view (applications/force-powers/flow/force-power-use.ts `PowerCardContext`). */
export function forcePowerView() {
  const row = new fields.SchemaField({
    skill: text(),
    labelKey: text(),
    code: text(),
    dice: list(cardDie(false)),
    wild: list(cardDie(true)),
    pips: textOrNull(),
    total: number(),
    difficulty: number(),
    success: flag(),
    margin: text(),
    mishap: flag(),
    givenBy: textOrNull(),
  });
  return new fields.SchemaField({
    name: text(),
    actorName: text(),
    rows: list(row),
    actions: number(),
    penalty: textOrNull(),
    success: flag(),
    failedKeys: list(text()),
    keptUp: flag(),
    darkSidePoints: number(),
  });
}
