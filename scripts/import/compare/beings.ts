/**
 * The imported species, droids, creatures and stock NPCs against their source records: attributes,
 * Move, the values of abilities, skills, weapons and armor as the records print them.
 */
import { droidSkillLines, printedAttributes } from "../droids.ts";
import { abilityWording, creatureHomeworld, creatureSize } from "../creature-wordings.ts";
import { skillPairs } from "../droids.ts";
import { printedTraits } from "../natural-traits.ts";
import { ATTRIBUTE_KEYS } from "../../../src/constants.ts";
import { formatDieCode, parseDieCode } from "../../../src/rules/dice/die-code.ts";
import { skillCode, specializationCode } from "../../../src/rules/dice/skill-code.ts";
import { type EntryCheck, code, codesIn, fromPips, pagesIn, squeeze } from "./tally.ts";

/** An imported entry as its source file holds it. */
export interface ImportedDoc {
  name: string;
  system: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown>>;
  items?: { name: string; type: string; system: Record<string, unknown> }[];
}

/** The name an ability is printed under ("Hearing: …" → "Hearing"), or null. */
function abilityName(text: string): string | null {
  return /^([^:.]{2,40}):/.exec(text.trim())?.[1]!.trim() ?? null;
}

/** Checks that each die code a printed text holds is among the stored text's. */
function keepsCodes(check: EntryCheck, field: string, stored: string, printed: string): void {
  const kept = new Set(codesIn(stored.replace(/\b(STR|DEX|PER|KNO|MEC|TEC)\s*\+\s*/gi, "")));
  for (const printedCode of codesIn(printed.replace(/\b(STR|DEX|PER|KNO|MEC|TEC|Strength)\s*\+\s*/gi, "")))
    check.holds(field, kept.has(printedCode), stored, printed);
}

/** A species against a record of the generator (pips, in the order of ATTRIBUTE_KEYS). */
export function compareSpecies(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>): void {
  const s = doc.system as {
    attributes: Record<string, { min: string; max: string }>;
    specialAbilities: { name: string; text: string }[];
    storyFactors: { name: string; text: string }[];
  } & Record<string, unknown>;
  ATTRIBUTE_KEYS.forEach((key, i) => {
    check.same(`${key} minimum`, s.attributes[key]?.min, fromPips((record.min as number[])[i]!));
    check.same(`${key} maximum`, s.attributes[key]?.max, fromPips((record.max as number[])[i]!));
  });
  check.same("attribute dice", s.attributeDice, fromPips(54 + Number(record.offset ?? 0)));
  check.same("move", s.move, record.move);
  // A record's "Any", "Unknown…", "Please select one" or "The … homeworld" names no place.
  const planet = String(record.planet ?? "").trim();
  check.same("home world", s.homeworld, /^(?:any$|unknown|please select|the\s)/i.test(planet) ? "" : planet);
  if (record.hMin && record.hMax) check.same("height", s.height, `${record.hMin}–${record.hMax} m`);
  for (const [field, list, stored] of [
    ["special ability", record.abilities, s.specialAbilities],
    ["story factor", record.story, s.storyFactors],
  ] as const) {
    const printed = (Array.isArray(list) ? (list as unknown[]) : []).filter((text): text is string => typeof text === "string" && abilityName(text) !== null);
    check.same(
      `${field} names`,
      stored.map((row) => row.name),
      printed.map((text) => abilityName(text)),
    );
    printed.forEach((text, i) => keepsCodes(check, `${field} "${abilityName(text)}" values`, stored[i]?.text ?? "", text.slice(text.indexOf(":") + 1)));
  }
  for (const page of pagesIn(String(record.page ?? ""))) check.holds("source page", String(s.source).includes(page), s.source, String(record.page));
}

/** A droid against a record of the generator's PDF extraction. */
export function compareDroid(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>): void {
  const s = doc.system as { attributes: Record<string, string>; droid: { model: string; degree: string; cost: string } } & Record<string, unknown>;
  const attrs = record.attrs as Record<string, number>;
  const block = printedAttributes(String(record.type ?? ""));
  for (const key of ATTRIBUTE_KEYS) check.same(key, s.attributes[key], block[key] ?? fromPips(attrs[key]!));
  check.same("move", s.move, Number.parseInt(String(record.move), 10));
  const type = String(record.type ?? "");
  check.holds(
    "model",
    s.droid.model !== "" && type.startsWith(s.droid.model) && !/DEXTERITY|KNOWLEDGE|MECHANICAL|PERCEPTION|STRENGTH|TECHNICAL/.test(s.droid.model),
    s.droid.model,
    type,
  );
  // The printed cost line decides: "not for sale" has no price, whatever number the extraction took.
  check.same(
    "cost",
    s.droid.cost,
    Number(record.cost ?? 0) > 0 && !/^not\b/i.test(String(record.costText ?? "").trim()) ? Number(record.cost).toLocaleString("en-US") : "",
  );
  check.same(
    "degree",
    s.droid.degree,
    /^(First|Second|Third|Fourth|Fifth) Degree$/.exec(String(record.degree ?? ""))?.[1]
      ? String(["First", "Second", "Third", "Fourth", "Fifth"].indexOf(String(record.degree).split(" ")[0]!) + 1)
      : "",
  );
  compareSkills(check, doc, squeeze(droidSkillLines(record).join(" ")), s.attributes);
  compareGear(check, doc, String(((record.equipped as string[] | undefined) ?? []).join(" ")));
}

/** Each skill's total (its attribute's code plus its bonus) and each specialization's are printed in the stat block. */
function compareSkills(check: EntryCheck, doc: ImportedDoc, printed: string, attributes: Record<string, string>): void {
  for (const item of (doc.items ?? []).filter((i) => i.type === "skill")) {
    const attribute = parseDieCode(attributes[String(item.system.attribute)] ?? "0D");
    const total = skillCode(attribute, parseDieCode(String(item.system.bonus || "0D")), item.system.advanced === true);
    const specs = (item.system.specializations ?? []) as { name: string; bonus: string }[];
    // A skill kept only for its specializations prints no code of its own.
    if (specs.length === 0 || String(item.system.bonus) !== "0D")
      check.holds(`skill ${item.name}`, printed.includes(squeeze(formatDieCode(total))), formatDieCode(total), printed);
    for (const spec of specs) {
      const full = formatDieCode(specializationCode(total, parseDieCode(spec.bonus)));
      check.holds(`skill ${item.name}: ${spec.name}`, printed.includes(squeeze(spec.name)) && printed.includes(squeeze(full)), full, printed);
    }
  }
}

/** Each weapon's damage and each armor's bonuses are printed in the text its gear is read from. */
function compareGear(check: EntryCheck, doc: ImportedDoc, printed: string): void {
  const codes = new Set(codesIn(printed.replace(/\b(STR|Strength)\s*\+\s*/gi, "")));
  for (const item of doc.items ?? []) {
    if (item.type === "weapon") {
      for (const part of codesIn(String(item.system.damage).replace(/\bSTR\s*\+\s*/gi, "")))
        check.holds(`weapon ${item.name} damage`, codes.has(part), item.system.damage, printed);
    } else if (item.type === "armor") {
      for (const kind of ["physical", "energy"]) {
        const bonus = String(item.system[kind] ?? "0D");
        if (bonus !== "0D") check.holds(`armor ${item.name} ${kind}`, codes.has(code(bonus)) || printed.includes(bonus.replace(/^0D\+/, "+")), bonus, printed);
      }
    }
  }
}

/** A creature against a record of the toolkit. */
export function compareCreature(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>): void {
  const s = doc.system as { attributes: Record<string, string>; specialAbilities: { name: string; text: string }[] } & Record<string, unknown>;
  for (const key of ["dex", "per", "str"]) check.same(key, s.attributes[key], code(record[key]));
  check.same("move", s.move, Number.parseInt(String(record.move), 10));
  const name = String(record.name ?? "").trim();
  check.same("home world", s.homeworld, creatureHomeworld(name, String(record.planet ?? "")));
  check.same("size", s.size, creatureSize(name, String(record.size ?? "")));
  const orneriness = String(record.orneriness ?? "").trim();
  check.same("orneriness", s.orneriness, /^\d+D(\+\d)?$/.test(orneriness) ? orneriness : "0D");
  const special = String(record.special ?? "");
  const squeezed = squeeze(special);
  // A long text is stated in the project's words (creature-wordings.ts): held to the wording the
  // printed text gives and to the printed text's die codes.
  const traits = printedTraits(special);
  for (const ability of s.specialAbilities) {
    const trait = traits.find((printed) => printed.name === ability.name);
    const read = trait ? skillPairs(trait.text) : null;
    const wording = trait ? abilityWording(name, trait, read && read.unread.length === 0 ? read.pairs : null) : null;
    const printedText = squeezed.includes(squeeze(ability.text));
    check.holds(`ability ${ability.name}`, squeezed.includes(squeeze(ability.name)) && (printedText || ability.text === wording?.text), ability, special);
    if (!printedText && trait) keepsCodes(check, `ability ${ability.name} values`, ability.text, trait.text);
  }
  for (const page of pagesIn(String(record.source ?? ""))) check.holds("source page", String(s.source).includes(page), s.source, String(record.source));
  compareSkills(check, doc, squeezed, s.attributes);
  compareGear(check, doc, special);
}

/** A stock NPC against an actor of the companion's pack (codes in pips there, Dexterity as "agi"). */
export function compareNpc(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>): void {
  const data = (record.system ?? record.data) as { attributes: Record<string, { base: number }> };
  const s = doc.system as { attributes: Record<string, string> };
  const od6s: Record<string, string> = { dex: "agi", kno: "kno", mec: "mec", per: "per", str: "str", tec: "tec" };
  for (const key of ATTRIBUTE_KEYS) check.same(key, s.attributes[key], fromPips(data.attributes[od6s[key]!]!.base));
  const items = (record.items ?? []) as { name: string; type: string; system?: Record<string, unknown>; data?: Record<string, unknown> }[];
  const totals = new Set(
    items
      .filter((item) => item.type === "skill")
      .map((item) => {
        const si = (item.system ?? item.data)!;
        const attribute = Object.entries(od6s).find(([, o]) => o === si.attribute)?.[0] ?? "dex";
        return `${squeeze(item.name)}=${fromPips(Number(si.base ?? 0) + data.attributes[od6s[attribute]!]!.base)}`;
      }),
  );
  for (const item of (doc.items ?? []).filter((i) => i.type === "skill")) {
    const total = formatDieCode(
      skillCode(
        parseDieCode(s.attributes[String(item.system.attribute)] ?? "0D"),
        parseDieCode(String(item.system.bonus || "0D")),
        item.system.advanced === true,
      ),
    );
    check.holds(
      `skill ${item.name}`,
      [...totals].some((entry) => entry.endsWith(`=${total}`)),
      total,
      [...totals].join(", "),
    );
  }
  for (const item of (doc.items ?? []).filter((i) => i.type === "weapon")) {
    const source = items.find((i) => i.type === "weapon" && i.name === item.name);
    const data = (source?.system ?? source?.data ?? {}) as { damage?: { score?: number; muscle?: boolean }; subtype?: string; description?: string };
    const damage = data.damage ?? {};
    // A melee weapon adds to Strength where its flag says so or its printed damage line does ("Damage: STR +1 to STR+1D").
    const muscle = damage.muscle === true || (data.subtype === "Melee" && /Damage:?\s*(?:<[^>]+>\s*)*STR\s*\+/i.test(String(data.description ?? "")));
    const printed = damage.score ? (muscle ? `STR+${damage.score < 3 ? damage.score : fromPips(damage.score)}` : fromPips(damage.score)) : "";
    if (source && damage.score) check.same(`weapon ${item.name} damage`, item.system.damage, printed);
    else check.holds(`weapon ${item.name}`, source !== undefined, item.name, "the record's weapons");
  }
  for (const item of (doc.items ?? []).filter((i) => i.type === "armor")) {
    const source = items.find((i) => i.type === "armor" && i.name.toLowerCase() === item.name.toLowerCase());
    const si = (source?.system ?? source?.data ?? {}) as { pr?: number; er?: number };
    check.same(`armor ${item.name}`, [item.system.physical, item.system.energy], [fromPips(Number(si.pr ?? 0)), fromPips(Number(si.er ?? 0))]);
  }
}
