// Completions contend on one row: the account's usage period, locked by each completing
// transaction. This measures how many completions per second one account sustains when N of
// them arrive at once, and checks the result is exact (minutes and one event per threshold).
// With accounts > 1 the calls are spread over that many accounts: the rate of the whole
// database rather than of one usage row.
//   DATABASE_URL=… npx tsx scripts/bench-call-completions.ts [calls=200] [runs=3] [accounts=1]
import { createAccount } from "@/lib/accounts/create-account";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { receiveCall } from "@/lib/calls/receive-call";
import { db, disconnectDb } from "@/lib/db";
import { newId } from "@/lib/ids";
import { getUsage } from "@/lib/usage/get-usage";

const calls = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 3);
const accountCount = Number(process.argv[4] ?? 1);
// Inngest is not the subject here: without a key the hand-over fails fast and logs; mute it.
console.warn = () => {};

async function seedAccount(callCount: number) {
  const account = await createAccount({ name: "Bench", tier: "STARTER" });
  const assistant = await db.assistant.create({
    data: {
      id: newId("asst"),
      accountId: account.id,
      name: "Bench",
      language: "en-US",
      voiceId: "elevenlabs-rachel",
      phoneNumber: "+15550100123",
    },
  });
  const ids: string[] = [];
  for (let i = 0; i < callCount; i++) {
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: "+14155550100" });
    await connectCall(account.id, call.id);
    ids.push(call.id);
  }
  return { accountId: account.id, ids };
}

async function isExact(accountId: string, callCount: number) {
  const usage = await getUsage(accountId);
  const thresholds = await db.event.count({ where: { accountId, type: "usage.threshold" } });
  return usage?.minutesUsed === callCount * 5 && thresholds === Math.min(3, [800, 900, 1000].filter((m) => callCount * 5 >= m).length);
}

async function run(): Promise<{ seconds: number; exact: boolean }> {
  const perAccount = Math.ceil(calls / accountCount);
  const accounts = [];
  for (let a = 0; a < accountCount; a++) accounts.push(await seedAccount(Math.min(perAccount, calls - a * perAccount)));
  const started = performance.now();
  await Promise.all(
    accounts.flatMap(({ accountId, ids }) => ids.map((id) => completeCall(accountId, id, { duration: 300, summary: "bench" }))),
  );
  const seconds = (performance.now() - started) / 1000;
  const exact = (await Promise.all(accounts.map(({ accountId, ids }) => isExact(accountId, ids.length)))).every(Boolean);
  return { seconds, exact };
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await run());
const times = results.map((r) => r.seconds).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  JSON.stringify({
    calls,
    accounts: accountCount,
    runs,
    pool: Number(process.env.DATABASE_POOL_MAX) || 10,
    medianSeconds: Number(median.toFixed(3)),
    completionsPerSecond: Math.round(calls / median),
    allExact: results.every((r) => r.exact),
  }),
);
await disconnectDb();
