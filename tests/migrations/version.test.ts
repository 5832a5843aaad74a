import { describe, expect, it } from "vitest";
import { compareVersions, migrationDecision, versionParts } from "../../src/migrations/version.ts";

describe("versions", () => {
  it("reads the numeric parts, with or without a leading v or a pre-release tag", () => {
    expect(versionParts("0.1.0")).toEqual([0, 1, 0]);
    expect(versionParts("v1.2.3-beta.1")).toEqual([1, 2, 3]);
    expect(() => versionParts("latest")).toThrow(/not a version/);
  });

  it.each([
    ["0.1.0", "0.2.0", -1],
    ["0.10.0", "0.9.9", 1],
    ["1.0", "1.0.0", 0],
    ["1.0.1", "1.0", 1],
  ])("compares %s with %s", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe("whether the world is migrated", () => {
  it("migrates a world never migrated, and one migrated by an older version", () => {
    expect(migrationDecision("", "0.1.0", true)).toBe("migrate");
    expect(migrationDecision("0.1.0", "0.2.0", true)).toBe("migrate");
  });

  it("leaves a current world, and a world of a newer version, alone", () => {
    expect(migrationDecision("0.2.0", "0.2.0", true)).toBe("current");
    expect(migrationDecision("0.3.0", "0.2.0", true)).toBe("newer");
  });

  it("does nothing in a client that is not the active GM's", () => {
    expect(migrationDecision("", "0.2.0", false)).toBe("not-active-gm");
    expect(migrationDecision("0.1.0", "0.2.0", false)).toBe("not-active-gm");
  });

  it("refuses a running version that is not one", () => {
    expect(() => migrationDecision("", "dev", true)).toThrow(/not a version/);
  });
});
