/**
 * How core's context menu reads an entry, in either generation: v13 shows it when `condition(target)`
 * holds and runs `callback(target)` on a click (A13 ContextMenu, `ContextMenuEntry`); v14 reads
 * `visible(target)` and `onClick(event, target)` (A14 ContextMenu; SR5-FoundryVTT#2065, Draw Steel),
 * and an entry in the old keys only with a deprecation warning, which the model refuses so that a
 * test sees it.
 */

/** An entry as core's menu sees it: its label, whether it shows for a row, and its click. */
export interface MenuChoice {
  label: string;
  shows(target: HTMLElement): boolean;
  click(target: HTMLElement): void;
}

/**
 * Reads a context menu entry as `generation`'s core does.
 * @param entry the entry a system handed to the menu
 * @param generation the Foundry generation modelled
 * @throws Error when the entry is in the other generation's keys
 */
export function menuChoice(entry: Record<string, unknown>, generation: 13 | 14): MenuChoice {
  const fn = (key: string) => {
    const value = entry[key];
    if (typeof value !== "function") throw new Error(`a v${generation} context menu entry needs ${key}, this one has ${Object.keys(entry).join(", ")}`);
    return value as (...args: unknown[]) => unknown;
  };
  if (generation === 13) {
    const [condition, callback] = [fn("condition"), fn("callback")];
    return { label: String(entry.name), shows: (target) => condition(target) === true, click: (target) => void callback(target) };
  }
  const [visible, onClick] = [fn("visible"), fn("onClick")];
  return {
    label: String(entry.label),
    shows: (target) => visible(target) === true,
    click: (target) => void onClick(new Event("click"), target),
  };
}
