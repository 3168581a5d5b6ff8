// `npm run bench:api`: what the /api/v1 pipeline costs on `next start`, with the real Postgres
// and Redis (through the Upstash REST emulator), measured with autocannon:
//   (a) GET /api/health: a bare route returning constant JSON, the baseline;
//   (b) GET /api/v1/assistants: rate limit + API key + permission + listing 20 assistants.
// Each is run at 50 connections and at 1, several rounds, alternating (a) and (b) so both
// see the same machine; medians are printed, with the ratio b/a.
// The benchmark account has limits it cannot reach (RATE_LIMIT_OVERRIDES), so every request
// takes the full path through the limiter and none is turned away.
// Options: --rounds 3 --duration 10 (seconds per run); BENCH_SKIP_BUILD=1 reuses the build.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createTestDatabase } from "@/tests/support/test-database";
import { startNextProduction, type NextProductionServer } from "./support/next-production-server";
import { startUpstashEmulator } from "./support/upstash-emulator";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, duration: { type: "string", default: "10" } },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const port = 3311;
const base = `http://127.0.0.1:${port}`;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

type Run = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, connections: number, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const database = await createTestDatabase("bench");
  const upstash = await startUpstashEmulator({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" });
  process.env.DATABASE_URL = database.url;
  let server: NextProductionServer | undefined;
  try {
    const { createAccount } = await import("@/lib/accounts/create-account");
    const { createApiKey } = await import("@/lib/api-keys/create-api-key");
    const { createAssistant } = await import("@/lib/assistants/create-assistant");
    const { createAssistantSchema } = await import("@/lib/schemas/assistant");
    const account = await createAccount({ name: "Benchmark", tier: "PROFESSIONAL" });
    const { secret } = await createApiKey(account.id, { name: "bench", permissions: ["assistants:read"] });
    for (let i = 0; i < 20; i++) {
      await createAssistant(account.id, createAssistantSchema.parse({ name: `Bench ${i}`, language: "en-US", voiceId: "elevenlabs-rachel", businessWebsite: "https://example.com" }));
    }

    server = await startNextProduction({
      distDir: ".next-bench-api",
      port,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        UPSTASH_REDIS_REST_URL: upstash.url,
        UPSTASH_REDIS_REST_TOKEN: upstash.token,
        RATE_LIMIT_PREFIX: `vas:bench:${database.name}`,
        RATE_LIMIT_OVERRIDES: `${account.id}=100000000/1000000000`,
        NEXTAUTH_SECRET: "bench-only",
        NEXTAUTH_URL: base,
      },
      readyPath: "/api/health",
    });

    const auth = { authorization: `Bearer ${secret}` };
    const check = await fetch(`${base}/api/v1/assistants`, { headers: auth });
    const page = (await check.json()) as { data: unknown[] };
    if (check.status !== 200 || page.data.length !== 20) throw new Error(`GET /api/v1/assistants: ${check.status}, ${page.data?.length} items`);
    console.log(`▶ next start on ${base}; ${page.data.length} assistants per page; X-RateLimit-Remaining ${check.headers.get("x-ratelimit-remaining")}`);

    // Warm-up: JIT, connection pools, the identity cache.
    await measure(`${base}/api/health`, 10);
    await measure(`${base}/api/v1/assistants`, 10, auth);

    const rows: string[] = [];
    for (const connections of [50, 1]) {
      const a: Run[] = [];
      const b: Run[] = [];
      for (let round = 0; round < rounds; round++) {
        a.push(await measure(`${base}/api/health`, connections));
        b.push(await measure(`${base}/api/v1/assistants`, connections, auth));
        const last = (runs: Run[]) => runs[runs.length - 1];
        console.log(
          `  ${connections} conn, round ${round + 1}: (a) ${last(a).rps.toFixed(0)} req/s p50 ${last(a).p50} ms p99 ${last(a).p99} ms | (b) ${last(b).rps.toFixed(0)} req/s p50 ${last(b).p50} ms p99 ${last(b).p99} ms`,
        );
      }
      const errors = [...a, ...b].reduce((sum, run) => sum + run.errors, 0);
      const summary = (runs: Run[]) => ({ rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) });
      const sa = summary(a);
      const sb = summary(b);
      rows.push(
        `| ${connections} | (a) GET /api/health | ${sa.rps.toFixed(0)} | ${sa.p50} | ${sa.p99} | |`,
        `| ${connections} | (b) GET /api/v1/assistants (20 items) | ${sb.rps.toFixed(0)} | ${sb.p50} | ${sb.p99} | b/a = ${(sb.rps / sa.rps).toFixed(2)} req/s, p50 +${(sb.p50 - sa.p50).toFixed(1)} ms${errors ? `, ${errors} errors/non-2xx!` : ""} |`,
      );
    }
    console.log(`\nMedians of ${rounds} rounds of ${duration} s, autocannon on the same machine:\n`);
    console.log("| connections | route | req/s | p50 ms | p99 ms | |\n|---|---|---|---|---|---|");
    console.log(rows.join("\n"));
  } finally {
    await server?.stop();
    await upstash.stop();
    const { db } = await import("@/lib/db");
    await db.$disconnect();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
