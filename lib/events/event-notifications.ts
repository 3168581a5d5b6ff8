import { defineService, services } from "@/lib/services";
import { type DatabaseListener, processDatabaseListener } from "@/lib/db-notifications/listen-for-notifications";

/** The channel the `event_recorded` trigger on "Event" notifies, with the account id as payload. */
export const EVENT_CHANNEL = "event_recorded";

/** A waiting request's view of one account's notifications. */
export type AccountEventWatch = {
  /**
   * Resolves when a notification for the account arrived since the last call (at once if one
   * already did), after `ms`, or when `signal` aborts, whichever is first.
   */
  next(ms: number, signal?: AbortSignal): Promise<void>;
  close(): void;
};

type Watcher = { notified: boolean; wake?: () => void };

/**
 * The waiting requests of this process, woken by `event_recorded` on the process's one
 * listener connection (lib/db-notifications/), subscribed when the first request waits: a
 * waiting request holds a map entry and a timer, never a database connection. `live` is false
 * until that LISTEN has taken effect and while the connection is lost; waiters then fall back
 * to re-reading every second.
 */
class EventNotifications {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private subscription: { listener: DatabaseListener; unsubscribe: () => Promise<void> } | undefined;

  get live(): boolean {
    return this.subscription?.listener.listening(EVENT_CHANNEL) ?? false;
  }

  /** How many requests of the account wait in this process. */
  waiting(accountId: string): number {
    return this.watchers.get(accountId)?.size ?? 0;
  }

  watch(accountId: string): AccountEventWatch {
    // Wakes every waiter on a reset: after a lost connection, or before LISTEN took effect,
    // notifications may have been missed.
    if (!this.subscription) {
      const listener = processDatabaseListener();
      const unsubscribe = listener.subscribe(EVENT_CHANNEL, {
        onNotification: (accountId) => this.notify(accountId),
        onReset: () => this.wakeAll(),
      });
      this.subscription = { listener, unsubscribe };
    }
    const watcher: Watcher = { notified: false };
    let set = this.watchers.get(accountId);
    if (!set) {
      set = new Set();
      this.watchers.set(accountId, set);
    }
    set.add(watcher);
    return {
      next: (ms, signal) =>
        new Promise<void>((resolve) => {
          if (watcher.notified || signal?.aborted) {
            watcher.notified = false;
            return resolve();
          }
          const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", done);
            watcher.wake = undefined;
            watcher.notified = false;
            resolve();
          };
          const timer = setTimeout(done, ms);
          watcher.wake = done;
          signal?.addEventListener("abort", done, { once: true });
        }),
      close: () => {
        watcher.wake?.();
        set.delete(watcher);
        if (set.size === 0 && this.watchers.get(accountId) === set) this.watchers.delete(accountId);
      },
    };
  }

  private notify(accountId: string) {
    for (const watcher of this.watchers.get(accountId) ?? []) {
      watcher.notified = true;
      watcher.wake?.();
    }
  }

  private wakeAll() {
    for (const accountId of this.watchers.keys()) this.notify(accountId);
  }

  /** Leaves the listener (tests, shutdown); the next `watch` subscribes again. */
  async close() {
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.unsubscribe();
  }
}

/** The process's subscription to `event_recorded` (in the process's container: one across hot reloads). */
export const eventNotificationsService = defineService({
  name: "event notifications",
  create() {
    // Its listener made first, so the listener is closed after it.
    processDatabaseListener();
    return new EventNotifications();
  },
  close: (notifications) => notifications.close(),
});

export const eventNotifications = (): EventNotifications => services().get(eventNotificationsService);

/** Ends the process's subscription, if it has one (tests, scripts); never makes one. */
export async function closeEventNotifications(): Promise<void> {
  const notifications = services().peek(eventNotificationsService);
  services().forget(eventNotificationsService);
  await notifications?.close();
}
