// Bad input, case by case: each answers its own code and status, and none writes anything.
import { describe, expect, test } from "vitest";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { db } from "@/lib/db";
import { errorBodySchema } from "@/lib/errors";
import { callApi, createTestAccount, validAssistant, type CallOptions, type Method } from "../../support/api-client";

const KIB = 1024;

type Case = [name: string, method: Method, options: CallOptions, expected: { status: number; code: string; paths?: string[] }];

const bodyCases = (method: Method): Case[] => [
  [
    "invalid JSON",
    method,
    { rawBody: '{"name": "x",', headers: { "content-type": "application/json" } },
    { status: 400, code: "INVALID_JSON" },
  ],
  ["an empty body", method, { rawBody: "", headers: { "content-type": "application/json" } }, { status: 400, code: "INVALID_JSON" }],
  [
    "bytes that are not UTF-8",
    method,
    { rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), headers: { "content-type": "application/json" } },
    { status: 400, code: "INVALID_JSON" },
  ],
  ["no Content-Type", method, { rawBody: JSON.stringify(validAssistant) }, { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" }],
  [
    "Content-Type text/plain",
    method,
    { rawBody: JSON.stringify(validAssistant), headers: { "content-type": "text/plain" } },
    { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  ],
  [
    "form encoding",
    method,
    { rawBody: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } },
    { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  ],
  ["a body over 64 KiB", method, { json: { ...validAssistant, name: "x".repeat(65 * KIB) } }, { status: 413, code: "PAYLOAD_TOO_LARGE" }],
  ["a JSON array", method, { json: [validAssistant] }, { status: 400, code: "VALIDATION_ERROR", paths: [""] }],
  ["JSON null", method, { json: null }, { status: 400, code: "VALIDATION_ERROR", paths: [""] }],
  [
    "an unknown field",
    method,
    { json: { ...validAssistant, accountId: "acct_x" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["accountId"] },
  ],
  ["a number for name", method, { json: { ...validAssistant, name: 42 } }, { status: 400, code: "VALIDATION_ERROR", paths: ["name"] }],
  ["a blank name", method, { json: { ...validAssistant, name: "   " } }, { status: 400, code: "VALIDATION_ERROR", paths: ["name"] }],
  [
    "language without region",
    method,
    { json: { ...validAssistant, language: "en" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["language"] },
  ],
  [
    "language in the wrong case",
    method,
    { json: { ...validAssistant, language: "EN-us" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["language"] },
  ],
  [
    "voiceId without provider",
    method,
    { json: { ...validAssistant, voiceId: "rachel" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["voiceId"] },
  ],
  [
    "voiceId with spaces",
    method,
    { json: { ...validAssistant, voiceId: "eleven labs-rachel" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["voiceId"] },
  ],
  [
    "an unknown voiceTier",
    method,
    { json: { ...validAssistant, voiceTier: "ultra" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["voiceTier"] },
  ],
  [
    "an unknown status",
    method,
    { json: { ...validAssistant, status: "paused" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["status"] },
  ],
  [
    "a website that is not a URL",
    method,
    { json: { ...validAssistant, businessWebsite: "example" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["businessWebsite"] },
  ],
  [
    "a javascript: URL",
    method,
    { json: { ...validAssistant, businessWebsite: "javascript:alert(1)" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["businessWebsite"] },
  ],
  [
    "an ftp URL",
    method,
    { json: { ...validAssistant, businessWebsite: "ftp://example.com" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["businessWebsite"] },
  ],
  [
    "several problems at once",
    method,
    { json: { ...validAssistant, language: "english", voiceId: "x", extra: true } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["extra", "language", "voiceId"] },
  ],
];

const CASES: Case[] = [
  ...bodyCases("POST"),
  [
    "create without a name",
    "POST",
    { json: { language: "en-US", voiceId: "elevenlabs-rachel" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["name"] },
  ],
  [
    "create without language and voiceId",
    "POST",
    { json: { name: "x" } },
    { status: 400, code: "VALIDATION_ERROR", paths: ["language", "voiceId"] },
  ],
  ...bodyCases("PUT"),
  ["an update with no fields", "PUT", { json: {} }, { status: 400, code: "VALIDATION_ERROR", paths: [""] }],
  ["clearing the name with null", "PUT", { json: { name: null } }, { status: 400, code: "VALIDATION_ERROR", paths: ["name"] }],
];

const LIST_QUERIES: [string, string, string[]][] = [
  ["limit 0", "?limit=0", ["query.limit"]],
  ["limit 101", "?limit=101", ["query.limit"]],
  ["limit not a number", "?limit=ten", ["query.limit"]],
  ["limit not whole", "?limit=2.5", ["query.limit"]],
  ["a malformed cursor", "?cursor=abc", ["query.cursor"]],
  ["an unknown parameter", "?sort=name", ["query.sort"]],
];

describe("request validation", () => {
  test.each(CASES.filter(([, method]) => method !== "GET"))("%s (%s)", async (_name, method, options, expected) => {
    const { key, accountId } = await createTestAccount();
    const existing = await createAssistant(accountId, validAssistant);
    const before = await db.assistant.findMany({ where: { accountId } });
    const path = method === "PUT" ? `/api/v1/assistants/${existing.id}` : "/api/v1/assistants";

    // Literal: every case sends something the operation refuses (raw bytes, odd types, no body).
    const response = await callApi(method, path, { key, ...options });

    expect(response.status, response.text).toBe(expected.status);
    expect(errorBodySchema.parse(response.body).error.code).toBe(expected.code);
    expect(response.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    if (expected.paths)
      expect(
        errorBodySchema
          .parse(response.body)
          .error.details?.map((detail) => detail.path)
          .sort(),
      ).toEqual(expected.paths);
    else expect(errorBodySchema.parse(response.body).error).not.toHaveProperty("details");
    expect(await db.assistant.findMany({ where: { accountId } })).toEqual(before);
  });

  test.each(LIST_QUERIES)("list with %s → 400 VALIDATION_ERROR", async (_name, query, paths) => {
    const { key } = await createTestAccount();
    // Literal: queries the schema refuses.
    const response = await callApi("GET", `/api/v1/assistants${query}`, { key });
    expect(response.status, response.text).toBe(400);
    expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_ERROR");
    expect(errorBodySchema.parse(response.body).error.details?.map((detail) => detail.path)).toEqual(paths);
  });

  test("validation details name the problem in words a person can act on", async () => {
    const { key } = await createTestAccount();
    const response = await callApi(assistantOperations.create, { key, body: { ...validAssistant, language: "english" } });
    expect(response.error!.details).toEqual([{ path: "language", message: expect.stringContaining("en-US") }]);
  });

  test("Content-Type with a charset parameter is accepted", async () => {
    const { key } = await createTestAccount();
    const response = await callApi("POST", "/api/v1/assistants", {
      key,
      rawBody: JSON.stringify(validAssistant),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(response.status, response.text).toBe(201);
  });

  test("a body of exactly 64 KiB is read (and then judged on its fields)", async () => {
    const { key } = await createTestAccount();
    const base = JSON.stringify({ ...validAssistant, name: "" });
    const body = JSON.stringify({ ...validAssistant, name: "x".repeat(64 * KIB - base.length) });
    expect(Buffer.byteLength(body)).toBe(64 * KIB);
    const response = await callApi("POST", "/api/v1/assistants", { key, rawBody: body, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.details?.[0].path).toBe("name");
  });

  test("a body over 64 KiB is refused even when Content-Length claims less", async () => {
    const { key, accountId } = await createTestAccount();
    const big = JSON.stringify({ ...validAssistant, name: "y".repeat(70 * KIB) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const { POST } = await import("@/app/api/v1/assistants/route");
    const request = new Request("http://api.test/api/v1/assistants", {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "content-length": "100",
        "x-forwarded-for": "10.9.9.9",
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = await POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await db.assistant.count({ where: { accountId } })).toBe(0);
  });
});
