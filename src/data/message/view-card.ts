/**
 * The cards stored as their view: the template's context (names, numbers and localization keys, no
 * words of any language) kept in `system.view`, a schema of its card's (view-fields.ts), and rendered
 * on each client as it is. The Dark Side,
 * movement, space range and NPC rolls cards are only that (each with its template, and the poster
 * named below); the Force power and combined action cards add to it in modules of their own.
 */
import { ChatCardData, chatTemplate } from "./card-data.ts";
import { darkSideView, movementView, npcRollsView, spaceRangeView } from "./view-fields.ts";
import { npcRollLinesView } from "./npc-roll-lines.ts";

/**
 * The model of a card that is its view alone: the view's schema, the card's template, and the stored
 * view as the template's context.
 * @param view the view's schema (view-fields.ts)
 * @param template the card's template file under `templates/chat/`
 */
export function viewCard<V extends foundry.data.fields.SchemaField.Any>(view: () => V, template: string) {
  const schema = () => ({ view: view() });
  return class extends ChatCardData<ReturnType<typeof schema>> {
    static override templates = [chatTemplate(template)];

    static override defineSchema(): ReturnType<typeof schema> {
      return schema();
    }

    /** The stored view. */
    override context(): object {
      return this.view;
    }
  };
}

/** The Dark Side card: the gamemaster's 1D against a character's Dark Side points (posted by documents/dark-side.ts). */
export class DarkSideCardData extends viewCard(darkSideView, "dark-side-card.hbs") {}

/** The movement card: a craft's move, its roll and outcome (posted by applications/craft/movement-flow.ts). */
export class MovementCardData extends viewCard(movementView, "movement-card.hbs") {}

/** The space range card: two starships' range change in a chase (posted by applications/craft/space-range/space-range-flow.ts). */
export class SpaceRangeCardData extends viewCard(spaceRangeView, "space-range-card.hbs") {}

const npcRollsSchema = () => ({ view: npcRollsView() });

/**
 * The NPC rolls card: the segment's NPC actions the gamemaster rolled in one click (posted by
 * combat/npc-rolls-card.ts), each line the combatant's name, what he rolled and the total. What was
 * rolled is shown in each viewer's language where the roll saved its label's key (an attribute), else
 * as saved (a skill's or a weapon's own name), with a mishap's note where the wild die came up 1.
 */
export class NpcRollsCardData extends ChatCardData<ReturnType<typeof npcRollsSchema>> {
  static override templates = [chatTemplate("npc-rolls-card.hbs")];

  static override defineSchema(): ReturnType<typeof npcRollsSchema> {
    return npcRollsSchema();
  }

  /** The view, its lines as `npcRollLinesView` shows them in the viewer's language. */
  override context(): object {
    const view = this.view;
    return { segment: view.segment, lines: npcRollLinesView(view.lines, game.i18n as never) };
  }
}
