/**
 * A client's `game.i18n` in its own language, from the system's real lang/<lang>.json: `localize`
 * gives the key itself when it has no translation, `format` fills `{name}` placeholders, `has` says
 * whether a key is translated (A13 classes/foundry.helpers.Localization.html).
 */
import { type Lang, sharedLang } from "../helpers/render.ts";

export class ClientI18n {
  /** The system's strings shared by every client of the language, under the keys a client adds (its modules' languages). */
  readonly translations: Record<string, string>;

  constructor(readonly lang: Lang) {
    this.translations = Object.create(sharedLang(lang)) as Record<string, string>;
  }

  has(key: string): boolean {
    return key in this.translations;
  }

  localize(key: string): string {
    return this.translations[key] ?? key;
  }

  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
  }
}
