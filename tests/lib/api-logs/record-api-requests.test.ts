// Every /api/v1 request made with a usable key is recorded for its account, whatever the
// answer (success, 404, 400, 429), with the failed ones' bodies redacted and capped, and never
// the key itself; requests without a usable key, and the dashboard's, are not.
import { describe, expect, test, vi } from "vitest";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { tierLimits } from "@/lib/rate-limit/windows";
import { flushRequestLogs, requestLogBuffer, requestLogStore } from "@/lib/api-logs/api-log-buffer";
import { REQUEST_LOG_BODY_MAX_BYTES } from "@/lib/schemas/api-log";
import { callApi, createTestAccount, validAssistant } from "../../support/api-client";
import { awayFromMinuteBoundary } from "../../support/away-from-minute-boundary";
import { storedRequestLog } from "../../support/stored-request-log";

describe("recording /api/v1 requests", () => {
  test("a success: method, path, route, query, status, duration, key, address, user agent; no bodies", async () => {
    const account = await createTestAccount();
    const response = await callApi("GET", "/api/v1/assistants?limit=5", {
      key: account.key,
      ip: "203.0.113.9",
      headers: { "user-agent": "integration/1.0" },
    });
    expect(response.status).toBe(200);
    const entry = await storedRequestLog(account.accountId, response.headers.get("x-request-id"));
    expect(entry).toMatchObject({
      method: "GET",
      path: "/api/v1/assistants",
      route: "/api/v1/assistants",
      query: "limit=5",
      status: 200,
      errorCode: null,
      apiKey: { id: account.keyId, name: "test" },
      ipAddress: "203.0.113.9",
      userAgent: "integration/1.0",
      idempotencyKey: null,
      replayed: false,
      requestBody: null,
      responseBody: null,
    });
    expect(entry.apiKey.prefix).toMatch(/^vk_live_/);
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(entry)).not.toContain(account.key);
  });

  test("a 404 keeps the route template and the error body", async () => {
    const account = await createTestAccount();
    const response = await callApi("GET", "/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2", { key: account.key });
    expect(response.status).toBe(404);
    const entry = await storedRequestLog(account.accountId, response.headers.get("x-request-id"));
    expect(entry).toMatchObject({
      status: 404,
      errorCode: "NOT_FOUND",
      route: "/api/v1/assistants/{id}",
      path: "/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2",
    });
    expect(JSON.parse(entry.responseBody!)).toEqual(response.body);
  });

  test("an unrouted path of /api/v1 is recorded without a route", async () => {
    const account = await createTestAccount();
    const response = await callApi("GET", "/api/v1/nothing-here", { key: account.key });
    expect(response.status).toBe(404);
    const entry = await storedRequestLog(account.accountId, response.headers.get("x-request-id"));
    expect(entry).toMatchObject({ status: 404, route: null, path: "/api/v1/nothing-here" });
  });

  test("a 400 keeps the request body with its secrets redacted, and never the key", async () => {
    const account = await createTestAccount();
    const body = {
      ...validAssistant,
      language: "klingon",
      secret: "s3cr3t",
      nested: { signingSecret: "whsec_abcdefghijklmnop", password: "hunter2", apiKey: "x", note: `my key is ${account.key}` },
      voiceId: "elevenlabs-rachel",
    };
    const response = await callApi("POST", "/api/v1/assistants", {
      key: account.key,
      json: body,
      headers: { "idempotency-key": "retry-1" },
    });
    expect(response.status).toBe(400);
    const entry = await storedRequestLog(account.accountId, response.headers.get("x-request-id"));
    expect(entry).toMatchObject({ status: 400, errorCode: "VALIDATION_ERROR", method: "POST", idempotencyKey: "retry-1" });
    const logged = JSON.parse(entry.requestBody!);
    expect(logged).toMatchObject({ language: "klingon", secret: "[REDACTED]", voiceId: "elevenlabs-rachel" });
    expect(logged.nested).toEqual({
      signingSecret: "[REDACTED]",
      password: "[REDACTED]",
      apiKey: "[REDACTED]",
      note: "my key is [REDACTED]",
    });
    expect(JSON.parse(entry.responseBody!).error.code).toBe("VALIDATION_ERROR");
    const text = JSON.stringify(entry);
    for (const secret of [account.key, "s3cr3t", "whsec_abcdefghijklmnop", "hunter2"]) expect(text).not.toContain(secret);
  });

  test("a body that is not JSON is kept as text, redacted, and capped at 8 KiB", async () => {
    const account = await createTestAccount();
    const raw = `{"name": "x", "password": "hunter2", "filler": "${"a".repeat(20_000)}"`;
    const response = await callApi("POST", "/api/v1/assistants", {
      key: account.key,
      rawBody: raw,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    const entry = await storedRequestLog(account.accountId, response.headers.get("x-request-id"));
    expect(entry.errorCode).toBe("INVALID_JSON");
    expect(Buffer.byteLength(entry.requestBody!)).toBeLessThanOrEqual(REQUEST_LOG_BODY_MAX_BYTES);
    expect(entry.requestBody).toContain('"password": "[REDACTED]"');
    expect(entry.requestBody).not.toContain("hunter2");
    expect(entry.requestBody!.endsWith("…[truncated]")).toBe(true);
  });

  test("a 403 for a missing permission and a 429 are recorded too", async () => {
    const account = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: ["usage:read"] });
    const forbidden = await callApi("GET", "/api/v1/assistants", { key: account.key });
    expect(forbidden.status).toBe(403);
    await awayFromMinuteBoundary();
    const limiter = getRateLimiter();
    for (let i = 0; i < 30; i++) await limiter.check(tierLimits("PAY_AS_YOU_GO"), `acct:${account.accountId}`);
    const limited = await callApi("POST", "/api/v1/assistants", { key: account.key, json: { name: "late" } });
    expect(limited.status).toBe(429);
    expect((await storedRequestLog(account.accountId, forbidden.headers.get("x-request-id"))).errorCode).toBe("FORBIDDEN");
    const entry = await storedRequestLog(account.accountId, limited.headers.get("x-request-id"));
    expect(entry).toMatchObject({ status: 429, errorCode: "RATE_LIMITED", route: "/api/v1/assistants", method: "POST" });
    // Refused before the body was read: the service never read it, so there is none to show.
    expect(entry.requestBody).toBeNull();
    expect(JSON.parse(entry.responseBody!).error.code).toBe("RATE_LIMITED");
  }, 45_000);

  test("an idempotent replay is marked", async () => {
    const account = await createTestAccount();
    const first = await callApi(assistantOperations.create, {
      key: account.key,
      body: validAssistant,
      headers: { "idempotency-key": "once" },
    });
    const again = await callApi(assistantOperations.create, {
      key: account.key,
      body: validAssistant,
      headers: { "idempotency-key": "once" },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await storedRequestLog(account.accountId, first.headers.get("x-request-id"))).replayed).toBe(false);
    expect(await storedRequestLog(account.accountId, again.headers.get("x-request-id"))).toMatchObject({
      replayed: true,
      idempotencyKey: "once",
      status: 201,
    });
  });

  test("no entry without a usable key (none, unknown, revoked), nor for the dashboard's requests", async () => {
    const account = await createTestAccount();
    const { apiKey, secret } = await createApiKey(account.accountId, { name: "old", permissions: ["assistants:read"] });
    await revokeApiKey(account.accountId, apiKey.id);
    const ids = [
      (await callApi("GET", "/api/v1/assistants")).headers.get("x-request-id"),
      (await callApi("GET", "/api/v1/assistants", { key: `vk_live_${"a".repeat(32)}` })).headers.get("x-request-id"),
      (await callApi("GET", "/api/v1/assistants", { key: secret })).headers.get("x-request-id"),
    ];
    await flushRequestLogs();
    for (const id of ids) expect(await requestLogStore().find(account.accountId, id!)).toBeNull();
    const page = await requestLogStore().list(account.accountId, { limit: 100 });
    expect(page.data).toEqual([]);
  });

  test("REQUEST_LOGS=off queues nothing, a success or an error; on again, the next request is recorded", async () => {
    const account = await createTestAccount();
    await flushRequestLogs();
    vi.stubEnv("REQUEST_LOGS", "off");
    try {
      const ok = await callApi("GET", "/api/v1/assistants", { key: account.key });
      const missing = await callApi("GET", "/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2", { key: account.key });
      expect([ok.status, missing.status]).toEqual([200, 404]);
      expect(requestLogBuffer().size()).toBe(0);
    } finally {
      vi.unstubAllEnvs();
    }
    await flushRequestLogs();
    expect((await requestLogStore().list(account.accountId, { limit: 100 })).data).toEqual([]);
    const after = await callApi("GET", "/api/v1/assistants", { key: account.key });
    expect((await storedRequestLog(account.accountId, after.headers.get("x-request-id"))).status).toBe(200);
  });
});
