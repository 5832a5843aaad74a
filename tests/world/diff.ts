/**
 * How the server applies a change to a document's data and tells the clients what changed: a change
 * is dot-notation or nested data merged into the source; the `changed` object the update hooks
 * receive is the part of the change that differs from what was stored (A13
 * functions/hookEvents.updateDocument.html: "the differential data that was changed").
 */
import { deepClone, expandObject } from "./utils.ts";

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Foundry's deletion key: `"-=key": null` in a change removes `key` from the object it merges into
 * (A13 functions/foundry.utils.mergeObject.html, `performDeletions`, which a document's update
 * performs; functions/foundry.utils.isDeletionKey.html; v14 still reads it, deprecated for its
 * `ForcedDeletion` operator until v16, foundryvtt/foundryvtt#13090).
 */
function deletedKey(key: string): string | null {
  return key.startsWith("-=") ? key.slice(2) : null;
}

/** `source` with `changes` merged in (a new object; arrays and values replaced whole; a deletion key's key removed). */
export function applyChanges(source: Plain, changes: Plain): Plain {
  const merged = deepClone(source);
  const merge = (target: Plain, patch: Plain) => {
    for (const [key, value] of Object.entries(patch)) {
      const deleted = deletedKey(key);
      if (deleted !== null) delete target[deleted];
      else if (isPlain(value) && isPlain(target[key])) merge(target[key] as Plain, value);
      else target[key] = deepClone(value);
    }
  };
  merge(merged, expandObject(changes));
  return merged;
}

/**
 * A document's source after an update: `changes` merged in, or with `recursive: false` each value
 * it names put in whole, inner objects replaced rather than merged (A13 `DatabaseUpdateOperation#recursive`).
 */
export function updatedSource(source: Plain, changes: Plain, options: Plain): Plain {
  return options.recursive === false ? { ...deepClone(source), ...deepClone(expandObject(changes)) } : applyChanges(source, changes);
}

/** The part of `changes` (expanded) whose values differ between `before` and `after`; `_id` always. */
export function changedPart(changes: Plain, before: Plain, after: Plain): Plain {
  const diff: Plain = {};
  const walk = (patch: Plain, was: unknown, now: unknown, into: Plain) => {
    for (const key of Object.keys(patch)) {
      const deleted = deletedKey(key);
      if (deleted !== null) {
        // A deletion is a change when the key was there (A13: "the differential data that was changed").
        if (isPlain(was) && deleted in was) into[key] = null;
        continue;
      }
      const old = isPlain(was) ? was[key] : undefined;
      const fresh = isPlain(now) ? now[key] : undefined;
      if (isPlain(patch[key]) && isPlain(fresh)) {
        const nested: Plain = {};
        walk(patch[key] as Plain, old, fresh, nested);
        if (Object.keys(nested).length > 0) into[key] = nested;
      } else if (JSON.stringify(old) !== JSON.stringify(fresh)) into[key] = deepClone(fresh);
    }
  };
  walk(expandObject(changes), before, after, diff);
  return diff;
}
