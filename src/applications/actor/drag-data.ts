/**
 * What dragging from the character sheet carries: an attribute as the system's own drag data, and a
 * skill, weapon, armor, equipment or Force power row as the usual Item drag data. The hotbar turns
 * either into a macro (src/api/hotbar.ts); another sheet takes the Item.
 */
import { type AttributeKey, SYSTEM_ID, isAttributeKey } from "../../constants.ts";

/** The drag data type of an attribute dragged from the character sheet. */
export const ATTRIBUTE_DRAG_TYPE = `${SYSTEM_ID}.Attribute`;

/**
 * What the character sheet puts in the drag event for an attribute (as JSON under `text/plain`, the
 * way Foundry's own drags are read by `TextEditor.getDragEventData`).
 */
export interface AttributeDragData {
  type: typeof ATTRIBUTE_DRAG_TYPE;
  /** The actor's uuid (`Actor.abc123`), for the macro's name; the macro rolls for the speaker. */
  actorUuid: string;
  attribute: AttributeKey;
}

/** An embedded Item as Foundry's drags carry it. */
export interface ItemDragData {
  type: "Item";
  uuid: string;
}

/**
 * Whether dropped data is an attribute dragged from a character sheet: the type, an actor uuid and
 * one of the six attribute keys. Never throws.
 */
export function isAttributeDragData(data: unknown): data is AttributeDragData {
  if (data === null || typeof data !== "object") return false;
  const { type, actorUuid, attribute } = data as Record<string, unknown>;
  return type === ATTRIBUTE_DRAG_TYPE && typeof actorUuid === "string" && actorUuid.trim() !== "" && isAttributeKey(attribute);
}

/**
 * The drag data of a sheet element marked `data-drag`: `"attribute"` with `data-attribute`, or
 * `"item"` inside a row with `data-item-id` of an Item the actor holds.
 * @param marks the element's `data-drag`, `data-attribute` and its row's `data-item-id`
 * @param actorUuid the sheet's actor
 * @returns the drag data, or null for an element that carries none (unknown mark, attribute or item)
 */
export function sheetDragData(
  marks: { drag?: string; attribute?: string; itemId?: string },
  actorUuid: string,
  itemUuid: (itemId: string) => string | null,
): AttributeDragData | ItemDragData | null {
  if (marks.drag === "attribute") {
    const data = { type: ATTRIBUTE_DRAG_TYPE, actorUuid, attribute: marks.attribute };
    return isAttributeDragData(data) ? data : null;
  }
  if (marks.drag === "item" && marks.itemId) {
    const uuid = itemUuid(marks.itemId);
    return uuid ? { type: "Item", uuid } : null;
  }
  return null;
}
