import { eventOperations } from "@/lib/api/operations/event-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { recoverFailedDeliveries } from "@/lib/events/redeliver-events";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/v1/webhook/recover – redeliver every event whose delivery failed since a time
  implement(eventOperations.recover, ({ auth, body, audit }) => recoverFailedDeliveries(auth.accountId, body.since, audit)),
);
