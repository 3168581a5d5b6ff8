import { describe, expect, test } from "vitest";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { callApi, createTestAccount } from "../../support/api-client";
import { awayFromMinuteBoundary } from "../../support/away-from-minute-boundary";

describe("rate limit under concurrency (real Redis through the Upstash emulator)", () => {
  test("200 parallel requests from one Starter account admit exactly 60; Remaining counts down 59…0 and never below", async () => {
    const { key } = await createTestAccount({ tier: "STARTER", permissions: ["assistants:read"] });
    await awayFromMinuteBoundary();

    const responses = await Promise.all(Array.from({ length: 200 }, () => callApi(assistantOperations.list, { key })));

    const admitted = responses.filter((response) => response.status === 200);
    const limited = responses.filter((response) => response.status === 429);
    expect(admitted).toHaveLength(60);
    expect(limited).toHaveLength(140);

    const remaining = (response: (typeof responses)[number]) => Number(response.headers.get("x-ratelimit-remaining"));
    // Each admitted request saw a different count, so in the order Redis served them the
    // header only went down: 59, 58, … 0. None went negative or was handed out twice.
    expect(admitted.map(remaining).sort((a, b) => b - a)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    for (const response of limited) {
      expect(remaining(response)).toBe(0);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    for (const response of responses) expect(response.headers.get("x-ratelimit-limit")).toBe("60");

    // Afterwards, one at a time: still limited, and Remaining does not climb back.
    for (let i = 0; i < 3; i++) {
      const later = await callApi(assistantOperations.list, { key });
      expect(later.status).toBe(429);
      expect(remaining(later)).toBe(0);
    }
  });

  test("two keys of one account share its limit; another account is not affected", async () => {
    const first = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: ["assistants:read"] });
    const { createApiKey } = await import("@/lib/api-keys/create-api-key");
    const second = await createApiKey(first.accountId, { name: "second", permissions: ["assistants:read"] });
    const other = await createTestAccount({ tier: "PAY_AS_YOU_GO", permissions: ["assistants:read"] });
    await awayFromMinuteBoundary();

    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callApi(assistantOperations.list, { key: i % 2 ? first.key : second.secret }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const fresh = await callApi(assistantOperations.list, { key: other.key });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("x-ratelimit-remaining")).toBe("29");
  });

  test("40 parallel anonymous requests from one address admit exactly 30, each with its own Remaining", async () => {
    await awayFromMinuteBoundary();
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}, 198.51.100.${Math.floor(Math.random() * 250)}`;
    const responses = await Promise.all(Array.from({ length: 40 }, () => callApi(assistantOperations.list, { ip })));
    const admitted = responses.filter((response) => response.status === 401);
    expect(admitted).toHaveLength(30);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(10);
    const remaining = admitted.map((response) => Number(response.headers.get("x-ratelimit-remaining"))).sort((a, b) => b - a);
    expect(remaining).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
  });
});
