// Idempotency-Key on the POSTs of /api/v1, through the real pipeline and database.
import { describe, expect, test } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { API_OPERATIONS } from "@/lib/api/operations";
import { takesIdempotencyKey } from "@/lib/api/operation";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import type { CreateAssistantInput } from "@/lib/schemas/assistant";
import { db } from "@/lib/db";
import { callApi, createTestAccount, validAssistant } from "../../../support/api-client";

const create = (key: string, idempotencyKey: string | undefined, body: CreateAssistantInput = validAssistant) =>
  callApi(assistantOperations.create, { key, body, headers: idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey } });

describe("Idempotency-Key on POST /api/v1/assistants", () => {
  test("a retry with the same key gets the first result: same status, Location and body, one assistant", async () => {
    const account = await createTestAccount();
    const first = await create(account.key, "retry-1");
    const second = await create(account.key, "retry-1");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    // The replay is a request of its own: its own id and rate-limit count.
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(Number(second.headers.get("x-ratelimit-remaining"))).toBe(Number(first.headers.get("x-ratelimit-remaining")) - 1);
    expect(await db.assistant.count({ where: { accountId: account.accountId } })).toBe(1);
  });

  test("without a key every POST creates", async () => {
    const account = await createTestAccount();
    await create(account.key, undefined);
    await create(account.key, undefined);
    expect(await db.assistant.count({ where: { accountId: account.accountId } })).toBe(2);
  });

  test("the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and creates nothing", async () => {
    const account = await createTestAccount();
    await create(account.key, "reuse");
    const response = await create(account.key, "reuse", { ...validAssistant, name: "Other" });
    expect(response.status).toBe(422);
    expect(response.error!.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await db.assistant.count({ where: { accountId: account.accountId } })).toBe(1);
  });

  test("20 concurrent requests with one key create exactly one assistant and all answer with it", async () => {
    const account = await createTestAccount();
    const responses = await Promise.all(Array.from({ length: 20 }, () => create(account.key, "burst-of-20")));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.data!.id)).size).toBe(1);
    expect(await db.assistant.count({ where: { accountId: account.accountId } })).toBe(1);
  });

  test("a refused request does not use up its key: after a 400, the fixed request runs", async () => {
    const account = await createTestAccount();
    const invalid = await create(account.key, "fix-and-retry", { ...validAssistant, language: "english" });
    expect(invalid.status).toBe(400);
    expect((await create(account.key, "fix-and-retry")).status).toBe(201);
  });

  test.each([
    ["empty", ""],
    ["too long", "k".repeat(256)],
    ["with a space", "a key"],
    ["non-ASCII", "schlüssel"],
  ])("a key %s answers 400 IDEMPOTENCY_KEY_INVALID and creates nothing", async (_case, idempotencyKey) => {
    const account = await createTestAccount();
    const response = await create(account.key, idempotencyKey);
    expect(response.status).toBe(400);
    expect(response.error!.code).toBe("IDEMPOTENCY_KEY_INVALID");
    expect(await db.assistant.count({ where: { accountId: account.accountId } })).toBe(0);
  });

  test("keys are per account", async () => {
    const [one, two] = [await createTestAccount(), await createTestAccount()];
    const first = await create(one.key, "shared-key");
    const second = await create(two.key, "shared-key");
    expect(second.data!.id).not.toBe(first.data!.id);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
  });
});

test("the OpenAPI document offers Idempotency-Key on every POST and only there, with its error codes", () => {
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, { description: string }> }>
    >;
  };
  const posts = API_OPERATIONS.filter((operation) => typeof operation.access === "object");
  expect(posts.filter(takesIdempotencyKey).map((operation) => operation.id)).toEqual(
    expect.arrayContaining(["createAssistant", "redeliverEvent", "recoverFailedDeliveries"]),
  );
  for (const operation of posts) {
    const entry = document.paths[operation.path.replace("/api/v1", "")][operation.method.toLowerCase()];
    const header = entry.parameters?.find((parameter) => parameter.name === "Idempotency-Key" && parameter.in === "header");
    expect(Boolean(header), operation.id).toBe(operation.method === "POST");
    if (operation.method === "POST") expect(entry.responses["422"].description).toContain("IDEMPOTENCY_KEY_REUSED");
  }
});
