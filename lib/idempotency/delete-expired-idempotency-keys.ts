import { db } from "@/lib/db";
import { IDEMPOTENCY_KEY_TTL_MS } from "./run-idempotent";

/** Rows per DELETE, as the retention purge does: each statement is short. */
const BATCH_SIZE = 1_000;

/**
 * Deletes keys past their 24 h, oldest first, `batchSize` rows per statement and at most
 * `maxBatches` statements (the hourly retention run calls it). Correctness does not depend on
 * it (an expired key is ignored when met); it keeps the table small.
 */
export async function deleteExpiredIdempotencyKeys(
  now: Date = new Date(),
  { batchSize = BATCH_SIZE, maxBatches = 100 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  // "createdAt" is a `timestamptz`: the bound is ISO text with its Z, whatever the session's zone.
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const deleted = await db.$executeRaw`
      DELETE FROM "IdempotencyKey" WHERE ("accountId", key) IN (
        SELECT "accountId", key FROM "IdempotencyKey" WHERE "createdAt" < ${expiredBefore.toISOString()}::timestamptz ORDER BY "createdAt" LIMIT ${batchSize})`;
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}
