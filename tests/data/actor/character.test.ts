import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { WOUND_LEVELS } from "../../../src/rules/damage/damage.ts";
import { loadSystemSchemas } from "../../helpers/schema-stand-in.ts";
import { woundBar } from "../../../src/data/actor/wound-bar.ts";

let character: typeof import("../../../src/data/actor/character.ts");
beforeAll(async () => {
  await loadSystemSchemas();
  character = await import("../../../src/data/actor/character.ts");
});

describe("the wound level as a token bar", () => {
  it("fills one step a level, from empty when unhurt to full when killed", () => {
    expect(WOUND_LEVELS.map((level) => woundBar(level))).toEqual([0, 1, 2, 3, 4, 5, 6].map((value) => ({ value, max: 6 })));
  });

  it("refuses an unknown level", () => {
    expect(() => woundBar("bruised" as never)).toThrow(/level/);
  });

  it("is the manifest's primary token attribute and the character's trackable bar", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../../system.json", import.meta.url), "utf8"));
    expect(manifest.primaryTokenAttribute).toBe("wounds");
    expect(character.CharacterData.metadata.trackable!.bar).toEqual(["wounds"]);
  });

  it("is derived when the character's data is prepared, and the points stay single values of the schema", () => {
    const data = Object.create(character.CharacterData.prototype) as InstanceType<typeof character.CharacterData>;
    Object.assign(data, { woundLevel: "incapacitated" });
    // The schema stand-in's base model has no preparation of its own for the model to call first.
    Object.getPrototypeOf(character.CharacterData.prototype).prepareDerivedData ??= () => {};
    data.prepareDerivedData();
    expect(data.wounds).toEqual({ value: 4, max: 6 });
    const schema = character.CharacterData.defineSchema();
    for (const key of character.CharacterData.metadata.trackable!.value) expect(schema, key).toHaveProperty(key);
  });
});
