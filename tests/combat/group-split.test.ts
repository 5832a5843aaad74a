import { describe, expect, it } from "vitest";
import { groupMemberNames } from "../../src/combat/tracker/group-split.ts";

describe("groupMemberNames", () => {
  it("numbers the further members from 2 up to the group's size", () => {
    expect(groupMemberNames("Stormtrooper", 3, ["Stormtrooper", "Kell"])).toEqual(["Stormtrooper 2", "Stormtrooper 3"]);
  });

  it("skips names the combat already holds, so a second split does not repeat them", () => {
    expect(groupMemberNames("Stormtrooper", 3, ["Stormtrooper", "Stormtrooper 2"])).toEqual(["Stormtrooper 3", "Stormtrooper 4"]);
  });

  it("adds nobody for a group of one", () => {
    expect(groupMemberNames("Bantha", 1, [])).toEqual([]);
  });
});
