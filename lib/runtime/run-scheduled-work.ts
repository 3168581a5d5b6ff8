import { trackBackgroundWork } from "@/lib/background-work/track-background-work";
import { createLeaderElection, type LeaderElection } from "@/lib/background-work/elect-leader";
import { eraseClosedAccounts } from "@/lib/accounts/erase-closed-accounts";
import { failStuckCalls } from "@/lib/calls/fail-stuck-calls";
import { config, type Config } from "@/lib/config/config";
import { inngestConfigured } from "@/lib/events/inngest-configured";
import { redispatchPendingEvents } from "@/lib/events/redispatch-pending-events";
import { logger } from "@/lib/observability/logger";
import { purgeExpiredRecords } from "@/lib/retention/purge-expired-records";
import { runRetentionChores } from "@/lib/retention/retention-chores";
import { retentionCutoff } from "@/lib/retention/retention-period";
import { defineService, services } from "@/lib/services";
import { attemptStalledDeliveries } from "@/lib/webhooks/attempt-stalled-deliveries";

/** The advisory lock of the scheduled work ("vasSched"): locks are per database, so one per deployment. */
export const SCHEDULED_WORK_LOCK = 0x7661735363686564n;

/** Purge calls per retention run (each at most 100 statements), as the Inngest function's steps: what one run leaves the next takes. */
const RETENTION_MAX_RUNS = 100;

export type ScheduledJob = { name: string; everyMs: number; run: () => Promise<unknown> };

/**
 * The work Inngest's cron functions do (inngest/functions/), through the same domain
 * functions, for when Inngest is not configured: the outbox sweeper (events left pending past
 * OUTBOX_PENDING_AFTER_MS get their direct attempt; deliveries left unattempted by a stopped
 * instance get theirs), retention, the erasure of closed accounts, and the stuck-call timeout.
 */
export function scheduledJobs(settings: Config = config()): ScheduledJob[] {
  const pendingAfterMs = settings.OUTBOX_PENDING_AFTER_MS;
  return [
    {
      name: "sweep-outbox",
      everyMs: settings.SCHEDULER_SWEEP_INTERVAL_MS,
      run: async () => ({
        events: await redispatchPendingEvents({ pendingAfterMs }),
        deliveries: await attemptStalledDeliveries({ pendingAfterMs }),
      }),
    },
    {
      name: "enforce-retention",
      everyMs: settings.SCHEDULER_RETENTION_INTERVAL_MS,
      run: async () => {
        const cutoff = retentionCutoff();
        for (let n = 0; n < RETENTION_MAX_RUNS; n++) if ((await purgeExpiredRecords(cutoff)).done) break;
        return runRetentionChores();
      },
    },
    {
      // Closed accounts past their grace period (decision 0194), as the Inngest function's steps: a run stopped mid-way is resumed by the next.
      name: "erase-closed-accounts",
      everyMs: settings.SCHEDULER_RETENTION_INTERVAL_MS,
      run: async () => {
        for (let n = 0; n < RETENTION_MAX_RUNS; n++) {
          const result = await eraseClosedAccounts({ now: new Date(), maxStatements: 100 });
          if (result.done) return result;
        }
        return { done: false };
      },
    },
    { name: "time-out-stuck-calls", everyMs: settings.SCHEDULER_CALL_TIMEOUT_INTERVAL_MS, run: () => failStuckCalls({ now: new Date() }) },
  ];
}

export type Scheduler = {
  /** Whether this scheduler holds the lock and runs the jobs. */
  readonly leading: boolean;
  /** Completed runs per job name, since this scheduler was created. */
  readonly runs: ReadonlyMap<string, number>;
  start(): void;
  /** No new runs; releases the lock; waits for the runs in progress. */
  stop(): Promise<void>;
};

/**
 * Runs `jobs` while this process leads (lib/background-work/elect-leader.ts): each at once on
 * taking the lead, then `everyMs` after its previous run ended (a slow run is never overlapped
 * by the next). Losing the lead stops scheduling new runs. Each run is registered as
 * background work, so graceful shutdown waits for it; a failed run is logged and tried again
 * at its next interval.
 */
export function createScheduler({
  connectionString,
  jobs,
  retryMs,
  lockKey = SCHEDULED_WORK_LOCK,
  applicationName,
}: {
  connectionString: string | (() => string | undefined);
  jobs: ScheduledJob[];
  retryMs: number;
  lockKey?: bigint;
  applicationName?: string;
}): Scheduler {
  const log = logger.child({ component: "scheduler" });
  const timers = new Map<string, NodeJS.Timeout>();
  const inProgress = new Set<Promise<void>>();
  // Jobs with a run in progress: leadership lost and regained during a run must not start a second one.
  const active = new Set<string>();
  const runs = new Map<string, number>();
  let stopped = false;

  function runJob(job: ScheduledJob) {
    timers.delete(job.name);
    if (stopped || !election.leading || active.has(job.name)) return;
    active.add(job.name);
    const run = job
      .run()
      .then(
        (result) => {
          runs.set(job.name, (runs.get(job.name) ?? 0) + 1);
          log.debug({ job: job.name, result }, "scheduled job done");
        },
        (error: unknown) => log.error({ job: job.name, err: error }, "scheduled job failed; it runs again at its next interval"),
      )
      .finally(() => {
        inProgress.delete(run);
        active.delete(job.name);
        if (stopped || !election.leading) return;
        const timer = setTimeout(() => runJob(job), job.everyMs);
        timer.unref();
        timers.set(job.name, timer);
      });
    inProgress.add(run);
    trackBackgroundWork(run);
  }

  function clearTimers() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }

  const election: LeaderElection = createLeaderElection({
    connectionString,
    lockKey,
    retryMs,
    applicationName,
    onChange: (leading) => {
      if (!leading) return clearTimers();
      for (const job of jobs) if (!timers.has(job.name) && !active.has(job.name)) runJob(job);
    },
  });

  return {
    get leading() {
      return election.leading;
    },
    runs,
    start: () => election.start(),
    async stop() {
      stopped = true;
      clearTimers();
      // The lock first: another instance may take over while the last runs finish (they are safe to overlap).
      await election.stop();
      await Promise.allSettled([...inProgress]);
    },
  };
}

/**
 * The process's scheduler, started when made. The lock is taken on DATABASE_DIRECT_URL when set
 * (a pooler in transaction mode would not keep a session).
 */
const schedulerService = defineService({
  name: "scheduler",
  create(): Scheduler {
    const settings = config();
    const scheduler = createScheduler({
      connectionString: () => config().DATABASE_DIRECT_URL ?? config().DATABASE_URL,
      jobs: scheduledJobs(settings),
      retryMs: settings.SCHEDULER_LEADER_RETRY_MS,
    });
    scheduler.start();
    logger.info(
      { component: "scheduler", retryMs: settings.SCHEDULER_LEADER_RETRY_MS },
      "scheduled work runs in the app (Inngest is not configured)",
    );
    return scheduler;
  },
  close: (scheduler) => scheduler.stop(),
});

/**
 * Starts the process's scheduler at start-up (instrumentation.ts) when Inngest is not
 * configured and SCHEDULER is not off: with Inngest its cron functions do this work and
 * nothing here starts. Every instance starts one; one at a time leads.
 */
export function startScheduledWork(): Scheduler | undefined {
  const started = services().peek(schedulerService);
  if (started || inngestConfigured() || config().SCHEDULER === "off") return started;
  return services().get(schedulerService);
}

/** Stops the process's scheduler, if one started (graceful shutdown): its runs finish and the lock is released. */
export async function stopScheduledWork(): Promise<void> {
  const scheduler = services().peek(schedulerService);
  services().forget(schedulerService);
  await scheduler?.stop();
}
