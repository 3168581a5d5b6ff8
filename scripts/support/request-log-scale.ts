// `npm run bench:scale -- --request-logs`: does the first page of the API logs read the same
// number of buffers for an account with 100k entries and one with 10M? One account's log is
// filled to each size in turn with plain `INSERT … SELECT generate_series`, evenly over the
// same last 29 days (10M: one entry every 250 ms, about 345k a day partition), statuses,
// methods, routes and keys in realistic shares (0.5% 5xx, 1.5% 429, 1% PUT, a key with 1%),
// plus filters that match nothing (a key with no requests, a status never answered).
// At each size the store's own `list` is run for the first page (the dashboard's 25) of every
// filter the API and the page offer; the SQL it sent (captured from Prisma's query events) is
// run again under EXPLAIN (ANALYZE, BUFFERS): shared buffers hit + read, and time. At the
// largest size the retention code drops one whole day's partition, timed.
// Every day partition of the span exists from the start, as it would in production, so the
// planner sees as many partitions at 100k as at 10M. The database is dropped at the end.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { startBenchEnvironment } from "./bench-environment";
import { idSql, utcTimestamp } from "./seed-sql";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every size spans the same 29 days (inside the 30-day retention), newest a minute ago: 10M is one entry every 250 ms. */
const SPAN_MS = 29 * 24 * 60 * 60 * 1000;
const PAGE = 25;
const CHUNK = 500_000;
const [UNUSED_KEY, ...KEYS] = [9, 0, 1, 2, 3, 4].map((n) => `key_bench${String(n).padStart(21, "0")}`);
const ROUTES = [
  "/api/v1/assistants",
  "/api/v1/assistants/{id}",
  "/api/v1/calls",
  "/api/v1/calls/{id}",
  "/api/v1/events",
  "/api/v1/usage",
  "/api/v1/webhook",
  "/api/v1/request-logs",
  "/api/v1/phone-numbers",
  "/api/v1/assistants/{id}/test-call",
];

/** Entries [from, to) of `size`, newest first, evenly over the span: entry i made at now − 60 s − i × span / size. */
async function seedEntries(client: pg.Client, accountId: string, now: number, size: number, from: number, to: number) {
  const ms = `(${now} - 60000 - i * ${SPAN_MS}::bigint / ${size})`;
  // Spread by multiplying hashes, so status, method, route and key are independent of each other and of time.
  const h = `((i * 7919 + 13) % 1000)`;
  const m = `((i * 104729) % 100)`;
  const k = `((i * 17 + 5) % 100)`;
  const status = `CASE WHEN ${h} < 5 THEN 500 WHEN ${h} < 20 THEN 429 WHEN ${h} < 60 THEN 400 WHEN ${h} < 100 THEN 404 WHEN ${h} < 300 THEN 201 ELSE 200 END`;
  const failed = `(${h} < 100)`;
  await client.query(`
    INSERT INTO "RequestLog" (id, "accountId", "createdAt", method, path, route, query, status, "errorCode", "durationMs",
                              "keyId", "keyName", "keyPrefix", "ipAddress", "userAgent", "idempotencyKey", replayed,
                              "requestBody", "responseBody")
    SELECT ${idSql("req", ms, "i")}, '${accountId}', ${utcTimestamp(ms)},
           CASE WHEN ${m} < 70 THEN 'GET' WHEN ${m} < 88 THEN 'POST' WHEN ${m} < 94 THEN 'PATCH' WHEN ${m} < 99 THEN 'DELETE' ELSE 'PUT' END,
           replace((ARRAY['${ROUTES.join("','")}'])[(i * 31 % ${ROUTES.length}) + 1], '{id}', 'asst_01kaj2v3c5m7q9x2c4v6b8n0p2'),
           (ARRAY['${ROUTES.join("','")}'])[(i * 31 % ${ROUTES.length}) + 1],
           CASE WHEN i % 4 = 0 THEN 'limit=20' END, ${status},
           CASE WHEN ${h} < 5 THEN 'INTERNAL_ERROR' WHEN ${h} < 20 THEN 'RATE_LIMITED' WHEN ${h} < 60 THEN 'VALIDATION_ERROR'
                WHEN ${h} < 100 THEN 'NOT_FOUND' END,
           12.5 + (i % 50),
           (ARRAY['${KEYS.join("','")}'])[CASE WHEN ${k} < 60 THEN 1 WHEN ${k} < 85 THEN 2 WHEN ${k} < 95 THEN 3 WHEN ${k} < 99 THEN 4 ELSE 5 END],
           'Production key', 'vk_live_ab12', '203.0.113.' || (i % 250), 'integration/2.4 (node 24)', NULL, false,
           CASE WHEN ${failed} THEN '{"name":"Front Desk","language":"en-US","voiceId":"elevenlabs-rachel","businessWebsite":"not a url"}' END,
           CASE WHEN ${failed} THEN '{"error":{"code":"VALIDATION_ERROR","message":"businessWebsite: Invalid URL","requestId":"req_01kaj2v3c5m7q9x2c4v6b8n0p2"}}' END
    FROM generate_series(${from}::bigint, ${to - 1}::bigint) AS i`);
}

type Filter = { name: string; query: Record<string, unknown> };

function filters(now: number, requestId: string): Filter[] {
  return [
    { name: "none", query: {} },
    { name: "status 2xx", query: { status: "2xx" } },
    { name: "status 4xx", query: { status: "4xx" } },
    { name: "status 429", query: { status: "429" } },
    { name: "status 5xx (0.5%)", query: { status: "5xx" } },
    { name: "method POST", query: { method: "POST" } },
    { name: "method PUT (1%)", query: { method: "PUT" } },
    { name: "route /api/v1/calls", query: { route: "/api/v1/calls" } },
    { name: "key (60%)", query: { keyId: KEYS[0] } },
    { name: "key (1%)", query: { keyId: KEYS[4] } },
    // The API keys page's link to a key's logs, for a key that made no request in the window:
    // the page is empty, and without an index on the key every entry of the account is read.
    { name: "key with no requests", query: { keyId: UNUSED_KEY } },
    { name: "status 502 (none)", query: { status: "502" } },
    // A day, ending three hours ago: inside the data at every size.
    {
      name: "time range (a day)",
      query: { from: new Date(now - 27 * 3600_000).toISOString(), to: new Date(now - 3 * 3600_000).toISOString() },
    },
    { name: "status 4xx + key + method", query: { status: "4xx", keyId: KEYS[1], method: "GET" } },
    { name: "request id", query: { requestId } },
  ];
}

type Explained = { buffers: number; ms: number; rows: number };

export async function runRequestLogScale({ sizes }: { sizes: number[] }): Promise<void> {
  const started = Date.now();
  const bench = await startBenchEnvironment("scale_logs");
  const client = new pg.Client({ connectionString: bench.database.url });
  await client.connect();
  // The store's own queries, captured as Prisma sends them.
  const sent: { query: string; params: string }[] = [];
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: bench.database.url }),
    log: [{ emit: "event", level: "query" }],
  });
  prisma.$on("query", (event) => sent.push({ query: event.query, params: event.params }));
  try {
    const { createPostgresRequestLogStore } = await import("@/lib/api-logs/postgres-api-log-store");
    const { listRequestLogsQuerySchema } = await import("@/lib/schemas/api-log");
    const { enforceRequestLogRetention, ensureRequestLogPartitions } = await import("@/lib/api-logs/api-log-partitions");
    const store = createPostgresRequestLogStore({ client: prisma });
    const accountId = "acct_bench_logs000000000000";
    const now = Date.now();
    const largest = sizes[sizes.length - 1];
    const oldest = now - 60_000 - SPAN_MS;
    const days: Date[] = [];
    for (let at = oldest; at < now + DAY_MS; at += DAY_MS) days.push(new Date(at));
    await ensureRequestLogPartitions([...days, new Date(now)]);
    await client.query("SET synchronous_commit = off");

    async function timeRetention() {
      const partitionRows = async (name: string) => Number((await client.query(`SELECT count(*) FROM "${name}"`)).rows[0].count);
      // Retention of this many days drops exactly the oldest day's partition; one day less, the next.
      const oldestDays = Math.floor((now - Math.floor(oldest / DAY_MS) * DAY_MS - DAY_MS) / DAY_MS);
      const partial = await enforceRequestLogRetention(new Date(now), oldestDays);
      const { rows: left } = await client.query(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = '"RequestLog"'::regclass ORDER BY 1 LIMIT 1`,
      );
      const wholeDay = left[0].name as string;
      const wholeDayRows = await partitionRows(wholeDay);
      // Retention drops a day written 30 days ago, long since checkpointed; right after seeding
      // its pages would still be dirty, and the drop would wait for the kernel to discard them.
      await client.query("CHECKPOINT");
      const t = performance.now();
      const { dropped } = await enforceRequestLogRetention(new Date(now), oldestDays - 1);
      const dropMs = performance.now() - t;
      return { partial: partial.dropped, dropped, wholeDayRows, dropMs, alone: dropped.length === 1 && dropped[0] === wholeDay };
    }

    const results = new Map<string, Map<number, Explained>>();
    for (const size of sizes) {
      const t = Date.now();
      // The same days at every size: a quiet account and a busy one with the same retention.
      await client.query(`TRUNCATE "RequestLog"`);
      for (let from = 0; from < size; from += CHUNK) await seedEntries(client, accountId, now, size, from, Math.min(from + CHUNK, size));
      await client.query(`VACUUM ANALYZE "RequestLog"`);
      const { rows } = await client.query(
        `SELECT pg_size_pretty(sum(pg_total_relation_size(inhrelid))) AS size, count(*) AS partitions
         FROM pg_inherits WHERE inhparent = '"RequestLog"'::regclass`,
      );
      console.log(
        `▶ ${size.toLocaleString("en")} entries (seeded in ${((Date.now() - t) / 1000).toFixed(0)} s; ${rows[0].partitions} partitions, ${rows[0].size})`,
      );
      const middle = (
        await client.query(`SELECT id FROM "RequestLog" WHERE "accountId" = $1 ORDER BY "createdAt" DESC, id DESC OFFSET $2 LIMIT 1`, [
          accountId,
          Math.floor(size / 2),
        ])
      ).rows[0].id as string;
      for (const filter of filters(now, middle)) {
        const query = listRequestLogsQuerySchema.parse({ limit: PAGE, ...filter.query });
        sent.length = 0;
        const page = await store.list(accountId, query);
        const listing = sent.find((statement) => /FROM "public"."RequestLog"/.test(statement.query));
        if (!listing) throw new Error(`${filter.name}: no query on "RequestLog" was sent`);
        const explained = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${listing.query}`, JSON.parse(listing.params));
        const plan = (explained.rows[0]["QUERY PLAN"] as Array<{ Plan: Record<string, number>; "Execution Time": number }>)[0];
        const result = {
          buffers: (plan.Plan["Shared Hit Blocks"] ?? 0) + (plan.Plan["Shared Read Blocks"] ?? 0),
          ms: plan["Execution Time"],
          rows: page.data.length,
        };
        if (!results.has(filter.name)) results.set(filter.name, new Map());
        results.get(filter.name)!.set(size, result);
        console.log(
          `  ${filter.name.padEnd(28)} ${String(result.rows).padStart(3)} rows  ${String(result.buffers).padStart(6)} buffers  ${result.ms.toFixed(2)} ms`,
        );
      }
    }

    // Retention at the largest size: the oldest (partial) day first, then one whole day, timed.
    const retention = await timeRetention();
    const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1_000 ? `${size / 1_000}k` : String(size));
    const [first, last] = [sizes[0], largest];
    console.log(`\nFirst page (${PAGE}) of each filter as the store queries it: shared buffers (hit + read) and execution ms.\n`);
    console.log(`| filter | ${sizes.map((size) => `${label(size)} buffers / ms`).join(" | ")} | buffers ${label(last)}/${label(first)} |`);
    console.log(`|---|${sizes.map(() => "---|").join("")}---|`);
    let flat = true;
    for (const [name, bySize] of results) {
      const ratio = bySize.get(last)!.buffers / Math.max(1, bySize.get(first)!.buffers);
      if (ratio > 1.5) flat = false;
      const cells = sizes.map((size) => `${bySize.get(size)!.buffers} / ${bySize.get(size)!.ms.toFixed(2)}`);
      console.log(`| ${name} | ${cells.join(" | ")} | ${ratio.toFixed(2)}x${ratio > 1.5 ? " (over 1.5x!)" : ""} |`);
    }
    if (retention) {
      const { partial, dropped, wholeDayRows, dropMs, alone } = retention;
      console.log(
        `\nRetention: the partial oldest day (${partial.join(", ")}) dropped first; then ${dropped.join(", ")} (${wholeDayRows.toLocaleString("en")} entries, one whole day) in ${dropMs.toFixed(0)} ms${dropMs < 1000 ? "" : " (over 1 s!)"}${alone ? "" : " (expected one partition alone!)"}.`,
      );
    }
    console.log(
      `${flat ? "Every filter within 1.5x." : "Some filter is over 1.5x."} Total ${((Date.now() - started) / 60_000).toFixed(1)} min.`,
    );
  } finally {
    await prisma.$disconnect();
    await client.end();
    await bench.close();
  }
}
