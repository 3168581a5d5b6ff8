// The client side of `npm run bench:sdk`, in a process of its own that does nothing else, so
// `process.cpuUsage()` and `process.memoryUsage()` see only the requests (the benchmark's own
// process runs the Upstash emulator and the database seeding). Plain JavaScript run by `node`
// without tsx, importing the built SDK (sdk/dist/esm), the code customers run.
// argv[2] is a JSON object: { mode: "cpu" | "memory", base, apiKey, requests, blocks, warmup, items }.
// Prints one JSON line with the results on stdout.
import { VoiceAssistantClient } from "../../sdk/dist/esm/index.js";

const options = JSON.parse(process.argv[2]);
const { base, apiKey } = options;
// No retries: a 429 or a 5xx is an error here, not a hidden second request.
const client = new VoiceAssistantClient({ apiKey, baseUrl: base, maxRetries: 0 });
const headers = { authorization: `Bearer ${apiKey}` };
const url = `${base}/api/v1/assistants?limit=20`;

/** One page of assistants through the SDK. */
async function viaSdk() {
  const page = await client.assistants.list({ limit: 20 }).page();
  if (page.data.length !== 20) throw new Error(`SDK: ${page.data.length} assistants, expected 20`);
}

/** The same request with bare fetch + JSON.parse. */
async function viaFetch() {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`fetch: ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text);
  if (body.data.length !== 20) throw new Error(`fetch: ${body.data.length} assistants, expected 20`);
}

/**
 * Bare fetch with what the SDK adds to each attempt (an AbortController whose signal is passed
 * to fetch, and a timer for the timeout): the --abort-arm, to tell that cost from the rest.
 */
async function viaFetchWithAbort() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`fetch: ${response.status} ${text.slice(0, 200)}`);
    const body = JSON.parse(text);
    if (body.data.length !== 20) throw new Error(`fetch: ${body.data.length} assistants, expected 20`);
  } finally {
    clearTimeout(timer);
  }
}

/** `count` requests one after the other: client CPU (user + system) and wall time. */
async function block(request, count) {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < count; i++) await request();
  const cpu = process.cpuUsage(cpuStart);
  return { cpuUs: cpu.user + cpu.system, wallMs: performance.now() - wallStart };
}

async function cpu() {
  const { requests, blocks, warmup, abortArm } = options;
  const arms = { sdk: viaSdk, fetch: viaFetch };
  if (abortArm) arms.fetchAbort = viaFetchWithAbort;
  const names = Object.keys(arms);
  const results = Object.fromEntries(names.map((name) => [name, []]));
  // Warm every path (JIT, undici's connection pool) before anything is measured.
  for (const name of names) await block(arms[name], warmup);
  for (let b = 0; b < blocks; b++) {
    // Each round starts one arm later (A/B, B/A, … with two): none always runs first.
    for (let k = 0; k < names.length; k++) {
      const name = names[(b + k) % names.length];
      results[name].push(await block(arms[name], requests));
    }
  }
  return results;
}

async function memory() {
  const { items } = options;
  const gc = globalThis.gc;
  const heap = () => {
    if (gc) {
      gc();
      gc();
    }
    return process.memoryUsage().heapUsed;
  };
  const samples = [{ items: 0, heapUsed: heap() }];
  let count = 0;
  let gcMs = 0;
  const started = performance.now();
  for await (const item of client.calls.list({ limit: 100 })) {
    if (typeof item.id !== "string") throw new Error("a call without an id");
    count++;
    if (count % 10_000 === 0) {
      const t = performance.now();
      samples.push({ items: count, heapUsed: heap() });
      gcMs += performance.now() - t;
    }
    if (count >= items) break;
  }
  const elapsedMs = performance.now() - started - gcMs;
  return { items: count, elapsedMs, samples, gcExposed: Boolean(gc) };
}

const result = options.mode === "cpu" ? await cpu() : await memory();
process.stdout.write(`${JSON.stringify(result)}\n`);
