/**
 * How a sheet or window names its parts and tabs: the templates below `templates/` and one group of
 * tabs. Pure: modules that never load Foundry's sheet classes use it too.
 */
import { SYSTEM_PATH } from "../constants.ts";

/**
 * A sheet's part whose template is `templates/<path>.hbs`, scrolled on its own unless `fixed`.
 * @param path the template below `templates/`, without `.hbs` ("actor/character-skills")
 */
export function sheetPart(path: string, fixed = false): { template: string; scrollable?: string[] } {
  return { template: `${SYSTEM_PATH}/templates/${path}.hbs`, ...(fixed ? {} : { scrollable: [""] }) };
}

/**
 * A sheet's one group of tabs, `primary`, the first tab open.
 * @param labelPrefix where the tabs' labels are (`<prefix>.<id>`)
 * @param tabs each tab's id and its Font Awesome icon's name ("dice-d6")
 */
export function primaryTabs(labelPrefix: string, tabs: readonly (readonly [id: string, icon: string])[]) {
  return { primary: { tabs: tabs.map(([id, icon]) => ({ id, icon: `fa-solid fa-${icon}` })), initial: tabs[0]![0], labelPrefix } };
}
