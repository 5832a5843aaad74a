/**
 * Foundry's combat sidebar around the system's parts, for screenshots and DOM checks: core's header
 * and footer are Foundry's own templates, which these machines do not have, so they are stood in for
 * by markup written from public sources only: Draw Steel's copy of the v13 footer and rows
 * (templates/sidebar/tabs/combat/footer.hbs, turn.hbs: `nav.combat-controls`, `.combat-control-lg`
 * Begin Combat with `data-action="startCombat"`, `previousRound`, `nextRound`), its header selector
 * `.encounter-controls.combat .control-buttons.left [data-action="rollAll"|"rollNPC"]`, and the
 * names core gives its turn and end buttons (`previousTurn`, `nextTurn`, `endCombat`). Like core's,
 * the stand-in shows its controls to gamemasters only: Begin before round 1, the round and turn
 * steps and End after; its icon buttons are named, as core names its own. Then, as the tracker does after each render, the controls the system's
 * context switches off are taken out (src/combat/tracker/core-controls.ts).
 */
import Handlebars from "handlebars";
import { pruneCoreControls } from "../../src/combat/tracker/core-controls.ts";
import type { TrackerContext } from "../../src/combat/tracker/tracker-context.ts";
import { type Lang, renderTemplate, toDom } from "./render.ts";

/** Core's own strings the stand-in shows (core's translations, not the system's). */
const CORE_STRINGS: Record<Lang, Record<string, string>> = {
  en: {
    begin: "Begin Combat",
    end: "End Combat",
    round: "Round",
    notStarted: "Not Started",
    rollAll: "Roll All",
    rollNPC: "Roll NPCs",
    settings: "Combat Tracker Settings",
    previousRound: "Previous Round",
    previousTurn: "Previous Turn",
    nextTurn: "Next Turn",
    nextRound: "Next Round",
  },
  de: {
    begin: "Kampf beginnen",
    end: "Kampf beenden",
    round: "Runde",
    notStarted: "Nicht begonnen",
    rollAll: "Alle würfeln",
    rollNPC: "NSCs würfeln",
    settings: "Kampfverfolgung konfigurieren",
    previousRound: "Vorherige Runde",
    previousTurn: "Vorheriger Zug",
    nextTurn: "Nächster Zug",
    nextRound: "Nächste Runde",
  },
  es: {
    begin: "Comenzar combate",
    end: "Terminar combate",
    round: "Ronda",
    notStarted: "Sin comenzar",
    rollAll: "Tirar todos",
    rollNPC: "Tirar PNJs",
    settings: "Ajustes del registro de combate",
    previousRound: "Ronda anterior",
    previousTurn: "Turno anterior",
    nextTurn: "Turno siguiente",
    nextRound: "Ronda siguiente",
  },
};

const HEADER = Handlebars.compile(`
<header class="combat-tracker-header">
  <div class="encounter-controls combat">
    <div class="control-buttons left">
      {{#if isGM}}
      <button type="button" class="inline-control combat-control icon fa-solid fa-users" data-action="rollAll" aria-label="{{t.rollAll}}"></button>
      <button type="button" class="inline-control combat-control icon fa-solid fa-users-gear" data-action="rollNPC" aria-label="{{t.rollNPC}}"></button>
      {{/if}}
    </div>
    <strong class="encounter-title">{{#if round}}{{t.round}} {{round}}{{else}}{{t.notStarted}}{{/if}}</strong>
    <div class="control-buttons right">
      <button type="button" class="inline-control combat-control icon fa-solid fa-gear" data-action="trackerSettings" aria-label="{{t.settings}}"></button>
    </div>
  </div>
</header>`);

const FOOTER = Handlebars.compile(`
<nav class="combat-controls" data-tooltip-direction="UP">
  {{#if isGM}}
  {{#if round}}
  <button type="button" class="inline-control combat-control icon fa-solid fa-backward-step" data-action="previousRound" aria-label="{{t.previousRound}}"></button>
  <button type="button" class="inline-control combat-control icon fa-solid fa-arrow-left" data-action="previousTurn" aria-label="{{t.previousTurn}}"></button>
  <button type="button" class="combat-control combat-control-lg" data-action="endCombat"><i class="fa-solid fa-xmark"></i> <span>{{t.end}}</span></button>
  <button type="button" class="inline-control combat-control icon fa-solid fa-arrow-right" data-action="nextTurn" aria-label="{{t.nextTurn}}"></button>
  <button type="button" class="inline-control combat-control icon fa-solid fa-forward-step" data-action="nextRound" aria-label="{{t.nextRound}}"></button>
  {{else}}
  <button type="button" class="combat-control combat-control-lg" data-action="startCombat"><i class="fa-solid fa-swords"></i> <span>{{t.begin}}</span></button>
  {{/if}}
  {{/if}}
</nav>`);

/** What core's CSS gives the combat sidebar: only what a screenshot needs, in core's dark theme. */
export const CORE_TRACKER_CSS = `
  .sidebar { width: 300px; margin: 0 auto; background: #0b0a13; border: 1px solid #000; box-shadow: 0 0 24px rgba(0,0,0,.8);
    color: #e8e8e8; font: 14px "Signika", "DejaVu Sans", sans-serif; }
  .combat-tracker-header { padding: 6px 8px; border-bottom: 1px solid #333; }
  .encounter-controls { display: flex; align-items: center; gap: 6px; }
  .encounter-title { flex: 1; text-align: center; font-size: 15px; }
  .control-buttons { display: flex; gap: 2px; min-width: 48px; }
  .control-buttons.right { justify-content: flex-end; }
  .inline-control { width: 24px; height: 24px; padding: 0; color: #c9c7b8; background: none; border: none; }
  .combat-controls { display: flex; align-items: center; gap: 4px; padding: 6px 8px; border-top: 1px solid #333; }
  .combat-controls:empty { display: none; }
  .combat-control-lg { flex: 1; height: 32px; color: #e8e8e8; background: #2c2f36; border: 1px solid #4a4f59; border-radius: 4px;
    font: 14px "Signika", "DejaVu Sans", sans-serif; }
  .fa-solid { font-style: normal; font-family: "DejaVu Sans", sans-serif; }
  .fa-dice-d6::before { content: "⚄"; } .fa-dice::before { content: "⚄⚂"; } .fa-ban::before { content: "⊘"; }
  .fa-shield-halved::before { content: "◈"; } .fa-check::before { content: "✓"; } .fa-hourglass-half::before { content: "…"; }
  .fa-list-ol::before { content: "☰"; } .fa-bolt::before { content: "ϟ"; } .fa-rotate-left::before { content: "↺"; }
  .fa-arrow-right::before { content: "→"; } .fa-arrow-left::before { content: "←"; } .fa-play::before { content: "▶"; }
  .fa-forward-fast::before { content: "»"; } .fa-backward-step::before { content: "⇤"; } .fa-forward-step::before { content: "⇥"; }
  .fa-trophy::before { content: "★"; } .fa-jedi::before { content: "✦"; } .fa-xmark::before { content: "✕"; }
  .fa-swords::before { content: "⚔"; } .fa-users::before { content: "👥"; } .fa-users-gear::before { content: "⚙"; }
  .fa-gear::before { content: "⚙"; } .fa-eye-slash::before { content: "◐"; } .fa-skull::before { content: "☠"; }
  .fa-bullseye-arrow::before { content: "◎"; } .fa-arrows-to-eye::before { content: "⊕"; } .fa-eye::before { content: "◉"; }
  .fa-crosshairs::before { content: "◎"; } .fa-wrench::before { content: "⚒"; } .fa-rotate::before { content: "⟳"; }
`;

/**
 * One of core's tracker parts as the stand-in renders it.
 * @param part core's header or footer
 * @param core what it reads: the viewer's role and Foundry's round counter
 * @param lang the language of core's own strings
 */
export function coreCombatPart(part: "header" | "footer", core: { isGM: boolean; round: number }, lang: Lang = "en"): string {
  return (part === "header" ? HEADER : FOOTER)({ ...core, t: CORE_STRINGS[lang] });
}

/**
 * The combat sidebar as Foundry shows it: core's header, the system's tracker part and round
 * buttons, core's footer, with the controls the context switches off taken out.
 * @param context the tracker's context (tracker-context.ts)
 * @param core what core's header and footer read: the viewer's role and Foundry's round counter
 * @param lang the language
 * @param template the tracker part's template
 * @returns the sidebar's HTML
 */
export async function renderCombatSidebar(
  context: TrackerContext,
  core: { isGM: boolean; round: number },
  lang: Lang = "en",
  template = "templates/combat/tracker.hbs",
): Promise<string> {
  const parts = [
    coreCombatPart("header", core, lang),
    await renderTemplate(template, context, lang),
    await renderTemplate("templates/combat/footer.hbs", context, lang),
    coreCombatPart("footer", core, lang),
  ];
  const dom = toDom(`<section class="sidebar combat-sidebar">${parts.join("")}</section>`);
  pruneCoreControls(dom.body, context.swd6Controls);
  return dom.body.innerHTML;
}
