/**
 * A client's `Hooks`: `on`/`once`/`off`, `call` (stops at the first listener returning false and
 * returns false) and `callAll` (every listener, returns true), as A13 classes/foundry.helpers.Hooks
 * documents. A listener's error is caught and recorded, as Foundry logs it and goes on; a listener's
 * promise is not awaited (Foundry does not), but kept so a test can wait for it (`settled`) and see
 * its rejection as an error.
 */
export class ClientHooks {
  readonly #listeners = new Map<string, { id: number; fn: (...args: unknown[]) => unknown; once: boolean }[]>();
  #nextId = 1;
  /** Errors thrown (or rejected) by listeners, with the hook's name. */
  readonly errors: { hook: string; error: unknown }[] = [];
  /** Listeners' promises still running. */
  readonly pending = new Set<Promise<unknown>>();

  on(name: string, fn: (...args: unknown[]) => unknown): number {
    const id = this.#nextId++;
    this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), { id, fn, once: false }]);
    return id;
  }

  once(name: string, fn: (...args: unknown[]) => unknown): number {
    const id = this.on(name, fn);
    this.#listeners.get(name)!.find((l) => l.id === id)!.once = true;
    return id;
  }

  off(name: string, fnOrId: number | ((...args: unknown[]) => unknown)): void {
    this.#listeners.set(
      name,
      (this.#listeners.get(name) ?? []).filter((l) => l.id !== fnOrId && l.fn !== fnOrId),
    );
  }

  /** Whether any listener is registered for `name`. */
  has(name: string): boolean {
    return (this.#listeners.get(name) ?? []).length > 0;
  }

  #run(name: string, listener: { id: number; fn: (...args: unknown[]) => unknown; once: boolean }, args: unknown[]): unknown {
    if (listener.once) this.off(name, listener.id);
    try {
      const result = listener.fn(...args);
      if (result instanceof Promise) {
        const tracked = result.catch((error) => void this.errors.push({ hook: name, error })).finally(() => this.pending.delete(tracked));
        this.pending.add(tracked);
      }
      return result;
    } catch (error) {
      this.errors.push({ hook: name, error });
      return undefined;
    }
  }

  call(name: string, ...args: unknown[]): boolean {
    for (const listener of [...(this.#listeners.get(name) ?? [])]) if (this.#run(name, listener, args) === false) return false;
    return true;
  }

  callAll(name: string, ...args: unknown[]): true {
    for (const listener of [...(this.#listeners.get(name) ?? [])]) this.#run(name, listener, args);
    return true;
  }
}
