import { readGeneratorData } from "./scripts/import/source.ts";
import { upstreams } from "./scripts/import/upstreams.ts";
const d = readGeneratorData(upstreams().generator);
for (const r of d.ships as any[]) for (const w of r.weapons ?? []) if (/^(Two|Three|Four|Six|Eight|Ten)\s/i.test(w.name)) console.log(r.name, "|", w.name);
