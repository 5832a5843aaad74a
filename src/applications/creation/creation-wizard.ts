/**
 * The character creation wizard's window: it keeps the wizard's state (wizard-state.ts) while open,
 * renders it (wizard-view.ts), and creates the character only at Finish, so closing it half-way
 * creates nothing.
 */
import { ATTRIBUTE_KEYS, type AttributeKey, SYSTEM_ID, SYSTEM_PATH } from "../../constants.ts";
import { speciesReferences } from "../../documents/creation/species-references.ts";
import { SWD6Actor, templateReferences } from "../../documents/actor.ts";
import { foundryFormat, foundryTranslator } from "../sheet-shared.ts";
import {
  type WizardChange,
  type WizardProblem,
  type WizardSetup,
  type WizardState,
  addExtraSkill,
  addSpecialization,
  chooseGear,
  chooseSpecies,
  stepAttribute,
  initialWizardState,
  nextStep,
  placeSkillDice,
  previousStep,
  removeSpecialization,
  wizardResult,
  wizardSetup,
} from "./wizard-state.ts";
import { wizardView } from "./wizard-view.ts";
import { itemData } from "../../data/document-data.ts";
import { getRuleSetting } from "../../settings.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** The creation wizard's window for one template. */
export class CreationWizard extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: [SYSTEM_ID, "swd6-creation-window"],
    window: { title: "SWD6.Creation.title", icon: "fa-solid fa-user-plus" },
    position: { width: 640, height: 720 },
    actions: {
      next: CreationWizard.#onNext,
      back: CreationWizard.#onBack,
      finish: CreationWizard.#onFinish,
      addSkill: CreationWizard.#onAddSkill,
      addSpecialization: CreationWizard.#onAddSpecialization,
      removeSpecialization: CreationWizard.#onRemoveSpecialization,
      stepAttribute: CreationWizard.#onStepAttribute,
    },
  };

  static override PARTS = {
    body: { template: `${SYSTEM_PATH}/templates/apps/creation-wizard.hbs`, scrollable: [".swd6-creation-body"] },
  };

  readonly #setup: WizardSetup;
  #state: WizardState;
  #problems: WizardProblem[] = [];
  #finishing = false;

  /**
   * @param setup the wizard's setup (see {@link openCreationWizard})
   * @param options the window's options
   */
  constructor(setup: WizardSetup, options: Record<string, unknown> = {}) {
    super(options as never);
    this.#setup = setup;
    this.#state = initialWizardState(setup, setup.templateName);
  }

  protected override async _prepareContext(): Promise<never> {
    return wizardView(this.#state, this.#setup, foundryTranslator(), this.#problems, foundryFormat) as never;
  }

  /**
   * Fields write their value into the state as they change; a refused value is put back. The
   * listener sits on the window's element, which stays across renders, so it is added once, after
   * the first render made the element.
   */
  #listening = false;

  /** Starts listening to the wizard's fields; call once the window is rendered. */
  listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    this.element.addEventListener("change", (event) => {
      const input = event.target as HTMLInputElement | null;
      if (!input) return;
      const { wizardField, skillDice, gearIndex } = input.dataset;
      if (wizardField === "name" || wizardField === "species") this.#state = { ...this.#state, [wizardField]: input.value };
      else if (wizardField === "speciesChoice") {
        this.#state = chooseSpecies(this.#state, this.#setup, input.value);
        void this.render();
      } else if (skillDice !== undefined) this.#apply(placeSkillDice(this.#state, skillDice, input.value));
      else if (gearIndex !== undefined) this.#state = chooseGear(this.#state, Number(gearIndex), input.checked);
    });
  }

  /** Keeps an accepted change, or shows why the rules refused it; re-renders either way. */
  #apply(change: WizardChange): void {
    this.#state = change.state;
    this.#problems = change.problem ? [change.problem] : [];
    void this.render();
  }

  static async #onNext(this: CreationWizard): Promise<void> {
    const moved = nextStep(this.#state, this.#setup);
    this.#state = moved.state;
    this.#problems = moved.problems;
    await this.render();
  }

  static async #onBack(this: CreationWizard): Promise<void> {
    this.#state = previousStep(this.#state, this.#setup);
    this.#problems = [];
    await this.render();
  }

  static async #onAddSkill(this: CreationWizard): Promise<void> {
    const key = this.element.querySelector<HTMLSelectElement>("[data-add-skill]")?.value ?? "";
    this.#state = addExtraSkill(this.#state, this.#setup, key);
    await this.render();
  }

  static async #onAddSpecialization(this: CreationWizard): Promise<void> {
    const value = (selector: string) => this.element.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value ?? "";
    this.#apply(addSpecialization(this.#state, value("[data-spec-skill]"), value("[data-spec-name]"), value("[data-spec-dice]")));
  }

  /** The − and + of an attribute on the attributes step (`data-attribute`, `data-step` of 1 or -1). */
  static async #onStepAttribute(this: CreationWizard, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.attribute as AttributeKey | undefined;
    const step = Number(target.dataset.step);
    if (!key || !ATTRIBUTE_KEYS.includes(key) || (step !== 1 && step !== -1)) return;
    this.#apply(stepAttribute(this.#state, this.#setup, key, step));
  }

  static async #onRemoveSpecialization(this: CreationWizard, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.#state = removeSpecialization(this.#state, Number(target.dataset.index));
    await this.render();
  }

  /** Creates the character with everything chosen, in one creation, then opens its sheet. */
  static async #onFinish(this: CreationWizard): Promise<void> {
    if (this.#finishing) return;
    this.#finishing = true;
    try {
      const actor = await SWD6Actor.createFromWizard(wizardResult(this.#state, this.#setup));
      if (actor) await this.close();
    } catch (error) {
      this.#problems = [{ key: "SWD6.Creation.problem.failed", data: { error: (error as Error).message } }];
      await this.render();
    } finally {
      this.#finishing = false;
    }
  }
}

/**
 * Opens the creation wizard for a template, after reading the skills and gear compendiums.
 * @param template a `template` Item
 * @returns the wizard, or undefined when the user may not create actors (a warning is shown)
 * @throws Error when the item is not a template
 */
export async function openCreationWizard(template: Item.Implementation): Promise<CreationWizard | undefined> {
  if (template.type !== "template") throw new Error(`${template.name} is not a character template`);
  if (!game.user.can("ACTOR_CREATE")) {
    ui.notifications?.warn("SWD6.Template.cannotCreate", { localize: true });
    return undefined;
  }
  const [{ skills, gear }, species] = await Promise.all([templateReferences(), speciesReferences()]);
  const setup = wizardSetup(template.name, itemData(template, "template")!, skills, gear, species, getRuleSetting("startingForcePoints"));
  const wizard = new CreationWizard(setup);
  await wizard.render({ force: true });
  wizard.listen();
  return wizard;
}
