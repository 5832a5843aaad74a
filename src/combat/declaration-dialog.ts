/**
 * The declaration dialog: a combatant's actions for the round (action with the skill or weapon it
 * uses and a free label, walk, run, draw, planned reaction), with each action's segment and the
 * multiple action penalty as the list grows (declaration-form.ts), "same as last round", and the
 * declaration sent as a round command. It opens on its first field, and Enter in a field declares.
 */
import { SYSTEM_HOOKS, callAfterHook, callPreHook } from "../dice/pipeline/system-hooks.ts";
import { SYSTEM_ID, SYSTEM_PATH, ATTRIBUTE_KEYS, attributeLabel } from "../constants.ts";
import type { DeclaredAction } from "../rules/actions/segments.ts";
import { type RollOption, declarationFormView, readDeclarationForm } from "./flow/declaration-form.ts";
import { formatRollRef } from "./flow/roll-ref.ts";
import { memberOf } from "./flow/round-state.ts";
import { submitRoundCommand } from "./round-query.ts";
import type { SWD6Combat } from "./combat.ts";
import { focusFirstField, formFields, submitOnEnter } from "../applications/form-fields.ts";
import { skillLabel } from "../labels.ts";
import { foundryTranslator } from "../applications/sheet-shared.ts";
import { itemsOfType } from "../data/document-data.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/**
 * What an actor can roll for a declared action: weapons, skills (named in the user's language and
 * sorted as that language sorts), attributes.
 */
export function rollOptions(actor: Actor.Implementation | null | undefined): RollOption[] {
  const items = actor?.items.contents ?? [];
  const i18n = foundryTranslator();
  return [
    ...items.filter((i) => i.type === "weapon").map((i) => ({ ref: `weapon:${i.id}`, name: i.name, group: "weapon" as const })),
    ...itemsOfType(items, "skill")
      .map((i) => ({ ref: `skill:${i.id}`, name: skillLabel(i, i18n), group: "skill" as const }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.lang)),
    ...ATTRIBUTE_KEYS.map((key) => ({
      ref: formatRollRef({ type: "attribute", key }),
      name: game.i18n.localize(attributeLabel(key)),
      group: "attribute" as const,
    })),
  ];
}

/** The declaration dialog of one combatant. */
export class DeclarationDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: [SYSTEM_ID, "swd6-declaration"],
    position: { width: 620 },
    window: { icon: "fa-solid fa-list-ol" },
    form: { handler: DeclarationDialog.#onSubmit, closeOnSubmit: false, submitOnChange: false },
    actions: {
      addAction: DeclarationDialog.#onAdd,
      removeAction: DeclarationDialog.#onRemove,
      sameAsLast: DeclarationDialog.#onSameAsLast,
    },
  };

  static override PARTS = {
    form: { template: `${SYSTEM_PATH}/templates/combat/declaration-dialog.hbs` },
  };

  /** The rows as the user has them. */
  actions: DeclaredAction[];

  constructor(
    readonly combat: SWD6Combat,
    readonly combatantId: string,
    options: object = {},
  ) {
    super(options as never);
    const member = combat.roundState?.combatants.find((c) => c.declaration.id === combatantId);
    this.actions = member?.declared && member.declaration.actions.length > 0 ? structuredClone(member.declaration.actions) : [{ kind: "action" }];
  }

  override get title(): string {
    return game.i18n.format("SWD6.Combat.Dialog.title", { name: this.combat.combatants.get(this.combatantId)?.name ?? "" });
  }

  protected override async _prepareContext(options: Parameters<InstanceType<typeof ApplicationV2>["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const combatant = this.combat.combatants.get(this.combatantId);
    const state = this.combat.roundState;
    const previous = state?.combatants.find((c) => c.declaration.id === this.combatantId)?.previous ?? [];
    return Object.assign(context, {
      name: combatant?.name ?? "",
      form: declarationFormView(this.actions, rollOptions(combatant?.actor)),
      canRepeat: previous.length > 0,
    });
  }

  #wired = false;

  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    if (this.#wired) return;
    this.#wired = true;
    focusFirstField(this.element);
    submitOnEnter(this.element as HTMLFormElement);
    // Every change re-reads the rows, so the penalty and the segments follow the typing.
    this.element.addEventListener("change", () => {
      this.actions = this.#read();
      void this.render();
    });
  }

  #read(): DeclaredAction[] {
    return readDeclarationForm(formFields(this.element as HTMLFormElement));
  }

  static async #onAdd(this: DeclarationDialog): Promise<void> {
    this.actions = [...this.#read(), { kind: "action" }];
    await this.render();
  }

  static async #onRemove(this: DeclarationDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset.index);
    this.actions = this.#read().filter((_, i) => i !== index);
    await this.render();
  }

  static async #onSameAsLast(this: DeclarationDialog): Promise<void> {
    const state = this.combat.roundState;
    this.actions = structuredClone(state ? memberOf(state, this.combatantId).previous : []);
    await this.render();
  }

  static async #onSubmit(this: DeclarationDialog): Promise<void> {
    const actions = this.#read();
    const view = declarationFormView(actions, []);
    const state = this.combat.roundState;
    if (view.error || !state) {
      if (view.error) ui.notifications?.warn(view.error, { localize: true });
      return;
    }
    // A module may change the actions (`declaration.actions`) or keep the declaration from being sent.
    const declaration = { combatant: this.combatantId, actions };
    if (!callPreHook(SYSTEM_HOOKS.declare.pre, this.combat, declaration)) return;
    const sent = await submitRoundCommand(this.combat, {
      type: "declare",
      combatant: this.combatantId,
      actions: declaration.actions,
      round: state.round,
      phase: state.phase,
      segment: state.segment,
    });
    if (!sent) return;
    callAfterHook(SYSTEM_HOOKS.declare.post, this.combat, Object.freeze(declaration));
    await this.close();
  }
}

/** Opens the declaration dialog of a combatant. */
export async function openDeclarationDialog(combat: SWD6Combat, combatantId: string): Promise<void> {
  if (!combat.combatants.get(combatantId)) return;
  await new DeclarationDialog(combat, combatantId).render({ force: true });
}
