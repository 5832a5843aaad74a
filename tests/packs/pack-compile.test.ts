import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "swd6-packs-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The documents of a directory of JSON source files, by id. */
function documentsIn(dir: string): Map<string, Record<string, unknown>> {
  const documents = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>);
  return new Map(documents.map((document) => [String(document._id), document]));
}

describe.each(["templates", "skills"])("pack %s", (pack) => {
  it("compiles with compilePack and extracts back to the same documents", async () => {
    const source = join(ROOT, "packs/_source", pack);
    const compiled = join(work, "db", pack);
    const extracted = join(work, "extracted", pack);
    await compilePack(source, compiled);
    await extractPack(compiled, extracted, { clean: true });

    const before = documentsIn(source);
    const after = documentsIn(extracted);
    expect(after.size).toBe(before.size);
    for (const [id, document] of before) {
      const back = after.get(id);
      expect(back, `${document.name} (${id}) is missing after compiling`).toBeDefined();
      expect({ name: back?.name, type: back?.type, _key: back?._key, system: back?.system }).toEqual({
        name: document.name,
        type: document.type,
        _key: document._key,
        system: document.system,
      });
    }
  });
});
