// The retention job deletes events, deliveries and attempts made before the retention period
// and keeps everything newer, every call and every usage period.
import { InngestTestEngine } from "@inngest/test";
import { afterEach, describe, expect, test } from "vitest";
import { enforceRetention } from "@/inngest/functions/enforce-retention";
import { createAccount } from "@/lib/accounts/create-account";
import { parseConfig } from "@/lib/config/config";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { purgeExpiredRecords } from "@/lib/retention/purge-expired-records";
import { retentionCutoff } from "@/lib/retention/retention-period";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { createAccountWithAssistant } from "../lib/calls/fixtures";

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  delete process.env.RETENTION_DAYS;
});

/** An event with one delivery and `attempts` attempts, all made at `at`. */
async function eventWithDelivery(accountId: string, at: Date, attempts = 2) {
  const event = await db.event.create({
    data: { id: newId("evt", at), accountId, type: "webhook.test", data: {}, timestamp: at, state: "dispatched", createdAt: at },
  });
  const delivery = await db.webhookDelivery.create({
    data: { id: newId("dlv", at), accountId, eventId: event.id, url: "https://example.com/hooks", status: "failed", createdAt: at },
  });
  for (let n = 1; n <= attempts; n++) {
    await db.deliveryAttempt.create({
      data: { id: newId("att", at), deliveryId: delivery.id, attemptNumber: n, startedAt: at, latencyMs: 5 },
    });
  }
  return { event, delivery };
}

async function countsOf(accountId: string) {
  return {
    events: await db.event.count({ where: { accountId } }),
    deliveries: await db.webhookDelivery.count({ where: { accountId } }),
    attempts: await db.deliveryAttempt.count({ where: { delivery: { accountId } } }),
    calls: await db.call.count({ where: { accountId } }),
    usagePeriods: await db.usagePeriod.count({ where: { accountId } }),
  };
}

describe("enforce-retention", () => {
  test("runs every hour and deletes only what is older than RETENTION_DAYS; calls and usage stay", async () => {
    expect(enforceRetention.opts.triggers).toEqual([{ cron: "17 * * * *" }]);
    process.env.RETENTION_DAYS = "30";
    const { account, assistant } = await createAccountWithAssistant();
    // A call that is kept, with its recent events (no delivery: no URL).
    const { call } = await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 90 });
    const now = Date.now();
    const old = [
      await eventWithDelivery(account.id, new Date(now - 45 * DAY)),
      await eventWithDelivery(account.id, new Date(now - 31 * DAY)),
    ];
    const recent = await eventWithDelivery(account.id, new Date(now - 29 * DAY));
    // A recent resend of an old event goes with its event.
    await db.webhookDelivery.create({
      data: {
        id: newId("dlv"),
        accountId: account.id,
        eventId: old[1].event.id,
        kind: "resend",
        url: "https://example.com/hooks",
        status: "delivered",
      },
    });
    // Another account's old rows go too: retention is for everyone.
    const other = await createAccount({ name: "Other" });
    await eventWithDelivery(other.id, new Date(now - 40 * DAY));
    const before = await countsOf(account.id);
    expect(before).toEqual({ events: 3 + 3, deliveries: 4, attempts: 6, calls: 1, usagePeriods: 1 });

    const { result } = await new InngestTestEngine({ function: enforceRetention }).execute();

    // At least this test's: other files share the database and may leave expired rows of their
    // own (the Events API's retention tests); the per-account counts below are exact.
    expect(result).toMatchObject({ done: true });
    expect((result as { deliveries: number }).deliveries).toBeGreaterThanOrEqual(3);
    expect((result as { events: number }).events).toBeGreaterThanOrEqual(3);
    expect(await countsOf(account.id)).toEqual({ events: 3 + 1, deliveries: 1, attempts: 2, calls: 1, usagePeriods: 1 });
    expect(await countsOf(other.id)).toMatchObject({ events: 0, deliveries: 0, attempts: 0 });
    expect(await db.webhookDelivery.findUnique({ where: { id: recent.delivery.id } })).not.toBeNull();
    expect(await db.call.findUnique({ where: { id: call.id } })).not.toBeNull();
    for (const { event } of old) expect(await db.event.findUnique({ where: { id: event.id } })).toBeNull();
  });

  test("works through a backlog in batches, step after step", async () => {
    const account = await createAccount({ name: "Backlog" });
    const at = new Date(Date.now() - 60 * DAY);
    for (let i = 0; i < 7; i++) await eventWithDelivery(account.id, new Date(at.getTime() + i), 1);

    // Two rows per statement, three statements per call: several calls to finish.
    const cutoff = retentionCutoff();
    const first = await purgeExpiredRecords(cutoff, { batchSize: 2, maxBatches: 3 });
    expect(first).toMatchObject({ deliveries: 6, events: 0, done: false });
    const second = await purgeExpiredRecords(cutoff, { batchSize: 2, maxBatches: 3 });
    expect(second).toMatchObject({ deliveries: 1, events: 4, done: false });
    const third = await purgeExpiredRecords(cutoff, { batchSize: 2, maxBatches: 3 });
    expect(third).toMatchObject({ deliveries: 0, events: 3, done: false });
    // The audit log's statement comes last: it needs a statement of its own.
    const fourth = await purgeExpiredRecords(cutoff, { batchSize: 2, maxBatches: 3 });
    expect(fourth).toMatchObject({ deliveries: 0, events: 0, auditEntries: 0, done: true });
    expect(await countsOf(account.id)).toMatchObject({ events: 0, deliveries: 0, attempts: 0 });
  });

  test("deletes audit log entries after a year, whatever RETENTION_DAYS says, and keeps the younger ones", async () => {
    process.env.RETENTION_DAYS = "30";
    const account = await createAccount({ name: "Audit retention" });
    const entry = (daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY);
      return db.auditLogEntry.create({
        data: {
          id: newId("aud", at),
          accountId: account.id,
          actorType: "system",
          actorLabel: "system",
          action: "user.signed_in",
          createdAt: at,
        },
      });
    };
    await entry(400);
    await entry(366);
    const kept = [await entry(364), await entry(40)];
    const result = await purgeExpiredRecords(retentionCutoff());
    expect(result.auditEntries).toBeGreaterThanOrEqual(2);
    const left = await db.auditLogEntry.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
    expect(left.map(({ id }) => id)).toEqual(kept.map(({ id }) => id));
  });

  test("drops delivery counters after two days and keeps the recent ones", async () => {
    const account = await createAccount({ name: "Counters" });
    await eventWithDelivery(account.id, new Date(Date.now() - 3 * DAY), 0);
    await eventWithDelivery(account.id, new Date(Date.now() - 1 * 60 * 60 * 1000), 0);
    expect(await db.webhookDeliveryHourlyCount.count({ where: { accountId: account.id } })).toBe(2);
    await purgeExpiredRecords(retentionCutoff());
    const left = await db.webhookDeliveryHourlyCount.findMany({ where: { accountId: account.id } });
    expect(left).toHaveLength(1);
    expect(left[0].hour.getTime()).toBeGreaterThan(Date.now() - 2 * 60 * 60 * 1000);
  });

  test("RETENTION_DAYS: 30 by default; anything but a whole number of days ≥ 1 is refused", () => {
    const retentionDays = (value: string | undefined) => parseConfig({ RETENTION_DAYS: value });
    expect(retentionDays(undefined).config.RETENTION_DAYS).toBe(30);
    expect(retentionDays("").config.RETENTION_DAYS).toBe(30);
    expect(retentionDays("7").config.RETENTION_DAYS).toBe(7);
    // Refused: a production start stops (lib/runtime/check-environment.ts); elsewhere the default holds.
    for (const bad of ["0", "-1", "1.5", "abc", "Infinity"]) {
      expect(retentionDays(bad).issues).toEqual([{ setting: "RETENTION_DAYS", message: expect.stringMatching(/RETENTION_DAYS/) }]);
      expect(retentionDays(bad).config.RETENTION_DAYS).toBe(30);
    }
  });
});
