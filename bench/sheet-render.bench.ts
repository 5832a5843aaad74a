/**
 * Character sheet benchmark, run with `npm run bench`: the time to show the character sheet of a
 * character with 40 skills, weapons and armor, as the median of many runs, against one frame
 * (16 ms at 60 frames a second):
 *
 * 1. in Node, the sheet's data preparation (the character view, the gear view and the worn armor's
 *    Dexterity penalty, as `CharacterSheet#_prepareContext` computes them) plus the Handlebars
 *    rendering of every part of the sheet with the real `handlebars` package, templates compiled
 *    once as Foundry caches them; the first render (compiling included) is printed beside it;
 * 2. in headless Chromium, inserting the rendered sheet into a page styled with the system's
 *    stylesheet and laying it out (reading its height forces style and layout).
 *
 * The character and the render context are built as tests/applications/sheet-data.ts builds them
 * for the sheet tests, with the translations loaded once (Foundry holds them in memory).
 */
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { compile } from "sass";
import { chromium } from "playwright-core";
import { characterFrom, gearItem, sheetWindow, translator } from "../tests/applications/sheet-data.ts";
import { makeHandlebars } from "../tests/helpers/render.ts";
import { packEntries } from "../tests/helpers/packs.ts";
import { characterView } from "../src/applications/actor/character-view.ts";
import { gearView, skillCodeRefs } from "../src/applications/actor/character-gear.ts";
import { wornArmorOf } from "../src/documents/armor-items.ts";
import { armorDexterityPenalty } from "../src/rules/index.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const FRAME_MS = 1000 / 60;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(2)} ms`;

// The character: the Brash Pilot with 40 skills, five weapons and three pieces of armor, one worn.
const character = characterFrom("Brash Pilot", { woundLevel: "wounded" });
const skills = packEntries<(typeof character.skills)[number]["system"]>("skills")
  .filter((skill) => skill.system.attribute !== "force")
  .slice(0, 40)
  .map((skill, index) => ({
    id: `skill${String(index).padStart(11, "0")}`,
    name: skill.name,
    system: { ...skill.system, bonus: index % 3 === 0 ? "1D+1" : "0D", specializations: index % 10 === 0 ? [{ name: "Special", bonus: "1D" }] : [] },
  }));
character.skills = skills;
character.gear = [
  ...["Blaster Pistol", "Blaster Rifle", "Blaster Carbine", "Bowcaster", "Club"].map((name, i) =>
    gearItem("weapons", name, `weapon${String(i).padStart(10, "0")}`),
  ),
  gearItem("armor", "Blast Vest", "armor00000000001", true),
  gearItem("armor", "Blast Helmet", "armor00000000002"),
  gearItem("armor", "Armored Flight Suit", "armor00000000003"),
];

const i18n = translator("en");
const tabs = Object.fromEntries(
  ["skills", "gear", "background"].map((id) => [
    id,
    { id, group: "primary", label: `SWD6.Sheet.Tab.${id}`, active: id === "skills", cssClass: id === "skills" ? "active" : "" },
  ]),
);

/** The sheet's render context, as `characterContext` in tests/applications/sheet-data.ts builds it. */
function prepare() {
  const worn = wornArmorOf(character.gear);
  const sheet = characterView(character.system, character.skills, "difference", i18n, armorDexterityPenalty(worn));
  return {
    actor: { name: character.name, img: "icons/svg/mystery-man.svg", uuid: "Actor.bench0000000001" },
    system: character.system,
    sheet,
    gear: gearView(character.gear, worn, skillCodeRefs(sheet, character.skills), i18n),
    tabs,
    editable: true,
    rootId: "swd6-bench-sheet",
    enrichedBackground: character.system.background,
  };
}

// The sheet's parts, in the order CharacterSheet.PARTS lists them.
const PARTS: [string, string][] = [
  ["header", "templates/actor/character-header.hbs"],
  ["tabs", "templates/actor/sheet-tabs.hbs"],
  ["skills", "templates/actor/character-skills.hbs"],
  ["gear", "templates/actor/character-gear.hbs"],
  ["background", "templates/actor/character-background.hbs"],
];
const hbs = await makeHandlebars("en");
const templates = PARTS.map(([part, path]) => [part, hbs.compile(readFileSync(join(ROOT, path), "utf8"))] as const);

/** Prepares the data and renders every part into the sheet's window. */
function renderSheet(): string {
  const context = prepare();
  const parts = templates.map(([part, template]) => template({ ...context, tab: (context.tabs as Record<string, unknown>)[part] }));
  return sheetWindow("actor character", context.actor.name, parts.join(""));
}

let start = performance.now();
const html = renderSheet();
const first = performance.now() - start;
// Other work on the machine slows every figure below; the load says how much there was.
console.log(`machine: ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}, Node ${process.version}`);
const rows = (html.match(/data-item-id=/g) ?? []).length;
console.log(
  `character sheet: ${character.skills.length} skills, ${character.gear.length} gear items, ${rows} item rows, ${(html.length / 1024).toFixed(0)} KiB of HTML`,
);

for (let i = 0; i < 100; i++) renderSheet();
const runs = 500;
const prepTimes: number[] = [];
const totalTimes: number[] = [];
for (let i = 0; i < runs; i++) {
  start = performance.now();
  const context = prepare();
  const prepared = performance.now();
  const parts = templates.map(([part, template]) => template({ ...context, tab: (context.tabs as Record<string, unknown>)[part] }));
  sheetWindow("actor character", context.actor.name, parts.join(""));
  const end = performance.now();
  prepTimes.push(prepared - start);
  totalTimes.push(end - start);
}
const nodeTotal = median(totalTimes);
console.log(
  `Node: data preparation ${ms(median(prepTimes))}, with Handlebars ${ms(nodeTotal)} (median of ${runs}); first render, compiling included: ${ms(first)}`,
);

// Chromium: insert the rendered sheet into a page with the system's stylesheet and lay it out.
async function browserExecutable(): Promise<{ executablePath: string; args: string[] }> {
  const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"];
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args: flags };
  const { default: packaged } = await import("@sparticuz/chromium");
  packaged.setGraphicsMode = false;
  const args = packaged.args.filter((flag) => flag !== "--single-process");
  return { executablePath: await packaged.executablePath(), args: [...new Set([...args, ...flags])] };
}

const css = compile(join(ROOT, "styles", "swd6rpg.scss")).css;
const browser = await chromium.launch(await browserExecutable());
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><div id="host" style="width:780px"></div></body></html>`,
  );
  const layout = await page.evaluate(
    ({ markup, warmup, count }) => {
      const host = document.getElementById("host")!;
      const times: number[] = [];
      const inserts: number[] = [];
      let height = 0;
      for (let i = 0; i < warmup + count; i++) {
        host.innerHTML = "";
        void host.offsetHeight;
        const t0 = performance.now();
        host.innerHTML = markup;
        const inserted = performance.now();
        height = host.offsetHeight;
        const t1 = performance.now();
        if (i >= warmup) {
          times.push(t1 - t0);
          inserts.push(inserted - t0);
        }
      }
      // No helper function here: the bundler would wrap it in a name helper the page does not have.
      times.sort((a, b) => a - b);
      inserts.sort((a, b) => a - b);
      return { median: times[Math.floor(times.length / 2)], insert: inserts[Math.floor(inserts.length / 2)], height };
    },
    { markup: html, warmup: 20, count: 200 },
  );
  console.log(
    `Chromium: insert and lay out the sheet ${ms(layout.median)} (parsing and inserting ${ms(layout.insert)}; median of 200, ${layout.height} px tall)`,
  );
  const total = nodeTotal + layout.median;
  console.log(`character sheet, data to layout: ${ms(total)} = ${((total / FRAME_MS) * 100).toFixed(0)}% of a 60 fps frame (${ms(FRAME_MS)})`);
} finally {
  await browser.close();
}
