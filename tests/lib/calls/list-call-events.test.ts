// A call's events are found through the indexed Event.callId column, filled when the event
// is recorded; another call's or another account's events never appear.
import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { listCallEvents } from "@/lib/calls/list-call-events";
import { listCalls } from "@/lib/calls/list-calls";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { createAccountWithAssistant } from "./fixtures";

describe("listCallEvents", () => {
  test("returns the call's own events, oldest first, and only this account's", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const first = await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 61 });
    const second = await runTestCall(account.id, { assistantId: assistant.id, outcome: "missed" });
    const other = await createAccountWithAssistant();

    const events = await listCallEvents(account.id, first.call.id);
    expect(events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
    expect(events.map((e) => e.type)).toEqual(["call.started", "call.completed", "transcript.ready"]);
    expect(events.every((e) => e.delivery === null)).toBe(true);
    expect((await listCallEvents(account.id, second.call.id)).map((e) => e.type)).toEqual(["call.missed"]);
    expect(await listCallEvents(other.account.id, first.call.id)).toEqual([]);

    const rows = await db.event.findMany({ where: { accountId: account.id }, select: { callId: true, data: true } });
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.callId).toBe((row.data as { callId: string }).callId);
  });

  test("the usage.threshold events, which name no call, are stored without one", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
    // 1,000 included minutes: one 800-minute call crosses 80 %.
    await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 800 * 60 });
    const threshold = await db.event.findFirstOrThrow({ where: { accountId: account.id, type: "usage.threshold" } });
    expect(threshold.callId).toBeNull();
  });
});

describe("listCalls", () => {
  test("does not read the stored transcript, yet shows the message count", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const { call } = await runTestCall(account.id, { assistantId: assistant.id, outcome: "completed", duration: 120 });
    const { data } = await listCalls(account.id, { limit: 20 });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: call.id, messageCount: expect.any(Number) });
    expect(data[0].messageCount).toBeGreaterThan(0);
    expect(data[0]).not.toHaveProperty("transcript");
  });
});
