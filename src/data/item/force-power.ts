/**
 * The `force-power` Item subtype: a Force power a character has learned, or an entry of the Force
 * powers compendium.
 */
import { DIFFICULTY_LEVELS } from "../../rules/dice/difficulty.ts";
import { FORCE_SKILLS, KEEP_UP_MODES } from "../../rules/force/force-power.ts";
import { textField, choiceField } from "../fields.ts";
import { itemModel } from "../subtype-model.ts";

const fields = foundry.data.fields;

/** A difficulty level, required. */
function levelField() {
  return new fields.StringField({ required: true, blank: false, initial: "moderate", choices: [...DIFFICULTY_LEVELS] });
}

/**
 * The difficulty of one Force skill roll: whether the power rolls the skill, the difficulty as printed,
 * and its readings the roll can use (see `PowerDifficulty` in the rules engine).
 */
function skillDifficultyField(skill: string) {
  return new fields.SchemaField(
    {
      used: new fields.BooleanField({ initial: false, label: "SWD6.ForcePower.used" }),
      printed: textField("SWD6.ForcePower.printed"),
      level: choiceField(DIFFICULTY_LEVELS, "", "SWD6.ForcePower.level", "SWD6.ForcePower.levelHint"),
      levels: new fields.ArrayField(
        new fields.SchemaField({ level: levelField(), when: new fields.StringField({ required: true, blank: false, initial: "—" }) }),
        { label: "SWD6.ForcePower.levels" },
      ),
      modifiers: new fields.ArrayField(
        new fields.SchemaField({
          value: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
          when: new fields.StringField({ required: true, blank: false, initial: "—" }),
          each: new fields.BooleanField({ initial: false }),
        }),
        { label: "SWD6.ForcePower.modifiers" },
      ),
      opposed: new fields.BooleanField({ initial: false, label: "SWD6.ForcePower.opposed", hint: "SWD6.ForcePower.opposedHint" }),
      proximity: new fields.BooleanField({ initial: false, label: "SWD6.ForcePower.proximity" }),
      relationship: new fields.BooleanField({ initial: false, label: "SWD6.ForcePower.relationship" }),
    },
    { label: `SWD6.SkillName.${skill}` },
  );
}

function defineForcePowerSchema() {
  return {
    difficulty: new fields.SchemaField(
      Object.fromEntries(FORCE_SKILLS.map((skill) => [skill, skillDifficultyField(skill)])) as Record<
        (typeof FORCE_SKILLS)[number],
        ReturnType<typeof skillDifficultyField>
      >,
    ),
    requiredPowers: new fields.ArrayField(new fields.StringField({ required: true, blank: false, initial: "Control Pain" }), {
      label: "SWD6.ForcePower.requiredPowers",
    }),
    timeToUse: textField("SWD6.ForcePower.timeToUse"),
    keptUp: choiceField(KEEP_UP_MODES, "no", "SWD6.ForcePower.keptUp"),
    darkSide: new fields.BooleanField({ initial: false, label: "SWD6.ForcePower.darkSide", hint: "SWD6.ForcePower.darkSideHint" }),
    darkSidePoints: new fields.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 1,
      initial: 1,
      label: "SWD6.ForcePower.darkSidePoints",
      hint: "SWD6.ForcePower.darkSidePointsHint",
    }),
    effect: new fields.HTMLField({ required: true, blank: true, initial: "", label: "SWD6.ForcePower.effect" }),
    source: textField("SWD6.Common.source"),
  };
}

/**
 * A Force power's `system` data (REUP Force powers, reference-data/force-powers.json): for each of
 * Control, Sense and Alter whether the power rolls it and its difficulty — the text as printed, and
 * what the roll can use of it: the one printed level, the levels printed by circumstance, the printed
 * modifiers (`each` for "+3 for each additional target"), whether the target's roll may set it and
 * whether proximity or relationship modify it —; the powers it requires, the time to use it, whether
 * it may or must be kept "up", whether it is a dark-side power and the Dark Side points each use
 * gives, its effect (HTML), its source and any reading of that source.
 *
 * The rules engine reads it through `forcePowerRules` and `forcePowerDifficulty` (force-power-rules.ts).
 */
export class ForcePowerData extends itemModel("force-power", defineForcePowerSchema) {}
