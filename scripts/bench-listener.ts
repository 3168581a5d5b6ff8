// npm run bench:listener – the local listener's delivery latency and idle cost, measured with
// its real code (scripts/listen.ts) on a fresh database:
//   1. events recorded one at a time, 500 ms apart, each in its own transaction as a call's
//      transition records it; latency = when the receiver got it − when its transaction committed;
//   2. the listener left idle for a minute: the API requests it made.
// Against `next start` (built into BENCH_DIST_DIR, default .next-bench-api; BENCH_SKIP_BUILD=1
// reuses a build; BENCH_PORT, default 3313), or with --in-process the Events route served by
// this process (no build; the same handler and pipeline). BENCH_EVENTS (default 20) and
// BENCH_IDLE_SECONDS (default 60) size the two phases.
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { runListener } from "./listen";
import { startBenchEnvironment } from "./support/bench-environment";
import { buildNext, startNextServer, type NextServer } from "./support/next-server";

const inProcess = process.argv.includes("--in-process");
const EVENTS = Number(process.env.BENCH_EVENTS) || 20;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 60;
const distDir = process.env.BENCH_DIST_DIR || ".next-bench-api";
const port = Number(process.env.BENCH_PORT) || 3313;
const SECRET = "whsec_bench_listener";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const bench = await startBenchEnvironment("bench_listener");
  let server: NextServer | undefined;
  let stopInProcess: (() => Promise<void>) | undefined;
  const arrivals = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const id = request.headers["x-service-event-id"];
    if (typeof id === "string" && !arrivals.has(id)) arrivals.set(id, performance.now());
    request.resume().on("end", () => response.writeHead(200).end("ok"));
  });
  const controller = new AbortController();
  try {
    const account = await createAccount({ name: "Listener bench", tier: "PROFESSIONAL" });
    const { secret: apiKey } = await createApiKey(account.id, { name: "listener", permissions: ["events:read"] });
    const env = { ...bench.serverEnv(account.id) };
    let baseUrl: string;
    if (inProcess) {
      Object.assign(process.env, env);
      const { serveFollowRoute } = await import("./support/serve-follow-route");
      const api = await serveFollowRoute();
      baseUrl = api.origin;
      stopInProcess = () => api.close();
    } else {
      buildNext({ distDir, port, env });
      server = await startNextServer({ distDir, port, env });
      baseUrl = server.base;
    }
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const address = receiver.address();
    const forwardTo = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;

    // Every request the listener makes goes through fetch: count those to the Events API.
    let requests = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/api/v1/events/follow")) requests++;
      return realFetch(input, init);
    };
    let ready!: () => void;
    const started = new Promise<void>((resolve) => (ready = resolve));
    const running = runListener({
      apiKey,
      baseUrl,
      forwardTo,
      secret: SECRET,
      log: () => {},
      onReady: () => ready(),
      signal: controller.signal,
    });
    await started;

    const { recordTestEvent } = await import("@/tests/support/record-test-event");
    const committedAt = new Map<string, number>();
    for (let i = 0; i < EVENTS; i++) {
      committedAt.set(await recordTestEvent(account.id), performance.now());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const deadline = Date.now() + 10_000;
    while (arrivals.size < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies = [...committedAt].map(([id, at]) => (arrivals.get(id) ?? Number.NaN) - at).sort((a, b) => a - b);
    const missing = latencies.filter(Number.isNaN).length;

    const idleFrom = requests;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleRequests = requests - idleFrom;
    controller.abort();
    await running;

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const found = latencies.filter((value) => !Number.isNaN(value));
    console.log(`listener against ${inProcess ? "the Events route in-process" : "next start"}`);
    console.log(
      `delivery latency over ${EVENTS} events (commit → receiver): p50 ${ms(percentile(found, 50))}, p90 ${ms(percentile(found, 90))}, max ${ms(found.at(-1) ?? Number.NaN)}${missing ? `, ${missing} never arrived` : ""}`,
    );
    console.log(`idle: ${idleRequests} request(s) in ${IDLE_SECONDS} s (${((idleRequests * 60) / IDLE_SECONDS).toFixed(1)} per minute)`);
    if (missing) process.exitCode = 1;
  } finally {
    controller.abort();
    receiver.close();
    await stopInProcess?.();
    await server?.stop();
    // The in-process route's subscribers to the process's LISTEN connection: their leaving closes it.
    const [{ closeEventNotifications }, { closeApiKeyCache }] = await Promise.all([
      import("@/lib/events/event-notifications"),
      import("@/lib/api-keys/api-key-cache"),
    ]);
    await Promise.all([closeEventNotifications(), closeApiKeyCache()]);
    await bench.close();
  }
}

await main();
