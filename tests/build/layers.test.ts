/**
 * The source's layers: no module imports one of a higher layer, every module says what it holds,
 * and no folder grows past a dozen modules.
 */
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize, relative as nativeRelative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SRC = join(ROOT, "src");
/** A path relative to another, with forward slashes on every system, as the checks below read them. */
const relative = (from: string, to: string) => nativeRelative(from, to).split(sep).join("/");

/**
 * The layers from the lowest up: a module may import its own layer and those below it. The rules
 * know nothing of Foundry; the Foundry layer builds upward from data models to chat cards and the
 * combat tracker; `index.ts` registers everything and `foundry-config.d.ts` declares it to the types.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["rules/"],
  ["constants.ts", "compat.ts", "settings.ts", "labels.ts", "game-terms.ts"],
  ["data/"],
  ["dice/"],
  ["documents/"],
  ["migrations/"],
  ["gateway/"],
  ["applications/"],
  ["chat/"],
  ["combat/"],
  ["api/"],
  ["index.ts", "foundry-config.d.ts"],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith(".ts") ? [path] : [];
  });
}

function layerOf(file: string): number {
  const path = relative(SRC, file);
  const layer = LAYERS.findIndex((prefixes) => prefixes.some((prefix) => path === prefix || path.startsWith(prefix)));
  if (layer < 0) throw new Error(`src/${path} belongs to no layer: add its folder to LAYERS`);
  return layer;
}

function relativeImports(file: string, valuesOnly = false): string[] {
  const text = readFileSync(file, "utf8");
  const pattern = valuesOnly
    ? /(?:^import\s+(?!type\b)[^;]*?from|^export\s+(?!type\b)[^;]*?from|import\s*\()\s*["'](\.{1,2}\/[^"']+)["']/gms
    : /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
  return [...text.matchAll(pattern)].map((m) => normalize(join(dirname(file), m[1])));
}

/** The code of a module without its comments and string contents, where a global's use shows. */
function codeOf(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ""))
    .replace(/\/\/.*$/gm, "")
    .replace(/`(?:\\.|[^`\\])*`|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
}

/** Foundry's globals, as a module that uses one would write it. */
const FOUNDRY_GLOBAL = /(?<![.\w$])(game|foundry|CONFIG|Hooks|ui|canvas|ChatMessage|Actor|Item|Combat|Roll|fromUuid|fromUuidSync)\s*[.(]/;

/** The modules a module reaches through its imports (itself included), following value imports only when asked. */
function reachable(start: string, valuesOnly: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !file.endsWith(".ts")) continue;
    seen.add(file);
    stack.push(...relativeImports(file, valuesOnly).filter((target) => target.startsWith(SRC)));
  }
  return seen;
}

/** The import circles of the source: each as the path from a module back to itself. */
function importCircles(): string[] {
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const target of relativeImports(file).filter((t) => t.startsWith(SRC) && t.endsWith(".ts"))) {
      if (state.get(target) === "open") circles.push([...path.slice(path.indexOf(target)), target].map((f) => relative(SRC, f)).join(" -> "));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}

const files = sourceFiles(SRC);

/** The forms of a cast of document data: of `system`, to a document class, of a document's writes and flags, of a document itself. */
const DOCUMENT_DATA_CASTS: readonly RegExp[] = [
  /\.system\s+as\b/g,
  /\bas\s+(?:unknown\s+as\s+)?(?:SWD6(?:Actor|Item|Combat|Combatant)\b|(?:Actor|Item|Combat|Combatant|ChatMessage|TokenDocument|ActiveEffect|User)\.(?:Implementation|Stored)\b)/g,
  /\.(?:update|create|updateSource|createEmbeddedDocuments|updateEmbeddedDocuments|deleteEmbeddedDocuments|setFlag|getFlag|unsetFlag|createDocuments|updateDocuments|getIndex|getDocuments|getDocument)\((?:[^;]|\n)*?\bas\s+(?:never|any)\b/g,
  /\b(?:this|\w*(?:[aA]ctor|[iI]tem|[cC]ombat|[cC]ombatant|[mM]essage|[dD]ocument|[tT]oken))\s+as\s+(?:never|any)\b/g,
  /\bas\s+any\b/g,
];

/**
 * What a field value of a document is read through: its `system` (`actor.system.damage`, a `system`
 * taken from a reader), its flags (`.flags`, `getFlag(`), or what a compendium gives (`getIndex(`,
 * `getDocuments(`, `getDocument(`).
 */
const DOCUMENT_FIELD = /(?:^|[^\w$])system\b|\.flags\b|\bgetFlag\(|\.getIndex\(|\.getDocuments?\(/;

/**
 * The operand a cast at `at` (the index of its ` as `) applies to: the postfix expression ending there,
 * its brackets and calls whole (`skill.system.key`, `[...system.advances]`, `(await pack.getIndex(…))`).
 */
function castOperand(code: string, at: number): string {
  const closing: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  let start = at;
  while (start > 0) {
    const char = code[start - 1];
    if (char in closing) {
      let depth = 0;
      let i = start - 1;
      for (; i >= 0; i--) {
        if (code[i] === char) depth++;
        else if (code[i] === closing[char] && --depth === 0) break;
      }
      start = Math.max(i, 0);
    } else if (/[\w$.?!]/.test(char)) start--;
    else if (char === " " && /\bawait\s*$/.test(code.slice(0, start))) start -= " await".length;
    else break;
  }
  return code.slice(start, at);
}

/**
 * An operand with its calls' arguments left out (`Object.fromEntries(…system…)` is a value the call
 * made, not a field), the called names kept (`pack.getIndex()`).
 */
function withoutArguments(operand: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < operand.length; i++) {
    const char = operand[i];
    if (depth > 0) {
      if (char === "(") depth++;
      else if (char === ")" && --depth === 0) out += ")";
    } else {
      out += char;
      if (char === "(" && /[\w$\])]/.test(operand[i - 1] ?? "")) depth = 1;
    }
  }
  return out;
}

/** The casts (`as T`, `as const` aside) whose operand reads a document's field value. */
function fieldValueCasts(code: string): number[] {
  return [...code.matchAll(/\s+as\s+(?!const\b)/g)]
    .filter((match) => DOCUMENT_FIELD.test(withoutArguments(castOperand(code, match.index))))
    .map((match) => match.index);
}

/**
 * What names a document or a collection of them, as the last part of a cast's operand: a world
 * collection (`game.users`, `game.combats.get(…)`), or a name ending in a document's kind
 * (`message`, `targetToken`, `weapon`, `card`), with what reaches into it (`.document`, `.contents`,
 * `.toObject()`, `.get(…)`), brackets and a `?? []` fallback aside.
 */
const DOCUMENT_OPERAND =
  /(?:^|[^\w$])(?:game\.(?:actors|items|messages|users|combats|scenes|combat|user|packs)|[\w$]*(?:actor|item|message|combat|combatant|token|document|user|weapon|card|scene|effect)s?|(?:fromUuid(?:Sync)?|[\w$]*(?:Actor|Item|Message|Combat|Token|Document|User)[\w$]*)\(\))(?:\??\.(?:get\(\)|contents|document|actor|parent|toObject\(\)|find\(\)|filter\(\)))*$/i;

/** A hand-written shape that names a document's own members: `{ system: … }`, `{ getFlag(…) … }`, `{ author?: … }`. */
const DOCUMENT_SHAPE =
  /\bas\s+(?:unknown\s+as\s+)?\{[^;]*?\b(?:system|flags|getFlag|setFlag|unsetFlag|author|whisper|blind|speaker|ownership|testUserPermission)\b/g;

/** A cast's operand bare: its brackets and a fallback (`?? []`) taken off. */
function bareOperand(operand: string): string {
  let bare = operand.trim();
  while (bare.startsWith("(") && bare.endsWith(")")) bare = bare.slice(1, -1).trim();
  return bare.replace(/\s*\?\?[\s\S]*$/, "").replace(/[!?]+$/, "");
}

/**
 * The casts (`as T`, `as const` aside) whose operand is a document or a collection of them, to
 * whatever shape; a cast to an element of the page (`item as HTMLButtonElement`) is none.
 */
function documentCasts(code: string): number[] {
  return [...code.matchAll(/\s+as\s+(?!const\b|HTML\w*Element\b|SVG\w*Element\b|Element\b)/g)]
    .filter((match) => {
      const operand = bareOperand(withoutArguments(castOperand(code, match.index)));
      // What CONFIG holds is the game's configuration (`CONFIG.statusEffects`), not a document.
      return DOCUMENT_OPERAND.test(operand) && !operand.startsWith("CONFIG.");
    })
    .map((match) => match.index);
}

/** Where a module's code casts document data, one entry per cast (a cast of two forms counts once). */
function documentDataCasts(code: string): number[] {
  const at = new Set<number>();
  const lineOf = (index: number) => code.slice(0, index).split("\n").length;
  for (const form of [...DOCUMENT_DATA_CASTS, DOCUMENT_SHAPE]) for (const match of code.matchAll(form)) at.add(lineOf(match.index));
  for (const index of [...fieldValueCasts(code), ...documentCasts(code)]) at.add(lineOf(index));
  return [...at];
}

describe("the source's layers", () => {
  it("finds the modules", () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it("imports only from the same layer or a lower one", () => {
    const upward = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith(SRC) && target.endsWith(".ts"))
        .filter((target) => layerOf(target) > layerOf(file))
        .map((target) => `src/${relative(SRC, file)} imports src/${relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it("keeps the rules free of Foundry: no import from outside src/rules", () => {
    const rules = files.filter((file) => relative(SRC, file).startsWith("rules/"));
    const outside = rules.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !relative(SRC, target).startsWith("rules/"))
        .map((target) => `src/${relative(SRC, file)} imports ${relative(ROOT, target)}`),
    );
    expect(outside).toEqual([]);
  });

  it("keeps Foundry's globals out of the rules", () => {
    const rules = files.filter((file) => relative(SRC, file).startsWith("rules/"));
    const using = rules.filter((file) => FOUNDRY_GLOBAL.test(codeOf(file))).map((file) => relative(ROOT, file));
    expect(using).toEqual([]);
  });

  it("keeps each feature's flow/ pure: no module it reaches uses a Foundry global", () => {
    const flows = files.filter((file) => relative(SRC, file).split("/").includes("flow"));
    expect(flows.length).toBeGreaterThan(10);
    const bound = flows.flatMap((flow) =>
      [...reachable(flow, true)].filter((file) => FOUNDRY_GLOBAL.test(codeOf(file))).map((file) => `${relative(SRC, flow)} reaches ${relative(SRC, file)}`),
    );
    expect(bound).toEqual([]);
  });

  it("reads and writes document data through the data layer's typed access: no cast of document data outside src/data", () => {
    const casting = files
      .filter((file) => !relative(SRC, file).startsWith("data/"))
      .flatMap((file) => documentDataCasts(codeOf(file)).map((line) => `${relative(ROOT, file)}:${line}`));
    expect(casting).toEqual([]);
  });

  it("finds every form of a document-data cast on planted lines, and passes typed code", () => {
    const planted = [
      "const data = actor.system as CharacterData;",
      "const actor = combatant.actor as unknown as SWD6Actor | undefined;",
      "const combat = game.combats.get(id) as Combat.Implementation;",
      'await actor.update({ "system.woundLevel": "killed" } as never);',
      'await actor.createEmbeddedDocuments("Item", [data as never]);',
      "const flag = message.getFlag(SYSTEM_ID as never, CARD_FLAG as never);",
      "await item.setFlag(SYSTEM_ID, KEPT_UP_FLAG, true as any);",
      "applyEndOfRound(combat as never, effects);",
      "const loose = document as any;",
      "const state = vehicleState(actor.system.damage as VehicleDamageData);",
      "const key = skill.system.key as ForceSkill;",
      "const base = attributes[source.system.attribute as AttributeKey];",
      "const kind = message.system.kind as CraftKind;",
      "return { log: [...system.advances] as AdvanceRecord[] };",
      "const legacy = (this.flags as Record<string, unknown>)?.[SYSTEM_ID];",
      "const mode = combat.getFlag(SYSTEM_ID, MODE_FLAG) as string;",
      'const index = (await pack.getIndex({ fields: ["system.key"] })) as unknown as Iterable<{ system?: { key?: string } }>;',
      "const documents = (await pack.getDocuments()) as unknown as { name: string }[];",
      // A document, or a collection of them, cast to a shape written by hand.
      "const author = (message as unknown as { author?: { isGM?: boolean } | null } | undefined)?.author;",
      "return game.users as unknown as Users;",
      "const combat = game.combats.get(request.combatId) as unknown as Combat | undefined;",
      "const targets = [...game.user.targets].map((token) => shipOf(token.document as unknown as TokenLike));",
      "const tokens = (canvas?.scene?.tokens.contents ?? []) as unknown as TokenLike[];",
      "return card ? (card.toObject() as unknown as AttackCardMessage) : null;",
      "const send = (user as unknown as { query(name: string): Promise<unknown> }).query;",
      "const state = (combat as CombinedCombat).roundState;",
      "void syncStatuses(token.actor as WoundActor);",
      "const actor = effect.parent as WoundActor | null;",
      "const source = document.toObject() as DocumentSource;",
      "const actor = actorAtUuid(uuid) as Permissioned | null;",
      "return (fromUuidSync(uuid) as T | null) ?? null;",
      "const item = foundry.utils.fromUuidSync(uuid) as { type: string; name: string } | null;",
      // A hand-written shape of a document's own members, whatever the operand is called.
      "const tractor = isTractorBeam(thing as unknown as { system: { tractorBeam?: unknown } });",
      "const stored = (subject as unknown as { getFlag(scope: string, key: string): unknown }).getFlag(SYSTEM_ID, KEY);",
    ];
    for (const line of planted) expect(documentDataCasts(line), line).toHaveLength(1);
    for (const line of [
      'await updateSystem(actor, { woundLevel: "killed" });',
      "const flag = systemFlag(message, CARD_FLAG);",
      "const code = value as DieCode;",
      "const kinds = SYSTEMS as readonly string[];",
      'const types = ["system"] as const;',
      "const total = (roll as D6Roll).total;",
      "const codes = Object.fromEntries(KEYS.map((key) => [key, parse(system.attributes[key])])) as Codes;",
      "const button = item as HTMLButtonElement;",
      "const changes = update.entries as SourceUpdate[];",
      "const ids = [...selected] as string[];",
      "const registry = CONFIG.statusEffects as unknown as StatusEffectRegistry<{ id: string }> | undefined;",
    ]) {
      expect(documentDataCasts(line), line).toEqual([]);
    }
  });

  it("has no import circle, inside a layer or across", () => {
    expect(importCircles()).toEqual([]);
  });

  it("lets the scripts (run by Node, without Foundry) reach only modules that use no Foundry global", () => {
    const scripts = sourceFiles(join(ROOT, "scripts"));
    const foundryBound = scripts.flatMap((script) =>
      relativeImports(script, true)
        .filter((target) => target.startsWith(SRC))
        .flatMap((target) =>
          [...reachable(target, true)]
            .filter((file) => FOUNDRY_GLOBAL.test(codeOf(file)))
            .map((file) => `${relative(ROOT, script)} reaches ${relative(ROOT, file)}`),
        ),
    );
    expect(foundryBound).toEqual([]);
  });

  it("cites the rule documents by their short names (docs/sources.md), never by a file number", () => {
    const numbered = files.filter((file) => /\bseeds? \d{3}\b/i.test(readFileSync(file, "utf8"))).map((file) => relative(ROOT, file));
    expect(numbered).toEqual([]);
  });

  it("opens every module with a docstring saying what it holds", () => {
    const bare = files.filter((file) => !readFileSync(file, "utf8").startsWith("/**")).map((file) => relative(ROOT, file));
    expect(bare).toEqual([]);
  });

  it("keeps every folder to a dozen modules or fewer (index.ts aside)", () => {
    const counts = new Map<string, number>();
    for (const file of files) {
      if (file.endsWith("/index.ts")) continue;
      const dir = relative(ROOT, dirname(file));
      counts.set(dir, (counts.get(dir) ?? 0) + 1);
    }
    const crowded = [...counts].filter(([, count]) => count > 12).map(([dir, count]) => `${dir}: ${count}`);
    expect(crowded).toEqual([]);
  });
});
