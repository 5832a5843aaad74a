/**
 * The combat tracker (the sidebar's combat tab): core's header and footer (begin and end the fight,
 * the round and turn steps) with the system's round between them. The round's part shows the phase,
 * who has declared, the current segment's actions with their penalties, rolls and order; its rows are
 * Foundry's combatant rows (`li.combatant[data-combatant-id]` with core's row buttons), so core's
 * `activateCombatant` action (a click, or Enter on the focused row, selects and pans to the token, a
 * double click opens the sheet),
 * context menu, hover highlight, ping and pan work on them. A part of its own below holds the round's
 * buttons (start the segments, roll the NPCs), each of which sends a round command; "next" is core's
 * own next-turn control, which runs `SWD6Combat#nextTurn`. In a combat
 * of the space battle mode (Raumschlacht) the tracker part is templates/combat/space-battle.hbs, whose
 * buttons send battle commands.
 *
 * The context is tracker-context.ts's pure function of the combat's data and the user; this class
 * only reads the documents into it, and after each render takes out core's controls it switches off.
 */
import { contextMenuEntry } from "../compat.ts";
import { SYSTEM_PATH } from "../constants.ts";
import { forcePointMoment, forcePointSpentAt } from "../dice/force-point-round.ts";
import type { RoundCommand } from "./flow/round-commands.ts";
import { formatRollRef } from "./flow/roll-ref.ts";
import { ATTRIBUTE_KEYS, attributeLabel } from "../constants.ts";
import { roundMembers, roundRules } from "./round-rules.ts";
import { submitRoundCommand } from "./round-query.ts";
import { sideInitiativeRollers } from "../rules/actions/side-initiative.ts";
import { parseDieCode } from "../rules/dice/die-code.ts";
import type { SWD6Combat } from "./combat.ts";
import type { BattleCommand } from "./space-battle/battle-commands.ts";
import type { CombatMode } from "./space-battle/battle-state.ts";
import { submitBattleCommand } from "./space-battle/battle-query.ts";
import { type TrackerCombat, type TrackerContext, trackerContext } from "./tracker/tracker-context.ts";
import { pruneCoreControls } from "./tracker/core-controls.ts";
import { beingData, configuredCombat } from "../data/document-data.ts";
import { groupSizeOf, splitGroup } from "./tracker/group-split.ts";
import { combinedControlsOf, openCombinedActionDialog } from "./combined/combined-dialog.ts";
import { rollCombinedCommand } from "./combined/combined-action-request.ts";

/** The tracker part's template in the space battle mode. */
const SPACE_BATTLE_TEMPLATE = `${SYSTEM_PATH}/templates/combat/space-battle.hbs`;

/** The partials of the tracker part: Foundry's combatant row around the system's columns, and the list before the fight. */
const TRACKER_PARTIALS = [`${SYSTEM_PATH}/templates/combat/parts/combatant.hbs`, `${SYSTEM_PATH}/templates/combat/parts/not-started.hbs`];

const { CombatTracker } = foundry.applications.sidebar.tabs;

/** The names of everything an actor can roll, by roll reference, for the view. */
export function rollNames(actor: Actor.Implementation | null | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const key of ATTRIBUTE_KEYS) names[formatRollRef({ type: "attribute", key })] = game.i18n.localize(attributeLabel(key));
  for (const item of actor?.items ?? []) {
    if (item.type === "skill" || item.type === "weapon") names[`${item.type}:${item.id}`] = item.name;
  }
  return names;
}

/** Core's `Combatant#resource`: a number or text the tracker shows, null for anything else. */
function trackedResource(combatant: Combatant.Implementation): number | string | null {
  const value: unknown = combatant.resource;
  return typeof value === "number" || typeof value === "string" ? value : null;
}

/**
 * A combatant row is a tab stop (its template says `tabindex="0"`): Enter or Space on the row itself
 * clicks it, so core's row action selects and pans to its token as a click does; a key on one of
 * the row's own buttons or fields stays theirs.
 */
function activateByKeyboard(row: HTMLElement): void {
  row.addEventListener("keydown", (event) => {
    if (event.target !== row || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    row.click();
  });
}

/** The id of the combatant whose row holds `target`; "" outside a row. */
function combatantIdOf(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
}

/**
 * A row button's action: `run` with the viewed combat and the clicked row's combatant (its id); nothing
 * while no combat is viewed.
 */
function onCombatant(run: (combat: SWD6Combat, combatantId: string) => Promise<unknown>) {
  return async function (this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat) await run(combat, combatantIdOf(target));
  };
}

/** The system's combat tracker. */
export class SWD6CombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      // The declaration dialog loads when it first opens, not at startup.
      declare: onCombatant(async (combat, id) => (await import("./declaration-dialog.ts")).openDeclarationDialog(combat, id)),
      // The rolls' code loads with the first roll: the startup script stays small.
      rollAction: onCombatant(async (combat, id) => (await import("./segment-rolls.ts")).rollSegmentAction(combat, id)),
      rollNpcs: SWD6CombatTracker.#onRollNpcs,
      lapse: SWD6CombatTracker.#onLapse,
      restore: SWD6CombatTracker.#onRestore,
      react: onCombatant(async (combat, id) => (await import("./reaction/reaction-dialog.ts")).openReactionDialog(combat, id)),
      startSegments: SWD6CombatTracker.#onStart,
      forceStart: SWD6CombatTracker.#onForceStart,
      toggleSurprise: SWD6CombatTracker.#onToggleSurprise,
      rollSides: SWD6CombatTracker.#onRollSides,
      chooseSide: SWD6CombatTracker.#onChooseSide,
      chooseMode: SWD6CombatTracker.#onChooseMode,
      battleInitiative: SWD6CombatTracker.#onBattleInitiative,
      battleRollAll: SWD6CombatTracker.#onBattleRollAll,
      battleAttack: SWD6CombatTracker.#onBattleAttack,
      battleEndTurn: SWD6CombatTracker.#onBattleEndTurn,
      battleRepair: SWD6CombatTracker.#onBattleRepair,
      battleEndRound: SWD6CombatTracker.#onBattleEndRound,
      combineActions: SWD6CombatTracker.#onCombineActions,
      rollCombinedCommand: SWD6CombatTracker.#onRollCombinedCommand,
    },
  };

  /** Core's header and footer, the system's round between them and its round buttons above core's footer. */
  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: `${SYSTEM_PATH}/templates/combat/tracker.hbs`, templates: TRACKER_PARTIALS, scrollable: [""] },
    swd6Footer: { template: `${SYSTEM_PATH}/templates/combat/footer.hbs` },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  /** The viewed combat, as the system's class. */
  get combat(): SWD6Combat | null {
    return configuredCombat(this.viewed);
  }

  /** The viewed combat's data as the tracker's context reads it, or null when there is none. */
  trackerCombat(): TrackerCombat | null {
    const combat = this.combat;
    if (!combat) return null;
    const state = combat.roundState;
    const roundMoment = forcePointMoment({ combat: { id: combat.id ?? "", round: state?.round ?? 0 }, worldTime: 0 });
    const sceneId = canvas?.scene?.id ?? null;
    return {
      round: combat.round ?? 0,
      mode: combat.mode,
      roundState: state,
      battleState: combat.battleState,
      canRewind: combat.endedRound !== null,
      combatants: combat.turns.map((c) => ({
        id: c.id!,
        name: c.name ?? "",
        img: c.img ?? "icons/svg/mystery-man.svg",
        owner: c.isOwner,
        names: rollNames(c.actor),
        forcePoint: state !== null && c.actor !== null && forcePointSpentAt(c.actor, roundMoment),
        hidden: c.hidden === true,
        defeated: c.isDefeated,
        npc: !c.hasPlayerOwner,
        onScene: sceneId !== null && c.sceneId === sceneId,
        resource: trackedResource(c),
      })),
    };
  }

  /** Core's combatant menu, and for the gamemaster "split the group" on an NPC that stands for several. */
  protected override _getEntryContextOptions() {
    const options = super._getEntryContextOptions();
    const combatantOf = (li: HTMLElement) => this.combat?.combatants.get(li.dataset.combatantId ?? "");
    const entry = contextMenuEntry(
      {
        label: "SWD6.Npc.splitGroup",
        icon: '<i class="fa-solid fa-people-group"></i>',
        visible: (li) => game.user.isGM && groupSizeOf(combatantOf(li)) > 1,
        onClick: (_event, li) => {
          const combat = this.combat;
          if (combat) void splitGroup(combat, li.dataset.combatantId ?? "");
        },
      },
      game.release.generation,
    );
    options.push(entry as never);
    return options;
  }

  /** The tracker's context for this user. */
  trackerContext(): TrackerContext {
    const viewer = { isGM: game.user.isGM, canPing: game.user.hasPermission("PING_CANVAS") };
    const format = (key: string, data?: Record<string, string>) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));
    return trackerContext(this.trackerCombat(), viewer, roundRules(), format);
  }

  /** In the space battle mode the tracker part shows the battle and holds its own buttons. */
  protected override _configureRenderParts(options: Parameters<InstanceType<typeof CombatTracker>["_configureRenderParts"]>[0]) {
    const parts = super._configureRenderParts(options) as Record<string, { template: string }>;
    if (this.combat?.mode === "space-battle") {
      if (parts.tracker) parts.tracker = { ...parts.tracker, template: SPACE_BATTLE_TEMPLATE };
      delete parts.swd6Footer;
    }
    return parts as never;
  }

  protected override async _prepareContext(options: Parameters<InstanceType<typeof CombatTracker>["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const combat = this.combat;
    return Object.assign(context, this.trackerContext(), { swd6Combined: combat?.roundState ? combinedControlsOf(combat) : null });
  }

  /** Core's controls that make no sense for the round as it stands leave core's header and footer. */
  protected override async _onRender(
    context: Parameters<InstanceType<typeof CombatTracker>["_onRender"]>[0],
    options: Parameters<InstanceType<typeof CombatTracker>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    const controls = (context as Partial<TrackerContext>).swd6Controls;
    if (controls) pruneCoreControls(this.element, controls);
    // A field in a row (the space battle's target and distance) is typed into, not a click on the
    // row: core's row action would select and pan to the token at every click in it.
    for (const field of this.element.querySelectorAll(".combatant :is(input, select)")) {
      field.addEventListener("click", (event) => event.stopPropagation());
    }
    for (const row of this.element.querySelectorAll<HTMLElement>('.combatant[data-action="activateCombatant"]')) activateByKeyboard(row);
  }

  /** Sends a battle command stamped with the battle's present round and phase. */
  async #sendBattle(command: Record<string, unknown>): Promise<void> {
    const combat = this.combat;
    const state = combat?.battleState;
    if (!combat || !state) return;
    await submitBattleCommand(combat, { round: state.round, phase: state.phase, ...command } as BattleCommand);
  }

  /** Sends a command stamped with the round's present moment. */
  async #send(command: Record<string, unknown>): Promise<void> {
    const combat = this.combat;
    const state = combat?.roundState;
    if (!combat || !state) return;
    await submitRoundCommand(combat, { round: state.round, phase: state.phase, segment: state.segment, ...command } as RoundCommand);
  }

  static async #onRollNpcs(this: SWD6CombatTracker): Promise<void> {
    const combat = this.combat;
    if (combat) await (await import("./segment-rolls.ts")).rollNpcActions(combat);
  }

  static async #onLapse(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#send({ type: "lapse", combatant: combatantIdOf(target), lapsed: true });
  }

  static async #onRestore(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#send({ type: "lapse", combatant: combatantIdOf(target), lapsed: false });
  }

  /** A group's combined action, declared in the declaration phase (R&E Rules, "Combined Actions"). */
  static async #onCombineActions(this: SWD6CombatTracker): Promise<void> {
    const combat = this.combat;
    if (combat) await openCombinedActionDialog(combat);
  }

  /** The leader's command roll of his group's combined action this round. */
  static async #onRollCombinedCommand(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.combat;
    if (combat && target.dataset.leader) await rollCombinedCommand(combat, target.dataset.leader);
  }

  static async #onStart(this: SWD6CombatTracker): Promise<void> {
    await this.#send({ type: "start", force: false });
  }

  static async #onForceStart(this: SWD6CombatTracker): Promise<void> {
    await this.#send({ type: "start", force: true });
  }

  static async #onToggleSurprise(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = combatantIdOf(target);
    const surprised = this.combat?.roundState?.combatants.find((c) => c.declaration.id === id)?.surprised ?? false;
    await this.#send({ type: "surprise", combatant: id, surprised: !surprised });
  }

  /** Each side's best Perception rolls (R&E Rules: no action, no character point, wound penalties count). */
  static async #onRollSides(this: SWD6CombatTracker): Promise<void> {
    const combat = this.combat;
    const state = combat?.roundState;
    if (!combat || !state?.sides) return;
    const members = roundMembers(combat).flatMap((m) => {
      const attributes = beingData(combat.combatants.get(m.id)?.actor)?.attributes;
      return attributes ? [{ id: m.id, side: m.side, perception: parseDieCode(attributes.per) }] : [];
    });
    const running = state.sides.tied.length > 0 ? state.sides.tied : null;
    const { quickRoll } = await import("./segment-rolls.ts");
    for (const roller of sideInitiativeRollers(members)) {
      if (running && !running.includes(roller.side)) continue;
      const actor = combat.combatants.get(roller.id)?.actor;
      if (!actor) continue;
      const total = await quickRoll(actor, actor.attributeRollRequest("per"), 1);
      if (total === null) continue;
      await this.#send({ type: "side-roll", side: roller.side, total });
    }
  }

  static async #onChooseMode(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    try {
      await this.combat?.setMode(target.dataset.mode as CombatMode);
    } catch (error) {
      ui.notifications?.warn((error as Error).message);
    }
  }

  static async #onBattleInitiative(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#sendBattle({ type: "initiative", ship: combatantIdOf(target) });
  }

  /** One click for every ship of this user's still to roll initiative or repairs, one after the other. */
  static async #onBattleRollAll(this: SWD6CombatTracker): Promise<void> {
    for (const id of this.trackerContext().swd6Battle?.pendingRolls ?? []) {
      const phase = this.combat?.battleState?.phase;
      if (phase === "initiative") await this.#sendBattle({ type: "initiative", ship: id });
      else if (phase === "repair") await this.#sendBattle({ type: "repair", ship: id });
    }
  }

  /** Fires at the target chosen in the row, at the distance entered there (centimetres on the table). */
  static async #onBattleAttack(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const row = target.closest<HTMLElement>("[data-combatant-id]");
    const targetId = row?.querySelector<HTMLSelectElement>("select[name=target]")?.value ?? "";
    const distance = Number(row?.querySelector<HTMLInputElement>("input[name=distance]")?.value ?? NaN);
    await this.#sendBattle({ type: "attack", ship: combatantIdOf(target), target: targetId, distance });
  }

  static async #onBattleEndTurn(this: SWD6CombatTracker): Promise<void> {
    await this.#sendBattle({ type: "end-turn" });
  }

  static async #onBattleRepair(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#sendBattle({ type: "repair", ship: combatantIdOf(target) });
  }

  static async #onBattleEndRound(this: SWD6CombatTracker): Promise<void> {
    await this.#sendBattle({ type: "end-round" });
  }

  static async #onChooseSide(this: SWD6CombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#send({ type: "side-choice", choice: target.dataset.choice });
  }
}
