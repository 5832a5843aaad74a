/**
 * The gamemaster's way into the end-of-adventure dialog: a button in the Actors directory's header
 * (beside "Create Actor"), shown to gamemasters only. Macro writers reach the same dialog through
 * `game.swd6rpg.endAdventure()`. The dialog's code loads on its first opening, as it is opened once
 * an adventure.
 */

/**
 * Opens the end-of-adventure dialog (gamemaster only: anyone else gets a localized warning) and
 * applies the gamemaster's choices, once its code has loaded.
 * @returns whether anything was applied
 */
export async function endAdventure(): Promise<boolean> {
  const { openEndOfAdventure } = await import("./end-of-adventure.ts");
  return openEndOfAdventure();
}

/** The button's marker, so a re-render never adds a second one. */
const BUTTON_CLASS = "swd6-end-adventure";

/**
 * Adds the end-of-adventure button to a rendered Actors directory, for a gamemaster, once.
 * @param root the directory's element
 * @param isGM whether the viewing user is a gamemaster
 * @param localize the translation function
 * @param open what the button does (the dialog by default)
 * @returns the button, or null when none was added (not a gamemaster, no header, already there)
 */
export function addEndOfAdventureButton(
  root: HTMLElement,
  isGM: boolean,
  localize: (key: string) => string,
  open: () => unknown = endAdventure,
): HTMLButtonElement | null {
  if (!isGM || root.querySelector(`.${BUTTON_CLASS}`)) return null;
  const header = root.querySelector<HTMLElement>(".header-actions") ?? root.querySelector<HTMLElement>(".directory-header");
  if (!header) return null;
  const button = root.ownerDocument.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  button.innerHTML = `<i class="fa-solid fa-flag-checkered" aria-hidden="true"></i> `;
  button.append(localize("SWD6.Points.endOfAdventure.title"));
  button.addEventListener("click", () => void open());
  header.append(button);
  return button;
}

/** Registers the directory hook. Call once, at `init`. */
export function registerEndOfAdventureButton(): void {
  Hooks.on(
    "renderActorDirectory" as never,
    ((_app: unknown, html: HTMLElement | { 0?: HTMLElement }) => {
      const root = html instanceof HTMLElement ? html : html[0];
      if (root) addEndOfAdventureButton(root, game.user.isGM, (key) => game.i18n.localize(key));
    }) as never,
  );
}
