// `npm run bench:api`: what the /api/v1 pipeline costs on `next start`, with the real Postgres
// and Redis (through the Upstash REST emulator), measured with autocannon:
//   (a) GET /api/health/live: a bare route returning constant JSON, the baseline;
//   (b) GET /api/v1/assistants: rate limit + API key + permission + listing 20 assistants.
// Each is run at 50 connections and at 1, several rounds, alternating (a) and (b) so both
// see the same machine; medians are printed, with the ratio b/a.
// The benchmark account has limits it cannot reach (RATE_LIMIT_OVERRIDES), so every request
// takes the full path through the limiter and none is turned away.
// Options: --rounds 3 --duration 10 (seconds per run; --rounds 0 skips to the profile); --cpu-prof then profiles the server
// under (a) and under (b) at 50 connections and prints the CPU microseconds per request by area
// for each (what (b) costs on top) and (b)'s busiest functions; BENCH_SKIP_BUILD=1 reuses
// the build; BENCH_PORT (default 3311); BENCH_DIST_DIR (default .next-bench-api).
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchEnvironment } from "./support/bench-environment";
import { buildNext, startNextServer, type NextServer } from "./support/next-server";
import { compareCpuPerRequest, summarizeCpuProfile, type ProfiledRun } from "./support/summarize-cpu-profile";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, duration: { type: "string", default: "10" }, "cpu-prof": { type: "boolean", default: false } },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const distDir = process.env.BENCH_DIST_DIR || ".next-bench-api";
const port = Number(process.env.BENCH_PORT) || 3311;

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
  const bench = await startBenchEnvironment("bench");
  let server: NextServer | undefined;
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

    const env = bench.serverEnv(account.id);
    buildNext({ distDir, port, env });
    server = await startNextServer({ distDir, port, env });
    const base = server.base;

    const auth = { authorization: `Bearer ${secret}` };
    const check = await fetch(`${base}/api/v1/assistants`, { headers: auth });
    const page = (await check.json()) as { data: unknown[] };
    if (check.status !== 200 || page.data.length !== 20) throw new Error(`GET /api/v1/assistants: ${check.status}, ${page.data?.length} items`);
    console.log(`▶ next start on ${base}; ${page.data.length} assistants per page; X-RateLimit-Remaining ${check.headers.get("x-ratelimit-remaining")}`);

    // Warm-up: JIT, connection pools, the identity cache.
    await measure(`${base}/api/health/live`, 10);
    await measure(`${base}/api/v1/assistants`, 10, auth);

    const rows: string[] = [];
    for (const connections of rounds > 0 ? [50, 1] : []) {
      const a: Run[] = [];
      const b: Run[] = [];
      for (let round = 0; round < rounds; round++) {
        a.push(await measure(`${base}/api/health/live`, connections));
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
        `| ${connections} | (a) GET /api/health/live | ${sa.rps.toFixed(0)} | ${sa.p50} | ${sa.p99} | |`,
        `| ${connections} | (b) GET /api/v1/assistants (20 items) | ${sb.rps.toFixed(0)} | ${sb.p50} | ${sb.p99} | b/a = ${(sb.rps / sa.rps).toFixed(2)} req/s, p50 +${(sb.p50 - sa.p50).toFixed(1)} ms${errors ? `, ${errors} errors/non-2xx!` : ""} |`,
      );
    }
    if (rows.length > 0) {
      console.log(`\nMedians of ${rounds} rounds of ${duration} s, autocannon on the same machine:\n`);
      console.log("| connections | route | req/s | p50 ms | p99 ms | |\n|---|---|---|---|---|---|");
      console.log(rows.join("\n"));
    }

    if (values["cpu-prof"]) {
      await server.stop();
      server = undefined;
      const profileDir = mkdtempSync(path.join(tmpdir(), "bench-api-prof-"));
      /** One server under --cpu-prof, warmed up, then 50 connections on `url`; its busiest profile. */
      const profileRun = async (label: string, url: string, headers: Record<string, string>): Promise<ProfiledRun> => {
        const dir = path.join(profileDir, label.replace(/\W+/g, "-"));
        const spawnedAt = performance.now();
        const profiled = await startNextServer({ distDir, port, env, nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`] });
        let requests = 0;
        let skipMs = 0;
        try {
          await measure(`${profiled.base}${url}`, 10, headers);
          // Start-up and warm-up (module loading, JIT) are left out of the summary.
          skipMs = performance.now() - spawnedAt;
          requests = (await autocannon({ url: `${profiled.base}${url}`, connections: 50, duration, headers })).requests.total;
        } finally {
          // The profile is written when the server exits.
          await profiled.stop();
        }
        // `next start` may run the server in a child process: the busiest profile is the server's.
        const file = readdirSync(dir).map((name) => path.join(dir, name)).sort((x, y) => statSync(y).size - statSync(x).size)[0];
        if (!file) throw new Error("no profile was written");
        return { label, file, skipMs, requests };
      };
      const bare = await profileRun("(a)", "/api/health/live", {});
      const list = await profileRun("(b)", "/api/v1/assistants", auth);
      console.log(`\nServer CPU per request under --cpu-prof at 50 connections (${bare.requests} and ${list.requests} requests in ${duration} s):\n`);
      console.log(compareCpuPerRequest(bare, list));
      console.log(`\nWhere (b)'s CPU goes:\n`);
      console.log(summarizeCpuProfile(list.file, { skipMs: list.skipMs }));
      rmSync(profileDir, { recursive: true, force: true });
    }
  } finally {
    await server?.stop();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
