// What a retention run does after purging events and deliveries, run both ways a deployment
// runs it: by the Inngest function, and by the scheduler when Inngest is not configured. Each
// drops the API logs' day partitions past REQUEST_LOG_RETENTION_DAYS (and makes today's and
// tomorrow's), deletes idempotency keys past their 24 hours and dev outbox messages past two
// weeks, and keeps everything younger.
import { InngestTestEngine } from "@inngest/test";
import { expect, test } from "vitest";
import { enforceRetention } from "@/inngest/functions/enforce-retention";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { DEV_OUTBOX_KEPT_DAYS } from "@/lib/mail/dev-outbox";
import { listRequestLogPartitions } from "@/lib/api-logs/api-log-partitions";
import { scheduledJobs } from "@/lib/runtime/run-scheduled-work";
import { pinClock } from "@/tests/support/pin-clock";

const DAY = 24 * 60 * 60 * 1000;

const runners: [string, () => Promise<unknown>][] = [
  ["the Inngest function", async () => (await new InngestTestEngine({ function: enforceRetention }).execute()).result],
  [
    "the scheduler without Inngest",
    () =>
      scheduledJobs()
        .find((job) => job.name === "enforce-retention")!
        .run(),
  ],
];

test.each(runners)("%s drops old API-log partitions and deletes expired idempotency keys and dev mail", async (_name, runRetention) => {
  // One instant for the fixtures, the run and the assertions: "today" cannot turn over midnight between them.
  pinClock(Date.now());
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const partition = (date: string) => `RequestLog_p${date.replaceAll("-", "")}`;
  await db.$executeRaw`SELECT ensure_request_log_partition(${day(-45)}::date)`;

  const account = await createAccount({ name: "Retained" });
  const key = (name: string, ageMs: number) =>
    db.idempotencyKey.create({
      data: { accountId: account.id, key: name, requestHash: "h", state: "completed", createdAt: new Date(Date.now() - ageMs) },
    });
  await key("expired", 25 * 60 * 60 * 1000);
  await key("fresh", 23 * 60 * 60 * 1000);

  const to = `retention-${Date.now()}-${Math.random()}@mail.test`;
  const mail = (daysAgo: number) => ({
    id: newId("mail", new Date(Date.now() - daysAgo * DAY)),
    to,
    subject: `${daysAgo}`,
    text: "t",
    html: "h",
  });
  await db.devMailMessage.createMany({ data: [mail(DEV_OUTBOX_KEPT_DAYS + 1), mail(30), mail(DEV_OUTBOX_KEPT_DAYS - 1)] });

  const result = (await runRetention()) as Record<string, unknown>;

  expect(result.requestLogPartitionsDropped).toContain(partition(day(-45)));
  const partitions = (await listRequestLogPartitions()).map(({ name }) => name);
  expect(partitions).not.toContain(partition(day(-45)));
  expect(partitions).toEqual(expect.arrayContaining([partition(day(0)), partition(day(1))]));

  expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);
  const keys = await db.idempotencyKey.findMany({ where: { accountId: account.id }, select: { key: true } });
  expect(keys.map(({ key }) => key)).toEqual(["fresh"]);

  expect(result.devMailDeleted).toBeGreaterThanOrEqual(2);
  const left = await db.devMailMessage.findMany({ where: { to }, select: { subject: true } });
  expect(left.map(({ subject }) => subject)).toEqual([`${DEV_OUTBOX_KEPT_DAYS - 1}`]);
});
