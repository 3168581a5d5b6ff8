import { eraseClosedAccounts, type EraseResult } from "@/lib/accounts/erase-closed-accounts";
import { inngest } from "@/lib/events/inngest-client";

/** Steps per run: at 100 statements of 1,000 rows each, up to 10 million rows an hour. */
const MAX_STEPS = 100;

/**
 * Every hour, beside retention: erases the closed accounts whose grace period is over
 * (lib/accounts/erase-closed-accounts.ts), a bounded number of short statements per step, so no
 * step outlives an HTTP request. An erasure stopped mid-way (a failed step, a deploy) is picked
 * up by the next step or run from its tombstone. The clock is the run's scheduled time, fixed
 * once, so a replayed step judges the same accounts due.
 */
export const eraseClosedAccountsFunction = inngest.createFunction(
  {
    id: "erase-closed-accounts",
    name: "Erase closed accounts past their grace period",
    triggers: [{ cron: "23 * * * *" }],
    concurrency: 1,
  },
  async ({ event, step }) => {
    const now = await step.run("clock", () => new Date(event.ts ?? Date.now()).toISOString());
    const total: EraseResult = { accountsStarted: 0, accountsErased: 0, rowsDeleted: 0, done: false };
    for (let n = 1; n <= MAX_STEPS && !total.done; n++) {
      const result = await step.run(`erase-${n}`, () => eraseClosedAccounts({ now: new Date(now), maxStatements: 100 }));
      total.accountsStarted += result.accountsStarted;
      total.accountsErased += result.accountsErased;
      total.rowsDeleted += result.rowsDeleted;
      total.done = result.done;
    }
    return { now, ...total };
  },
);
