// GET /api/v1/request-logs (logs:read) and its dashboard twin (developers and up): newest
// first with a cursor, each filter, bad filters as a clear 400, and nothing of another account.
import { describe, expect, test } from "vitest";
import { PERMISSION_PRESETS } from "@/lib/access/permissions";
import { requestLogOperations } from "@/lib/api/operations/request-log-operations";
import { dashboardRequestLogOperations } from "@/lib/dashboard/operations/api-log-operations";
import { newId } from "@/lib/ids";
import { flushRequestLogs, requestLogStore } from "@/lib/api-logs/api-log-buffer";
import type { RequestLogEntry } from "@/lib/api-logs/api-log-store";
import { callApi, createTestAccount } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";

const MINUTE = 60_000;

function entry(accountId: string, minutesAgo: number, fields: Partial<RequestLogEntry> = {}): RequestLogEntry {
  const at = new Date(Date.now() - minutesAgo * MINUTE);
  return {
    id: newId("req", at),
    accountId,
    createdAt: at,
    method: "GET",
    path: "/api/v1/assistants",
    route: "/api/v1/assistants",
    query: null,
    status: 200,
    errorCode: null,
    durationMs: 4,
    keyId: "key_01kaj2v3c5m7q9x2c4v6b8n0p2",
    keyName: "ci",
    keyPrefix: "vk_live_abcd",
    ipAddress: "203.0.113.7",
    userAgent: "curl/8",
    idempotencyKey: null,
    replayed: false,
    requestBody: null,
    responseBody: null,
    ...fields,
  };
}

const otherKey = "key_01kaj2v3c5m7q9x2c4v6b8n0p3";

async function seeded() {
  const account = await createTestAccount();
  const rows = [
    entry(account.accountId, 50),
    entry(account.accountId, 40, { method: "POST", status: 201 }),
    entry(account.accountId, 30, { method: "POST", status: 400, errorCode: "VALIDATION_ERROR", keyId: otherKey }),
    entry(account.accountId, 20, {
      path: "/api/v1/assistants/asst_x",
      route: "/api/v1/assistants/{id}",
      status: 404,
      errorCode: "NOT_FOUND",
    }),
    entry(account.accountId, 10, { status: 429, errorCode: "RATE_LIMITED", keyId: otherKey }),
  ];
  await requestLogStore().append(rows);
  return { ...account, ids: rows.map((row) => row.id) };
}

const list = (key: string, query: Record<string, string | number> = {}) =>
  callApi(requestLogOperations.list, { key, query: query as never });

/** The seeded entries of a page (the test's own calls to the list are recorded too). */
const seededIds = (ids: string[], data: { id: string }[] | undefined) => (data ?? []).map((e) => e.id).filter((id) => ids.includes(id));

describe("GET /api/v1/request-logs", () => {
  test("newest first, paged by cursor with no entry twice", async () => {
    const a = await seeded();
    const first = await list(a.key, { limit: 2 });
    expect(first.status).toBe(200);
    expect(first.data?.data.map((e) => e.id)).toEqual([a.ids[4], a.ids[3]]);
    const second = await list(a.key, { limit: 2, cursor: first.data!.nextCursor! });
    expect(second.data?.data.map((e) => e.id)).toEqual([a.ids[2], a.ids[1]]);
    const third = await list(a.key, { limit: 2, cursor: second.data!.nextCursor! });
    expect(third.data?.data.map((e) => e.id)).toEqual([a.ids[0]]);
    expect(third.data?.nextCursor).toBeNull();
  });

  test.each([
    [{ status: "4xx" }, [4, 3, 2]],
    [{ status: "2xx" }, [1, 0]],
    [{ status: "429" }, [4]],
    [{ method: "POST" }, [2, 1]],
    [{ route: "/api/v1/assistants/{id}" }, [3]],
    [{ keyId: otherKey }, [4, 2]],
    [{ status: "4xx", keyId: otherKey }, [4, 2]],
  ] as const)("filter %o", async (query, expected) => {
    const a = await seeded();
    const page = await list(a.key, { ...query });
    expect(page.status).toBe(200);
    expect(seededIds(a.ids, page.data?.data)).toEqual(expected.map((i) => a.ids[i]));
  });

  test("a time range: from inclusive, to exclusive", async () => {
    const a = await seeded();
    const from = new Date(Date.now() - 45 * MINUTE).toISOString();
    const to = new Date(Date.now() - 15 * MINUTE).toISOString();
    const page = await list(a.key, { from, to });
    expect(seededIds(a.ids, page.data?.data)).toEqual([a.ids[3], a.ids[2], a.ids[1]]);
  });

  test("a request id from an error body finds its entry; another account's finds nothing", async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const failed = await callApi("GET", "/api/v1/calls/call_01kaj2v3c5m7q9x2c4v6b8n0p2", { key: a.key });
    const requestId = (failed.body as { error: { requestId: string } }).error.requestId;
    await flushRequestLogs();
    const found = await list(a.key, { requestId });
    expect(found.data?.data).toHaveLength(1);
    expect(found.data?.data[0]).toMatchObject({ id: requestId, status: 404, route: "/api/v1/calls/{id}", apiKey: { id: a.keyId } });
    const foreign = await list(b.key, { requestId });
    expect(foreign.data?.data).toEqual([]);
    expect(await requestLogStore().find(b.accountId, requestId)).toBeNull();
  });

  test("another account's key sees none of this account's requests", async () => {
    const a = await seeded();
    const b = await createTestAccount();
    await flushRequestLogs();
    const page = await list(b.key, { limit: 100 });
    expect(page.data?.data.filter((e) => a.ids.includes(e.id) || e.apiKey.id === a.keyId)).toEqual([]);
  });

  test.each([
    [{ status: "4x" }, "query.status"],
    [{ status: "6xx" }, "query.status"],
    [{ method: "get" }, "query.method"],
    [{ route: "assistants" }, "query.route"],
    [{ keyId: "asst_01kaj2v3c5m7q9x2c4v6b8n0p2" }, "query.keyId"],
    [{ requestId: "req_1" }, "query.requestId"],
    [{ from: "yesterday" }, "query.from"],
    [{ cursor: "evt_01kaj2v3c5m7q9x2c4v6b8n0p2" }, "query.cursor"],
  ] as const)("bad filter %o: 400 VALIDATION_ERROR at %s", async (query, path) => {
    const a = await createTestAccount();
    const response = await list(a.key, { ...query });
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(response.error?.details)).toContain(path);
  });

  test("needs logs:read: 403 without it; both presets include it", async () => {
    expect(PERMISSION_PRESETS.full_access).toContain("logs:read");
    expect(PERMISSION_PRESETS.read_only).toContain("logs:read");
    const a = await createTestAccount({ permissions: ["usage:read"] });
    const response = await list(a.key);
    expect(response.status).toBe(403);
  });
});

describe("GET /api/dashboard/request-logs", () => {
  test("answers what the API answers, for developers and up; viewers get 403", async () => {
    const a = await seeded();
    const api = await list(a.key, { status: "4xx" });
    const developer = await dashboardSession({ accountId: a.accountId, role: "developer" });
    const twin = await callApi(dashboardRequestLogOperations.list, { ...developer, query: { status: "4xx" } });
    expect(twin.status).toBe(200);
    expect(seededIds(a.ids, twin.data?.data)).toEqual(seededIds(a.ids, api.data?.data));
    const viewer = await dashboardSession({ accountId: a.accountId, role: "viewer" });
    const refused = await callApi(dashboardRequestLogOperations.list, { ...viewer });
    expect(refused.status).toBe(403);
  });
});
