import { notFound } from "@/lib/api/not-found";
import { eventOperations } from "@/lib/api/operations/event-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { redeliverEvent } from "@/lib/events/redeliver-events";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/v1/events/:id/redeliver – a new delivery of the event, same event id
  implement(
    eventOperations.redeliver,
    async ({ auth, params, audit }) => (await redeliverEvent(auth.accountId, params.id, audit)) ?? notFound("event"),
  ),
);
