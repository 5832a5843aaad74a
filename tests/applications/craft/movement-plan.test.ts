import { describe, expect, it } from "vitest";
import {
  availableSpeeds,
  movementCardContext,
  movementDialogContext,
  movementOutcome,
  planMovement,
  readMovementForm,
} from "../../../src/applications/craft/movement-plan.ts";
import { crewRollCode } from "../../../src/rules/vehicles/crew-roll.ts";
import { parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { rollDieCode } from "../../../src/rules/dice/roll.ts";
import { fixedFaces } from "../../helpers/dice.ts";
import { packEntry } from "../../helpers/packs.ts";
import { renderTemplate, toDom } from "../../helpers/render.ts";

interface VehicleSystem {
  move: number;
  maneuverability: string;
  pilotingSkill: string;
}

const landspeeder = packEntry<VehicleSystem>("vehicles", "X-34 Landspeeder");

describe("planning a move", () => {
  it("rolls a landspeeder at high speed through Moderate terrain against 13 (revised: the middle of 11-15)", () => {
    const plan = planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: false, somethingToHit: true }, landspeeder.system.move, "revised");
    expect(plan.level).toBe("moderate");
    expect(plan.difficulty).toBe(13);
    expect(plan.rollDifficulty).toBe(13);
    expect(plan.actions).toBe(1);
    expect(plan.distance).toEqual({ minimum: 115, maximum: 230 });
  });

  it("needs no roll cruising over Easy terrain, and a free action cautiously", () => {
    const cruise = planMovement("vehicle", { speed: "cruising", terrain: "easy", ramming: false, somethingToHit: true }, 115, "revised");
    expect(cruise.rollDifficulty).toBeNull();
    expect(cruise.actions).toBe(1);
    expect(movementOutcome(cruise, 0)).toEqual({ kind: "no-roll" });
    const cautious = planMovement("vehicle", { speed: "cautious", terrain: "easy", ramming: false, somethingToHit: true }, 115, "revised");
    expect(cautious.actions).toBe(0);
    expect(cautious.distance.maximum).toBe(58);
  });

  it("shifts all-out through Difficult terrain two levels (Heroic) and excludes other actions", () => {
    const plan = planMovement("vehicle", { speed: "all-out", terrain: "difficult", ramming: false, somethingToHit: true }, 115, "revised");
    expect(plan.level).toBe("heroic");
    expect(plan.difficulty).toBe(31);
    expect(plan.excludesOtherActions).toBe(true);
  });

  it.each([
    ["revised", "very-difficult", 41],
    ["first", "very-difficult", 41],
    ["revised", "heroic", 51],
    ["first", "heroic", 51],
  ] as const)("%s table: all-out through %s terrain goes past Heroic, +10 a level, to %i", (edition, terrain, number) => {
    const plan = planMovement("starship", { speed: "all-out", terrain, ramming: false, somethingToHit: true }, 8, edition);
    expect(plan.level).toBe("heroic");
    expect(plan.difficulty).toBe(number);
    expect(movementOutcome(plan, number - 1)).toMatchObject({ kind: "failure", failedBy: 1 });
  });

  it("adds ramming's +10 and its separate action, even where the move alone needs no roll", () => {
    const plan = planMovement("vehicle", { speed: "cruising", terrain: "moderate", ramming: true, somethingToHit: true }, 115, "revised");
    expect(plan.difficulty).toBe(13);
    expect(plan.rollDifficulty).toBe(23);
    expect(plan.actions).toBe(2);
  });

  it("leaves only the speeds the lost Moves allow", () => {
    expect(availableSpeeds(0)).toEqual(["cautious", "cruising", "high", "all-out"]);
    expect(availableSpeeds(2)).toEqual(["cautious", "cruising"]);
    expect(availableSpeeds(4)).toEqual([]);
    const context = movementDialogContext("vehicle", 1, { speed: "all-out", terrain: "easy" });
    expect(context.speeds.map((s) => s.value)).toEqual(["cautious", "cruising", "high"]);
    expect(context.speeds.find((s) => s.selected)?.value).toBe("high");
    expect(movementDialogContext("starship", 4, { speed: "cruising", terrain: "easy" }).disabled).toBe(true);
  });

  it("reads the dialog's fields and refuses unknown speeds", () => {
    expect(readMovementForm({ speed: "high", terrain: "difficult", ramming: "on" })).toEqual({
      speed: "high",
      terrain: "difficult",
      ramming: true,
      somethingToHit: false,
    });
    expect(readMovementForm({ speed: "ludicrous", terrain: "easy" })).toBeNull();
  });
});

describe("the pilot's roll", () => {
  // A pilot with repulsorlift operation 4D in the X-34 (maneuverability 2D) rolls 6D.
  const code = crewRollCode(parseDieCode("4D"), null, parseDieCode(landspeeder.system.maneuverability)).code;

  it("moves safely on 6D rolling 4+3+5+2+1 and a wild 4 = 19 against 13", () => {
    const plan = planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: false, somethingToHit: true }, 115, "revised");
    const { total } = rollDieCode(code, { wildDie: true, random: fixedFaces(4, 3, 5, 2, 1, 4) });
    expect(total).toBe(19);
    expect(movementOutcome(plan, total)).toEqual({ kind: "success" });
  });

  it("fails all-out by 20 and carries the 10D vehicle collision damage", () => {
    const plan = planMovement("vehicle", { speed: "all-out", terrain: "difficult", ramming: false, somethingToHit: true }, 115, "revised");
    const { total } = rollDieCode(code, { wildDie: true, random: fixedFaces(1, 2, 1, 3, 2, 2) });
    expect(total).toBe(11);
    expect(movementOutcome(plan, total)).toEqual({ kind: "failure", failedBy: 20, collision: { dice: 10, pips: 0 }, starship: null });
  });

  it("reads a ram: 27 against 13+10 rams, 18 crosses safely, 10 is a failure by 3", () => {
    const plan = planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: true, somethingToHit: true }, 115, "revised");
    expect(movementOutcome(plan, 27)).toEqual({ kind: "rams", damage: { dice: 6, pips: 0 } });
    expect(movementOutcome(plan, 18)).toEqual({ kind: "crosses-safely" });
    expect(movementOutcome(plan, 10)).toMatchObject({ kind: "failure", failedBy: 3 });
  });

  it("moves the movement difficulty along when the roller changed the difficulty", () => {
    const plan = planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: true, somethingToHit: true }, 115, "revised");
    // 23 raised to 26 in the roll dialog: the movement difficulty is 16, so 15 fails by 1.
    expect(movementOutcome(plan, 15, 26)).toMatchObject({ kind: "failure", failedBy: 1 });
  });

  it("sends a starship with nothing to hit out of control", () => {
    const plan = planMovement("starship", { speed: "high", terrain: "difficult", ramming: false, somethingToHit: false }, 8, "revised");
    expect(movementOutcome(plan, 5)).toMatchObject({ kind: "failure", starship: { kind: "out-of-control" } });
  });
});

describe("the movement card", () => {
  it("shows a failed all-out move with its roll, the failure and the collision damage", async () => {
    const plan = planMovement("vehicle", { speed: "all-out", terrain: "difficult", ramming: false, somethingToHit: true }, 115, "revised");
    const outcome = movementOutcome(plan, 11);
    const context = movementCardContext(plan, outcome, { craftName: "X-34 Landspeeder", pilotName: "Kell Tavari", roll: { total: 11, difficulty: 31 } });
    const dom = toDom(await renderTemplate("templates/chat/movement-card.hbs", context));
    const card = dom.querySelector("[data-movement-card]")!;
    expect(card.classList.contains("is-failure")).toBe(true);
    expect(card.textContent).toContain("missed by 20");
    expect(card.textContent).toContain("10D collision damage");
    expect(card.textContent).toContain("All-out");
  });

  it("shows a ram in German and a starship's distance in space units in Spanish", async () => {
    const ram = planMovement("vehicle", { speed: "high", terrain: "moderate", ramming: true, somethingToHit: true }, 115, "revised");
    const de = toDom(
      await renderTemplate(
        "templates/chat/movement-card.hbs",
        movementCardContext(ram, movementOutcome(ram, 27), { craftName: "X-34", pilotName: null, roll: { total: 27, difficulty: 23 } }),
        "de",
      ),
    );
    expect(de.body.textContent).toContain("Rammt das Ziel");
    expect(de.body.textContent).toContain("6D");
    const ship = planMovement("starship", { speed: "cruising", terrain: "easy", ramming: false, somethingToHit: true }, 8, "revised");
    const es = toDom(
      await renderTemplate(
        "templates/chat/movement-card.hbs",
        movementCardContext(ship, movementOutcome(ship, 0), { craftName: "X-wing", pilotName: null, roll: null }),
        "es",
      ),
    );
    expect(es.body.textContent).toContain("4–8 unidades espaciales");
    expect(es.body.textContent).toContain("no hace falta tirada");
  });

  it("renders the movement dialog with the speeds left", async () => {
    const context = { id: "m", ...movementDialogContext("starship", 1, { speed: "cruising", terrain: "easy" }) };
    const dom = toDom(await renderTemplate("templates/apps/movement-dialog.hbs", context));
    expect([...dom.querySelectorAll('select[name="speed"] option')].map((o) => o.getAttribute("value"))).toEqual(["cautious", "cruising", "high"]);
    expect(dom.querySelector('input[name="somethingToHit"]')).not.toBeNull();
  });
});
