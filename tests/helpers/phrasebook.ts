/**
 * What the test's players and gamemaster type (a declared action's note, a token's name), as a
 * German or Spanish table types it: a German or Spanish page of a screenshot suite shows the words a
 * player of that language would have typed, not the English test's.
 */
import type { Lang } from "./render.ts";

/** Each typed phrase, by its English text, in German and Spanish; `{name}` is filled in. */
const PHRASES: Readonly<Record<string, { de: string; es: string }>> = {
  "shoot {name}": { de: "auf {name} schießen", es: "disparar a {name}" },
  "to the door": { de: "zur Tür", es: "hacia la puerta" },
  "to the crates": { de: "zu den Kisten", es: "hacia las cajas" },
  "cut the door control": { de: "Türsteuerung zerschneiden", es: "cortar el control de la puerta" },
  deflect: { de: "abwehren", es: "desviar" },
  "call the reinforcements": { de: "Verstärkung rufen", es: "pedir refuerzos" },
  "draw blaster": { de: "Blaster ziehen", es: "desenfundar el bláster" },
  "Imperial Officer": { de: "Imperialer Offizier", es: "Oficial imperial" },
  "Imperial Stormtrooper": { de: "Imperialer Sturmtruppler", es: "Soldado de asalto imperial" },
  "Red Three": { de: "Rot Drei", es: "Rojo Tres" },
  "Red Five": { de: "Rot Fünf", es: "Rojo Cinco" },
  GM: { de: "SL", es: "DJ" },
  Desert: { de: "Wüste", es: "Desierto" },
  "Blaster pistol": { de: "Blasterpistole", es: "Pistola bláster" },
};

/**
 * A phrase as a table of the language types it.
 * @param english the phrase's English text, a key of the phrasebook
 * @param data what fills its `{name}`
 * @throws Error when the phrasebook lacks the phrase
 */
export function typed(english: string, lang: Lang, data: Record<string, string> = {}): string {
  const entry = PHRASES[english];
  if (!entry) throw new Error(`the phrasebook has no "${english}"`);
  const text = lang === "en" ? english : entry[lang];
  return text.replace(/\{(\w+)\}/g, (_, key: string) => data[key] ?? "");
}
