/** The Upstash Redis connection from the environment, or undefined when it is not configured. */
export function upstashSettingsFromEnv(suffix?: string): { url: string; token: string; timeoutMs?: number; prefix?: string } | undefined {
  const url = process.env.UPSTASH_REDIS_REST_URL;
  const token = process.env.UPSTASH_REDIS_REST_TOKEN;
  if (!url || !token) return undefined;
  const timeoutMs = Number(process.env.RATE_LIMIT_TIMEOUT_MS) || undefined;
  // A separate key prefix lets test runs and benchmarks share one Redis without sharing counts.
  const base = process.env.RATE_LIMIT_PREFIX || undefined;
  const prefix = base && suffix ? `${base}:${suffix}` : base;
  return { url, token, timeoutMs, prefix };
}
