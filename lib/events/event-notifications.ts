import pg from "pg";
import { config } from "@/lib/config/config";
import { logger } from "@/lib/observability/logger";

/** The channel the `event_recorded` trigger on "Event" notifies, with the account id as payload. */
export const EVENT_CHANNEL = "event_recorded";
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

const log = logger.child({ component: "event-notifications" });

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
 * One LISTEN connection per process, opened when the first request waits, shared by every
 * waiting request: a waiting request holds a map entry and a timer, never a database
 * connection. `live` is false until LISTEN succeeds and after the connection fails; waiters
 * then fall back to re-reading every second.
 */
class EventNotifications {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  live = false;

  /** How many requests of the account wait in this process. */
  waiting(accountId: string): number {
    return this.watchers.get(accountId)?.size ?? 0;
  }

  watch(accountId: string): AccountEventWatch {
    this.closed = false;
    if (!this.client && !this.connecting && !this.reconnectTimer) void this.connect();
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

  /** Wakes every waiter: after a lost connection, notifications may have been missed. */
  private wakeAll() {
    for (const accountId of this.watchers.keys()) this.notify(accountId);
  }

  private lose(reason: string) {
    if (!this.live && !this.client) return;
    this.live = false;
    const old = this.client;
    this.client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    old?.end().catch(() => {});
    log.warn({ reason }, "event notifications lost; waiting requests re-read every second");
    this.wakeAll();
    if (!this.closed && !this.reconnectTimer) {
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = undefined;
        void this.connect();
      }, this.reconnectDelay);
      this.reconnectTimer.unref();
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    }
  }

  private async connect() {
    // A pooler in transaction mode cannot hold a LISTEN: DATABASE_DIRECT_URL names a direct connection.
    const { DATABASE_DIRECT_URL, DATABASE_URL } = config();
    const connectionString = DATABASE_DIRECT_URL ?? DATABASE_URL;
    if (this.closed || !connectionString) return;
    this.connecting = true;
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: "event-notifications" });
    this.client = client;
    client.on("notification", (message) => {
      if (message.channel === EVENT_CHANNEL && message.payload) this.notify(message.payload);
    });
    client.on("error", (error) => this.lose(error.message));
    client.on("end", () => this.lose("connection ended"));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
      if (this.client !== client) return;
      this.live = true;
      this.reconnectDelay = RECONNECT_MIN_MS;
      // Events committed before LISTEN took effect were not announced.
      this.wakeAll();
    } catch (error) {
      this.lose(error instanceof Error ? error.message : String(error));
    } finally {
      this.connecting = false;
    }
  }

  /** Ends the connection (tests, shutdown); the next `watch` opens it again. */
  async close() {
    this.closed = true;
    this.live = false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const old = this.client;
    this.client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    await old?.end().catch(() => {});
  }
}

const globalForNotifications = globalThis as unknown as { eventNotifications?: EventNotifications };

/** The process's subscription to `event_recorded` (kept on globalThis across hot reloads). */
export function eventNotifications(): EventNotifications {
  globalForNotifications.eventNotifications ??= new EventNotifications();
  return globalForNotifications.eventNotifications;
}

/** Ends the process's subscription, if it has one (graceful shutdown). */
export async function closeEventNotifications(): Promise<void> {
  await globalForNotifications.eventNotifications?.close();
}
