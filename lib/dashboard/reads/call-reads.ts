import { notFound } from "@/lib/api/not-found";
import { implement } from "@/lib/api/serve-operations";
import { listCalls } from "@/lib/calls/list-calls";
import { loadCallDetail } from "@/lib/dashboard/load-call-detail";
import { dashboardCallOperations as operations } from "@/lib/dashboard/operations/call-operations";

/** The calls' reads, served by their routes and rendered first by the Calls and Call pages. */
export const callReads = {
  // GET /api/dashboard/calls – the account's calls, newest first, filtered by assistant, status and time
  list: implement(operations.list, ({ auth, query }) => listCalls(auth.accountId, query)),
  // GET /api/dashboard/calls/:id – a call with its transcript and the events it produced
  get: implement(operations.get, async ({ auth, params }) => (await loadCallDetail(auth.accountId, params.id)) ?? notFound("call")),
};
