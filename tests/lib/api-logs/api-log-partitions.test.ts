// The API logs' table is partitioned by UTC day: partitions are made ahead (by the writer and
// the retention run), and retention drops whole days (DROP TABLE, never DELETE), while reads
// leave out entries past retention at once.
import { expect, test } from "vitest";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { enforceRequestLogRetention, ensureRequestLogPartitions, listRequestLogPartitions } from "@/lib/api-logs/api-log-partitions";
import { requestLogStore } from "@/lib/api-logs/api-log-buffer";
import type { RequestLogEntry } from "@/lib/api-logs/api-log-store";

const DAY = 86_400_000;
const dayName = (at: Date) => `RequestLog_p${at.toISOString().slice(0, 10).replaceAll("-", "")}`;

function entryAt(accountId: string, at: Date): RequestLogEntry {
  return {
    id: newId("req", at),
    accountId,
    createdAt: at,
    method: "GET",
    path: "/api/v1/usage",
    route: "/api/v1/usage",
    query: null,
    status: 200,
    errorCode: null,
    durationMs: 3.2,
    keyId: "key_01kaj2v3c5m7q9x2c4v6b8n0p2",
    keyName: "test",
    keyPrefix: "vk_live_abcd",
    ipAddress: null,
    userAgent: null,
    idempotencyKey: null,
    replayed: false,
    requestBody: null,
    responseBody: null,
  };
}

test("RequestLog is partitioned by range of createdAt, and today's and tomorrow's partitions exist after the retention run", async () => {
  const [{ strategy }] = await db.$queryRaw<{ strategy: string }[]>`
    SELECT partstrat::text AS strategy FROM pg_partitioned_table WHERE partrelid = '"RequestLog"'::regclass`;
  expect(strategy).toBe("r");
  const now = new Date();
  await enforceRequestLogRetention(now);
  const names = (await listRequestLogPartitions()).map((p) => p.name);
  expect(names).toContain(dayName(now));
  expect(names).toContain(dayName(new Date(now.getTime() + DAY)));
});

test("the writer makes the partition a day needs; a request id finds its entry in it", async () => {
  const accountId = newId("acct");
  const longAgo = new Date(Date.UTC(2026, 0, 5, 23, 59, 59, 999));
  const store = requestLogStore();
  // Within retention of "now" only for the store's reads: checked through the table here.
  await store.append([entryAt(accountId, longAgo)]);
  const [{ partition }] = await db.$queryRaw<{ partition: string }[]>`
    SELECT tableoid::regclass::text AS partition FROM "RequestLog" WHERE "accountId" = ${accountId}`;
  expect(partition).toBe(`"${dayName(longAgo)}"`);
  await ensureRequestLogPartitions([longAgo]); // idempotent
  await db.$executeRawUnsafe(`DROP TABLE "${dayName(longAgo)}"`);
});

test("retention drops the partitions of days past REQUEST_LOG_RETENTION_DAYS, keeps the rest, and reads hide expired entries at once", async () => {
  const accountId = newId("acct");
  const now = new Date();
  const store = requestLogStore();
  const old = new Date(now.getTime() - 40 * DAY);
  const edge = new Date(now.getTime() - 30 * DAY - 60_000); // past 30 days, in a day that is not over yet for retention
  const recent = new Date(now.getTime() - 2 * DAY);
  await store.append([entryAt(accountId, old), entryAt(accountId, edge), entryAt(accountId, recent)]);

  const listed = await store.list(accountId, { limit: 100 });
  expect(listed.data.map((e) => e.createdAt)).toEqual([recent.toISOString()]);

  const { dropped } = await enforceRequestLogRetention(now, 30);
  expect(dropped).toContain(dayName(old));
  expect(dropped).not.toContain(dayName(recent));
  const names = (await listRequestLogPartitions()).map((p) => p.name);
  expect(names).not.toContain(dayName(old));
  expect(names).toContain(dayName(recent));
  // The day of `edge` still holds entries within 30 days of now (later that day): kept whole.
  if (edge.getUTCDate() !== new Date(edge.getTime() + 60_000 + 1).getUTCDate()) return;
  expect(names).toContain(dayName(edge));
  const [{ count }] = await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM "RequestLog" WHERE "accountId" = ${accountId}`;
  expect(Number(count)).toBe(2);
});
