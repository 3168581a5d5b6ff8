// GET /api/v1/calls and /api/v1/calls/:id through the real pipeline: paging, filters,
// the transcript, permissions and tenant isolation.
import { describe, expect, test } from "vitest";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { PERMISSIONS } from "@/lib/access/permissions";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { tierLimits } from "@/lib/rate-limit/windows";
import { callOperations } from "@/lib/api/operations/call-operations";
import { errorBodySchema } from "@/lib/errors";
import type { CallView } from "@/lib/schemas/call";
import { runTestCall } from "@/lib/simulator/run-test-call";
import { awayFromMinuteBoundary } from "../../../support/away-from-minute-boundary";
import { callApi, createTestAccount, validAssistant, type OperationResponse } from "../../../support/api-client";

/** Checks the status, the error code and the limit header; returns the error body. */
function expectError(response: { status: number; text: string; headers: Headers }, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  const { error } = errorBodySchema.parse(JSON.parse(response.text));
  expect(error.code).toBe(code);
  expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
  return error;
}

async function accountWithCalls() {
  const account = await createTestAccount();
  const front = await createAssistant(account.accountId, { ...validAssistant, name: "Front" });
  const back = await createAssistant(account.accountId, { ...validAssistant, name: "Back" });
  const plays = [
    [front.id, "completed"],
    [front.id, "missed"],
    [back.id, "completed"],
    [front.id, "failed"],
    [back.id, "missed"],
  ] as const;
  const calls: CallView[] = [];
  for (const [assistantId, outcome] of plays)
    calls.push((await runTestCall(account.accountId, { assistantId, outcome, duration: 70 })).call);
  // Newest first by when each call came in: a missed test call rings later than a completed
  // one run just after it (the simulator lays calls out to end now).
  const newestFirst = (list: typeof calls) =>
    [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (b.id > a.id ? 1 : -1));
  return { ...account, front, back, calls, ids: calls.map((call) => call.id), newestFirst };
}

describe("GET /api/v1/calls", () => {
  test("lists the caller's calls newest first and pages through them with nextCursor", async () => {
    const { key, calls, newestFirst } = await accountWithCalls();
    await accountWithCalls(); // another account's calls never appear

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: OperationResponse<typeof callOperations.list> = await callApi(callOperations.list, {
        key,
        query: { limit: 2, cursor: cursor ?? undefined },
      });
      expect(response.status, response.text).toBe(200);
      expect(response.data!.data.length).toBeLessThanOrEqual(2);
      seen.push(...response.data!.data.map((call) => call.id));
      cursor = response.data!.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst(calls).map((call) => call.id));
  });

  type Account = Awaited<ReturnType<typeof accountWithCalls>>;
  test.each([
    ["status=missed", (_: Account) => ({ status: "missed" as const }), (call: { status: string }) => call.status === "missed"],
    [
      "status=completed&assistantId={back}",
      (account: Account) => ({ status: "completed" as const, assistantId: account.back.id }),
      (call: { status: string; assistantName: string }) => call.status === "completed" && call.assistantName === "Back",
    ],
    [
      "assistantId={front}",
      (account: Account) => ({ assistantId: account.front.id }),
      (call: { assistantName: string }) => call.assistantName === "Front",
    ],
  ])("filters by %s", async (_name, query, matches) => {
    const account = await accountWithCalls();
    const expected = account.newestFirst(account.calls.filter(matches)).map((call) => call.id);
    expect(expected.length).toBeGreaterThan(0);
    const response = await callApi(callOperations.list, { key: account.key, query: query(account) });
    expect(response.status, response.text).toBe(200);
    expect(response.data!.data.map((call) => call.id)).toEqual(expected);
    expect(response.data!.nextCursor).toBeNull();
  });

  test("filters by createdAfter / createdBefore (ISO 8601 times)", async () => {
    const { key, calls, newestFirst } = await accountWithCalls();
    const oldest = newestFirst(calls).at(-1)!;
    const after = await callApi(callOperations.list, { key, query: { createdAfter: oldest.createdAt } });
    expect(after.data!.data).toHaveLength(calls.length);
    const before = await callApi(callOperations.list, { key, query: { createdBefore: oldest.createdAt } });
    expect(before.status, before.text).toBe(200);
    expect(before.data!.data).toEqual([]);
    const later = new Date(Date.parse(oldest.createdAt) + 1).toISOString();
    const strictlyAfter = await callApi(callOperations.list, { key, query: { createdAfter: later } });
    expect(strictlyAfter.data!.data.map((call) => call.id)).not.toContain(oldest.id);
  });

  test("list items have the documented shape and no transcript", async () => {
    const { key, calls, newestFirst } = await accountWithCalls();
    const response = await callApi(callOperations.list, { key, query: { status: "completed", limit: 1 } });
    const newestCompleted = newestFirst(calls.filter((call) => call.status === "completed"))[0];
    expect(response.data!.data[0]).toStrictEqual({
      id: expect.stringMatching(/^call_[0-9a-z]{26}$/),
      assistantId: expect.stringMatching(/^asst_/),
      assistantName: expect.any(String),
      phoneNumber: expect.stringMatching(/^\+1555\d{7}$/),
      callerNumber: expect.stringMatching(/^\+\d+$/),
      direction: "inbound",
      status: "completed",
      startedAt: expect.any(String),
      endedAt: expect.any(String),
      failedAt: null,
      duration: 70,
      summary: expect.any(String),
      error: null,
      reason: null,
      messageCount: expect.any(Number),
      transcriptReadyAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.data!.data[0]).toMatchObject({ id: newestCompleted.id, assistantId: newestCompleted.assistantId });
  });

  test.each([
    ["status=busy", "query.status"],
    ["limit=0", "query.limit"],
    ["limit=101", "query.limit"],
    ["createdAfter=yesterday", "query.createdAfter"],
    ["createdBefore=2026-11-01", "query.createdBefore"],
    ["assistantId=nope", "query.assistantId"],
    ["cursor=asst_0000000000zzzzzzzzzzzzzz", "query.cursor"],
    ["sort=asc", "query.sort"],
  ])("refuses ?%s with VALIDATION_ERROR at %s", async (query, path) => {
    const { key } = await createTestAccount();
    // Literal: values (and a parameter) the query schema refuses.
    const response = await callApi("GET", `/api/v1/calls?${query}`, { key });
    const error = expectError(response, 400, "VALIDATION_ERROR");
    expect(error.details!.map((d) => d.path)).toContain(path);
  });
});

describe("GET /api/v1/calls/:id", () => {
  test("returns the call with its transcript", async () => {
    const { key, ids } = await accountWithCalls();
    const response = await callApi(callOperations.get, { key, params: { id: ids[0] } });
    expect(response.status, response.text).toBe(200);
    expect(response.data).toMatchObject({ id: ids[0], status: "completed", duration: 70 });
    expect(response.data!.transcript).toHaveLength(response.data!.messageCount ?? -1);
    expect(response.data!.transcript?.[0]).toStrictEqual({
      role: "assistant",
      text: expect.stringContaining("Front"),
      at: response.data!.startedAt,
    });
  });

  test("a missed call has no transcript and carries its reason", async () => {
    const { key, ids } = await accountWithCalls();
    const response = await callApi(callOperations.get, { key, params: { id: ids[1] } });
    expect(response.data).toMatchObject({ status: "missed", reason: "no_answer", transcript: null, messageCount: null, startedAt: null });
  });

  test("another account's call, an unknown and a malformed id all answer the same 404", async () => {
    const { ids } = await accountWithCalls();
    const stranger = await createTestAccount();
    const answers = await Promise.all(
      [ids[0], "call_0000000000zzzzzzzzzzzzzz", "nope"].map((id) => callApi(callOperations.get, { key: stranger.key, params: { id } })),
    );
    for (const response of answers) expectError(response, 404, "NOT_FOUND");
    const bodies = answers.map((response) => ({ ...response.error, requestId: undefined }));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });
});

describe.each([
  ["GET /api/v1/calls", "/api/v1/calls", (key?: string) => callApi(callOperations.list, { key })],
  [
    "GET /api/v1/calls/:id",
    "/api/v1/calls/call_0000000000zzzzzzzzzzzzzz",
    (key?: string) => callApi(callOperations.get, { key, params: { id: "call_0000000000zzzzzzzzzzzzzz" } }),
  ],
])("%s: the pipeline", (_name, path, get) => {
  test("401 without a key", async () => {
    expectError(await get(), 401, "UNAUTHORIZED");
  });

  test("403 for a key without calls:read, naming the permission", async () => {
    const account = await createTestAccount();
    const { secret } = await createApiKey(account.accountId, {
      name: "no calls",
      permissions: PERMISSIONS.filter((p) => p !== "calls:read"),
    });
    const response = await get(secret);
    expectError(response, 403, "FORBIDDEN");
    expect(response.error!.message).toContain("calls:read");
  });

  test("429 with Retry-After once the account's minute is used up", async () => {
    const account = await createTestAccount({ tier: "PAY_AS_YOU_GO" });
    const limiter = getRateLimiter();
    // Counted and checked inside one minute bucket, so the sliding window cannot decay them.
    await awayFromMinuteBoundary();
    for (let i = 0; i < 30; i++) expect((await limiter.check(tierLimits("PAY_AS_YOU_GO"), `acct:${account.accountId}`)).success).toBe(true);
    const response = await get(account.key);
    expectError(response, 429, "RATE_LIMITED");
    expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  }, 45_000);

  test("405 with Allow: GET for other methods", async () => {
    const response = await callApi("POST", path, { json: {} });
    expectError(response, 405, "METHOD_NOT_ALLOWED");
    expect(response.headers.get("allow")).toBe("GET");
  });
});
