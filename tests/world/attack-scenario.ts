/**
 * The world of the attack scenarios: Kell (a Brash Pilot with a blaster pistol, Kell's player's)
 * shoots Garro (a Bounty Hunter, Garro's player's) across Docking Bay 94; two stormtroopers of one
 * actor stand there as unlinked tokens, the gamemaster's. Helpers drive the real client code: the
 * attack is gathered, planned and rolled in the attacker's client and sent through the gateway,
 * and card buttons are clicked on a client's rendered card.
 */
import { World, type WorldUser } from "./index.ts";
import { Client, renderMessageOn } from "./client.ts";
import { seedCharacter, seedScene } from "./fixtures.ts";
import type { ChatMessageDocument } from "./documents.ts";

export const USERS: WorldUser[] = [
  { name: "GM", role: "GAMEMASTER" },
  { name: "Assistant", role: "ASSISTANT" },
  { name: "Kell", role: "PLAYER" },
  { name: "Garro", role: "PLAYER" },
  { name: "Vesh", role: "PLAYER", lang: "de" },
];

/** Every user of the scenario. */
export const EVERYONE = USERS.map((user) => user.name);

/**
 * The scenario's world, with the gamemaster, Kell and Garro connected, or the users `connect` names
 * (`EVERYONE` for a test that also needs the assistant gamemaster or Vesh): a client that does not
 * take part only costs its boot.
 */
export async function attackWorld(options: { connect?: string[]; seed?: number } = {}) {
  const world = new World(USERS, options.seed);
  const kell = seedCharacter(world, "Brash Pilot", { owner: "Kell", name: "Kell Tavari", gear: [["weapons", "Blaster Pistol"]], characterPoints: 5 });
  const garro = seedCharacter(world, "Bounty Hunter", { owner: "Garro", name: "Garro" });
  const trooper = seedCharacter(world, "Bounty Hunter", { name: "Stormtrooper", type: "npc", groupSize: 2 });
  const { sceneId, tokenIds } = seedScene(world, [
    { actorId: kell, name: "Kell Tavari", x: 0, y: 0 },
    { actorId: garro, name: "Garro", x: 1000, y: 0 },
    { actorId: trooper, name: "TK-421", x: 500, y: 500, actorLink: false, disposition: -1 },
    { actorId: trooper, name: "TK-422", x: 600, y: 500, actorLink: false, disposition: -1 },
  ]);
  await world.connectAll(options.connect ?? ["GM", "Kell", "Garro"]);
  const [kellToken, garroToken, tk421, tk422] = tokenIds;
  return { world, actors: { kell, garro, trooper }, sceneId, tokens: { kellToken, garroToken, tk421, tk422 } };
}

/** The attack modules a client loaded. */
type AttackModules = {
  gather: typeof import("../../src/applications/attack/attack-gather.ts");
  view: typeof import("../../src/applications/attack/flow/attack-dialog-view.ts");
  message: typeof import("../../src/applications/attack/flow/attack-dialog-message.ts");
  request: typeof import("../../src/applications/attack/attack-request.ts");
  dice: typeof import("../../src/dice/d6-roll.ts");
};

function modules(client: Client): AttackModules {
  return {
    gather: client.module("applications/attack/attack-gather.ts"),
    view: client.module("applications/attack/flow/attack-dialog-view.ts"),
    message: client.module("applications/attack/flow/attack-dialog-message.ts"),
    request: client.module("applications/attack/attack-request.ts"),
    dice: client.module("dice/d6-roll.ts"),
  };
}

/**
 * Moves each target token to stand `distance` meters from the attacker's token (east of it, on the
 * scene's grid), as the gamemaster; a token already there, or a target with no token of the attacker
 * on its scene, stays.
 */
async function placeTargets(client: Client, attackerId: string, targetTokens: { sceneId: string; tokenId: string; distance: number }[]): Promise<void> {
  const server = client.world.server;
  const gm = [...server.connections.values()].find((c) => c instanceof Client && c.run(() => game.users.activeGM?.isSelf === true)) as Client;
  for (const { sceneId, tokenId, distance } of targetTokens) {
    const moved = await gm.run(async () => {
      const scene = game.scenes.get(sceneId)!;
      const from = scene.tokens.find((token) => token.actorLink && token.actorId === attackerId);
      const target = scene.tokens.get(tokenId)!;
      if (!from || from.id === tokenId) return false;
      const x = from.x + (distance / scene.grid.distance) * scene.grid.size;
      if (target.x === x && target.y === from.y && target.elevation === from.elevation) return false;
      await target.update({ x, y: from.y, elevation: from.elevation });
      return true;
    });
    // Every client hears of the move before the attack is gathered.
    for (let round = 0; moved && round < 50 && server.pendingBroadcasts > 0; round++) await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The attack as the attack dialog makes it on `client`: the setup gathered from the documents, the
 * dialog's opening fields (each target's distance in meters, where its token is first moved to stand),
 * and the `fields` a test types, the roll planned and rolled with the world's dice; what it sends to the gamemaster, and the gateway's answer.
 */
export async function shoot(
  client: Client,
  attackerId: string,
  targetTokens: { sceneId: string; tokenId: string; distance: number }[],
  change: (request: import("../../src/applications/attack/attack-request.ts").AttackPostRequest) => void = () => {},
  fields: Partial<import("../../src/applications/attack/flow/attack-dialog-view.ts").AttackForm> = {},
) {
  const m = modules(client);
  await placeTargets(client, attackerId, targetTokens);
  return client.run(async () => {
    const actor = game.actors.get(attackerId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    const weapon = actor.items.find((item) => item.type === "weapon") as Item.Implementation;
    const tokens = targetTokens.map((t) => fromUuidSync(`Scene.${t.sceneId}.Token.${t.tokenId}`) as TokenDocument.Implementation);
    const gathered = await m.gather.gatherAttackSetup(actor, weapon, tokens, {}, game.user as User.Implementation);
    if (!gathered.ok) throw new Error(gathered.error.key);
    const form = m.view.initialAttackForm(gathered.setup, "public", 1);
    form.targets = targetTokens.map((t) => ({ cover: false, distance: t.distance }));
    Object.assign(form, fields);
    const summary = m.view.summarizeAttack(gathered.setup, form);
    const roll = m.dice.D6Roll.fromOptions(m.message.attackRollOptions(gathered.setup, form, summary));
    await roll.evaluate();
    const request = {
      attacker: actor.uuid,
      weapon: weapon.id as string,
      targets: tokens.map((t) => t.uuid as string),
      form,
      roll: roll.toJSON(),
      crew: false,
      space: false,
    };
    change(request);
    const answer = await m.request.requestAttackCard(request);
    return { answer, roll, summary, request };
  });
}

/** `client`'s user views the scene and targets one of its tokens, as his canvas holds it: the token, with its document. */
export function targetToken(client: Client, sceneId: string, tokenId: string): void {
  client.viewScene(sceneId);
  client.run(() => {
    const document = game.scenes.get(sceneId)!.tokens.get(tokenId);
    (game.user as unknown as { targets: Set<unknown> }).targets.add({ document, actor: document?.actor, name: document?.name });
  });
}

/**
 * Garro wounded by the gamemaster, as his player's client then reads him for a natural healing roll.
 * @returns Garro's player's client, Garro's uuid and his Strength code with its penalties
 */
export async function woundedGarro(world: World, garroId: string) {
  await world.client("GM").run(() => game.actors.get(garroId)!.update({ "system.woundLevel": "wounded" } as never));
  await world.settle();
  const garro = world.client("Garro");
  const [uuid, strength] = garro.run(() => {
    const actor = game.actors.get(garroId) as never as import("../../src/documents/actor.ts").SWD6Actor;
    return [actor.uuid, actor.attributeRollRequest("str").code] as const;
  });
  return { garro, uuid, strength };
}

/** The newest message on a client. */
export function lastMessage(client: Client): ChatMessageDocument {
  const message = client.messages.contents.at(-1);
  if (!message) throw new Error("no message");
  return message;
}

/** Renders a message on a client and clicks its button `selector`; resolves once the world is quiet. */
export async function click(world: World, client: Client, message: ChatMessageDocument, selector: string): Promise<HTMLElement> {
  const html = await renderMessageOn(client, message);
  await world.settle();
  const button = html.querySelector<HTMLButtonElement>(selector);
  if (!button) throw new Error(`no ${selector} on ${client.user.name}'s card: ${html.innerHTML.slice(0, 400)}`);
  client.run(() => button.click());
  await world.settle();
  return html;
}

/** Kell shoots Garro until a shot hits (the world's dice are seeded); returns the card's message id. */
export async function hitGarro(scenario: Awaited<ReturnType<typeof attackWorld>>): Promise<string> {
  const { world, actors, sceneId, tokens } = scenario;
  const kell = world.client("Kell");
  for (let attempt = 0; attempt < 30; attempt++) {
    await shoot(kell, actors.kell, [{ sceneId, tokenId: tokens.garroToken, distance: 15 }]);
    await world.settle();
    const message = lastMessage(kell);
    if (cardState(message).targets[0].hit) return message.id;
  }
  throw new Error("thirty shots missed");
}

/** A card's stored state, as a client reads it. */
export function cardState(message: ChatMessageDocument): {
  attack: number;
  targets: { key: string; stage: string; hit: boolean; inflicted: string | null; applied: { before: string; after: string; unconscious?: boolean } | null }[];
} {
  return (message.system as { state: ReturnType<typeof cardState> }).state;
}

/** Takes Garro's part of a card to "resisted": Kell rolls damage, Garro resists. */
export async function toResisted(world: World, messageId: string): Promise<void> {
  await click(world, world.client("Kell"), world.client("Kell").messages.get(messageId)!, '[data-card-action="rollDamage"]');
  await click(world, world.client("Garro"), world.client("Garro").messages.get(messageId)!, '[data-card-action="resist"]');
}

/**
 * Sends a raw gateway query from a client, as a player's own script could: whatever the envelope
 * says, to the user named (the active gamemaster by default).
 */
export function forge(client: Client, envelope: unknown, to?: string): Promise<unknown> {
  return client.run(async () => {
    const target = to ? game.users.get(to) : game.users.activeGM;
    return (target as unknown as { query(name: string, data: unknown, options: object): Promise<unknown> }).query("swd6rpg.gateway", envelope, {
      timeout: 1000,
    });
  });
}

type RoundQuery = typeof import("../../src/combat/round-query.ts");

/**
 * A round command sent from a client, stamped with the round as that client sees it, with the roll
 * a segment's "roll" command rests on; resolves once the world is quiet.
 */
export async function roundCommand(world: World, client: Client, body: Record<string, unknown>, roll?: object): Promise<boolean> {
  const ok = await client.run(() => {
    const combat = game.combat as unknown as { id: string; roundState: { round: number; phase: string; segment: number } };
    const state = combat.roundState;
    return client
      .module<RoundQuery>("combat/round-query.ts")
      .submitRoundCommand(combat, { round: state.round, phase: state.phase, segment: state.segment, ...body } as never, roll);
  });
  await world.settle();
  return ok;
}

/**
 * The gamemaster ends the declarations. Where the world plays side initiative (R&E Rules: "The
 * character with the highest Perception on each side rolls"; the R&E preset) the sides roll first:
 * the gamemaster records their totals in the order the round lists the sides, the first one highest,
 * and its winner chooses to act first; then the segments start.
 * @returns whether the round took the start
 */
export async function startSegments(world: World, gm: Client, force = false): Promise<boolean> {
  const sides = () =>
    gm.run(
      () =>
        (game.combat as unknown as { roundState: { sides: { choice: string | null; winner: string | null } | null; combatants: { side: string }[] } })
          .roundState,
    );
  const state = sides();
  if (state.sides && !state.sides.choice) {
    const present = [...new Set(state.combatants.map((c) => c.side))];
    for (const [i, side] of present.entries()) await roundCommand(world, gm, { type: "side-roll", side, total: 20 - i });
    await roundCommand(world, gm, { type: "side-choice", choice: "first" });
  }
  return roundCommand(world, gm, { type: "start", force });
}

/**
 * The gamemaster creates a combat of tokens (some hidden) and begins it.
 * @returns the combatants' ids by token id
 */
export async function beginFight(world: World, sceneId: string, tokenIds: string[], hidden: string[] = []): Promise<Record<string, string>> {
  const gm = world.client("GM");
  await gm.run(async () => {
    const scene = game.scenes.get(sceneId) as unknown as { tokens: { get(id: string): { actorId: string } } };
    const combat = (await Combat.implementation.create({
      scene: sceneId,
      combatants: tokenIds.map((tokenId) => ({
        _id: foundry.utils.randomID(),
        tokenId,
        sceneId,
        actorId: scene.tokens.get(tokenId).actorId,
        hidden: hidden.includes(tokenId),
      })),
    } as never)) as unknown as { startCombat(): Promise<unknown> };
    await combat.startCombat();
  });
  await world.settle();
  return Object.fromEntries(gm.combats.contents.at(-1)!.combatants.map((c) => [c.tokenId, c.id])) as Record<string, string>;
}

/** A declared blaster shot. */
export const shotAt = (label: string) => ({ kind: "action", skill: "skill:blaster", label });
