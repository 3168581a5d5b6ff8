import { db } from "@/lib/db";
import { IDEMPOTENCY_KEY_TTL_MS } from "./run-idempotent";

/**
 * Deletes keys older than their 24 h, for a scheduled clean-up. Correctness does not depend
 * on it (an expired key is ignored when met); it keeps the table small.
 */
export async function deleteExpiredIdempotencyKeys(now: Date = new Date()): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS) } } });
  return count;
}
