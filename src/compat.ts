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

/** A status effect as `CONFIG.statusEffects` holds it: at least its id. */
interface StatusEffectEntry {
  id: string;
}

/**
 * `CONFIG.statusEffects`: an array on v13, an object keyed by id on v14 (which still takes an
 * array assigned to it).
 */
export type StatusEffectRegistry<T extends StatusEffectEntry> = readonly T[] | Readonly<Record<string, T>>;

/**
 * The status effects of either shape of `CONFIG.statusEffects`, in their order.
 * @param registry `CONFIG.statusEffects`; null or undefined read as none
 */
export function statusEffectList<T extends StatusEffectEntry>(registry: StatusEffectRegistry<T> | null | undefined): T[] {
  if (!registry) return [];
  return Array.isArray(registry) ? [...registry] : Object.values(registry as Readonly<Record<string, T>>);
}

/**
 * `CONFIG.statusEffects` with `first` ahead of every other status (replacing any of the same id),
 * in the shape it came in: an array stays an array (v13), an object keyed by id stays one (v14),
 * so the core statuses are kept either way.
 * @param registry `CONFIG.statusEffects`; null or undefined read as an empty array
 * @param first the statuses to put first, in their order
 */
export function withStatusEffectsFirst<T extends StatusEffectEntry>(
  registry: StatusEffectRegistry<T> | null | undefined,
  first: readonly T[],
): StatusEffectRegistry<T> {
  const ids = new Set(first.map((status) => status.id));
  const all = [...first, ...statusEffectList(registry).filter((status) => !ids.has(status.id))];
  if (!registry || Array.isArray(registry)) return all;
  return Object.fromEntries(all.map((status) => [status.id, status]));
}

/**
 * A context menu entry as the system writes it, in v14's terms: its label (a localization key),
 * icon, whether it shows for the row it was opened on, and what a click does.
 */
export interface ContextMenuEntrySpec {
  label: string;
  icon: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (event: Event | null, target: HTMLElement) => void;
}

/**
 * A context menu entry in the keys the running Foundry reads: v14's `label`, `visible` and
 * `onClick(event, target)`, or v13's `name`, `condition(target)` and `callback(target)` (v14 still
 * reads these with a warning, v16 not at all). Nothing in the menu's API tells the two apart, so
 * the generation decides.
 * @param spec the entry
 * @param generation `game.release.generation`
 * @returns the entry to hand to core's menu
 */
export function contextMenuEntry(spec: ContextMenuEntrySpec, generation: number): Record<string, unknown> {
  if (generation >= 14) return { label: spec.label, icon: spec.icon, visible: spec.visible, onClick: spec.onClick };
  return {
    name: spec.label,
    icon: spec.icon,
    condition: spec.visible,
    callback: (target: HTMLElement) => spec.onClick(null, target),
  };
}
