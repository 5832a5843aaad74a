import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { legacyCardUpdate } from "../../src/migrations/legacy-card-messages.ts";
import { MESSAGE_STEPS, migrateMessageSource, pendingSteps } from "../../src/migrations/steps.ts";
import { compareVersions } from "../../src/migrations/version.ts";
import { liftLegacyCard } from "../../src/data/message/legacy-cards.ts";

const PLACEHOLDER = '<div class="swd6rpg" data-card-view=""></div>';

const healingCard = {
  kind: "medpac",
  patient: "Actor.garro0000000000",
  patientName: "Garro",
  healer: "Actor.kell00000000000",
  healerName: "Kell",
  before: "wounded",
  after: "none",
  trend: "improves",
  roll: 14,
  difficulty: { level: "easy", number: 10 },
  medpacsBefore: 0,
  lockedOut: false,
  restDays: null,
  tankUnit: null,
  day: 3,
  applied: false,
};

/** A healing card as an earlier version stored it: a plain message with the card in its flags. */
const storedHealing = () => ({
  _id: "msg0000000000001",
  author: "gm00000000000000",
  content: "<div>Medpac</div>",
  flags: { swd6rpg: { healingCard: structuredClone(healingCard), rolled: true }, "dice-so-nice": { skip: true } },
});

describe("the stored form of a card of an earlier version", () => {
  it("writes an old healing card whole as its subtype, the other flags kept", () => {
    expect(legacyCardUpdate(storedHealing())).toEqual({
      type: "healing",
      system: healingCard,
      content: PLACEHOLDER,
      flags: { swd6rpg: { rolled: true }, "dice-so-nice": { skip: true } },
    });
  });

  it("gives the same update for the message as its class lifted it in memory (type and system set, flags still there)", () => {
    const lifted = liftLegacyCard(storedHealing());
    expect(lifted.type).toBe("healing");
    expect(legacyCardUpdate(lifted)).toEqual(legacyCardUpdate(storedHealing()));
  });

  it("lifts a Force power card kept as its view with its points, and drops both old flags", () => {
    const view = { power: "Lightsaber Combat", rows: [] };
    const source = {
      content: PLACEHOLDER,
      flags: {
        swd6rpg: {
          cardView: { kind: "forcePower", context: view },
          forcePower: { actorId: "a1", itemId: "i1", darkSidePoints: 1, given: false, givenPoints: 0 },
        },
      },
    };
    expect(legacyCardUpdate(source)).toEqual({
      type: "forcePower",
      system: { actorId: "a1", itemId: "i1", darkSidePoints: 1, given: false, givenPoints: 0, view },
      content: PLACEHOLDER,
      flags: { swd6rpg: {} },
    });
  });

  it("leaves alone a message without an old card, a card already stored as its subtype, and an old view no subtype takes", () => {
    expect(legacyCardUpdate({ content: "Hello", flags: { swd6rpg: { note: 1 } } })).toEqual({});
    expect(legacyCardUpdate({ type: "darkSide", system: { view: {} }, content: PLACEHOLDER, flags: {} })).toEqual({});
    expect(legacyCardUpdate({ content: PLACEHOLDER, flags: { swd6rpg: { cardView: { kind: "template", context: {} } } } })).toEqual({});
    expect(legacyCardUpdate({ content: "x" })).toEqual({});
  });

  it("is done after one run: the migrated message needs no second update", () => {
    const source = storedHealing();
    const update = migrateMessageSource(source, MESSAGE_STEPS);
    expect(update).toEqual(legacyCardUpdate(source));
    expect(migrateMessageSource({ ...source, ...update }, MESSAGE_STEPS)).toEqual({});
  });
});

describe("the message steps", () => {
  it("never name a version newer than the system's and run in a world migrated before them", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as { version: string };
    for (const step of MESSAGE_STEPS) expect(compareVersions(step.version, manifest.version), step.name).toBeLessThanOrEqual(0);
    expect(pendingSteps("", MESSAGE_STEPS)).toEqual(MESSAGE_STEPS);
    expect(pendingSteps("0.1.0", MESSAGE_STEPS)).toEqual(MESSAGE_STEPS);
  });
});
