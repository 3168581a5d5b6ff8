import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createRateLimiter } from "@/lib/rate-limit/rate-limiter";

function redisLimiter() {
  return createRateLimiter({
    redis: {
      url: process.env.UPSTASH_REDIS_REST_URL ?? "",
      token: process.env.UPSTASH_REDIS_REST_TOKEN ?? "",
      prefix: `${process.env.RATE_LIMIT_PREFIX}:check:${randomUUID()}`,
    },
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe.each([
  ["Redis", redisLimiter],
  ["memory", () => createRateLimiter()],
])("createRateLimiter (%s)", (_store, make) => {
  test("a request refused per minute does not use up the day", async () => {
    const limiter = make();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.check({ minute: 3, day: 100 }, "acct:a"));
    expect(results.map((r) => r.success)).toEqual([true, true, true, false, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(results[3].limit).toBe(3);
    await settle();
    // Same day window (100), a roomier minute: 3 used before, this is the 4th.
    expect(await limiter.check({ minute: 1000, day: 100 }, "acct:a")).toMatchObject({ success: true, limit: 100, remaining: 96 });
  });

  test("a request refused for the day does not use up the minute", async () => {
    const limiter = make();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.check({ minute: 100, day: 2 }, "acct:b"));
    expect(results.map((r) => r.success)).toEqual([true, true, false]);
    expect(results[2]).toMatchObject({ limit: 2, remaining: 0 });
    expect(results[2].retryAfterSeconds).toBeGreaterThan(60);
    await settle();
    expect(await limiter.check({ minute: 100, day: 1000 }, "acct:b")).toMatchObject({ success: true, limit: 100, remaining: 97 });
  });

  test("reports the window with fewer requests left", async () => {
    const limiter = make();
    expect(await limiter.check({ minute: 10, day: 5 }, "acct:c")).toMatchObject({ limit: 5, remaining: 4 });
    expect(await limiter.check({ minute: 3, day: 50 }, "acct:d")).toMatchObject({ limit: 3, remaining: 2 });
  });
});
