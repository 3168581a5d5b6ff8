import { eventOperations } from "@/lib/api/operations/event-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { followEvents } from "@/lib/events/follow-events";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/events/follow – the events after a position, oldest first; with `wait` a long poll (the listener's)
  implement(eventOperations.follow, ({ auth, query, request }) => followEvents(auth.accountId, query, request.signal)),
);
