// GET /api/dashboard/usage through the real route and session authenticator.
import { describe, expect, test } from "vitest";
import { runTestCall } from "@/lib/simulator/run-test-call";
import type { UsageBreakdown } from "@/lib/usage/get-usage-breakdown";
import { callApi } from "../../../support/api-client";
import { sessionCookie } from "../../../support/session-cookie";
import { createAccountWithAssistant } from "../../../lib/calls/fixtures";

describe("GET /api/dashboard/usage", () => {
  test("the signed-in account's minutes this month per day and per assistant, and nobody else's", async () => {
    const mine = await createAccountWithAssistant({ name: "Front desk" });
    const theirs = await createAccountWithAssistant({ name: "Other" });
    await runTestCall(mine.account.id, { assistantId: mine.assistant.id, outcome: "completed", duration: 95 });
    await runTestCall(theirs.account.id, { assistantId: theirs.assistant.id, outcome: "completed", duration: 600 });

    const cookie = await sessionCookie({ userId: "user_a", accountId: mine.account.id });
    const response = await callApi<UsageBreakdown>("GET", "/api/dashboard/usage", { cookie });
    expect(response.status, response.text).toBe(200);
    expect(response.body.assistants).toEqual([{ assistantId: mine.assistant.id, assistantName: "Front desk", minutes: 2 }]);
    expect(response.body.days.reduce((sum, day) => sum + day.minutes, 0)).toBe(2);
    expect(response.body.days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
  });

  test("401 without a session", async () => {
    expect((await callApi("GET", "/api/dashboard/usage")).status).toBe(401);
  });
});
