import { ApiError } from "@/lib/errors";
import { db } from "@/lib/db";
import { getSemaphore } from "@/lib/rate-limit/create-semaphore";
import { getRateLimiter } from "@/lib/rate-limit/rate-limiter";
import { limitsFor } from "@/lib/rate-limit/limits-for";
import { WEBHOOK_TIMEOUT_MS } from "./post-webhook";

/** Deliveries of one account in flight at once, scheduled (Inngest's concurrency key) and manual alike. */
export const WEBHOOK_ACCOUNT_CONCURRENCY = 10;
/** A client told to wait for a send slot tries again after this long; a send takes seconds at most. */
const SLOT_RETRY_AFTER_SECONDS = 2;

function refused(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError("RATE_LIMITED", message, undefined, { "Retry-After": String(retryAfterSeconds) });
}

/**
 * Runs one manual webhook send ("Send test event", "Resend") within the account's limits: it
 * counts as a request against the same per-account windows as the API, takes one of the
 * account's delivery slots (at most {@link WEBHOOK_ACCOUNT_CONCURRENCY} connections to the
 * receiver at once) and, with `exclusiveKey`, is the only send of that key in flight (one
 * resend of a delivery at a time). Throws a 429 ApiError with Retry-After when any is full,
 * before anything is written or sent.
 */
export async function withManualSendSlot<T>(
  accountId: string,
  { exclusiveKey, timeoutMs = WEBHOOK_TIMEOUT_MS }: { exclusiveKey?: string; timeoutMs?: number },
  send: () => Promise<T>,
): Promise<T> {
  const account = await db.account.findUnique({ where: { id: accountId }, select: { tier: true } });
  const decision = await getRateLimiter().check(limitsFor(account?.tier ?? "PAY_AS_YOU_GO", accountId), `acct:${accountId}`);
  if (!decision.success) {
    const wait = decision.retryAfterSeconds ?? 1;
    throw refused(`Rate limit exceeded; retry in ${wait} s`, wait);
  }

  // A slot outlives the longest send, so a crash mid-send frees it soon after.
  const ttlMs = timeoutMs + 10_000;
  const semaphore = getSemaphore();
  const exclusive = exclusiveKey ? await semaphore.tryAcquire(`manual-send:${exclusiveKey}`, 1, ttlMs) : null;
  if (exclusiveKey && !exclusive)
    throw refused("This delivery is being resent already; wait for that attempt to finish", SLOT_RETRY_AFTER_SECONDS);
  try {
    const slot = await semaphore.tryAcquire(`webhook-sends:${accountId}`, WEBHOOK_ACCOUNT_CONCURRENCY, ttlMs);
    if (!slot) {
      throw refused(
        `${WEBHOOK_ACCOUNT_CONCURRENCY} webhook requests of this account are in flight; retry in a moment`,
        SLOT_RETRY_AFTER_SECONDS,
      );
    }
    try {
      return await send();
    } finally {
      await slot.release();
    }
  } finally {
    await exclusive?.release();
  }
}
