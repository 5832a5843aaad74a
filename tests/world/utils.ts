/**
 * `foundry.utils` as far as the system uses it, with the documented behaviour: dot-notation paths
 * (`setProperty`, `getProperty`, `hasProperty`, `expandObject`, `flattenObject`), `mergeObject`
 * (a deep merge that inserts new keys and overwrites), `deepClone`, `randomID` (16 alphanumerics),
 * `escapeHTML` (A13 modules/foundry.utils.html).
 */

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A copy of simple data that can be mutated safely: arrays and plain objects copied at every depth,
 * dates copied, anything else (class instances, Set, Map) returned as it is — what the API
 * documentation of `foundry.utils.deepClone` promises without `strict`.
 */
export function deepClone<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(deepClone) as T;
  if (value instanceof Date) return new Date(value) as T;
  if (!isPlain(value)) return value;
  const copy: Plain = {};
  for (const key in value) copy[key] = deepClone(value[key]);
  return copy as T;
}

export function getProperty(object: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Plain)[key] : undefined), object);
}

export function hasProperty(object: unknown, path: string): boolean {
  const keys = path.split(".");
  let node = object;
  for (const key of keys) {
    if (!node || typeof node !== "object" || !(key in (node as Plain))) return false;
    node = (node as Plain)[key];
  }
  return true;
}

export function setProperty(object: Plain, path: string, value: unknown): boolean {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let node = object;
  for (const key of keys) {
    if (!isPlain(node[key])) node[key] = {};
    node = node[key] as Plain;
  }
  node[last] = value;
  return true;
}

export function expandObject(object: Plain): Plain {
  const expanded: Plain = {};
  for (const [path, value] of Object.entries(object)) setProperty(expanded, path, isPlain(value) ? expandObject(value) : value);
  return expanded;
}

export function flattenObject(object: Plain, prefix = ""): Plain {
  const flat: Plain = {};
  for (const [key, value] of Object.entries(object)) {
    if (isPlain(value) && Object.keys(value).length > 0) Object.assign(flat, flattenObject(value, `${prefix}${key}.`));
    else flat[`${prefix}${key}`] = value;
  }
  return flat;
}

export function mergeObject<T extends Plain>(original: T, other: Plain = {}, options: { inplace?: boolean } = {}): T {
  const target = (options.inplace === false ? deepClone(original) : original) as Plain;
  for (const [key, value] of Object.entries(expandObject(other))) {
    if (isPlain(value) && isPlain(target[key])) mergeObject(target[key] as Plain, value);
    else target[key] = deepClone(value);
  }
  return target as T;
}

export function randomID(length = 16): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length }, () => chars[Math.floor(Math.random() * chars.length)]).join("");
}

export function escapeHTML(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] as string);
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/** The `foundry.utils` namespace. */
export const UTILS = { deepClone, getProperty, hasProperty, setProperty, expandObject, flattenObject, mergeObject, randomID, escapeHTML, isEmpty };
