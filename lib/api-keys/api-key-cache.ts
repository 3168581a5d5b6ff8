import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Tier } from "@/generated/prisma/enums";
import { db, type DbClient } from "@/lib/db";
import { logger } from "@/lib/observability/logger";

/** What the API needs of a key on every request, with its account's tier for rate limiting. */
export type ApiKeyRecord = {
  id: string;
  accountId: string;
  permissions: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  tier: Tier;
};

export type ApiKeyCache = {
  /** The key's row by hash, or null: from memory while subscribed, else from the database. */
  get(hash: string): Promise<ApiKeyRecord | null>;
  /** Drops the account's keys from this process's memory (the revoking process, at once). */
  forgetAccount(accountId: string): void;
  /** True while change notifications are known to arrive, so memory may answer. */
  readonly live: boolean;
  close(): Promise<void>;
};

/** The Postgres channel that carries "this account's keys changed" (payload: the account id). */
export const API_KEY_CHANNEL = "api_key_changes";
/** A key that changes without a notification (a manual UPDATE) is re-read after this long. */
const MAX_AGE_MS = 60_000;
/** How often the listener proves it still receives notifications. */
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;
const MAX_ENTRIES = 10_000;
/** The listener's application_name, so it can be told apart in pg_stat_activity. */
export const LISTENER_NAME = "api-key-cache";
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

/**
 * One indexed lookup of the key and its account's tier. Plain SQL: it runs on every cache
 * miss, and Prisma's query compiler would double its CPU cost.
 */
export async function loadApiKey(hash: string): Promise<ApiKeyRecord | null> {
  const rows = await db.$queryRaw<ApiKeyRecord[]>`
    SELECT k.id, k."accountId", k.permissions, k."expiresAt", k."revokedAt", k."lastUsedAt", a.tier::text AS tier
    FROM "ApiKey" k JOIN "Account" a ON a.id = k."accountId"
    WHERE k.hash = ${hash}`;
  return rows[0] ?? null;
}

/**
 * Key rows kept in this process and dropped the moment any process commits a change to the
 * account's keys or tier: a dedicated connection LISTENs on `api_key_changes`, and every
 * change NOTIFYs in its own transaction. Memory answers only while that subscription is known
 * to work (checked by a probe notification when connecting and every 5 s); while it is down
 * the cache is empty and every read goes to the database, so a revocation is never missed,
 * only served slower. Unknown keys are never remembered (a flood of made-up keys cannot fill
 * memory), and a read that overlaps a notification is not remembered either.
 */
export function createApiKeyCache({
  connectionString,
  load = loadApiKey,
  maxAgeMs = MAX_AGE_MS,
  reconnectMinMs = RECONNECT_MIN_MS,
  log = (message: string) => logger.warn(message),
}: {
  connectionString: string;
  load?: (hash: string) => Promise<ApiKeyRecord | null>;
  maxAgeMs?: number;
  /** The first wait before re-subscribing; it doubles on each failure, up to 30 s. */
  reconnectMinMs?: number;
  log?: (message: string) => void;
}): ApiKeyCache {
  const entries = new Map<string, { row: ApiKeyRecord; loadedAt: number }>();
  const inflight = new Map<string, { reading: Promise<ApiKeyRecord | null>; startedAt: number }>();
  let live = false;
  let closed = false;
  let everLive = false;
  let saidOff = false;
  // A read that overlaps a change of its account (or a loss of the subscription) may hold an
  // old row: it is returned but not remembered. `generation` counts changes; `forgottenAt`
  // keeps the generation of each account's last change, `resetAt` that of the last loss.
  let generation = 0;
  let resetAt = 0;
  const forgottenAt = new Map<string, number>();
  let client: pg.Client | undefined;
  let reconnectDelay = reconnectMinMs;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  const probes = new Map<string, () => void>();

  function forget(accountId: string) {
    generation++;
    if (forgottenAt.size >= MAX_ENTRIES) {
      forgottenAt.clear();
      resetAt = generation;
    }
    forgottenAt.set(accountId, generation);
    for (const [hash, entry] of entries) if (entry.row.accountId === accountId) entries.delete(hash);
  }

  function lose(reason: string) {
    if (closed) return;
    live = false;
    resetAt = ++generation;
    entries.clear();
    clearInterval(probeTimer);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    old?.end().catch(() => {});
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
      else forget(message.payload);
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
    entries.clear();
    resetAt = ++generation;
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
    async get(hash) {
      if (live) {
        const entry = entries.get(hash);
        if (entry && Date.now() - entry.loadedAt < maxAgeMs) return entry.row;
      }
      // Requests arriving together with one key (a cold start, a burst) share one read, unless
      // a change was announced since it started: then it may be older than the change.
      const pending = inflight.get(hash);
      if (pending && pending.startedAt === generation) return pending.reading;
      const startedAt = generation;
      const loadedAt = Date.now();
      const reading = load(hash);
      inflight.set(hash, { reading, startedAt });
      const row = await reading.finally(() => {
        if (inflight.get(hash)?.reading === reading) inflight.delete(hash);
      });
      const changedSince = Math.max(resetAt, forgottenAt.get(row?.accountId ?? "") ?? 0) > startedAt;
      if (row && live && !changedSince) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(hash, { row, loadedAt });
      }
      return row;
    },
    forgetAccount: forget,
    async close() {
      closed = true;
      live = false;
      entries.clear();
      clearTimeout(reconnectTimer);
      clearInterval(probeTimer);
      const old = client;
      client = undefined;
      old?.removeAllListeners();
      old?.on("error", () => {});
      await old?.end().catch(() => {});
    },
  };
}

const globalForCache = globalThis as unknown as { apiKeyCache?: ApiKeyCache };

/**
 * The process's key cache, listening on DATABASE_DIRECT_URL when set (a pooler in transaction
 * mode cannot hold a LISTEN: give it a direct connection), else DATABASE_URL.
 */
export function getApiKeyCache(): ApiKeyCache {
  if (!globalForCache.apiKeyCache) {
    const connectionString = process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set.");
    globalForCache.apiKeyCache = createApiKeyCache({ connectionString });
  }
  return globalForCache.apiKeyCache;
}

/** Ends the process's LISTEN connection, if there is one (graceful shutdown); never creates it. */
export async function closeApiKeyCache(): Promise<void> {
  const cache = globalForCache.apiKeyCache;
  globalForCache.apiKeyCache = undefined;
  await cache?.close();
}

/**
 * After committing a change: this process's cache (if it has one) forgets the account at once,
 * without waiting for its own notification. Does not create a cache (scripts have none).
 */
export function forgetCachedAccount(accountId: string): void {
  globalForCache.apiKeyCache?.forgetAccount(accountId);
}
