import { ApiError } from "@/lib/api/errors";
import { eventOperations } from "@/lib/api/operations/event-operations";
import { implement, serve } from "@/lib/api/serve-operations";
import { followEvents } from "@/lib/events/follow-events";
import { listEvents } from "@/lib/events/list-events";

/** The pipeline drops empty values as unset filters; an empty `wait` is a mistake, not "no filter". */
function refuseEmptyWait(request: Request): void {
  if (new URL(request.url).searchParams.get("wait") !== "") return;
  throw new ApiError("VALIDATION_ERROR", "The request is not valid; see details", [
    { path: "query.wait", message: "Use a whole number of seconds" },
  ]);
}

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/events – the account's events, newest first, filtered by type and time, a page at a time;
  // with `after` the events after a position, oldest first, and with `wait` a long poll (the listener's)
  implement(eventOperations.list, ({ auth, query, request }) => {
    refuseEmptyWait(request);
    const { after, wait, ...filter } = query;
    return after === undefined ? listEvents(auth.accountId, filter) : followEvents(auth.accountId, { ...filter, after, wait }, request.signal);
  }),
);
