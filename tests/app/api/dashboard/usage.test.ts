// GET /api/dashboard/usage through the real route and session authenticator.
import { describe, expect, test } from "vitest";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { callApi } from "../../../support/api-client";
import { pinClock } from "../../../support/pin-clock";
import { sessionCookie } from "../../../support/session-cookie";
import { createAccountWithAssistant } from "../../../lib/calls/fixtures";

describe("GET /api/dashboard/usage", () => {
  test("the signed-in account's minutes this month per day and per assistant, and nobody else's", async () => {
    const mine = await createAccountWithAssistant({ name: "Front desk" });
    const theirs = await createAccountWithAssistant({ name: "Other" });
    // A month's last second: the calls end then and the route reads the month then (one reading
    // of the clock; with two, a call could fall in one month and the breakdown in the next).
    pinClock("2026-11-30T23:59:59.000Z");
    await runTestCall(mine.account.id, { assistantId: mine.assistant.id, outcome: "completed", duration: 95 });
    await runTestCall(theirs.account.id, { assistantId: theirs.assistant.id, outcome: "completed", duration: 600 });

    const cookie = await sessionCookie({ userId: "user_a", accountId: mine.account.id });
    const { status, text, data } = await callApi(dashboardAccountOperations.usageBreakdown, { cookie });
    expect(status, text).toBe(200);
    expect(data!.assistants).toEqual([{ assistantId: mine.assistant.id, assistantName: "Front desk", minutes: 2 }]);
    expect(data!.days.reduce((sum, day) => sum + day.minutes, 0)).toBe(2);
    expect(data!.days).toHaveLength(30);
    expect(data!.days.at(-1)).toEqual({ date: "2026-11-30", minutes: 2 });
  });

  test("401 without a session", async () => {
    const { status, error } = await callApi(dashboardAccountOperations.usageBreakdown);
    expect(status).toBe(401);
    expect(error?.code).toBe("UNAUTHORIZED");
  });
});
