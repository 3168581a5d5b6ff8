// The wait a refusal gives (Retry-After, "Try again in …") is the time until the window has
// room again, not until it resets: a sliding window still counts the previous window's share
// after its boundary. Told the reset, a client refused in an hour's last second was to come
// back in 1 second and was refused again for another 20 minutes. Each test pins the clock to
// the instant it is about, so none depends on when it runs.
import { Redis } from "@upstash/redis";
import { describe, expect, test } from "vitest";
import { createMemoryWindowCounter } from "@/lib/rate-limit/memory-window-counter";
import { createRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { createRedisWindowCounter } from "@/lib/rate-limit/redis-window-counter";
import type { WindowSpec } from "@/lib/rate-limit-decision";
import { redisNow } from "../../support/redis-clock";

const HOUR: WindowSpec = { name: "retry-after-hour", ms: 3_600_000, sliding: true };
const DAY: WindowSpec = { name: "retry-after-day", ms: 86_400_000, sliding: false };
/** 2026-11-30T23:00:00Z: an hour that is also the last of a day and of a month. */
const HOUR_START = Date.UTC(2026, 10, 30, 23);

/** A memory counter on a clock the test moves. */
function pinnedCounter(at: number) {
  const clock = { now: at };
  return { clock, counter: createMemoryWindowCounter(() => clock.now) };
}

describe("the wait until a window has room (in memory, on a pinned clock)", () => {
  test("a sliding window filled in its last second: the rest of the window and the time the share takes to fall below the limit", async () => {
    const refusedAt = HOUR_START + HOUR.ms - 1_000;
    const { clock, counter } = pinnedCounter(refusedAt);
    for (let i = 0; i < 3; i++) expect((await counter([{ window: HOUR, limit: 3 }], "a"))[0].success).toBe(true);
    const [refused] = await counter([{ window: HOUR, limit: 3 }], "a");
    // 1 s to the boundary, then 20 minutes until ceil(3 × (1 − elapsed / 1 h)) is 2, and 1 ms past it.
    expect(refused).toMatchObject({ success: false, remaining: 0, reset: HOUR_START + HOUR.ms, retryAfterMs: 1_000 + 1_200_001 });
    // A millisecond short of the 20 minutes there is still no room (a rate of 0 only reads).
    clock.now = HOUR_START + HOUR.ms + 1_199_999;
    expect((await counter([{ window: HOUR, limit: 3 }], "a", 0))[0].retryAfterMs).toBeGreaterThan(0);
    clock.now = refusedAt + refused.retryAfterMs;
    expect((await counter([{ window: HOUR, limit: 3 }], "a"))[0].success).toBe(true);
  });

  test("a sliding window whose previous window was full: until its share has fallen by one", async () => {
    const { clock, counter } = pinnedCounter(HOUR_START - 60_000);
    for (let i = 0; i < 4; i++) await counter([{ window: HOUR, limit: 4 }], "b");
    clock.now = HOUR_START + 60_000;
    const [refused] = await counter([{ window: HOUR, limit: 4 }], "b");
    // ceil(4 × (1 − elapsed / 1 h)) is 3 from 15 minutes in; a minute of it has passed.
    expect(refused).toMatchObject({ success: false, retryAfterMs: 900_001 - 60_000 });
    clock.now += refused.retryAfterMs;
    expect((await counter([{ window: HOUR, limit: 4 }], "b"))[0].success).toBe(true);
  });

  test("a fixed window: until it resets, also across a month's last second", async () => {
    const { counter } = pinnedCounter(HOUR_START + HOUR.ms - 1);
    await counter([{ window: DAY, limit: 1 }], "c");
    const [refused] = await counter([{ window: DAY, limit: 1 }], "c");
    expect(refused).toMatchObject({ success: false, reset: HOUR_START + HOUR.ms, retryAfterMs: 1 });
  });

  test("the limiter answers the longest wait in whole seconds, and a caller it remembers gets what is left of it", async () => {
    const clock = { now: HOUR_START + HOUR.ms - 1_000 };
    const limiter = createRateLimiter({ now: () => clock.now });
    for (let i = 0; i < 3; i++) await limiter.checkWindow(HOUR, 3, "d");
    expect(await limiter.checkWindow(HOUR, 3, "d")).toMatchObject({ success: false, retryAfterSeconds: 1_202 });
    clock.now += 600_000;
    expect(await limiter.checkWindow(HOUR, 3, "d")).toMatchObject({ success: false, retryAfterSeconds: 602 });
    clock.now += 601_001;
    expect(await limiter.checkWindow(HOUR, 3, "d")).toMatchObject({ success: true });
  });
});

describe("the wait on Redis (its own clock)", () => {
  test("a full sliding window: the rest of the window plus the share's fall, measured by Redis", async () => {
    const url = process.env.UPSTASH_REDIS_REST_URL!;
    const token = process.env.UPSTASH_REDIS_REST_TOKEN!;
    const prefix = `vas:test:${process.pid}:${Date.now()}:retry`;
    // Redis decides the moment, not this process: its clock need not agree with ours.
    const before = await redisNow();
    // The window in progress already holds its limit of 3 (as the script keeps it).
    await new Redis({ url, token }).hset(`${prefix}:${HOUR.name}:3:e`, { w: Math.floor(before / HOUR.ms), c: 3, p: 0 });
    const [refused] = await createRedisWindowCounter({ url, token, prefix })([{ window: HOUR, limit: 3 }], "e");
    const after = await redisNow();
    const end = (Math.floor(before / HOUR.ms) + 1) * HOUR.ms;
    // Skipped in the rare run where Redis's hour ended between the two readings.
    if (end <= after) return;
    expect(refused).toMatchObject({ success: false, reset: end });
    expect(refused.retryAfterMs).toBeGreaterThanOrEqual(end - after + 1_200_001);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(end - before + 1_200_001);
  });
});
