/**
 * Combined actions at the table (R&E Rules, "Combined Actions"), in the world under both presets: in
 * the declaration phase the gamemaster declares his stormtroopers and the player characters he may
 * command as one combined action under TK-421; each declares his part of it in the round; the
 * leader's command roll (his command, else Perception: "the character in the group with the highest
 * command skill (or Perception attribute) is the leader") makes the bonus, "+1D for every three
 * characters combining" less 1D per point missed, and the card shows it with who rolls the task ("the
 * character with the highest skill who's working on the task"). A player may neither declare for
 * characters he does not own nor roll the leader's command; the roll is made once.
 */
import { describe, expect, it } from "vitest";
import { EVERYONE, attackWorld, beginFight } from "./attack-scenario.ts";
import { renderMessageOn } from "./client.ts";
import { addDieCodes, combinedActionBonus, commandLimit, formatDieCode, formatModifier } from "../../src/rules/index.ts";

type Presets = typeof import("../../src/applications/settings/rule-presets-menu.ts");
type Combined = typeof import("../../src/combat/combined/combined-action-request.ts");
type Stored = typeof import("../../src/combat/combined/combined-actions-stored.ts");
type SWD6Actor = import("../../src/documents/actor.ts").SWD6Actor;
type Cards = typeof import("../../src/data/message/index.ts");

const PRESETS = ["first-edition", "revised"] as const;

describe.each(PRESETS)("a combined action at the table (%s)", (preset) => {
  it("is declared by the group's owner, its command roll makes the rules' bonus once, and the card shows who rolls the task with it", async () => {
    const { world, sceneId, tokens } = await attackWorld({ seed: 5, connect: EVERYONE });
    const gm = world.client("GM");
    const kell = world.client("Kell");
    await gm.run(() => gm.module<Presets>("applications/settings/rule-presets-menu.ts").applyRulePreset(preset));
    await world.settle();
    const ids = await beginFight(world, sceneId, [tokens.kellToken, tokens.garroToken, tokens.tk421, tokens.tk422]);
    const combined = (client: typeof gm) => client.module<Combined>("combat/combined/combined-action-request.ts");
    const combat = (client: typeof gm) => client.combats.contents[0] as unknown as Combat.Implementation;
    const actorOf = (token: string) => gm.run(() => combat(gm).combatants.get(ids[token]!)!.actor!);

    // TK-421 leads: he commands as many as his command (or Perception) has dice.
    const command = gm.run(() => gm.module<Stored>("combat/combined/combined-actions-stored.ts").leaderCommandOf(actorOf(tokens.tk421)));
    const members = [tokens.tk422, tokens.kellToken, tokens.garroToken].slice(0, commandLimit(command)).map((token) => ids[token]!);
    expect(members.length).toBeGreaterThan(0);
    const declaration = { leader: ids[tokens.tk421]!, members, label: "Cover the door", working: false, difficulty: 5, skill: "blaster" };

    // Kell cannot declare for characters he does not own.
    const forged = await kell.run(() => combined(kell).declareCombinedActionFor(combat(kell), declaration));
    expect(forged).toMatchObject({ ok: false, key: "SWD6.Combined.error.notOwner" });

    expect(await gm.run(() => combined(gm).declareCombinedActionFor(combat(gm), declaration))).toEqual({ ok: true });
    await world.settle();
    const round = () =>
      (combat(gm) as unknown as { roundState: { combatants: { declaration: { id: string; actions: { label?: string }[] }; declared: boolean }[] } }).roundState;
    for (const id of members) {
      const member = round().combatants.find((c) => c.declaration.id === id)!;
      expect(member.declared).toBe(true);
      expect(member.declaration.actions.map((a) => a.label)).toEqual(["Cover the door"]);
    }

    // Only the leader's owner rolls his command.
    expect(await kell.run(() => combined(kell).rollCombinedCommand(combat(kell), ids[tokens.tk421]!))).toMatchObject({
      ok: false,
      key: "SWD6.Combined.error.notOwner",
    });
    expect(await gm.run(() => combined(gm).rollCombinedCommand(combat(gm), ids[tokens.tk421]!))).toEqual({ ok: true });
    await world.settle();
    const card = gm.messages.contents.at(-1)!;
    const data = gm.module<Cards>("data/message/index.ts").cardData(card, "combinedAction");
    expect(data).not.toBeNull();
    const view = data!.view as { total: number; difficulty: number; bonus: string; roller: { name: string; code: string } | null; members: string[] };
    expect(card.author?.name).toBe("GM");
    const bonus = combinedActionBonus(members.length, view.total, 5);
    expect(view.difficulty).toBe(5);
    expect(view.bonus).toBe(formatModifier(bonus));
    // The task goes to the combining character with the best Blaster.
    const blasters = members.map((id) =>
      gm.run(() => {
        const actor = combat(gm).combatants.get(id)!.actor as never as SWD6Actor;
        const skill = actor.items.find((item) => item.type === "skill" && (item.system as { key?: string }).key === "blaster");
        return skill ? actor.skillRollRequest(skill.id as string).code : null;
      }),
    );
    const best = Math.max(...blasters.map((code) => (code ? code.dice * 3 + code.pips : -1)));
    const expected = blasters.find((code) => code && code.dice * 3 + code.pips === best);
    expect(view.roller?.code).toBe(expected ? formatDieCode(addDieCodes(expected, bonus)) : undefined);

    // Rolled once; the card reads in each player's language.
    expect(await gm.run(() => combined(gm).rollCombinedCommand(combat(gm), ids[tokens.tk421]!))).toMatchObject({
      ok: false,
      key: "SWD6.Combined.error.rolled",
    });
    const vesh = world.client("Vesh");
    const html = await renderMessageOn(vesh, vesh.messages.get(card.id)!);
    expect(html.querySelector("[data-combined-bonus]")?.textContent).toBe(vesh.i18n.format("SWD6.Combined.bonus", { bonus: formatModifier(bonus) }));
    expect(vesh.i18n.localize("SWD6.Combined.title")).toBe("Kombinierte Aktion");
  });
});
