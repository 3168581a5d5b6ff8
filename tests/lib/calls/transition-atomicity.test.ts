// A step that fails half-way leaves nothing behind: not the call change, not its event, not
// the minutes, not a threshold. The failures are real ones inside the real transaction.
import { describe, expect, test } from "vitest";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { receiveCall } from "@/lib/calls/receive-call";
import { db } from "@/lib/db";
import { billingPeriod } from "@/lib/usage/billing-period";
import { newId } from "@/lib/ids";
import { CALLER, createAccountWithAssistant, eventsOf } from "./fixtures";

describe("a failure in the middle of a transition", () => {
  test("call.started whose payload fails validation: the call stays ringing and no event is written", async () => {
    // A line number stored without E.164 (e.g. imported by hand) passes the call update but
    // not the event schema, which runs after the update in the same transaction.
    const { account, assistant } = await createAccountWithAssistant({ phoneNumber: "415-555-0100" });
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });

    await expect(connectCall(account.id, call.id)).rejects.toThrow(/E\.164/);

    const row = await db.call.findUniqueOrThrow({ where: { id: call.id } });
    expect(row).toMatchObject({ status: "ringing", startedAt: null });
    expect(await eventsOf(account.id)).toEqual([]);
  });

  test("completion that throws after the call, its event, the minutes and three thresholds are written: all rolled back", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await connectCall(account.id, call.id);
    const before = await eventsOf(account.id);

    const seen: { events: string[]; minutes: number; status: string }[] = [];
    const failure = completeCall(
      account.id,
      call.id,
      { duration: 1000 * 60, summary: "A very long call." },
      {
        beforeCommit: async (tx) => {
          // Inside the transaction everything is there...
          const events = await tx.event.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
          const period = await tx.usagePeriod.findFirstOrThrow({ where: { accountId: account.id } });
          const { status } = await tx.call.findUniqueOrThrow({ where: { id: call.id } });
          seen.push({ events: events.map((e) => e.type), minutes: period.minutesUsed, status });
          throw new Error("telephony adapter write failed");
        },
      },
    );
    await expect(failure).rejects.toThrow("telephony adapter write failed");

    expect(seen).toEqual([
      {
        events: ["call.started", "call.completed", "usage.threshold", "usage.threshold", "usage.threshold"],
        minutes: 1000,
        status: "completed",
      },
    ]);
    // ...and after the rollback none of it is.
    expect(await db.call.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({
      status: "in_progress",
      endedAt: null,
      duration: null,
      summary: null,
    });
    expect(await eventsOf(account.id)).toEqual(before);
    const period = await db.usagePeriod.findFirst({ where: { accountId: account.id } });
    expect(period === null || (period.minutesUsed === 0 && period.thresholdsReached.length === 0)).toBe(true);

    // The call can still complete afterwards, and the thresholds fire then, once.
    await completeCall(account.id, call.id, { duration: 1000 * 60, summary: "A very long call." });
    expect((await eventsOf(account.id)).filter((e) => e.type === "usage.threshold")).toHaveLength(3);
  });

  test("a database error after the call change (duplicate outbox id) rolls the change back", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
    const { call } = await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER });
    await connectCall(account.id, call.id);
    const { start, end } = billingPeriod(new Date());
    await db.usagePeriod.create({ data: { id: newId("up"), accountId: account.id, periodStart: start, periodEnd: end, minutesUsed: 5 } });

    const failure = completeCall(
      account.id,
      call.id,
      { duration: 120, summary: "Fine." },
      {
        beforeCommit: async (tx) => {
          const existing = await tx.event.findFirstOrThrow({ where: { accountId: account.id } });
          // A unique violation from Postgres itself, like any constraint a real write can hit.
          await tx.event.create({ data: { ...existing, data: {}, id: existing.id } });
        },
      },
    );
    await expect(failure).rejects.toThrow();

    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).status).toBe("in_progress");
    expect((await eventsOf(account.id)).map((e) => e.type)).toEqual(["call.started"]);
    expect((await db.usagePeriod.findFirstOrThrow({ where: { accountId: account.id } })).minutesUsed).toBe(5);
  });
});
