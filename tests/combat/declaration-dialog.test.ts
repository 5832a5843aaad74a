/**
 * The declaration dialog lists an actor's skills by their names in the user's language, sorted as
 * that language sorts (`game.i18n.lang`). Foundry's application classes are bare stand-ins: only
 * `rollOptions` is tested, which reads the actor's items and `game.i18n`.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { rollOptions as rollOptionsFn } from "../../src/combat/declaration-dialog.ts";
import { loadLang } from "../helpers/render.ts";

let rollOptions: typeof rollOptionsFn;
/** The translations `game.i18n` reads, and its language. */
let strings: Record<string, string> = {};
let lang = "de";

beforeAll(async () => {
  class ApplicationStandIn {}
  vi.stubGlobal("foundry", {
    applications: {
      api: { ApplicationV2: ApplicationStandIn, DialogV2: ApplicationStandIn, HandlebarsApplicationMixin: (base: typeof ApplicationStandIn) => base },
      sheets: { ActorSheetV2: ApplicationStandIn, ItemSheetV2: ApplicationStandIn },
    },
  });
  vi.stubGlobal("game", {
    i18n: {
      get lang() {
        return lang;
      },
      localize: (key: string) => strings[key] ?? key,
      has: (key: string) => key in strings,
    },
  });
  ({ rollOptions } = await import("../../src/combat/declaration-dialog.ts"));
});

/** A skill Item as the actor holds it. */
function skill(id: string, name: string, key: string) {
  return { id, name, type: "skill", img: null, system: { key, attribute: "dex", bonus: "1D", advanced: false } };
}

/** The skills the dialog offers an actor with `items`, in order. */
function skillNames(items: object[]): string[] {
  const actor = { items: { contents: items } } as unknown as Actor.Implementation;
  return rollOptions(actor)
    .filter((option) => option.group === "skill")
    .map((option) => option.name);
}

const SKILLS = [skill("s1", "Blaster", "blaster"), skill("s2", "Dodge", "dodge"), skill("s3", "Running", "running"), skill("s4", "Sabacc", "")];

describe("rollOptions: the skills", () => {
  it("names each skill in German and sorts them in German", () => {
    strings = loadLang("de");
    lang = "de";
    expect(skillNames(SKILLS)).toEqual(["Ausweichen", "Blaster", "Laufen", "Sabacc"]);
  });

  it("names each skill in Spanish and sorts them in Spanish", () => {
    strings = loadLang("es");
    lang = "es";
    expect(skillNames(SKILLS)).toEqual(["Blasters", "Correr", "Esquivar", "Sabacc"]);
  });

  it("sorts with the game's language: Swedish puts Ä after Z", () => {
    strings = { "SWD6.SkillName.blaster": "Ärlighet", "SWD6.SkillName.dodge": "Zon", "SWD6.SkillName.running": "Ost" };
    lang = "sv";
    expect(skillNames(SKILLS)).toEqual(["Ost", "Sabacc", "Zon", "Ärlighet"]);
    lang = "de";
    expect(skillNames(SKILLS)).toEqual(["Ärlighet", "Ost", "Sabacc", "Zon"]);
  });
});
