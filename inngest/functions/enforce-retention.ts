import { inngest } from "@/lib/events/inngest-client";
import { purgeExpiredRecords, type PurgeResult } from "@/lib/retention/purge-expired-records";
import { RETENTION_CHORES } from "@/lib/retention/retention-chores";
import { retentionCutoff } from "@/lib/retention/retention-period";

/** Steps per run: at 100 statements of 1,000 rows each, up to 10 million rows an hour. */
const MAX_STEPS = 100;

/**
 * Every hour: deletes events, deliveries and attempts past the retention period
 * (`RETENTION_DAYS`, default 30), a bounded number of short statements per step, so no
 * statement holds locks for long and no step outlives an HTTP request. A backlog (the first
 * run on an old database) takes several steps, and what one run leaves the next one takes.
 * Audit log entries past their year go in the same run, then the chores of
 * lib/retention/retention-chores.ts: idempotency keys past their 24 hours, the API logs' day
 * partitions past REQUEST_LOG_RETENTION_DAYS dropped whole (today's and tomorrow's made ahead),
 * dev outbox messages past two weeks.
 */
export const enforceRetention = inngest.createFunction(
  { id: "enforce-retention", name: "Delete events and deliveries past retention", triggers: [{ cron: "17 * * * *" }], concurrency: 1 },
  async ({ step }) => {
    // Fixed once per run, so a replayed step deletes against the same cutoff.
    const cutoff = await step.run("cutoff", () => retentionCutoff().toISOString());
    const total: PurgeResult = { deliveries: 0, events: 0, deliveryCounts: 0, auditEntries: 0, done: false };
    for (let n = 1; n <= MAX_STEPS && !total.done; n++) {
      const result = await step.run(`purge-${n}`, () => purgeExpiredRecords(new Date(cutoff)));
      total.deliveries += result.deliveries;
      total.events += result.events;
      total.deliveryCounts += result.deliveryCounts;
      total.auditEntries += result.auditEntries;
      total.done = result.done;
    }
    const chores: Record<string, unknown> = {};
    for (const chore of RETENTION_CHORES) chores[chore.result] = await step.run(chore.step, chore.run);
    return { cutoff, ...total, ...chores };
  },
);
