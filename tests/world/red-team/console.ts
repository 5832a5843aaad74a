/**
 * What a player can type into his browser's console in the two-client world: create a chat
 * message of any subtype with any data, update one he authored, set his own actor's flags, send
 * any gateway request with his own sender token, or answer another client's query as a forged
 * gamemaster.
 */
import type { Client } from "../client.ts";
import type { World } from "../index.ts";

type Gateway = typeof import("../../../src/gateway/gateway.ts");

/** Sends a request of `kind` from `client`'s console, with the client's own sender token. */
export function request(client: Client, kind: string, payload: unknown): Promise<{ ok: boolean; reason?: string }> {
  return client.run(() => client.module<Gateway>("gateway/gateway.ts").sendRequest(kind, payload)) as Promise<{ ok: boolean; reason?: string }>;
}

/** Creates a chat message from `client`'s console; resolves to its id, or to the server's refusal. */
export async function createMessage(world: World, client: Client, data: Record<string, unknown>): Promise<{ id: string } | { refused: string }> {
  try {
    // A forger who names the id asks Foundry to keep it.
    const options = "_id" in data ? { keepId: true } : {};
    const id = await client.run(async () => ((await ChatMessage.implementation.create(data as never, options as never)) as unknown as { id: string }).id);
    await world.settle();
    return { id };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

/** Updates a chat message from `client`'s console; resolves to null, or to the server's refusal. */
export async function updateMessage(world: World, client: Client, id: string, changes: Record<string, unknown>): Promise<string | null> {
  try {
    await client.run(() => game.messages.get(id)!.update(changes as never));
    await world.settle();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A document's data on the gamemaster's client, as plain data. */
export function onGM<T>(world: World, read: () => T): T {
  return world.client("GM").run(read);
}

/** A deep copy of plain data. */
export function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
