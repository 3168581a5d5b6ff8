// GET /api/v1/usage through the real pipeline: the current period's minutes against the
// tier, the thresholds reached, and the permission.
import { describe, expect, test } from "vitest";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { PERMISSIONS } from "@/lib/access/permissions";
import type { UsageView } from "@/lib/schemas/usage";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { billingPeriod } from "@/lib/usage/billing-period";
import { callApi, createTestAccount, validAssistant, type ApiResponse } from "../../../support/api-client";

function expectError(response: ApiResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect((response.body as { error: { code: string } }).error.code).toBe(code);
  expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
}

describe("GET /api/v1/usage", () => {
  test("an account without calls: zero minutes of the tier's included minutes, this calendar month", async () => {
    const { key } = await createTestAccount({ tier: "STARTER" });
    const response = await callApi<UsageView>("GET", "/api/v1/usage", { key });
    const { start, end } = billingPeriod(new Date());
    expect(response.status, response.text).toBe(200);
    expect(response.body).toStrictEqual({
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      minutesUsed: 0,
      minutesIncluded: 1000,
      tier: "starter",
      thresholdsReached: [],
    });
  });

  test("counts ceil(duration / 60) per completed call and lists the thresholds reached", async () => {
    const { key, accountId } = await createTestAccount({ tier: "STARTER" });
    const assistant = await createAssistant(accountId, validAssistant);
    await runTestCall(accountId, { assistantId: assistant.id, outcome: "completed", duration: 60 * 850 + 1 });
    await runTestCall(accountId, { assistantId: assistant.id, outcome: "missed" });
    await runTestCall(accountId, { assistantId: assistant.id, outcome: "failed", duration: 600 });

    const response = await callApi<UsageView>("GET", "/api/v1/usage", { key });
    expect(response.body).toMatchObject({ minutesUsed: 851, minutesIncluded: 1000, tier: "starter", thresholdsReached: [80] });
  });

  test.each([
    ["PAY_AS_YOU_GO", 0, "pay_as_you_go"],
    ["PROFESSIONAL", 3000, "professional"],
  ] as const)("%s: %i included minutes, tier %s", async (tier, included, slug) => {
    const { key } = await createTestAccount({ tier });
    const response = await callApi<UsageView>("GET", "/api/v1/usage", { key });
    expect(response.body).toMatchObject({ minutesIncluded: included, tier: slug });
  });

  test("401 without a key", async () => {
    expectError(await callApi("GET", "/api/v1/usage"), 401, "UNAUTHORIZED");
  });

  test("403 for a key without usage:read, naming the permission", async () => {
    const account = await createTestAccount();
    const { secret } = await createApiKey(account.accountId, {
      name: "no usage",
      permissions: PERMISSIONS.filter((p) => p !== "usage:read"),
    });
    const response = await callApi<{ error: { message: string } }>("GET", "/api/v1/usage", { key: secret });
    expectError(response, 403, "FORBIDDEN");
    expect(response.body.error.message).toContain("usage:read");
  });

  test("405 with Allow: GET for other methods", async () => {
    const response = await callApi("DELETE", "/api/v1/usage");
    expectError(response, 405, "METHOD_NOT_ALLOWED");
    expect(response.headers.get("allow")).toBe("GET");
  });
});
