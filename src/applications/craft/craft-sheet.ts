/**
 * What the vehicle and starship sheets share: the crew (characters dropped on the sheet board it), the
 * weapons, the damage state, the notes, and the piloting and gunnery rolls, every code from
 * craft-view.ts (which asks the rules). The two sheets differ only in their type and their stats.
 */
import {
  type CraftKind,
  type CraftView,
  type CraftWeaponData,
  type CrewRollView,
  type CrewSlotData,
  addCrewMember,
  changeCrewSlot,
  craftFormContext,
  crewDropRefusal,
} from "./craft-view.ts";
import { craftSkillName } from "../../rules/vehicles/crew-roll.ts";
import { editRowItem, deleteRowItem, SWD6ActorSheet, enrichText, foundryTranslator, notifyError } from "../sheet-shared.ts";
import { crewSkillText, localizedCraftView } from "./craft-terms.ts";
import { sheetPart, primaryTabs } from "../sheet-parts.ts";
import { craftViewOf, craftWeapons, loadSkillAttributes } from "./craft-documents.ts";
import { openRollDialog } from "../roll-dialog.ts";
import { changeSpaceRange, openAttackDialog, rollMovement } from "../on-demand/windows.ts";
import { type CraftSystem, actorOfUuid, craftData } from "../../data/document-data.ts";
import { createOwnedItems, updateSystem } from "../../data/document-writes.ts";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptionsOf<CraftSheet>;

/** The vehicle and starship sheets' shared class; each names its type, size and stats part. */
export class CraftSheet extends SWD6ActorSheet {
  /** Vehicle or starship. */
  static KIND: CraftKind = "vehicle";

  static override DEFAULT_OPTIONS = {
    classes: ["actor", "craft"],
    position: { width: 820, height: 860 },
    actions: {
      rollPiloting: CraftSheet.#onRollPiloting,
      moveCraft: CraftSheet.#onMoveCraft,
      changeRange: CraftSheet.#onChangeRange,
      editItem: editRowItem,
      deleteItem: deleteRowItem,
      rollWeapon: CraftSheet.#onRollWeapon,
      removeCrew: CraftSheet.#onRemoveCrew,
      openCrew: CraftSheet.#onOpenCrew,
      createWeapon: CraftSheet.#onCreateWeapon,
    },
  };

  static override PARTS = {
    header: sheetPart("actor/craft/craft-header", true),
    tabs: sheetPart("actor/sheet-tabs", true),
    crew: sheetPart("actor/craft/craft-crew"),
    stats: sheetPart("actor/craft/craft-stats"),
    damage: sheetPart("actor/craft/craft-damage"),
    notes: sheetPart("actor/craft/craft-notes"),
  };

  static override TABS = primaryTabs("SWD6.Craft.Tab", [
    ["crew", "user-astronaut"],
    ["stats", "gauge"],
    ["damage", "burst"],
    ["notes", "book-open"],
  ]);

  /** The craft's kind, from the subclass. */
  get kind(): CraftKind {
    return (this.constructor as typeof CraftSheet).KIND;
  }

  /** The craft's weapons as the view reads them. */
  #weapons(): CraftWeaponData[] {
    return craftWeapons(this.document);
  }

  /** The crew view of the craft as it is now. */
  #view(): Promise<CraftView> {
    return craftViewOf(this.document, this.kind);
  }

  /** The craft's model (a vehicle's or a starship's). */
  get craftSystem(): CraftSystem {
    const system = craftData(this.document);
    if (!system) throw new Error(`${this.document.name} is not a vehicle or starship`);
    return system;
  }

  protected override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const system = this.craftSystem;
    const view = await this.#view();
    const i18n = foundryTranslator();
    return Object.assign(context, {
      actor,
      system,
      sheet: localizedCraftView(view, i18n),
      crewSkills: system.crewSkills.map((skill) => ({ ...skill, name: crewSkillText(skill.name, i18n) })),
      ...craftFormContext(this.kind, system),
      weaponOptions: view.weapons.map((weapon) => ({ value: weapon.id, label: weapon.name })),
      tabs: this._prepareTabs("primary"),
      enrichedNotes: await enrichText(system.notes, actor),
    });
  }

  /** The crew list is an array: a slot's role or weapon updates the whole list, not the form's keys. */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    const input = event.target as HTMLSelectElement | null;
    const index = input?.dataset.crewIndex;
    const field = input?.dataset.crewField;
    if (!input || index === undefined || (field !== "role" && field !== "weaponId")) {
      super._onChangeForm(formConfig, event);
      return;
    }
    if (!this.isEditable) return;
    const slots = this.craftSystem.crewSlots;
    const crewSlots = changeCrewSlot(slots, Number(index), { [field]: input.value } as Partial<CrewSlotData>);
    void updateSystem(this.document, { crewSlots });
  }

  /** Nothing dropped on a sheet its user may not edit changes the craft. */
  protected override async _onDrop(event: DragEvent): Promise<void> {
    if (!this.isEditable) return;
    await super._onDrop(event);
  }

  /** A character dropped on the craft boards it (the pilot's seat first, then a free gunner's post). */
  protected override async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    const system = this.craftSystem;
    const refusal = crewDropRefusal({ type: actor.type, uuid: actor.uuid }, system.crewSlots);
    if (refusal) {
      notifyError(game.i18n.format(refusal, { name: actor.name }));
      return null;
    }
    const crewSlots = addCrewMember(
      system.crewSlots,
      actor.uuid,
      this.#weapons().map((weapon) => weapon.id),
    );
    await updateSystem(this.document, { crewSlots });
    return null;
  }

  /** Opens the roll dialog for a crew roll: the crew member rolls, or the craft for its printed crew. */
  async #roll(roll: CrewRollView, craftLabel: string): Promise<void> {
    const member = roll.member ? actorOfUuid(roll.member.uuid) : null;
    const attributes = await loadSkillAttributes();
    const attribute = roll.skillName ? (attributes.get(craftSkillName(roll.skillName).key) ?? "mec") : "mec";
    await openRollDialog({
      actor: member ?? this.document,
      label: `${roll.skillName ? crewSkillText(roll.skillName, foundryTranslator()) : game.i18n.localize("SWD6.Craft.noSkill")} + ${game.i18n.localize(craftLabel)}`,
      code: roll.code,
      attribute,
      kind: "skill",
    });
  }

  static async #onRollPiloting(this: CraftSheet): Promise<void> {
    if (!this.document.isOwner) return;
    await this.#roll((await this.#view()).piloting, "SWD6.Craft.maneuverability");
  }

  /** The pilot's movement roll: speed and terrain asked, rolled and posted by movement-flow.ts. */
  static async #onMoveCraft(this: CraftSheet): Promise<void> {
    if (!this.document.isOwner) return;
    const piloting = (await this.#view()).piloting;
    const attributes = await loadSkillAttributes();
    const attribute = piloting.skillName ? (attributes.get(craftSkillName(piloting.skillName).key) ?? "mec") : "mec";
    const label = `${piloting.skillName || game.i18n.localize("SWD6.Craft.noSkill")} + ${game.i18n.localize("SWD6.Craft.maneuverability")}`;
    const pilot = piloting.member ? actorOfUuid(piloting.member.uuid) : null;
    await rollMovement({ craft: this.document, kind: this.kind, piloting, pilot, attribute, label });
  }

  /** The range to another starship: declared, rolled and posted by space-range-flow.ts. */
  static async #onChangeRange(this: CraftSheet): Promise<void> {
    if (!this.document.isOwner || this.kind !== "starship") return;
    await changeSpaceRange({
      craft: this.document,
      shipOf: async (actor) => (await import("./space-range/space-range-post.ts")).spaceRangeShipOf(actor, game.user),
    });
  }

  static async #onRollWeapon(this: CraftSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.document.isOwner) return;
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    const weapon = (await this.#view()).weapons.find((entry) => entry.id === id);
    const item = this.document.items.get(id ?? "");
    if (!weapon || !item) return;
    // The gunner's skill alone: the attack adds the fire control and the scale dice (planAttack).
    const label = weapon.roll.skillName ? crewSkillText(weapon.roll.skillName, foundryTranslator()) : game.i18n.localize("SWD6.Craft.noSkill");
    await openAttackDialog(this.document, item, {
      crewSkill: { label, code: weapon.roll.skill },
      space: this.kind === "starship",
    });
  }

  static async #onRemoveCrew(this: CraftSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const index = Number(target.closest<HTMLElement>("[data-crew-index]")?.dataset.crewIndex);
    const slots = this.craftSystem.crewSlots;
    await updateSystem(this.document, { crewSlots: slots.filter((_, i) => i !== index) });
  }

  static async #onOpenCrew(this: CraftSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-actor-uuid]")?.dataset.actorUuid;
    await actorOfUuid(uuid ?? "")?.sheet?.render(true);
  }

  static async #onCreateWeapon(this: CraftSheet): Promise<void> {
    if (!this.isEditable) return;
    const system = this.craftSystem;
    const skill = this.kind === "starship" ? "Starship gunnery" : "Vehicle blasters";
    const [item] = await createOwnedItems(this.document, [
      { name: game.i18n.localize("SWD6.Craft.newWeapon"), type: "weapon", system: { skill, scale: system.scale } },
    ]);
    await item?.sheet?.render(true);
  }
}
