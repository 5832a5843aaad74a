/**
 * Opening the roll dialog with a difficulty already chosen, as a link or a macro names it: the
 * dialog's own fields are filled in as a player would, so it computes the level's number for the
 * world's edition and the chance of success itself.
 */
import { openRollDialog } from "../applications/roll-dialog.ts";
import type { D6Roll } from "../dice/d6-roll.ts";
import type { RollRequest } from "../dice/roll-request.ts";
import type { LinkDifficulty } from "./enrichers/roll-link.ts";

/**
 * Fills a difficulty into a rendered roll dialog: a level is chosen in the level list (the dialog
 * fills in its number), a number is typed into the number field (the dialog selects its level).
 * The events are those a player's input sends, so the dialog's summary updates.
 * @param root the dialog's element
 * @param difficulty the difficulty
 * @returns whether the dialog had the field to fill
 */
export function fillDifficulty(root: HTMLElement, difficulty: LinkDifficulty): boolean {
  const view = root.ownerDocument.defaultView;
  const fire = (element: HTMLElement, type: string) => element.dispatchEvent(new (view?.Event ?? Event)(type, { bubbles: true }));
  if (difficulty.level) {
    const select = root.querySelector<HTMLSelectElement>('select[name="difficultyLevel"]');
    if (!select) return false;
    select.value = difficulty.level;
    fire(select, "change");
    return true;
  }
  const input = root.querySelector<HTMLInputElement>('input[name="difficulty"]');
  if (!input) return false;
  input.value = String(difficulty.number);
  fire(input, "input");
  return true;
}

type HookFunction = (...args: unknown[]) => void;

/**
 * Opens the roll dialog for a request and fills in the difficulty once it is shown.
 * @param request who rolls what
 * @param difficulty the difficulty to start from, or null for none
 * @returns the posted roll, or null when the dialog was closed without rolling
 */
export async function openRollDialogWithDifficulty(request: RollRequest, difficulty: LinkDifficulty | null): Promise<D6Roll | null> {
  if (!difficulty) return openRollDialog(request);
  const hooks = Hooks as unknown as { on(name: string, fn: HookFunction): number; off(name: string, id: number): void };
  const hookId = hooks.on("renderDialogV2", (app: unknown, element: unknown) => {
    const root = (element instanceof HTMLElement ? element : (app as { element?: HTMLElement }).element) ?? null;
    if (!root?.querySelector("[data-roll-dialog]")) return;
    hooks.off("renderDialogV2", hookId);
    fillDifficulty(root, difficulty);
  });
  try {
    return await openRollDialog(request);
  } finally {
    hooks.off("renderDialogV2", hookId);
  }
}
