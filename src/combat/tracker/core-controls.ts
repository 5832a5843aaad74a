/**
 * Takes out of core's rendered tracker the encounter controls that make no sense for the round as
 * it stands (tracker-context.ts decides which): core's header and footer keep their own markup and
 * handlers, and only the buttons whose `data-action` is switched off are removed, as Draw Steel
 * removes core's roll buttons from the header (its combat-tracker.mjs `_onRender`).
 */
import type { CoreControls } from "./tracker-context.ts";

/**
 * Removes every control under `root` whose `data-action` is one of core's encounter controls that
 * `controls` switches off; every other element is left alone.
 * @param root the tracker's element
 * @param controls which of core's controls make sense now
 * @returns the action of each button removed
 */
export function pruneCoreControls(root: ParentNode, controls: CoreControls): string[] {
  const removed: string[] = [];
  for (const [action, allowed] of Object.entries(controls)) {
    if (allowed) continue;
    for (const button of root.querySelectorAll(`[data-action="${action}"]`)) {
      button.remove();
      removed.push(action);
    }
  }
  return removed;
}
