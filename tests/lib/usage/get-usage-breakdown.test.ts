// Minutes per day and per assistant add up to what recordMinutes billed for the period.
import { describe, expect, test } from "vitest";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { receiveCall } from "@/lib/calls/receive-call";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { getUsage } from "@/lib/usage/get-usage";
import { getUsageBreakdown } from "@/lib/usage/get-usage-breakdown";
import { CALLER, createAccountWithAssistant } from "../calls/fixtures";

async function completedCall(accountId: string, assistantId: string, endedAt: string, duration: number) {
  const end = new Date(endedAt);
  const start = new Date(end.getTime() - duration * 1000);
  const { call } = await receiveCall(accountId, { assistantId, callerNumber: CALLER, at: start });
  await connectCall(accountId, call.id, { at: start });
  await completeCall(accountId, call.id, { duration, summary: "Booked.", endedAt: end });
}

describe("getUsageBreakdown", () => {
  test("per day (UTC, every day so far) and per assistant, ceil(duration / 60) each, matching minutesUsed", async () => {
    const { account, assistant } = await createAccountWithAssistant({ name: "Front desk" });
    const other = await db.assistant.create({
      data: {
        id: newId("asst"),
        accountId: account.id,
        name: "Night line",
        language: "en-US",
        voiceId: "elevenlabs-adam",
        phoneNumber: "+14155550199",
      },
    });
    await completedCall(account.id, assistant.id, "2026-11-01T00:00:30Z", 30); // 1 minute on Nov 1
    await completedCall(account.id, assistant.id, "2026-11-03T23:59:59Z", 61); // 2 minutes on Nov 3
    await completedCall(account.id, other.id, "2026-11-03T10:00:00Z", 200); // 4 minutes on Nov 3
    await completedCall(account.id, other.id, "2026-10-31T23:59:59Z", 600); // October: another period
    // A call that never completed bills nothing.
    await receiveCall(account.id, { assistantId: assistant.id, callerNumber: CALLER, at: new Date("2026-11-02T09:00:00Z") });

    const now = new Date("2026-11-04T08:00:00Z");
    const breakdown = await getUsageBreakdown(account.id, now);
    expect(breakdown.periodStart).toBe("2026-11-01T00:00:00.000Z");
    expect(breakdown.days).toEqual([
      { date: "2026-11-01", minutes: 1 },
      { date: "2026-11-02", minutes: 0 },
      { date: "2026-11-03", minutes: 6 },
      { date: "2026-11-04", minutes: 0 },
    ]);
    expect(breakdown.assistants).toEqual([
      { assistantId: other.id, assistantName: "Night line", minutes: 4 },
      { assistantId: assistant.id, assistantName: "Front desk", minutes: 3 },
    ]);
    const total = breakdown.days.reduce((sum, day) => sum + day.minutes, 0);
    expect(total).toBe((await getUsage(account.id, now))!.minutesUsed);
  });

  test("a past period lists all its days; another account's calls never count", async () => {
    const { account, assistant } = await createAccountWithAssistant();
    const stranger = await createAccountWithAssistant();
    await completedCall(stranger.account.id, stranger.assistant.id, "2026-02-10T12:00:00Z", 120);
    const breakdown = await getUsageBreakdown(account.id, new Date("2026-02-10T12:00:00Z"));
    expect(breakdown.days).toHaveLength(10);
    expect(breakdown.days.every((day) => day.minutes === 0)).toBe(true);
    expect(breakdown.assistants).toEqual([]);
    await completedCall(account.id, assistant.id, "2026-02-28T23:00:00Z", 59);
    const wholeMonth = await getUsageBreakdown(account.id, new Date("2026-02-28T23:30:00Z"));
    expect(wholeMonth.days).toHaveLength(28);
    expect(wholeMonth.days.at(-1)).toEqual({ date: "2026-02-28", minutes: 1 });
  });
});
