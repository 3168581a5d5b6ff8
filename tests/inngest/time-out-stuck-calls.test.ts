import { inngestEventApi } from "./support/configure-inngest";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, test } from "vitest";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { callTimeoutMs } from "@/lib/calls/fail-stuck-calls";
import { receiveCall } from "@/lib/calls/receive-call";
import { db } from "@/lib/db";
import { createAccountWithAssistant } from "../lib/calls/fixtures";

// Calls of the year 2000, so that no other test file's calls (in the same database) are old
// enough to be swept by these runs, whose time is their scheduled time.
const at = (time: string) => new Date(`2000-01-01T${time}Z`);

// After configure-inngest: the function's client must see the stand-in event API.
const { timeOutStuckCalls } = await import("@/inngest/functions/time-out-stuck-calls");

function scheduledRun(time: string) {
  return new InngestTestEngine({ function: timeOutStuckCalls }).execute({
    events: [{ name: "inngest/scheduled.timer", data: { cron: "*/5 * * * *" }, ts: at(time).getTime() }],
  });
}

describe("time-out-stuck-calls", () => {
  test("fails calls left ringing or in progress past 4 hours with CALL_TIMEOUT, once, even when two runs overlap", async () => {
    expect(timeOutStuckCalls.opts.triggers).toEqual([{ cron: "*/5 * * * *" }]);
    expect(callTimeoutMs(undefined)).toBe(4 * 3_600_000);
    expect(callTimeoutMs(30)).toBe(1_800_000);

    const { account, assistant } = await createAccountWithAssistant();
    const ring = (time: string) => receiveCall(account.id, { assistantId: assistant.id, callerNumber: "+14155550123", at: at(time) });
    const ringing = await ring("00:00:00");
    const talking = await ring("00:10:00");
    await connectCall(account.id, talking.call.id, { at: at("00:10:05") });
    const ended = await ring("00:05:00");
    await connectCall(account.id, ended.call.id, { at: at("00:05:05") });
    await completeCall(account.id, ended.call.id, { duration: 60, summary: "Fine.", endedAt: at("00:06:05") });
    const recent = await ring("01:30:00");

    // 04:20: the calls that rang before 00:20 and did not end are stuck. Two runs at once,
    // as two instances' schedulers would start them.
    const runs = await Promise.all([scheduledRun("04:20:00"), scheduledRun("04:20:00")]);
    const results = runs.map((run) => run.result as { failed: number; alreadyEnded: number });
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(2);

    const calls = await db.call.findMany({ where: { accountId: account.id }, orderBy: { createdAt: "asc" } });
    expect(Object.fromEntries(calls.map((call) => [call.id, [call.status, call.errorCode]]))).toEqual({
      [ringing.call.id]: ["failed", "CALL_TIMEOUT"],
      [ended.call.id]: ["completed", null],
      [talking.call.id]: ["failed", "CALL_TIMEOUT"],
      [recent.call.id]: ["ringing", null],
    });

    const failures = await db.event.findMany({ where: { accountId: account.id, type: "call.failed" }, orderBy: { id: "asc" } });
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(Object.keys(failure.data as object).sort()).toEqual(["assistantId", "callId", "error", "failedAt"]);
      expect(failure.data).toMatchObject({
        assistantId: assistant.id,
        error: { code: "CALL_TIMEOUT", message: expect.any(String) },
        failedAt: "2000-01-01T04:20:00.000Z",
      });
      // Handed to Inngest once each.
      expect(inngestEventApi.received.filter((sent) => sent.id === failure.id)).toHaveLength(1);
    }

    // A later run finds nothing more to do; the recent call times out in its turn.
    expect((await scheduledRun("04:25:00")).result).toEqual({ failed: 0, alreadyEnded: 0 });
    expect((await scheduledRun("05:31:00")).result).toEqual({ failed: 1, alreadyEnded: 0 });
  });
});
