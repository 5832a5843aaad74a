import { describe, expect, it } from "vitest";
import { ownSkillCode, skillRollCode } from "../../src/documents/skill-codes.ts";
import { advanceTargets } from "../../src/documents/advance-targets.ts";
import { applyAdvance, formatDieCode, parseDieCode, quoteAdvance } from "../../src/rules/index.ts";

const attributes = { dex: "3D+2", kno: "2D", mec: "2D", per: "3D", str: "3D", tec: "3D" };
const lightsaber = {
  id: "ls",
  name: "Lightsaber",
  system: { key: "lightsaber", attribute: "dex" as const, bonus: "1D", advanced: false, specializations: [] },
};
const firstAid = { id: "fa", name: "First Aid", system: { key: "first-aid", attribute: "tec" as const, bonus: "2D", advanced: false } };
const medicine = { id: "md", name: "Medicine", system: { key: "medicine", attribute: "tec" as const, bonus: "1D", advanced: true } };

describe("the code paid for is the code rolled", () => {
  it("raising Lightsaber 4D+2 logs 5D, charges for 4D, and the skill then rolls 5D", () => {
    const located = advanceTargets(attributes, [lightsaber]).find((entry) => entry.target.key === "skill:ls")!;
    expect(formatDieCode(located.target.current)).toBe("4D+2");
    const bought = applyAdvance(located.target, { characterPoints: 10, adventure: 0, log: [] }, "2026-11-28T00:00:00.000Z");
    expect(bought.record).toMatchObject({ from: "4D+2", to: "5D", cost: 4 });
    const raised = { ...lightsaber, system: { ...lightsaber.system, bonus: formatDieCode(bought.stored) } };
    expect(formatDieCode(skillRollCode(attributes, raised, [raised]))).toBe(bought.record.to);
  });

  it("(A) Medicine 1D rolls 1D of its own and is priced by it; First Aid 5D rolls 6D with it", () => {
    expect(ownSkillCode(attributes, medicine)).toEqual(parseDieCode("1D"));
    const skills = [firstAid, medicine];
    expect(skillRollCode(attributes, medicine, skills)).toEqual(parseDieCode("1D"));
    expect(skillRollCode(attributes, firstAid, skills)).toEqual(parseDieCode("6D"));
    expect(skillRollCode(attributes, firstAid, [firstAid])).toEqual(parseDieCode("5D"));
    const target = advanceTargets(attributes, skills).find((entry) => entry.target.key === "skill:md")!.target;
    expect(target).toMatchObject({ kind: "advanced-skill", current: parseDieCode("1D") });
    expect(applyAdvance(target, { characterPoints: 10, adventure: 0, log: [] }, "2026-11-28T00:00:00.000Z").record.cost).toBe(2);
  });

  it("learns (A) Medicine only with First Aid 5D (the reference data's prerequisite)", () => {
    const unlearned = { ...medicine, system: { ...medicine.system, bonus: "0D" } };
    const quote = (firstAidBonus: string) => {
      const aid = { ...firstAid, system: { ...firstAid.system, bonus: firstAidBonus } };
      const target = advanceTargets(attributes, [aid, unlearned]).find((entry) => entry.target.key === "skill:md")!.target;
      return quoteAdvance(target, { characterPoints: 10, adventure: 0, log: [] });
    };
    // Technical 3D: First Aid 1D+2 added is 4D+2, 2D added is 5D.
    expect(quote("1D+2")).toMatchObject({ problem: "prerequisite", cost: 2 });
    expect(quote("2D")).toMatchObject({ problem: null, to: parseDieCode("1D"), cost: 2 });
    const without = advanceTargets(attributes, [unlearned]).find((entry) => entry.target.key === "skill:md")!.target;
    expect(quoteAdvance(without, { characterPoints: 10, adventure: 0, log: [] }).problem).toBe("prerequisite");
  });
});
