import { Redis } from "@upstash/redis";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { defineService, services } from "@/lib/services";

export type DependencyState = { status: "up"; latencyMs: number } | { status: "down"; error: string } | { status: "not_configured" };

export type Readiness = {
  /**
   * "ok": all up; "degraded": Redis down or missing (limits counted in memory); "unavailable": no
   * database; "draining": the process is stopping (SIGTERM) and still serves for SHUTDOWN_DRAIN_MS.
   */
  status: "ok" | "degraded" | "unavailable" | "draining";
  database: DependencyState;
  redis: DependencyState;
};

const CHECK_TIMEOUT_MS = 2_000;
/** Load balancers poll often; one check per second per process is plenty and cheap. */
const CACHE_MS = 1_000;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
    ]);
    return { status: "up", latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // The message names the failure (refused, timeout) without connection strings or SQL.
    const code = (error as NodeJS.ErrnoException).code;
    return { status: "down", error: code ?? (error instanceof Error ? error.message.split("\n")[0].slice(0, 200) : "unreachable") };
  }
}

let redisClient: { url: string; client: Redis } | undefined;

function pingRedis(): Promise<DependencyState> {
  const { UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token } = config();
  if (!url || !token) return Promise.resolve({ status: "not_configured" });
  if (redisClient?.url !== url) {
    redisClient = {
      url,
      client: new Redis({ url, token, retry: false, enableTelemetry: false, signal: () => AbortSignal.timeout(CHECK_TIMEOUT_MS) }),
    };
  }
  const { client } = redisClient;
  return probe(() => client.ping());
}

let cached: { at: number; readiness: Promise<Readiness> } | undefined;

async function checkNow(): Promise<Readiness> {
  const [database, redis] = await Promise.all([probe(() => db.$queryRaw`SELECT 1`), pingRedis()]);
  const status = database.status !== "up" ? "unavailable" : redis.status === "up" ? "ok" : "degraded";
  return { status, database, redis };
}

/**
 * Whether the database and Redis answer, each on its own. Without the database nothing works
 * ("unavailable"); without Redis the API still serves and counts limits in memory ("degraded").
 * Concurrent callers within a second share one check.
 */
export async function checkReadiness(now = Date.now()): Promise<Readiness> {
  if (!cached || now - cached.at >= CACHE_MS) cached = { at: now, readiness: checkNow() };
  const readiness = await cached.readiness;
  return services().get(drainingService).draining ? { ...readiness, status: "draining" } : readiness;
}

// In the process's container: Next.js bundles this module once for the route and once for
// instrumentation.ts (where shutdown runs), and both must see the one flag of the process.
const drainingService = defineService({ name: "readiness", create: () => ({ draining: false }) });

/**
 * From now on readiness answers "draining" (503): called once on SIGTERM, so a load balancer
 * polling /api/health takes the instance out while it still serves (shut-down-gracefully.ts).
 */
export function markDraining(): void {
  services().get(drainingService).draining = true;
}
