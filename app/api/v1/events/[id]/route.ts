import { notFound } from "@/lib/api/not-found";
import { eventOperations } from "@/lib/api/operations/event-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { findEvent } from "@/lib/events/find-event";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/events/:id – one event with the body sent and its deliveries
  implement(eventOperations.get, async ({ auth, params }) => (await findEvent(auth.accountId, params.id)) ?? notFound("event")),
);
