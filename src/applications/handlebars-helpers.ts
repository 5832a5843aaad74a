/**
 * The system's Handlebars helpers and the partials its sheets use.
 */
import { SYSTEM_PATH } from "../constants.ts";
import { type DieCode, formatDieCode, formatModifier, parseDieCode } from "../rules/dice/die-code.ts";

/** The partials the sheets and the roll dialogs include, loaded once at start-up so the sheets can render them. */
export const SHEET_PARTIALS = [
  "templates/actor/parts/attribute-block.hbs",
  "templates/actor/parts/skill-row.hbs",
  "templates/actor/parts/wound-track.hbs",
  "templates/actor/parts/points-row.hbs",
  "templates/actor/parts/droid-fields.hbs",
  "templates/item/parts/item-header.hbs",
  "templates/item/parts/item-provenance.hbs",
  "templates/parts/named-notes.hbs",
  "templates/parts/force-point-field.hbs",
].map((path) => `${SYSTEM_PATH}/${path}`);

function asCode(value: DieCode | string): DieCode {
  return typeof value === "string" ? parseDieCode(value) : value;
}

/**
 * Registers the system's helpers:
 * - `{{swd6DieCode code}}` writes a die code (`{dice, pips}` or text) as the books print it: `4D+1`;
 * - `{{swd6Modifier code}}` writes a modifier with its sign: `-1D`, `+2`;
 * - `{{swd6Slashed text}}` writes a name, escaped, that may wrap after each slash rather than
 *   inside a word ("Climbing/Jumping", "Computer Programming/Repair").
 * The first two throw DieCodeError for something that is not a die code, so a template bug shows at once.
 * @param handlebars the Handlebars instance (Foundry's global one, or the tests' own)
 */
export function registerHandlebarsHelpers(handlebars: typeof Handlebars = globalThis.Handlebars): void {
  handlebars.registerHelper("swd6DieCode", (code: DieCode | string) => formatDieCode(asCode(code)));
  handlebars.registerHelper("swd6Modifier", (code: DieCode | string) => formatModifier(asCode(code)));
  handlebars.registerHelper(
    "swd6Slashed",
    (text: unknown) => new handlebars.SafeString(handlebars.escapeExpression(String(text ?? "")).replaceAll("/", "/<wbr>")),
  );
}

/** Loads and registers the sheets' partials under their paths (`systems/swd6rpg/templates/...`). */
export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(SHEET_PARTIALS);
}
