/**
 * The system with the new subtype added as a developer adds one: the model's line in the registry of
 * Actor models and the sheet's line in the map of Actor sheets, then the system's own entry point,
 * unchanged. The manifest's entry and the three languages' keys are in `beast-declarations.ts`.
 */
import { ACTOR_MODELS } from "../../../src/data/document-types.ts";
import { ACTOR_SHEETS } from "../../../src/applications/register-sheets.ts";
import { BeastData } from "./beast-data.ts";
import { BeastSheet } from "./beast-sheet.ts";

Object.assign(ACTOR_MODELS, { beast: BeastData });
Object.assign(ACTOR_SHEETS, { beast: BeastSheet });
await import("../../../src/index.ts");
