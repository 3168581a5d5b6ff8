import { deleteExpiredIdempotencyKeys } from "@/lib/idempotency/delete-expired-idempotency-keys";
import { trimDevOutbox } from "@/lib/mail/dev-outbox";
import { enforceRequestLogRetention } from "@/lib/api-logs/api-log-partitions";

type RetentionChore = {
  /** The Inngest step's id. */
  step: string;
  /** The run's result field. */
  result: string;
  run: () => Promise<unknown>;
};

/**
 * What a retention run does after purging events, deliveries and audit entries
 * (purge-expired-records.ts), in this order: each is a few short statements. Run by the Inngest
 * function (a step each: inngest/functions/enforce-retention.ts) and, when Inngest is not
 * configured, by the scheduler (lib/runtime/run-scheduled-work.ts): one list, so a deployment
 * without Inngest drops the same API-log partitions and trims the same outbox.
 */
export const RETENTION_CHORES: readonly RetentionChore[] = [
  { step: "expired-idempotency-keys", result: "idempotencyKeys", run: () => deleteExpiredIdempotencyKeys() },
  {
    step: "request-log-partitions",
    result: "requestLogPartitionsDropped",
    run: async () => (await enforceRequestLogRetention()).dropped,
  },
  // Here rather than at each message sent: a send under a test's pinned clock would otherwise
  // delete what other tests, sharing the database at the real time, have just sent.
  { step: "dev-outbox", result: "devMailDeleted", run: () => trimDevOutbox() },
];

/** Runs the chores in order, outside Inngest; their results by field. */
export async function runRetentionChores(): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const chore of RETENTION_CHORES) results[chore.result] = await chore.run();
  return results;
}
