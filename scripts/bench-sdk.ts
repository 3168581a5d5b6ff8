// `npm run bench:sdk`: what the SDK (`@voice-assistant/sdk`, as built by `npm run sdk:build`)
// costs its caller, on `next start` with a fresh database, measured in one run:
//   1. client CPU per request: `client.assistants.list({ limit: 20 }).page()` against bare
//      `fetch` + `JSON.parse` of the same `GET /api/v1/assistants?limit=20`, `--requests` of each
//      per block, `--blocks` blocks of each interleaved (A/B, B/A, …) so both see the same
//      machine; `process.cpuUsage()` around each block in a client process that does nothing
//      else (support/sdk-bench-client.mjs), divided by the requests. Prints µs per request for
//      each (median and range over the blocks) and the ratio SDK/fetch per pair of blocks
//      (target ≤ 1.05).
//   2. memory over a long iteration: `--items` calls (100,000) seeded with plain SQL for one
//      account, walked with `for await (const call of client.calls.list({ limit: 100 }))` in a
//      client process started with --expose-gc, heapUsed sampled after a full GC every 10,000
//      items; prints the samples, the growth from 10k to the last sample (flat: ≤ 1.2) and items/s.
// The client imports the built SDK (sdk/dist/esm), the code customers run, not sdk/src through
// tsx (whose loader would be part of what is measured); the SDK is built first unless
// BENCH_SKIP_BUILD is set and sdk/dist is there. The key's account has limits it cannot reach
// (RATE_LIMIT_OVERRIDES), so no request is a 429; the client does not retry, so none is hidden.
// Options: --requests 2000 --blocks 10 --items 100000; --abort-arm adds a third arm, bare fetch
// with what the SDK adds to each attempt (an AbortController's signal and a timeout timer). BENCH_SKIP_BUILD=1 reuses the builds;
// BENCH_DIST_DIR (default .next-bench-sdk); BENCH_PORT (default 3321).
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createBenchCustomer, startBenchEnvironment } from "./support/bench-environment";
import { buildNext, startNextServer, type NextServer } from "./support/next-server";
import { idSql, ts } from "./support/seed-sql";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    blocks: { type: "string", default: "10" },
    items: { type: "string", default: "100000" },
    "abort-arm": { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);
const blocks = Number(values.blocks);
const items = Number(values.items);
const abortArm = values["abort-arm"];
const distDir = process.env.BENCH_DIST_DIR || ".next-bench-sdk";
const port = Number(process.env.BENCH_PORT) || 3321;
const root = path.resolve(import.meta.dirname, "..");
const clientScript = path.join(import.meta.dirname, "support/sdk-bench-client.mjs");

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const median = (numbers: number[]) => {
  const s = sorted(numbers);
  const middle = Math.floor(s.length / 2);
  return s.length % 2 ? s[middle] : (s[middle - 1] + s[middle]) / 2;
};
const range = (numbers: number[], digits: number) => `${Math.min(...numbers).toFixed(digits)}–${Math.max(...numbers).toFixed(digits)}`;

/** Runs support/sdk-bench-client.mjs with `options` and returns the JSON it prints. */
function runClient<T>(options: Record<string, unknown>, nodeFlags: string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, clientScript, JSON.stringify(options)], {
      cwd: root,
      // Not this process's NODE_OPTIONS (tsx's loader): the client is plain JavaScript.
      env: { ...process.env, NODE_OPTIONS: "" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`the SDK client exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").pop() ?? "") as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** `count` completed calls of one account, newest first, one a second, in one statement. */
async function seedCalls(client: pg.Client, accountId: string, assistantId: string, count: number) {
  const now = Date.now();
  const ms = `(${now} - 60000 - i * 1000::bigint)`;
  await client.query(`
    INSERT INTO "Call" (id, "accountId", "assistantId", "assistantName", "phoneNumber", "callerNumber", status, "startedAt",
                        "endedAt", duration, summary, "createdAt", "updatedAt")
    SELECT ${idSql("call", ms, "i")}, '${accountId}', '${assistantId}', 'Front Desk', '+15550100001',
           '+14155550' || lpad((i % 1000)::text, 3, '0'), 'completed'::"CallStatus", ${ts(ms)}, ${ts(`${ms} + 95000`)}, 95,
           'The caller booked a table for four on Friday at seven.', ${ts(ms)}, ${ts(`${ms} + 96000`)}
    FROM generate_series(0::bigint, ${count - 1}::bigint) AS i`);
  await client.query(`VACUUM ANALYZE "Call"`);
}

type Block = { cpuUs: number; wallMs: number };

async function main() {
  const started = Date.now();
  if (!(process.env.BENCH_SKIP_BUILD && existsSync(path.join(root, "sdk/dist/esm/index.js")))) {
    console.log("▶ npm run sdk:build …");
    execFileSync("npm", ["run", "-s", "sdk:build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const bench = await startBenchEnvironment("sdk");
  const database = new pg.Client({ connectionString: bench.database.url });
  await database.connect();
  let server: NextServer | undefined;
  try {
    const { createApiKey } = await import("@/lib/api-keys/create-api-key");
    const customer = await createBenchCustomer("SDK bench");
    const { secret } = await createApiKey(customer.accountId, { name: "bench sdk", permissions: ["assistants:read", "calls:read"] });
    const { rows } = await database.query(`SELECT id FROM "Assistant" WHERE "accountId" = $1 LIMIT 1`, [customer.accountId]);
    const seedStart = Date.now();
    await seedCalls(database, customer.accountId, rows[0].id as string, items);
    console.log(`▶ ${items.toLocaleString("en")} calls seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const serverEnv = bench.serverEnv(customer.accountId);
    buildNext({ distDir, port, env: serverEnv });
    if (
      await fetch(`http://127.0.0.1:${port}`).then(
        () => true,
        () => false,
      )
    ) {
      throw new Error(`port ${port} is taken; set BENCH_PORT to another`);
    }
    server = await startNextServer({ distDir, port, env: serverEnv });

    // 1. Client CPU per request.
    console.log(`▶ client CPU: ${blocks} blocks of ${requests} requests each, SDK and fetch interleaved …`);
    const cpu = await runClient<{ sdk: Block[]; fetch: Block[]; fetchAbort?: Block[] }>({
      mode: "cpu",
      base: server.base,
      apiKey: secret,
      requests,
      blocks,
      warmup: Math.min(500, requests),
      abortArm,
    });
    const perRequest = (list: Block[]) => list.map((b) => b.cpuUs / requests);
    const sdkUs = perRequest(cpu.sdk);
    const fetchUs = perRequest(cpu.fetch);
    const ratios = sdkUs.map((us, i) => us / fetchUs[i]);
    const rps = (list: Block[]) => list.map((b) => (requests / b.wallMs) * 1000);

    // 2. Memory over the whole list.
    console.log(`▶ memory: iterating ${items.toLocaleString("en")} calls with client.calls.list({ limit: 100 }) …`);
    const memory = await runClient<{
      items: number;
      elapsedMs: number;
      samples: { items: number; heapUsed: number }[];
      gcExposed: boolean;
    }>({ mode: "memory", base: server.base, apiKey: secret, items }, ["--expose-gc"]);

    console.log(`\n1. Client CPU per request, GET /api/v1/assistants?limit=20 (20 assistants), ${blocks} blocks of ${requests} each:\n`);
    console.log("| client | µs/request, median | range | req/s, median |");
    console.log("|---|---|---|---|");
    console.log(`| SDK (sdk/dist) | ${median(sdkUs).toFixed(0)} | ${range(sdkUs, 0)} | ${median(rps(cpu.sdk)).toFixed(0)} |`);
    console.log(`| fetch + JSON.parse | ${median(fetchUs).toFixed(0)} | ${range(fetchUs, 0)} | ${median(rps(cpu.fetch)).toFixed(0)} |`);
    if (cpu.fetchAbort) {
      const abortUs = perRequest(cpu.fetchAbort);
      console.log(
        `| fetch + AbortController + timer | ${median(abortUs).toFixed(0)} | ${range(abortUs, 0)} | ${median(rps(cpu.fetchAbort)).toFixed(0)} |`,
      );
      const abortRatios = abortUs.map((us, i) => us / fetchUs[i]);
      console.log(`\n(fetch + AbortController + timer)/fetch: median ${median(abortRatios).toFixed(3)}x, range ${range(abortRatios, 3)}x`);
    }
    console.log(`\nSDK/fetch, per pair of blocks: median ${median(ratios).toFixed(3)}x, range ${range(ratios, 3)}x (target ≤ 1.05)`);
    console.log(`  each pair, in order: ${ratios.map((ratio) => ratio.toFixed(2)).join(" ")}`);

    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
    console.log(
      `\n2. Heap while iterating client.calls.list({ limit: 100 })${memory.gcExposed ? " (heapUsed after a full GC)" : " (no --expose-gc: heapUsed without GC)"}:\n`,
    );
    console.log("| items | heapUsed MiB |");
    console.log("|---|---|");
    for (const sample of memory.samples) console.log(`| ${sample.items.toLocaleString("en")} | ${mib(sample.heapUsed)} |`);
    const at10k = memory.samples.find((sample) => sample.items === 10_000);
    const last = memory.samples[memory.samples.length - 1];
    if (at10k && last.items > at10k.items) {
      console.log(
        `\nheapUsed at ${last.items / 1000}k / at 10k: ${(last.heapUsed / at10k.heapUsed).toFixed(3)}x (flat: ≤ 1.2), a change of ${((last.heapUsed - at10k.heapUsed) / 1024).toFixed(0)} KiB`,
      );
    }
    console.log(
      `${memory.items.toLocaleString("en")} items in ${(memory.elapsedMs / 1000).toFixed(1)} s (GC pauses for the samples left out): ${((memory.items / memory.elapsedMs) * 1000).toFixed(0)} items/s`,
    );
    console.log(`\nTotal ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  } finally {
    await server?.stop();
    await database.end();
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
