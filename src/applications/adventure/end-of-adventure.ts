/**
 * The gamemaster's end-of-adventure dialog: per player character, how each Force point spent this
 * adventure was used and the character points awarded (the arithmetic in end-of-adventure-plan.ts);
 * on Apply the counts are written, the spent list cleared, the adventure counter moved on (so each
 * trait may be raised a pip again), and each evil use gives a Dark Side point
 * with its turning roll (`gainDarkSidePoint`). The gamemaster's own dialog, so the gamemaster writes.
 */
import { clearSpentThisAdventure, spentThisAdventure } from "../../dice/force-point-round.ts";
import { gainDarkSidePoint } from "../force-powers/dark-side-point.ts";
import { type AdventureCharacter, endOfAdventureContext, planEndOfAdventure, readAdventureChoice } from "./end-of-adventure-plan.ts";
import { askFormDialog } from "../form-fields.ts";
import { personData, worldActors } from "../../data/document-data.ts";
import { updateSystem } from "../../data/document-writes.ts";

/** A number field of the character's system data, 0 when missing. */
function count(actor: Actor.Implementation, key: "characterPoints" | "forcePoints" | "adventure"): number {
  return personData(actor)?.[key] ?? 0;
}

/** The world's player characters as the dialog needs them. */
function adventureCharacters(): { actor: Actor.Implementation; character: AdventureCharacter }[] {
  return worldActors()
    .filter((actor) => actor.type === "character" && actor.hasPlayerOwner)
    .map((actor) => ({
      actor,
      character: {
        id: actor.id ?? "",
        name: actor.name ?? "",
        forcePoints: count(actor, "forcePoints"),
        characterPoints: count(actor, "characterPoints"),
        spent: spentThisAdventure(actor).length,
      },
    }));
}

/**
 * Opens the end-of-adventure dialog (gamemaster only: anyone else gets a localized warning) and
 * applies the gamemaster's choices.
 * @returns whether anything was applied
 */
export async function openEndOfAdventure(): Promise<boolean> {
  if (!game.user.isGM) {
    ui.notifications?.warn(game.i18n.localize("SWD6.Points.endOfAdventure.gmOnly"));
    return false;
  }
  const entries = adventureCharacters();
  const fields = await askFormDialog({
    title: game.i18n.localize("SWD6.Points.endOfAdventure.title"),
    icon: "fa-solid fa-flag-checkered",
    windowClass: "swd6-end-of-adventure-window",
    width: 520,
    template: "templates/apps/adventure/end-of-adventure.hbs",
    context: endOfAdventureContext(entries.map((e) => e.character)),
    confirm: { action: "apply", label: "SWD6.Points.endOfAdventure.apply", icon: "fa-solid fa-check" },
  });
  if (!fields || entries.length === 0) return false;
  for (const { actor, character } of entries) {
    const result = planEndOfAdventure(character, readAdventureChoice(fields, character));
    await updateSystem(
      actor,
      // The next adventure begins: each trait may be raised one pip again (advance mode).
      { forcePoints: result.forcePoints, characterPoints: result.characterPoints, adventure: count(actor, "adventure") + 1 },
    );
    for (let i = 0; i < result.darkSidePoints; i++) await gainDarkSidePoint(actor);
  }
  await clearSpentThisAdventure(entries.map(({ actor }) => actor));
  ui.notifications?.info(game.i18n.localize("SWD6.Points.endOfAdventure.applied"));
  return true;
}
