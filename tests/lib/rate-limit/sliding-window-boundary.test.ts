// A sliding window right after its boundary: the previous window's requests still count, so a
// limit of 10 in 15 minutes refuses an 11th request a second into the next window. (Rounding
// the previous window's weighted share down let it through; an e2e run caught it when ten wrong
// passwords and the eleventh straddled a quarter hour.)
import { Redis } from "@upstash/redis";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createMemoryWindowCounter } from "@/lib/rate-limit/memory-window-counter";
import { createRedisWindowCounter } from "@/lib/rate-limit/redis-window-counter";
import type { WindowSpec } from "@/lib/rate-limit-decision";
import { redisNow } from "../../support/redis-clock";

const WINDOW: WindowSpec = { name: "boundary-test", ms: 15 * 60_000, sliding: true };
const LIMIT = 10;

afterEach(() => {
  vi.useRealTimers();
});

describe("a sliding window just after its boundary", () => {
  test("in memory: ten requests before the boundary, the eleventh a second after it is refused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const boundary = Math.ceil(Date.now() / WINDOW.ms) * WINDOW.ms;
    const counter = createMemoryWindowCounter();
    vi.setSystemTime(boundary - 5_000);
    for (let i = 0; i < LIMIT; i++) expect((await counter([{ window: WINDOW, limit: LIMIT }], "guesser"))[0].success).toBe(true);
    vi.setSystemTime(boundary + 1_000);
    const [eleventh] = await counter([{ window: WINDOW, limit: LIMIT }], "guesser");
    expect(eleventh).toMatchObject({ success: false, remaining: 0 });
  });

  test("on Redis: the previous window's share is rounded up, so the count never falls short of it", async () => {
    const url = process.env.UPSTASH_REDIS_REST_URL!;
    const token = process.env.UPSTASH_REDIS_REST_TOKEN!;
    const prefix = `vas:test:${process.pid}:${Date.now()}`;
    const identifier = "busy";
    // A previous window of 1,000 requests (written as the script keeps it: window number, current,
    // previous). Its weighted share falls by one every 0.9 s of the current window, and is a
    // whole number almost never: rounded down, the count would be one short.
    const previousCount = 1_000;
    // Room for this request whatever the moment: in a window's first 0.9 s the share is all
    // 1,000, and a limit of 1,000 refused the request (a clean-clone run at 01:45:00 failed so).
    const limit = previousCount + 1;
    // Read on Redis's clock, which decides; this process's may disagree (a test run with its
    // clock set to another date, or app instances whose clocks drift).
    const number = Math.floor((await redisNow()) / WINDOW.ms);
    await new Redis({ url, token }).hset(`${prefix}:${WINDOW.name}:${limit}:${identifier}`, { w: number - 1, c: previousCount, p: 0 });
    const share = (at: number) => Math.ceil(previousCount * (1 - (at - number * WINDOW.ms) / WINDOW.ms));
    const counter = createRedisWindowCounter({ url, token, prefix });
    const before = await redisNow();
    const [decision] = await counter([{ window: WINDOW, limit }], identifier);
    const after = await redisNow();
    expect(decision.success).toBe(true);
    // Redis's clock decides the moment, somewhere between before and after; this request is counted too.
    const used = limit - decision.remaining;
    expect(used).toBeGreaterThanOrEqual(share(after) + 1);
    expect(used).toBeLessThanOrEqual(share(before) + 1);
  });
});
