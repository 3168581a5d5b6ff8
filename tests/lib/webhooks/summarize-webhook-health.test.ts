// Webhook health comes from hourly counters the database keeps on every delivery write. The
// counts must equal what a scan of the account's deliveries of the last 24 hours says, for
// every kind of delivery and through every state change.
import { describe, expect, test } from "vitest";
import type { DeliveryKind, DeliveryStatus } from "@/generated/prisma/enums";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { setWebhookUrl } from "@/lib/webhooks/set-webhook-url";
import { summarizeWebhookHealth } from "@/lib/webhooks/summarize-webhook-health";
import { useWebhookReceiver } from "../../support/use-webhook-receiver";

const receiver = useWebhookReceiver();

const HOUR = 60 * 60 * 1000;

async function delivery(
  accountId: string,
  { status = "pending", kind = "event", createdAt = new Date() }: { status?: DeliveryStatus; kind?: DeliveryKind; createdAt?: Date } = {},
) {
  const event = await db.event.create({
    data: { id: newId("evt"), accountId, type: "webhook.test", data: {}, timestamp: createdAt, state: "dispatched" },
  });
  return db.webhookDelivery.create({
    data: { id: newId("dlv"), accountId, eventId: event.id, kind, url: "https://example.com/hooks", status, createdAt },
  });
}

/** The old definition: every delivery created since `since`, by status, from the rows themselves. */
async function scan(accountId: string, since: Date) {
  const counts = { delivered: 0, failed: 0, pending: 0 };
  const rows = await db.webhookDelivery.groupBy({
    by: ["status"],
    where: { accountId, createdAt: { gte: since } },
    _count: { _all: true },
  });
  for (const row of rows) counts[row.status] = row._count._all;
  return counts;
}

describe("summarizeWebhookHealth", () => {
  test("counts every kind of delivery by its current state, as a scan of the rows would", async () => {
    const account = await createAccount({ name: "Health Co" });
    await setWebhookUrl(account.id, `${receiver.origin}/hooks`);

    receiver.respond((_request, response) => response.writeHead(200).end("ok"));
    await sendTestEvent(account.id);
    receiver.respond((_request, response) => response.writeHead(500).end("no"));
    await sendTestEvent(account.id);

    const retried = await delivery(account.id);
    await delivery(account.id, { kind: "resend", status: "delivered" });
    const stillPending = await delivery(account.id);
    // Finishes through the states a real delivery goes through.
    await db.webhookDelivery.update({ where: { id: retried.id }, data: { attemptCount: 1 } });
    await db.webhookDelivery.update({ where: { id: retried.id }, data: { status: "failed" } });
    await db.webhookDelivery.update({ where: { id: stillPending.id }, data: { attemptCount: 2, status: "pending" } });
    // Outside the window: more than 25 hours ago.
    await delivery(account.id, { status: "failed", createdAt: new Date(Date.now() - 26 * HOUR) });
    // Another account's deliveries never count.
    const other = await createAccount({ name: "Other Co" });
    await delivery(other.id, { status: "failed" });

    const health = await summarizeWebhookHealth(account.id);
    expect(health).toEqual({ configured: true, enabled: true, consecutiveFailures: 0, last24h: { delivered: 2, failed: 2, pending: 1 } });
    expect(health.last24h).toEqual(await scan(account.id, new Date(Date.now() - 24 * HOUR)));
  });

  test("an hour's counts are spread over several rows (concurrent attempts lock different ones) and still sum exactly", async () => {
    const account = await createAccount({ name: "Busy Co" });
    const rows = await Promise.all(Array.from({ length: 24 }, () => delivery(account.id)));
    // Each attempt's status change, at once, as concurrent deliveries finish.
    await Promise.all(
      rows.map((row, index) =>
        db.webhookDelivery.update({ where: { id: row.id }, data: { status: index % 3 === 0 ? "failed" : "delivered" } }),
      ),
    );
    const counters = await db.webhookDeliveryHourlyCount.findMany({ where: { accountId: account.id } });
    expect(new Set(counters.map((counter) => counter.hour.getTime())).size).toBe(1);
    expect(counters.length).toBeGreaterThan(1);
    expect((await summarizeWebhookHealth(account.id)).last24h).toEqual({ delivered: 16, failed: 8, pending: 0 });
  });

  test("a delivery moved to another hour moves its count; the window is whole hours", async () => {
    const account = await createAccount({ name: "Clock Co" });
    const now = new Date("2026-11-20T10:30:00.000Z");
    const row = await delivery(account.id, { status: "delivered", createdAt: new Date("2026-11-20T10:05:00.000Z") });
    await delivery(account.id, { status: "failed", createdAt: new Date("2026-11-19T10:10:00.000Z") });
    await delivery(account.id, { status: "failed", createdAt: new Date("2026-11-19T09:59:59.999Z") });

    expect((await summarizeWebhookHealth(account.id, now)).last24h).toEqual({ delivered: 1, failed: 1, pending: 0 });
    await db.webhookDelivery.update({ where: { id: row.id }, data: { createdAt: new Date("2026-11-18T10:00:00.000Z") } });
    expect((await summarizeWebhookHealth(account.id, now)).last24h).toEqual({ delivered: 0, failed: 1, pending: 0 });
  });

  test("without a URL: not configured, and no counts", async () => {
    const account = await createAccount({ name: "Empty Co" });
    expect(await summarizeWebhookHealth(account.id)).toEqual({
      configured: false,
      enabled: false,
      consecutiveFailures: 0,
      last24h: { delivered: 0, failed: 0, pending: 0 },
    });
  });
});
