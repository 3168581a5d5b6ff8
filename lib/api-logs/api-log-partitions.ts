import { config } from "@/lib/config/config";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;
const PARTITION_NAME = /^RequestLog_p(\d{4})(\d{2})(\d{2})$/;

/** The UTC day a moment falls in, as midnight UTC. */
export function dayOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** Entries made before this moment are past retention: reads leave them out at once, the partition drop follows. */
export function requestLogRetentionCutoff(now: Date = new Date(), days = config().REQUEST_LOG_RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Makes the day partitions of `RequestLog` that hold these moments, if missing, through the
 * migration's `ensure_request_log_partition` (idempotent, serialized across processes).
 */
export async function ensureRequestLogPartitions(moments: readonly Date[], client: PrismaClient = db): Promise<void> {
  const days = [...new Set(moments.map((at) => dayOf(at).toISOString().slice(0, 10)))];
  for (const day of days) await client.$executeRaw`SELECT ensure_request_log_partition(${day}::date)`;
}

/** The day partitions that exist, oldest first, by the day they hold. */
export async function listRequestLogPartitions(): Promise<{ name: string; day: Date }[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT c.relname::text AS name FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = '"RequestLog"'::regclass ORDER BY c.relname`;
  return rows.flatMap(({ name }) => {
    const match = PARTITION_NAME.exec(name);
    return match ? [{ name, day: new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) }] : [];
  });
}

/**
 * Retention by whole days: drops every partition whose day ended before the cutoff (no DELETE,
 * no vacuum debt, constant time whatever the volume), and makes today's and tomorrow's so the
 * writer never waits on one at midnight. Run hourly by the retention function.
 */
export async function enforceRequestLogRetention(
  now: Date = new Date(),
  days = config().REQUEST_LOG_RETENTION_DAYS,
): Promise<{ dropped: string[] }> {
  await ensureRequestLogPartitions([now, new Date(now.getTime() + DAY_MS)]);
  const cutoff = requestLogRetentionCutoff(now, days);
  const dropped: string[] = [];
  for (const { name, day } of await listRequestLogPartitions()) {
    if (day.getTime() + DAY_MS > cutoff.getTime()) continue;
    // The name is one PARTITION_NAME matched: no quoting question.
    await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${name}"`);
    dropped.push(name);
  }
  return { dropped };
}
