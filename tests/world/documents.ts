/**
 * The client side of Foundry's documents, as the system's code uses them: each client holds its own
 * instances, built from the server's data by its own `CONFIG.<Document>.documentClass`, with `system`
 * built by the registered data model (data-model.ts). Writes go to the server (server.ts), which
 * checks them, stores them and tells every client; a client only changes its instances when the
 * server says so.
 *
 * Behaviour modelled, with its source:
 * - `testUserPermission`, `isOwner`, ownership levels: FOUNDRY-FACTS §2 (see permissions.ts).
 * - `getFlag`/`setFlag`/`unsetFlag` read and write `flags.<scope>.<key>` through `update`
 *   (A13 classes/foundry.abstract.Document.html).
 * - An unlinked token's actor is a synthetic Actor, the base actor's data with the token's `delta`
 *   over it; copies share the base id and differ by uuid (`Scene.<s>.Token.<t>.Actor.<a>`); its
 *   updates are stored in the token's delta and fire `updateActor` like a world actor's
 *   (foundryvtt.com/article/v11-actor-delta; FI#8973, FI#9131).
 * - A chat message's `rolls` are stored as JSON and restored by the registered roll class the data
 *   names (`Roll.fromData`, `CONFIG.Dice.rolls`); `visible`/`isContentVisible` per FOUNDRY-FACTS §5.
 * - Combat: `startCombat` fires `combatStart(combat, {round, turn})` and starts round 1;
 *   `nextRound` fires `combatRound(combat, updateData, updateOptions)` on the initiating client
 *   before the update, with `{direction, worldTime: {delta}}` and `CONFIG.time.roundTime`
 *   seconds (FOUNDRY-FACTS §6; FI#10924 for `worldTime` on a Combat update); a hidden combatant is
 *   visible to gamemasters only (inferred: `Combatant#visible` is not documented).
 */
import { Collection } from "./collection.ts";
import type { UserPermission } from "./server.ts";
import { type UserRecord, OWNERSHIP, isGM, levelOf, ownershipLevel } from "./permissions.ts";
import { deepClone, getProperty } from "./utils.ts";
import { DataModelValidationError, type TypeDataModel } from "./data-model.ts";

type Plain = Record<string, unknown>;

/** The documents the world knows. */
export type DocumentName = "User" | "Actor" | "Item" | "ActiveEffect" | "ChatMessage" | "Combat" | "Combatant" | "Scene" | "Token";

/** What a document asks of the client that holds it. */
export interface DocumentHost {
  /** This client's user. */
  readonly user: UserRecord;
  /** This client's instance of a user. */
  userDoc(id: string): UserDocument | undefined;
  /** This client's registered class for a document. */
  documentClass(name: DocumentName): new (data: Plain, context: DocumentContext) => ClientDocument;
  /** This client's registered data model of a document subtype. */
  dataModel(name: DocumentName, type: string): typeof TypeDataModel | undefined;
  /** This client's instances. */
  readonly actors: Collection<ActorDocument>;
  readonly scenes: Collection<SceneDocument>;
  readonly users: Collection<UserDocument>;
  /** Writes through the server: resolves with the written document, rejects as the server refuses. */
  write(operation: WriteOperation): Promise<unknown>;
  /** Sends a query to a user's client. */
  query(userId: string, name: string, data: unknown, options: { timeout?: number }): Promise<unknown>;
  /** Whether a user is connected. */
  isActive(userId: string): boolean;
  /** Whether a role holds a user permission, as the server's permissions say. */
  holds(role: number, permission: UserPermission): boolean;
  /** Fires a hook on this client (`call`: stops at false and says so). */
  callHook(name: string, ...args: unknown[]): boolean;
  /** Fires a hook on this client for every listener (`callAll`). */
  callAllHooks(name: string, ...args: unknown[]): void;
  /** This client's page, where a rendered element is made. */
  readonly page: Document;
  /** The sheet class the system registered for a document type, if any. */
  sheetClassFor(documentName: DocumentName, type: string): (new (options: object) => { render(force?: boolean): Promise<unknown> }) | null;
  /** Runs `fn` as this client (a document read from test code still resolves its globals). */
  run<T>(fn: () => T): T;
  /** The world time in seconds. */
  readonly worldTime: number;
  /** Seconds per round (`CONFIG.time.roundTime`). */
  readonly roundTime: number;
}

/** A write the server is asked to make. */
export type WriteOperation =
  | { action: "create"; documentName: DocumentName; data: Plain; parent?: ParentRef; options: Plain }
  | { action: "update"; documentName: DocumentName; id: string; changes: Plain; parent?: ParentRef; options: Plain }
  | { action: "delete"; documentName: DocumentName; id: string; parent?: ParentRef; options: Plain };

/** Where an embedded document lives: its parent's collection and id (and a token's scene). */
export interface ParentRef {
  documentName: DocumentName;
  id: string;
  sceneId?: string;
}

/** How a document is built. */
export interface DocumentContext {
  host: DocumentHost;
  parent?: ClientDocument | null;
  /**
   * False for a stored document that failed validation: it is built from its cleaned data without
   * the validation (Foundry's non-strict construction of `invalidDocumentIds` entries).
   */
  strict?: boolean;
}

/** The base of every client document. */
export class ClientDocument {
  static documentName: DocumentName = "Actor";
  declare _source: Plain;
  declare host: DocumentHost;
  declare parent: ClientDocument | null;
  declare id: string;
  declare _id: string;
  declare name: string;
  declare type: string;
  declare img: string;
  declare flags: Plain;
  declare ownership: Record<string, number>;
  declare system: Plain;

  constructor(data: Plain, context: DocumentContext) {
    Object.defineProperty(this, "host", { value: context.host, enumerable: false });
    Object.defineProperty(this, "parent", { value: context.parent ?? null, enumerable: false, writable: true });
    Object.defineProperty(this, "strict", { value: context.strict !== false, enumerable: false });
    this.adopt(context);
    this._source = deepClone(data);
    this.prepareData();
  }

  /** Takes what a subclass keeps of the build context, before the data is first prepared. */
  protected adopt(_context: DocumentContext): void {}

  /** The registered class of this document on the running client. */
  static get implementation(): typeof ClientDocument {
    return (CONFIG as unknown as Record<string, { documentClass: typeof ClientDocument }>)[this.documentName].documentClass;
  }

  get documentName(): DocumentName {
    return (this.constructor as typeof ClientDocument).documentName;
  }

  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }

  /**
   * Carries a document's older stored data to its current shape as it is built (A13
   * classes/foundry.abstract.DataModel.html#migrateData, run on every construction from source); a
   * system's document class may override it, core's returns the data unchanged.
   */
  static migrateData(source: Plain): Plain {
    return source;
  }

  /** Rebuilds the instance from `_source` (after every write the server reports), migrated first. */
  prepareData(): void {
    this._source = (this.constructor as typeof ClientDocument).migrateData(this._source);
    const source = this._source;
    this._id = this.id = source._id as string;
    this.name = (source.name as string) ?? "";
    this.type = (source.type as string) ?? "base";
    this.img = (source.img as string) ?? "";
    this.flags = deepClone((source.flags as Plain) ?? {});
    this.ownership = deepClone((source.ownership as Record<string, number>) ?? { default: OWNERSHIP.NONE });
    const Model = this.host.dataModel(this.documentName, this.type);
    if (Model) {
      const migrated = Model.migrateData(deepClone((source.system as Plain) ?? {}));
      const system = (this as unknown as { strict: boolean }).strict ? Model.cleanData(migrated) : Model.fallbackData(migrated);
      this.system = new (Model as unknown as new (s: Plain, o: object) => Plain)(system, { parent: this });
    } else this.system = deepClone((source.system as Plain) ?? {});
    this.prepareEmbeddedDocuments();
    (this.system as { prepareBaseData?: () => void }).prepareBaseData?.();
    (this.system as { prepareDerivedData?: () => void }).prepareDerivedData?.();
  }

  /** Builds embedded collections (actors' items, combats' combatants, scenes' tokens). */
  prepareEmbeddedDocuments(): void {}

  /** The ownership data permission is read from (an embedded document reads its parent's). */
  protected permissionSource(): Record<string, number> | undefined {
    return this.parent ? this.parent.permissionSourceOf() : this.ownership;
  }

  /** @internal the ownership data of this document, for its embedded documents */
  permissionSourceOf(): Record<string, number> | undefined {
    return this.permissionSource();
  }

  getUserLevel(user: { id?: string | null; _id?: string; role?: number; isGM?: boolean } | null | undefined): number {
    const record = recordOf(user);
    return record ? ownershipLevel(record, this.permissionSource()) : OWNERSHIP.NONE;
  }

  testUserPermission(user: unknown, level: string | number, options: { exact?: boolean } = {}): boolean {
    const have = this.getUserLevel(user as never);
    const want = levelOf(level);
    return options.exact ? have === want : have >= want;
  }

  get isOwner(): boolean {
    return this.getUserLevel(this.host.user) >= OWNERSHIP.OWNER;
  }

  get limited(): boolean {
    return this.getUserLevel(this.host.user) === OWNERSHIP.LIMITED;
  }

  getFlag(scope: string, key: string): unknown {
    return deepClone(getProperty(this.flags, `${scope}.${key}`));
  }

  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  unsetFlag(scope: string, key: string): Promise<this> {
    return this.update({ [`flags.${scope}.-=${key}`]: null });
  }

  /** Where this document is stored: its parent, when embedded. */
  protected parentRef(): ParentRef | undefined {
    return this.parent ? { documentName: this.parent.documentName, id: this.parent.id } : undefined;
  }

  async update(changes: Plain = {}, options: Plain = {}): Promise<this> {
    await this.host.write({ action: "update", documentName: this.documentName, id: this.id, changes, parent: this.parentRef(), options });
    return this;
  }

  async delete(options: Plain = {}): Promise<this> {
    await this.host.write({ action: "delete", documentName: this.documentName, id: this.id, parent: this.parentRef(), options });
    return this;
  }

  /** The sheet registered for this document's type (A13 ClientDocumentMixin#sheet), made once. */
  get sheet(): { render(force?: boolean): Promise<unknown> } | null {
    const own = this as unknown as { _sheet?: { render(force?: boolean): Promise<unknown> } };
    if (own._sheet) return own._sheet;
    const entry = this.host.sheetClassFor(this.documentName, this.type);
    if (!entry) return null;
    Object.defineProperty(this, "_sheet", { value: new entry({ document: this }), writable: true });
    return own._sheet ?? null;
  }

  /** Asks the user to confirm, then deletes (A13 ClientDocumentMixin#deleteDialog): the answer is the test's. */
  async deleteDialog(): Promise<this | undefined> {
    const confirmed = await (foundry.applications.api.DialogV2 as unknown as { confirm(options: object): Promise<unknown> }).confirm({});
    return confirmed ? this.delete() : undefined;
  }

  toObject(): Plain {
    return deepClone(this._source);
  }

  toJSON(): Plain {
    return this.toObject();
  }

  /** Creates a document of this class's kind on the running client. */
  static async create(data: Plain, options: Plain = {}): Promise<ClientDocument | undefined> {
    const host = currentHost();
    return (await host.write({ action: "create", documentName: this.documentName, data, options })) as ClientDocument;
  }

  static async createDocuments(data: Plain[], options: Plain = {}): Promise<ClientDocument[]> {
    const created: ClientDocument[] = [];
    for (const entry of data) created.push((await this.create(entry, options)) as ClientDocument);
    return created;
  }
}

/**
 * Builds a stored document as Foundry initializes one: strictly, its data cleaned and validated by its
 * model as it is prepared; when the model refuses the data, again from its cleaned data without the
 * validation, to be listed among its collection's invalid documents (FOUNDRY-FACTS §2:
 * `invalidDocumentIds`). One validation per build: the strict build is the check.
 * @param strict builds the document strictly (throws DataModelValidationError for refused data)
 * @param lenient builds it from its cleaned data
 * @returns the document, and whether its data passed
 * @throws whatever the strict build throws other than a validation error
 */
export function buildStored<T>(strict: () => T, lenient: () => T): { document: T; valid: boolean } {
  try {
    return { document: strict(), valid: true };
  } catch (error) {
    if (!(error instanceof DataModelValidationError)) throw error;
    return { document: lenient(), valid: false };
  }
}

/** The running client's host (set by the client on its globals). */
export function currentHost(): DocumentHost {
  return (game as unknown as { __host: DocumentHost }).__host;
}

function recordOf(user: { id?: string | null; _id?: string; role?: number } | null | undefined): UserRecord | null {
  if (!user) return null;
  const id = (user._id ?? user.id) as string | undefined;
  if (!id || typeof user.role !== "number") return null;
  return { _id: id, name: "", role: user.role };
}

/** A user. */
export class UserDocument extends ClientDocument {
  static override documentName: DocumentName = "User";
  declare role: number;
  /** The tokens this user targets on his client's canvas (A13 User#targets); none here unless a test adds them. */
  declare targets: Set<unknown>;

  override prepareData(): void {
    super.prepareData();
    this.role = this._source.role as number;
    this.targets ??= new Set();
  }

  get isGM(): boolean {
    return isGM({ _id: this.id, name: this.name, role: this.role });
  }

  get active(): boolean {
    return this.host.isActive(this.id);
  }

  get isSelf(): boolean {
    return this.host.user._id === this.id;
  }

  get isActiveGM(): boolean {
    return (game as unknown as { users: { activeGM: UserDocument | null } }).users.activeGM?.id === this.id;
  }

  get character(): ActorDocument | null {
    return this.host.actors.get(this._source.character as string) ?? null;
  }

  /** Players hold the default permissions (pinging the canvas among them); gamemasters all. */
  hasPermission(_permission: string): boolean {
    return true;
  }

  /**
   * Core permissions a role holds by default. Creating actors is an assistant gamemaster's and up
   * (inferred from core's default permissions; a world may grant it to trusted players); modifying
   * world settings is as the server's `permissions` say.
   */
  can(action: string): boolean {
    if (action === "ACTOR_CREATE") return this.role >= 3;
    if (action === "SETTINGS_MODIFY") return this.host.holds(this.role, "SETTINGS_MODIFY");
    return true;
  }

  get color(): string {
    return (this._source.color as string) ?? "#ffffff";
  }

  /** FOUNDRY-FACTS §1: sends a query to this user's client; see queries.ts. */
  query(name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    return this.host.query(this.id, name, data, options);
  }

  protected override permissionSource(): Record<string, number> | undefined {
    return { default: OWNERSHIP.LIMITED, [this.id]: OWNERSHIP.OWNER };
  }
}

/** An actor: a world actor, or the synthetic actor of an unlinked token. */
export class ActorDocument extends ClientDocument {
  static override documentName: DocumentName = "Actor";
  declare items: Collection<ItemDocument>;
  declare effects: Collection<ActiveEffectDocument>;
  /** The unlinked token this synthetic actor belongs to; null for a world actor. */
  declare token: TokenDocument | null;

  /** A synthetic actor knows its token before its data is prepared, as its items' data may ask for it. */
  protected override adopt(context: DocumentContext & { token?: TokenDocument | null }): void {
    Object.defineProperty(this, "token", { value: context.token ?? null, enumerable: false, writable: true });
  }

  override get uuid(): string {
    return this.token ? `${this.token.uuid}.Actor.${this.id}` : `Actor.${this.id}`;
  }

  get isToken(): boolean {
    return this.token !== null && this.token !== undefined;
  }

  override prepareEmbeddedDocuments(): void {
    const previous = this.items;
    const ItemClass = this.host.documentClass("Item");
    const items = (this._source.items as Plain[] | undefined) ?? [];
    // An item whose stored data fails its model is not initialized: its id is listed in the
    // collection's `invalidDocumentIds` (A13/A14 EmbeddedCollection#invalidDocumentIds), and the
    // actor is built without it.
    this.items = new Collection<ItemDocument>();
    for (const data of items) {
      const known = previous?.get(data._id as string);
      const { document, valid } = buildStored(
        () => {
          if (!known || known.constructor !== ItemClass) return new ItemClass(data, { host: this.host, parent: this }) as ItemDocument;
          known._source = deepClone(data);
          known.prepareData();
          return known;
        },
        () => new ItemClass(data, { host: this.host, parent: this, strict: false }) as ItemDocument,
      );
      if (valid) this.items.set(document.id, document);
      else this.items.setInvalid(data._id as string, document);
    }
    const EffectClass = this.host.documentClass("ActiveEffect");
    const effects = ((this._source.effects as Plain[] | undefined) ?? []).map(
      (data) => new EffectClass(data, { host: this.host, parent: this }) as ActiveEffectDocument,
    );
    this.effects = new Collection(effects);
  }

  get hasPlayerOwner(): boolean {
    return this.host.users.some((user) => !user.isGM && this.testUserPermission(user, "OWNER"));
  }

  /** Tokens of this actor on the scenes (no canvas here: their documents). */
  getActiveTokens(): unknown[] {
    return [];
  }

  static getDefaultArtwork(_data?: Plain): { img: string; texture: { src: string } } {
    return { img: "icons/svg/mystery-man.svg", texture: { src: "icons/svg/mystery-man.svg" } };
  }

  protected override parentRef(): ParentRef | undefined {
    return this.token ? { documentName: "Token", id: this.token.id, sceneId: this.token.parent?.id } : undefined;
  }

  async createEmbeddedDocuments(name: "Item" | "ActiveEffect", data: Plain[], options: Plain = {}): Promise<ClientDocument[]> {
    const created: ClientDocument[] = [];
    for (const entry of data) {
      created.push((await this.host.write({ action: "create", documentName: name, data: entry, parent: this.asParent(), options })) as ClientDocument);
    }
    return created;
  }

  async updateEmbeddedDocuments(name: "Item" | "ActiveEffect", updates: Plain[], options: Plain = {}): Promise<ClientDocument[]> {
    for (const { _id, ...changes } of updates) {
      await this.host.write({ action: "update", documentName: name, id: _id as string, changes, parent: this.asParent(), options });
    }
    const collection = name === "Item" ? this.items : this.effects;
    return updates.map((u) => collection.get(u._id as string) as ClientDocument);
  }

  async deleteEmbeddedDocuments(name: "Item" | "ActiveEffect", ids: string[], options: Plain = {}): Promise<string[]> {
    for (const id of ids) await this.host.write({ action: "delete", documentName: name, id, parent: this.asParent(), options });
    return ids;
  }

  /** The parent reference of this actor's items. */
  asParent(): ParentRef {
    return this.token ? { documentName: "Actor", id: this.id, sceneId: `${this.token.parent?.id}.${this.token.id}` } : { documentName: "Actor", id: this.id };
  }

  /** Core's bar change: sets `system.<attribute>.value` (or the value itself), through the hook. */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    const current = getProperty(this.system, attribute) as number | { value: number };
    const path = isBar && typeof current === "object" ? `system.${attribute}.value` : `system.${attribute}`;
    const old = typeof current === "object" ? current.value : current;
    const updates = { [path]: isDelta ? old + value : value };
    const allowed = this.host.callHook("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }
}

/** An item, in the world or embedded in an actor. */
export class ItemDocument extends ClientDocument {
  static override documentName: DocumentName = "Item";

  get actor(): ActorDocument | null {
    return this.parent instanceof ActorDocument ? this.parent : null;
  }

  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  protected override parentRef(): ParentRef | undefined {
    return this.parent instanceof ActorDocument ? this.parent.asParent() : undefined;
  }
}

/** An active effect on an actor; the token HUD's statuses are effects with `statuses` (A13 ActiveEffect#statuses, a Set). */
export class ActiveEffectDocument extends ClientDocument {
  static override documentName: DocumentName = "ActiveEffect";
  declare statuses: Set<string>;

  override prepareData(): void {
    super.prepareData();
    this.statuses = new Set((this._source.statuses as string[] | undefined) ?? []);
  }

  protected override parentRef(): ParentRef | undefined {
    return this.parent instanceof ActorDocument ? this.parent.asParent() : undefined;
  }
}

/** A chat message (FOUNDRY-FACTS §5). */
export class ChatMessageDocument extends ClientDocument {
  static override documentName: DocumentName = "ChatMessage";
  /** The restored rolls, built on first read (set while the base constructor runs, hence no initializer). */
  declare _rolls: unknown[] | null;

  override prepareData(): void {
    this._rolls = null;
    super.prepareData();
  }

  get author(): UserDocument | undefined {
    return this.host.userDoc(this._source.author as string);
  }

  get speaker(): { actor?: string | null; alias?: string; token?: string | null; scene?: string | null } {
    return deepClone((this._source.speaker as Plain) ?? {});
  }

  get content(): string {
    return (this._source.content as string) ?? "";
  }

  get whisper(): string[] {
    return [...((this._source.whisper as string[]) ?? [])];
  }

  get blind(): boolean {
    return this._source.blind === true;
  }

  get isAuthor(): boolean {
    return this._source.author === this.host.user._id;
  }

  get isRoll(): boolean {
    return ((this._source.rolls as unknown[]) ?? []).length > 0;
  }

  /**
   * The message's element as the chat log shows it (A13 ChatMessage#renderHTML, awaited by the chat
   * log): its header and content, its rolls rendered after the content (privately where this user may
   * not see the content), then `renderChatMessageHTML(message, html, messageData)` fired for every
   * listener. A system's class may override it and await its own rendering (D5 ChatMessage5e#renderHTML).
   * @param options what the chat log passes: whether this user may delete or close it
   */
  async renderHTML(options: { canDelete?: boolean; canClose?: boolean } = {}): Promise<HTMLElement> {
    const visible = this.isContentVisible;
    const rolls = await Promise.all(this.rolls.map((roll) => (roll as { render(options: object): Promise<string> }).render({ isPrivate: !visible })));
    const li = this.host.page.createElement("li");
    li.className = "chat-message message";
    li.dataset.messageId = this.id;
    li.innerHTML = `<header class="message-header"><h4 class="message-sender">${this.author?.name ?? ""}</h4></header><div class="message-content">${visible ? this.content : ""}${rolls.join("")}</div>`;
    this.host.callAllHooks("renderChatMessageHTML", this, li, { canDelete: options.canDelete === true, canClose: options.canClose === true });
    return li as unknown as HTMLElement;
  }

  /** The rolls, restored by the registered roll classes their data names. */
  get rolls(): unknown[] {
    this._rolls ??= this.host.run(() =>
      ((this._source.rolls as string[]) ?? []).map((json) => {
        const data = typeof json === "string" ? JSON.parse(json) : json;
        return (Roll as unknown as { fromData(data: unknown): unknown }).fromData(data);
      }),
    );
    return this._rolls;
  }

  /** Whether this client lists the message: public, or whispered to or written by its user. */
  get visible(): boolean {
    const whisper = this.whisper;
    return whisper.length === 0 || this.isAuthor || whisper.includes(this.host.user._id);
  }

  /** Whether this client sees the content: whispered to it, or its author's unless blind. */
  get isContentVisible(): boolean {
    const whisper = this.whisper;
    if (whisper.length === 0) return true;
    if (whisper.includes(this.host.user._id)) return true;
    return this.isAuthor && !this.blind;
  }

  protected override permissionSource(): Record<string, number> | undefined {
    return { default: OWNERSHIP.LIMITED, [this._source.author as string]: OWNERSHIP.OWNER };
  }

  /** The speaker of an actor (and its token). */
  static getSpeaker(options: { actor?: ActorDocument | null; token?: TokenDocument | null; alias?: string } = {}): Plain {
    const actor = options.actor ?? options.token?.actor ?? null;
    const token = options.token ?? actor?.token ?? null;
    return {
      scene: token?.parent?.id ?? null,
      actor: actor?.id ?? null,
      token: token?.id ?? null,
      alias: options.alias ?? token?.name ?? actor?.name ?? currentHost().user.name,
    };
  }

  /** The actor a speaker names: the token's actor when a token is named, else the world actor. */
  static getSpeakerActor(speaker: { scene?: string | null; actor?: string | null; token?: string | null } | null | undefined): ActorDocument | null {
    if (!speaker) return null;
    const host = currentHost();
    if (speaker.scene && speaker.token) {
      const token = host.scenes.get(speaker.scene)?.tokens.get(speaker.token);
      if (token?.actor) return token.actor;
    }
    return speaker.actor ? (host.actors.get(speaker.actor) ?? null) : null;
  }

  /** The users a whisper target names ("GM" names the gamemasters). */
  static getWhisperRecipients(name: string): UserDocument[] {
    const users = currentHost().users;
    if (name === "GM" || name === "gm") return users.filter((u) => u.isGM);
    return users.filter((u) => u.name === name);
  }

  /** v13's roll modes (FI#11442). */
  static applyRollMode(data: Plain, mode: string): Plain {
    const host = currentHost();
    const gms = host.users.filter((u) => u.isGM).map((u) => u.id);
    if (mode === "publicroll" || mode === "roll") {
      data.whisper = [];
      data.blind = false;
    } else if (mode === "gmroll") {
      data.whisper = gms;
      data.blind = false;
    } else if (mode === "blindroll") {
      data.whisper = gms;
      data.blind = true;
    } else if (mode === "selfroll") {
      data.whisper = [host.user._id];
      data.blind = false;
    }
    return data;
  }
}

/** A scene with its tokens. */
export class SceneDocument extends ClientDocument {
  static override documentName: DocumentName = "Scene";
  declare tokens: Collection<TokenDocument>;

  override prepareEmbeddedDocuments(): void {
    const previous = this.tokens;
    const TokenClass = this.host.documentClass("Token");
    const built = ((this._source.tokens as Plain[] | undefined) ?? []).map((data) => {
      const known = previous?.get(data._id as string);
      if (known) {
        known._source = deepClone(data);
        known.prepareData();
        return known;
      }
      return new TokenClass(data, { host: this.host, parent: this }) as TokenDocument;
    });
    this.tokens = new Collection(built);
  }

  get grid(): { units: string; distance: number; size: number } {
    return { units: "m", distance: 1.5, size: 100, ...((this._source.grid as Plain) ?? {}) } as { units: string; distance: number; size: number };
  }
}

/** A token on a scene; an unlinked one carries its actor's differences (`delta`). */
export class TokenDocument extends ClientDocument {
  static override documentName: DocumentName = "Token";
  /** The synthetic actor (set while the base constructor prepares the data, hence no initializer). */
  declare _actor: ActorDocument | null;

  override prepareData(): void {
    super.prepareData();
    this.refreshActor();
  }

  get actorId(): string {
    return this._source.actorId as string;
  }

  get actorLink(): boolean {
    return this._source.actorLink === true;
  }

  get x(): number {
    return (this._source.x as number) ?? 0;
  }

  get y(): number {
    return (this._source.y as number) ?? 0;
  }

  get elevation(): number {
    return (this._source.elevation as number) ?? 0;
  }

  get disposition(): number {
    return (this._source.disposition as number) ?? 0;
  }

  get hidden(): boolean {
    return this._source.hidden === true;
  }

  /** No canvas is drawn in the tests. */
  get object(): null {
    return null;
  }

  /** The base actor for a linked token; the synthetic actor (base + delta) for an unlinked one. */
  get actor(): ActorDocument | null {
    if (this.actorLink) return this.host.actors.get(this.actorId) ?? null;
    return this._actor ?? null;
  }

  /** Rebuilds the synthetic actor from the base actor and the delta (after either changes). */
  refreshActor(): void {
    if (this.actorLink || !this.host) return;
    const base = this.host.actors.get(this.actorId);
    if (!base) {
      this._actor = null;
      return;
    }
    const delta = (this._source.delta as Plain) ?? {};
    const data = { ...deepClone(base._source), ...deepClone(delta), system: mergeDeep(base._source.system as Plain, delta.system as Plain | undefined) };
    if (this._actor) {
      this._actor._source = data;
      this._actor.prepareData();
      return;
    }
    const ActorClass = this.host.documentClass("Actor") as unknown as new (data: Plain, context: DocumentContext & { token: TokenDocument }) => ActorDocument;
    this._actor = new ActorClass(data, { host: this.host, token: this });
  }

  protected override permissionSource(): Record<string, number> | undefined {
    return this.host.actors.get(this.actorId)?.ownership;
  }

  protected override parentRef(): ParentRef | undefined {
    return this.parent ? { documentName: "Scene", id: this.parent.id } : undefined;
  }
}

function mergeDeep(base: Plain | undefined, over: Plain | undefined): Plain {
  const merged = deepClone(base ?? {});
  for (const [key, value] of Object.entries(over ?? {})) {
    const old = merged[key];
    merged[key] =
      value && typeof value === "object" && !Array.isArray(value) && old && typeof old === "object" && !Array.isArray(old)
        ? mergeDeep(old as Plain, value as Plain)
        : deepClone(value);
  }
  return merged;
}

/** A combat with its combatants (FOUNDRY-FACTS §6). */
export class CombatDocument extends ClientDocument {
  static override documentName: DocumentName = "Combat";
  declare combatants: Collection<CombatantDocument>;

  override prepareEmbeddedDocuments(): void {
    const previous = this.combatants;
    const CombatantClass = this.host.documentClass("Combatant");
    const built = ((this._source.combatants as Plain[] | undefined) ?? []).map((data) => {
      const known = previous?.get(data._id as string);
      if (known) {
        known._source = deepClone(data);
        known.prepareData();
        return known;
      }
      return new CombatantClass(data, { host: this.host, parent: this }) as CombatantDocument;
    });
    this.combatants = new Collection(built);
  }

  get round(): number {
    return (this._source.round as number) ?? 0;
  }

  get turn(): number | null {
    return (this._source.turn as number | null) ?? null;
  }

  get started(): boolean {
    return this.round > 0;
  }

  get active(): boolean {
    return this._source.active !== false;
  }

  get turns(): CombatantDocument[] {
    return this.combatants.contents;
  }

  get combatant(): CombatantDocument | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  protected override permissionSource(): Record<string, number> | undefined {
    return { default: OWNERSHIP.OBSERVER };
  }

  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    this.host.callHook("combatStart", this, updateData);
    return this.update(updateData);
  }

  async nextRound(): Promise<this> {
    const updateData = { round: this.round + 1, turn: 0 };
    const updateOptions = { direction: 1, worldTime: { delta: this.host.roundTime } };
    this.host.callHook("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async previousRound(): Promise<this> {
    const updateData = { round: Math.max(this.round - 1, 0), turn: 0 };
    const updateOptions = { direction: -1, worldTime: { delta: -this.host.roundTime } };
    this.host.callHook("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async nextTurn(): Promise<this> {
    return this.update({ turn: (this.turn ?? 0) + 1 });
  }

  async previousTurn(): Promise<this> {
    return this.update({ turn: Math.max((this.turn ?? 0) - 1, 0) });
  }

  async endCombat(): Promise<this> {
    return this.delete();
  }

  async rollInitiative(): Promise<this> {
    return this;
  }

  async rollNPC(): Promise<this> {
    return this;
  }

  async rollAll(): Promise<this> {
    return this;
  }

  async createEmbeddedDocuments(name: "Combatant", data: Plain[], options: Plain = {}): Promise<CombatantDocument[]> {
    const created: CombatantDocument[] = [];
    for (const entry of data)
      created.push(
        (await this.host.write({
          action: "create",
          documentName: name,
          data: entry,
          parent: { documentName: "Combat", id: this.id },
          options,
        })) as CombatantDocument,
      );
    return created;
  }

  async deleteEmbeddedDocuments(name: "Combatant", ids: string[], options: Plain = {}): Promise<string[]> {
    for (const id of ids) await this.host.write({ action: "delete", documentName: name, id, parent: { documentName: "Combat", id: this.id }, options });
    return ids;
  }
}

/** One combatant: a token's actor in a combat. */
export class CombatantDocument extends ClientDocument {
  static override documentName: DocumentName = "Combatant";

  get combat(): CombatDocument {
    return this.parent as CombatDocument;
  }

  get tokenId(): string | null {
    return (this._source.tokenId as string) ?? null;
  }

  get actorId(): string | null {
    return (this._source.actorId as string) ?? null;
  }

  get hidden(): boolean {
    return this._source.hidden === true;
  }

  get defeated(): boolean {
    return this._source.defeated === true;
  }

  get initiative(): number | null {
    return (this._source.initiative as number | null) ?? null;
  }

  get token(): TokenDocument | null {
    const sceneId = (this._source.sceneId as string) ?? null;
    if (!sceneId || !this.tokenId) return null;
    return this.host.scenes.get(sceneId)?.tokens.get(this.tokenId) ?? null;
  }

  /** The token's actor (synthetic for an unlinked token), else the world actor. */
  get actor(): ActorDocument | null {
    return this.token?.actor ?? (this.actorId ? (this.host.actors.get(this.actorId) ?? null) : null);
  }

  override prepareData(): void {
    super.prepareData();
    this.name = (this._source.name as string) || this.token?.name || this.actor?.name || "";
    this.img = (this._source.img as string) || this.actor?.img || "icons/svg/mystery-man.svg";
  }

  get hasPlayerOwner(): boolean {
    return this.actor?.hasPlayerOwner ?? false;
  }

  /**
   * The tracked resource's value: the actor's data at the path core's tracker settings name
   * (A13 Combatant#resource, CombatConfigurationData#resource); null when none is tracked.
   */
  get resource(): unknown {
    const path = (game as unknown as { settings: { get(n: string, k: string): { resource?: string } } }).settings.get("core", "combatTrackerConfig").resource;
    if (!path) return null;
    return getProperty((this.actor?.system ?? {}) as Plain, path) ?? null;
  }

  get isDefeated(): boolean {
    return this.defeated;
  }

  get sceneId(): string | null {
    return (this._source.sceneId as string) ?? null;
  }

  /** Inferred: gamemasters see every combatant, the others those not hidden. */
  get visible(): boolean {
    return this.host.users.get(this.host.user._id)?.isGM === true || !this.hidden;
  }

  protected override permissionSource(): Record<string, number> | undefined {
    return this.actor?.ownership;
  }
}
