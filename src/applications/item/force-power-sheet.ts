/**
 * The Force power sheet: the Force skills the power rolls with each difficulty (as printed, its
 * level, the levels and modifiers printed by circumstance, whether the target's roll, proximity or
 * relationship set it), required powers, time to use, keeping it up, the dark side, effect and source.
 */
import type { ForceSkill } from "../../rules/force/force-power.ts";
import { type ForcePowerSystemData, forcePowerOptions, forcePowerView, newDifficultyRow } from "./force-power-view.ts";
import { enrichText } from "../sheet-shared.ts";
import { sheetPart } from "../sheet-parts.ts";
import { ItemSheet } from "./item-sheet.ts";
import { itemData } from "../../data/document-data.ts";
import { updateSystem } from "../../data/document-writes.ts";

/** The lists of a skill's difficulty that the sheet adds rows to and removes rows from. */
type DifficultyList = "levels" | "modifiers";

const SKILLS: readonly ForceSkill[] = ["control", "sense", "alter"];

/** The sheet of a `force-power` Item. */
export class ForcePowerSheet extends ItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["force-power"],
    position: { width: 720, height: 820 },
    actions: {
      addDifficultyRow: ForcePowerSheet.#onAddDifficultyRow,
      removeDifficultyRow: ForcePowerSheet.#onRemoveDifficultyRow,
    },
  };

  /** The list fields the form sends keyed by index: each skill's difficulty levels and modifiers. */
  static LIST_FIELDS = SKILLS.flatMap((skill) => [`system.difficulty.${skill}.levels`, `system.difficulty.${skill}.modifiers`]);

  /** Required powers, one a line. */
  static LINE_FIELDS = ["system.requiredPowers"];

  static override PARTS = {
    body: sheetPart("item/force-power-sheet"),
  };

  /** The power's stored data. */
  get powerData(): ForcePowerSystemData {
    return itemData(this.document, "force-power")!;
  }

  protected override async _prepareItemContext(): Promise<Record<string, unknown>> {
    const system = this.powerData;
    return { view: forcePowerView(system), options: forcePowerOptions(), enrichedEffect: await enrichText(system.effect, this.document) };
  }

  /** The skill and list a row button belongs to, from its data attributes. */
  #rowTarget(target: HTMLElement): { skill: ForceSkill; list: DifficultyList } | null {
    const skill = target.dataset.skill as ForceSkill;
    const list = target.dataset.list as DifficultyList;
    if (!SKILLS.includes(skill) || (list !== "levels" && list !== "modifiers")) return null;
    return { skill, list };
  }

  static async #onAddDifficultyRow(this: ForcePowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const row = this.#rowTarget(target);
    if (!this.isEditable || !row) return;
    const current = this.powerData.difficulty[row.skill][row.list] as unknown[];
    const added = newDifficultyRow(row.list, game.i18n.localize("SWD6.ForcePower.newCircumstance"));
    await updateSystem(this.document, { difficulty: { [row.skill]: { [row.list]: [...current, added] } } });
  }

  static async #onRemoveDifficultyRow(this: ForcePowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const row = this.#rowTarget(target);
    if (!this.isEditable || !row) return;
    const index = Number(target.dataset.index);
    const kept = (this.powerData.difficulty[row.skill][row.list] as unknown[]).filter((_, i) => i !== index);
    await updateSystem(this.document, { difficulty: { [row.skill]: { [row.list]: kept } } });
  }
}
