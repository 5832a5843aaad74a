/**
 * Renders the system's Handlebars templates with the real `handlebars` package, the system's own
 * helpers, and a stand-in for the three Foundry helpers the templates use (`localize`,
 * `selectOptions`, `checked`), so templates can be tested and screenshot without Foundry.
 */
import Handlebars from "handlebars";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";
import { Window } from "happy-dom";
import { trackWindow } from "./open-windows.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A language the system ships. */
export type Lang = "en" | "de" | "es";

/** Flattens a nested lang file into `{ "SWD6.Character.move": "Move" }`. */
export function flattenLang(node: Record<string, unknown>, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === "object") Object.assign(out, flattenLang(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

const langs = new Map<Lang, Record<string, string>>();

/** The translations of one language, flattened: read once per worker and shared, so frozen. */
export function sharedLang(lang: Lang = "en"): Readonly<Record<string, string>> {
  let strings = langs.get(lang);
  if (!strings) {
    strings = Object.freeze(flattenLang(JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as Record<string, unknown>));
    langs.set(lang, strings);
  }
  return strings;
}

/** The translations of one language, flattened: a copy the caller may change. */
export function loadLang(lang: Lang = "en"): Record<string, string> {
  return { ...sharedLang(lang) };
}

/**
 * Translates a key like Foundry's `game.i18n.format`: `{name}` placeholders are filled from `data`.
 * A missing key throws, so a template that uses an unknown key fails its test. `extra`: the keys
 * of the world's modules' languages besides the system's.
 */
export function makeLocalize(lang: Lang = "en", extra: Record<string, string> = {}) {
  const strings = Object.keys(extra).length === 0 ? sharedLang(lang) : { ...sharedLang(lang), ...extra };
  return (key: string, data: Record<string, unknown> = {}): string => {
    const text = strings[key];
    if (text === undefined) throw new Error(`missing translation key ${key} (${lang})`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(data[name] ?? `{${name}}`));
  };
}

let templates: string[] | null = null;

/** Every template file under templates/, listed once. */
function systemTemplates(): string[] {
  templates ??= templateFiles(join(ROOT, "templates"));
  return templates;
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

/**
 * A Handlebars environment like the one Foundry gives the system: every file under templates/
 * registered as a partial under its Foundry path (`systems/swd6rpg/templates/...`), the system's
 * helpers, and the Foundry helpers the templates use; `extra` the modules' keys (see makeLocalize).
 */
export async function makeHandlebars(lang: Lang = "en", extra: Record<string, string> = {}): Promise<typeof Handlebars> {
  const hbs = Handlebars.create();
  const localize = makeLocalize(lang, extra);
  hbs.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => localize(key, options?.hash ?? {}));
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("selectOptions", (choices: Record<string, string> | { value: string; label: string }[], options: { hash: Record<string, unknown> }) => {
    const { selected, localize: doLocalize, blank } = options.hash;
    const entries = Array.isArray(choices) ? choices.map((c) => [c.value, c.label]) : Object.entries(choices);
    const html = (blank !== undefined ? [`<option value="">${String(blank)}</option>`] : []).concat(
      entries.map(([value, label]) => {
        const text = doLocalize ? localize(String(label)) : String(label);
        const sel = String(selected) === String(value) ? " selected" : "";
        return `<option value="${hbs.escapeExpression(String(value))}"${sel}>${hbs.escapeExpression(text)}</option>`;
      }),
    );
    return new hbs.SafeString(html.join(""));
  });
  const { registerHandlebarsHelpers } = await import("../../src/applications/handlebars-helpers.ts");
  registerHandlebarsHelpers(hbs as never);
  for (const file of systemTemplates()) hbs.registerPartial(`systems/swd6rpg/${relative(ROOT, file).split(sep).join("/")}`, compileTemplate(hbs, file));
  return hbs;
}

type TemplateSpec = Parameters<typeof Handlebars.template>[0];

const specs = new Map<string, TemplateSpec>();

/**
 * A template bound to one Handlebars environment, from its precompiled spec: each file is parsed and
 * compiled once per module context, however many environments (clients, languages) render it, as
 * Foundry's compiled-template cache and precompiled packages do.
 * @param file the template's absolute path
 */
export function compileTemplate(hbs: typeof Handlebars, file: string): HandlebarsTemplateDelegate {
  let spec = specs.get(file);
  if (!spec) {
    spec = new Function(`return ${precompiled(readFileSync(file, "utf8"))}`)() as TemplateSpec;
    specs.set(file, spec);
  }
  return hbs.template(spec);
}

/** Where precompiled templates are kept between test workers and runs, by a hash of what made them. */
const PRECOMPILED = join(ROOT, ".cache", "templates");

/**
 * A template's text precompiled by Handlebars (JavaScript source of its spec): read from the cache
 * when this text was compiled by this Handlebars before, in this run's other workers or an earlier
 * run, else compiled and cached. The cache file is written whole and then renamed into place, so a
 * worker reading it meanwhile finds it complete or absent.
 */
function precompiled(text: string): string {
  const key = createHash("sha1").update(`${Handlebars.VERSION}\0strict:false\0${text}`).digest("hex");
  const path = join(PRECOMPILED, `${key}.js`);
  if (existsSync(path)) return readFileSync(path, "utf8");
  const source = Handlebars.precompile(text, { strict: false }) as string;
  mkdirSync(PRECOMPILED, { recursive: true });
  // Workers may be threads of one process: the thread's id keeps their partial files apart.
  const partial = `${path}.${process.pid}.${threadId}.tmp`;
  writeFileSync(partial, source);
  renameSync(partial, path);
  return source;
}

/**
 * Renders one template (path relative to the repository, e.g. `templates/actor/character-sheet.hbs`).
 * @returns the HTML text
 */
export async function renderTemplate(path: string, context: object, lang: Lang = "en"): Promise<string> {
  // One Handlebars instance per language and one compiled template per path: the templates and
  // partials on disk do not change while the tests run.
  const hbs = await (instances.get(lang) ?? instances.set(lang, makeHandlebars(lang)).get(lang)!);
  const key = `${lang}\u0000${path}`;
  if (!compiled.has(key)) compiled.set(key, compileTemplate(hbs, join(ROOT, path)));
  return compiled.get(key)!(context);
}

const instances = new Map<Lang, Promise<typeof Handlebars>>();
const compiled = new Map<string, HandlebarsTemplateDelegate>();

/** Parses rendered HTML into a DOM for assertions; its window is closed when the test file ends. */
export function toDom(html: string): Document {
  const window = trackWindow(new Window());
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}
