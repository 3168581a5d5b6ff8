// `npm run bench:api`: what the /api/v1 pipeline costs on `next start`, with the real Postgres
// and Redis (through the Upstash REST emulator), measured with autocannon:
//   (a) GET /api/health/live: a bare route returning constant JSON, the baseline;
//   (b) GET /api/v1/assistants: rate limit + API key + permission + listing 20 assistants;
//   (c) the floor for (b): a plain node:http server doing (b)'s I/O with no framework (one
//       Upstash REST round trip for the limiter, the same SQL through `pg`: support/floor-server.ts);
//   (d) the floor for (a): a plain node:http server answering constant JSON;
//   (f) (b) on a second server of the same build with REQUEST_LOGS=off: what recording every
//       request in the API logs costs, as the ratio b/f (target ≥ 0.95; (b) records, as in production).
// (a) to (d) are run at 50 connections and at 1, several rounds, each round starting one target
// later so all see the same machine; medians are printed, with the ratios b/a, b/c, a/d, our
// own cost per request in µs of throughput, own = 1/b − 1/a − (1/c − 1/d), and, what reproduces
// across machines, in each server's CPU time per request (/proc, read once the server has
// written what the run left in its API log buffer): own CPU = cpu(b) − cpu(a) − (cpu(c) −
// cpu(d)), taken in each round and printed as the median of the rounds' with their range,
// beside its ratio to cpu(a) (issue 44's targets: ≤ 0.25 × cpu(a), and ≤ 0.4 × the baseline
// build's own CPU; at one connection (b) at most 1 ms p50 over (a)). With BENCH_BASELINE_DIR,
// the baseline build's (a′) and (b′) run in the same rounds, and its own CPU is printed beside
// ours.
// Two servers of one build differ by more than a few percent between runs of 10 s on this kind
// of machine (both keep warming up for a minute, and the run before weighs on the next), so (f)
// and (e) are compared with (b) by running both at once (comparePaired), 25 connections each:
// the median and range of the ratio of each server's CPU time per request (/proc, Linux) is the
// measure, printed with that of their req/s.
// The benchmark account has limits it cannot reach (RATE_LIMIT_OVERRIDES), so every request
// takes the full path through the limiter and none is turned away.
// Options: --rounds 3 --duration 10 (seconds per run; --rounds 0 skips to the profile); --pairs 10
// --pair-duration 5 (--pairs 0 skips them); --cpu-prof then profiles the server
// under (a) and under (b) at 50 connections and prints the CPU microseconds per request by area
// for each (what (b) costs on top) and (b)'s busiest functions, then (f) and what the API logs add
// to it per request; BENCH_SKIP_BUILD=1 reuses
// the build; BENCH_PORT (default 3311: `next start`; the floors listen on the next two ports);
// BENCH_DIST_DIR (default .next-bench-api); (f) listens on BENCH_PORT + 5. --otel adds (e): (b) on a second server of the same
// build exporting traces and metrics by OTLP to a local sink (OTEL_TRACES_SAMPLER and
// OTEL_TRACES_SAMPLER_ARG in the environment apply to it), with the ratio e/b (what
// telemetry costs when an endpoint is set; without one, nothing of it is loaded; targets ≥ 0.85
// with every request traced, ≥ 0.95 at parentbased_traceidratio 0.1); with --cpu-prof
// it profiles (e) too and prints what it adds to (b) per request, by area (BENCH_KEEP_PROFILES=1
// keeps the .cpuprofile files and prints where). BENCH_BASELINE_DIR names another checkout with its
// own build in `.next` (say, of the previous main: `git worktree add`, `npm install`, `npm run
// build` there): (g) is (b) on a server of that build, compared with (b) at once like (f) and (e),
// the ratio b/g of server CPU per request saying what this build's changes cost (below 1) or
// save (above 1); half its runs are on fresh servers of both builds started the other way round
// (compareBuilds), as a server's start order alone moved an A/A ratio by up to 13 %.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createBenchCustomer, startBenchEnvironment } from "./support/bench-environment";
import { buildNext, startNextServer, type NextServer } from "./support/next-server";
import { compareCpuPerRequest, summarizeCpuProfile, type ProfiledRun } from "./support/summarize-cpu-profile";
import { median } from "./support/median";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    "cpu-prof": { type: "boolean", default: false },
    otel: { type: "boolean", default: false },
    pairs: { type: "string", default: "10" },
    "pair-duration": { type: "string", default: "5" },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const pairs = Number(values.pairs);
const pairDuration = Number(values["pair-duration"]);
const distDir = process.env.BENCH_DIST_DIR || ".next-bench-api";
const port = Number(process.env.BENCH_PORT) || 3311;

type Run = { rps: number; p50: number; p99: number; errors: number; cpuPerRequestUs?: number };

/** CPU time (user + system, every thread) the process `pid` has used, in µs; undefined where /proc is not. */
function cpuTimeUs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command's name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // In clock ticks: 100 per second on Linux (USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

type Floor = { base: string; pid?: number; stop: () => Promise<void> };

/** A floor server (support/floor-server.ts) in its own process, resolved once it answers. */
async function startFloor(mode: "io" | "constant", floorPort: number, env: Record<string, string>): Promise<Floor> {
  const script = path.join(import.meta.dirname, "support/floor-server.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, "--mode", mode, "--port", String(floorPort)], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${floorPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(base).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the ${mode} floor on ${base} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** An OTLP/HTTP receiver that takes everything and keeps nothing: where (e) exports to. */
async function startOtlpSink(sinkPort: number): Promise<Floor & { received: () => number }> {
  let received = 0;
  const sink = createServer((request, response) => {
    request.on("data", () => {});
    request.on("end", () => {
      received++;
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => sink.listen(sinkPort, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${sinkPort}`,
    received: () => received,
    stop: () => new Promise((resolve) => sink.close(() => resolve())),
  };
}

/**
 * How long a server is left to finish a run's work after its last answer before its CPU time is
 * read: the API log buffer writes what it holds every REQUEST_LOG_FLUSH_MS (1 s by default),
 * so the last second of a run of (b) is written after the run. Read at once, that write was
 * charged to whatever ran next on the server ((a), or nothing), not to (b).
 */
const SETTLE_MS = 1_500;

/** `connections` on `url` for `seconds`; with `serverPid`, the server's CPU time per request too. */
async function measure(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  { seconds = duration, serverPid }: { seconds?: number; serverPid?: number } = {},
): Promise<Run> {
  const cpuBefore = cpuTimeUs(serverPid);
  const result = await autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });
  if (serverPid !== undefined) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const cpuAfter = cpuTimeUs(serverPid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequestUs: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / result.requests.total : undefined,
  };
}

type Target = { label: string; url: string; headers: Record<string, string>; serverPid?: number };

/**
 * `variant` against `base` run at the same time, 25 connections each, `count` times for
 * `pairDuration` seconds: both servers see the same machine at the same moment, so neither is
 * the one that sat idle or ran after the other's writes (run one after the other, that order
 * alone moved a ratio by 15 %). Returns each run's base/variant in server CPU per
 * request (/proc; below 1 when the variant costs more: two identical servers measured 1.01,
 * 0.96–1.05, on one machine; compareBuilds says what another showed), of variant/base in req/s
 * (the scheduler need not share the cores evenly, so this one spreads more), and the errors
 * seen. Both servers are warmed together first, three runs.
 */
async function comparePaired(base: Target, variant: Target, count = pairs) {
  const together = (seconds: number) =>
    Promise.all([base, variant].map((target) => measure(target.url, 25, target.headers, { seconds, serverPid: target.serverPid })));
  for (let warm = 0; warm < 3; warm++) await together(duration);
  const rpsRatios: number[] = [];
  const cpuRatios: number[] = [];
  let errors = 0;
  for (let pair = 0; pair < count; pair++) {
    const [b, v] = await together(pairDuration);
    errors += b.errors + v.errors;
    rpsRatios.push(v.rps / b.rps);
    if (b.cpuPerRequestUs && v.cpuPerRequestUs) cpuRatios.push(b.cpuPerRequestUs / v.cpuPerRequestUs);
    console.log(
      `  ${pair + 1}: ${base.label.slice(0, 3)} ${b.rps.toFixed(0)} req/s ${b.cpuPerRequestUs?.toFixed(0) ?? "?"} µs CPU | ` +
        `${variant.label.slice(0, 3)} ${v.rps.toFixed(0)} req/s ${v.cpuPerRequestUs?.toFixed(0) ?? "?"} µs CPU`,
    );
  }
  return { cpuRatios, rpsRatios, errors };
}

type Paired = Awaited<ReturnType<typeof comparePaired>>;

/** "median (min–max)" of ratios. */
const spread = (ratios: number[]) =>
  ratios.length ? `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` : "n/a";

/** A row of the paired table: the CPU ratio (the measure), the req/s ratio, the errors. */
const pairedRow = (label: string, { cpuRatios, rpsRatios, errors }: Paired) =>
  `| ${label} | ${spread(cpuRatios)} | ${spread(rpsRatios)} | ${errors} |`;

/** `target` pointed at `server`: the same path and headers on another server. */
const onServer = (target: Target, server: NextServer): Target => ({
  ...target,
  url: new URL(new URL(target.url).pathname, server.base).href,
  serverPid: server.pid,
});

/**
 * This build's (b) against the baseline build's, paired, in two halves with the servers started
 * in opposite orders: two servers of one build, paired, differed by 7–13 % on one machine when
 * the one measured as (b) had been started first, and by 1–3 % the other way round (A/A runs,
 * docs/CAPACITY.md), so a server's start order is not left to weigh on one build. The first
 * half uses (b) and (g), (b) started first; the second, a fresh server of each build, the
 * baseline's started first. Prints both halves' medians; the ratio is the median of all pairs.
 */
async function compareBuilds({
  ours,
  baseline,
  startOurs,
  startBaseline,
}: {
  ours: Target;
  baseline: Target;
  startOurs: () => Promise<NextServer>;
  startBaseline: () => Promise<NextServer>;
}): Promise<Paired> {
  const firstHalf = Math.ceil(pairs / 2);
  console.log(`  servers started ours first: ${firstHalf} runs`);
  const oursFirst = await comparePaired(baseline, ours, firstHalf);
  const laterBaseline = await startBaseline();
  let laterOurs: NextServer | undefined;
  try {
    laterOurs = await startOurs();
    console.log(`  fresh servers started baseline first: ${pairs - firstHalf} runs`);
    const baselineFirst = await comparePaired(onServer(baseline, laterBaseline), onServer(ours, laterOurs), pairs - firstHalf);
    console.log(`  b/g by start order: ours first ${spread(oursFirst.cpuRatios)}, baseline first ${spread(baselineFirst.cpuRatios)}`);
    return {
      cpuRatios: [...oursFirst.cpuRatios, ...baselineFirst.cpuRatios],
      rpsRatios: [...oursFirst.rpsRatios, ...baselineFirst.rpsRatios],
      errors: oursFirst.errors + baselineFirst.errors,
    };
  } finally {
    await laterOurs?.stop();
    await laterBaseline.stop();
  }
}

async function main() {
  const bench = await startBenchEnvironment("bench");
  let server: NextServer | undefined;
  let tracedServer: NextServer | undefined;
  let unloggedServer: NextServer | undefined;
  let baselineServer: NextServer | undefined;
  const floors: Floor[] = [];
  try {
    const { accountId, secret } = await createBenchCustomer("Benchmark");

    // A loaded machine can keep the Upstash emulator past the limiter's 250 ms, and the request
    // would be counted in memory: (b) would not measure the Redis path it is meant to.
    const env = { ...bench.serverEnv(accountId), RATE_LIMIT_TIMEOUT_MS: "2000" };
    // (f): the same build, the same database and limiter, nothing recorded in the API logs.
    const unloggedEnv = { ...env, REQUEST_LOGS: "off" };
    buildNext({ distDir, port, env });
    server = await startNextServer({ distDir, port, env });
    const base = server.base;
    unloggedServer = await startNextServer({ distDir, port: port + 5, env: unloggedEnv });
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    if (baselineDir) baselineServer = await startNextServer({ distDir: ".next", port: port + 6, env, projectDir: baselineDir });
    const ioFloor = await startFloor("io", port + 1, { ...env, FLOOR_ACCOUNT_ID: accountId });
    const constantFloor = await startFloor("constant", port + 2, {});
    floors.push(ioFloor, constantFloor);
    const sink = values.otel ? await startOtlpSink(port + 4) : undefined;
    // A short export interval, so the run pays for exporting metrics too, not only traces.
    const tracedEnv = sink ? { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: sink.base, OTEL_METRIC_EXPORT_INTERVAL: "5000" } : undefined;
    if (sink && tracedEnv) {
      floors.push(sink);
      tracedServer = await startNextServer({ distDir, port: port + 3, env: tracedEnv });
    }

    const auth = { authorization: `Bearer ${secret}` };
    const check = await fetch(`${base}/api/v1/assistants`, { headers: auth });
    const page = (await check.json()) as { data: unknown[] };
    if (check.status !== 200 || page.data.length !== 20)
      throw new Error(`GET /api/v1/assistants: ${check.status}, ${page.data?.length} items`);
    console.log(
      `▶ next start on ${base}; ${page.data.length} assistants per page; X-RateLimit-Remaining ${check.headers.get("x-ratelimit-remaining")}`,
    );

    const targets: Target[] = [
      { label: "(a) GET /api/health/live", url: `${base}/api/health/live`, headers: {}, serverPid: server.pid },
      { label: "(b) GET /api/v1/assistants (20 items)", url: `${base}/api/v1/assistants`, headers: auth, serverPid: server.pid },
      { label: "(c) node:http, (b)'s I/O (Upstash + pg)", url: ioFloor.base, headers: auth, serverPid: ioFloor.pid },
      { label: "(d) node:http, constant JSON", url: constantFloor.base, headers: {}, serverPid: constantFloor.pid },
      // The baseline build's (a) and (b), in the same rounds, so its own CPU is measured beside ours.
      ...(baselineServer
        ? [
            {
              label: "(a′) (a) on the baseline build",
              url: `${baselineServer.base}/api/health/live`,
              headers: {},
              serverPid: baselineServer.pid,
            },
            {
              label: "(b′) (b) on the baseline build",
              url: `${baselineServer.base}/api/v1/assistants`,
              headers: auth,
              serverPid: baselineServer.pid,
            },
          ]
        : []),
    ];
    const [, listTarget] = targets;
    const variants: Target[] = [
      {
        label: "(f) (b) with REQUEST_LOGS=off",
        url: `${unloggedServer.base}/api/v1/assistants`,
        headers: auth,
        serverPid: unloggedServer.pid,
      },
      ...(tracedServer
        ? [
            {
              label: "(e) (b) exporting OpenTelemetry",
              url: `${tracedServer.base}/api/v1/assistants`,
              headers: auth,
              serverPid: tracedServer.pid,
            },
          ]
        : []),
    ];
    // Warm-up at full load (JIT, connection pools, the identity cache): a server still warming up
    // is measurably slower than one that has served a minute. (f) and (e) are warmed just before
    // their pairs (comparePaired): a server left idle through the rounds would have cooled down.
    for (const target of targets)
      await measure(target.url, 50, target.headers, { seconds: target.label.startsWith("(a") || target.label.startsWith("(b") ? 15 : 5 });

    const rows: string[] = [];
    const ownCpuLines: string[] = [];
    // Our own cost in server CPU: what (b) costs beyond Next's bare route (a) and beyond its I/O
    // done with nothing around it (c over d). CPU time per request, not a difference of
    // throughputs, so it reproduces on a machine of another speed (issue 44). Taken within each
    // round, whose runs follow one another within a minute, and printed as the median of the
    // rounds' with their range: a server's CPU per request under load moves with how fast its
    // database and Redis answer (fewer requests handled per wake-up when they are slow), and (b)
    // moved 593–843 µs between the rounds of one run, with its req/s. Running the runs that wait on
    // that I/O at once instead, (b), (c) and (b′) with 50 connections each, overloaded two cores
    // and spread the figure more (decision 0233).
    // Where each run sits in `targets`, and so in each round's runs.
    const at = { a: 0, b: 1, c: 2, d: 3, aBaseline: 4, bBaseline: 5 } as const;
    const ownCpu = (round: Run[], b: number, a: number) => {
      const cpu = (i: number) => round[i].cpuPerRequestUs ?? Number.NaN;
      return cpu(b) - cpu(a) - (cpu(at.c) - cpu(at.d));
    };
    for (const connections of rounds > 0 ? [50, 1] : []) {
      const runs: Run[][] = targets.map(() => []);
      const ours: number[] = [];
      const theirs: number[] = [];
      for (let round = 0; round < rounds; round++) {
        // Each round starts one target later: a run's place in the round (what ran just before it)
        // moves with it instead of always weighing on the same target.
        for (let step = 0; step < targets.length; step++) {
          const i = (step + round) % targets.length;
          runs[i].push(await measure(targets[i].url, connections, targets[i].headers, { serverPid: targets[i].serverPid }));
        }
        const thisRound = runs.map((of) => of[round]);
        const line = thisRound.map(
          (run, i) =>
            `${targets[i].label.slice(0, 3)} ${run.rps.toFixed(0)} req/s p50 ${run.p50} ms ${run.cpuPerRequestUs?.toFixed(0) ?? "?"} µs`,
        );
        ours.push(ownCpu(thisRound, at.b, at.a));
        if (baselineServer) theirs.push(ownCpu(thisRound, at.bBaseline, at.aBaseline));
        const own = `own CPU ${ours[round].toFixed(0)} µs${baselineServer ? `, baseline's ${theirs[round].toFixed(0)} µs` : ""}`;
        console.log(`  ${connections} conn, round ${round + 1}: ${line.join(" | ")}; ${own}`);
      }
      const errors = runs.flat().reduce((sum, run) => sum + run.errors, 0);
      const summary = (of: Run[]) => ({
        rps: median(of.map((r) => r.rps)),
        p50: median(of.map((r) => r.p50)),
        p99: median(of.map((r) => r.p99)),
        cpu: median(of.map((r) => r.cpuPerRequestUs ?? Number.NaN)),
      });
      const summaries = runs.map(summary);
      const [sa, sb, sc, sd, saBaseline] = summaries;
      const range = (of: number[]) => `${Math.min(...of).toFixed(0)} to ${Math.max(...of).toFixed(0)}`;
      const ownOurs = median(ours);
      ownCpuLines.push(
        `${connections} conn: own CPU = cpu(b) − cpu(a) − (cpu(c) − cpu(d)), median of the rounds' = ${ownOurs.toFixed(0)} µs per request (rounds ${range(ours)}), ${(ownOurs / sa.cpu).toFixed(2)} × cpu(a)`,
      );
      if (saBaseline && theirs.length > 0) {
        const ownTheirs = median(theirs);
        ownCpuLines.push(
          `${connections} conn: the baseline build's own CPU = ${ownTheirs.toFixed(0)} µs (rounds ${range(theirs)}), ${(ownTheirs / saBaseline.cpu).toFixed(2)} × its cpu(a); ours / theirs = ${(ownOurs / ownTheirs).toFixed(2)}`,
        );
      }
      const ratios = [
        `b/a = ${(sb.rps / sa.rps).toFixed(2)}, p50 +${(sb.p50 - sa.p50).toFixed(1)} ms`,
        `b/c = ${(sb.rps / sc.rps).toFixed(2)}`,
        // Our own cost per request: what (b) costs beyond Next's fixed cost (a) and beyond its
        // I/O done with nothing around it (c, over the bare floor d).
        `own = 1/b − 1/a − (1/c − 1/d) = ${(1e6 * (1 / sb.rps - 1 / sa.rps - (1 / sc.rps - 1 / sd.rps))).toFixed(0)} µs`,
        `a/d = ${(sa.rps / sd.rps).toFixed(2)}`,
      ];
      for (const [i, s] of summaries.entries()) {
        const note = i === summaries.length - 1 && errors ? `${ratios[i]}, ${errors} errors/non-2xx!` : ratios[i];
        rows.push(
          `| ${connections} | ${targets[i].label} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${Number.isNaN(s.cpu) ? "?" : s.cpu.toFixed(0)} | ${note ?? ""} |`,
        );
      }
    }
    const paired: string[] = [];
    if (pairs > 0) {
      const [unlogged, traced] = variants;
      if (baselineServer) {
        const baseline: Target = {
          label: "(g) (b) on the baseline build",
          url: `${baselineServer.base}/api/v1/assistants`,
          headers: auth,
          serverPid: baselineServer.pid,
        };
        console.log(`\n▶ (b) and ${baseline.label} (${baselineDir}) at once, ${pairs} runs of ${pairDuration} s`);
        const builds = await compareBuilds({
          ours: listTarget,
          baseline,
          startOurs: () => startNextServer({ distDir, port: port + 7, env }),
          startBaseline: () => startNextServer({ distDir: ".next", port: port + 8, env, projectDir: baselineDir }),
        });
        paired.push(pairedRow("b/g: this build against the baseline build", builds));
      }
      console.log(`\n▶ (b) and ${unlogged.label} at once, ${pairs} runs of ${pairDuration} s, 25 connections each`);
      const logs = await comparePaired(unlogged, listTarget);
      paired.push(pairedRow("b/f: API logs on/off (≥ 0.95)", logs));
      if (traced) {
        console.log(`\n▶ ${traced.label} and (b) at once, ${pairs} runs of ${pairDuration} s, 25 connections each`);
        const telemetry = await comparePaired(listTarget, traced);
        paired.push(pairedRow("e/b: exporting OpenTelemetry", telemetry));
      }
    }
    if (sink) console.log(`\n(e) exported ${sink.received()} OTLP requests to the sink.`);
    if (rows.length > 0) {
      console.log(`\nMedians of ${rounds} rounds of ${duration} s, autocannon on the same machine:\n`);
      console.log("| connections | route | req/s | p50 ms | p99 ms | server CPU µs/req | |\n|---|---|---|---|---|---|---|");
      console.log(rows.join("\n"));
      console.log(`\n${ownCpuLines.join("\n")}`);
    }
    if (paired.length > 0) {
      console.log(
        `\nBoth servers at once, 25 connections each: median (range) of ${pairs} runs of ${pairDuration} s; below 1: the first named costs more:\n`,
      );
      console.log("| ratio | server CPU per request (inverse): the measure | req/s | errors/non-2xx |\n|---|---|---|---|");
      console.log(paired.join("\n"));
    }

    if (values["cpu-prof"]) {
      await server.stop();
      server = undefined;
      await unloggedServer.stop();
      unloggedServer = undefined;
      await baselineServer?.stop();
      baselineServer = undefined;
      const profileDir = mkdtempSync(path.join(tmpdir(), "bench-api-prof-"));
      /** One server under --cpu-prof, warmed up, then 50 connections on `url`; its busiest profile. */
      const profileRun = async (label: string, url: string, headers: Record<string, string>, runEnv = env): Promise<ProfiledRun> => {
        const dir = path.join(profileDir, label.replace(/\W+/g, "-"));
        const spawnedAt = performance.now();
        const profiled = await startNextServer({ distDir, port, env: runEnv, nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`] });
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
        const file = readdirSync(dir)
          .map((name) => path.join(dir, name))
          .sort((x, y) => statSync(y).size - statSync(x).size)[0];
        if (!file) throw new Error("no profile was written");
        return { label, file, skipMs, requests };
      };
      const bare = await profileRun("(a)", "/api/health/live", {});
      const list = await profileRun("(b)", "/api/v1/assistants", auth);
      console.log(
        `\nServer CPU per request under --cpu-prof at 50 connections (${bare.requests} and ${list.requests} requests in ${duration} s):\n`,
      );
      console.log(compareCpuPerRequest(bare, list));
      console.log(`\nWhere (b)'s CPU goes:\n`);
      console.log(summarizeCpuProfile(list.file, { skipMs: list.skipMs }));
      const unlogged = await profileRun("(f)", "/api/v1/assistants", auth, unloggedEnv);
      console.log(
        `\nWhat the API logs add to (b), per request ((f) is (b) with REQUEST_LOGS=off, ${unlogged.requests} requests in ${duration} s):\n`,
      );
      console.log(compareCpuPerRequest(unlogged, list));
      if (tracedEnv) {
        const traced = await profileRun("(e)", "/api/v1/assistants", auth, tracedEnv);
        console.log(`\nWhat exporting OpenTelemetry adds to (b), per request (${traced.requests} requests in ${duration} s):\n`);
        console.log(compareCpuPerRequest(list, traced));
        console.log(`\nWhere (e)'s CPU goes:\n`);
        console.log(summarizeCpuProfile(traced.file, { skipMs: traced.skipMs }));
      }
      if (process.env.BENCH_KEEP_PROFILES) console.log(`profiles kept in ${profileDir}`);
      else rmSync(profileDir, { recursive: true, force: true });
    }
  } finally {
    await server?.stop();
    await tracedServer?.stop();
    await unloggedServer?.stop();
    await baselineServer?.stop();
    for (const floor of floors) await floor.stop();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
