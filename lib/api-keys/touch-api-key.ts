import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";

/** lastUsedAt is for people ("used 3 minutes ago"): a minute's precision is plenty. */
const PRECISION_MS = 60_000;
const lastWrites = new Map<string, number>();

/**
 * Records that a key was used, without making the request wait: the write runs in the
 * background, at most once a minute per key and process, and a failure is only logged.
 */
export function touchApiKey(key: { id: string; lastUsedAt: Date | null }, now = new Date()): void {
  const last = Math.max(key.lastUsedAt?.getTime() ?? 0, lastWrites.get(key.id) ?? 0);
  if (now.getTime() - last < PRECISION_MS) return;
  if (lastWrites.size > 10_000) lastWrites.clear();
  lastWrites.set(key.id, now.getTime());
  db.apiKey
    .update({ where: { id: key.id }, data: { lastUsedAt: now } })
    .catch((error: unknown) => logger.warn({ keyId: key.id, err: error }, "api key: could not record lastUsedAt"));
}
