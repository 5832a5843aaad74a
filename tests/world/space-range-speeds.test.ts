/**
 * A starship's sublight speed in the world: kept on its sheet as a die code (a malformed one refused,
 * the old value kept), shown locked in the range dialog, and the code the gamemaster plans a range
 * change with, whatever the player's client typed. A compendium ship stores none: its stat block's
 * Maneuverability plus Space is its speed roll (Raumschlacht: "Manövrieren + Geschwindigkeit", the speed
 * a number; REUP `rule.chapter_08.starship_movement`: the Space a ship moves at cruising speed). Kell's
 * X-wing (3D, Space 8) against the gamemaster's TIE fighter (2D, Space 10).
 */
import { describe, expect, it } from "vitest";
import type { Client } from "./client.ts";
import { World } from "./index.ts";
import { randomID } from "./utils.ts";
import { seedCharacter, seedCraft, seedScene } from "./fixtures.ts";
import { openSheet } from "./sheets.ts";
import { type PlayerCardWorld, cardsOf, closeOnTie, giveSublightSpeed, playerCardWorld } from "./player-cards.ts";

/** The user types `value` into a sheet's field and leaves it. */
function type(client: Client, input: HTMLInputElement, value: string): void {
  client.run(() => {
    input.value = value;
    input.dispatchEvent(new client.window.Event("change", { bubbles: true }) as unknown as Event);
  });
}

/** A ship's stored sublight speed, as the gamemaster's client holds it. */
function storedSpeed({ gm }: PlayerCardWorld, id: string): string {
  return (gm.actors.get(id)!.system as { sublightSpeed: string }).sublightSpeed;
}

/** The range card's codes and totals, this ship first. */
function cardSides(scenario: PlayerCardWorld, index = -1): { code: string | null; total: number | null }[] {
  return (cardsOf(scenario, "spaceRange").at(index)!.system as { view: { sides: { code: string | null; total: number | null }[] } }).view.sides;
}

/** The speed fields of the last range dialog on Kell's page. */
function speedFields({ kell }: PlayerCardWorld): HTMLInputElement[] {
  const dialogs = kell.window.document.querySelectorAll("[data-space-range-dialog]");
  const dialog = dialogs[dialogs.length - 1]!;
  return ["selfSpeed", "otherSpeed"].map((name) => dialog.querySelector(`input[name="${name}"]`) as unknown as HTMLInputElement);
}

describe("a starship's sublight speed on its sheet", () => {
  it("is kept as a canonical die code; a malformed one is refused with a localized message and the old value kept; emptied, it is none", async () => {
    const scenario = await playerCardWorld();
    const { world, kell, xwing } = scenario;
    const sheet = await openSheet(kell, "starship", () => game.actors.get(xwing));
    const field = () => sheet.element.querySelector<HTMLInputElement>('input[name="system.sublightSpeed"]')!;
    expect(field().closest("label")?.dataset.tooltip).toBe(kell.i18n.localize("SWD6.Craft.sublightSpeedHint"));
    expect(field().closest("label")?.textContent).toContain(kell.i18n.localize("SWD6.Craft.sublightSpeed"));
    expect(storedSpeed(scenario, xwing)).toBe("");
    type(kell, field(), "3d + 1");
    await world.settle();
    expect(storedSpeed(scenario, xwing)).toBe("3D+1");
    type(kell, field(), "warp");
    await world.settle();
    expect(storedSpeed(scenario, xwing)).toBe("3D+1");
    expect(field().value).toBe("3D+1");
    expect(kell.notifications.shown.at(-1)).toMatchObject({ type: "error", message: kell.i18n.format("SWD6.Common.dieCodeInvalid", { value: "warp" }) });
    type(kell, field(), "");
    await world.settle();
    expect(storedSpeed(scenario, xwing)).toBe("");
  });
});

describe("a starship stored before ships had a sublight speed", () => {
  it("loads with none (the field's initial value), and its stored data keeps every other field", async () => {
    const world = new World([{ name: "GM", role: "GAMEMASTER" }]);
    const id = randomID();
    world.server.seed("Actor", { _id: id, name: "Old Freighter", type: "starship", system: { hull: "4D", space: 4 } });
    await world.connectAll();
    const system = world.client("GM").actors.get(id)!.system as { sublightSpeed: string; hull: string; space: number };
    expect(system).toMatchObject({ sublightSpeed: "", hull: "4D", space: 4 });
  });
});

describe("the range between Kell's X-wing and the gamemaster's TIE fighter", () => {
  it("uses both ships' stored codes: the dialog shows them locked, the rolls and the card are of those codes", async () => {
    const scenario = await playerCardWorld("2D+2");
    const { world, kell, xwing } = scenario;
    await giveSublightSpeed(kell, xwing, "4D");
    await world.settle();
    await closeOnTie(scenario, null);
    expect(kell.notifications.shown).toEqual([]);
    const [self, other] = speedFields(scenario);
    expect([self.value, self.readOnly, other.value, other.readOnly]).toEqual(["4D", true, "2D+2", true]);
    expect(cardSides(scenario).map((side) => side.code)).toEqual(["4D", "2D+2"]);
    const card = cardsOf(scenario, "spaceRange").at(-1)!;
    const codes = card.rolls.map((roll) => (roll as { d6: { code: { dice: number; pips: number } } }).d6.code);
    expect(codes).toEqual([
      { dice: 4, pips: 0 },
      { dice: 2, pips: 2 },
    ]);
    expect(cardSides(scenario).map((side) => side.total)).toEqual(card.rolls.map((roll) => (roll as { total: number }).total));
  });

  it("with no code stored, each compendium ship rolls its stat block's Maneuverability plus Space, shown locked with its source; a code Kell types counts for nothing", async () => {
    const scenario = await playerCardWorld("");
    const { kell } = scenario;
    // The field is locked; a client that sends 30D all the same changes nothing.
    await closeOnTie(scenario, "30D");
    const [self, other] = speedFields(scenario);
    expect([self.readOnly, other.value, other.readOnly, other.disabled]).toEqual([true, "2D+10", true, false]);
    const notes = kell.window.document.querySelectorAll("[data-space-range-dialog] [data-range-speed-note]");
    expect(notes[notes.length - 1]!.textContent).toBe(kell.i18n.localize("SWD6.SpaceRange.speedPrinted"));
    expect(cardSides(scenario).map((side) => side.code)).toEqual(["3D+8", "2D+10"]);
  });

  it("a ship whose block prints no Space and stores no code: its field is disabled, Kell is told who enters it, nothing is posted until the gamemaster does", async () => {
    const scenario = await playerCardWorld("");
    const { world, kell, gm, tie } = scenario;
    await gm.run(() => gm.actors.get(tie)!.update({ "system.space": 0 } as never));
    await world.settle();
    await closeOnTie(scenario);
    const [, other] = speedFields(scenario);
    expect([other.value, other.disabled]).toEqual(["", true]);
    expect(kell.notifications.shown.at(-1)).toMatchObject({
      type: "warn",
      message: kell.i18n.format("SWD6.SpaceRange.refused.speedOwner", { ship: "Black Two" }),
    });
    expect(world.transport.sent.filter((query) => (query.data as { kind?: string } | null)?.kind === "spaceRange.post")).toEqual([]);
    expect(cardsOf(scenario, "spaceRange")).toEqual([]);
    await giveSublightSpeed(gm, tie, "3D");
    await world.settle();
    await closeOnTie(scenario);
    expect(cardSides(scenario).map((side) => side.code)).toEqual(["3D+8", "3D"]);
  });
});

describe("picking the other ship in the range dialog", () => {
  /**
   * Kell's X-wing on a scene with the gamemaster's TIE fighter (its sheet stores 3D) and TIE
   * Interceptor (none), `first` offered first; Kell picks `picked` in the range dialog.
   * @returns the picked ship's speed field and Kell's client
   */
  async function pickOther(first: "tie" | "interceptor", picked: "tie" | "interceptor") {
    const world = new World([
      { name: "GM", role: "GAMEMASTER" },
      { name: "Kell", role: "PLAYER" },
    ]);
    const pilot = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari" });
    const xwing = seedCraft(world, "starships", "X-Wing", { owner: "Kell", crew: [{ role: "pilot", actorId: pilot }] });
    const ids = { tie: seedCraft(world, "starships", "TIE Fighter"), interceptor: seedCraft(world, "starships", "TIE Interceptor") };
    const tokens = { tie: { actorId: ids.tie, name: "Black Two" }, interceptor: { actorId: ids.interceptor, name: "Saber One" } };
    const { sceneId } = seedScene(world, [{ actorId: xwing }, tokens[first], tokens[first === "tie" ? "interceptor" : "tie"]]);
    await world.connectAll();
    const kell = world.client("Kell");
    kell.viewScene(sceneId);
    await giveSublightSpeed(world.client("GM"), ids.tie, "3D");
    await world.settle();
    const sheet = await openSheet(kell, "starship", () => game.actors.get(xwing));
    const otherShip = kell.run(() => game.actors.get(ids[picked])!.uuid);
    kell.dialogAnswers.push({ fields: { otherShip, range: "medium", selfIntent: "close", selfSpeed: "4D", otherIntent: "open" } });
    kell.run(() => sheet.element.querySelector<HTMLButtonElement>('[data-action="changeRange"]')!.click());
    await world.settle();
    const field = kell.window.document.querySelector('[data-space-range-dialog] input[name="otherSpeed"]') as unknown as HTMLInputElement;
    return { field, kell, cards: world.client("GM").messages.filter((message) => message.type === "spaceRange") };
  }

  it("picking the TIE fighter after the Interceptor puts its stored speed in, locked, and the card is posted", async () => {
    const { field, cards } = await pickOther("interceptor", "tie");
    expect([field.value, field.readOnly, field.disabled]).toEqual(["3D", true, false]);
    expect(cards).toHaveLength(1);
  });

  it("picking the Interceptor after the TIE fighter puts its printed speed in (3D+2 and Space 11), locked, and the card is posted", async () => {
    const { field, cards } = await pickOther("tie", "interceptor");
    expect([field.value, field.readOnly, field.disabled]).toEqual(["3D+13", true, false]);
    expect(cards).toHaveLength(1);
  });
});
