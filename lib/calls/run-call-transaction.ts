import type { Call } from "@/generated/prisma/client";
import { db, type DbTransaction } from "@/lib/db";
import { dispatchEvents } from "@/lib/events/dispatch-events";
import type { RecordedEvent } from "@/lib/events/record-event";

export type TransitionResult = { call: Call; events: RecordedEvent[] };

export type TransitionOptions = {
  /**
   * Runs inside the transaction after the call change and its events are written: a
   * telephony adapter's own writes (or an audit entry) commit together with them, and a
   * throw here undoes all.
   */
  beforeCommit?: (tx: DbTransaction, result: TransitionResult) => Promise<void>;
};

// Completions queue on the account's usage row; under a burst a transaction may wait for a
// pooled connection longer than Prisma's 2 s default before it starts.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/**
 * One call step: the call change and its outbox events in one transaction, then, only after
 * the commit, the hand-over to delivery (dispatchEvents never throws).
 */
export async function runCallTransaction(
  work: (tx: DbTransaction) => Promise<TransitionResult>,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  const result = await db.$transaction(async (tx) => {
    const done = await work(tx);
    await options.beforeCommit?.(tx, done);
    return done;
  }, TRANSACTION_OPTIONS);
  await dispatchEvents(result.events);
  return result;
}
