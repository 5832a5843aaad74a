import { describe, expect, it } from "vitest";
import { healingDialogContext, readHealingForm } from "../../../src/applications/healing/flow/healing-dialog-view.ts";
import { healingCardContext, healingPreview } from "../../../src/applications/healing/flow/healing-card-flow.ts";
import { renderTemplate, toDom } from "../../helpers/render.ts";
import { medic, pilot, pilotCards, pilotDialog } from "./healing-data.ts";

describe("the healing dialog", () => {
  it("offers every kind with what the rules say before rolling", async () => {
    const context = pilotDialog();
    expect(context.options.map((o) => [o.kind, o.checked, o.disabled])).toEqual([
      ["natural", true, false],
      ["medpac", false, false],
      ["bacta", false, false],
    ]);
    const dom = toDom(await renderTemplate("templates/apps/healing-dialog.hbs", context));
    const details = [...dom.querySelectorAll(".option-detail")].map((e) => e.textContent?.trim());
    expect(details).toEqual(["A Strength roll every 3 days", "Difficulty: Moderate (13)", "2D hours in the tank"]);
    expect(dom.querySelector(".healing-wound")?.textContent).toBe("Wounded Twice");
    expect(dom.querySelector(".healing-medpacs")?.textContent).toBe("Medpacs used today: 1");
    const healers = [...dom.querySelectorAll("select[name=healer] option")].map((o) => o.textContent);
    expect(healers).toEqual([`${medic.name} (First Aid 4D)`, `${pilot.name} (First Aid ${pilot.system.attributes.tec}) · oneself -1D`]);
  });

  it("says a daily Strength roll (1st edition's ratio model) as such, in German", async () => {
    const daily = healingDialogContext(pilot.name, healingPreview("wounded", { used: 0, lockedOut: false }, { model: "ratio", edition: "first" }), [], "heal");
    const dom = toDom(await renderTemplate("templates/apps/healing-dialog.hbs", daily, "de"));
    expect(dom.querySelector(".option-detail")?.textContent?.trim()).toBe("Jeden Tag ein Stärkewurf");
  });

  it("disables what cannot be used and reads only an offered choice", async () => {
    const context = pilotDialog();
    expect(readHealingForm({ kind: "medpac", healer: "Actor.medic" }, context)).toEqual({ kind: "medpac", healer: "Actor.medic" });
    expect(readHealingForm({ kind: "medpac", healer: "Actor.stranger" }, context)).toBeNull();
    expect(readHealingForm({ kind: "natural", healer: "Actor.medic" }, context)).toEqual({ kind: "natural", healer: null });
    context.options[0].disabled = true;
    expect(readHealingForm({ kind: "natural" }, context)).toBeNull();
  });

  it("says so when nothing can be healed", async () => {
    const { healingPreview } = await import("../../../src/applications/healing/flow/healing-card-flow.ts");
    const { healingDialogContext } = await import("../../../src/applications/healing/flow/healing-dialog-view.ts");
    const context = healingDialogContext("Kell", healingPreview("none", { used: 0, lockedOut: false }, { model: "difference", edition: "revised" }), [], "h");
    expect(context.nothingToHeal).toBe(true);
    const dom = toDom(await renderTemplate("templates/apps/healing-dialog.hbs", context, "de"));
    expect(dom.querySelector(".healing-nothing")?.textContent).toContain("Nichts zu heilen");
    expect(dom.querySelectorAll("input[name=kind]:disabled")).toHaveLength(3);
  });
});

describe("the healing card", () => {
  it("shows the wound before and after, the difficulty and the Apply button", async () => {
    const [medpac] = pilotCards();
    const dom = toDom(await renderTemplate("templates/chat/healing-card.hbs", healingCardContext(medpac)));
    const card = dom.querySelector("[data-healing-card]");
    expect(card?.classList.contains("is-better")).toBe(true);
    expect([...dom.querySelectorAll(".healing-level")].map((e) => e.textContent)).toEqual(["Wounded Twice", "Wounded"]);
    expect(dom.querySelector(".card-actor")?.textContent).toContain(`treated by ${medic.name}`);
    expect(dom.querySelector(".healing-facts")?.textContent).toContain("Moderate (13)");
    expect(dom.querySelector('button[data-action="applyHealing"]')?.textContent?.trim()).toBe("Apply");
    expect(dom.querySelector(".outcome-label")?.textContent).toBe("Treated");
  });

  it("shows an applied card without its button, in Spanish and German", async () => {
    const [, natural, bacta] = pilotCards();
    const es = toDom(await renderTemplate("templates/chat/healing-card.hbs", healingCardContext(bacta), "es"));
    expect(es.querySelector('button[data-action="applyHealing"]')).toBeNull();
    expect(es.querySelector(".healing-applied")?.textContent?.trim()).toBe("Aplicado");
    expect(es.querySelector(".card-code")?.textContent).toBe("7 horas");
    const de = toDom(await renderTemplate("templates/chat/healing-card.hbs", healingCardContext(natural), "de"));
    expect(de.querySelector(".outcome-label")?.textContent).toBe("Verschlechtert");
    expect([...de.querySelectorAll(".healing-level")].map((e) => e.textContent)).toEqual(["Zweifach verwundet", "Bewusstlos"]);
  });
});

describe("the sheet's Heal button", () => {
  it("sits by the wound track, usable on a read-only sheet (a player treats with their own character)", async () => {
    const html = await renderTemplate("templates/actor/parts/wound-track.hbs", { rootId: "s", sheet: { wounds: [], woundPenalty: 0 } }, "de");
    const button = toDom(html).querySelector('.swd6-wounds-title button[data-action="heal"]');
    expect(button?.hasAttribute("data-view-control")).toBe(true);
    expect(button?.textContent?.trim()).toBe("Heilen");
  });
});
