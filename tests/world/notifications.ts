/**
 * A client's `ui.notifications`: every notification is kept with its kind and its text as shown
 * (localized when asked with `{ localize: true }`, A13 classes/foundry.applications.ui.Notifications.html).
 */
import type { ClientI18n } from "./i18n.ts";

export interface Notice {
  type: "info" | "warn" | "error";
  message: string;
  /** A progress notification's updates (`{ progress: true }`, v13), in order. */
  updates?: { pct?: number; message?: string }[];
}

/** What a notification call returns: the notification, which a progress bar updates. */
export interface ShownNotice {
  update(data: { pct?: number; message?: string }): void;
}

export class ClientNotifications {
  readonly shown: Notice[] = [];

  constructor(readonly i18n: ClientI18n) {}

  #notify(type: Notice["type"], message: string, options?: { localize?: boolean; progress?: boolean }): ShownNotice {
    const notice: Notice = { type, message: options?.localize ? this.i18n.localize(message) : message };
    if (options?.progress) notice.updates = [];
    this.shown.push(notice);
    return { update: (data) => void notice.updates?.push({ ...data }) };
  }

  info(message: string, options?: { localize?: boolean; progress?: boolean }): ShownNotice {
    return this.#notify("info", message, options);
  }

  warn(message: string, options?: { localize?: boolean; progress?: boolean }): ShownNotice {
    return this.#notify("warn", message, options);
  }

  error(message: string, options?: { localize?: boolean; progress?: boolean }): ShownNotice {
    return this.#notify("error", message, options);
  }
}
