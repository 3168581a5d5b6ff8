import { notFound } from "@/lib/api/not-found";
import { implement } from "@/lib/api/serve-operations";
import { findCall } from "@/lib/calls/find-call";
import { listCallEvents } from "@/lib/calls/list-call-events";
import { listCalls } from "@/lib/calls/list-calls";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/call-operations";

/** The calls' reads, served by their routes and rendered first by the Calls and Call pages. */
export const callReads = {
  // GET /api/dashboard/calls – the account's calls, newest first, filtered by assistant, status and time
  list: implement(operations.list, ({ auth, query }) => listCalls(auth.accountId, query)),
  // GET /api/dashboard/calls/:id – a call with its transcript and the events it produced
  get: implement(operations.get, async ({ auth, params }) => {
    const [call, events] = await Promise.all([findCall(auth.accountId, params.id), listCallEvents(auth.accountId, params.id)]);
    return call ? { call, events } : notFound("call");
  }),
};
