/**
 * Foundry's `Collection`: documents by id whose iteration yields the documents, with the
 * array-like helpers the system uses (`find`, `filter`, `some`, `map`, `contents`, `getName`).
 */
export class Collection<T extends { id: string | null; name?: string | null }> {
  readonly #byId = new Map<string, T>();

  constructor(entries: Iterable<T> = []) {
    for (const entry of entries) this.set(entry.id as string, entry);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** The values, in insertion order. */
  get contents(): T[] {
    return [...this.#byId.values()];
  }

  [Symbol.iterator](): Iterator<T> {
    return this.#byId.values();
  }

  get(id: string): T | undefined {
    return this.#byId.get(id);
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  set(id: string, value: T): this {
    this.#byId.set(id, value);
    return this;
  }

  delete(id: string): boolean {
    return this.#byId.delete(id);
  }

  keys(): IterableIterator<string> {
    return this.#byId.keys();
  }

  values(): IterableIterator<T> {
    return this.#byId.values();
  }

  find(predicate: (value: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  filter(predicate: (value: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  some(predicate: (value: T) => boolean): boolean {
    return this.contents.some(predicate);
  }

  map<U>(fn: (value: T) => U): U[] {
    return this.contents.map(fn);
  }

  forEach(fn: (value: T) => void): void {
    this.contents.forEach(fn);
  }

  getName(name: string): T | undefined {
    return this.contents.find((value) => value.name === name);
  }
}
