/**
 * A client's `game.i18n` in its own language, from the system's real lang/<lang>.json: `localize`
 * gives the key itself when it has no translation, `format` fills `{name}` placeholders, `has` says
 * whether a key is translated (A13 classes/foundry.helpers.Localization.html).
 */
import { type Lang, loadLang } from "../helpers/render.ts";

export class ClientI18n {
  readonly translations: Record<string, string>;

  constructor(readonly lang: Lang) {
    this.translations = loadLang(lang);
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
