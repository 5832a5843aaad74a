/**
 * A small stand-in for the parts of Foundry's dice that `D6Roll` and `WildDie` build on, for tests
 * of their behaviour on each evaluation path. It behaves as Foundry documents its dice: a roll's
 * evaluation (async or sync) sets `_total` to the plain sum of its terms, `fromData` restores the
 * saved total, and the `x` modifier rolls a die again while it shows its highest face. Faces come
 * from a queue the test fills; nothing here is random.
 */

/** The faces the next dice will show, in order. */
const queue: number[] = [];

/** Sets the faces the next dice will show, in order. */
export function nextFaces(...faces: number[]): void {
  queue.splice(0, queue.length, ...faces);
}

/** Where faces come from once the queue is empty; none throws (the test gave too few faces). */
let fallback: ((faces: number) => number) | null = null;

/**
 * Lets dice roll on past the faces a test set, with `source` (a world of many rolls gives a seeded
 * source, so its runs repeat exactly); null restores the strict queue.
 */
export function setFallbackFaces(source: ((faces: number) => number) | null): void {
  fallback = source;
}

/** How a world resolves classes by name: its clients' `CONFIG.Dice` (see tests/world/dice.ts). */
let registry: { term(denomination: string): unknown; termClass(name: string): unknown; roll(name: string): unknown } | null = null;

/** Resolves die denominations, term classes and roll classes through `lookup` (null: this module's own tables). */
export function setClassRegistry(lookup: typeof registry): void {
  registry = lookup;
}

function draw(faces = 6): number {
  const face = queue.shift();
  if (face !== undefined) return face;
  if (fallback) return fallback(faces);
  throw new Error("the test gave too few faces");
}

/** A die's result as Foundry records it. */
export interface StandInResult {
  result: number;
  active: boolean;
  exploded?: boolean;
}

/** Foundry's Die: `number` dice of `faces`, with the explode modifier. */
export class Die {
  number: number;
  faces: number;
  modifiers: string[];
  results: StandInResult[] = [];
  _evaluated = false;

  constructor(termData: { number?: number; faces?: number; modifiers?: string[]; results?: StandInResult[] } = {}) {
    this.number = termData.number ?? 1;
    this.faces = termData.faces ?? 6;
    this.modifiers = termData.modifiers ?? [];
    if (termData.results) {
      this.results = termData.results;
      this._evaluated = true;
    }
  }

  async evaluate(): Promise<this> {
    return this.evaluateSync();
  }

  evaluateSync(): this {
    for (let i = 0; i < this.number; i++) this.results.push({ result: draw(this.faces), active: true });
    if (this.modifiers.includes("x")) this.explode();
    this._evaluated = true;
    return this;
  }

  /** Rolls again for every active result showing the highest face, new results included. */
  explode(): void {
    for (let checked = 0; checked < this.results.length && checked < 1000; checked++) {
      const result = this.results[checked];
      if (!result.active || result.result !== this.faces) continue;
      result.exploded = true;
      this.results.push({ result: draw(this.faces), active: true });
    }
  }

  getResultCSS(result: StandInResult): (string | null)[] {
    return ["die", `d${this.faces}`, result.exploded ? "exploded" : null];
  }

  toJSON(): object {
    return { class: this.constructor.name, number: this.number, faces: this.faces, modifiers: this.modifiers, results: this.results };
  }
}

/** Foundry's NumericTerm. */
export class NumericTerm {
  constructor(readonly termData: { number: number }) {}
  get number(): number {
    return this.termData.number;
  }
  toJSON(): object {
    return { class: "NumericTerm", number: this.number };
  }
}

/** Foundry's OperatorTerm. */
export class OperatorTerm {
  constructor(readonly termData: { operator: string }) {}
  get operator(): string {
    return this.termData.operator;
  }
  toJSON(): object {
    return { class: "OperatorTerm", operator: this.operator };
  }
}

type Term = Die | NumericTerm | OperatorTerm;

/** The die classes by denomination (`6` is a plain d6); the wild die registers `w`. */
const denominations: Record<string, new (termData: object) => Die> = {};
/** Every term class by name, for `fromData`. */
const classes: Record<string, new (termData: never) => Term> = { Die, NumericTerm, OperatorTerm };

function parse(formula: string): Term[] {
  return formula.split(" ").map((token) => {
    if (token === "+" || token === "-") return new OperatorTerm({ operator: token });
    const dice = /^(\d+)d(\w+)$/.exec(token);
    if (!dice) return new NumericTerm({ number: Number(token) });
    const DieClass = ((registry?.term(dice[2]) as typeof Die | undefined) ?? denominations[dice[2]] ?? Die) as typeof Die;
    return new DieClass({ number: Number(dice[1]), ...(dice[2] === "6" ? { faces: 6 } : {}) });
  });
}

/** Foundry's Roll: parses `Nd6 + 1dw + 2`, evaluates it, and totals it by the plain sum of its terms. */
export class Roll {
  static CHAT_TEMPLATE = "";
  formula: string;
  data: object;
  options: Record<string, unknown>;
  terms: Term[];
  _evaluated = false;
  _total: number | undefined;

  constructor(formula: string, data: object = {}, options: Record<string, unknown> = {}) {
    this.formula = formula;
    this.data = data;
    this.options = options;
    this.terms = parse(formula);
  }

  get total(): number | undefined {
    return this._evaluated ? this._total : undefined;
  }

  async evaluate(options: object = {}): Promise<this> {
    this._evaluated = true;
    return this._evaluate(options);
  }

  async _evaluate(_options?: object): Promise<this> {
    for (const term of this.terms) if (term instanceof Die) await term.evaluate();
    this._total = this.#sum();
    return this;
  }

  evaluateSync(options: object = {}): this {
    this._evaluated = true;
    return this._evaluateSync(options);
  }

  _evaluateSync(_options?: object): this {
    for (const term of this.terms) if (term instanceof Die) term.evaluateSync();
    this._total = this.#sum();
    return this;
  }

  #sum(): number {
    let sign = 1;
    let total = 0;
    for (const term of this.terms) {
      if (term instanceof OperatorTerm) sign = term.operator === "-" ? -1 : 1;
      else if (term instanceof NumericTerm) total += sign * term.number;
      else total += sign * term.results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
    }
    return total;
  }

  toJSON(): object {
    const terms = this.terms.map((term) => term.toJSON());
    return { class: this.constructor.name, formula: this.formula, options: this.options, terms, total: this.total, evaluated: this._evaluated };
  }

  static fromData<T extends Roll>(
    this: new (
      formula: string,
      data: object,
      options: Record<string, unknown>,
    ) => T,
    data: {
      formula: string;
      options: Record<string, unknown>;
      terms: ({ class: string } & Record<string, unknown>)[];
      total: number;
      evaluated: boolean;
    },
  ): T {
    // Foundry restores a saved roll as the registered roll class its data names (CONFIG.Dice.rolls).
    const RollClass = ((registry?.roll((data as { class?: string }).class ?? "") as typeof Roll | undefined) ?? this) as new (
      formula: string,
      data: object,
      options: Record<string, unknown>,
    ) => T;
    const roll = new RollClass(data.formula, {}, data.options);
    roll.terms = data.terms.map(
      (term) => new ((registry?.termClass(term.class) as (new (data: never) => Term) | undefined) ?? classes[term.class])(term as never),
    );
    roll._evaluated = data.evaluated;
    roll._total = data.total;
    return roll;
  }
}

/**
 * Installs the stand-in as `foundry.dice.terms` and `Roll`, then loads the wild die and registers it
 * under `w`. Call before importing `src/dice/d6-roll.ts`.
 */
export async function installRollStandIn(): Promise<void> {
  const global = globalThis as unknown as Record<string, unknown>;
  global.foundry = { dice: { terms: { Die, NumericTerm, OperatorTerm } } };
  global.Roll = Roll;
  const { WildDie } = await import("../../src/dice/wild-die.ts");
  denominations.w = WildDie as never;
  classes.WildDie = WildDie as never;
}
