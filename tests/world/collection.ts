/**
 * Foundry's `Collection`: documents by id whose iteration yields the documents, with the
 * array-like helpers the system uses (`find`, `filter`, `some`, `map`, `contents`, `getName`).
 * A world collection keeps a stored document that fails its data model's validation apart: its id in
 * `invalidDocumentIds`, the document through `getInvalid`, never among the contents (FOUNDRY-FACTS §2;
 * D5 module/migration.mjs migrates `game.actors.invalidDocumentIds` through `getInvalid`).
 */
export class Collection<T extends { id: string | null; name?: string | null }> {
  readonly #byId = new Map<string, T>();
  readonly #invalid = new Map<string, T>();
  /** The ids of the stored documents that failed validation. */
  readonly invalidDocumentIds = new Set<string>();

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

  /** Keeps a document that failed validation apart from the contents. */
  setInvalid(id: string, value: T): this {
    this.#invalid.set(id, value);
    this.invalidDocumentIds.add(id);
    return this;
  }

  /**
   * A document that failed validation.
   * @throws Error when no invalid document has that id, as Foundry's `getInvalid` does
   */
  getInvalid(id: string): T {
    const document = this.#invalid.get(id);
    if (!document) throw new Error(`no invalid document with id ${id}`);
    return document;
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
