import { inngest } from "@/lib/events/inngest-client";
import { redispatchPendingEvents } from "@/lib/events/redispatch-pending-events";

/** Every minute: hands over outbox events a crash or an Inngest outage left pending. */
export const sweepOutbox = inngest.createFunction(
  { id: "sweep-outbox", name: "Re-send pending outbox events", triggers: [{ cron: "* * * * *" }], concurrency: 1 },
  async ({ step }) => step.run("redispatch-pending-events", () => redispatchPendingEvents()),
);
