import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { CallStateError } from "./errors";
import { failCall } from "./fail-call";

/** Longest a call may stay `ringing` or `in_progress`, from when it rang: `CALL_TIMEOUT_MINUTES`, default 4 hours. */
export function callTimeoutMs(minutes = config().CALL_TIMEOUT_MINUTES): number {
  return minutes * 60_000;
}

/**
 * Fails every call that rang longer ago than the timeout and has not ended (the process driving
 * it died, or the telephony provider never reported its end), with `call.failed`
 * (`CALL_TIMEOUT`), so each receiver gets a terminal event. Each call is failed through
 * `failCall`, whose conditional update lets only one of several concurrent sweeps (one per
 * instance) or a late real ending win: the others change and send nothing.
 */
export async function failStuckCalls({ now = new Date(), timeoutMs = callTimeoutMs(), batchSize = 100, maxBatches = 20 } = {}): Promise<{
  failed: number;
  alreadyEnded: number;
}> {
  const cutoff = new Date(now.getTime() - timeoutMs);
  let failed = 0;
  let alreadyEnded = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const stuck = await db.call.findMany({
      // A closed account's calls are left as they are (no event of it is sent); erasure removes them.
      where: { status: { in: ["ringing", "in_progress"] }, createdAt: { lt: cutoff }, account: { closedAt: null } },
      orderBy: { createdAt: "asc" },
      take: batchSize,
      select: { id: true, accountId: true },
    });
    for (const call of stuck) {
      try {
        await failCall(call.accountId, call.id, { code: "CALL_TIMEOUT", at: now });
        failed += 1;
      } catch (error) {
        if (!(error instanceof CallStateError)) throw error;
        alreadyEnded += 1;
      }
    }
    if (stuck.length < batchSize) break;
  }
  if (failed > 0)
    logger.warn({ component: "calls", failed, timeoutMinutes: timeoutMs / 60_000 }, "failed calls that did not end in time (CALL_TIMEOUT)");
  return { failed, alreadyEnded };
}
