// Shown wherever delivery runs without Inngest (the dev server's log, the dashboard), so a
// developer learns how to get retries. No imports: client components use it too.

/** Starts a local Inngest dev server, which finds the app at /api/inngest. */
export const INNGEST_DEV_COMMAND = "npx inngest-cli dev";

/** The app's setting that points its Inngest client at that dev server. */
export const INNGEST_DEV_SETTING = "INNGEST_DEV=1";

export const RETRIES_NEED_INNGEST =
  `Inngest is not configured: each event gets one delivery attempt right away, with no retries. ` +
  `For retries, run \`${INNGEST_DEV_COMMAND}\` and start the app with ${INNGEST_DEV_SETTING}.`;
