import { config } from "@/lib/config/config";
import { logger } from "@/lib/observability/logger";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { rateLimitedError } from "@/lib/rate-limit/rate-limited-error";
import type { RateLimitDecision, WindowSpec } from "@/lib/rate-limit-decision";

/** Sliding, like the API's minute: no double burst at a window's boundary. */
export const DASHBOARD_WRITE_WINDOW: WindowSpec = { name: "dashboard-writes-1m", ms: 60_000, sliding: true };

/**
 * Counts one dashboard write of a member (per user, whichever browser or tab sends it) against
 * DASHBOARD_WRITE_LIMIT_PER_MINUTE, and throws the one 429 when the window is full. A person
 * clicking through the dashboard never comes near the limit; a script driving a stolen or
 * scripted session into invitations, key creation or webhook sends does. Called after the
 * input is validated, so a refused (4xx) request is not a write and costs nothing.
 */
export async function limitDashboardWrite(accountId: string, userId: string, operationId: string): Promise<RateLimitDecision> {
  const decision = await getRateLimiter().checkWindow(
    DASHBOARD_WRITE_WINDOW,
    config().DASHBOARD_WRITE_LIMIT_PER_MINUTE,
    `member:${userId}`,
  );
  if (!decision.success) {
    logger.warn(
      {
        component: "rate-limit",
        limit: "dashboard-writes",
        accountId,
        userId,
        operation: operationId,
        retryAfterSeconds: decision.retryAfterSeconds,
      },
      "dashboard write refused: the member's write limit is used up",
    );
    throw rateLimitedError(decision, `Too many changes in a minute; retry in ${decision.retryAfterSeconds ?? 1} s`);
  }
  return decision;
}
