// Key rows cached in each process are dropped the moment any process commits a revocation or
// a tier change (Postgres LISTEN/NOTIFY), and while a process cannot hear notifications it
// reads every key from the database. Two caches with their own listener connections stand
// for two processes (the application_name of this file's, so killing them touches no other
// file's); the revoking code is a third party to both.
import { afterEach, describe, expect, test, vi } from "vitest";
import { changeTier } from "@/lib/accounts/change-tier";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKeyCache, loadApiKey, type ApiKeyCache } from "@/lib/api-keys/api-key-cache";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { auditContextOf, SYSTEM_CONTEXT } from "@/lib/audit/audit-context";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { changeMemberRole } from "@/lib/team/change-member-role";
import { removeMember } from "@/lib/team/remove-member";
import { createDatabaseListener, type DatabaseListener, LISTENER_NAME } from "@/lib/db-notifications/listen-for-notifications";
import { logger } from "@/lib/observability/logger";

const caches: ApiKeyCache[] = [];
const listeners: DatabaseListener[] = [];
const TEST_LISTENER_NAME = `${LISTENER_NAME}:api-key-cache-test`;

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

/** A cache as another process would have it, counting its database reads. */
async function processCache({ reconnectMinMs = 500 } = {}) {
  const reads = { count: 0 };
  const listener = createDatabaseListener({
    connectionString: process.env.DATABASE_URL!,
    applicationName: TEST_LISTENER_NAME,
    reconnectMinMs,
    log: logger.child({}, { level: "silent" }),
  });
  listeners.push(listener);
  const cache = createApiKeyCache({
    listener,
    load: (hash) => {
      reads.count++;
      return loadApiKey(hash);
    },
  });
  caches.push(cache);
  await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000, interval: 20 });
  return { cache, reads };
}

async function keyOf(tier: "STARTER" | "PROFESSIONAL" = "STARTER") {
  const account = await createAccount({ name: "Cache Co", tier });
  const { apiKey, secret } = await createApiKey(account.id, { name: "k", permissions: ["assistants:read"] });
  return { account, apiKey, hash: hashApiKey(secret) };
}

/** Polls until `check` passes; returns how long that took after the change committed. */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > 2_000) throw new Error("still not seen after 2 s");
    await new Promise((resolve) => setImmediate(resolve));
  }
  return performance.now() - start;
}

describe("api key cache", () => {
  test("answers from memory, and a key revoked elsewhere is refused by another process at once", async () => {
    const { account, apiKey, hash } = await keyOf();
    const a = await processCache();
    const b = await processCache();
    for (const { cache } of [a, b]) {
      expect(await cache.get(hash)).toMatchObject({ id: apiKey.id, accountId: account.id, revokedAt: null, tier: "STARTER" });
      await cache.get(hash);
      await cache.get(hash);
    }
    // Three requests each, one database read each: the rest came from memory.
    expect([a.reads.count, b.reads.count]).toEqual([1, 1]);

    expect(await revokeApiKey(account.id, apiKey.id)).toBe(true);
    const elapsed = await Promise.all([a, b].map(({ cache }) => msUntil(async () => (await cache.get(hash))?.revokedAt != null)));
    // Notification delivery on one host: well under the time of one API request.
    for (const ms of elapsed) expect(ms).toBeLessThan(500);
    expect([a.reads.count, b.reads.count]).toEqual([2, 2]);
  });

  test("a tier change reaches every process's cached keys", async () => {
    const { account, hash } = await keyOf("STARTER");
    const { cache } = await processCache();
    expect((await cache.get(hash))?.tier).toBe("STARTER");
    await changeTier(account.id, "PROFESSIONAL");
    expect(await msUntil(async () => (await cache.get(hash))?.tier === "PROFESSIONAL")).toBeLessThan(500);
  });

  test("a role change or the removal of a key's maker reaches every process's cached key", async () => {
    const account = await createAccount({ name: "Maker Co" });
    const maker = await db.user.create({
      data: { id: newId("user"), accountId: account.id, email: `${newId("user")}@maker.test`, role: "developer" },
    });
    const { secret } = await createApiKey(
      account.id,
      { name: "made", permissions: ["assistants:read"] },
      auditContextOf({ type: "user", id: maker.id, label: maker.email }, null),
    );
    const hash = hashApiKey(secret);
    const { cache } = await processCache();
    expect(await cache.get(hash)).toMatchObject({ createdById: maker.id, createdBy: maker.email, makerRole: "developer" });
    await changeMemberRole(account.id, SYSTEM_CONTEXT, maker.id, "viewer");
    expect(await msUntil(async () => (await cache.get(hash))?.makerRole === "viewer")).toBeLessThan(500);
    await removeMember(account.id, SYSTEM_CONTEXT, maker.id);
    expect(await msUntil(async () => (await cache.get(hash))?.createdById === null)).toBeLessThan(500);
    expect(await cache.get(hash)).toMatchObject({ createdBy: maker.email, makerRole: null });
  });

  test("without its listener a process reads every key from the database, then caches again once re-subscribed", async () => {
    const { apiKey, hash } = await keyOf();
    // Re-subscribes 3 s after the loss: time enough to see the direct reads in between.
    const { cache, reads } = await processCache({ reconnectMinMs: 3_000 });
    await cache.get(hash);
    await cache.get(hash);
    expect(reads.count).toBe(1);

    const lost = performance.now();
    await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                         WHERE application_name = ${TEST_LISTENER_NAME} AND datname = current_database()`;
    await vi.waitFor(() => expect(cache.live).toBe(false), { timeout: 5_000, interval: 5 });
    // A change nobody is told about (no NOTIFY): seen at once, because memory is not used.
    await db.apiKey.update({ where: { id: apiKey.id }, data: { revokedAt: new Date() } });
    expect((await cache.get(hash))?.revokedAt).not.toBeNull();
    expect((await cache.get(hash))?.revokedAt).not.toBeNull();
    expect(reads.count).toBe(3);
    expect(performance.now() - lost).toBeLessThan(3_000);

    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 10_000, interval: 20 });
    await cache.get(hash);
    await cache.get(hash);
    expect(reads.count).toBe(4);
  });

  test("unknown keys are never remembered", async () => {
    const { cache, reads } = await processCache();
    const hash = hashApiKey("vk_live_unknownunknownunknownunknown00");
    expect(await cache.get(hash)).toBeNull();
    expect(await cache.get(hash)).toBeNull();
    expect(reads.count).toBe(2);
  });
});
