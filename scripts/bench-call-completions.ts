// Completions contend on one row: the account's usage period, locked by each completing
// transaction. This measures how many completions per second one account sustains when N of
// them arrive at once, and checks the result is exact (minutes and one event per threshold).
//   DATABASE_URL=… npx tsx scripts/bench-call-completions.ts [calls=200] [runs=3]
import { createAccount } from "@/lib/accounts/create-account";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { receiveCall } from "@/lib/calls/receive-call";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { getUsage } from "@/lib/usage/get-usage";

const calls = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 3);
// Inngest is not the subject here: without a key the hand-over fails fast and logs; mute it.
console.warn = () => {};

async function run(): Promise<{ seconds: number; exact: boolean }> {
  const account = await createAccount({ name: "Bench", tier: "STARTER" });
  const assistant = await db.assistant.create({
    data: { id: newId("asst"), accountId: account.id, name: "Bench", language: "en-US", voiceId: "elevenlabs-rachel", phoneNumber: "+15550100123" },
  });
  const ids: string[] = [];
  for (let i = 0; i < calls; i++) {
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: "+14155550100" });
    await connectCall(account.id, call.id);
    ids.push(call.id);
  }
  const started = performance.now();
  await Promise.all(ids.map((id) => completeCall(account.id, id, { duration: 300, summary: "bench" })));
  const seconds = (performance.now() - started) / 1000;
  const usage = await getUsage(account.id);
  const thresholds = await db.event.count({ where: { accountId: account.id, type: "usage.threshold" } });
  return { seconds, exact: usage?.minutesUsed === calls * 5 && thresholds === Math.min(3, [800, 900, 1000].filter((m) => calls * 5 >= m).length) };
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await run());
const times = results.map((r) => r.seconds).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  JSON.stringify({
    calls,
    runs,
    pool: Number(process.env.DATABASE_POOL_MAX) || 10,
    medianSeconds: Number(median.toFixed(3)),
    completionsPerSecond: Math.round(calls / median),
    allExact: results.every((r) => r.exact),
  }),
);
await db.$disconnect();
