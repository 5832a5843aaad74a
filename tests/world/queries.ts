/**
 * The query transport (FOUNDRY-FACTS §1): `User#query(name, data, { timeout })` reaches the client
 * of that user only, which runs its `CONFIG.queries[name]` with `(data, { timeout })` — and nothing
 * of the sender (FI#13418, open) — and the caller gets a copy of the result. What Foundry does on a
 * missing user, a missing handler, a handler's error or a timeout is not confirmed publicly; here
 * each rejects the caller's promise (the conservative model). A test may hold queries to deliver
 * them later, at once, or never (a timeout), let a caller give up on a query its target is still
 * answering, and reads every query sent.
 *
 * - A client that is gone (its page closed) sends nothing: its queries reject.
 * - The caller needs the `QUERY_USER` permission (FI#11235); a caller without it is refused and
 *   his promise rejects. Which roles have it by default is not confirmed publicly: every role from
 *   PLAYER up here (the system's players could not ask the gamemaster otherwise); a test may raise it.
 * - A query reaches its target through the server, after the broadcasts the server sent that client
 *   before it (socket.io docs v4, "Delivery guarantees": messages arrive in the order sent), so a
 *   gamemaster asked about a message a player just created already has it.
 * - The data and the result travel over Foundry's socket (socket.io), which sends them as JSON
 *   (socket.io docs v4, "Emitting events": a `Date` arrives as its string, a `Map` or `Set` must be
 *   serialized by hand): each is sent through `JSON.stringify` and read back, so a class instance
 *   arrives as its JSON, an `undefined` key not at all.
 */

/** A value as the socket delivers it: its JSON, read back (`undefined` stays undefined). */
export function overTheWire(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/** One query on its way. */
export interface SentQuery {
  from: string;
  to: string;
  name: string;
  data: unknown;
}

/** What a client answering a query offers the transport. */
export interface QueryTarget {
  readonly userId: string;
  answer(name: string, data: unknown, options: { timeout?: number }): Promise<unknown>;
}

interface Held {
  query: SentQuery;
  deliver(): void;
  expire(): void;
}

export class QueryTransport {
  readonly sent: SentQuery[] = [];
  /** Queries delivered and not yet answered. */
  inFlight = 0;
  /** Queries sent and not yet delivered. */
  queued = 0;
  readonly #held: Held[] = [];
  /** How to give up on each delivered query not yet answered. */
  readonly #answering = new Set<() => void>();
  #holding = false;

  constructor(
    private readonly target: (userId: string) => QueryTarget | undefined,
    private readonly mayQuery: (userId: string) => boolean = () => true,
    private readonly connected: (userId: string) => boolean = () => true,
  ) {}

  /** From now on, queries wait until `release` or `expire`. */
  hold(): void {
    this.#holding = true;
  }

  /** Delivers every held query, in order, and stops holding. */
  release(): void {
    this.#holding = false;
    for (const held of this.#held.splice(0)) held.deliver();
  }

  /** The held queries time out, as a target that never answers: their callers' promises reject. */
  expire(): void {
    this.#holding = false;
    for (const held of this.#held.splice(0)) held.expire();
  }

  /**
   * The callers of the delivered queries still being answered give up, as their timeout ends: their
   * promises reject while the targets go on answering (a timeout stops only the wait).
   */
  timeOutDelivered(): void {
    for (const giveUp of this.#answering) giveUp();
  }

  /** The queries held now. */
  get held(): SentQuery[] {
    return this.#held.map((h) => h.query);
  }

  send(from: string, to: string, name: string, data: unknown, options: { timeout?: number }): Promise<unknown> {
    // A query travels over the sender's socket: a client that is gone sends none.
    if (!this.connected(from)) return Promise.reject(new Error(`User ${from} is not connected`));
    if (!this.mayQuery(from)) return Promise.reject(new Error(`User ${from} lacks the permission QUERY_USER`));
    const query = { from, to, name, data: overTheWire(data) };
    this.sent.push(query);
    return new Promise((resolve, reject) => {
      const deliver = () => {
        const target = this.target(to);
        if (!target) {
          reject(new Error(`User ${to} is not active`));
          return;
        }
        this.inFlight += 1;
        const giveUp = () => reject(new Error(`The query ${name} timed out`));
        this.#answering.add(giveUp);
        target
          .answer(name, overTheWire(query.data), { timeout: options.timeout })
          .then((result) => resolve(overTheWire(result)), reject)
          .finally(() => {
            this.inFlight -= 1;
            this.#answering.delete(giveUp);
          });
      };
      if (this.#holding) this.#held.push({ query, deliver, expire: () => reject(new Error(`The query ${name} timed out`)) });
      else {
        // Through the server, behind what it already sent that client (the socket keeps the order).
        this.queued += 1;
        setImmediate(() => {
          this.queued -= 1;
          deliver();
        });
      }
    });
  }
}
