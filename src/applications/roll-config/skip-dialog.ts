/**
 * Whether a roll skips its dialog: an API call's `configure` option says so, else a held Shift key
 * does (a click on a sheet or a macro with Shift held rolls at once, as core's systems do).
 */

/** The key that, held as a roll starts, skips its dialog. */
export const SKIP_DIALOG_KEY = "Shift";

/**
 * Whether the roll's dialog opens.
 * @param configure the caller's choice: false rolls without the dialog, true opens it; absent, the
 *   dialog opens unless {@link SKIP_DIALOG_KEY} is held (`game.keyboard.isModifierActive`)
 */
export function opensDialog(configure: boolean | undefined): boolean {
  if (configure !== undefined) return configure;
  const keyboard = (game as { keyboard?: { isModifierActive?(key: string): boolean } | null }).keyboard;
  return keyboard?.isModifierActive?.(SKIP_DIALOG_KEY) !== true;
}
