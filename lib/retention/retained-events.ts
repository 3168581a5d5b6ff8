import { idBoundAt } from "@/lib/ids";
import { retentionCutoff } from "./retention-period";

/**
 * The events the Events API may still show: recorded within the retention period, by their
 * id's time (what the hourly clean-up deletes by) and by `createdAt` (what the API shows), so
 * an event past retention is gone from every read the moment it expires, not when the
 * clean-up reaches it. The two agree for every event the service records.
 */
export function retainedEventBounds(now: Date = new Date()): { idFrom: string; createdFrom: Date } {
  const cutoff = retentionCutoff(now);
  return { idFrom: idBoundAt("evt", cutoff), createdFrom: cutoff };
}

/** {@link retainedEventBounds} as a Prisma filter on `Event`. */
export function retainedEventWhere(now: Date = new Date()) {
  const { idFrom, createdFrom } = retainedEventBounds(now);
  return { AND: [{ id: { gte: idFrom } }, { createdAt: { gte: createdFrom } }] };
}
