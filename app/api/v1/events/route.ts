import { eventOperations } from "@/lib/api/operations/event-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { listEvents } from "@/lib/events/list-events";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/events – the account's events, newest first, filtered by type and time, a page at a time
  implement(eventOperations.list, ({ auth, query }) => listEvents(auth.accountId, query)),
);
