import { RETRIES_NEED_INNGEST } from "./inngest-dev-command";

/** The line a process logs when it first hands events over without Inngest. */
export const INNGEST_WARNING = `outbox: ${RETRIES_NEED_INNGEST}`;

// On globalThis, not in a module variable: Next.js bundles the modules that record events once
// per route, and a flag in each copy said it once per route (three times in the first minutes
// of `npm run dev`: the seed, then each route that records events).
const SAID = Symbol.for("vas.inngest-warning-said");
const processState = globalThis as unknown as Record<symbol, true | undefined>;

/**
 * True the first time in the process, false after: whoever gets true says that delivery runs
 * without Inngest. A process that has said it in its own words claims it first (`npm run dev`'s
 * start lines, a production start's environment check), so the outbox stays quiet.
 */
export function claimInngestWarning(): boolean {
  if (processState[SAID]) return false;
  processState[SAID] = true;
  return true;
}
