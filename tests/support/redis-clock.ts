import { Redis } from "@upstash/redis";

/**
 * Redis's clock, Unix ms: the rate-limit script counts by it (TIME), and its windows' resets are
 * on it. This process's clock may disagree (`npm run test:clock` moves only this one's).
 */
export async function redisNow(): Promise<number> {
  const redis = new Redis({ url: process.env.UPSTASH_REDIS_REST_URL ?? "", token: process.env.UPSTASH_REDIS_REST_TOKEN ?? "" });
  // TIME through a script: the REST emulator mangles TIME's own reply.
  return Number(await redis.eval("local t = redis.call('TIME') return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)", [], []));
}
