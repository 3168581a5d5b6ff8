// Usage metering: ceil(duration / 60) minutes per completed call into the calendar month
// (UTC), and usage.threshold exactly once per threshold and period.
import { beforeEach, describe, expect, test } from "vitest";
import type { Tier } from "@/generated/prisma/enums";
import { completeCall } from "@/lib/calls/complete-call";
import { connectCall } from "@/lib/calls/connect-call";
import { receiveCall } from "@/lib/calls/receive-call";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { billingPeriod } from "@/lib/usage/billing-period";
import { crossedThresholds } from "@/lib/usage/crossed-thresholds";
import { getUsage } from "@/lib/usage/get-usage";
import { pinClock } from "../../support/pin-clock";
import { CALLER, createAccountWithAssistant, eventsOf } from "../calls/fixtures";

/**
 * A month's last second: the period a test sets up "now" and the one a completion records into
 * "now" are one reading of the clock, not two that a month's end could fall between.
 */
const MONTH_END = "2026-11-30T23:59:59.000Z";

async function connectedCall(accountId: string, assistantId: string) {
  const { call } = await receiveCall(accountId, { assistantId, callerNumber: CALLER });
  await connectCall(accountId, call.id);
  return call.id;
}

async function setMinutes(accountId: string, minutesUsed: number, at = new Date()) {
  const { start, end } = billingPeriod(at);
  await db.usagePeriod.create({ data: { id: newId("up"), accountId, periodStart: start, periodEnd: end, minutesUsed } });
}

async function thresholdEvents(accountId: string) {
  return (await eventsOf(accountId)).filter((e) => e.type === "usage.threshold").map((e) => e.data);
}

describe("billingPeriod", () => {
  test.each([
    ["2026-11-21T08:15:00Z", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["2026-12-31T23:59:59.999Z", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    ["2027-01-01T00:00:00Z", "2027-01-01T00:00:00.000Z", "2027-02-01T00:00:00.000Z"],
    ["2028-02-29T12:00:00Z", "2028-02-01T00:00:00.000Z", "2028-03-01T00:00:00.000Z"],
  ])("%s lies in [%s, %s)", (at, start, end) => {
    const period = billingPeriod(new Date(at));
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual([start, end]);
  });
});

describe("crossedThresholds", () => {
  test.each([
    [799, 1000, [], []],
    [800, 1000, [], [80]],
    [899, 1000, [80], []],
    [1000, 1000, [], [80, 90, 100]],
    [1200, 1000, [80, 90], [100]],
    [2700, 3000, [80], [90]],
    [50_000, 0, [], []],
  ])("%i of %i minutes with %j reached crosses %j", (used, included, reached, crossed) => {
    expect(crossedThresholds(used, included, reached)).toEqual(crossed);
  });
});

describe("completing a call", () => {
  beforeEach(() => pinClock(MONTH_END));

  test.each([
    [0, 0],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [95, 2],
    [3600, 60],
  ])("of %i seconds adds %i minutes", async (duration, minutes) => {
    const { account, assistant } = await createAccountWithAssistant();
    const callId = await connectedCall(account.id, assistant.id);
    await completeCall(account.id, callId, { duration, summary: "ok" });
    expect((await getUsage(account.id))?.minutesUsed).toBe(minutes);
  });

  test("crossing 80 % emits one usage.threshold with the contracted fields", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
    await setMinutes(account.id, 798);
    await completeCall(account.id, await connectedCall(account.id, assistant.id), { duration: 95, summary: "ok" });

    expect(await thresholdEvents(account.id)).toStrictEqual([{ threshold: 80, minutesUsed: 800, minutesIncluded: 1000, tier: "starter" }]);
    // A later call below 90 % emits nothing more.
    await completeCall(account.id, await connectedCall(account.id, assistant.id), { duration: 60 * 50, summary: "ok" });
    expect(await thresholdEvents(account.id)).toHaveLength(1);
  });

  test("one call jumping over several thresholds emits one event for each, in order", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "PROFESSIONAL" });
    await setMinutes(account.id, 2000);
    await completeCall(account.id, await connectedCall(account.id, assistant.id), { duration: 60 * 1100, summary: "ok" });

    expect(await thresholdEvents(account.id)).toStrictEqual(
      [80, 90, 100].map((threshold) => ({
        threshold,
        minutesUsed: 3100,
        minutesIncluded: 3000,
        tier: "professional",
      })),
    );
    expect(await getUsage(account.id)).toMatchObject({
      minutesUsed: 3100,
      minutesIncluded: 3000,
      tier: "professional",
      thresholdsReached: [80, 90, 100],
    });

    // Past 100 % there is nothing left to reach this period.
    await completeCall(account.id, await connectedCall(account.id, assistant.id), { duration: 60 * 500, summary: "ok" });
    expect(await thresholdEvents(account.id)).toHaveLength(3);
  });

  test("Pay-As-You-Go has no included minutes and emits no threshold", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "PAY_AS_YOU_GO" });
    await setMinutes(account.id, 4990);
    await completeCall(account.id, await connectedCall(account.id, assistant.id), { duration: 600, summary: "ok" });
    expect(await thresholdEvents(account.id)).toEqual([]);
    expect(await getUsage(account.id)).toMatchObject({
      minutesUsed: 5000,
      minutesIncluded: 0,
      tier: "pay_as_you_go",
      thresholdsReached: [],
    });
  });

  test("a new month starts from zero and its thresholds fire again", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
    const october = new Date("2026-10-31T23:59:00Z");
    const november = new Date("2026-11-01T00:00:30Z");
    for (const endedAt of [october, november]) {
      await completeCall(account.id, await connectedCall(account.id, assistant.id), { duration: 60 * 850, summary: "ok", endedAt });
    }
    expect(await getUsage(account.id, october)).toMatchObject({
      minutesUsed: 850,
      thresholdsReached: [80],
      periodStart: "2026-10-01T00:00:00.000Z",
    });
    expect(await getUsage(account.id, november)).toMatchObject({
      minutesUsed: 850,
      thresholdsReached: [80],
      periodEnd: "2026-12-01T00:00:00.000Z",
    });
    expect(await thresholdEvents(account.id)).toHaveLength(2);
  });

  test("getUsage of an account without calls is zero; of an unknown account null", async () => {
    const { account } = await createAccountWithAssistant({ tier: "STARTER" });
    expect(await getUsage(account.id)).toMatchObject({ minutesUsed: 0, minutesIncluded: 1000, tier: "starter", thresholdsReached: [] });
    await expect(getUsage("acct_unknown")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("concurrency", () => {
  beforeEach(() => pinClock(MONTH_END));

  test.each<[Tier, number]>([["STARTER", 1000]])(
    "50 calls completing in parallel across the thresholds (%s): exact minutes, one event per threshold",
    async (tier, included) => {
      const { account, assistant } = await createAccountWithAssistant({ tier });
      await setMinutes(account.id, 760);
      // 50 calls of 3 to 7 minutes (odd seconds, so ceil matters): 760 + 250 = 1010 minutes.
      const durations = Array.from({ length: 50 }, (_, i) => 60 * (3 + (i % 5)) - 59 + (i % 3));
      const expectedMinutes = 760 + durations.reduce((sum, d) => sum + Math.ceil(d / 60), 0);
      expect(expectedMinutes).toBeGreaterThanOrEqual(included);

      const callIds = await Promise.all(durations.map(() => connectedCall(account.id, assistant.id)));
      const results = await Promise.all(
        callIds.map((id, i) => completeCall(account.id, id, { duration: durations[i], summary: `call ${i}` })),
      );

      expect(results.every((r) => r.call.status === "completed")).toBe(true);
      const usage = await getUsage(account.id);
      expect(usage).toMatchObject({ minutesUsed: expectedMinutes, thresholdsReached: [80, 90, 100] });
      const thresholds = (await thresholdEvents(account.id)) as { threshold: number; minutesUsed: number }[];
      expect(thresholds.map((t) => t.threshold).sort((a, b) => a - b)).toEqual([80, 90, 100]);
      for (const event of thresholds) {
        // Each was emitted by the completion that crossed it: the total at that moment.
        expect(event.minutesUsed * 100).toBeGreaterThanOrEqual(event.threshold * included);
        expect(event.minutesUsed).toBeLessThan((event.threshold * included) / 100 + 7);
      }
      expect((await eventsOf(account.id)).filter((e) => e.type === "call.completed")).toHaveLength(50);
    },
  );

  test("50 first calls of a month in parallel create one period and reach exactly 100 % once", async () => {
    const { account, assistant } = await createAccountWithAssistant({ tier: "STARTER" });
    const callIds = await Promise.all(Array.from({ length: 50 }, () => connectedCall(account.id, assistant.id)));
    // 20 minutes each (1,198 to 1,200 s): exactly the 1,000 included minutes in all.
    await Promise.all(callIds.map((id, i) => completeCall(account.id, id, { duration: 1200 - (i % 3), summary: "ok" })));

    expect(await db.usagePeriod.count({ where: { accountId: account.id } })).toBe(1);
    expect(await getUsage(account.id)).toMatchObject({ minutesUsed: 1000, thresholdsReached: [80, 90, 100] });
    const thresholds = (await thresholdEvents(account.id)) as { threshold: number; minutesUsed: number }[];
    expect(thresholds.map((t) => [t.threshold, t.minutesUsed]).sort((a, b) => a[0] - b[0])).toEqual([
      [80, 800],
      [90, 900],
      [100, 1000],
    ]);
  });
});
