/**
 * The cards a player's own click brings about (a craft's move, the range between two starships, a
 * Force power used), driven through the real sheets and dialogs of Kell's client, and the gateway
 * request each click sent, as the transport carried it (for the red team to replay or change).
 */
import { World } from "./index.ts";
import { seedCharacter, seedDogfight } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import type { ChatMessageDocument } from "./documents.ts";
import type { Client } from "./client.ts";
import { copy } from "./red-team/console.ts";

type PostedCards = typeof import("../../src/gateway/posted-cards.ts");

/**
 * A world of the gamemaster, his assistant and Kell: Kell's X-wing (Kell at its controls, no sublight
 * speed on its sheet) and the gamemaster's TIE fighter (whose sheet the gamemaster gave the sublight
 * speed `tieSpeed`, "" for none) on a scene Kell views, and Vesh, a Failed Jedi of Kell's with
 * Concentration (no Dark Side point) and Rage (one).
 */
export async function playerCardWorld(tieSpeed = "3D") {
  const world = new World([
    { name: "GM", role: "GAMEMASTER" },
    { name: "Assistant", role: "ASSISTANT" },
    { name: "Kell", role: "PLAYER" },
  ]);
  const { kell: _pilot, ...ids } = seedDogfight(world);
  const vesh = seedCharacter(world, "Failed Jedi", { owner: "Kell", name: "Vesh", powers: ["Concentration", "Rage"] });
  await world.connectAll();
  const kell = world.client("Kell");
  kell.viewScene(ids.sceneId);
  const gm = world.client("GM");
  await giveSublightSpeed(gm, ids.tie, tieSpeed);
  await world.settle();
  return { ...ids, world, kell, gm, vesh };
}

/** `client` writes a starship's sublight speed on its sheet (`""` for none), as its owner or the gamemaster would. */
export async function giveSublightSpeed(client: Client, shipId: string, code: string): Promise<void> {
  await client.run(() => game.actors.get(shipId)!.update({ "system.sublightSpeed": code } as never));
}

export type PlayerCardWorld = Awaited<ReturnType<typeof playerCardWorld>>;

/** Kell moves his X-wing at high speed over difficult terrain, typing `difficulty` in the roll dialog. */
export async function moveXwing({ world, kell, xwing }: PlayerCardWorld, difficulty = 15): Promise<void> {
  const sheet = await openSheet(kell, "starship", () => game.actors.get(xwing));
  kell.dialogAnswers.push({ fields: { speed: "high", terrain: "difficult", ramming: false, somethingToHit: false } }, { fields: { difficulty } });
  kell.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="moveCraft"]')!.click());
  await world.settle();
}

/**
 * Kell closes the range to the TIE fighter, the TIE opening it: he types `selfSpeed` for his X-wing
 * (counted only while its sheet stores none; null: he types nothing); the TIE's speed is the one its
 * sheet stores.
 */
export async function closeOnTie({ world, kell, xwing, tie }: PlayerCardWorld, selfSpeed: string | null = "4D"): Promise<void> {
  const sheet = await openSheet(kell, "starship", () => game.actors.get(xwing));
  const tieUuid = kell.run(() => game.actors.get(tie)!.uuid);
  const typed = selfSpeed === null ? {} : { selfSpeed };
  kell.dialogAnswers.push({ fields: { otherShip: tieUuid, range: "medium", selfIntent: "close", ...typed, otherIntent: "open" } });
  kell.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="changeRange"]')!.click());
  await world.settle();
}

/** Kell has Vesh use a power of hers (by name) at control difficulty 20 (no less than Rage lists, Difficult). */
export async function usePower({ world, kell, vesh }: PlayerCardWorld, name: string): Promise<void> {
  const sheet = await openSheet(kell, "character", () => game.actors.get(vesh));
  kell.dialogAnswers.push({ fields: { "difficulty-control": 20, otherActions: 0 } });
  const itemId = kell.run(() => game.actors.get(vesh)!.items.find((item) => item.name === name)!.id);
  kell.run(() => sheet.element.querySelector<HTMLButtonElement>(`[data-item-id="${itemId}"] [data-action="usePower"]`)!.click());
  await world.settle();
}

/** The payload of the last gateway request of `kind` Kell's client sent, as the transport carried it. */
export function lastRequest({ world }: { world: World }, kind: string): Record<string, unknown> {
  const sent = world.transport.sent.filter((query) => (query.data as { kind?: string } | null)?.kind === kind).at(-1);
  if (!sent) throw new Error(`no ${kind} request was sent`);
  return copy((sent.data as { payload: Record<string, unknown> }).payload);
}

/** The messages of a card subtype on the gamemaster's client. */
export function cardsOf({ gm }: PlayerCardWorld, type: string): ChatMessageDocument[] {
  return gm.messages.filter((message) => message.type === type);
}

/** Whether the gamemaster's client holds `message` as a card he posted (authored by a gamemaster and listed). */
export function isListed({ gm }: PlayerCardWorld, message: ChatMessageDocument): boolean {
  return gm.run(() => gm.module<PostedCards>("gateway/posted-cards.ts").isPostedCard(game.messages.get(message.id) as never));
}
