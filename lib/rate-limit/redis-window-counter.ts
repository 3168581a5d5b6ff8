import { Redis } from "@upstash/redis";
import type { WindowCounter } from "@/lib/rate-limit-decision";
import { createUpstashRequester } from "./upstash-requester";

export type RedisCounterConfig = {
  url: string;
  token: string;
  prefix?: string;
};

/**
 * Every window of a request in one atomic step, with Redis's own clock (app instances' clocks
 * may disagree). Each window is a hash {w: window number, c: its count, p: the previous
 * window's count}, rolled over here. The request is admitted only if every window has room,
 * and then counted in all of them, so concurrent requests each see their own count and
 * `X-RateLimit-Remaining` is never handed out twice. lib/rate-limit/memory-window-counter.ts
 * is the same arithmetic for the in-memory fall-back.
 *
 * KEYS: one hash per window. ARGV: rate, then per window its length in ms, limit, sliding (1/0).
 * Returns: admitted (1/0), then per window the count after this request (the weighted count
 * for a sliding window), the Unix ms at which its current window ends, and the ms until it
 * has room for one more request (0 if it has room now): a duration on Redis's clock, so a
 * Retry-After needs no app instance's clock to agree with Redis's.
 */
const COUNT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local rate = tonumber(ARGV[1])
local windows = {}
local admitted = 1
for i = 1, #KEYS do
  local ms = tonumber(ARGV[i * 3 - 1])
  local limit = tonumber(ARGV[i * 3])
  local sliding = ARGV[i * 3 + 1] == '1'
  local number = math.floor(now / ms)
  local stored = redis.call('HMGET', KEYS[i], 'w', 'c', 'p')
  local at, current, previous = tonumber(stored[1]), tonumber(stored[2]) or 0, tonumber(stored[3]) or 0
  if at ~= number then
    if at == number - 1 then previous = current else previous = 0 end
    current = 0
  end
  local carried = 0
  -- Rounded up: rounded down, the previous window's share would drop by one the moment a window
  -- begins, and one request more than the limit would pass (10 guesses, an 11th a second later).
  if sliding then carried = math.ceil(previous * (1 - (now - number * ms) / ms)) end
  if rate > 0 and carried + current + rate > limit then admitted = 0 end
  windows[i] = { ms = ms, limit = limit, sliding = sliding, number = number, current = current, previous = previous, carried = carried }
end
-- How long until the window has room for one more request. A fixed window: its end. A sliding
-- one: until the previous window's weighted share has fallen far enough, in the next window if
-- the current one alone is full (its count then becomes the share). Not the window's end: a
-- full hour's sign-ups still count for a while after it. The first whole ms past that moment,
-- so the rounding up of the share cannot refuse a request made then.
local function wait_for_room(window, elapsed)
  local used = window.carried + window.current
  if used + 1 <= window.limit then return 0 end
  if not window.sliding then return window.ms - elapsed end
  local room = window.limit - window.current - 1
  if room >= 0 then
    return math.min(math.floor(window.ms * (window.previous - room) / window.previous) + 1, window.ms) - elapsed
  end
  if window.current == 0 then return window.ms - elapsed end
  return window.ms - elapsed + math.floor(window.ms * (window.current - window.limit + 1) / window.current) + 1
end
local result = { admitted }
for i = 1, #KEYS do
  local window = windows[i]
  if rate ~= 0 and (admitted == 1 or rate < 0) then
    window.current = math.max(0, window.current + rate)
    redis.call('HSET', KEYS[i], 'w', window.number, 'c', window.current, 'p', window.previous)
    redis.call('PEXPIRE', KEYS[i], window.ms * 2)
  end
  result[#result + 1] = window.carried + window.current
  result[#result + 1] = (window.number + 1) * window.ms
  result[#result + 1] = wait_for_room(window, now - window.number * window.ms)
end
return result`;

/**
 * How long a call may take before its connection is given up. The caller stops waiting much
 * sooner (lib/rate-limit/rate-limiter.ts) but lets the call go on, so that a request it counted
 * in memory still reaches Redis's count.
 */
const ABANDON_AFTER_MS = 10_000;

/** The windows on Upstash Redis (locally: the Upstash REST emulator in front of Redis). */
export function createRedisWindowCounter({ url, token, prefix = "vas:rl" }: RedisCounterConfig): WindowCounter {
  // Our own transport (lib/rate-limit/upstash-requester.ts: node:http on kept-alive sockets,
  // bounded by the socket's timeout instead of an abort signal and timer per call; no retries,
  // plain JSON answers, no telemetry headers).
  const redis = new Redis(createUpstashRequester({ url, token, timeoutMs: ABANDON_AFTER_MS }));
  // EVALSHA, and EVAL once when Redis does not know the script yet (NOSCRIPT).
  const script = redis.createScript<number[]>(COUNT_SCRIPT);

  return async (windows, identifier, rate = 1) => {
    const keys = windows.map(({ window, limit }) => `${prefix}:${window.name}:${limit}:${identifier}`);
    const args = [rate, ...windows.flatMap(({ window, limit }) => [window.ms, limit, window.sliding ? 1 : 0])];
    const [admitted, ...counts] = await script.exec(keys, args.map(String));
    return windows.map(({ limit }, index) => {
      const used = Number(counts[index * 3]);
      return {
        success: admitted === 1,
        limit,
        remaining: Math.max(0, limit - used),
        reset: Number(counts[index * 3 + 1]),
        retryAfterMs: Number(counts[index * 3 + 2]),
      };
    });
  };
}
