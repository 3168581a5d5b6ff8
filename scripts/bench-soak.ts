// `npm run bench:soak`: does one `next start` stay flat under steady mixed traffic? Ten minutes
// (`-- --minutes 1` for a quick check) of autocannon at a fixed, moderate rate over the API
// (list assistants, list calls, usage, create an assistant) and the dashboard's test call
// (which records calls, usage and events), with the real Postgres and Redis. Each minute it
// prints the server's RSS, heap, event-loop delay (p99), open handles (from a preloaded probe:
// support/report-process-stats.mjs), the database's connections, and the minute's request rate
// and p99 latency. At the end, growth from minute 2 (after warm-up) to the last minute and p99
// of the last minute against the first, as ratios (near 1.0: nothing leaks, nothing slows).
// Options: --minutes 10, --connections 8, --rate 50 (requests per second in all: below what the
// machine serves, so p99 measures a server at work, not a queue);
// BENCH_SKIP_BUILD=1 reuses the build; BENCH_DIST_DIR (default .next-bench-soak); BENCH_PORT (default 3321).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { createBenchCustomer, withBenchEnvironment } from "./support/bench-environment";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    rate: { type: "string", default: "50" },
  },
});
const minutes = Math.max(1, Number(values.minutes) || 10);
const connections = Number(values.connections) || 8;
const rate = Number(values.rate) || 50;
const distDir = process.env.BENCH_DIST_DIR || ".next-bench-soak";
const port = Number(process.env.BENCH_PORT) || 3321;

type ProcessStats = { at: number; rss: number; heapUsed: number; loopDelayP99Ms: number; handles: number };
type Minute = {
  minute: number;
  rssMb: number;
  heapMb: number;
  loopDelayP99Ms: number;
  handles: number;
  dbConnections: number;
  rps: number;
  p99: number;
  errors: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;
const ratio = (last: number, first: number) => (first > 0 ? (last / first).toFixed(2) : "n/a");

// The probe's file lives until the server has stopped (withBenchEnvironment stops it on return).
const statsDir = mkdtempSync(path.join(tmpdir(), "soak-"));
const statsFile = path.join(statsDir, "stats.jsonl");
try {
  await withBenchEnvironment("soak", { port, distDir }, async ({ startServer }) => {
    const { sessionCookie } = await import("@/tests/support/session-cookie");
    const { db } = await import("@/lib/db");
    const customer = await createBenchCustomer("Soak");
    const assistant = await db.assistant.findFirstOrThrow({ where: { accountId: customer.accountId }, select: { id: true } });
    // A key that may write too (the bench customer's reads only), and a session for the test call.
    const { createApiKey } = await import("@/lib/api-keys/create-api-key");
    const { secret: key } = await createApiKey(customer.accountId, {
      name: "soak",
      permissions: ["assistants:read", "assistants:write", "calls:read", "usage:read"],
    });
    process.env.NEXTAUTH_SECRET = (await import("./support/bench-environment")).BENCH_NEXTAUTH_SECRET;
    const cookie = await sessionCookie({ accountId: customer.accountId, role: "owner" });

    const server = await startServer({
      RATE_LIMIT_OVERRIDES: customer.rateLimitOverride,
      // 600 test calls a minute from one member: far past the dashboard's write limit, which is
      // not what a soak measures.
      DASHBOARD_WRITE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      SOAK_STATS_FILE: statsFile,
      NODE_OPTIONS: `--import ${path.join(import.meta.dirname, "support/report-process-stats.mjs")}`,
    });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const databaseName = new URL(process.env.DATABASE_URL ?? "").pathname.slice(1);
    const auth = { authorization: `Bearer ${key}` };
    const json = { "content-type": "application/json" };
    // Mixed traffic, in this proportion: three reads, one create, one test call (three events).
    const requests = [
      { method: "GET" as const, path: "/api/v1/assistants?limit=20", headers: auth },
      { method: "GET" as const, path: "/api/v1/calls?limit=20", headers: auth },
      { method: "GET" as const, path: "/api/v1/usage", headers: auth },
      {
        method: "POST" as const,
        path: "/api/v1/assistants",
        headers: { ...auth, ...json },
        body: JSON.stringify({ name: "Soak desk", language: "en-US", voiceId: "elevenlabs-rachel" }),
      },
      {
        method: "POST" as const,
        path: "/api/dashboard/calls/test",
        headers: { cookie, origin: server.base, ...json },
        body: JSON.stringify({ assistantId: assistant.id, outcome: "completed", duration: 90 }),
      },
    ];

    const rows: Minute[] = [];
    console.log(`soak: ${minutes} min at ${rate} req/s over ${connections} connections against ${server.base}`);
    console.log("minute    RSS MB   heap MB   loop p99 ms   handles   db conns     req/s    p99 ms   errors");
    for (let minute = 1; minute <= minutes; minute++) {
      const result = await autocannon({ url: server.base, connections, duration: 60, overallRate: rate, requests });
      const lines = readFileSync(statsFile, "utf8").trim().split("\n").filter(Boolean);
      const last = JSON.parse(lines[lines.length - 1] ?? "{}") as ProcessStats;
      // The minute's worst event-loop delay among its probe lines.
      const recent = lines.map((line) => JSON.parse(line) as ProcessStats).filter((stats) => stats.at > Date.now() - 60_000);
      const { rows: connectionRows } = await admin.query<{ count: string }>(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [databaseName],
      );
      const row: Minute = {
        minute,
        rssMb: mb(last.rss),
        heapMb: mb(last.heapUsed),
        loopDelayP99Ms: Math.max(0, ...recent.map((stats) => stats.loopDelayP99Ms)),
        handles: last.handles,
        dbConnections: Number(connectionRows[0]?.count ?? 0),
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      rows.push(row);
      console.log(
        [
          row.minute,
          row.rssMb.toFixed(1),
          row.heapMb.toFixed(1),
          row.loopDelayP99Ms.toFixed(1),
          row.handles,
          row.dbConnections,
          row.rps.toFixed(0),
          row.p99,
          row.errors,
        ]
          .map((cell, index) => String(cell).padStart(index === 0 ? 6 : 10))
          .join(""),
      );
    }
    await admin.end();

    // Growth is measured from minute 2: minute 1 includes warm-up (JIT, pools, caches filling).
    const base = rows[Math.min(1, rows.length - 1)];
    const end = rows[rows.length - 1];
    console.log(`\nsoak: growth from minute ${base.minute} to minute ${end.minute} (last / first):`);
    console.log(
      `  RSS ${ratio(end.rssMb, base.rssMb)}, heap ${ratio(end.heapMb, base.heapMb)}, open handles ${ratio(end.handles, base.handles)}, db connections ${ratio(end.dbConnections, base.dbConnections)}`,
    );
    console.log(`  p99 of minute ${end.minute} vs minute 1: ${ratio(end.p99, rows[0].p99)} (${end.p99} ms vs ${rows[0].p99} ms)`);
    if (rows.length < 3) console.log("  (fewer than 3 minutes: the growth figures include warm-up; run the full 10 minutes for a verdict)");
  });
} finally {
  rmSync(statsDir, { recursive: true, force: true });
}
