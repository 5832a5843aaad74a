/**
 * Presses a button of the combat tracker as a user's click would reach it: the system's tracker
 * class's action of that name, called on a button inside the row of a combatant (ApplicationV2 runs
 * the action of the closest `[data-action]`, A14 ApplicationV2 `DEFAULT_OPTIONS.actions`).
 */
import type { Client } from "./client.ts";

type Handler = (this: unknown, event: Event, target: HTMLElement) => Promise<void>;

/** Presses a tracker button on `client`'s tracker, on the row of `combatantId` (when given), the button carrying `dataset`. */
export async function pressTrackerButton(client: Client, action: string, combatantId = "", dataset: Record<string, string> = {}): Promise<void> {
  await client.run(async () => {
    const Tracker = (CONFIG.ui as unknown as { combat: new () => { options: { actions: Record<string, Handler> } } }).combat;
    const tracker = new Tracker();
    const row = client.window.document.createElement("li");
    row.dataset.combatantId = combatantId;
    const button = client.window.document.createElement("button");
    Object.assign(button.dataset, dataset);
    row.appendChild(button);
    await tracker.options.actions[action].call(tracker, new client.window.Event("click") as unknown as Event, button as unknown as HTMLElement);
  });
}
