// npm run bench:export — the account export streams in flat memory (issue 43, decision 0193).
// Seeds a fresh database with two accounts, one of 10k and one of 100k calls (with 14-message
// transcripts, three events and a delivery per call), exports each in a process of its own
// through the route's Response, and prints each one's time, size and peak RSS, and the ratio
// of the peak RSS at 100k to that at 10k: flat memory keeps it near 1 while the archive grows
// ten times. `--sizes 10k,100k,1m` changes the sizes (the ratio is last over first).
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import pg from "pg";
import { createTestDatabase } from "@/tests/support/test-database";
import { transcriptSql } from "./support/seed-sql";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "10k,100k" } } });
const parseCount = (text: string) => {
  const match = /^(\d+)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`not a count: ${text}`);
  return Number(match[1]) * { "": 1, k: 1_000, m: 1_000_000 }[match[2].toLowerCase() as "" | "k" | "m"];
};
const sizes = values.sizes.split(",").map(parseCount);

/** One account with `calls` calls, their events and deliveries, in a few set-based statements. */
async function seedAccount(client: pg.Client, accountId: string, calls: number, offset: number): Promise<void> {
  // Ids of each account in a range of their own (`offset`), so two accounts' rows never collide.
  const pad = (expression: string) => `lpad((${offset}::bigint * 10000000000 + ${expression})::text, 26, '0')`;
  await client.query(`INSERT INTO "Account" (id, name, "updatedAt") VALUES ($1, $2, now())`, [accountId, `Export ${calls}`]);
  await client.query(
    `INSERT INTO "User" (id, "accountId", email, role, "updatedAt") VALUES ('user_' || $1, $1, $1 || '@bench.test', 'owner', now())`,
    [accountId],
  );
  await client.query(
    `INSERT INTO "Assistant" (id, "accountId", name, language, "voiceId", "phoneNumber", "updatedAt")
     VALUES ('asst_' || $1, $1, 'Front Desk', 'en-US', 'elevenlabs-rachel', '+15550100001', now())`,
    [accountId],
  );
  for (let from = 0; from < calls; from += 50_000) {
    const to = Math.min(calls, from + 50_000) - 1;
    const range = `generate_series(${from}, ${to}) AS i`;
    await client.query(`
      INSERT INTO "Call" (id, "accountId", "assistantId", "assistantName", "phoneNumber", "callerNumber", status, "startedAt",
                          "endedAt", duration, summary, transcript, "messageCount", "transcriptReadyAt", "updatedAt")
      SELECT 'call_' || ${pad("i")}, '${accountId}', 'asst_${accountId}', 'Front Desk', '+15550100001', '+14155550' || lpad((i % 1000)::text, 3, '0'),
             'completed', now(), now(), 95, 'The caller booked a table for four on Friday at seven.', ${transcriptSql}, 14, now(), now()
      FROM ${range}`);
    await client.query(`
      INSERT INTO "Event" (id, "accountId", type, data, "callId", timestamp, state)
      SELECT 'evt_' || ${pad("i * 3 + k")}, '${accountId}', (ARRAY['call.started', 'call.completed', 'transcript.ready'])[k + 1],
             jsonb_build_object('callId', 'call_' || ${pad("i")}, 'duration', 95), 'call_' || ${pad("i")}, now(), 'dispatched'
      FROM ${range} CROSS JOIN generate_series(0, 2) AS k`);
    await client.query(`
      INSERT INTO "WebhookDelivery" (id, "accountId", "eventId", url, status, "attemptCount", "lastStatusCode", "updatedAt", "completedAt")
      SELECT 'dlv_' || ${pad("i")}, '${accountId}', 'evt_' || ${pad("i * 3 + 1")}, 'https://hooks.bench.test/in', 'delivered', 1, 200, now(), now()
      FROM ${range}`);
  }
}

/** Runs one export in a child process and reads its report. */
function exportInChild(
  databaseUrl: string,
  accountId: string,
): Promise<{ bytes: number; lines: number; seconds: number; rssAtStart: number; peakRss: number; peakHeap: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/support/export-account-child.ts", accountId], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{")) reject(new Error(`export child exited ${code}: ${out}`));
      else resolve(JSON.parse(line));
    });
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const database = await createTestDatabase("bench_export");
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const results: { calls: number; peakRss: number }[] = [];
  for (const [index, calls] of sizes.entries()) {
    const accountId = `acct_bench${String(calls).padStart(22, "0")}`;
    const seedStarted = performance.now();
    await seedAccount(client, accountId, calls, index + 1);
    await client.query(`ANALYZE`);
    console.log(`seeded ${calls.toLocaleString("en")} calls (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
    const report = await exportInChild(database.url, accountId);
    results.push({ calls, peakRss: report.peakRss });
    console.log(
      `export of ${calls.toLocaleString("en")} calls: ${report.lines.toLocaleString("en")} lines, ${mb(report.bytes)} in ${report.seconds.toFixed(1)} s ` +
        `(${(report.bytes / 1024 / 1024 / report.seconds).toFixed(1)} MB/s); RSS at start ${mb(report.rssAtStart)}, peak ${mb(report.peakRss)}; peak JS heap ${mb(report.peakHeap)}`,
    );
  }
  const first = results[0];
  const last = results[results.length - 1];
  console.log(
    `peak RSS ratio ${last.calls.toLocaleString("en")} / ${first.calls.toLocaleString("en")} calls: ${(last.peakRss / first.peakRss).toFixed(2)} ` +
      `(the archive grew ${(last.calls / first.calls).toFixed(0)}×)`,
  );
} finally {
  await client.end();
  await database.drop();
}
