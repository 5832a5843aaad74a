/**
 * The registry of request kinds: everything a client may ask the active gamemaster to do on its
 * behalf (a card's step, a character point, a round command …) is one kind: the feature that owns
 * it exports it (`defineRequestKind`), and `index.ts` registers every kind from one list at `init`. A kind validates the payload's shape and ids (`parse`), and
 * its handler re-reads the documents, checks the sender's rights and that the requested transition
 * is legal from their current state, derives every number itself, and writes.
 */
import type { GatewayAnswer } from "./answer.ts";

/** The user a request is carried out for, as the gateway established him (see sender.ts). */
export type GatewaySender = User.Implementation;

/** One kind of request. `P` is the payload once parsed. */
export interface RequestKind<P> {
  /** The kind's name, unique, `<feature>.<step>` (e.g. `attackCard.step`). */
  readonly name: string;
  /**
   * The payload as received, checked for shape and ids; null refuses it as a bad request. Never
   * trusts a number the client computed where the documents can say it.
   */
  parse(payload: unknown): P | null;
  /**
   * Carries the request out on the active gamemaster's client, for `sender`. Resolves to the
   * answer; a refusal writes nothing. May throw: the gateway logs it and answers "failed".
   */
  handle(payload: P, sender: GatewaySender): Promise<GatewayAnswer>;
}

const kinds = new Map<string, RequestKind<unknown>>();

/** A request kind of any payload, as a feature exports it for the one list `index.ts` registers. */
export type AnyRequestKind = RequestKind<unknown>;

/**
 * A feature's request kind, typed by its payload, as it joins the list of every kind.
 * @param kind the kind
 * @returns the same kind
 */
export function defineRequestKind<P>(kind: RequestKind<P>): AnyRequestKind {
  return kind as AnyRequestKind;
}

/**
 * Registers a request kind. Call at `init`.
 * @throws Error when a kind of that name is registered already
 */
export function registerRequestKind<P>(kind: RequestKind<P>): void {
  if (kinds.has(kind.name)) throw new Error(`the request kind ${kind.name} is registered already`);
  kinds.set(kind.name, kind as AnyRequestKind);
}

/**
 * Registers every request kind of the system, from its one list. Call once, at `init`.
 * @throws Error when two kinds share a name
 */
export function registerRequestKinds(list: readonly AnyRequestKind[]): void {
  list.forEach((kind) => registerRequestKind(kind));
}

/** The kind registered under `name`, or undefined. */
export function requestKind(name: string): RequestKind<unknown> | undefined {
  return kinds.get(name);
}
