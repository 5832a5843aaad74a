/**
 * Stable document ids and file names for the generated compendium sources.
 */
import { createHash } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A Foundry document id (16 alphanumeric characters) derived from the pack and the entry's name, so a
 * regenerated pack keeps every id and links to its entries survive.
 * @param pack the pack's name ("skills", "templates")
 * @param name the entry's name in the reference data
 */
export function stableId(pack: string, name: string): string {
  const digest = createHash("sha256").update(`${pack}\u0000${name}`).digest();
  return Array.from(digest.subarray(0, 16), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/**
 * A lower-case slug of a name: letters and digits, runs of anything else become one "-"
 * ("Climbing/Jumping" -> "climbing-jumping", "Ship’s Gunner" -> "ship-s-gunner").
 * @param name any text
 * @throws Error when nothing of the name is left
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) throw new Error(`"${name}" has no letters or digits to make a slug of`);
  return slug;
}
