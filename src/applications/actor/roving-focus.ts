/**
 * The sheets' keyboard lists (a roving tabindex, WAI-ARIA Authoring Practices): a list marked
 * `data-roving` ("vertical", "horizontal" or empty for both) is one tab stop, its items
 * (`data-roving-item`) are reached with the arrow keys, Home and End, and the item focused last is
 * the list's stop when Tab comes back to it. A row of a list (`data-roving-row`) keeps its other
 * controls out of the tab order; each is reached from the row's item by its key (`data-row-key`: a
 * button is pressed, a field focused), and from such a field the up and down arrows go on along the
 * list. An item that is a field gives its arrows to its text once the user has typed in it.
 */

const LIST = "[data-roving]";
const ITEM = "[data-roving-item]";

/** The items of a list the user can reach now (a disabled one is skipped). */
function itemsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(ITEM)].filter((item) => item.closest(LIST) === list && !(item as HTMLButtonElement).disabled);
}

/** Makes `stop` its list's one tab stop. */
function makeStop(list: Element, stop: HTMLElement): void {
  for (const item of list.querySelectorAll<HTMLElement>(ITEM)) if (item.closest(LIST) === list) item.tabIndex = item === stop ? 0 : -1;
}

/**
 * Gives each list of a rendered sheet its one tab stop: the item marked current (pressed, selected,
 * `aria-current`), else the first that can be used; the other controls of its rows leave the tab order.
 * Safe to call again after each render.
 * @param root the sheet's element
 */
export function setRovingStops(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>("[data-row-key]")) control.tabIndex = -1;
  for (const list of root.querySelectorAll(LIST)) {
    const items = itemsOf(list);
    const stop = items.find((item) => item.matches('[aria-pressed="true"], [aria-selected="true"], [aria-current="true"]')) ?? items[0];
    if (stop) makeStop(list, stop);
  }
}

/** The item an arrow, Home or End leads to from `item`, or null when the key is not the list's. */
function nextItem(list: HTMLElement, item: HTMLElement, key: string): HTMLElement | null {
  const axis = list.dataset.roving;
  const forward = (axis !== "horizontal" && key === "ArrowDown") || (axis !== "vertical" && key === "ArrowRight");
  const back = (axis !== "horizontal" && key === "ArrowUp") || (axis !== "vertical" && key === "ArrowLeft");
  const items = itemsOf(list);
  if (key === "Home") return items[0] ?? null;
  if (key === "End") return items.at(-1) ?? null;
  if (!forward && !back) return null;
  const index = items.indexOf(item);
  return items[Math.min(items.length - 1, Math.max(0, index + (forward ? 1 : -1)))] ?? null;
}

/** Whether a field keeps `key` for its own text or value rather than the list. */
function keptByField(target: HTMLElement, key: string, typed: boolean): boolean {
  if (!(target instanceof target.ownerDocument.defaultView!.HTMLInputElement)) return false;
  if (target.type === "checkbox" || target.type === "radio") return false;
  if (key === "Home" || key === "End") return true;
  // A number keeps its steps; any field its arrows once the user has typed in it.
  return typed || (target.type === "number" && (key === "ArrowUp" || key === "ArrowDown"));
}

/**
 * Wires the keyboard lists of a sheet once, on its element (it stays across renders): the arrows,
 * Home and End move along a list, a row's keys reach its other controls, and focus makes an item
 * its list's stop.
 * @param root the sheet's element
 */
export function activateRovingLists(root: HTMLElement): void {
  const typed = new WeakSet<EventTarget>();
  root.addEventListener("input", (event) => event.target && typed.add(event.target));
  root.addEventListener("focusin", (event) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
    const list = item?.closest(LIST);
    if (item && list) makeStop(list, item);
  });
  root.addEventListener("focusout", (event) => event.target && typed.delete(event.target));
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>("[data-roving-row]");
    const item = target.matches(ITEM) ? target : (row?.querySelector<HTMLElement>(ITEM) ?? null);
    const list = item?.closest<HTMLElement>(LIST);
    if (!item || !list) return;
    // A row's key, from its item: "e" edits, "Delete" deletes, "b" goes to its bonus field.
    const key = event.key.toLowerCase();
    const control = target === item ? [...(row?.querySelectorAll<HTMLElement>("[data-row-key]") ?? [])].find((c) => c.dataset.rowKey === key) : null;
    if (control && !(control as HTMLButtonElement).disabled) {
      event.preventDefault();
      if (control.tagName === "BUTTON") control.click();
      else control.focus();
      return;
    }
    if (target !== item && event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    if (target === item && keptByField(target, event.key, typed.has(target))) return;
    const next = nextItem(list, item, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}
