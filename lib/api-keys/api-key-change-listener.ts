import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DbClient } from "@/lib/db";

/** The Postgres channel that carries "this account's keys changed" (payload: the account id). */
export const API_KEY_CHANNEL = "api_key_changes";
/** The listener's application_name, so it can be told apart in pg_stat_activity. */
export const LISTENER_NAME = "api-key-cache";
/** How often the listener proves it still receives notifications. */
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Tells every process that an account's keys (revocation, expiry) or tier changed. Call it
 * inside the transaction that makes the change: Postgres delivers the notification when, and
 * only if, that transaction commits.
 */
export async function notifyApiKeyChange(tx: DbClient, accountId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${API_KEY_CHANNEL}, ${accountId})`;
}

export type ApiKeyChangeListener = {
  /** True while notifications are known to arrive (proved by a probe on connect and every 5 s). */
  readonly live: boolean;
  close(): Promise<void>;
};

/**
 * A dedicated connection that LISTENs on `api_key_changes`: `onChange(accountId)` for each
 * change, `onReset()` whenever notifications may have been missed (the subscription was lost,
 * or it has just been made). It re-subscribes after a loss, waiting `reconnectMinMs` and
 * doubling up to 30 s, and proves it still receives by notifying itself every 5 s.
 */
export function listenForApiKeyChanges({
  connectionString,
  onChange,
  onReset,
  reconnectMinMs = RECONNECT_MIN_MS,
  log,
}: {
  connectionString: string;
  onChange: (accountId: string) => void;
  onReset: () => void;
  reconnectMinMs?: number;
  log: (message: string) => void;
}): ApiKeyChangeListener {
  let live = false;
  let closed = false;
  let everLive = false;
  let saidOff = false;
  let client: pg.Client | undefined;
  let reconnectDelay = reconnectMinMs;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  const probes = new Map<string, () => void>();

  async function disconnect(): Promise<void> {
    clearInterval(probeTimer);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    await old?.end().catch(() => {});
  }

  function lose(reason: string) {
    if (closed) return;
    live = false;
    onReset();
    void disconnect();
    if (!saidOff) {
      saidOff = true;
      log(`api key cache: ${reason}; reading keys from the database until notifications arrive${everLive ? " again" : ""}`);
    }
    if (!reconnectTimer) {
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        void connect();
      }, reconnectDelay);
      reconnectTimer.unref();
      reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    }
  }

  /** Sends a notification to ourselves and waits for it: proof that notifications arrive. */
  async function probe(through: pg.Client): Promise<void> {
    const id = `probe:${randomUUID()}`;
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
    await through.query("SELECT pg_notify($1, $2)", [API_KEY_CHANNEL, id]);
    await arrived;
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    client = next;
    next.on("notification", (message) => {
      if (message.channel !== API_KEY_CHANNEL || !message.payload) return;
      const probed = probes.get(message.payload);
      if (probed) probed();
      else onChange(message.payload);
    });
    next.on("error", (error) => lose(`listener failed (${error.message})`));
    next.on("end", () => lose("listener connection ended"));
    try {
      await next.connect();
      await next.query(`LISTEN ${API_KEY_CHANNEL}`);
      await probe(next);
    } catch (error) {
      lose(`could not subscribe (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    if (closed || client !== next) return;
    // Changes made while nobody listened were missed: start from nothing.
    onReset();
    if (saidOff) log("api key cache: notifications arrive; keys are cached again");
    saidOff = false;
    live = true;
    everLive = true;
    reconnectDelay = reconnectMinMs;
    probeTimer = setInterval(() => {
      probe(next).catch((error: Error) => lose(`probe failed (${error.message})`));
    }, PROBE_EVERY_MS);
    probeTimer.unref();
  }

  void connect();

  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(reconnectTimer);
      await disconnect();
    },
  };
}
