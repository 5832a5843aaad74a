/**
 * Who a macro or a link rolls for: the speaking actor, as the chat speaks for it.
 */
import type { SWD6Actor } from "../documents/actor.ts";
import { configuredActor } from "../data/document-data.ts";

/**
 * The speaking actor: the selected token's actor, else the user's assigned character.
 * @returns the actor, or null when no token is selected and the user has no character
 */
export function speakingActor(): SWD6Actor | null {
  const messages = ChatMessage.implementation;
  return configuredActor(messages.getSpeakerActor(messages.getSpeaker()) ?? game.user?.character);
}
