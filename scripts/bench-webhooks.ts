// `npm run bench:webhooks`: how fast webhooks are signed and delivered.
//  1. signatures per second (signPayload over a typical envelope);
//  2. delivery attempts per second: attemptDelivery end to end (load, sign, HTTPS POST,
//     record the attempt and the delivery in Postgres) to a local HTTPS receiver, against
//     raw HTTPS POSTs per second from this same process to the same receiver. The ratio of
//     the two is the figure that survives a noisy 2-core machine.
// Runs on a throw-away database on the machine's Postgres (DATABASE_URL's server, else
// 127.0.0.1:5432), dropped afterwards. Options: --rounds 5 --attempts 600 --concurrency 8
import { readFileSync } from "node:fs";
import { request } from "node:https";
import { parseArgs } from "node:util";
import { startHttpsReceiver } from "@/tests/support/https-receiver";
import { createTestDatabase } from "@/tests/support/test-database";
import { median } from "./support/median";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    attempts: { type: "string", default: "600" },
    concurrency: { type: "string", default: "8" },
    signatures: { type: "string", default: "200000" },
  },
});
const rounds = Number(values.rounds);
const attemptsPerRound = Number(values.attempts);
const concurrency = Number(values.concurrency);
const signatureCount = Number(values.signatures);

async function runPool(total: number, width: number, task: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < total) await task(next++);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function main() {
  const database = await createTestDatabase("bench");
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_POOL_MAX = String(Math.max(concurrency * 2, 10));
  const receiver = await startHttpsReceiver({ record: false });
  process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1";
  process.env.WEBHOOK_CA_FILE = receiver.caFile;

  // Imported after DATABASE_URL points at the bench database.
  const { db, disconnectDb } = await import("@/lib/db");
  // Settings read once, as a production server freezes them at start (instrumentation.ts):
  // unfrozen, every read compares ~40 environment variables, a few reads per attempt.
  const { freezeConfig } = await import("@/lib/config/config");
  freezeConfig();
  const { createAccount } = await import("@/lib/accounts/create-account");
  const { newId } = await import("@/lib/ids");
  const { setWebhookUrl } = await import("@/lib/webhooks/set-webhook-url");
  const { attemptDelivery } = await import("@/lib/webhooks/attempt-delivery");
  const { signPayload } = await import("@/lib/webhooks/sign-payload");
  const { buildEnvelope } = await import("@/lib/webhooks/build-envelope");
  const { newSigningSecret } = await import("@/lib/webhooks/new-signing-secret");

  try {
    const account = await createAccount({ name: "Bench" });
    await setWebhookUrl(account.id, `${receiver.origin}/hooks`);
    const sample = {
      id: newId("evt"),
      type: "call.completed",
      data: {
        callId: newId("call"),
        assistantId: newId("asst"),
        duration: 184,
        endedAt: new Date().toISOString(),
        summary: "Booked a table for four at 7 pm on Friday; asked about parking.",
      },
      timestamp: new Date(),
    };
    const body = buildEnvelope(sample);
    const secret = newSigningSecret();

    const signRates: number[] = [];
    const attemptRates: number[] = [];
    const rawRates: number[] = [];
    const ratios: number[] = [];

    // Prepared outside the timing: one pending delivery per attempt.
    async function prepareDeliveries(count: number): Promise<string[]> {
      const eventIds = Array.from({ length: count }, () => newId("evt"));
      const deliveryIds = eventIds.map(() => newId("dlv"));
      await db.event.createMany({
        data: eventIds.map((id) => ({
          id,
          accountId: account.id,
          type: sample.type,
          data: sample.data,
          timestamp: new Date(),
          state: "dispatched" as const,
        })),
      });
      await db.webhookDelivery.createMany({
        data: deliveryIds.map((id, index) => ({
          id,
          accountId: account.id,
          eventId: eventIds[index],
          kind: "event" as const,
          dedupeKey: eventIds[index],
          url: `${receiver.origin}/hooks`,
        })),
      });
      return deliveryIds;
    }
    const attemptAll = (deliveryIds: string[]) =>
      runPool(deliveryIds.length, concurrency, async (index) => {
        const outcome = await attemptDelivery(deliveryIds[index], { final: true });
        if (!outcome.ok) throw new Error(`attempt failed: ${outcome.error}`);
      });

    // Warm-up, not counted: JIT, connection pool, Prisma's query plans.
    for (let i = 0; i < 10_000; i++) signPayload(secret, i, body);
    await runPool(50, concurrency, () => rawPost(receiver.origin, body, receiver.caFile));
    await attemptAll(await prepareDeliveries(50));

    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      for (let i = 0; i < signatureCount; i++) signPayload(secret, 1_795_248_000 + i, body);
      signRates.push(signatureCount / ((performance.now() - started) / 1000));

      const deliveryIds = await prepareDeliveries(attemptsPerRound);
      // Raw and attempt phases run back to back in each round, so both see the same machine.
      const raw = await runPool(attemptsPerRound, concurrency, () => rawPost(receiver.origin, body, receiver.caFile));
      const attempts = await attemptAll(deliveryIds);
      rawRates.push(raw);
      attemptRates.push(attempts);
      ratios.push(attempts / raw);
      console.error(
        `round ${round}: ${Math.round(signRates.at(-1)!)} signatures/s, ${attempts.toFixed(0)} attempts/s, ${raw.toFixed(0)} raw POSTs/s`,
      );
    }

    const delivered = await db.webhookDelivery.count({ where: { accountId: account.id, status: "delivered" } });
    const recordedAttempts = await db.deliveryAttempt.count({ where: { delivery: { accountId: account.id } } });
    const result = {
      command: `npm run bench:webhooks -- --rounds ${rounds} --attempts ${attemptsPerRound} --concurrency ${concurrency} --signatures ${signatureCount}`,
      signaturesPerSecond: Math.round(median(signRates)),
      deliveryAttemptsPerSecond: Math.round(median(attemptRates)),
      rawHttpsPostsPerSecond: Math.round(median(rawRates)),
      attemptToRawRatio: Number(median(ratios).toFixed(2)),
      rounds,
      attemptsPerRound,
      concurrency,
      deliveriesDelivered: delivered,
      attemptsRecorded: recordedAttempts,
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await disconnectDb();
    await receiver.close();
    await database.drop();
  }
}

let cachedCa: string | undefined;

/** The baseline: one HTTPS POST, new connection, same body and headers size as an attempt. */
function rawPost(origin: string, body: string, caFile: string): Promise<void> {
  cachedCa ??= readFileSync(caFile, "utf8");
  const url = new URL(`${origin}/hooks`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method: "POST",
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        ca: cachedCa,
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
