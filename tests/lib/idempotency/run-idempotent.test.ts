// Idempotency keys on the real database: a repeat replays the first result, another request
// under the same key is refused, concurrent requests with one key create one row, and a
// failure releases the key.
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { db } from "@/lib/db";
import { IdempotencyError } from "@/lib/idempotency/errors";
import { IDEMPOTENCY_KEY_TTL_MS, runIdempotent } from "@/lib/idempotency/run-idempotent";

const body = JSON.stringify({ name: "Front desk", language: "en-US", voiceId: "elevenlabs-rachel" });

/** What a POST /api/v1/assistants handler does, as a Response. */
function createOperation(accountId: string, requestBody = body) {
  return async () => {
    const assistant = await createAssistant(accountId, JSON.parse(requestBody));
    return Response.json(assistant, {
      status: 201,
      headers: { Location: `/api/v1/assistants/${assistant.id}`, "X-Request-Id": `req_${Math.random()}`, "X-RateLimit-Remaining": "7" },
    });
  };
}

const request = (accountId: string, key: string, requestBody = body) => ({
  accountId,
  key,
  method: "POST",
  path: "/api/v1/assistants",
  body: requestBody,
});

async function newAccount() {
  return createAccount({ name: "Idempotent Co" });
}

describe("runIdempotent", () => {
  test("a repeat replays the first result: same status, headers and body, and no second row", async () => {
    const account = await newAccount();
    const first = await runIdempotent(request(account.id, "key-1"), createOperation(account.id));
    const second = await runIdempotent(request(account.id, "key-1"), createOperation(account.id));

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // Per-request headers belong to the new request, not to the stored result.
    expect(second.headers.get("x-request-id")).toBeNull();
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(1);
  });

  test("the same key with another body, path or method is refused with IDEMPOTENCY_KEY_REUSED", async () => {
    const account = await newAccount();
    await runIdempotent(request(account.id, "key-2"), createOperation(account.id));
    const other = JSON.stringify({ name: "Night line", language: "en-US", voiceId: "elevenlabs-rachel" });
    for (const changed of [
      request(account.id, "key-2", other),
      { ...request(account.id, "key-2"), path: "/api/v1/webhook/recover" },
      { ...request(account.id, "key-2"), method: "PUT" },
    ]) {
      await expect(runIdempotent(changed, createOperation(account.id, other))).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    }
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(1);
  });

  test("keys are per account: another account's same key runs its own request", async () => {
    const [one, two] = [await newAccount(), await newAccount()];
    await runIdempotent(request(one.id, "shared"), createOperation(one.id));
    const response = await runIdempotent(request(two.id, "shared"), createOperation(two.id));
    expect(response.headers.get("idempotent-replayed")).toBeNull();
    expect(await db.assistant.count({ where: { accountId: two.id } })).toBe(1);
  });

  test("20 concurrent requests with one key create exactly one assistant, and all answer with it", async () => {
    const account = await newAccount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => runIdempotent(request(account.id, "burst"), createOperation(account.id))),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(1);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(bodies).size).toBe(1);
    expect(responses.filter((response) => response.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
  });

  test("a request still in flight answers IDEMPOTENCY_KEY_IN_FLIGHT to a repeat that cannot wait", async () => {
    const account = await newAccount();
    let finish: () => void = () => {};
    const slow = runIdempotent(request(account.id, "slow"), async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return createOperation(account.id)();
    });
    await expect.poll(() => db.idempotencyKey.count({ where: { accountId: account.id } })).toBe(1);
    await expect(runIdempotent(request(account.id, "slow"), createOperation(account.id), { waitMs: 100 })).rejects.toMatchObject({
      code: "IDEMPOTENCY_KEY_IN_FLIGHT",
    });
    finish();
    expect((await slow).status).toBe(201);
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(1);
  });

  test("a throw or a 5xx releases the key, so the retry runs; a 4xx is kept and replayed", async () => {
    const account = await newAccount();
    await expect(runIdempotent(request(account.id, "flaky"), () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    const unavailable = await runIdempotent(request(account.id, "flaky"), async () => new Response("{}", { status: 503 }));
    expect(unavailable.status).toBe(503);
    expect((await runIdempotent(request(account.id, "flaky"), createOperation(account.id))).status).toBe(201);

    const notFound = async () => Response.json({ error: { code: "NOT_FOUND" } }, { status: 404 });
    await runIdempotent(request(account.id, "four-oh-four"), notFound);
    const replayed = await runIdempotent(request(account.id, "four-oh-four"), createOperation(account.id));
    expect(replayed.status).toBe(404);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(1);
  });

  test("after 24 hours the key is free again", async () => {
    const account = await newAccount();
    await runIdempotent(request(account.id, "day-old"), createOperation(account.id));
    const later = () => new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS + 1_000);
    const response = await runIdempotent(request(account.id, "day-old"), createOperation(account.id), { now: later });
    expect(response.headers.get("idempotent-replayed")).toBeNull();
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(2);
  });

  test.each([
    ["empty", ""],
    ["too long", "k".repeat(256)],
    ["a space", "my key"],
    ["a NUL byte", "key\u0000"],
    ["a lone surrogate", "key\ud800"],
    ["non-ASCII", "clé"],
  ])("a key with %s is refused before anything runs", async (_case, key) => {
    const account = await newAccount();
    const error = await runIdempotent(request(account.id, key), createOperation(account.id)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdempotencyError);
    expect(error).toMatchObject({ code: "IDEMPOTENCY_KEY_INVALID" });
    expect(await db.assistant.count({ where: { accountId: account.id } })).toBe(0);
    expect(await db.idempotencyKey.count({ where: { accountId: account.id } })).toBe(0);
  });
});

test("the clean-up deletes only keys older than 24 hours", async () => {
  const { deleteExpiredIdempotencyKeys } = await import("@/lib/idempotency/delete-expired-idempotency-keys");
  const account = await newAccount();
  await runIdempotent(request(account.id, "old"), createOperation(account.id));
  await runIdempotent(request(account.id, "new"), createOperation(account.id));
  await db.idempotencyKey.update({
    where: { accountId_key: { accountId: account.id, key: "old" } },
    data: { createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1_000) },
  });
  expect(await deleteExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
  expect((await db.idempotencyKey.findMany({ where: { accountId: account.id } })).map((row) => row.key)).toEqual(["new"]);
});
