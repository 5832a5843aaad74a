/**
 * The character sheet's Force power actions, the Foundry side of force-power-use.ts: using a power
 * (the dialog, the rolls through `rollPower`, one chat card, the kept-up flag, the Dark Side points
 * through `gainDarkSidePoint`) and dropping a kept-up power. A player's Dark Side points go to the
 * active gamemaster through the `swd6rpg.forcePowerDarkSide` query, whose handler checks the card the
 * player posted and gives the points once for it.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { KEPT_UP_FLAG, type SWD6Actor } from "../../documents/actor.ts";
import { gainDarkSidePoint } from "../../documents/dark-side.ts";
import { forcePowerRules } from "../../data/item/force-power-rules.ts";
import { scoringMishap } from "../../dice/d6-roll-data.ts";
import { rollWoundPenalty } from "../../dice/roll-modifiers.ts";
import { keptUpActions, powerDarkSidePoints, rollPower } from "../../rules/force/force-power.ts";
import { difficultyEdition, getRuleSetting } from "../../settings.ts";
import type { SkillItemData } from "../actor/character-view.ts";
import {
  type ForcePowersView,
  type PowerForm,
  type PowerItemData,
  forceSkillCodes,
  forcePowersView,
  initialPowerForm,
  powerCardContext,
  powerDialogSpec,
  powerCodes,
  powerPlan,
} from "./flow/force-power-use.ts";
import { forcePointAtRoll, forcePointOfferFor, spendForcePointFor } from "../force-point-spend.ts";
import { openRollConfigDialog } from "../roll-config/roll-config-dialog.ts";
import { type GatewayAnswer, done, refused } from "../../gateway/answer.ts";
import { defineRequestKind } from "../../gateway/request-kind.ts";
import { sendRequest } from "../../gateway/gateway.ts";
import { notifyRefusal, withButtons } from "../../gateway/request-button.ts";
import { cardViewData } from "../../data/message/card-view.ts";
import { beingData, itemData, itemsOfType, woundLevelOf } from "../../data/document-data.ts";

/** The query's name in `CONFIG.queries`. */
export const DARK_SIDE_REQUEST = "forcePower.darkSide";

/** The message flag (system scope) of a power's card: who used which power, and whether its Dark Side points were given. */
const CARD_FLAG = "forcePower";

interface CardFlag {
  actorId: string;
  itemId: string;
  darkSidePoints: number;
  given: boolean;
  /** How many of the points were given before a failure stopped the rest (absent: none). */
  givenPoints?: number;
}

/** The action of the card's button that asks for its Dark Side points again. */
export const GIVE_DARK_SIDE_ACTION = "giveDarkSide";

/** The sheet a handler runs on, as far as these actions need it. */
interface PowerSheet {
  document: Actor.Implementation;
  isEditable: boolean;
}

/** A power Item as plain data. */
export function powerItemData(item: Item.Implementation): PowerItemData {
  return {
    id: item.id!,
    name: item.name,
    img: item.img ?? undefined,
    system: itemData(item, "force-power")!,
    up: item.getFlag(SYSTEM_ID as never, KEPT_UP_FLAG as never) === true,
  };
}

/** The character's skill Items as plain data. */
export function skillItemsOf(actor: Actor.Implementation): SkillItemData[] {
  return itemsOfType(actor.items, "skill");
}

/**
 * The sheet's Force power list for a character (`forcePowersView`), with the world's difficulty table.
 * @param forceVisible the sheet shows the Force section (Force-sensitive, or Force skills)
 */
export function characterForcePowers(actor: Actor.Implementation, forceVisible: boolean): ForcePowersView {
  const powers = actor.items.filter((item) => item.type === "force-power").map(powerItemData);
  const kept = keptUpActions((actor as unknown as SWD6Actor).keptUpPowerSkills());
  const edition = difficultyEdition();
  return forcePowersView(forceVisible, powers, forceSkillCodes(skillItemsOf(actor)), kept, edition, game.i18n.lang);
}

/** The power of the clicked row, or null. */
function powerOf(sheet: PowerSheet, target: HTMLElement): Item.Implementation | null {
  const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  const item = sheet.document.items.get(itemId ?? "");
  return item?.type === "force-power" ? item : null;
}


/**
 * "Use": the owner rolls the power. A character lacking one of its Force skills is refused with a
 * localized warning; otherwise the dialog sets each roll's difficulty and the round's other actions,
 * then every skill is rolled (wild die as the world says), one card is posted, the power is marked
 * kept up if it stays up, and a dark-side power's points are given.
 */
export async function onUsePower(this: PowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const item = powerOf(this, target);
  if (item) await useForcePowerItem(this.document, item);
}

/**
 * Uses one of a character's Force powers, as the sheet's "Use" does (see {@link onUsePower}); the
 * hotbar macros and `game.swd6rpg.useForcePower` come here too. Only the actor's owner may.
 * @param actor the character
 * @param item a `force-power` Item the character holds
 */
export async function useForcePowerItem(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  if (!actor.isOwner || item.type !== "force-power") return;
  const power = powerItemData(item);
  const rules = forcePowerRules(power.system);
  if (rules.skills.length === 0) {
    ui.notifications?.warn(game.i18n.format("SWD6.ForcePowers.notRolled", { power: item.name }));
    return;
  }
  const codes = forceSkillCodes(skillItemsOf(actor));
  const keptUp = (actor as unknown as SWD6Actor).keptUpPowerSkills(item.id!);
  const wounds = beingData(actor) ? { level: woundLevelOf(actor), model: getRuleSetting("damageModel") } : null;
  const woundPenalty = rollWoundPenalty("skill", wounds);
  const wildDie = getRuleSetting("wildDie") === "on";
  const edition = difficultyEdition();
  const probe = powerPlan(power, codes, { difficulties: {}, otherActions: 0, keepUp: false }, keptUp, woundPenalty);
  if (probe.missing.length > 0) {
    const skills = probe.missing.map((skill) => game.i18n.localize(`SWD6.SkillName.${skill}`)).join(", ");
    ui.notifications?.warn(game.i18n.format("SWD6.ForcePowers.missingSkills", { actor: actor.name ?? "", power: item.name, skills }));
    return;
  }

  const id = `swd6-power-${foundry.utils.randomID()}`;
  const input = { id, power, actorName: actor.name ?? "", codes, keptUp, woundPenalty, edition, wildDie, forcePoint: forcePointOfferFor(actor) };
  const asked = await openRollConfigDialog(powerDialogSpec(input), initialPowerForm(power, edition), {
    title: game.i18n.format("SWD6.ForcePowers.useTitle", { power: item.name }),
    icon: "fa-solid fa-hand-sparkles",
    classes: ["swd6-power-window"],
  });
  if (!asked) return;
  // The Force point as it stands at the roll: one spent since the dialog opened doubles it without another.
  const atRoll = forcePointAtRoll(actor, asked.forcePoint === true);
  if (!atRoll) return;
  const { forcePoint: _asked, ...fields } = asked;
  const chosen: PowerForm = atRoll.spendNow ? { ...fields, forcePoint: true } : fields;
  const plan = powerPlan(power, powerCodes(codes, atRoll.offer, chosen), chosen, keptUp, woundPenalty);
  if (plan.rolls.some((roll) => roll.difficulty === null)) {
    ui.notifications?.warn("SWD6.ForcePowers.difficultyNeeded", { localize: true });
    return;
  }
  const mishap = scoringMishap(getRuleSetting("mishap"));
  const rolled = rollPower(rules, plan, { wildDie, mishap, random: () => CONFIG.Dice.randomUniform(), keepUp: chosen.keepUp });
  const card = powerCardContext(item.name, actor.name ?? "", rolled, plan.actions, mishap);
  const messages = ChatMessage.implementation;
  const flag: CardFlag = { actorId: actor.id!, itemId: item.id!, darkSidePoints: rolled.outcome.darkSidePoints, given: false };
  // The card is stored as its view and rendered on each client in its user's language.
  const view = cardViewData("forcePower", card);
  const message = await messages.create({
    content: view.content,
    speaker: messages.getSpeaker({ actor }),
    flags: { [SYSTEM_ID]: { ...view.flags[SYSTEM_ID], [CARD_FLAG]: flag } },
  } as never);
  // The Force point is spent once the card exists: a card that is never posted costs nothing.
  if (!message) return;
  if (chosen.forcePoint && !(await spendForcePointFor(actor, message as never))) return;
  if (rolled.outcome.keptUp) await item.setFlag(SYSTEM_ID as never, KEPT_UP_FLAG as never, true as never);
  if (rolled.outcome.darkSidePoints > 0 && message) await giveDarkSidePoints(message as ChatMessage.Implementation);
}

/** Gives the card's Dark Side points through the gateway; a refusal is shown as a localized warning. */
async function giveDarkSidePoints(message: ChatMessage.Implementation): Promise<void> {
  notifyRefusal(await sendRequest(DARK_SIDE_REQUEST, { messageId: message.id ?? "" }));
}

/**
 * Offers the card's Dark Side points again while they are not given (the gamemaster did not answer,
 * or refused for a reason that has passed): a button for the card's author and the gamemasters, which
 * sends the same request; the gamemaster's side gives the points once whoever clicks.
 * @param message a rendered message; anything but a power's card is left alone
 * @param html its element
 */
export function wireForcePowerCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const flag = message.getFlag(SYSTEM_ID as never, CARD_FLAG as never) as CardFlag | undefined;
  if (!flag || flag.given || flag.darkSidePoints <= 0) return;
  if (!game.user.isGM && !(message as unknown as { isAuthor?: boolean }).isAuthor) return;
  const card = html.querySelector("[data-force-power-card]");
  if (!card) return;
  const row = card.ownerDocument.createElement("div");
  row.className = "card-points";
  const button = card.ownerDocument.createElement("button");
  button.type = "button";
  button.dataset.action = GIVE_DARK_SIDE_ACTION;
  button.textContent = game.i18n.localize("SWD6.ForcePowers.giveDarkSide");
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void withButtons([button], () => sendRequest(DARK_SIDE_REQUEST, { messageId: message.id ?? "" }), { keepDisabled: true });
  });
  row.appendChild(button);
  card.appendChild(row);
}

/** Why Dark Side points were not given. */
function darkSideRefusal(reason: "given" | "permission" | "missing" | "noDarkSide" | "notRecorded"): GatewayAnswer {
  return refused(reason, `SWD6.ForcePowers.darkSideRefused.${reason}`);
}

/**
 * The active gamemaster's side: the card must be a power's card by `user` whose character `user`
 * owns, the power a dark-side power of that character, and its points not yet given; then the card
 * is marked given first, and only once that is written does `gainDarkSidePoint` run once per point
 * (`powerDarkSidePoints` of the power as it is). A point that fails is taken back off the mark, so a
 * retry gives what is left and nothing twice.
 */
async function applyDarkSide(request: { messageId: string }, user: User.Implementation): Promise<GatewayAnswer> {
  const message = game.messages.get(request.messageId) as ChatMessage.Implementation | undefined;
  const flag = message?.getFlag(SYSTEM_ID as never, CARD_FLAG as never) as CardFlag | undefined;
  if (!message || !flag) return darkSideRefusal("missing");
  if (flag.given) return darkSideRefusal("given");
  const author = (message as unknown as { author?: { id?: string } }).author;
  if (author?.id !== user.id && !user.isGM) return darkSideRefusal("permission");
  const actor = game.actors.get(flag.actorId);
  const item = actor?.items.get(flag.itemId);
  if (!actor || !item || item.type !== "force-power") return darkSideRefusal("missing");
  if (!actor.testUserPermission(user, "OWNER")) return darkSideRefusal("permission");
  const points = powerDarkSidePoints(forcePowerRules(itemData(item, "force-power")!));
  if (points <= 0) return darkSideRefusal("noDarkSide");
  await message.setFlag(SYSTEM_ID as never, CARD_FLAG as never, { ...flag, given: true } as never);
  const marked = message.getFlag(SYSTEM_ID as never, CARD_FLAG as never) as CardFlag | undefined;
  if (!marked?.given) return darkSideRefusal("notRecorded");
  for (let given = flag.givenPoints ?? 0; given < points; given++) {
    try {
      if (!(await gainDarkSidePoint(actor))) throw new Error("the Dark Side point was refused");
    } catch (error) {
      console.error(`${SYSTEM_ID} | a Dark Side point could not be given`, error);
      await message.setFlag(SYSTEM_ID as never, CARD_FLAG as never, { ...flag, given: false, givenPoints: given } as never);
      return refused("failed");
    }
  }
  return done();
}

/** The Dark Side request kind (`index.ts` registers it with every other). */
export const darkSideRequestKind = defineRequestKind<{ messageId: string }>({
  name: DARK_SIDE_REQUEST,
  parse: (payload) => {
    const messageId = (payload as { messageId?: unknown } | null)?.messageId;
    return typeof messageId === "string" && messageId !== "" ? { messageId } : null;
  },
  handle: applyDarkSide,
});

/** "Kept up" toggle: the owner drops a kept-up power, or marks one that may or must be kept up as up. */
export async function onToggleKeptUp(this: PowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
  if (!this.isEditable) return;
  const item = powerOf(this, target);
  const power = itemData(item, "force-power");
  if (!item || !power || forcePowerRules(power).keptUp === "no") return;
  const up = item.getFlag(SYSTEM_ID as never, KEPT_UP_FLAG as never) === true;
  await item.setFlag(SYSTEM_ID as never, KEPT_UP_FLAG as never, !up as never);
}
