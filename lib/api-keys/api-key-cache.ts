import type { ApiKeyRecord } from "@/lib/access/principal";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { type DatabaseListener, processDatabaseListener } from "@/lib/db-notifications/listen-for-notifications";
import { defineService, services } from "@/lib/services";
import { API_KEY_CHANNEL } from "./notify-api-key-change";

export type ApiKeyCache = {
  /** The key's row by hash, or null: from memory while subscribed, else from the database. */
  get(hash: string): Promise<ApiKeyRecord | null>;
  /** Drops the account's keys from this process's memory (the revoking process, at once). */
  forgetAccount(accountId: string): void;
  /** True while change notifications are known to arrive, so memory may answer. */
  readonly live: boolean;
  /** Leaves the listener (the process's connection closes if nothing else listens) and empties memory. */
  close(): Promise<void>;
};

/** A key that changes without a notification (a manual UPDATE) is re-read after this long. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * One indexed lookup of the key, its account's tier and its maker's role now (by primary key,
 * within the account: a key is bounded by what its maker may still grant). Plain SQL through
 * node-postgres (`queryRows`): it runs on every cache miss, and Prisma would double its CPU cost. A role change or
 * a removal announces a change of the account's keys, so a cached maker's role is never stale.
 */
export async function loadApiKey(hash: string): Promise<ApiKeyRecord | null> {
  const rows = await queryRows<ApiKeyRecord>(Prisma.sql`
    SELECT k.id, k."accountId", k.name, k.prefix, k.permissions, k."expiresAt", k."revokedAt", k."lastUsedAt", a.tier::text AS tier,
      k."createdById", k."createdBy", u.role::text AS "makerRole", (a."closedAt" IS NOT NULL) AS "accountClosed"
    FROM "ApiKey" k JOIN "Account" a ON a.id = k."accountId"
      LEFT JOIN "User" u ON u.id = k."createdById" AND u."accountId" = k."accountId"
    WHERE k.hash = ${hash}`);
  return rows[0] ?? null;
}

/**
 * Key rows kept in this process and dropped the moment any process commits a change to the
 * account's keys, tier or members' roles: the process's listener connection LISTENs on `api_key_changes`
 * (lib/db-notifications/), and every change NOTIFYs in its own transaction. Memory answers only while that subscription is known
 * to work (checked by a probe notification when connecting and every 5 s); while it is down
 * the cache is empty and every read goes to the database, so a revocation is never missed,
 * only served slower. Unknown keys are never remembered (a flood of made-up keys cannot fill
 * memory), and a read that overlaps a notification is not remembered either.
 */
export function createApiKeyCache({
  listener = processDatabaseListener(),
  load = loadApiKey,
  maxAgeMs = MAX_AGE_MS,
}: {
  /** Where notifications come from: the process's one listener, or a test's own. */
  listener?: DatabaseListener;
  load?: (hash: string) => Promise<ApiKeyRecord | null>;
  maxAgeMs?: number;
} = {}): ApiKeyCache {
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

  const unsubscribe = listener.subscribe(API_KEY_CHANNEL, {
    onNotification: (accountId) => {
      if (accountId) forget(accountId);
    },
    onReset: reset,
  });
  const live = () => listener.listening(API_KEY_CHANNEL);

  return {
    get live() {
      return live();
    },
    async get(hash) {
      if (live()) {
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
      if (row && live() && !changedSince) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(hash, { row, loadedAt });
      }
      return row;
    },
    forgetAccount: forget,
    async close() {
      await unsubscribe();
      entries.clear();
    },
  };
}

/** The process's key cache, on the process's one listener connection (made first, closed after it). */
const apiKeyCacheService = defineService({
  name: "API key cache",
  create: () => createApiKeyCache(),
  close: (cache) => cache.close(),
});

export const getApiKeyCache = (): ApiKeyCache => services().get(apiKeyCacheService);

/** Drops the process's key cache and its subscription, if there is one (tests, scripts); never creates it. */
export async function closeApiKeyCache(): Promise<void> {
  const cache = services().peek(apiKeyCacheService);
  services().forget(apiKeyCacheService);
  await cache?.close();
}

/**
 * After committing a change: this process's cache (if it has one) forgets the account at once,
 * without waiting for its own notification. Does not create a cache (scripts have none).
 */
export function forgetCachedAccount(accountId: string): void {
  services().peek(apiKeyCacheService)?.forgetAccount(accountId);
}
