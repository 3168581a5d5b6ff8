// GET /api/v1/usage through the real pipeline: the current period's minutes against the
// tier, the thresholds reached, and the permission.
import { describe, expect, test } from "vitest";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { PERMISSIONS } from "@/lib/access/permissions";
import { usageOperations } from "@/lib/api/operations/usage-operations";
import { errorBodySchema } from "@/lib/errors";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { callApi, createTestAccount, validAssistant } from "../../../support/api-client";
import { pinClock } from "../../../support/pin-clock";

/** Checks the status, the error code and the limit header; returns the error body. */
function expectError(response: { status: number; text: string; headers: Headers }, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  const { error } = errorBodySchema.parse(JSON.parse(response.text));
  expect(error.code).toBe(code);
  expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
  return error;
}

describe("GET /api/v1/usage", () => {
  test("an account without calls: zero minutes of the tier's included minutes, this calendar month", async () => {
    const { key } = await createTestAccount({ tier: "STARTER" });
    // Its last second: the month the route reads from the clock, not the one the test read before or after.
    pinClock("2026-11-30T23:59:59.000Z");
    const response = await callApi(usageOperations.get, { key });
    expect(response.status, response.text).toBe(200);
    expect(response.data).toStrictEqual({
      periodStart: "2026-11-01T00:00:00.000Z",
      periodEnd: "2026-12-01T00:00:00.000Z",
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

    const response = await callApi(usageOperations.get, { key });
    expect(response.data).toMatchObject({ minutesUsed: 851, minutesIncluded: 1000, tier: "starter", thresholdsReached: [80] });
  });

  test.each([
    ["PAY_AS_YOU_GO", 0, "pay_as_you_go"],
    ["PROFESSIONAL", 3000, "professional"],
  ] as const)("%s: %i included minutes, tier %s", async (tier, included, slug) => {
    const { key } = await createTestAccount({ tier });
    const response = await callApi(usageOperations.get, { key });
    expect(response.data).toMatchObject({ minutesIncluded: included, tier: slug });
  });

  test("401 without a key", async () => {
    expectError(await callApi(usageOperations.get), 401, "UNAUTHORIZED");
  });

  test("403 for a key without usage:read, naming the permission", async () => {
    const account = await createTestAccount();
    const { secret } = await createApiKey(account.accountId, {
      name: "no usage",
      permissions: PERMISSIONS.filter((p) => p !== "usage:read"),
    });
    const response = await callApi(usageOperations.get, { key: secret });
    expectError(response, 403, "FORBIDDEN");
    expect(response.error!.message).toContain("usage:read");
  });

  test("405 with Allow: GET for other methods", async () => {
    const response = await callApi("DELETE", "/api/v1/usage");
    expectError(response, 405, "METHOD_NOT_ALLOWED");
    expect(response.headers.get("allow")).toBe("GET");
  });
});
