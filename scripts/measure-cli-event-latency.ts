// How late does an event recorded by another process (the admin CLI's `simulate-call`) reach
// `npm run listen`? Run it beside a running `npm run dev`:
//
//   npx tsx scripts/measure-cli-event-latency.ts [--base-url http://localhost:3000] [--calls 5]
//
// This process plays the CLI: it records missed calls through the same simulator, on the same
// database (DATABASE_URL, else the embedded one of `npm run dev`), while the listener's real
// code (scripts/listen.ts) follows the server's Events API and forwards to a receiver here.
// Latency = when the receiver got the call's event − when the simulator returned (committed).
// It uses an account of its own without a webhook URL, so nothing is delivered elsewhere.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { db, disconnectDb } from "@/lib/db";
import { simulateCalls } from "@/lib/simulator/simulate-calls";
import { resolveDatabaseUrl } from "./dev-database";
import { defaultBaseUrl, runListener } from "./listen";

const { values } = parseArgs({
  options: { "base-url": { type: "string", default: defaultBaseUrl(process.env) }, calls: { type: "string", default: "5" } },
});
process.env.DATABASE_URL = resolveDatabaseUrl();
const calls = Number(values.calls);

const arrivals = new Map<string, number>();
const receiver = createServer((request, response) => {
  const id = request.headers["x-service-event-id"];
  if (typeof id === "string" && !arrivals.has(id)) arrivals.set(id, performance.now());
  request.resume().on("end", () => response.writeHead(200).end("ok"));
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const address = receiver.address();
const forwardTo = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;

const account = await createAccount({ name: `Latency probe ${new Date().toISOString()}`, tier: "professional" });
const assistant = await createAssistant(account.id, {
  name: "Probe",
  language: "en-US",
  voiceId: "elevenlabs-rachel",
  voiceTier: "standard",
  status: "active",
});
const { secret: apiKey } = await createApiKey(account.id, { name: "latency probe", permissions: ["events:read"] });

const controller = new AbortController();
const ready = new Promise<void>((resolve) => {
  void runListener({
    apiKey,
    baseUrl: values["base-url"],
    forwardTo,
    secret: "whsec_latency_probe",
    log: () => {},
    onReady: () => resolve(),
    signal: controller.signal,
  });
});
await ready;

const latencies: number[] = [];
for (let i = 0; i < calls; i++) {
  const { calls: played } = await simulateCalls({ assistantId: assistant.id, outcome: "missed" });
  const committed = performance.now();
  const eventId = played[0].events[0].id;
  const deadline = committed + 30_000;
  while (!arrivals.has(eventId) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  const arrived = arrivals.get(eventId);
  const latency = arrived === undefined ? Number.POSITIVE_INFINITY : Math.max(0, Math.round(arrived - committed));
  latencies.push(latency);
  console.log(`call ${i + 1}: ${eventId} reached the listener's receiver after ${latency} ms`);
  // Spread the calls over the long poll, as a person running the CLI would.
  await new Promise((resolve) => setTimeout(resolve, 700 + Math.round(Math.random() * 1500)));
}
const sorted = [...latencies].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted[sorted.length - 1]} ms over ${calls} calls`);

controller.abort();
receiver.close();
await db.account.update({ where: { id: account.id }, data: { name: `${account.name} (done)` } });
await disconnectDb();
process.exit(0);
