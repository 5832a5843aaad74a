import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { projectOf, testProjects } from "../setup/projects.ts";

describe("the test projects", () => {
  // The sample texts are put together here, so that this file's own text imports none of them.
  const importing = (...path: string[]) => `import { x } from "${path.join("/")}";`;
  const calling = (name: string) => `${name}("game", {});`;

  it("sorts a file by what it imports", () => {
    expect(projectOf("tests/rules/dice/die-code.test.ts", importing("../../../src/rules", "index.ts"))).toBe("unit");
    // A file rendering into happy-dom shares the rules' module context.
    expect(projectOf("tests/dice/roll-card.test.ts", importing("..", "helpers", "render.ts"))).toBe("unit");
    expect(projectOf("tests/api/lookup.test.ts", importing(["happy", "dom"].join("-")))).toBe("unit");
    expect(projectOf("tests/documents/actor.test.ts", calling(["vi", "stubGlobal"].join(".")))).toBe("globals");
    expect(projectOf("tests/build/boot.test.ts", calling(["install", "BootStandIn"].join("")))).toBe("globals");
    expect(projectOf("tests/world/fight.test.ts", importing(".", "index.ts"))).toBe("world");
    // A screenshot needs the browser wherever the file lives, the world's included.
    expect(projectOf("tests/world/sheet.test.ts", importing("..", "helpers", "browser.ts"))).toBe("browser");
    expect(projectOf("tests/dice/card.test.ts", importing("..", "helpers", "render.ts") + importing("..", "helpers", "browser.ts"))).toBe("browser");
    // The run's one build, wherever the file lives and whatever globals it installs.
    expect(projectOf("tests/build/build.test.ts", importing("..", "helpers", "system-release.ts") + calling(["install", "BootStandIn"].join("")))).toBe(
      "build",
    );
    expect(projectOf("tests/build/release.test.ts", importing("..", "helpers", "system-release.ts"))).toBe("build");
  });

  it("puts every test file in exactly one project, each by its own text", () => {
    const projects = testProjects();
    const all = Object.values(projects).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const [name, files] of Object.entries(projects)) {
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) expect(projectOf(file, readFileSync(file, "utf8")), file).toBe(name);
    }
    expect(all).toContain("tests/build/test-projects.test.ts");
    expect(projects.world.every((file) => file.startsWith("tests/world/"))).toBe(true);
  });
});
