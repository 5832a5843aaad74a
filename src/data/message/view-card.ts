/**
 * The cards stored as their view: the template's context (names, numbers and localization keys, no
 * words of any language) kept in `system.view` and rendered on each client as it is. The Dark Side,
 * movement, space range and NPC rolls cards are only that (each with its template, and the poster
 * named below); the Force power and combined action cards add to it in modules of their own.
 */
import { ChatCardData, chatTemplate } from "./card-data.ts";
import { keyedLabel } from "../../labels.ts";

const fields = foundry.data.fields;

/** The view's field: the template's context, a plain object. */
export function viewField() {
  return new fields.ObjectField({ required: true, nullable: false });
}

function defineViewSchema() {
  return { view: viewField() };
}

type ViewSchema = ReturnType<typeof defineViewSchema>;

/** A card that is its view alone, with one template. */
export abstract class ViewCardData extends ChatCardData<ViewSchema> {
  static override defineSchema(): ViewSchema {
    return defineViewSchema();
  }

  /** The stored view. */
  override context(): object {
    return this.view as object;
  }
}

/** The Dark Side card: the gamemaster's 1D against a character's Dark Side points (posted by documents/dark-side.ts). */
export class DarkSideCardData extends ViewCardData {
  static override templates = [chatTemplate("dark-side-card.hbs")];
}

/** The movement card: a craft's move, its roll and outcome (posted by applications/craft/movement-flow.ts). */
export class MovementCardData extends ViewCardData {
  static override templates = [chatTemplate("movement-card.hbs")];
}

/** The space range card: two starships' range change in a chase (posted by applications/craft/space-range/space-range-flow.ts). */
export class SpaceRangeCardData extends ViewCardData {
  static override templates = [chatTemplate("space-range-card.hbs")];
}

/** One NPC's line, as stored. */
export interface NpcRollLine {
  name: string;
  label: string;
  labelKey?: string;
  labelData?: Record<string, string>;
  total: number;
}

/**
 * The NPC rolls card: the segment's NPC actions the gamemaster rolled in one click (posted by
 * combat/npc-rolls-card.ts), each line the combatant's name, what he rolled and the total. What was
 * rolled is shown in each viewer's language where the roll saved its label's key (an attribute), else
 * as saved (a skill's or a weapon's own name).
 */
export class NpcRollsCardData extends ViewCardData {
  static override templates = [chatTemplate("npc-rolls-card.hbs")];

  /** The view, each line's roll named in the viewer's language where it can be (`keyedLabel`). */
  override context(): object {
    const view = this.view as { segment: number; lines?: NpcRollLine[] };
    return {
      segment: view.segment,
      lines: (view.lines ?? []).map((line) => ({ name: line.name, total: line.total, label: keyedLabel(line, game.i18n as never) })),
    };
  }
}
