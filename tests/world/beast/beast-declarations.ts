/** What the new subtype adds outside the code: its entry in `system.json` and its keys in the three language files. */
import { fileURLToPath } from "node:url";

/** The fixture's entry point: the system with the beast added (`beast-system.ts`). */
export const BEAST_ENTRY = fileURLToPath(new URL("./beast-system.ts", import.meta.url));

/** The beast's entry in `system.json` `documentTypes.Actor`: its HTML field. */
export const BEAST_MANIFEST_ENTRY = { beast: { htmlFields: ["notes"] } };

/** The beast's keys in `lang/en.json`, `lang/de.json` and `lang/es.json`. */
export const BEAST_TRANSLATIONS = {
  en: { "TYPES.Actor.beast": "Beast", "SWD6.Sheet.label.beast": "Beast Sheet" },
  de: { "TYPES.Actor.beast": "Bestie", "SWD6.Sheet.label.beast": "Bestienbogen" },
  es: { "TYPES.Actor.beast": "Bestia", "SWD6.Sheet.label.beast": "Hoja de bestia" },
} as const;
