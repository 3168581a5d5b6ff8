// `npm run bench:scale`: does a page cost the same for an account with 1,000 calls and one
// with 1,000,000? One account is grown to each size in turn (calls, 3 events per call, one
// delivery per event, 1.5 attempts per delivery, all in the last 25 days), beside 1,000
// other accounts holding another `--others` calls, with plain `INSERT … SELECT
// generate_series` statements. At each size every read endpoint of /api/v1 (API key) and
// /api/dashboard (a next-auth session cookie minted with NEXTAUTH_SECRET) is asked
// `--requests` times in a row on `next start`; p50/p99 per size and the largest/smallest p50
// ratio are printed, then the buffer counts of the hot queries (EXPLAIN ANALYZE, BUFFERS).
// Options: --sizes 1k,10k,100k,1m  --others 1000000 (0: none)  --requests 200
// BENCH_SKIP_BUILD=1 reuses the build in .next-bench-api; BENCH_PORT (default 3312).
// `--request-logs` measures the API logs instead (scripts/support/request-log-scale.ts): one
// account's log grown to each of `--sizes` (default 100k,10m), the buffers read by the first
// page of every filter, and the time retention takes to drop a day's partition. No server.
import { parseArgs } from "node:util";
import { mintSessionCookie } from "@/tests/support/session-cookie";
import pg from "pg";
import { BENCH_NEXTAUTH_SECRET, startBenchEnvironment } from "./support/bench-environment";
import { buildNext, startNextServer, type NextServer } from "./support/next-server";
import { runRequestLogScale } from "./support/request-log-scale";
import { idSql, transcriptSql, ts } from "./support/seed-sql";

const { values } = parseArgs({
  options: {
    sizes: { type: "string" },
    "request-logs": { type: "boolean", default: false },
    others: { type: "string", default: "1000000" },
    requests: { type: "string", default: "200" },
  },
});
const parseCount = (text: string) => {
  const match = /^(\d+)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`not a count: ${text}`);
  return Number(match[1]) * { "": 1, k: 1_000, m: 1_000_000 }[match[2].toLowerCase() as "" | "k" | "m"];
};
const sizes = (values.sizes ?? (values["request-logs"] ? "100k,10m" : "1k,10k,100k,1m"))
  .split(",")
  .map(parseCount)
  .sort((a, b) => a - b);
const otherCalls = parseCount(values.others);
const requests = Number(values.requests);
const OTHER_ACCOUNTS = 1_000;
const ASSISTANTS = 5;
const DIST_DIR = ".next-bench-api";
const PORT = Number(process.env.BENCH_PORT) || 3312;
/** Calls are laid out newest first, one every 2.16 s: a million calls span 25 days. */
const SPACING_MS = 2_160;
/** Id counters: the benchmark account's rows and the other accounts' never collide. */
const OTHERS_OFFSET = 100_000_000;

type Seed = { accountId: string; assistantIds: string[]; now: number };

/**
 * Calls [from, to) of one layout: call i of the benchmark account, or of the other accounts
 * (i modulo 1,000 picks the account), with their events, deliveries and attempts. One
 * statement per table; the counters trigger is off meanwhile and its table refilled after.
 */
async function seedCalls(client: pg.Client, layout: { table: string; offset: number }, from: number, to: number, seed: Seed) {
  const { now } = seed;
  const ms = `(${now} - 60000 - i * ${SPACING_MS}::bigint)`;
  const n = `(${layout.offset} + i)`;
  const account = layout.table === "main" ? `'${seed.accountId}'` : `bench_other_account(i)`;
  const assistant =
    layout.table === "main" ? `(ARRAY['${seed.assistantIds.join("','")}'])[(i % ${ASSISTANTS}) + 1]` : `bench_other_assistant(i)`;
  const callId = idSql("call", ms, n);
  const failed = `(i % 20 = 7)`;
  const range = `generate_series(${from}::bigint, ${to - 1}::bigint) AS i`;
  await client.query(`
    INSERT INTO "Call" (id, "accountId", "assistantId", "assistantName", "phoneNumber", "callerNumber", status, "startedAt",
                        "endedAt", "failedAt", duration, summary, "errorCode", "errorMessage", transcript, "messageCount",
                        "transcriptReadyAt", "createdAt", "updatedAt")
    SELECT ${callId}, ${account}, ${assistant}, 'Front Desk', '+15550100001', '+14155550' || lpad((i % 1000)::text, 3, '0'),
           CASE WHEN ${failed} THEN 'failed'::"CallStatus" ELSE 'completed'::"CallStatus" END, ${ts(ms)},
           CASE WHEN ${failed} THEN NULL ELSE ${ts(`${ms} + 95000`)} END, CASE WHEN ${failed} THEN ${ts(`${ms} + 30000`)} END,
           CASE WHEN ${failed} THEN NULL ELSE 95 END,
           CASE WHEN ${failed} THEN NULL ELSE 'The caller booked a table for four on Friday at seven.' END,
           CASE WHEN ${failed} THEN 'CONNECTION_LOST' END, CASE WHEN ${failed} THEN 'The connection to the caller was lost.' END,
           CASE WHEN ${failed} THEN NULL ELSE ${transcriptSql} END, CASE WHEN ${failed} THEN NULL ELSE 14 END,
           CASE WHEN ${failed} THEN NULL ELSE ${ts(`${ms} + 96000`)} END, ${ts(ms)}, ${ts(`${ms} + 96000`)}
    FROM ${range}`);
  // Three events per call (k = 0, 1, 2), a delivery per event, a second attempt for every other one.
  const eventMs = `(${ms} + k * 48000)`;
  const eventN = `(${n} * 3 + k)`;
  const eventId = idSql("evt", eventMs, eventN);
  const events = `${range} CROSS JOIN generate_series(0, 2) AS k`;
  await client.query(`
    INSERT INTO "Event" (id, "accountId", type, data, "callId", timestamp, state, "dispatchedAt", "createdAt")
    SELECT ${eventId}, ${account}, (ARRAY['call.started', 'call.completed', 'transcript.ready'])[k + 1],
           jsonb_build_object('callId', ${callId}, 'assistantId', ${assistant}, 'duration', 95, 'endedAt', '2026-11-01T12:00:00.000Z',
                              'summary', 'The caller booked a table for four on Friday at seven.'),
           ${callId}, ${ts(eventMs)}, 'dispatched', ${ts(eventMs)}, ${ts(eventMs)}
    FROM ${events}`);
  const deliveryMs = `(${eventMs} + 1)`;
  const deliveryId = idSql("dlv", deliveryMs, eventN);
  const attempts = `(CASE WHEN (i + k) % 2 = 0 THEN 2 ELSE 1 END)`;
  await client.query(`
    INSERT INTO "WebhookDelivery" (id, "accountId", "eventId", kind, "dedupeKey", url, status, "attemptCount", "lastStatusCode",
                                   "createdAt", "updatedAt", "completedAt")
    SELECT ${deliveryId}, ${account}, ${eventId}, 'event', ${eventId}, 'https://hooks.example.com/voice',
           CASE WHEN (i + k) % 50 = 3 THEN 'failed'::"DeliveryStatus" ELSE 'delivered'::"DeliveryStatus" END, ${attempts},
           CASE WHEN (i + k) % 50 = 3 THEN 500 ELSE 200 END, ${ts(deliveryMs)}, ${ts(`${deliveryMs} + 60000`)}, ${ts(`${deliveryMs} + 60000`)}
    FROM ${events}`);
  await client.query(`
    INSERT INTO "DeliveryAttempt" (id, "deliveryId", "attemptNumber", "startedAt", "statusCode", "latencyMs", "responseExcerpt")
    SELECT ${idSql("att", `(${deliveryMs} + a * 60000)`, `(${eventN} * 2 + a)`)}, ${deliveryId}, a + 1, ${ts(`${deliveryMs} + a * 60000`)},
           CASE WHEN a = 0 AND ${attempts} = 2 THEN 500 ELSE 200 END, 120, 'ok'
    FROM ${events} CROSS JOIN generate_series(0, 1) AS a WHERE a < ${attempts}`);
}

/** The hourly delivery counters of the last 25 hours, as the migrations backfill them (by shard). */
async function refillDeliveryCounts(client: pg.Client) {
  await client.query(`TRUNCATE "WebhookDeliveryHourlyCount"`);
  await client.query(`
    INSERT INTO "WebhookDeliveryHourlyCount" ("accountId", hour, shard, delivered, failed, pending)
    SELECT "accountId", date_trunc('hour', "createdAt", 'UTC'), hashtext(id) & 7, count(*) FILTER (WHERE status = 'delivered'),
           count(*) FILTER (WHERE status = 'failed'), count(*) FILTER (WHERE status = 'pending')
    FROM "WebhookDelivery" WHERE "createdAt" >= date_trunc('hour', now() - interval '25 hours', 'UTC')
    GROUP BY 1, 2, 3`);
}

async function seedOtherAccounts(client: pg.Client, seed: Seed) {
  await client.query(`
    INSERT INTO "Account" (id, name, tier, "updatedAt")
    SELECT 'acct_bench' || lpad(a::text, 17, '0'), 'Other ' || a, 'STARTER', now() FROM generate_series(0, ${OTHER_ACCOUNTS - 1}) a`);
  await client.query(`
    INSERT INTO "Assistant" (id, "accountId", name, language, "voiceId", "phoneNumber", "updatedAt")
    SELECT 'asst_bench' || lpad(a::text, 17, '0'), 'acct_bench' || lpad(a::text, 17, '0'), 'Front Desk', 'en-US', 'elevenlabs-rachel',
           '+15550100001', now() FROM generate_series(0, ${OTHER_ACCOUNTS - 1}) a`);
  await client.query(`
    CREATE FUNCTION bench_other_account(i bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
      $$ SELECT 'acct_bench' || lpad((i % ${OTHER_ACCOUNTS})::text, 17, '0') $$`);
  await client.query(`
    CREATE FUNCTION bench_other_assistant(i bigint) RETURNS text LANGUAGE sql IMMUTABLE AS
      $$ SELECT 'asst_bench' || lpad((i % ${OTHER_ACCOUNTS})::text, 17, '0') $$`);
  const chunk = 100_000;
  for (let from = 0; from < otherCalls; from += chunk) {
    await seedCalls(client, { table: "others", offset: OTHERS_OFFSET }, from, Math.min(from + chunk, otherCalls), seed);
  }
}

type Endpoint = { name: string; path: string; auth: "key" | "session" };

function endpoints(
  seed: Seed,
  ids: { newestCall: string; middleCall: string; newestDelivery: string; middleDelivery: string },
): Endpoint[] {
  const v1 = (name: string, path: string): Endpoint => ({ name, path, auth: "key" });
  const dash = (name: string, path: string): Endpoint => ({ name, path, auth: "session" });
  const assistant = seed.assistantIds[0];
  return [
    v1("v1 assistants", "/api/v1/assistants"),
    v1("v1 assistant", `/api/v1/assistants/${assistant}`),
    v1("v1 calls", "/api/v1/calls"),
    v1("v1 calls, deep cursor", `/api/v1/calls?cursor=${ids.middleCall}`),
    v1("v1 calls ?status=failed", "/api/v1/calls?status=failed"),
    v1("v1 calls ?assistantId&status", `/api/v1/calls?assistantId=${assistant}&status=completed`),
    v1("v1 call", `/api/v1/calls/${ids.newestCall}`),
    v1("v1 usage", "/api/v1/usage"),
    dash("dash overview", "/api/dashboard/overview"),
    dash("dash api-keys", "/api/dashboard/api-keys"),
    dash("dash assistants", "/api/dashboard/assistants"),
    dash("dash plan", "/api/dashboard/plan"),
    dash("dash calls", "/api/dashboard/calls"),
    dash("dash calls, deep cursor", `/api/dashboard/calls?cursor=${ids.middleCall}`),
    dash("dash calls ?status=failed", "/api/dashboard/calls?status=failed"),
    dash("dash call + events", `/api/dashboard/calls/${ids.newestCall}`),
    dash("dash webhook", "/api/dashboard/webhook"),
    dash("dash deliveries", "/api/dashboard/webhook/deliveries"),
    dash("dash deliveries, deep cursor", `/api/dashboard/webhook/deliveries?cursor=${ids.middleDelivery}`),
    dash("dash delivery", `/api/dashboard/webhook/deliveries/${ids.newestDelivery}`),
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(url: string, headers: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < requests + 10; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= 10) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Buffers (shared hit + read) and time of each hot query, as the ORM or raw SQL phrase them. */
async function explainHotQueries(client: pg.Client, seed: Seed, ids: { newestCall: string; middleCall: string }) {
  const callColumns = `id, "accountId", "assistantId", "assistantName", "phoneNumber", "callerNumber", direction, status, "startedAt", "endedAt",
    "failedAt", duration, summary, "errorCode", "errorMessage", reason, "messageCount", "transcriptReadyAt", "createdAt", "updatedAt"`;
  const account = seed.accountId;
  const queries: [string, string, unknown[]][] = [
    ["calls, first page", `SELECT ${callColumns} FROM "Call" WHERE "accountId" = $1 ORDER BY id DESC LIMIT 21`, [account]],
    [
      "calls, deep cursor",
      `SELECT ${callColumns} FROM "Call" WHERE "accountId" = $1 AND id < $2 ORDER BY id DESC LIMIT 21`,
      [account, ids.middleCall],
    ],
    [
      "calls ?status=failed",
      `SELECT ${callColumns} FROM "Call" WHERE "accountId" = $1 AND status = 'failed' ORDER BY id DESC LIMIT 21`,
      [account],
    ],
    ["call by id", `SELECT * FROM "Call" WHERE id = $1 AND "accountId" = $2 LIMIT 1`, [ids.newestCall, account]],
    [
      "a call's events",
      `SELECT id, type, timestamp FROM "Event" WHERE "accountId" = $1 AND "callId" = $2 ORDER BY id`,
      [account, ids.newestCall],
    ],
    [
      "webhook health (24 h)",
      `SELECT sum(delivered), sum(failed), sum(pending) FROM "WebhookDeliveryHourlyCount"
       WHERE "accountId" = $1 AND hour >= date_trunc('hour', now() - interval '24 hours', 'UTC')`,
      [account],
    ],
    ["deliveries, first page", `SELECT * FROM "WebhookDelivery" WHERE "accountId" = $1 ORDER BY id DESC LIMIT 26`, [account]],
    [
      "deliveries ?status=failed",
      `SELECT * FROM "WebhookDelivery" WHERE "accountId" = $1 AND status = 'failed' ORDER BY id DESC LIMIT 26`,
      [account],
    ],
  ];
  const rows: string[] = [];
  for (const [name, sql, params] of queries) {
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const plan = (result.rows[0]["QUERY PLAN"] as Array<{ Plan: Record<string, number>; "Execution Time": number }>)[0];
    const pages = (plan.Plan["Shared Hit Blocks"] ?? 0) + (plan.Plan["Shared Read Blocks"] ?? 0);
    rows.push(`| ${name} | ${pages} | ${plan["Execution Time"].toFixed(2)} |`);
  }
  console.log("\n| query (at the largest size) | pages (8 KiB, shared hit + read) | execution ms |\n|---|---|---|");
  console.log(rows.join("\n"));
}

async function main() {
  const started = Date.now();
  const bench = await startBenchEnvironment("scale");
  const client = new pg.Client({ connectionString: bench.database.url });
  await client.connect();
  let server: NextServer | undefined;
  try {
    const { createAccount } = await import("@/lib/accounts/create-account");
    const { createApiKey } = await import("@/lib/api-keys/create-api-key");
    const { PERMISSIONS } = await import("@/lib/access/permissions");
    const { createAssistant } = await import("@/lib/assistants/create-assistant");
    const { createUser } = await import("@/lib/users/create-user");
    const { db } = await import("@/lib/db");
    const { newId } = await import("@/lib/ids");

    const account = await createAccount({ name: "Scale", tier: "PROFESSIONAL" });
    const user = await createUser(account.id, { email: "scale@example.com", password: "a long benchmark password", name: "Scale" });
    const { secret } = await createApiKey(account.id, { name: "bench", permissions: [...PERMISSIONS] });
    const assistantIds: string[] = [];
    for (let i = 0; i < ASSISTANTS; i++) {
      const assistant = await createAssistant(account.id, {
        name: `Desk ${i}`,
        language: "en-US",
        voiceId: "elevenlabs-rachel",
        voiceTier: "standard",
        status: "active",
      });
      assistantIds.push(assistant.id);
    }
    await db.webhookEndpoint.create({
      data: { id: newId("we"), accountId: account.id, url: "https://hooks.example.com/voice", signingSecret: "whsec_bench" },
    });
    const seed: Seed = { accountId: account.id, assistantIds, now: Date.now() };
    // Bulk seeding fills the delivery counters afterwards, in one statement, as the migration does.
    await client.query(`ALTER TABLE "WebhookDelivery" DISABLE TRIGGER "webhook_delivery_count"`);

    if (otherCalls > 0) {
      const t = Date.now();
      await seedOtherAccounts(client, seed);
      console.log(
        `▶ ${OTHER_ACCOUNTS} other accounts with ${otherCalls.toLocaleString("en")} calls in ${((Date.now() - t) / 1000).toFixed(0)} s`,
      );
    }

    await client.query(`
      INSERT INTO "UsagePeriod" (id, "accountId", "periodStart", "periodEnd", "minutesUsed", "updatedAt")
      SELECT 'up_' || a.id, a.id, date_trunc('month', now(), 'UTC'), date_trunc('month', now() + interval '1 month', 'UTC'), 1000, now()
      FROM "Account" a`);

    const serverEnv = bench.serverEnv(account.id);
    buildNext({ distDir: DIST_DIR, port: PORT, env: serverEnv });

    // A real server-side session, as a sign-in with the right password starts one.
    process.env.NEXTAUTH_SECRET = BENCH_NEXTAUTH_SECRET;
    const { cookie } = await mintSessionCookie(user.id);
    const headers = { key: { authorization: `Bearer ${secret}` }, session: { cookie } };

    const results = new Map<string, Map<number, { p50: number; p99: number }>>();
    let seeded = 0;
    for (const size of sizes) {
      const t = Date.now();
      for (let from = seeded; from < size; from += 100_000)
        await seedCalls(client, { table: "main", offset: 0 }, from, Math.min(from + 100_000, size), seed);
      seeded = size;
      await refillDeliveryCounts(client);
      await client.query("VACUUM ANALYZE");
      const { rows } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
      console.log(
        `▶ benchmark account at ${size.toLocaleString("en")} calls (seeded in ${((Date.now() - t) / 1000).toFixed(0)} s; database ${rows[0].size})`,
      );

      // Started after seeding, so the server's caches and pools see the data as it now is.
      await server?.stop();
      server = await startNextServer({ distDir: DIST_DIR, port: PORT, env: serverEnv });
      const pick = async (table: string, offset: number) =>
        (await client.query(`SELECT id FROM "${table}" WHERE "accountId" = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`, [account.id, offset]))
          .rows[0].id as string;
      const ids = {
        newestCall: await pick("Call", 0),
        middleCall: await pick("Call", Math.floor(size / 2)),
        newestDelivery: await pick("WebhookDelivery", 0),
        middleDelivery: await pick("WebhookDelivery", Math.floor((size * 3) / 2)),
      };
      for (const endpoint of endpoints(seed, ids)) {
        const result = await measure(`${server.base}${endpoint.path}`, headers[endpoint.auth]);
        if (!results.has(endpoint.name)) results.set(endpoint.name, new Map());
        results.get(endpoint.name)!.set(size, result);
        console.log(`  ${endpoint.name.padEnd(32)} p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`);
      }
      if (size === sizes[sizes.length - 1]) await explainHotQueries(client, seed, ids);
    }

    const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1_000 ? `${size / 1_000}k` : String(size));
    const first = sizes[0];
    const last = sizes[sizes.length - 1];
    console.log(
      `\n${requests} sequential requests per endpoint and size, p50 / p99 ms; ${OTHER_ACCOUNTS} other accounts hold ${otherCalls.toLocaleString("en")} calls:\n`,
    );
    console.log(`| endpoint | ${sizes.map(label).join(" | ")} | p50 ${label(last)}/${label(first)} |`);
    console.log(`|---|${sizes.map(() => "---|").join("")}---|`);
    for (const [name, bySize] of results) {
      const cells = sizes.map((size) => `${bySize.get(size)!.p50.toFixed(1)} / ${bySize.get(size)!.p99.toFixed(1)}`);
      console.log(`| ${name} | ${cells.join(" | ")} | ${(bySize.get(last)!.p50 / bySize.get(first)!.p50).toFixed(2)}x |`);
    }
    console.log(`\nTotal ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  } finally {
    await server?.stop();
    await client.end();
    await bench.close();
  }
}

(values["request-logs"] ? runRequestLogScale({ sizes }) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
