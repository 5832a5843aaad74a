/**
 * Dice So Nice, when that module is active: the wild die and character-point dice in colour sets of
 * their own, chosen in two world settings with Star Wars defaults. The 3D dice are Dice So Nice's:
 * it shows each die of a roll's message once, the wild die's re-rolls (Foundry's explode results)
 * one after another, and honours the message's whisper and blind fields, which the roll dialog sets
 * through compat.ts. This module only picks the colours, in `diceSoNiceRollStart`, on the roll about
 * to be shown.
 *
 * The pure half (colour sets, setting choices, which colour set a term gets) is exported for tests.
 */
import { SYSTEM_ID } from "../constants.ts";
import { WildDie } from "./wild-die.ts";
import { SYSTEM_SETTINGS } from "../settings.ts";

/** A Dice So Nice colour set, as `dice3d.addColorset` takes it. */
export interface DiceColorset {
  name: string;
  /** The localization key of its name in the settings. */
  description: string;
  foreground: string;
  background: string;
  outline: string;
  edge: string;
  texture: string;
  material: string;
}

/** The system's colour sets, each a look from the films. */
export const DICE_COLORSETS: readonly DiceColorset[] = [
  {
    name: `${SYSTEM_ID}-wild-gold`,
    description: "SWD6.DiceSoNice.colorset.wild-gold",
    foreground: "#1b1408",
    background: "#f2a33a",
    outline: "#1b1408",
    edge: "#c47a12",
    texture: "none",
    material: "metal",
  },
  {
    name: `${SYSTEM_ID}-saber-blue`,
    description: "SWD6.DiceSoNice.colorset.saber-blue",
    foreground: "#ffffff",
    background: "#1f6fd6",
    outline: "#0a2a5c",
    edge: "#8fd3ff",
    texture: "none",
    material: "glass",
  },
  {
    name: `${SYSTEM_ID}-saber-green`,
    description: "SWD6.DiceSoNice.colorset.saber-green",
    foreground: "#ffffff",
    background: "#1f9a45",
    outline: "#08361a",
    edge: "#a6f5b6",
    texture: "none",
    material: "glass",
  },
  {
    name: `${SYSTEM_ID}-saber-red`,
    description: "SWD6.DiceSoNice.colorset.saber-red",
    foreground: "#ffffff",
    background: "#c0161f",
    outline: "#3d0508",
    edge: "#ff8a8a",
    texture: "none",
    material: "glass",
  },
  {
    name: `${SYSTEM_ID}-trooper-white`,
    description: "SWD6.DiceSoNice.colorset.trooper-white",
    foreground: "#111111",
    background: "#eeeeee",
    outline: "#ffffff",
    edge: "#9a9a9a",
    texture: "none",
    material: "plastic",
  },
  {
    name: `${SYSTEM_ID}-carbonite`,
    description: "SWD6.DiceSoNice.colorset.carbonite",
    foreground: "#d8e4ee",
    background: "#3d4650",
    outline: "#11161b",
    edge: "#7d8a96",
    texture: "none",
    material: "metal",
  },
];

/** The setting value that leaves the dice as the player set them up in Dice So Nice. */
export const PLAYER_DICE = "player";

/** The two dice settings, each with its Star Wars default. */
export const DICE_SETTINGS = { dsnWildDie: SYSTEM_SETTINGS.dsnWildDie, dsnCharacterPoint: SYSTEM_SETTINGS.dsnCharacterPoint } as const;

/** One of the dice settings. */
export type DiceSettingKey = keyof typeof DICE_SETTINGS;

/** The choices of a dice setting: the player's own dice, then every colour set (value → localization key). */
export function colorsetChoices(): Record<string, string> {
  return {
    [PLAYER_DICE]: "SWD6.DiceSoNice.colorset.player",
    ...Object.fromEntries(DICE_COLORSETS.map((colorset) => [colorset.name, colorset.description])),
  };
}

/**
 * A stored setting read as a colour set: one of the system's, else null (the player's own dice).
 * An unknown value (a colour set removed in a later version) counts as the player's own dice.
 */
export function chosenColorset(value: unknown): string | null {
  return DICE_COLORSETS.some((colorset) => colorset.name === value) ? (value as string) : null;
}

/**
 * The option that marks a d6 term as character-point dice (`term.options[CHARACTER_POINT_OPTION] =
 * true`); saved with the roll, so a message's dice keep their colour when shown again.
 */
export const CHARACTER_POINT_OPTION = "swd6CharacterPoint";

/** A die term as the colouring reads and writes it. */
export interface ColorableTerm {
  /** The term's denomination: `"w"` for the wild die, `"d"` for a plain die. */
  denomination: string;
  options: Record<string, unknown> & { appearance?: Record<string, unknown> };
}

/**
 * Gives the wild die's and the character-point dice's terms their colour set, as Dice So Nice's
 * `appearance` option of a term; a term whose colour set is the player's own is left as it is, and
 * so is every other term.
 * @param terms the roll's die terms (`roll.dice`)
 * @param colorsets the chosen colour set of each, null for the player's own dice
 * @returns how many terms were coloured
 */
export function colorDiceTerms(terms: readonly ColorableTerm[], colorsets: { wild: string | null; characterPoint: string | null }): number {
  let colored = 0;
  for (const term of terms) {
    if (!term?.options) continue;
    const colorset =
      term.denomination === WildDie.DENOMINATION ? colorsets.wild : term.options[CHARACTER_POINT_OPTION] === true ? colorsets.characterPoint : null;
    if (!colorset) continue;
    term.options.appearance = { ...term.options.appearance, colorset };
    colored += 1;
  }
  return colored;
}

/** The parts of Dice So Nice's API the system calls. */
interface DiceSoNice {
  addColorset(colorset: Record<string, unknown>, mode?: string): unknown;
  addDicePreset(preset: Record<string, unknown>, shape?: string): unknown;
}

/** Reads a dice setting as a colour set. */
function settingColorset(key: DiceSettingKey): string | null {
  try {
    return chosenColorset(game.settings.get(SYSTEM_ID, key));
  } catch {
    return chosenColorset(DICE_SETTINGS[key].default);
  }
}

/** `diceSoNiceReady`: the colour sets and the wild die's d6 shape (with the player's colours unless a term says otherwise). */
function onDiceSoNiceReady(dice3d: DiceSoNice): void {
  try {
    for (const colorset of DICE_COLORSETS) {
      dice3d.addColorset({ ...colorset, description: game.i18n.localize(colorset.description), category: game.system.title, visibility: "hidden" }, "default");
    }
    dice3d.addDicePreset({ type: `d${WildDie.DENOMINATION}`, labels: ["1", "2", "3", "4", "5", "6"], system: "standard" }, "d6");
  } catch (error) {
    console.warn(`${SYSTEM_ID} | Dice So Nice refused the system's dice`, error);
  }
}

/**
 * Colours a roll's wild die and character-point dice (see {@link colorDiceTerms}): its die terms
 * (`roll.dice`, else the terms that hold results) get Dice So Nice's `appearance` option.
 * @param roll the roll about to be shown
 * @returns how many terms were coloured
 */
export function colorRoll(
  roll: { dice?: unknown; terms?: unknown } | null | undefined,
  colorsets: { wild: string | null; characterPoint: string | null },
): number {
  const list = Array.isArray(roll?.dice) ? roll.dice : Array.isArray(roll?.terms) ? roll.terms.filter((term) => Array.isArray(term?.results)) : [];
  // Views of the terms that share their options object, so the colour set lands on the terms themselves.
  const views = (list as { constructor: { DENOMINATION?: string }; options?: ColorableTerm["options"] }[])
    .filter((term) => term && typeof term === "object")
    .map((term) => {
      term.options ??= {};
      return { denomination: String(term.constructor?.DENOMINATION ?? ""), options: term.options };
    });
  return colorDiceTerms(views, colorsets);
}

/** `diceSoNiceRollStart`: colours the roll about to be shown, on each client that shows it. */
function onRollStart(_messageId: unknown, context: { roll?: { dice?: unknown } }): void {
  colorRoll(context?.roll, { wild: settingColorset("dsnWildDie"), characterPoint: settingColorset("dsnCharacterPoint") });
}

/**
 * Registers the Dice So Nice hooks, when it is active (its two settings are registered with the
 * others, with {@link colorsetChoices}, only then too). Call once, at `init`.
 */
export function registerDiceSoNice(): void {
  if (!game.modules?.get("dice-so-nice")?.active) return;
  const hooks = Hooks as unknown as {
    once(name: string, fn: (...args: never[]) => unknown): number;
    on(name: string, fn: (...args: never[]) => unknown): number;
  };
  hooks.once("diceSoNiceReady", onDiceSoNiceReady);
  hooks.on("diceSoNiceRollStart", onRollStart);
}

/** Dice So Nice's `showForRoll`, as its API documents it (roll.md). */
type ShowForRoll = (
  roll: Roll,
  user: User.Implementation,
  synchronize: boolean,
  whisper: string[] | null,
  blind: boolean,
  messageId: string | null,
  speaker: unknown,
) => Promise<boolean>;

/**
 * Shows a roll that joined an existing message, once, to whoever may see that message. Dice So
 * Nice animates the rolls of a new message by its own hook, but not rolls added to a message by an
 * update (FOUNDRY-FACTS §9), so the client that wrote the update shows it, synchronized to the
 * other clients, with the message's whisper recipients and blind flag: a blind or whispered card
 * animates for no one who may not see it. A roll posted as a new message is never shown here.
 * Does nothing without Dice So Nice.
 *
 * The animation is started, not awaited: it runs on the gamemaster's client while he carries out
 * players' requests one after another, and a few seconds of dice must not hold up the next player.
 *
 * @param message the message the roll was added to
 * @param roll the roll added
 * @param user whose dice the roll is (its colours)
 */
export function showRollAddedTo(message: ChatMessage.Implementation, roll: Roll, user: User.Implementation): void {
  const show = (game as unknown as { dice3d?: { showForRoll?: ShowForRoll } }).dice3d;
  if (typeof show?.showForRoll !== "function") return;
  const whisper = message.whisper.filter((id) => typeof id === "string");
  const blind = message.blind;
  const failed = (error: unknown) => console.warn(`${SYSTEM_ID} | Dice So Nice could not show the roll`, error);
  try {
    void Promise.resolve(show.showForRoll(roll, user, true, whisper.length > 0 ? [...whisper] : null, blind, message.id ?? null, message.speaker)).catch(
      failed,
    );
  } catch (error) {
    failed(error);
  }
}
