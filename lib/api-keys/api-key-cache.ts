import type { Tier } from "@/generated/prisma/enums";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { listenForApiKeyChanges } from "./api-key-change-listener";

/** What the API needs of a key on every request, with its account's tier for rate limiting. */
export type ApiKeyRecord = {
  id: string;
  accountId: string;
  /** Name and visible prefix: how the audit log names the key as an actor. */
  name: string;
  prefix: string;
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

/** A key that changes without a notification (a manual UPDATE) is re-read after this long. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * One indexed lookup of the key and its account's tier. Plain SQL: it runs on every cache
 * miss, and Prisma's query compiler would double its CPU cost.
 */
export async function loadApiKey(hash: string): Promise<ApiKeyRecord | null> {
  const rows = await db.$queryRaw<ApiKeyRecord[]>`
    SELECT k.id, k."accountId", k.name, k.prefix, k.permissions, k."expiresAt", k."revokedAt", k."lastUsedAt", a.tier::text AS tier
    FROM "ApiKey" k JOIN "Account" a ON a.id = k."accountId"
    WHERE k.hash = ${hash}`;
  return rows[0] ?? null;
}

/**
 * Key rows kept in this process and dropped the moment any process commits a change to the
 * account's keys or tier: a dedicated connection LISTENs on `api_key_changes`
 * (api-key-change-listener.ts), and every change NOTIFYs in its own transaction. Memory answers only while that subscription is known
 * to work (checked by a probe notification when connecting and every 5 s); while it is down
 * the cache is empty and every read goes to the database, so a revocation is never missed,
 * only served slower. Unknown keys are never remembered (a flood of made-up keys cannot fill
 * memory), and a read that overlaps a notification is not remembered either.
 */
export function createApiKeyCache({
  connectionString,
  load = loadApiKey,
  maxAgeMs = MAX_AGE_MS,
  reconnectMinMs,
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
  // A read that overlaps a change of its account (or a loss of the subscription) may hold an
  // old row: it is returned but not remembered. `generation` counts changes; `forgottenAt`
  // keeps the generation of each account's last change, `resetAt` that of the last loss.
  let generation = 0;
  let resetAt = 0;
  const forgottenAt = new Map<string, number>();

  function forget(accountId: string) {
    generation++;
    if (forgottenAt.size >= MAX_ENTRIES) {
      forgottenAt.clear();
      resetAt = generation;
    }
    forgottenAt.set(accountId, generation);
    for (const [hash, entry] of entries) if (entry.row.accountId === accountId) entries.delete(hash);
  }

  function reset() {
    resetAt = ++generation;
    entries.clear();
  }

  const listener = listenForApiKeyChanges({ connectionString, reconnectMinMs, log, onChange: forget, onReset: reset });

  return {
    get live() {
      return listener.live;
    },
    async get(hash) {
      if (listener.live) {
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
      if (row && listener.live && !changedSince) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(hash, { row, loadedAt });
      }
      return row;
    },
    forgetAccount: forget,
    async close() {
      await listener.close();
      entries.clear();
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
    const { DATABASE_DIRECT_URL, DATABASE_URL } = config();
    const connectionString = DATABASE_DIRECT_URL ?? DATABASE_URL;
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
