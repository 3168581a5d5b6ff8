import { defineService, services } from "@/lib/services";
import { RETRIES_NEED_INNGEST } from "./inngest-dev-command";

/** The line a process logs when it first hands events over without Inngest. */
export const INNGEST_WARNING = `outbox: ${RETRIES_NEED_INNGEST}`;

// In the process's container, not in a module variable: Next.js bundles the modules that record
// events once per route, and a flag in each copy said it once per route (three times in the
// first minutes of `npm run dev`: the seed, then each route that records events).
const inngestWarningService = defineService({ name: "Inngest warning", create: () => ({ said: false }) });

/**
 * True the first time in the process, false after: whoever gets true says that delivery runs
 * without Inngest. A process that has said it in its own words claims it first (`npm run dev`'s
 * start lines, a production start's environment check), so the outbox stays quiet.
 */
export function claimInngestWarning(): boolean {
  const warning = services().get(inngestWarningService);
  if (warning.said) return false;
  warning.said = true;
  return true;
}
