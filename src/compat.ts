/**
 * Every difference between Foundry v13 and v14 that the system meets, in one place.
 * Each helper feature-detects the API instead of comparing version numbers, and is written
 * against small structural types so it can be tested with stand-ins.
 */

/** Every message mode, in the order the roll dialog offers them. */
export const MESSAGE_MODES = ["public", "gm", "blind", "self"] as const;

/** Who sees a chat message: everyone, the GMs, the GMs without the roller (blind), or only the roller. */
export type MessageMode = (typeof MESSAGE_MODES)[number];

const V13_ROLL_MODES: Record<MessageMode, string> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

/** The parts of `game.settings` the helpers read. */
interface SettingsReader {
  get(namespace: string, key: string): unknown;
  settings?: { has(key: string): boolean };
}

/** The parts of the ChatMessage class the helpers call; v14 has `applyMode`, v13 `applyRollMode`. */
interface ChatMessageStatics {
  applyMode?: (data: object, mode: string) => object;
  applyRollMode?: (data: object, mode: string) => object;
}

/**
 * v14's message modes for what a player says rather than rolls: everyone sees them, so a roll
 * made while one is chosen is public. "ic" (in character) is what the chat box sets when a user
 * speaks as a token.
 */
const V14_PUBLIC_SPEECH_MODES: readonly string[] = ["ic", "ooc", "emote"];

/**
 * Reads a v13 roll mode (`"gmroll"`) or a v14 message mode (`"gm"`; the speech modes `"ic"`,
 * `"ooc"` and `"emote"` are public) as a {@link MessageMode}; anything else (null, a typo) is `null`.
 * @param value a stored mode
 */
export function toMessageMode(value: unknown): MessageMode | null {
  if (typeof value !== "string") return null;
  if ((MESSAGE_MODES as readonly string[]).includes(value)) return value as MessageMode;
  if (V14_PUBLIC_SPEECH_MODES.includes(value)) return "public";
  const entry = Object.entries(V13_ROLL_MODES).find(([, roll]) => roll === value);
  return entry ? (entry[0] as MessageMode) : null;
}

/**
 * The message mode the user has chosen in the chat controls: v14's `core.messageMode`, else v13's
 * `core.rollMode`. On v14 the old `core.rollMode` can read back null, which must not make a
 * GM-only roll public, so an unreadable value falls back to the other setting, then to "public".
 * @param settings `game.settings`
 */
export function currentMessageMode(settings: SettingsReader): MessageMode {
  for (const key of ["messageMode", "rollMode"]) {
    if (settings.settings && !settings.settings.has(`core.${key}`)) continue;
    let value: unknown;
    try {
      value = settings.get("core", key);
    } catch {
      continue;
    }
    const mode = toMessageMode(value);
    if (mode) return mode;
  }
  return "public";
}

/**
 * Applies a message mode to chat message data (whisper recipients, blind flag), with v14's
 * `ChatMessage.applyMode` where it exists and v13's `ChatMessage.applyRollMode` otherwise.
 * @param messageClass the ChatMessage class (`ChatMessage.implementation`)
 * @param data message creation data; changed in place and returned
 * @param mode who may see the message
 * @throws Error when the class has neither method (an unsupported Foundry version)
 */
export function applyMessageMode<T extends object>(messageClass: ChatMessageStatics, data: T, mode: MessageMode): T {
  if (typeof messageClass.applyMode === "function") {
    messageClass.applyMode(data, mode);
    return data;
  }
  if (typeof messageClass.applyRollMode === "function") {
    messageClass.applyRollMode(data, V13_ROLL_MODES[mode]);
    return data;
  }
  throw new Error("ChatMessage has neither applyMode nor applyRollMode");
}
