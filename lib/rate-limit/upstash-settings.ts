import { config } from "@/lib/config/config";

/** The Upstash Redis connection from the environment, or undefined when it is not configured. */
export function upstashSettingsFromEnv(suffix?: string): { url: string; token: string; timeoutMs?: number; prefix?: string } | undefined {
  const {
    UPSTASH_REDIS_REST_URL: url,
    UPSTASH_REDIS_REST_TOKEN: token,
    RATE_LIMIT_TIMEOUT_MS: timeoutMs,
    RATE_LIMIT_PREFIX: base,
  } = config();
  if (!url || !token) return undefined;
  // A separate key prefix lets test runs and benchmarks share one Redis without sharing counts.
  const prefix = base && suffix ? `${base}:${suffix}` : base;
  return { url, token, timeoutMs, prefix };
}
