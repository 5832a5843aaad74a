/**
 * Core's combat tracker (`foundry.applications.sidebar.tabs.CombatTracker`) as far as a system's
 * subclass meets it, written from public sources only:
 * - its actions (A14 classes/foundry.applications.sidebar.tabs.CombatTracker.html, `DEFAULT_OPTIONS.actions`:
 *   `activateCombatant` and the encounter controls): the footer's `startCombat`, `endCombat`,
 *   `previousRound`, `previousTurn`, `nextTurn`, `nextRound` run the viewed Combat's methods of those
 *   names;
 * - its rows: `li.combatant[data-combatant-id]` with `data-action="activateCombatant"` inside an
 *   element of class `combat-tracker`; a click on a row selects its token and pans the canvas to it,
 *   hovering a row lights its token (gh stonetop-pwd fight-tracker.js: "hovering a row still lights
 *   its token, clicking still pans to it"; "core's own listeners look for" that markup; the same row
 *   in dnd35e's CombatantRow.vue and Draw Steel's turn.hbs). A click on a button inside the row runs
 *   that button's action, not the row's (ApplicationV2 acts on the closest `[data-action]`).
 * - a double click opens the combatant's actor sheet, for a user who may observe the actor. Inferred
 *   (core's v12 `_onCombatantMouseDown` did so; the v13 handler is private): modelled as the click whose
 *   `detail` counts two, which the browser sends on a double click, so no test measures time.
 * - its header and footer are core's templates, which are not public: they are rendered from the
 *   stand-in of tests/helpers/core-combat-tracker.ts (Draw Steel's copy of the v13 footer).
 */
import { coreCombatPart } from "../helpers/core-combat-tracker.ts";

type Plain = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the model needs of the world's ApplicationV2. */
interface AppBase {
  new (options?: Plain): { element: HTMLElement; render(options?: Plain): Promise<unknown> };
}

/** Core's header and footer templates: the paths the tracker's PARTS name. */
export const CORE_TRACKER_TEMPLATES = ["templates/sidebar/tabs/combat/header.hbs", "templates/sidebar/tabs/combat/footer.hbs"];

/**
 * Renders one of core's tracker parts from the context core's `_prepareContext` gives (the user and
 * the viewed combat).
 */
export function renderCoreTrackerPart(path: string, context: Plain): string {
  return coreCombatPart(path.endsWith("header.hbs") ? "header" : "footer", { isGM: context.user?.isGM === true, round: context.combat?.round ?? 0 });
}

/** The canvas's answer to a row: select the token, pan to it, light it. */
interface TrackerCanvas {
  ready: boolean;
  scene: { id: string } | null;
  tokens: { controlled: unknown[]; hover: unknown };
  animatePan(view: { x: number; y: number }): Promise<boolean>;
}

const canvasOf = (): TrackerCanvas | null => (globalThis as unknown as { canvas: TrackerCanvas | null }).canvas;

/** Core's CombatTracker class over the world's ApplicationV2. */
export function combatTrackerClass(ApplicationV2: AppBase) {
  const viewedCombat = (): Plain | null => (game as unknown as { combat: Plain | null }).combat;
  const encounter = (method: string) =>
    async function (this: { viewed: Plain | null }) {
      await this.viewed?.[method]();
    };

  async function activateCombatant(this: { viewed: Plain | null }, event: MouseEvent, target: HTMLElement): Promise<void> {
    const combatant = this.viewed?.combatants.get(target.dataset.combatantId ?? "");
    if (!combatant?.actor?.testUserPermission(game.user, "OBSERVER")) return;
    if (event.detail > 1) {
      await combatant.actor.sheet?.render(true);
      return;
    }
    const token = combatant.token;
    const canvas = canvasOf();
    if (!token || !canvas?.ready || canvas.scene?.id !== combatant.sceneId) return;
    canvas.tokens.controlled = [token];
    await canvas.animatePan({ x: token.x, y: token.y });
  }

  return class CombatTracker extends (ApplicationV2 as AppBase) {
    static DEFAULT_OPTIONS: Plain = {
      actions: {
        activateCombatant,
        startCombat: encounter("startCombat"),
        endCombat: encounter("endCombat"),
        previousRound: encounter("previousRound"),
        previousTurn: encounter("previousTurn"),
        nextTurn: encounter("nextTurn"),
        nextRound: encounter("nextRound"),
      },
    };

    /** The tracker shows the active combat (A13 CombatTracker#viewed). */
    get viewed(): Plain | null {
      return viewedCombat();
    }

    /** What core's header and footer read: the user and the viewed combat. */
    async _prepareContext(): Promise<Plain> {
      const combat = this.viewed;
      return { user: game.user, combat, hasCombat: combat !== null };
    }

    // The combatant rows' context menu entries (A13 CombatTracker#_getEntryContextOptions, as
    // dnd5e and SWADE extend it), read in each generation's keys by context-menu.ts; core's own
    // entries are not modelled, so a system's entries are all the world holds.
    _getEntryContextOptions(): unknown[] {
      return [];
    }

    /** Lights or puts out a combatant's token (A13 CombatTracker#hoverCombatant). */
    hoverCombatant(combatant: Plain, hover: boolean): void {
      const canvas = canvasOf();
      if (canvas?.ready) canvas.tokens.hover = hover ? combatant.token : null;
    }

    /** After every render, core's row listeners on the rows it finds. */
    override async render(options: Plain = {}): Promise<this> {
      await super.render(options);
      for (const row of this.element.querySelectorAll<HTMLElement>(".combat-tracker .combatant[data-combatant-id]")) {
        const combatant = () => this.viewed?.combatants.get(row.dataset.combatantId ?? "");
        row.addEventListener("pointerenter", () => combatant() && this.hoverCombatant(combatant(), true));
        row.addEventListener("pointerleave", () => combatant() && this.hoverCombatant(combatant(), false));
      }
      return this;
    }
  };
}
