/**
 * The NPC rolls card's lines as its template shows them: the stored lines (view-card.ts
 * `NpcRollLine`), each roll named in the viewer's language where it can be, and a mishap's note where
 * the wild die came up 1.
 */
import { type Formatter, keyedLabel } from "../../labels.ts";
import type { Mishap } from "../../rules/dice/roll.ts";

/** One NPC's line, as stored. */
export interface NpcRollLine {
  name: string;
  label: string;
  labelKey?: string;
  labelData?: Record<string, string>;
  total: number;
  /** How the roll's mishap counted in `total`; absent when the wild die did not come up 1. */
  mishap?: Mishap;
}

/** One NPC's line as the template shows it. */
export interface NpcRollLineView {
  name: string;
  label: string;
  total: number;
  /** The mishap's note ("The wild die's 1 counts normally."), as a localization key; null without one. */
  mishapKey: string | null;
}

/**
 * The lines of an NPC rolls card, for its template.
 * @param lines the stored lines
 * @param i18n the viewer's language (Foundry's `game.i18n`)
 */
export function npcRollLinesView(lines: readonly NpcRollLine[], i18n: Formatter): NpcRollLineView[] {
  return lines.map((line) => ({
    name: line.name,
    total: line.total,
    label: keyedLabel(line, i18n),
    mishapKey: line.mishap ? `SWD6.Chat.mishapResult.${line.mishap}` : null,
  }));
}
