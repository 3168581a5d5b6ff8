import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { withApiKey } from "@/lib/api/with-api-key";
import { db } from "@/lib/db";
import { callApi, createTestAccount, randomIp } from "../../support/api-client";

afterEach(() => vi.restoreAllMocks());

function request(options: { key?: string; body?: string; contentType?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": randomIp() });
  if (options.key) headers.set("authorization", `Bearer ${options.key}`);
  if (options.contentType) headers.set("content-type", options.contentType);
  return new Request("http://api.test/api/v1/things", { method: "POST", headers, body: options.body });
}

describe("withApiKey", () => {
  test("checks in the spec's order: authentication, then permission, then the body", async () => {
    const reader = await createTestAccount({ permissions: ["assistants:read"] });
    const writer = await createTestAccount({ permissions: ["assistants:write"] });
    const handler = vi.fn(async () => Response.json({ ok: true }));
    const route = withApiKey(handler, { permission: "assistants:write", body: z.strictObject({ name: z.string() }) });
    const badBody = { body: "{nope", contentType: "text/plain" };

    expect((await route(request(badBody))).status).toBe(401);
    expect((await route(request({ ...badBody, key: reader.key }))).status).toBe(403);
    expect((await route(request({ ...badBody, key: writer.key }))).status).toBe(415);
    expect((await route(request({ key: writer.key, body: "{nope", contentType: "application/json" }))).status).toBe(400);
    expect(handler).not.toHaveBeenCalled();

    const ok = await route(request({ key: writer.key, body: '{"name":"x"}', contentType: "application/json" }));
    expect(ok.status).toBe(200);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ body: { name: "x" }, auth: expect.objectContaining({ accountId: writer.accountId }) }));
  });

  test("an unexpected failure answers 500 INTERNAL_ERROR without SQL, stack or secrets, and logs them under the request id", async () => {
    const { key } = await createTestAccount();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const route = withApiKey(
      async () => {
        // A real database error, with the SQL text in its message.
        await db.$queryRawUnsafe("SELECT password_hash FROM secret_table_that_does_not_exist");
        return Response.json({});
      },
      { permission: "assistants:read" },
    );
    const response = await route(request({ key }));
    const text = await response.text();

    expect(response.status).toBe(500);
    const body = JSON.parse(text) as { error: { code: string; requestId: string } };
    expect(body.error.code).toBe("INTERNAL_ERROR");
    expect(Object.keys(body.error).sort()).toEqual(["code", "message", "requestId"]);
    for (const secret of ["secret_table", "SELECT", "password", "at ", "prisma", "vk_live_", key]) expect(text).not.toContain(secret);
    expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    expect(response.headers.get("x-request-id")).toBe(body.error.requestId);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(body.error.requestId), expect.anything());
  });

  test("errors from the route modules keep one shape: code, message, requestId (+ details)", async () => {
    const responses = await Promise.all([
      callApi("GET", "/api/v1/assistants"),
      callApi("GET", "/api/v1/unknown"),
      callApi("PATCH", "/api/v1/assistants"),
    ]);
    for (const response of responses) {
      expect(Object.keys(response.body as object)).toEqual(["error"]);
      expect(Object.keys((response.body as { error: object }).error).sort()).toEqual(["code", "message", "requestId"]);
    }
  });
});
