// The one request core: order of checks, the one error mapping, and what `serve` derives
// from operations (405 with Allow, HEAD, OPTIONS), for both authenticators.
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { createAccount } from "@/lib/accounts/create-account";
import { ApiError, errorBodySchema, type ErrorBody } from "@/lib/errors";
import { defineOperation } from "@/lib/api/operation";
import { parseInput } from "@/lib/schemas/parse-input";
import { implement, serve } from "@/lib/api/serve-operations";
import { AssistantNotFoundError } from "@/lib/calls/errors";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/account-operations";
import { dashboardAssistantOperations } from "@/lib/dashboard/operations/assistant-operations";
import { db } from "@/lib/db";
import { callApi, createTestAccount, randomIp } from "../../support/api-client";
import { dashboardSession, sessionCookie } from "../../support/session-cookie";
import { captureLogs } from "../../support/capture-logs";

afterEach(() => vi.restoreAllMocks());

const writeThing = defineOperation({
  id: "testWriteThing",
  method: "POST",
  path: "/api/v1/things/{id}",
  access: { apiKey: "assistants:write" },
  summary: "A test operation",
  params: z.object({ id: z.string().regex(/^thing_\d+$/) }),
  resource: "thing",
  body: z.strictObject({ name: z.string() }),
  response: {
    status: 201,
    description: "Created.",
    schema: z.object({ id: z.string(), name: z.string() }),
    location: "/api/v1/things/{id}",
  },
});

const readThing = defineOperation({
  id: "testReadThing",
  method: "GET",
  path: "/api/v1/things/{id}",
  access: { apiKey: "assistants:read" },
  summary: "A test read",
  params: z.object({ id: z.string() }),
  response: { status: 200, description: "The thing." },
});

function send(
  handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  init: {
    method?: string;
    key?: string;
    body?: string;
    contentType?: string;
    id?: string;
  },
) {
  const headers = new Headers({ "x-forwarded-for": randomIp() });
  if (init.key) headers.set("authorization", `Bearer ${init.key}`);
  if (init.contentType) headers.set("content-type", init.contentType);
  const request = new Request(`http://api.test/api/v1/things/${init.id ?? "thing_1"}`, {
    method: init.method ?? "POST",
    headers,
    body: init.body,
  });
  return handler(request, { params: Promise.resolve({ id: init.id ?? "thing_1" }) });
}

async function errorOf(response: Response) {
  return ((await response.json()) as ErrorBody).error;
}

describe("serve + implement", () => {
  test("checks in order: rate limit, authentication, permission, path id, body; then the handler", async () => {
    const reader = await createTestAccount({ permissions: ["assistants:read"] });
    const writer = await createTestAccount({ permissions: ["assistants:write"] });
    const handler = vi.fn(async ({ params, body }: { params: { id: string }; body: { name: string } }) => ({
      id: params.id,
      name: body.name,
    }));
    const { POST } = serve(implement(writeThing, handler));
    const badBody = { body: "{nope", contentType: "text/plain" };

    expect((await send(POST, badBody)).status).toBe(401);
    expect((await send(POST, { ...badBody, key: reader.key })).status).toBe(403);
    expect((await send(POST, { ...badBody, key: writer.key, id: "nope" })).status).toBe(404);
    expect((await send(POST, { ...badBody, key: writer.key })).status).toBe(415);
    expect((await send(POST, { key: writer.key, body: "{nope", contentType: "application/json" })).status).toBe(400);
    expect(handler).not.toHaveBeenCalled();

    const ok = await send(POST, { key: writer.key, body: '{"name":"x"}', contentType: "application/json" });
    expect(ok.status).toBe(201);
    expect(ok.headers.get("location")).toBe("/api/v1/things/thing_1");
    expect(await ok.json()).toEqual({ id: "thing_1", name: "x" });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ auth: expect.objectContaining({ accountId: writer.accountId }) }));
  });

  test("the methods a path does not serve answer 405 with Allow derived from its operations; HEAD follows GET", async () => {
    const { key } = await createTestAccount();
    const routes = serve(
      implement(readThing, async () => ({ ok: true })),
      implement(writeThing, async ({ body }) => ({ id: "thing_1", name: body.name })),
    );
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const response = await send(routes[method], { method, key });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
      expect((await errorOf(response)).code).toBe("METHOD_NOT_ALLOWED");
      expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    }
    expect((await send(routes.HEAD, { method: "HEAD", key })).status).toBe(200);
    expect(routes.GET.operation).toBe(readThing);
    expect(routes.PUT.operation).toBeUndefined();
  });

  test("refuses to serve operations of different paths or two of one method", () => {
    const other = { ...readThing, path: "/api/v1/others" as const };
    expect(() =>
      serve(
        implement(readThing, async () => ({})),
        implement(other, async () => ({})),
      ),
    ).toThrow(/one path/);
    expect(() =>
      serve(
        implement(readThing, async () => ({})),
        implement(readThing, async () => ({})),
      ),
    ).toThrow(/share a method/);
  });
});

describe("one error mapping for whatever a handler throws", () => {
  const cases: [string, () => Promise<unknown>, number, string][] = [
    ["an ApiError", async () => Promise.reject(new ApiError("CONFLICT", "busy")), 409, "CONFLICT"],
    ["a domain error (an ApiError subclass)", async () => Promise.reject(new AssistantNotFoundError("asst_x")), 404, "NOT_FOUND"],
    [
      "input refused where it is parsed",
      async () => parseInput(z.object({ cursor: z.string().regex(/^asst_/) }), { cursor: "abc" }),
      400,
      "VALIDATION_ERROR",
    ],
    // Our own output failing its schema is our bug, not the client's.
    [
      "a bare ZodError (an output that fails its schema)",
      async () => z.object({ id: z.string().regex(/^asst_/) }).parse({ id: "abc" }),
      500,
      "INTERNAL_ERROR",
    ],
    ["Prisma's record-not-found", async () => db.account.update({ where: { id: "acct_none" }, data: { name: "x" } }), 404, "NOT_FOUND"],
    ["a NUL byte the database refuses", async () => db.$queryRaw`SELECT ${"a\u0000b"}::text`, 400, "VALIDATION_ERROR"],
    [
      "a lone surrogate Prisma cannot send",
      async () => db.account.create({ data: { id: "acct_surrogate", name: "a\ud800b", tier: "STARTER" } }),
      400,
      "VALIDATION_ERROR",
    ],
  ];

  test.each(cases)("%s answers %i %s", async (_case, fail, status, code) => {
    const { key } = await createTestAccount();
    const { GET } = serve(implement(readThing, async () => fail()));
    const response = await send(GET, { method: "GET", key });
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
    expect(await db.account.count({ where: { id: "acct_surrogate" } })).toBe(0);
  });

  test("an unexpected failure answers 500 INTERNAL_ERROR without SQL, stack or secrets, and logs them under the request id", async () => {
    const { key } = await createTestAccount();
    const { GET } = serve(
      implement(readThing, async () => {
        // A real database error, with the SQL text in its message.
        await db.$queryRawUnsafe("SELECT password_hash FROM secret_table_that_does_not_exist");
        return {};
      }),
    );
    const { result: response, lines, text: logText } = await captureLogs(() => send(GET, { method: "GET", key }));
    const text = await response.text();

    expect(response.status).toBe(500);
    const body = JSON.parse(text) as ErrorBody;
    expect(body.error.code).toBe("INTERNAL_ERROR");
    expect(Object.keys(body.error).sort()).toEqual(["code", "message", "requestId"]);
    for (const secret of ["secret_table", "SELECT", "password", "at ", "prisma", "vk_live_", key]) expect(text).not.toContain(secret);
    expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    expect(response.headers.get("x-request-id")).toBe(body.error.requestId);
    // The operator's log has the cause under the request id; never the caller's key.
    const failure = lines.find((line) => line.msg === "request failed");
    expect(failure).toMatchObject({
      level: "error",
      requestId: body.error.requestId,
      err: { message: expect.stringContaining("secret_table") },
    });
    expect(logText).not.toContain(key);
  });

  test("errors from the route modules keep one shape: code, message, requestId (+ details)", async () => {
    // Literal: the raw bodies, of unknown paths and a wrong method too.
    const responses = await Promise.all([
      callApi("GET", "/api/v1/assistants"),
      callApi("GET", "/api/v1/unknown"),
      callApi("PATCH", "/api/v1/assistants"),
      callApi("GET", "/api/dashboard/overview"),
      callApi("GET", "/api/dashboard/nothing-here"),
    ]);
    for (const response of responses) {
      expect(Object.keys(response.body as object)).toEqual(["error"]);
      expect(Object.keys((response.body as ErrorBody).error).sort()).toEqual(["code", "message", "requestId"]);
      expect(response.headers.get("x-request-id")).toBe((response.body as ErrorBody).error.requestId);
    }
  });
});

describe("the dashboard's session authenticator", () => {
  test("401 without a session or with a forged cookie; the account comes only from the session", async () => {
    expect((await callApi(dashboardAssistantOperations.list)).status).toBe(401);
    const forged = await callApi(dashboardAssistantOperations.list, { cookie: "next-auth.session-token=eyJhbGciOiJub25lIn0.e30." });
    expect(forged.status).toBe(401);

    const account = await createAccount({ name: "Session owner" });
    const response = await callApi(dashboardAssistantOperations.list, {
      cookie: await sessionCookie({ userId: "user_a", accountId: account.id }),
    });
    expect(response.status).toBe(200);
    expect(response.data!.data).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test.each([
    ["no Origin", {}],
    ["another site's Origin", { origin: "https://evil.example", host: "api.test" }],
    ["Origin: null", { origin: "null", host: "api.test" }],
    ["a malformed Origin", { origin: "http://[::1", host: "api.test" }],
  ])("a write with %s is refused 403 and writes nothing", async (_case, headers) => {
    const account = await createAccount({ name: "CSRF target" });
    const cookie = await sessionCookie({ userId: "user_a", accountId: account.id });
    const response = await callApi(dashboardAccountOperations.changePlan, { cookie, headers, body: { tier: "professional" } });
    expect(response.status, response.text).toBe(403);
    expect(response.error!.code).toBe("FORBIDDEN");
    expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).tier).toBe("PAY_AS_YOU_GO");
  });

  test("a same-origin write goes through", async () => {
    const account = await createAccount({ name: "Upgrader" });
    const response = await callApi(dashboardAccountOperations.changePlan, {
      ...(await dashboardSession({ userId: "user_a", accountId: account.id })),
      body: { tier: "professional" },
    });
    expect(response.status, response.text).toBe(200);
    expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).tier).toBe("PROFESSIONAL");
  });

  test.each([
    ["a malformed cursor", "/api/dashboard/assistants?cursor=abc"],
    ["an out-of-range limit", "/api/dashboard/webhook/deliveries?limit=1000"],
    ["an unknown query parameter", "/api/dashboard/calls?accountId=acct_other"],
  ])("%s answers 400 VALIDATION_ERROR, not 500", async (_case, path) => {
    const account = await createAccount({ name: "Queries" });
    // Literal: queries the schemas refuse.
    const response = await callApi("GET", path, { cookie: await sessionCookie({ userId: "user_a", accountId: account.id }) });
    expect(response.status, response.text).toBe(400);
    expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_ERROR");
  });
});
