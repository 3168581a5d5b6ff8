// The shared matrix: every /api/v1 route answers the same way to the same kind of bad
// request, and every answer carries the rate-limit and request-id headers. API keys have no
// role (their permissions are their limits); the dashboard's operations under every member
// role are in tests/app/api/role-matrix.test.ts.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test, vi } from "vitest";
import type { Operation } from "@/lib/api/operation";
import { API_OPERATIONS } from "@/lib/api/operations";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { PERMISSIONS, type Permission } from "@/lib/access/permissions";
import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { db } from "@/lib/db";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { tierLimits } from "@/lib/rate-limit/windows";
import { resourceFixtures, SAMPLE_BODIES, SAMPLE_QUERIES } from "../../../support/resource-fixtures";
import { awayFromMinuteBoundary } from "../../../support/away-from-minute-boundary";
import { redisNow } from "../../../support/redis-clock";
import {
  callApi,
  createTestAccount,
  randomIp,
  type ApiResponse,
  type CallOptions,
  type Method,
  type TestAccount,
} from "../../../support/api-client";

const FIXTURES = resourceFixtures();

type RouteCase = {
  route: string;
  operation: Operation;
  method: Method;
  path: (id: string) => string;
  permission: Permission;
  json?: unknown;
  /** The kind of resource the path names: another account's must look like none at all. */
  resource?: string;
};

const ROUTES: RouteCase[] = API_OPERATIONS.flatMap((operation) => {
  if (typeof operation.access !== "object") return [];
  if (operation.body && !SAMPLE_BODIES[operation.id]) throw new Error(`route matrix: add a sample body for ${operation.id}`);
  if (operation.query && !operation.query.safeParse({}).success && !SAMPLE_QUERIES[operation.id]) {
    throw new Error(`route matrix: add a sample query for ${operation.id}`);
  }
  if (operation.params && !FIXTURES[operation.resource ?? ""]) throw new Error(`route matrix: add a fixture for ${operation.resource}`);
  return [
    {
      route: `${operation.method} ${operation.path}`,
      operation,
      method: operation.method,
      path: (id: string) => operation.path.replace("{id}", id) + (SAMPLE_QUERIES[operation.id] ? `?${SAMPLE_QUERIES[operation.id]}` : ""),
      permission: operation.access.apiKey,
      json: SAMPLE_BODIES[operation.id]?.({}),
      resource: operation.params ? operation.resource : undefined,
    },
  ];
});

/** The id a route's path needs in an account: a real resource for routes that name one. */
async function idFor(route: RouteCase, accountId: string): Promise<string> {
  return route.resource ? FIXTURES[route.resource](accountId) : "";
}

/** How far Redis's clock is ahead of this process's (behind: negative). */
let redisAhead = 0;
beforeAll(async () => {
  redisAhead = (await redisNow()) - vi.getRealSystemTime();
});

function expectCommonHeaders(response: ApiResponse) {
  const remaining = response.headers.get("x-ratelimit-remaining");
  expect(remaining, "X-RateLimit-Remaining").toMatch(/^\d+$/);
  expect(Number(response.headers.get("x-ratelimit-limit"))).toBeGreaterThanOrEqual(Number(remaining));
  // Reset is on Redis's clock, which need not agree with this process's (npm run test:clock),
  // and some tests pin this process's `Date` (awayFromMinuteBoundary): the real one, moved to Redis's.
  expect(Number(response.headers.get("x-ratelimit-reset"))).toBeGreaterThan((vi.getRealSystemTime() + redisAhead) / 1000 - 1);
  expect(response.headers.get("x-request-id")).toMatch(/^req_[0-9a-z]{26}$/);
}

function expectError(response: ApiResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = response.body as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
  expectCommonHeaders(response);
}

/** Everything an account owns that a write could have touched. */
async function snapshot(accountId: string) {
  return db.assistant.findMany({ where: { accountId }, orderBy: { id: "asc" } });
}

describe.each(ROUTES)("$route", (route) => {
  let owner: TestAccount;
  let resourceId: string;

  beforeAll(async () => {
    owner = await createTestAccount();
    resourceId = await idFor(route, owner.accountId);
  });

  const send = (options: CallOptions = {}, id = resourceId) => callApi(route.method, route.path(id), { json: route.json, ...options });

  test.each([
    ["no Authorization header", {}],
    ["an empty bearer token", { headers: { authorization: "Bearer " } }],
    ["another scheme", { headers: { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` } }],
    ["a malformed key", { key: "vk_live_short" }],
    ["an unknown key", { key: `vk_live_${randomBytes(24).toString("base64url")}` }],
  ])("401 UNAUTHORIZED with %s, and nothing changes", async (_case, options) => {
    const before = await snapshot(owner.accountId);
    expectError(await send(options), 401, "UNAUTHORIZED");
    expect(await snapshot(owner.accountId)).toEqual(before);
  });

  test("401 UNAUTHORIZED with a revoked key", async () => {
    const { apiKey, secret } = await createApiKey(owner.accountId, { name: "old", permissions: [route.permission] });
    expect((await send({ key: secret })).status).toBeLessThan(400);
    await revokeApiKey(owner.accountId, apiKey.id);
    const before = await snapshot(owner.accountId);
    expectError(await send({ key: secret }), 401, "UNAUTHORIZED");
    expect(await snapshot(owner.accountId)).toEqual(before);
  });

  test("401 UNAUTHORIZED with an expired key", async () => {
    const { apiKey, secret } = await createApiKey(owner.accountId, { name: "brief", permissions: [route.permission] });
    await db.apiKey.update({ where: { id: apiKey.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await snapshot(owner.accountId);
    expectError(await send({ key: secret }), 401, "UNAUTHORIZED");
    expect(await snapshot(owner.accountId)).toEqual(before);
  });

  test(`403 FORBIDDEN without ${route.permission}, and nothing changes`, async () => {
    const others = PERMISSIONS.filter((p) => p !== route.permission);
    const { secret } = await createApiKey(owner.accountId, { name: "narrow", permissions: others });
    const before = await snapshot(owner.accountId);
    const response = await send({ key: secret });
    expectError(response, 403, "FORBIDDEN");
    expect((response.body as { error: { message: string } }).error.message).toContain(route.permission);
    expect(await snapshot(owner.accountId)).toEqual(before);
  });

  test.runIf(route.resource)(`404 NOT_FOUND for another account's ${route.resource}, the same as for an unknown id`, async () => {
    const stranger = await createTestAccount();
    const before = await snapshot(owner.accountId);
    const foreign = await send({ key: stranger.key });
    const unknown = await send({ key: stranger.key }, resourceId.replace(/_.*/, "_0000000000zzzzzzzzzzzzzz"));
    const malformed = await send({ key: stranger.key }, "nope");
    for (const response of [foreign, unknown, malformed]) expectError(response, 404, "NOT_FOUND");
    const withoutRequestId = (response: ApiResponse) => ({ ...(response.body as { error: object }).error, requestId: undefined });
    expect(withoutRequestId(foreign)).toEqual(withoutRequestId(unknown));
    expect(withoutRequestId(foreign)).toEqual(withoutRequestId(malformed));
    expect(await snapshot(owner.accountId)).toEqual(before);
  });

  test("429 RATE_LIMITED with Retry-After once the account's minute is used up, before authorization", async () => {
    const limited = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: [route.permission] });
    const { secret: narrowKey } = await createApiKey(limited.accountId, { name: "narrow", permissions: ["usage:read"] });
    const limiter = getRateLimiter();
    // Counted and checked inside one minute bucket, so the sliding window cannot decay them.
    await awayFromMinuteBoundary();
    for (let i = 0; i < 30; i++) expect((await limiter.check(tierLimits("PAY_AS_YOU_GO"), `acct:${limited.accountId}`)).success).toBe(true);
    const target = await idFor(route, limited.accountId);
    const before = await snapshot(limited.accountId);

    for (const key of [limited.key, narrowKey]) {
      const response = await send({ key }, target);
      expectError(response, 429, "RATE_LIMITED");
      expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(response.headers.get("x-ratelimit-limit")).toBe("30");
      const retryAfter = Number(response.headers.get("retry-after"));
      // The rest of the minute, then the 2 s the 30 requests' share of the sliding window takes
      // to fall to 29 (and 1 ms): at most 63 s.
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(63);
    }
    expect(await snapshot(limited.accountId)).toEqual(before);
  }, 45_000);

  test("429 for an unknown caller over the per-address limit comes before the 401", async () => {
    const ip = randomIp();
    const limiter = getRateLimiter();
    // Counted and checked inside one minute bucket, so the sliding window cannot decay them.
    await awayFromMinuteBoundary();
    for (let i = 0; i < 30; i++) await limiter.check(tierLimits("PAY_AS_YOU_GO"), `ip:${ip}`);
    expectError(await send({ ip }), 429, "RATE_LIMITED");
  }, 45_000);

  test("success carries the same headers, and counts against the account", async () => {
    const account = await createTestAccount({ tier: "STARTER" });
    const response = await send({ key: account.key }, await idFor(route, account.accountId));
    expect(response.status, response.text).toBeLessThan(300);
    expectCommonHeaders(response);
    expect(response.headers.get("x-ratelimit-limit")).toBe("60");
    expect(response.headers.get("x-ratelimit-remaining")).toBe("59");
  });
});

describe("paths and methods no route serves", () => {
  test.each([
    ["GET", "/api/v1"],
    ["GET", "/api/v1/nothing"],
    ["POST", "/api/v1/calls/extra/segments"],
    ["DELETE", "/api/v1/assistants/asst_x/voices"],
  ] as const)("%s %s answers the JSON 404", async (method, path) => {
    expectError(await callApi(method, path), 404, "NOT_FOUND");
  });

  // Every method a path of the API does not serve, with the Allow its operations imply.
  const paths = [...new Set(API_OPERATIONS.map((operation) => operation.path))];
  const unserved = paths.flatMap((path) => {
    const served = API_OPERATIONS.filter((operation) => operation.path === path).map((operation) => operation.method);
    const concrete = path.replace("{id}", "asst_0000000000zzzzzzzzzzzzzz");
    return (["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)
      .filter((method) => !(served as string[]).includes(method))
      .map((method) => [method, concrete, served.join(", ")] as const);
  });

  test("the table covers every path", () => expect(unserved.length).toBeGreaterThanOrEqual(paths.length));

  test.each(unserved)("%s %s answers 405 with Allow: %s", async (method, path, allow) => {
    const response = await callApi(method, path, { json: method === "GET" ? undefined : {} });
    expectError(response, 405, "METHOD_NOT_ALLOWED");
    expect(response.headers.get("allow")).toBe(allow);
  });
});
