import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AttributeKey } from "../../../src/constants.ts";
import {
  type CraftSystemData,
  type CraftWeaponData,
  type CrewMemberData,
  type CrewSlotData,
  addCrewMember,
  changeCrewSlot,
  craftFormContext,
  craftView,
  crewDropRefusal,
  memberSkillCode,
} from "../../../src/applications/craft/craft-view.ts";
import { WINDOW_FRAME_CSS, pngSize, screenshot, useBrowser } from "../../helpers/browser.ts";
import { type PackEntry, packEntries, packEntry } from "../../helpers/packs.ts";
import { translatedEntry } from "../../helpers/babele.ts";
import { type Lang, renderTemplate, toDom } from "../../helpers/render.ts";
import { type Character, characterFrom, readOnlyWindow, sheetWindow, translator } from "../sheet-data.ts";
import { crewSkillText, localizedCraftView } from "../../../src/applications/craft/craft-terms.ts";

/** The skills compendium's attribute of each skill key, as the sheet loads it. */
const attributes = new Map(
  packEntries<{ key: string; attribute: string }>("skills").map((skill) => [skill.system.key, skill.system.attribute as AttributeKey]),
);
const attributeOf = (key: string) => attributes.get(key) ?? null;

type CraftEntry = PackEntry<CraftSystemData & Record<string, unknown>> & { items: CraftWeaponData[] & { _id: string }[] };

/** A craft of a compendium with its crew's slots, as the compendium's translation gives it in the table's language. */
function craft(pack: "vehicles" | "starships", name: string, crewSlots: CrewSlotData[] = [], lang: Lang = "en"): CraftEntry {
  const entry = translatedEntry(pack, packEntry<CraftSystemData & Record<string, unknown>>(pack, name) as CraftEntry, lang);
  return { ...entry, system: { ...entry.system, crewSlots } };
}

function weaponsOf(entry: CraftEntry): CraftWeaponData[] {
  return (entry.items as unknown as { _id: string; name: string; system: CraftWeaponData["system"] }[]).map((item) => ({
    id: item._id,
    name: item.name,
    system: item.system,
  }));
}

function member(character: Character, uuid: string, name = character.name): CrewMemberData {
  return { uuid, name, img: portrait(), attributes: character.system.attributes as Record<AttributeKey, string>, skills: character.skills };
}

function portrait(): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL("../../../assets/portrait.svg", import.meta.url)).toString("base64")}`;
}

/** Kell: Brash Pilot (Mechanical 4D) with starfighter piloting +2D and +1D for the X-wing, gunnery +1D. */
function kell(lang: Lang = "en"): CrewMemberData {
  const pilot = characterFrom("Brash Pilot", { bonuses: { "starfighter-piloting": "2D", "starship-gunnery": "1D", "repulsorlift-operation": "1D+1" }, lang });
  pilot.skills.find((s) => s.system.key === "starfighter-piloting")!.system.specializations = [{ name: "X-wing", bonus: "1D" }];
  return member(pilot, "Actor.kell00000000000", "Kell Tavari");
}

function tess(lang: Lang = "en"): CrewMemberData {
  return member(characterFrom("Smuggler", { bonuses: { "starship-gunnery": "2D" }, lang }), "Actor.tess00000000000", "Tess Varo");
}

const TABS = ["crew", "stats", "damage", "notes"] as const;

/** The render context CraftSheet#_prepareContext builds. */
function context(kind: "vehicle" | "starship", entry: CraftEntry, members: CrewMemberData[], options: { editable?: boolean; tab?: string; lang?: Lang } = {}) {
  const active = options.tab ?? "crew";
  const view = craftView(kind, entry.system, weaponsOf(entry), new Map(members.map((m) => [m.uuid, m])), attributeOf);
  const i18n = translator(options.lang ?? "en");
  return {
    actor: { name: entry.name, img: asset(kind), uuid: `Actor.${entry._id}` },
    system: entry.system,
    sheet: localizedCraftView(view, i18n),
    crewSkills: entry.system.crewSkills.map((skill) => ({ ...skill, name: crewSkillText(skill.name, i18n) })),
    ...craftFormContext(kind, entry.system as never),
    weaponOptions: view.weapons.map((weapon) => ({ value: weapon.id, label: weapon.name })),
    tabs: Object.fromEntries(
      TABS.map((id) => [id, { id, group: "primary", label: `SWD6.Craft.Tab.${id}`, active: id === active, cssClass: id === active ? "active" : "" }]),
    ),
    editable: options.editable ?? true,
    enrichedNotes: entry.system.notes as string,
  };
}

function asset(kind: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`../../../assets/${kind === "vehicle" ? "d6.svg" : "d6.svg"}`, import.meta.url)).toString("base64")}`;
}

async function renderCraftSheet(kind: "vehicle" | "starship", ctx: ReturnType<typeof context>, lang: Lang = "en", allTabs = false): Promise<string> {
  const parts = await Promise.all(
    ["craft-header", "../sheet-tabs", "craft-crew", "craft-stats", "craft-damage", "craft-notes"].map((part, index) => {
      const tab = index >= 2 ? TABS[index - 2] : undefined;
      const tabContext = tab ? { ...(ctx.tabs as Record<string, object>)[tab], ...(allTabs ? { active: true, cssClass: "active" } : {}) } : undefined;
      return renderTemplate(`templates/actor/craft/${part}.hbs`, { ...ctx, tab: tabContext }, lang);
    }),
  );
  return sheetWindow(`actor craft ${kind}`, ctx.actor.name, parts.join(""));
}

describe("the crew's rolls (crew member's skill + the craft's code)", () => {
  const xwing = craft("starships", "X-Wing", [{ role: "pilot", actorUuid: "Actor.kell00000000000", weaponId: "" }]);

  it("the pilot rolls starfighter piloting with the X-wing specialization plus maneuverability 3D", () => {
    // Brash Pilot: Mechanical 4D; starfighter piloting +2D = 6D; X-wing +1D = 7D; + maneuverability 3D = 10D.
    expect(memberSkillCode(kell(), "Starfighter piloting: X-wing", attributeOf)).toEqual({ dice: 7, pips: 0 });
    const view = craftView("starship", xwing.system, weaponsOf(xwing), new Map([[kell().uuid, kell()]]), attributeOf);
    expect(view.piloting).toMatchObject({ code: { dice: 10, pips: 0 }, source: "crew-member", member: { name: "Kell Tavari" } });
  });

  it("the pilot fires the weapons nobody mans: gunnery 5D + fire control 3D", () => {
    const view = craftView("starship", xwing.system, weaponsOf(xwing), new Map([[kell().uuid, kell()]]), attributeOf);
    expect(view.weapons.map((w) => [w.name, w.roll.code])).toEqual([
      ["Laser Cannons (fire linked)", { dice: 8, pips: 0 }],
      ["Proton Torpedo Launchers", { dice: 7, pips: 0 }],
    ]);
  });

  it("with nobody aboard the printed crew rolls: piloting 5D + 3D, gunnery 4D+2 + 3D", () => {
    const empty = craft("starships", "X-Wing");
    const view = craftView("starship", empty.system, weaponsOf(empty), new Map(), attributeOf);
    expect(view.piloting).toMatchObject({ code: { dice: 8, pips: 0 }, source: "printed-crew", member: null });
    expect(view.weapons[0].roll).toMatchObject({ code: { dice: 7, pips: 2 }, source: "printed-crew" });
  });

  it("a gunner assigned to a weapon rolls it; a skill the character has not raised rolls its attribute", () => {
    const yt = craft("starships", "YT-1300 Transport");
    const cannon = weaponsOf(yt)[0].id;
    yt.system.crewSlots = [
      { role: "pilot", actorUuid: "Actor.kell00000000000", weaponId: "" },
      { role: "gunner", actorUuid: "Actor.tess00000000000", weaponId: cannon },
    ];
    const view = craftView(
      "starship",
      yt.system,
      weaponsOf(yt),
      new Map([
        [kell().uuid, kell()],
        [tess().uuid, tess()],
      ]),
      attributeOf,
    );
    const smugglerGunnery = memberSkillCode(tess(), "Starship gunnery", attributeOf);
    expect(view.weapons[0].roll.member?.name).toBe("Tess Varo");
    expect(view.weapons[0].roll.code).toEqual({ dice: smugglerGunnery.dice + 2, pips: smugglerGunnery.pips });
    // Brash Pilot lists no capital ship piloting: Mechanical 4D.
    expect(memberSkillCode(kell(), "Capital ship piloting: Star Destroyer", attributeOf)).toEqual({ dice: 4, pips: 0 });
  });

  it("uses the maneuverability left after damage", () => {
    const hit = craft("starships", "X-Wing");
    hit.system.damage = { ...hit.system.damage, maneuverabilityLost: 2 } as CraftSystemData["damage"];
    const view = craftView("starship", hit.system, weaponsOf(hit), new Map(), attributeOf);
    expect(view.piloting.craft).toEqual({ dice: 1, pips: 0 });
    expect(view.damage.maneuverabilityLeft).toEqual({ dice: 1, pips: 0 });
  });

  it("reads the damage state through the rules: lost Moves limit the speed, a disabled hyperdrive cannot jump", () => {
    const hit = craft("starships", "X-Wing");
    hit.system.damage = { ...hit.system.damage, lostMoves: 2, hyperdrive: "disabled" } as CraftSystemData["damage"];
    const { damage } = craftView("starship", hit.system, [], new Map(), attributeOf);
    expect(damage.fastestSpeed).toBe("SWD6.Craft.Speed.cruising");
    expect(damage.effects.map((e) => e.label)).toContain("SWD6.Craft.Effect.noJump");
  });

  it("tones the damage level by how bad it is: only an undamaged craft is shown as fine", () => {
    const tone = (level: string) => {
      const hit = craft("starships", "X-Wing");
      hit.system.damage = { ...hit.system.damage, level } as CraftSystemData["damage"];
      return craftView("starship", hit.system, [], new Map(), attributeOf).damageTone;
    };
    expect(["none", "lightly", "heavily", "severely", "destroyed"].map(tone)).toEqual(["ok", "light", "heavy", "heavy", "destroyed"]);
  });
});

describe("boarding and leaving", () => {
  it("seats the first character as pilot, then gunners at unmanned weapons, then other crew", () => {
    let slots: CrewSlotData[] = [];
    slots = addCrewMember(slots, "Actor.a", ["w1"]);
    slots = addCrewMember(slots, "Actor.b", ["w1"]);
    slots = addCrewMember(slots, "Actor.c", ["w1"]);
    expect(slots.map((s) => [s.role, s.weaponId])).toEqual([
      ["pilot", ""],
      ["gunner", "w1"],
      ["crew", ""],
    ]);
    expect(changeCrewSlot(slots, 1, { role: "crew" })[1]).toEqual({ role: "crew", actorUuid: "Actor.b", weaponId: "" });
    expect(() => changeCrewSlot(slots, 5, { role: "crew" })).toThrow(RangeError);
  });

  it("refuses what is not a character, and a character already aboard", () => {
    expect(crewDropRefusal({ type: "starship", uuid: "Actor.x" }, [])).toBe("SWD6.Craft.dropNotCharacter");
    expect(crewDropRefusal({ type: "character", uuid: "Actor.a" }, [{ role: "pilot", actorUuid: "Actor.a", weaponId: "" }])).toBe(
      "SWD6.Craft.dropAlreadyAboard",
    );
    expect(crewDropRefusal({ type: "character", uuid: "Actor.b" }, [])).toBeNull();
  });
});

describe("craft sheet templates", () => {
  it("render the crew, the rolls with their codes, and every weapon with count, arc and ranges", async () => {
    const isd = craft("starships", "Imperial I Star Destroyer");
    const dom = toDom(await renderCraftSheet("starship", context("starship", isd, [])));
    expect(dom.querySelector(".swd6-crew-roll .swd6-roll-total")?.textContent).toBe("6D+1");
    const rows = [...dom.querySelectorAll(".swd6-weapon-row")];
    expect(rows).toHaveLength(3);
    expect(rows[0].querySelector(".swd6-count")?.textContent).toBe("60×");
    expect(rows[0].textContent).toContain("3-15/35/75");
    expect(rows[0].querySelector(".swd6-gunnery-roll .swd6-code")?.textContent).toBe("8D+2");
    expect(dom.querySelectorAll("[data-action='rollWeapon'][data-roll-control]")).toHaveLength(3);
    expect(dom.querySelector("select[name='system.damage.hyperdrive']")).not.toBeNull();
    expect(dom.querySelectorAll(".swd6-sensor")).toHaveLength(4);
    // No published stat block prints a sublight speed: the compendium ship's field is empty, an optional die code.
    const speed = dom.querySelector<HTMLInputElement>("input[name='system.sublightSpeed']")!;
    expect([speed.value, speed.dataset.dieCode]).toEqual(["", "optional"]);
    expect(speed.closest("label")?.dataset.tooltip).toContain("contest the range");
    // A starship's pilot changes the range to another ship; a vehicle has no space range.
    expect(dom.querySelector("[data-action='changeRange'][data-roll-control]")?.textContent).toContain("Range");
    const speeder = toDom(await renderCraftSheet("vehicle", context("vehicle", craft("vehicles", "X-34 Landspeeder"), [])));
    expect(speeder.querySelector("[data-action='changeRange']")).toBeNull();
  });

  it("lock every editing control of a read-only sheet, keeping tabs and, for the owner, the rolls", async () => {
    const xwing = craft("starships", "X-Wing", [{ role: "pilot", actorUuid: kell().uuid, weaponId: "" }]);
    const html = readOnlyWindow(await renderCraftSheet("starship", context("starship", xwing, [kell()], { editable: false })), true);
    const dom = toDom(html);
    expect((dom.querySelector("[data-action='rollPiloting']") as HTMLButtonElement).disabled).toBe(false);
    expect((dom.querySelector("select[data-crew-field='role']") as HTMLSelectElement).disabled).toBe(true);
    expect((dom.querySelector("input[name='system.hull']") as HTMLInputElement).disabled).toBe(true);
    expect(dom.querySelector("[data-action='removeCrew']")).toBeNull();
  });
});

describe("craft sheet screenshots", () => {
  const browser = useBrowser();

  async function shoot(name: string, html: string, height: number): Promise<void> {
    const sized = html.replace('<form class="application', '<form style="width:820px" class="application');
    const path = await screenshot(browser(), name, sized, { width: 860, height, selector: ".application", pageCss: WINDOW_FRAME_CSS });
    expect(pngSize(path).width).toBeGreaterThanOrEqual(820);
  }

  /** A screenshot's name in a language: the English one bare, the others ending in their code. */
  const named = (name: string, lang: Lang) => (lang === "en" ? name : `${name}-${lang}`);

  it.each(["en", "de", "es"] as const)("renders a landspeeder with its crew, every tab open (%s)", async (lang) => {
    const speeder = craft(
      "vehicles",
      "X-34 Landspeeder",
      [
        { role: "pilot", actorUuid: kell().uuid, weaponId: "" },
        { role: "crew", actorUuid: tess().uuid, weaponId: "" },
      ],
      lang,
    );
    await shoot(
      named("vehicle-sheet", lang),
      await renderCraftSheet("vehicle", context("vehicle", speeder, [kell(lang), tess(lang)], { lang }), lang, true),
      1900,
    );
  });

  // The German X-wing is named for its ship: "starship-sheet-de" is the damaged frigate below.
  it.each(["en", "de", "es"] as const)("renders an X-wing with its pilot (%s)", async (lang) => {
    const xwing = craft("starships", "X-Wing", [{ role: "pilot", actorUuid: kell().uuid, weaponId: "" }], lang);
    await shoot(
      named(lang === "en" ? "starship-sheet" : "starship-sheet-xwing", lang),
      await renderCraftSheet("starship", context("starship", xwing, [kell(lang)], { lang }), lang),
      900,
    );
  });

  it.each(["en", "de", "es"] as const)("renders a capital ship with many weapon batteries and its stock crew (%s)", async (lang) => {
    const vsd = craft("starships", "Victory Star Destroyer", [], lang);
    await shoot(named("starship-sheet-capital", lang), await renderCraftSheet("starship", context("starship", vsd, [], { lang }), lang), 900);
  });

  it.each(["de", "es"] as const)("renders a damaged starship's sheet in %s, every tab open", async (lang) => {
    const nebulon = craft("starships", "Nebulon-B Frigate", [{ role: "gunner", actorUuid: tess().uuid, weaponId: "" }], lang);
    nebulon.system.damage = { ...nebulon.system.damage, level: "heavily", shieldsLost: 1, lostMoves: 1, hyperdrive: "damaged" } as CraftSystemData["damage"];
    nebulon.system.crewSlots[0].weaponId = (nebulon.items[0] as unknown as { _id: string })._id;
    await shoot(`starship-sheet-${lang}`, await renderCraftSheet("starship", context("starship", nebulon, [tess(lang)], { lang }), lang, true), 2200);
  });
});
