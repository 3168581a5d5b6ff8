import { randomUUID } from "node:crypto";
import pg from "pg";
import { logger } from "@/lib/observability/logger";
import { outsideRequest } from "@/lib/observability/request-context";
import { config } from "@/lib/config/config";
import { sessionSettings } from "@/lib/config/database-session";
import { defineService, services } from "@/lib/services";
import { createHeldSession, endHeldSession } from "./held-session";

/**
 * The application_name of a listener's connection, so pg_stat_activity tells it apart from
 * the Prisma pool. The process's listener adds its pid (`database-listener:1234`): which
 * process holds which connection, and a test can count one process's connections.
 */
export const LISTENER_NAME = "database-listener";
/** How often a listener proves it still receives notifications. */
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export type NotificationHandlers = {
  /** A notification another transaction committed on the channel (its payload, "" if none). */
  onNotification(payload: string): void;
  /**
   * Notifications may have been missed: called when LISTEN on the channel has just taken
   * effect (first connect, or again after a loss) and when the connection is lost.
   */
  onReset(): void;
};

/** Where a listener says that notifications stopped or arrive again (the service's logger). */
export type ListenerLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
};

export type DatabaseListener = {
  /** True while notifications are known to arrive (proved by a probe on connect and every 5 s). */
  readonly live: boolean;
  /** `live`, and the LISTEN on `channel` has taken effect: nothing committed since is missed. */
  listening(channel: string): boolean;
  /**
   * LISTENs on `channel` (opening the connection for the first subscriber) until the returned
   * function is called; the last one to leave closes the connection.
   */
  subscribe(channel: string, handlers: NotificationHandlers): () => Promise<void>;
  /** Drops every subscriber and ends the connection; a later `subscribe` opens it again. */
  close(): Promise<void>;
};

/** Channel names are identifiers; quoted, so any name LISTENs exactly as it is spelled. */
const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One connection that LISTENs on every subscribed channel: one per process is enough however
 * many parts of it want notifications (the API key cache, follow mode's waiting requests).
 * After a loss it reconnects, waiting `reconnectMinMs` and doubling up to 30 s, and LISTENs
 * on every channel again. On connect it proves that a notification sent from another
 * connection reaches it, then that it still receives by notifying itself every 5 s, on a
 * channel of its own (no other process hears those probes). Subscribers hear `onReset` on
 * every connect and loss; the log gets one line when notifications stop and one when they
 * arrive again.
 */
export function createDatabaseListener({
  connectionString,
  applicationName = LISTENER_NAME,
  reconnectMinMs = RECONNECT_MIN_MS,
  log = logger.child({ component: "database-listener" }),
}: {
  /** Read on every connect when a function (a setting that may change, as in tests). */
  connectionString: string | (() => string | undefined);
  applicationName?: string;
  /** The first wait before reconnecting; it doubles on each failure, up to 30 s. */
  reconnectMinMs?: number;
  log?: ListenerLog;
}): DatabaseListener {
  const subscribers = new Map<string, Set<NotificationHandlers>>();
  const probeChannel = `listener_probe_${randomUUID().replaceAll("-", "")}`;
  const probes = new Map<string, () => void>();
  // Channels whose LISTEN has taken effect on the current connection.
  const listened = new Set<string>();
  let client: pg.Client | undefined;
  let live = false;
  let everLive = false;
  let saidOff = false;
  let reconnectDelay = reconnectMinMs;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  // LISTEN and UNLISTEN for channels that come and go, one after another.
  let syncing: Promise<void> = Promise.resolve();

  const handlersOf = (channels: Iterable<string>) => [...channels].flatMap((channel) => [...(subscribers.get(channel) ?? [])]);
  const reset = (channels: Iterable<string>) => {
    for (const handlers of handlersOf(channels)) handlers.onReset();
  };

  async function disconnect(): Promise<void> {
    clearInterval(probeTimer);
    probeTimer = undefined;
    live = false;
    listened.clear();
    const old = client;
    client = undefined;
    await endHeldSession(old);
  }

  function scheduleReconnect() {
    if (reconnectTimer || subscribers.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  /** Notifications stopped (or never started): every subscriber falls back, said once. */
  function goOff(reason: string) {
    reset(subscribers.keys());
    if (!saidOff) {
      saidOff = true;
      log.warn(
        { reason, channels: [...subscribers.keys()] },
        `database notifications ${everLive ? "lost" : "unavailable"}; their subscribers fall back to reading the database until they arrive${everLive ? " again" : ""}`,
      );
    }
    scheduleReconnect();
  }

  /** The connection `from` failed; ignored once it is no longer the current one. */
  function lose(from: pg.Client, reason: string) {
    if (client !== from) return;
    void disconnect();
    goOff(reason);
  }

  /** Sends a notification on our probe channel through `through` and waits for this listener to hear it. */
  async function probe(through: pg.Client): Promise<void> {
    const id = randomUUID();
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        probes.delete(id);
        reject(new Error(`no notification within ${PROBE_TIMEOUT_MS} ms`));
      }, PROBE_TIMEOUT_MS);
      timer.unref();
      probes.set(id, () => {
        clearTimeout(timer);
        probes.delete(id);
        resolve();
      });
    });
    // Awaited together: after a send that failed, `arrived` still times out, and awaited alone
    // after the send its rejection went unhandled (it did, in a test that breaks connections).
    await Promise.all([through.query("SELECT pg_notify($1, $2)", [probeChannel, id]), arrived]);
  }

  /** Brings the LISTENs of a live connection in line with the subscribed channels. */
  async function syncChannels(): Promise<void> {
    const through = client;
    // Not connected yet (or lost): connect() LISTENs on every channel when it gets there.
    if (!through || !live) return;
    for (const channel of [...subscribers.keys()]) {
      if (listened.has(channel)) continue;
      try {
        await through.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        lose(through, `could not listen on ${channel}: ${messageOf(error)}`);
        return;
      }
      if (client !== through) return;
      listened.add(channel);
      // Its subscribers start from nothing: what was committed before this LISTEN was missed.
      reset([channel]);
    }
    for (const channel of [...listened]) {
      if (subscribers.has(channel)) continue;
      listened.delete(channel);
      // A failure here breaks the connection, which its "error" event reports.
      await through.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
    }
  }

  function requestSync() {
    syncing = syncing.then(syncChannels).catch(() => {});
  }

  /**
   * The first probe of a connection is sent from another one: a listener exists to hear what
   * other connections commit, and a database may hand a notification only to the session that
   * sent it. The embedded PGlite of `npm run dev` does: it runs every client connection in its
   * one session, so a NOTIFY goes back to the connection that committed it (a CLI's, a pool's)
   * and never to this one. A self-sent probe passes there, and subscribers would wait for
   * notifications that never come (an event recorded by the CLI reached `npm run listen` only
   * when its 25 s long poll ran out); failing here, they fall back to reading the database.
   */
  async function probeFromAnotherConnection(url: string): Promise<void> {
    const sender = new pg.Client({ ...sessionSettings(url), application_name: `${applicationName}:probe` });
    sender.on("error", () => {});
    try {
      await sender.connect();
      await probe(sender).catch((error: unknown) => {
        throw new Error(`a notification from another connection did not arrive (${messageOf(error)})`);
      });
    } finally {
      await sender.end().catch(() => {});
    }
  }

  async function connect(): Promise<void> {
    const url = typeof connectionString === "function" ? connectionString() : connectionString;
    // Without a URL node-postgres would try its own defaults (PGHOST, a local socket): not ours.
    if (!url) {
      goOff("DATABASE_URL is not set");
      return;
    }
    const next = createHeldSession(url, {
      applicationName,
      onLost: (error) => lose(next, error ? `connection failed: ${error.message}` : "connection ended"),
    });
    client = next;
    next.on("notification", (message) => {
      const payload = message.payload ?? "";
      if (message.channel === probeChannel) probes.get(payload)?.();
      else for (const handlers of handlersOf([message.channel])) handlers.onNotification(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quote(probeChannel)}`);
      for (const channel of [...subscribers.keys()]) {
        await next.query(`LISTEN ${quote(channel)}`);
        listened.add(channel);
      }
      await probeFromAnotherConnection(url);
    } catch (error) {
      lose(next, `could not subscribe: ${messageOf(error)}`);
      return;
    }
    if (client !== next) return;
    live = true;
    everLive = true;
    reconnectDelay = reconnectMinMs;
    if (saidOff) log.info({ channels: [...subscribers.keys()] }, "database notifications arrive again");
    saidOff = false;
    // Whatever was committed while nobody listened was missed: every subscriber starts over.
    reset(listened);
    probeTimer = setInterval(() => {
      probe(next).catch((error: unknown) => lose(next, `probe failed: ${messageOf(error)}`));
    }, PROBE_EVERY_MS);
    probeTimer.unref();
    // Channels subscribed while this connection was being made.
    requestSync();
  }

  async function stop(): Promise<void> {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    reconnectDelay = reconnectMinMs;
    await disconnect();
  }

  return {
    get live() {
      return live;
    },
    listening: (channel) => live && listened.has(channel),
    subscribe(channel, handlers) {
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
      }
      set.add(handlers);
      // Outside the subscribing request's scope: the connection's events and timers outlive it.
      if (!client && !reconnectTimer) void outsideRequest(connect);
      else requestSync();
      const joined = set;
      let left = false;
      return async () => {
        if (left) return;
        left = true;
        joined.delete(handlers);
        if (joined.size === 0 && subscribers.get(channel) === joined) subscribers.delete(channel);
        if (subscribers.size === 0) await stop();
        else requestSync();
      };
    },
    async close() {
      subscribers.clear();
      await stop();
    },
  };
}

/**
 * The process's one listener (in the process's container: Next.js bundles its callers more than
 * once, and hot reloads must not open new connections). It connects to DATABASE_DIRECT_URL when
 * set (a pooler in transaction mode cannot hold a LISTEN: give it a direct connection), else
 * DATABASE_URL, read on every connect.
 */
export const listenerService = defineService({
  name: "database listener",
  create: () =>
    createDatabaseListener({
      connectionString: () => {
        const { DATABASE_DIRECT_URL, DATABASE_URL } = config();
        return DATABASE_DIRECT_URL ?? DATABASE_URL;
      },
      applicationName: `${LISTENER_NAME}:${process.pid}`,
    }),
  close: (listener) => listener.close(),
});

export const processDatabaseListener = (): DatabaseListener => services().get(listenerService);

/** Ends the process's listener connection, if there is one (tests); never opens it. */
export async function closeProcessDatabaseListener(): Promise<void> {
  const listener = services().peek(listenerService);
  services().forget(listenerService);
  await listener?.close();
}
