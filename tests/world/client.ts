/**
 * One user's client: its globals (read by the system's code through context.ts), its own instances
 * of every document, its own copy of the system's modules (booted with a fresh module registry, as
 * a browser loads them), its hooks, notifications, language and client settings. Writes go to the
 * server; what the server tells it, it applies and fires as hooks inside its own context.
 */
import type Handlebars from "handlebars";
import { Window } from "happy-dom";
import { trackWindow, windowScope } from "../helpers/open-windows.ts";
import { loadSystem, loadsFromBundle } from "../helpers/system-loader.ts";
import { Collection } from "./collection.ts";
import { type ClientGlobals, runAs } from "./context.ts";
import { FIELDS, TypeDataModel, DataModelValidationError, refuseNulls } from "./data-model.ts";
import {
  ActiveEffectDocument,
  ActorDocument,
  buildStored,
  ChatMessageDocument,
  type ClientDocument,
  CombatDocument,
  CombatantDocument,
  type DocumentContext,
  type DocumentHost,
  type DocumentName,
  ItemDocument,
  SceneDocument,
  TokenDocument,
  UserDocument,
  type WriteOperation,
} from "./documents.ts";
import { ClientHooks } from "./hooks.ts";
import { ClientI18n } from "./i18n.ts";
import { ClientNotifications } from "./notifications.ts";
import { type UserRecord, isGM } from "./permissions.ts";
import type { Broadcast, UserPermission, WorldServer } from "./server.ts";
import type { QueryTarget, QueryTransport } from "./queries.ts";
import { UTILS, deepClone, expandObject } from "./utils.ts";
import { applicationsNamespace } from "./applications.ts";
import { systemPacks } from "./packs.ts";
import { updatedSource } from "./diff.ts";
import { systemData } from "./manifest.ts";
import { registeredSetting, settingValue, writtenSetting } from "./setting-types.ts";
import { Die, NumericTerm, OperatorTerm, Roll } from "../helpers/roll-stand-in.ts";
import { type Lang, makeHandlebars } from "../helpers/render.ts";
import { MODULE_STATUSES, defineStatusEffects } from "./status-effects.ts";

type Plain = Record<string, unknown>;

/** The collections of `game`, by document. */
const GAME_COLLECTIONS: Partial<Record<DocumentName, string>> = {
  User: "users",
  Actor: "actors",
  Item: "items",
  ChatMessage: "messages",
  Combat: "combats",
  Scene: "scenes",
};

/** A module of the world: the script it loads (registering its hooks) and its language's keys. */
export interface WorldModule {
  script?: () => void;
  translations?: Record<string, string>;
}

/** The world as a client reaches it. */
export interface WorldLink {
  server: WorldServer;
  transport: QueryTransport;
  random(): number;
  /** The Foundry generation the world models: 13, or 14 where its API differs (FOUNDRY-FACTS.md, section 12). */
  generation: 13 | 14;
}

export class Client implements DocumentHost, QueryTarget {
  readonly globals: ClientGlobals = {};
  readonly hooks = new ClientHooks();
  readonly i18n: ClientI18n;
  readonly notifications: ClientNotifications;
  readonly users = new Collection<UserDocument>();
  readonly actors = new Collection<ActorDocument>();
  readonly items = new Collection<ItemDocument>();
  readonly messages = new Collection<ChatMessageDocument>();
  readonly combats = new Collection<CombatDocument>();
  readonly scenes = new Collection<SceneDocument>();
  /** The sheets the system registered. */
  readonly sheets: unknown[] = [];
  /** The settings menus the system registered, by `namespace.key`. */
  readonly menus = new Map<string, Plain>();
  /** What the next dialogs answer, in order (see applications.ts). */
  readonly dialogAnswers: unknown[] = [];
  readonly config: Plain;
  #window: Window | null = null;
  /** The windows of the test that made this client, where its page is closed (tests/helpers/open-windows.ts). */
  readonly #windowScope = windowScope();
  /**
   * This client's page, made when first read: most clients of a test render nothing, and a page is
   * the dearest part of a client to make.
   */
  get window(): Window {
    this.#window ??= trackWindow(new Window(), this.#windowScope);
    return this.#window;
  }
  #handlebars: typeof Handlebars | null = null;
  readonly #settings = new Map<string, Plain>();
  readonly #clientSettings = new Map<string, unknown>();
  /** The world settings as this client has them: the world's when it connected, then as the server tells it. */
  readonly #worldSettings: Map<string, unknown>;

  constructor(
    readonly world: WorldLink,
    readonly userId: string,
    readonly lang: Lang = "en",
  ) {
    this.i18n = new ClientI18n(lang);
    this.notifications = new ClientNotifications(this.i18n);
    this.#worldSettings = new Map([...world.server.worldSettings].map(([id, value]) => [id, deepClone(value)]));
    this.config = {
      Actor: { documentClass: ActorDocument, dataModels: {}, trackableAttributes: {} },
      Item: { documentClass: ItemDocument, dataModels: {} },
      ActiveEffect: { documentClass: ActiveEffectDocument },
      ChatMessage: { documentClass: ChatMessageDocument, dataModels: {} },
      Combat: { documentClass: CombatDocument, dataModels: {} },
      Combatant: { documentClass: CombatantDocument, dataModels: {} },
      User: { documentClass: UserDocument },
      Scene: { documentClass: SceneDocument },
      Token: { documentClass: TokenDocument },
      Dice: { terms: { d: Die }, rolls: [Roll], randomUniform: () => world.random() },
      queries: {},
      sounds: { dice: "sounds/dice.wav" },
      ui: {},
      time: { roundTime: 6 },
      TextEditor: { enrichers: [] },
    };
    defineStatusEffects(this.config, world.generation, MODULE_STATUSES);
    // Core's tracker settings, a world setting (A13 interfaces/foundry.data.types.CombatConfigurationData:
    // `resource`, the path of the tracked resource in the actor's data; `skipDefeated`).
    this.#settings.set("core.combatTrackerConfig", { scope: "world", default: { resource: "", skipDefeated: false } });
    this.#buildGlobals();
  }

  get user(): UserRecord {
    return this.world.server.user(this.userId) as UserRecord;
  }

  get worldTime(): number {
    return this.world.server.worldTime;
  }

  get roundTime(): number {
    return (this.config.time as { roundTime: number }).roundTime;
  }

  /**
   * Shows a scene on this client's canvas: `canvas.scene` is it, with no token controlled or lit
   * (`tokens.controlled`, `tokens.hover`), no grid to measure (a test gives distances itself), and the
   * places the view was panned to (`pans`).
   */
  viewScene(sceneId: string): void {
    const pans: { x: number; y: number }[] = [];
    this.globals.canvas = {
      ready: true,
      scene: this.scenes.get(sceneId) ?? null,
      tokens: { controlled: [], hover: null },
      grid: null,
      // Where the view was panned to, in order (A13 Canvas#animatePan).
      pans,
      animatePan: async (view: { x: number; y: number }) => {
        pans.push({ x: view.x, y: view.y });
        return true;
      },
    };
  }

  /** Runs `fn` as this client. */
  run<T>(fn: () => T): T {
    return runAs(this.globals, fn);
  }

  #buildGlobals(): void {
    const client = this;
    const users = this.users as Collection<UserDocument> & { activeGM?: UserDocument | null };
    // FOUNDRY-FACTS §4: the designated active gamemaster, a full gamemaster before an assistant.
    Object.defineProperty(users, "activeGM", {
      get: () => users.filter((u) => u.active && u.isGM).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id))[0] ?? null,
    });
    const game: Plain = {
      __host: this,
      users,
      actors: this.actors,
      items: this.items,
      messages: this.messages,
      combats: this.combats,
      scenes: this.scenes,
      packs: systemPacks(this),
      macros: new Collection(),
      modules: new Map(),
      i18n: this.i18n,
      system: systemData(),
      release: { generation: this.world.generation },
      data: {},
      settings: this.#settingsApi(),
      time: {
        get worldTime() {
          return client.world.server.worldTime;
        },
        advance: async (delta: number) => {
          if (!isGM(client.user)) throw new Error("Only a gamemaster advances the world time");
          client.world.server.worldTime += delta;
        },
      },
    };
    Object.defineProperty(game, "user", { get: () => this.users.get(this.userId) });
    Object.defineProperty(game, "userId", { get: () => this.userId });
    Object.defineProperty(game, "combat", { get: () => this.combats.contents.at(-1) ?? null });
    this.#handlebars = null;
    const foundryNs = {
      utils: { ...UTILS, fromUuidSync: (uuid: string) => this.fromUuidSync(uuid) },
      data: { fields: FIELDS },
      abstract: { TypeDataModel, Document: class {} },
      dice: { terms: { Die, DiceTerm: Die, NumericTerm, OperatorTerm, RollTerm: class {} } },
      applications: applicationsNamespace(
        () => this.#handlebars as typeof Handlebars,
        this.dialogAnswers,
        this.sheets,
        () => this.window.document as unknown as Document,
      ),
      canvas: { placeables: { Token: class {} } },
    };
    Object.assign(this.globals, {
      game,
      ui: { notifications: this.notifications, combat: null, chat: null },
      CONFIG: this.config,
      Hooks: this.hooks,
      foundry: foundryNs,
      fromUuidSync: (uuid: string) => this.fromUuidSync(uuid),
      fromUuid: async (uuid: string) => this.fromUuidSync(uuid),
      Roll,
      ChatMessage: ChatMessageDocument,
      Actor: ActorDocument,
      Item: ItemDocument,
      Combat: CombatDocument,
      Combatant: CombatantDocument,
      User: UserDocument,
      ActiveEffect: ActiveEffectDocument,
      TokenDocument,
      Macro: class {},
      canvas: null,
    });
    const page = {
      document: () => this.window.document,
      window: () => this.window,
      FormData: () => this.window.FormData,
      Event: () => this.window.Event,
      HTMLElement: () => this.window.HTMLElement,
    };
    for (const [name, get] of Object.entries(page)) Object.defineProperty(this.globals, name, { get, enumerable: true, configurable: true });
  }

  #settingsApi(): Plain {
    const client = this;
    return {
      register: (namespace: string, key: string, config: Plain) => void client.#settings.set(`${namespace}.${key}`, registeredSetting({ ...config, key })),
      registerMenu: (namespace: string, key: string, config: Plain) => void client.menus.set(`${namespace}.${key}`, config),
      get: (namespace: string, key: string) => {
        const id = `${namespace}.${key}`;
        const config = client.#settings.get(id);
        if (!config) throw new Error(`${id} is not a registered setting`);
        return settingValue(config, config.scope === "world" ? client.#worldSettings.get(id) : client.#clientSettings.get(id));
      },
      set: async (namespace: string, key: string, value: unknown) => {
        const id = `${namespace}.${key}`;
        const config = client.#settings.get(id);
        if (!config) throw new Error(`${id} is not a registered setting`);
        value = writtenSetting(config, value);
        if (config.scope === "world") {
          // A world setting needs SETTINGS_MODIFY, which no player holds and an assistant may lack (FOUNDRY-FACTS §2).
          if (!isGM(client.user) || !client.world.server.holds(client.user.role, "SETTINGS_MODIFY"))
            throw new Error(`User ${client.user.name} lacks permission to update Setting [${id}]`);
          // A world setting is a Setting document: written through the server, which tells every client.
          await Promise.resolve();
          client.world.server.writeSetting(client.user, id, value);
        } else client.#clientSettings.set(id, deepClone(value));
        return value;
      },
    };
  }

  /** A document by uuid from this client's instances; null when there is none. */
  fromUuidSync(uuid: string): ClientDocument | null {
    const parts = uuid.split(".");
    let doc: ClientDocument | null | undefined = null;
    const [first, id] = parts;
    if (first === "Scene") doc = this.scenes.get(id);
    else if (first === "Actor") doc = this.actors.get(id);
    else if (first === "Item") doc = this.items.get(id);
    else if (first === "ChatMessage") doc = this.messages.get(id);
    else if (first === "Combat") doc = this.combats.get(id);
    else if (first === "User") doc = this.users.get(id);
    for (let i = 2; doc && i < parts.length; i += 2) {
      const [name, childId] = [parts[i], parts[i + 1]];
      if (name === "Token") doc = (doc as SceneDocument).tokens?.get(childId);
      else if (name === "Actor") doc = (doc as TokenDocument).actor?.id === childId ? (doc as TokenDocument).actor : null;
      else if (name === "Item") doc = (doc as ActorDocument).items?.get(childId);
      else if (name === "Combatant") doc = (doc as CombatDocument).combatants?.get(childId);
      else doc = null;
    }
    return doc ?? null;
  }

  sheetClassFor(documentName: DocumentName, type: string): (new (options: object) => { render(force?: boolean): Promise<unknown> }) | null {
    const base = documentName === "Actor" ? ActorDocument : documentName === "Item" ? ItemDocument : null;
    const entry = this.sheets.find((args) => {
      const [cls, , , options] = args as [unknown, string, unknown, { types?: string[] }];
      return cls === base && (options.types ?? []).includes(type);
    }) as unknown[] | undefined;
    return (entry?.[2] as new (options: object) => { render(force?: boolean): Promise<unknown> }) ?? null;
  }

  userDoc(id: string): UserDocument | undefined {
    return this.users.get(id);
  }

  documentClass(name: DocumentName): new (data: Plain, context: DocumentContext) => ClientDocument {
    return (this.config[name] as { documentClass: new (data: Plain, context: object) => ClientDocument }).documentClass;
  }

  dataModel(name: DocumentName, type: string): typeof TypeDataModel | undefined {
    return (this.config[name] as { dataModels?: Record<string, typeof TypeDataModel> } | undefined)?.dataModels?.[type];
  }

  /**
   * The users this client knows to be connected: those connected when it booted, then as the server
   * tells it, a moment after the fact (so two gamemasters' clients can briefly each take itself for
   * the active gamemaster, FOUNDRY-FACTS §4).
   */
  readonly activeUsers = new Set<string>();

  isActive(userId: string): boolean {
    return this.activeUsers.has(userId);
  }

  holds(role: number, permission: UserPermission): boolean {
    return this.world.server.holds(role, permission);
  }

  callHook(name: string, ...args: unknown[]): boolean {
    return this.hooks.call(name, ...args);
  }

  callAllHooks(name: string, ...args: unknown[]): void {
    this.hooks.callAll(name, ...args);
  }

  get page(): Document {
    return this.window.document as unknown as Document;
  }

  query(userId: string, name: string, data: unknown, options: { timeout?: number }): Promise<unknown> {
    return this.world.transport.send(this.userId, userId, name, data, options);
  }

  /** Runs this client's handler of a query it received (FI#13418: no sender passed). */
  answer(name: string, data: unknown, options: { timeout?: number }): Promise<unknown> {
    return this.run(async () => {
      const handler = (this.config.queries as Record<string, (data: unknown, options: object) => unknown>)[name];
      if (typeof handler !== "function") throw new Error(`No query handler ${name}`);
      return handler(data, { timeout: options.timeout });
    });
  }

  /** The instance this client holds for a write's document. */
  #instance(documentName: DocumentName, id: string, parent?: WriteOperation["parent"]): ClientDocument | undefined {
    if (!parent) {
      // A document that failed validation is still updated through `getInvalid` (D5 module/migration.mjs).
      const collection = this.#collection(documentName) as Collection<ClientDocument> | undefined;
      return collection?.get(id) ?? (collection?.invalidDocumentIds.has(id) ? collection.getInvalid(id) : undefined);
    }
    if (parent.documentName === "Token") return this.scenes.get(parent.sceneId as string)?.tokens.get(parent.id)?.actor ?? undefined;
    if ((documentName === "Item" || documentName === "ActiveEffect") && parent.sceneId) {
      const [sceneId, tokenId] = parent.sceneId.split(".");
      const actor = this.scenes.get(sceneId)?.tokens.get(tokenId)?.actor;
      return documentName === "Item" ? actor?.items.get(id) : actor?.effects.get(id);
    }
    const holder = this.#instance(parent.documentName, parent.id);
    if (documentName === "Item") return (holder as ActorDocument | undefined)?.items.get(id);
    if (documentName === "ActiveEffect") return (holder as ActorDocument | undefined)?.effects.get(id);
    if (documentName === "Combatant") return (holder as CombatDocument | undefined)?.combatants.get(id);
    if (documentName === "Token") return (holder as SceneDocument | undefined)?.tokens.get(id);
    return undefined;
  }

  #collection(documentName: DocumentName): Collection<ClientDocument> | undefined {
    const name = GAME_COLLECTIONS[documentName];
    return name ? ((this as unknown as Record<string, Collection<ClientDocument>>)[name] ?? undefined) : undefined;
  }

  /**
   * A write from this client: the `preCreate`/`preUpdate` hooks here first (false cancels; FOUNDRY-FACTS
   * §3), the data model's validation of the new data (a failure rejects, nothing is sent), then the
   * server; a refusal rejects with the server's error and shows it as an error notification.
   * @returns this client's instance of the written document (undefined when a hook cancelled)
   */
  async write(operation: WriteOperation): Promise<unknown> {
    const op = deepClone({
      ...operation,
      data: "data" in operation ? serializeRolls(operation.data) : undefined,
      changes: "changes" in operation ? serializeRolls(operation.changes) : undefined,
    }) as WriteOperation;
    const suffix = op.parent && op.documentName === "Actor" ? "Actor" : op.documentName;
    if (op.action === "create") {
      // A create keeps the `_id` it was given only with `keepId` (A13 DatabaseCreateOperation#keepId); else a new one is drawn.
      if (op.options.keepId !== true || typeof op.data._id !== "string") op.data._id = UTILS.randomID();
      if (op.documentName === "ChatMessage") op.data.author ??= this.userId;
      const DocClass = this.documentClass(op.documentName);
      const parent = op.parent ? this.#instance(op.parent.documentName, op.parent.id) : null;
      const pending = new DocClass(deepClone(op.data), { host: this, parent });
      if (this.hooks.call(`preCreate${suffix}`, pending, op.data, op.options, this.userId) === false) return undefined;
      const system = this.#validate(op.documentName, op.data);
      if (system) op.data.system = system;
    } else if (op.action === "update") {
      const doc = this.#instance(op.documentName, op.id, op.parent);
      if (!doc) throw new Error(`${op.documentName} [${op.id}] does not exist`);
      if (this.hooks.call(`preUpdate${suffix}`, doc, op.changes, op.options, this.userId) === false) return undefined;
      const type = String(op.changes.type ?? doc.type);
      refuseTypeChange(op, doc._source, !!this.dataModel(op.documentName, type));
      op.changes = this.#migratedChanges(op.documentName, type, op.changes);
      const system = this.#validate(op.documentName, updatedSource(doc._source, op.changes, op.options), op.changes);
      if (system) op.changes = cleanedChanges(op.changes, system);
    } else {
      const doc = this.#instance(op.documentName, op.id, op.parent);
      if (doc && this.hooks.call(`preDelete${suffix}`, doc, op.options, this.userId) === false) return undefined;
    }
    let id: string;
    try {
      id = this.world.server.write(this.user, op);
    } catch (error) {
      this.notifications.error((error as Error).message);
      throw error;
    }
    return this.#instance(op.documentName, id, op.parent);
  }

  /**
   * An update's data as the subtype's data model migrates it: its `system` part, expanded, passes
   * through the model's `migrateData` as it stands, a part of the data and not the whole (FI#14482).
   */
  #migratedChanges(documentName: DocumentName, type: string, changes: Plain): Plain {
    const Model = this.dataModel(documentName, type);
    const expanded = expandObject(changes);
    if (!Model || typeof expanded.system !== "object" || expanded.system === null || Array.isArray(expanded.system)) return changes;
    return { ...expanded, system: Model.migrateData(deepClone(expanded.system as Plain)) };
  }

  /**
   * The data model's check of a document's new data (and of an update's own values). The model's
   * `migrateData` runs on a write's data too, as it does on `update` and `updateSource` data
   * (FI#14482: migrateData is given partial update data and cannot tell it from a whole source).
   * @returns the cleaned `system` data, which is what the server stores; undefined for a document without a model
   * @throws DataModelValidationError
   */
  #validate(documentName: DocumentName, data: Plain, changes?: Plain): Plain | undefined {
    // A document stored without a type has core's base type (BASE_DOCUMENT_TYPE, the `type` field's initial value).
    const Model = this.dataModel(documentName, (data.type as string | undefined) ?? "base");
    if (!Model) return undefined;
    try {
      if (changes) refuseNulls(Model.schema, expandObject(changes).system);
      return Model.cleanData(Model.migrateData(deepClone((data.system as Plain) ?? {})));
    } catch (error) {
      if (error instanceof DataModelValidationError) this.notifications.error(error.message);
      throw error;
    }
  }

  /** Takes a world setting's new value the server sends, and calls its `onChange` as this client. */
  receiveSetting(id: string, value: unknown): void {
    this.#worldSettings.set(id, deepClone(value));
    const config = this.#settings.get(id);
    const onChange = config?.onChange as ((value: unknown) => void) | undefined;
    if (config && onChange) this.run(() => onChange(settingValue(config, value)));
  }

  /** Applies what the server says was written and fires the hooks, as this client. */
  receive(broadcast: Broadcast): void {
    this.run(() => this.#apply(broadcast));
  }

  /** Renders again the open sheets of a changed document and of its parent (FOUNDRY-FACTS: a sheet follows its document). */
  #rerender(...documents: (ClientDocument | null | undefined)[]): void {
    for (const document of documents) {
      for (const app of (document as { apps?: Set<{ rendered: boolean; render(): Promise<unknown> }> } | null | undefined)?.apps ?? []) {
        if (!app.rendered) continue;
        const rendering = app.render().catch((error: unknown) => void this.hooks.errors.push({ hook: "render", error }));
        this.hooks.pending.add(rendering);
        void rendering.finally(() => this.hooks.pending.delete(rendering));
      }
    }
  }

  #apply(broadcast: Broadcast): void {
    this.#applyChange(broadcast);
    const { operation, top, id } = broadcast;
    const topDoc = this.#collection(top.documentName)?.get(top.id);
    this.#rerender(topDoc, operation.parent ? this.#instance(operation.documentName, id, operation.parent) : null);
  }

  #applyChange({ operation, top, id, after, changed, userId, topAfter }: Broadcast): void {
    const topDoc = this.#collection(top.documentName)?.get(top.id);
    const { documentName, action, options } = operation;
    if (!operation.parent) {
      const collection = this.#collection(documentName) as Collection<ClientDocument>;
      if (action === "create") {
        const doc = new (this.documentClass(documentName))(after as Plain, { host: this });
        collection.set(id, doc);
        this.hooks.callAll(`create${documentName}`, doc, options, userId);
      } else if (action === "update") {
        const doc = collection.get(id);
        // A client still booting (or one that holds the document as invalid) has no instance to change:
        // it builds the document from what is stored when it loads the world.
        if (!doc) return;
        doc._source = deepClone(after as Plain);
        doc.prepareData();
        if (documentName === "Actor") this.#refreshTokensOf(id);
        this.hooks.callAll(`update${documentName}`, doc, changed, options, userId);
      } else {
        const doc = collection.get(id);
        collection.delete(id);
        if (doc) this.hooks.callAll(`delete${documentName}`, doc, options, userId);
      }
      return;
    }
    // An embedded document or a synthetic actor: the top-level document is rebuilt from the store.
    const before = this.#instance(documentName, id, operation.parent);
    const stored = topAfter ?? (this.world.server.store.get(top.documentName)!.get(top.id) as Plain);
    if (topDoc) {
      topDoc._source = deepClone(stored);
      topDoc.prepareData();
    }
    const doc = action === "delete" ? before : this.#instance(documentName, id, operation.parent);
    if (!doc) return;
    const hook = operation.parent.documentName === "Token" ? "Actor" : documentName;
    if (action === "create") this.hooks.callAll(`create${hook}`, doc, options, userId);
    else if (action === "update") this.hooks.callAll(`update${hook}`, doc, changed, options, userId);
    else this.hooks.callAll(`delete${hook}`, doc, options, userId);
  }

  /** Unlinked tokens of an actor rebuild their synthetic actors when the base actor changes. */
  #refreshTokensOf(actorId: string): void {
    for (const scene of this.scenes) for (const token of scene.tokens) if (token.actorId === actorId) token.refreshActor();
  }

  /** Builds this client's instances of everything the server stores (as Foundry does after `init`). */
  loadDocuments(): void {
    // The world's data as the server sent it, before any document class migrated it (A13 `Game#data`;
    // D5 module/migration.mjs reads `game.data.actors` for documents that failed validation).
    const sent: Record<string, Plain[]> = {};
    (this.globals.game as Plain).data = sent;
    this.run(() => {
      for (const [name, key] of Object.entries(GAME_COLLECTIONS) as [DocumentName, string][]) {
        sent[key] = [...this.world.server.store.get(name)!.values()].map((data) => deepClone(data));
        const collection = (this as unknown as Record<string, Collection<ClientDocument>>)[key];
        for (const id of [...collection.keys()]) collection.delete(id);
      }
      // Actors first, so tokens find their base actors.
      for (const name of ["User", "Actor", "Item", "Scene", "ChatMessage", "Combat"] as DocumentName[]) {
        const collection = this.#collection(name) as Collection<ClientDocument>;
        const DocumentClass = this.documentClass(name);
        for (const data of this.world.server.store.get(name)!.values()) {
          const { document, valid } = buildStored(
            () => new DocumentClass(data, { host: this }),
            () => new DocumentClass(data, { host: this, strict: false }),
          );
          if (valid) collection.set(data._id as string, document);
          else collection.setInvalid(data._id as string, document);
        }
      }
    });
  }

  readonly #modules = new Map<string, unknown>();

  #fromSources = false;

  /**
   * Whether this client loaded the system from its sources, not the run's bundle: its dynamic imports
   * then wait on the test runner's module loader (`World#settle` gives them time).
   */
  get fromSources(): boolean {
    return this.#fromSources;
  }

  /**
   * One of the system's modules as this client loaded it (paths relative to `src/`, among those
   * `boot` was given to expose).
   */
  module<T = Record<string, never>>(path: string): T {
    const loaded = this.#modules.get(path);
    if (!loaded) throw new Error(`${path} was not exposed at boot`);
    return loaded as T;
  }

  /**
   * Loads the system's code as a browser does, in a module registry of its own (the run's bundle of
   * it when the world's setup made one, tests/setup/system-bundle.ts), and runs `init`,
   * builds the documents, then `i18nInit`, `setup` and `ready`.
   * @param entry the module to load (the system's `src/index.ts`)
   * @param expose modules (paths relative to `src/`) the tests call as this client
   * @param modules the world's modules: their translations joined to the client's language, their
   *   scripts run after the system's code is loaded, before `init`
   */
  async boot(entry: string, expose: readonly string[] = [], modules: readonly WorldModule[] = []): Promise<void> {
    const translations = Object.assign({}, ...modules.map((module) => module.translations ?? {})) as Record<string, string>;
    Object.assign(this.i18n.translations, translations);
    this.#handlebars = await this.run(async () => {
      const hbs = await makeHandlebars(this.lang, translations);
      this.globals.Handlebars = hbs;
      return hbs;
    });
    this.#fromSources = !loadsFromBundle(expose, entry);
    await this.run(async () => {
      for (const [path, module] of await loadSystem(expose, entry)) this.#modules.set(path, module);
      for (const module of modules) module.script?.();
      this.hooks.callAll("init");
    });
    this.loadDocuments();
    this.run(() => {
      this.hooks.callAll("i18nInit");
      this.hooks.callAll("setup");
      this.hooks.callAll("ready");
    });
  }
}

/**
 * Renders a message as the chat log does and fires `renderChatMessageHTML(message, html, context)`
 * on this client (A13/A14 hookEvents.renderChatMessageHTML: an HTMLElement), so the system wires its
 * buttons; returns the element, on this client's page, to read and click. A message's rolls are
 * rendered by their own classes (`Roll#render`) after its content, private where the viewer may not
 * see the content (inferred from core's roll messages: the rolls' HTML joins the content).
 */
export async function renderMessageOn(client: Client, message: ChatMessageDocument): Promise<HTMLElement> {
  return client.run(async () => {
    const li = await message.renderHTML({ canDelete: client.user.role >= 3, canClose: false });
    client.window.document.body.appendChild(li as never);
    return li;
  });
}

/** Roll objects in written data are stored as their JSON text, as Foundry stores a message's rolls. */
function serializeRolls<T>(data: T): T {
  if (!data || typeof data !== "object") return data;
  const rolls = (data as Plain).rolls;
  if (!Array.isArray(rolls)) return data;
  return { ...data, rolls: rolls.map((roll) => (typeof roll === "string" ? roll : JSON.stringify(roll))) } as T;
}

/**
 * An update's changes with its `system` part as the data model cleans it: each value the cleaned data
 * holds at its path (a number typed as text stored as the number), and a key the model does not
 * know dropped, as the server stores only cleaned data (A13 classes/foundry.data.fields.DataField.html,
 * `clean`; D5 and DS models drop what their schema lacks). Foundry's own `-=key` deletions are kept.
 */
function cleanedChanges(changes: Plain, cleaned: Plain): Plain {
  const expanded = expandObject(changes);
  if (!expanded.system || typeof expanded.system !== "object") return changes;
  const pick = (patch: Plain, clean: Plain): Plain =>
    Object.fromEntries(
      Object.entries(patch).flatMap(([key, value]): [string, unknown][] => {
        if (key.startsWith("-=") || key.startsWith("==")) return [[key, value]];
        if (!(key in clean)) return [];
        const kept = clean[key];
        const nested = value && typeof value === "object" && !Array.isArray(value) && kept && typeof kept === "object" && !Array.isArray(kept);
        return [[key, nested ? pick(value as Plain, kept as Plain) : kept]];
      }),
    );
  return { ...expanded, system: pick(expanded.system as Plain, cleaned) };
}

/**
 * An update that changes a document's `type` is refused unless its `system` is force-replaced
 * (`==system`) or the update is not recursive, for a document with type data (foundryvtt#11951; the
 * check quoted in League-of-Foundry-Developers/foundry-vtt-types#3334). Without `diff: false` a
 * `type` equal to the current one is no change.
 * @throws Error with core's message
 */
function refuseTypeChange(op: Extract<WriteOperation, { action: "update" }>, source: Plain, typed: boolean): void {
  if (!typed || !("type" in op.changes)) return;
  if (op.options.diff !== false && op.changes.type === source.type) return;
  if (op.options.recursive === false || "==system" in op.changes) return;
  throw new Error("The type of a Document can be changed only if the system field is force-replaced (==) or updated with {recursive: false}");
}
