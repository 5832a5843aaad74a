/**
 * The imported weapons and equipment against the generator's gear records: damage, skill, ranges,
 * ammunition, rate of fire, cost, availability and the pages cited.
 */
import type { ImportedDoc } from "./beings.ts";
import { type EntryCheck, pagesIn, squeeze } from "./tally.ts";
import { SKILL_ALIASES } from "../../packs/skill-aliases.ts";

/** A printed value, trimmed. */
const plain = (value: unknown) => String(value ?? "").trim();

/** A weapon against one record: its damage is the first the record prints, "(maximum: 6D)" as "(max 6D)". */
export function compareWeapon(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>): void {
  const s = doc.system;
  const printedDamage = squeeze(record.damage)
    .replace(/\(maximum:?/g, "(max")
    .replace(/(energy|physical)?damage/g, "");
  if (s.damage) check.holds("damage", printedDamage.startsWith(squeeze(s.damage).toLowerCase()), s.damage, plain(record.damage));
  // The skill is one the text names, as printed or by the name the alias table gives it; the
  // specialization follows a colon in the text.
  const printedSkill = plain(record.skill).toLowerCase();
  const skill = String(s.skill);
  const named =
    skill !== "" &&
    (printedSkill.includes(skill.toLowerCase()) ||
      Object.entries(SKILL_ALIASES).some(
        ([alias, target]) => target === skill && new RegExp(`(?:^|[\\s,/])${alias.replace(/[()]/g, "\\$&")}(?:$|[\\s,:/])`).test(printedSkill),
      ));
  check.holds("skill", named || (skill === "" && printedSkill === ""), s.skill, plain(record.skill));
  check.holds(
    "specialization",
    s.specialization === "" || plain(record.skill).includes(`: ${String(s.specialization)}`),
    s.specialization,
    plain(record.skill),
  );
  check.same("ranges", s.ranges, plain(record.range));
  check.same("rate of fire", s.fireRate, plain(record.rof));
  check.same("cost", s.cost, plain(record.costText));
  check.same("availability", s.availability, plain(record.avail));
  check.same("scale", s.scale, plain(record.scale).toLowerCase() || "character");
  if (plain(record.ammo) && /^\d+$/.test(plain(record.ammo))) check.same("ammunition", s.ammo, Number(plain(record.ammo)));
  for (const page of pagesIn(plain(record.source))) check.holds("source page", String(s.source).includes(page), s.source, plain(record.source));
}

/** A piece of equipment against one record. */
export function compareEquipment(check: EntryCheck, doc: ImportedDoc, record: Record<string, unknown>): void {
  check.same("cost", doc.system.cost, plain(record.costText));
  check.same("availability", doc.system.availability, plain(record.avail));
  for (const page of pagesIn(plain(record.source)))
    check.holds("source page", String(doc.system.source).includes(page), doc.system.source, plain(record.source));
}
