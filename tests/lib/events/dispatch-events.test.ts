import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { recordEvent, type RecordedEvent } from "@/lib/events/record-event";
import { startInngestEventApi, useInngestEventApi } from "../../inngest/support/inngest-event-api";
import { logger } from "@/lib/observability/logger";
import { useOwnDatabase } from "../../support/use-own-database";

// Its own database: its sweeps take every pending event they find (see useOwnDatabase).
useOwnDatabase("dispatch_events");

let api: Awaited<ReturnType<typeof startInngestEventApi>>;
// Imported after the stand-in is up: the Inngest client reads its environment once.
let dispatchEvents: typeof import("@/lib/events/dispatch-events").dispatchEvents;

beforeAll(async () => {
  api = await startInngestEventApi();
  useInngestEventApi(api.url);
  ({ dispatchEvents } = await import("@/lib/events/dispatch-events"));
});

afterAll(async () => {
  await api?.close();
});

beforeEach(() => {
  api.setMode("accept");
  vi.spyOn(logger, "warn").mockImplementation(() => {});
});

/** A change and its event in one transaction, as the calls domain does it. */
async function commitWithEvents(count: number): Promise<RecordedEvent[]> {
  const account = await createAccount({ name: "Outbox Co" });
  return db.$transaction(async (tx) => {
    const events: RecordedEvent[] = [];
    for (let i = 0; i < count; i++) {
      events.push(
        await recordEvent(tx, account.id, "usage.threshold", {
          threshold: 80,
          minutesUsed: 800 + i,
          minutesIncluded: 1000,
          tier: "starter",
        }),
      );
    }
    return events;
  });
}

async function statesOf(events: RecordedEvent[]) {
  const rows = await db.event.findMany({ where: { id: { in: events.map((event) => event.id) } }, orderBy: { id: "asc" } });
  return rows.map((row) => row.state);
}

describe("dispatchEvents", () => {
  test("sends each event with its outbox id as the Inngest event id and marks it dispatched", async () => {
    const events = await commitWithEvents(3);
    const before = api.received.length;
    expect(await dispatchEvents(events)).toBe(3);

    // On a loaded machine the SDK may cut a slow try (300 ms here) and send the batch again;
    // Inngest drops the repeat by its id, so what counts is each id once, in order.
    const sent = [...new Map(api.received.slice(before).map((event) => [event.id, event])).values()];
    expect(sent.map((event) => event.id)).toEqual(events.map((event) => event.id));
    for (const [index, event] of sent.entries()) {
      expect(event).toMatchObject({
        name: "webhooks/event.dispatched",
        data: { eventId: events[index].id, accountId: events[index].accountId },
      });
    }
    expect(await statesOf(events)).toEqual(["dispatched", "dispatched", "dispatched"]);
    const row = await db.event.findUniqueOrThrow({ where: { id: events[0].id } });
    expect(row.dispatchedAt).toBeInstanceOf(Date);
  });

  test("sends nothing for no events", async () => {
    const requests = api.requestCount();
    expect(await dispatchEvents([])).toBe(0);
    expect(api.requestCount()).toBe(requests);
  });

  test.each([
    ["answers 500", "error" as const],
    ["accepts the connection and never answers", "hang" as const],
  ])("when Inngest %s: does not throw, the change stays committed and the events stay pending", async (_case, mode) => {
    const events = await commitWithEvents(2);
    api.setMode(mode);
    const started = Date.now();
    await expect(dispatchEvents(events)).resolves.toBe(0);
    // The SDK tries 5 times; each try is cut at INNGEST_SEND_TIMEOUT_MS (300 ms here).
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await statesOf(events)).toEqual(["pending", "pending"]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ component: "outbox", events: 2 }),
      expect.stringMatching(/stay pending/),
    );
  });
});

describe("redispatchPendingEvents (the outbox sweeper's work)", () => {
  test("re-sends only events pending for over a minute, then they are dispatched", async () => {
    const { redispatchPendingEvents } = await import("@/lib/events/redispatch-pending-events");
    const stale = await commitWithEvents(2);
    const fresh = await commitWithEvents(1);
    const alreadySent = await commitWithEvents(1);
    await dispatchEvents(alreadySent);
    await db.event.updateMany({
      where: { id: { in: [...stale, ...alreadySent].map((event) => event.id) } },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });

    const before = api.received.length;
    const outcome = await redispatchPendingEvents();
    const sentIds = api.received.slice(before).map((event) => event.id);

    expect(sentIds).toEqual(expect.arrayContaining(stale.map((event) => event.id)));
    expect(sentIds).not.toContain(fresh[0].id);
    expect(sentIds).not.toContain(alreadySent[0].id);
    expect(outcome.dispatched).toBeGreaterThanOrEqual(2);
    expect(await statesOf(stale)).toEqual(["dispatched", "dispatched"]);
    expect(await statesOf(fresh)).toEqual(["pending"]);
  });

  test("with Inngest still down, events stay pending for the next sweep", async () => {
    const { redispatchPendingEvents } = await import("@/lib/events/redispatch-pending-events");
    const stale = await commitWithEvents(1);
    await db.event.update({ where: { id: stale[0].id }, data: { createdAt: new Date(Date.now() - 120_000) } });
    api.setMode("error");
    const outcome = await redispatchPendingEvents();
    expect(outcome.dispatched).toBe(0);
    expect(outcome.found).toBeGreaterThanOrEqual(1);
    expect(await statesOf(stale)).toEqual(["pending"]);

    api.setMode("accept");
    await redispatchPendingEvents();
    expect(await statesOf(stale)).toEqual(["dispatched"]);
  });
});

describe("dispatchEvents without any Inngest configuration", () => {
  test("sends nothing to Inngest, warns once, and hands the events to direct delivery", async () => {
    vi.resetModules();
    const saved = { ...process.env };
    delete process.env.INNGEST_BASE_URL;
    delete process.env.INNGEST_EVENT_KEY;
    delete process.env.INNGEST_DEV;
    try {
      // Fresh modules, fresh logger: watch the one the fresh dispatcher writes to.
      const { logger: freshLogger } = await import("@/lib/observability/logger");
      const warn = vi.spyOn(freshLogger, "warn").mockImplementation(() => {});
      const { dispatchEvents: unconfigured } = await import("@/lib/events/dispatch-events");
      const { settleBackgroundWork } = await import("@/lib/background-work/track-background-work");
      const requests = api.requestCount();
      const first = await commitWithEvents(1);
      const second = await commitWithEvents(1);
      expect(await unconfigured(first)).toBe(0);
      expect(await unconfigured(second)).toBe(0);
      await settleBackgroundWork();
      expect(api.requestCount()).toBe(requests);
      // No webhook URL: handed over, and no delivery made.
      expect(await statesOf([...first, ...second])).toEqual(["dispatched", "dispatched"]);
      expect(await db.webhookDelivery.count({ where: { eventId: { in: [...first, ...second].map((event) => event.id) } } })).toBe(0);
      expect(warn.mock.calls.filter(([message]) => String(message).includes("not configured"))).toHaveLength(1);
    } finally {
      process.env = saved;
    }
  });
});
