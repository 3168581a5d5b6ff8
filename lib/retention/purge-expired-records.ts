import { db } from "@/lib/db";
import { auditRetentionCutoff } from "@/lib/audit/audit-retention";
import { idBoundAt } from "@/lib/ids";

export type PurgeResult = { deliveries: number; events: number; deliveryCounts: number; auditEntries: number; done: boolean };

/** Rows per DELETE: each statement holds its row locks for milliseconds, not minutes. */
const BATCH_SIZE = 1_000;
/** The hourly delivery counters are read for the last 25 hours; two days are kept. */
const COUNTS_KEPT_MS = 48 * 60 * 60 * 1000;

/**
 * Deletes events, deliveries and their attempts made before `cutoff`, oldest first, in
 * statements of at most `batchSize` rows, until nothing is left or `maxBatches` statements
 * ran (`done: false`: call again). Age is read from the ids, which sort by creation time, so
 * every statement is a range scan of a primary key and needs no index of its own.
 * Deliveries go first (their attempts with them, by cascade), so deleting an event cascades
 * only to deliveries made after the cutoff, such as a recent resend of an old event: those
 * go with their event. Hourly delivery counters older than two days go too, and audit log
 * entries older than a year (their own period, from `now`, not `cutoff`), the same way by id.
 * Calls and usage are never touched.
 */
export async function purgeExpiredRecords(
  cutoff: Date,
  { batchSize = BATCH_SIZE, maxBatches = 100, now = new Date() }: { batchSize?: number; maxBatches?: number; now?: Date } = {},
): Promise<PurgeResult> {
  let batches = 0;
  /** Deletes rows with ids below `bound`, a batch at a time; true when none are left. */
  async function deleteBefore(remove: (bound: string) => Promise<number>, bound: string, count: (n: number) => void): Promise<boolean> {
    while (batches < maxBatches) {
      batches++;
      const deleted = await remove(bound);
      count(deleted);
      if (deleted < batchSize) return true;
    }
    return false;
  }

  const result: PurgeResult = { deliveries: 0, events: 0, deliveryCounts: 0, auditEntries: 0, done: false };
  const deliveriesDone = await deleteBefore(
    (bound) => db.$executeRaw`
      DELETE FROM "WebhookDelivery" WHERE id IN (
        SELECT id FROM "WebhookDelivery" WHERE id < ${bound} ORDER BY id LIMIT ${batchSize})`,
    idBoundAt("dlv", cutoff),
    (n) => (result.deliveries += n),
  );
  const eventsDone =
    deliveriesDone &&
    (await deleteBefore(
      (bound) => db.$executeRaw`
        DELETE FROM "Event" WHERE id IN (
          SELECT id FROM "Event" WHERE id < ${bound} ORDER BY id LIMIT ${batchSize})`,
      idBoundAt("evt", cutoff),
      (n) => (result.events += n),
    ));
  const auditDone =
    eventsDone &&
    (await deleteBefore(
      (bound) => db.$executeRaw`
        DELETE FROM "AuditLogEntry" WHERE id IN (
          SELECT id FROM "AuditLogEntry" WHERE id < ${bound} ORDER BY id LIMIT ${batchSize})`,
      idBoundAt("aud", auditRetentionCutoff(now)),
      (n) => (result.auditEntries += n),
    ));
  if (auditDone) {
    // The counters are small (at most 48 rows per account): one statement does.
    const countsBefore = new Date(now.getTime() - COUNTS_KEPT_MS);
    result.deliveryCounts = await db.$executeRaw`
      DELETE FROM "WebhookDeliveryHourlyCount" WHERE hour < ${countsBefore.toISOString()}::timestamptz`;
    result.done = true;
  }
  return result;
}
