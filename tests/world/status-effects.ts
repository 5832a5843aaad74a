/**
 * `CONFIG.statusEffects` in either generation, and the order the token HUD shows it in.
 *
 * v13: an array of status configs, which the HUD lists in its order (A13 variables/CONFIG.html
 * `statusEffects: StatusEffectConfig[]`). v14: an object keyed by id, which still takes an array
 * assigned to it, keyed by each entry's id (FI#13122; Draw Steel and dnd5e assign arrays on v14),
 * and whose HUD sorts by `order`, then by name (FI#13122; pf2e PR#21981). Core's own statuses are
 * not modelled: a status without an order is not confirmed publicly to sort before or after one
 * with, so the HUD model leaves it at 0, where a negative order comes first either way.
 */

/** A status effect config: its id, its name (a localization key), its order on v14. */
export interface StatusConfig {
  id: string;
  name?: string;
  order?: number;
}

/** Two statuses of a module, with no order: what the system's must come before. */
export const MODULE_STATUSES: StatusConfig[] = [
  { id: "aim", name: "Aim" },
  { id: "blinded", name: "Blinded" },
];

/**
 * Defines `CONFIG.statusEffects` on `config` as `generation` has it, holding `initial`.
 * @param config a client's CONFIG
 * @param generation the Foundry generation modelled
 * @param initial the statuses there before the system boots
 */
export function defineStatusEffects(config: Record<string, unknown>, generation: 13 | 14, initial: StatusConfig[]): void {
  if (generation === 13) {
    config.statusEffects = [...initial];
    return;
  }
  const keyed = (value: unknown): Record<string, StatusConfig> =>
    Array.isArray(value) ? Object.fromEntries((value as StatusConfig[]).map((status) => [status.id, status])) : { ...(value as Record<string, StatusConfig>) };
  let store = keyed(initial);
  Object.defineProperty(config, "statusEffects", {
    get: () => store,
    set: (value: unknown) => {
      store = keyed(value);
    },
    enumerable: true,
  });
}

/**
 * The status ids in the order the token HUD shows them.
 * @param registry `CONFIG.statusEffects` of a client
 * @param generation the Foundry generation modelled
 * @param localize the client's translation of a name
 */
export function hudStatusOrder(registry: unknown, generation: 13 | 14, localize: (key: string) => string): string[] {
  if (generation === 13) return (registry as StatusConfig[]).map((status) => status.id);
  if (Array.isArray(registry)) throw new Error("v14's CONFIG.statusEffects reads back as an object keyed by id");
  return Object.values(registry as Record<string, StatusConfig>)
    .map((status) => ({ id: status.id, order: status.order ?? 0, name: localize(status.name ?? status.id) }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((status) => status.id);
}
